// jobs:list and jobs:run (issue #32): the server's background jobs run once by hand, as the real CLI
// process on the app's data directory, with the CLI's exit codes (0 done, 1 refused, 2 bad usage).
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { runCliProcess } from "../support/cli";
import { createTestUser, makeTestApp, type TestApp } from "../support/app";
import { users } from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";
import { jobs } from "../../src/jobs/index";

setDefaultTimeout(60_000);
let t: TestApp;
const cli = (args: string[], env?: Record<string, string>) => runCliProcess(t.dataDir, args, { env });
const exists = async (id: number) =>
  (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

test("jobs:list names every job of the list with its interval", async () => {
  const r = await cli(["jobs:list"]);
  expect(r.code).toBe(0);
  for (const j of jobs) expect(r.stdout).toContain(j.name);
  expect(r.stdout).toMatch(/retention\s+every 1 h\s+on/);
});

test("jobs:run retention removes a never-verified account past its 30 days and keeps a fresh one; a second run the same day does nothing", async () => {
  const fresh = await createTestUser(t.deps, { isVerified: false });
  const stale = await createTestUser(t.deps, { isVerified: false });
  await t.deps.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
    .where(eq(users.id, stale.id));
  const r = await cli(["jobs:run", "retention"]);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("1 never-verified removed");
  expect(await exists(stale.id)).toBe(false);
  expect(await exists(fresh.id)).toBe(true);
  const again = await cli(["jobs:run", "retention"]);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain("already run today");
});

test("an unknown or missing job name is bad usage (exit 2) naming the known jobs; a job off on this instance is refused (exit 1)", async () => {
  const unknown = await cli(["jobs:run", "retentoin"]);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain("Unknown job");
  expect(unknown.stderr).toContain("retention");
  expect((await cli(["jobs:run"])).code).toBe(2);
  const off = await cli(["jobs:run", "backups"], { BACKUPS: "off" });
  expect(off.code).toBe(1);
  expect(off.stderr).toContain('"backups" is off');
});
