// Migrations that rebuild a table must keep every row that references it: 0006 rebuilds `users`
// (email becomes nullable for child profiles), and a rebuild with foreign keys on would cascade-delete
// a family's subscription, payments and progress. And the embedded lists are the migration folders.
import { afterAll, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, handleOf, openSqlite, type Db } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { pgMigrations, sqliteMigrations } from "../../src/db/migrations.generated";

const dir = mkdtempSync(join(tmpdir(), "mh-migrate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const raw = (db: Db) => handleOf(db).client as Database;

test("the embedded migration lists are the migrations/sqlite and migrations/pg folders, in journal order", () => {
  const root = join(import.meta.dir, "../..");
  for (const [folder, list] of [
    ["sqlite", sqliteMigrations],
    ["pg", pgMigrations],
  ] as const) {
    const journal = JSON.parse(readFileSync(join(root, "migrations", folder, "meta/_journal.json"), "utf8"));
    expect(list.map((m) => m.tag)).toEqual(journal.entries.map((e: { tag: string }) => e.tag));
    const sqlFiles = readdirSync(join(root, "migrations", folder)).filter((f) => f.endsWith(".sql"));
    expect(sqlFiles.sort()).toEqual(list.map((m) => `${m.tag}.sql`).sort());
    for (const m of list)
      expect(m.sql).toBe(readFileSync(join(root, "migrations", folder, `${m.tag}.sql`), "utf8"));
  }
  expect(readdirSync(join(root, "migrations")).filter((f) => f.endsWith(".sql"))).toEqual([]);
});

test("upgrading a database with a family in it keeps the family's account, plan, sessions and progress", async () => {
  const file = join(dir, "old.sqlite");
  const before = sqliteMigrations.findIndex((m) => m.tag.startsWith("0006"));
  expect(before).toBeGreaterThan(0);
  const old = openSqlite(file);
  await migrate(old, sqliteMigrations.slice(0, before));
  const now = Date.now();
  const q = (sql: string, ...args: unknown[]) =>
    raw(old)
      .query(sql)
      .run(...(args as never[]));
  q(
    "INSERT INTO users (email, username, first_name, last_name, password_hash) VALUES ('amira@example.com', 'amira', 'Amira', 'Haddad', 'x')",
  );
  q(
    "INSERT INTO subscriptions (user_id, type, status, start_date, end_date) VALUES (1, 'paid', 'active', ?, ?)",
    now,
    now + 86400_000,
  );
  q(
    "INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES (1, 'fam', 'hash', ?)",
    now + 86400_000,
  );
  q("INSERT INTO lesson_progress (user_id, lesson_id, best_stars, completed_at) VALUES (1, 'l1', 3, ?)", now);
  await closeDb(old);

  const db = openSqlite(file);
  const c = raw(db);
  expect((await migrate(db)).applied).toBe(sqliteMigrations.length - before);
  const count = (table: string) => (c.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  expect([count("users"), count("subscriptions"), count("refresh_tokens"), count("lesson_progress")]).toEqual(
    [1, 1, 1, 1],
  );
  const u = c.query("SELECT email, kind FROM users").get() as { email: string; kind: string };
  expect(u).toEqual({ email: "amira@example.com", kind: "adult" });
  // the username rule survives the rebuild (case-insensitive unique), and foreign keys are on again
  expect(() =>
    c
      .query(
        "INSERT INTO users (email, username, first_name, last_name) VALUES ('b@example.com', 'AMIRA', 'B', 'C')",
      )
      .run(),
  ).toThrow();
  expect((c.query("PRAGMA foreign_keys").get() as { foreign_keys: number }).foreign_keys).toBe(1);
  // a session acting as a child ends with the child (deleting a child profile must not fail on its tokens)
  const fks = c.query("PRAGMA foreign_key_list(refresh_tokens)").all() as {
    from: string;
    on_delete: string;
  }[];
  expect(fks.find((f) => f.from === "acting_user_id")?.on_delete).toBe("CASCADE");
  // a child profile has no email
  c.query(
    "INSERT INTO users (username, first_name, last_name, kind, parent_id) VALUES ('child-x', 'Yasmin', '', 'child', 1)",
  ).run();
  expect(count("users")).toBe(2);
  expect((await migrate(db)).applied).toBe(0);
  await closeDb(db);
});
