// Issue 15 (6): `db:backup --force` over an existing backup really replaces it (a nightly job run
// twice in a row), and the copy is a readable database with the newest data.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runCliProcess } from "../support/cli";
import { makeTestApp, createTestUser, type TestApp } from "../support/app";
import { processDialect } from "../../src/db/dialect";

setDefaultTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const usersIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.query("select email from users order by id").all() as { email: string }[]).map((r) => r.email);
  } finally {
    db.close();
  }
};

describe.skipIf(processDialect() === "postgres")("db:backup --force", () => {
  test("twice in a row: both succeed and the second copy has the newest data", async () => {
    const target = join(t.dataDir, "nightly.sqlite");
    const first = await createTestUser(t.deps);
    const a = await runCliProcess(t.dataDir, ["db:backup", target, "--force"]);
    expect([a.code, a.stderr]).toEqual([0, ""]);
    expect(usersIn(target)).toContain(first.email);

    // A nightly job run again and again: every run replaces the copy with the newest data.
    for (let i = 0; i < 3; i++) {
      const next = await createTestUser(t.deps);
      const b = await runCliProcess(t.dataDir, ["db:backup", target, "--force"]);
      expect([b.code, b.stderr]).toEqual([0, ""]);
      expect(usersIn(target)).toEqual(expect.arrayContaining([first.email, next.email]));
    }
    // No temporary file is left beside it.
    expect(readdirSync(t.dataDir).filter((f) => f.startsWith("nightly.sqlite."))).toEqual([]);

    // Without --force an existing file is still refused, and kept.
    const c = await runCliProcess(t.dataDir, ["db:backup", target]);
    expect(c.code).toBe(1);
    expect(existsSync(target)).toBe(true);
  });
});

// On PostgreSQL the backup is pg_dump's custom format (restore with pg_restore), written the same way.
describe.skipIf(processDialect() !== "postgres")("db:backup on PostgreSQL", () => {
  test("writes a pg_dump archive; an existing file needs --force", async () => {
    const target = join(t.dataDir, "nightly.dump");
    const r = await runCliProcess(t.dataDir, ["db:backup", target]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("pg_dump custom");
    expect(readFileSync(target).subarray(0, 5).toString()).toBe("PGDMP");
    const again = await runCliProcess(t.dataDir, ["db:backup", target]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("--force");
    expect((await runCliProcess(t.dataDir, ["db:backup", target, "--force"])).code).toBe(0);
    expect(readdirSync(t.dataDir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});
