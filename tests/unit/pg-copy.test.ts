// copySqliteToPostgres (src/db/copy.ts, for `cli db:copy`): a school's SQLite data moves into an empty
// PostgreSQL database with its ids, references (including the cycles: a child's parent, a pupil's class and
// its teacher), dates, booleans and JSON; row counts checked; new rows continue after the copied ids.
// Needs PG_TEST_URL (an admin URL to a throw-away PostgreSQL).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as lite from "../../src/db/schema.sqlite";
import { closeDb, handleOf, openSqlite } from "../../src/db/client";
import { CopyError, copySqliteToPostgres } from "../../src/db/copy";
import { migrate } from "../../src/db/migrate";
import { sqliteMigrations } from "../../src/db/migrations.generated";
import { openPostgres } from "../../src/db/pg";

const adminUrl = process.env.PG_TEST_URL;
if (!adminUrl)
  console.warn(
    "tests/unit/pg-copy.test.ts: skipped — PG_TEST_URL is not set (an admin URL to a throw-away PostgreSQL)",
  );

describe.skipIf(!adminUrl)("SQLite → PostgreSQL (PG_TEST_URL)", () => {
  const admin = adminUrl
    ? postgres(adminUrl, { max: 1, onnotice: () => {} })
    : (undefined as unknown as postgres.Sql);
  const names = [`marhaba_b1_copy_${process.pid}`, `marhaba_b1_copy2_${process.pid}`];
  const urlOf = (name: string) =>
    Object.assign(new URL(adminUrl as string), { pathname: `/${name}` }).toString();
  let dir = "";
  let file = "";
  const t0 = Date.UTC(2026, 10, 24, 1, 2, 3, 456);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mh-copy-"));
    file = join(dir, "school.sqlite");
    const db = openSqlite(file);
    await migrate(db);
    const c = handleOf(db).client as Database;
    const q = (s: string, ...args: unknown[]) => c.query(s).run(...(args as never[]));
    q(
      "INSERT INTO users (id, email, username, first_name, last_name, is_teacher, created_at) VALUES (1, 'teacher@school.org', 'teacher', 'Salma', 'K', 1, ?)",
      t0,
    );
    q(
      "INSERT INTO classes (id, teacher_id, name, code, created_at) VALUES (1, 1, 'Class 2B', 'ABC123', ?)",
      t0,
    );
    q(
      "INSERT INTO users (id, username, first_name, last_name, kind, class_id, avatar) VALUES (2, 'pupil-1', 'Omar', '', 'pupil', 1, 'lion')",
    );
    q(
      "INSERT INTO users (id, email, username, first_name, last_name) VALUES (5, 'parent@example.com', 'parent', 'Amira', 'H')",
    );
    q(
      "INSERT INTO users (id, username, first_name, last_name, kind, parent_id) VALUES (7, 'child-1', 'Yasmin', '', 'child', 5)",
    );
    q(
      "INSERT INTO subscriptions (id, user_id, type, status, start_date, end_date) VALUES (3, 5, 'demo', 'active', ?, ?)",
      t0,
      t0 + 14 * 86400_000,
    );
    q(
      "INSERT INTO subscription_events (user_id, subscription_id, kind, detail) VALUES (5, 3, 'demo_started', '{\"days\":14}')",
    );
    q(
      "INSERT INTO login_failures (email, address, failures, last_failed_at) VALUES ('parent@example.com', '10.0.0.1', 2, ?)",
      t0,
    );
    q(
      "INSERT INTO audit_log (actor_user_id, actor_label, action, target_type, target_id, before, after) VALUES (1, 'teacher@school.org', 'x', 'class', '1', NULL, '{\"name\":\"Class 2B\"}')",
    );
    await closeDb(db);
    for (const n of names) {
      await admin`drop database if exists ${admin(n)} with (force)`;
      await admin`create database ${admin(n)}`;
    }
  });
  afterAll(async () => {
    for (const n of names) await admin`drop database if exists ${admin(n)} with (force)`;
    await admin.end();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("every row arrives, with its ids, references, dates, booleans and JSON; counts are reported per table", async () => {
    const to = openPostgres(urlOf(names[0]));
    try {
      const counts = await copySqliteToPostgres(file, to);
      expect(counts).toHaveLength(Object.values(lite).filter((v) => is(v, SQLiteTable)).length); // every table
      const got = Object.fromEntries(counts.map((c) => [c.table, c.rows]));
      expect(got).toMatchObject({
        users: 4,
        classes: 1,
        subscriptions: 1,
        subscription_events: 1,
        login_failures: 1,
        audit_log: 1,
        payments: 0,
      });
      const sql = postgres(urlOf(names[0]), { max: 1 });
      try {
        const users =
          await sql`select id, kind, parent_id, class_id, is_teacher, created_at from users order by id`;
        expect(users.map((u) => [u.id, u.kind, u.parent_id, u.class_id, u.is_teacher])).toEqual([
          [1, "adult", null, null, true],
          [2, "pupil", null, 1, false],
          [5, "adult", null, null, false],
          [7, "child", 5, null, false],
        ]);
        expect(users[0].created_at.getTime()).toBe(t0);
        const [ev] = await sql`select detail, subscription_id from subscription_events`;
        expect([ev.detail, ev.subscription_id]).toEqual([{ days: 14 }, 3]);
        const [audit] = await sql`select before, after from audit_log`;
        expect([audit.before, audit.after]).toEqual([null, { name: "Class 2B" }]);
        // new rows continue after the copied ids, and the rules still hold
        const [next] =
          await sql`insert into users (email, username, first_name, last_name) values ('new@example.com', 'new', 'N', 'N') returning id`;
        expect(next.id).toBe(8);
        await expect(
          sql`insert into subscriptions (user_id, type, start_date, end_date) values (5, 'demo', now(), now())`,
        ).rejects.toThrow(/one_demo_per_user/);
      } finally {
        await sql.end();
      }
      // a second copy into the same database is refused: it is not empty any more
      await expect(copySqliteToPostgres(file, to)).rejects.toThrow(/not empty: .* has \d+ row/);
    } finally {
      await closeDb(to);
    }
  });

  test("a SQLite file that lacks migrations is refused, and nothing is written", async () => {
    const old = join(dir, "old.sqlite");
    const db = openSqlite(old);
    await migrate(db, sqliteMigrations.slice(0, 3));
    await closeDb(db);
    const to = openPostgres(urlOf(names[1]));
    try {
      const err = await copySqliteToPostgres(old, to).catch((e) => e);
      expect(err).toBeInstanceOf(CopyError);
      expect(err.message).toMatch(/lacks \d+ migration\(s\)/);
      const sql = postgres(urlOf(names[1]), { max: 1, onnotice: () => {} });
      const [{ n }] = await sql`select count(*)::int as n from pg_tables where schemaname = 'public'`;
      await sql.end();
      expect(n).toBe(0);
    } finally {
      await closeDb(to);
    }
  });
});
