// backupDatabase (src/db/backup.ts, for `cli db:backup`): SQLite through VACUUM INTO, PostgreSQL through
// pg_dump (custom format), with a clear message when pg_dump is missing or fails. The PostgreSQL round trip
// (dump, pg_restore into a new database, same rows) needs PG_TEST_URL.
import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { BackupError, backupDatabase, findPgDump } from "../../src/db/backup";
import { closeDb, handleOf, openSqlite } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { openPostgres } from "../../src/db/pg";

const dir = mkdtempSync(join(tmpdir(), "mh-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("SQLite: a readable copy with the newest rows, replaced whole by the next run, no temporary file left", async () => {
  const db = openSqlite(join(dir, "live.sqlite"));
  await migrate(db);
  const raw = handleOf(db).client as Database;
  const target = join(dir, "copy.sqlite");
  const emails = () => {
    const copy = new Database(target, { readonly: true });
    try {
      return (copy.query("select email from users order by id").all() as { email: string }[]).map(
        (r) => r.email,
      );
    } finally {
      copy.close();
    }
  };
  raw
    .query(
      "insert into users (email, username, first_name, last_name) values ('a@example.com', 'a', 'A', 'A')",
    )
    .run();
  expect(await backupDatabase(db, target)).toMatchObject({ file: target, format: "sqlite" });
  expect(emails()).toEqual(["a@example.com"]);
  raw
    .query(
      "insert into users (email, username, first_name, last_name) values ('b@example.com', 'b', 'B', 'B')",
    )
    .run();
  await backupDatabase(db, target);
  expect(emails()).toEqual(["a@example.com", "b@example.com"]);
  expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  await closeDb(db);
});

test("PostgreSQL without pg_dump: a clear message, and no file", async () => {
  expect(findPgDump("", join(dir, "no-such-dir"))).toBeNull();
  const db = openPostgres("postgres://nobody@127.0.0.1:1/nothing"); // never connected: the check comes first
  const target = join(dir, "none.dump");
  await expect(
    backupDatabase(db, target, { pgDump: findPgDump("", join(dir, "no-such-dir")) }),
  ).rejects.toThrow(/pg_dump is missing.*postgresql-client/);
  expect(readdirSync(dir).filter((f) => f.startsWith("none.dump"))).toEqual([]);
  await closeDb(db);
});

const pgDump = findPgDump();
test.skipIf(!pgDump)(
  "PostgreSQL unreachable: pg_dump's own reason, no password in it, and no file",
  async () => {
    const db = openPostgres("postgres://someone:s3cret-pass@127.0.0.1:1/nothing");
    const target = join(dir, "unreachable.dump");
    const err = await backupDatabase(db, target).catch((e) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toMatch(/pg_dump failed \(exit 1\): .*(refused|connect)/s);
    expect(err.message).not.toContain("s3cret-pass");
    expect(readdirSync(dir).filter((f) => f.startsWith("unreachable.dump"))).toEqual([]);
    await closeDb(db);
  },
);

const adminUrl = process.env.PG_TEST_URL;
if (!adminUrl)
  console.warn(
    "tests/unit/pg-backup.test.ts: the PostgreSQL round trip is skipped — PG_TEST_URL is not set (an admin URL to a throw-away PostgreSQL)",
  );

describe.skipIf(!adminUrl || !pgDump)("PostgreSQL round trip (PG_TEST_URL)", () => {
  test("pg_dump of a live database restores with pg_restore into the same rows", async () => {
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    const [src, dst] = [`marhaba_b1_bk_${process.pid}`, `marhaba_b1_rs_${process.pid}`];
    const urlOf = (name: string) =>
      Object.assign(new URL(adminUrl as string), { pathname: `/${name}` }).toString();
    for (const n of [src, dst]) {
      await admin`drop database if exists ${admin(n)} with (force)`;
      await admin`create database ${admin(n)}`;
    }
    const db = openPostgres(urlOf(src));
    try {
      await migrate(db);
      const live = postgres(urlOf(src), { max: 1 });
      await live`insert into users (email, username, first_name, last_name) values ('a@example.com', 'a', 'A', 'A'), ('b@example.com', 'b', 'B', 'B')`;
      await live.end();
      const target = join(dir, "live.dump");
      const r = await backupDatabase(db, target);
      expect(r.format).toBe("pg_dump custom");
      expect(r.bytes).toBeGreaterThan(1000);
      const restore = Bun.spawnSync(
        [join(pgDump as string, "../pg_restore"), "--dbname", urlOf(dst), target],
        { stderr: "pipe" },
      );
      expect([restore.exitCode, restore.stderr.toString()]).toEqual([0, ""]);
      const copy = postgres(urlOf(dst), { max: 1 });
      const rows = await copy`select email from users order by id`;
      const [{ n }] = await copy`select count(*)::int as n from drizzle.__drizzle_migrations`;
      await copy.end();
      expect(rows.map((x) => x.email)).toEqual(["a@example.com", "b@example.com"]);
      expect(n).toBeGreaterThan(0);
    } finally {
      await closeDb(db);
      for (const n of [src, dst]) await admin`drop database if exists ${admin(n)} with (force)`;
      await admin.end();
    }
  });
});
