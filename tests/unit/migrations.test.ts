// Migrations that rebuild a table must keep every row that references it: 0006 rebuilds `users`
// (email becomes nullable for child profiles), and a rebuild with foreign keys on would cascade-delete
// a family's subscription, payments and progress.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, openDb } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { migrations } from "../../src/db/migrations.generated";

const dir = mkdtempSync(join(tmpdir(), "mh-migrate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("upgrading a database with a family in it keeps the family's account, plan, sessions and progress", () => {
  const file = join(dir, "old.sqlite");
  const before = migrations.findIndex((m) => m.tag.startsWith("0006"));
  expect(before).toBeGreaterThan(0);
  const old = openDb(file);
  migrate(old, migrations.slice(0, before));
  const now = Date.now();
  const q = (sql: string, ...args: unknown[]) => old.$client.query(sql).run(...(args as never[]));
  q("INSERT INTO users (email, username, first_name, last_name, password_hash) VALUES ('amira@example.com', 'amira', 'Amira', 'Haddad', 'x')");
  q("INSERT INTO subscriptions (user_id, type, status, start_date, end_date) VALUES (1, 'paid', 'active', ?, ?)", now, now + 86400_000);
  q("INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES (1, 'fam', 'hash', ?)", now + 86400_000);
  q("INSERT INTO lesson_progress (user_id, lesson_id, best_stars, completed_at) VALUES (1, 'l1', 3, ?)", now);
  closeDb(old);

  const db = openDb(file);
  expect(migrate(db).applied).toBe(migrations.length - before);
  const count = (table: string) => (db.$client.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  expect([count("users"), count("subscriptions"), count("refresh_tokens"), count("lesson_progress")]).toEqual([1, 1, 1, 1]);
  const u = db.$client.query("SELECT email, kind FROM users").get() as { email: string; kind: string };
  expect(u).toEqual({ email: "amira@example.com", kind: "adult" });
  // the username rule survives the rebuild (case-insensitive unique), and foreign keys are on again
  expect(() => db.$client.query("INSERT INTO users (email, username, first_name, last_name) VALUES ('b@example.com', 'AMIRA', 'B', 'C')").run()).toThrow();
  expect((db.$client.query("PRAGMA foreign_keys").get() as { foreign_keys: number }).foreign_keys).toBe(1);
  // a session acting as a child ends with the child (deleting a child profile must not fail on its tokens)
  const fks = db.$client.query("PRAGMA foreign_key_list(refresh_tokens)").all() as { from: string; on_delete: string }[];
  expect(fks.find((f) => f.from === "acting_user_id")?.on_delete).toBe("CASCADE");
  // a child profile has no email
  db.$client.query("INSERT INTO users (username, first_name, last_name, kind, parent_id) VALUES ('child-x', 'Yasmin', '', 'child', 1)").run();
  expect(count("users")).toBe(2);
  closeDb(db);
});
