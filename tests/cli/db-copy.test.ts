// `cli db:copy --from sqlite:FILE --to postgres://…` (#17): a school moves its SQLite data into a new
// PostgreSQL database; the operator sees every table's count, and a second run into the same database,
// a missing file or a wrong URL is refused with exit 1 and nothing written. Needs PG_TEST_URL.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { closeDb, handleOf, openSqlite } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { runCliProcess } from "../support/cli";

setDefaultTimeout(60_000);
const adminUrl = process.env.PG_TEST_URL;
if (!adminUrl)
  console.warn(
    "tests/cli/db-copy.test.ts: skipped — PG_TEST_URL is not set (an admin URL to a throw-away PostgreSQL)",
  );

describe.skipIf(!adminUrl)("db:copy (PG_TEST_URL)", () => {
  const admin = adminUrl
    ? postgres(adminUrl, { max: 1, onnotice: () => {} })
    : (undefined as unknown as postgres.Sql);
  const name = `marhaba_cli_copy_${process.pid}`;
  const url = () => Object.assign(new URL(adminUrl as string), { pathname: `/${name}` }).toString();
  const dir = mkdtempSync(join(tmpdir(), "mh-cli-copy-"));
  const file = join(dir, "school.sqlite");

  beforeAll(async () => {
    const db = openSqlite(file);
    await migrate(db);
    const c = handleOf(db).client as Database;
    c.query(
      "INSERT INTO users (id, email, username, first_name, last_name, is_teacher) VALUES (1, 'teacher@school.org', 'teacher', 'Salma', 'K', 1)",
    ).run();
    c.query("INSERT INTO classes (id, teacher_id, name, code) VALUES (1, 1, 'Class 2B', 'ABC123')").run();
    for (let i = 2; i <= 6; i++)
      c.query(
        `INSERT INTO users (id, username, first_name, last_name, kind, class_id, avatar) VALUES (${i}, 'pupil-${i}', 'Omar', '', 'pupil', 1, 'lion')`,
      ).run();
    await closeDb(db);
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin`create database ${admin(name)}`;
  });
  afterAll(async () => {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  test("copies every table, prints the counts; the copy signs the class's pupils in from PostgreSQL", async () => {
    const r = await runCliProcess(dir, ["db:copy", "--from", `sqlite:${file}`, "--to", url()]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^users\s+6 row\(s\)$/m);
    expect(r.stdout).toMatch(/^classes\s+1 row\(s\)$/m);
    expect(r.stdout).toMatch(/^Copied 7 row\(s\) in \d+ tables; every count matches\.$/m); // each helper adds tables: the count is not pinned
    const target = postgres(url(), { max: 1, onnotice: () => {} });
    try {
      const pupils = await target`select count(*)::int as n from users where kind = 'pupil' and class_id = 1`;
      expect(pupils[0].n).toBe(5);
    } finally {
      await target.end();
    }
  });

  test("a second copy into the same database, a missing file or a non-PostgreSQL target is refused", async () => {
    const again = await runCliProcess(dir, ["db:copy", "--from", `sqlite:${file}`, "--to", url()]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("not empty");
    const missing = await runCliProcess(dir, [
      "db:copy",
      "--from",
      `sqlite:${join(dir, "nope.sqlite")}`,
      "--to",
      url(),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No SQLite database");
    const wrong = await runCliProcess(dir, ["db:copy", "--from", `sqlite:${file}`, "--to", "mysql://x/y"]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("postgres://");
  });
});
