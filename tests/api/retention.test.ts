// Retention (issue #28), with two instances on one database: never-verified accounts go after 30 days;
// free accounts unused for 24 months get one warning mail and go 30 days later unless someone signs in;
// paying families, admins and teachers stay; the daily run happens once across instances; the periods are
// operator settings.
import { afterAll, beforeAll, afterEach, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { jobRuns, outbox, subscriptions, users } from "../../src/db/schema";
import { runRetention } from "../../src/modules/account/retention";
import { updateSiteSettings } from "../../src/modules/site/service";
import { DAY_MS } from "../../src/lib/clock";
import { addMonths } from "../../shared/price";

let t: TestApp;
let t2: TestApp; // a second instance on the same database
beforeAll(async () => {
  t = await makeTestApp();
  t2 = await makeTestApp({ DATA_DIR: t.dataDir });
});
afterAll(async () => {
  await t2.close();
  await t.close();
});
afterEach(() => {
  t.deps.clock.offsetMs = 0;
  t2.deps.clock.offsetMs = 0;
});

const exists = async (id: number) =>
  (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
const mailsTo = async (email: string, kind: string) =>
  (await t.deps.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => m.kind === kind);
/** Both instances' clocks at `ms` from now. */
const at = (ms: number) => {
  t.deps.clock.offsetMs = ms;
  t2.deps.clock.offsetMs = ms;
};

test("once a day across two instances; unverified after 30 days; inactive free accounts warned, then removed unless they sign in", async () => {
  const now = t.deps.clock.now();
  const longAgo = addMonths(now, -25);
  const fresh = await createTestUser(t.deps, { isVerified: false }); // signed up today
  const stale = await createTestUser(t.deps, { isVerified: false });
  await t.deps.db
    .update(users)
    .set({ createdAt: new Date(now.getTime() - 31 * DAY_MS) })
    .where(eq(users.id, stale.id));
  // three accounts unused for 25 months: a free one that comes back, a free one that does not, a paying one
  const returning = await createTestUser(t.deps);
  const gone = await createTestUser(t.deps);
  const paying = await createTestUser(t.deps);
  const admin = await createTestUser(t.deps, { isAdmin: true });
  for (const u of [returning, gone, paying, admin])
    await t.deps.db.update(users).set({ createdAt: longAgo, lastSeenAt: longAgo }).where(eq(users.id, u.id));
  await t.deps.db.insert(subscriptions).values({
    userId: paying.id,
    type: "paid",
    status: "active",
    startDate: longAgo,
    endDate: addMonths(now, 3),
  });

  // day 0: two instances at once, then again: one run
  const [a, b] = await Promise.all([runRetention(t.deps), runRetention(t2.deps)]);
  expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
  expect((await runRetention(t2.deps)).ran).toBe(false);
  const first = a.ran ? a : b;
  expect(first).toMatchObject({ unverified_removed: 1, warned: 2, inactive_removed: 0 });
  expect(await exists(stale.id)).toBe(false);
  expect(await exists(fresh.id)).toBe(true);
  expect(await mailsTo(stale.email, "account_deleted")).toHaveLength(0); // never verified: no mail to an unconfirmed address
  for (const u of [returning, gone]) {
    const w = await mailsTo(u.email, "retention_warning");
    expect(w).toHaveLength(1);
    expect(w[0].text).toContain("will be deleted in 30 days");
  }
  expect(await mailsTo(paying.email, "retention_warning")).toHaveLength(0);
  expect(await mailsTo(admin.email, "retention_warning")).toHaveLength(0);
  expect(await t.deps.db.select().from(jobRuns)).toHaveLength(1);

  // day 10: the returning one signs in (the warning is taken back); a run warns nobody twice
  at(10 * DAY_MS);
  await signIn(t2.deps, returning);
  const [r10] = await Promise.all([runRetention(t.deps), runRetention(t2.deps)]);
  expect(
    (await t.deps.db.select().from(users).where(eq(users.id, returning.id)))[0].retentionWarnedAt,
  ).toBeNull();
  expect(await mailsTo(gone.email, "retention_warning")).toHaveLength(1);

  // day 31: the one who did not come back is removed, with a mail; the others stay
  at(31 * DAY_MS);
  const results = await Promise.all([runRetention(t.deps), runRetention(t2.deps)]);
  expect(results.filter((r) => r.ran)).toHaveLength(1);
  expect(results.find((r) => r.ran)).toMatchObject({ inactive_removed: 1 });
  expect(await exists(gone.id)).toBe(false);
  expect(await mailsTo(gone.email, "account_deleted")).toHaveLength(1);
  for (const u of [returning, paying, admin]) expect(await exists(u.id)).toBe(true);
  expect(r10).toBeDefined();
  // the unverified account made today has its 30 days too: at day 31 it goes
  expect(await exists(fresh.id)).toBe(false);
});

test("the operator's periods: 14 days for unverified accounts", async () => {
  await updateSiteSettings(t.deps, { userId: null, label: "test" }, { retention_unverified_days: "14" });
  const u = await createTestUser(t.deps, { isVerified: false });
  at(2 * 365 * DAY_MS + 10 * DAY_MS); // another day than the first test's runs
  await t.deps.db
    .update(users)
    .set({ createdAt: new Date(t.deps.clock.now().getTime() - 15 * DAY_MS) })
    .where(eq(users.id, u.id));
  const r = await runRetention(t.deps);
  expect(r.ran).toBe(true);
  expect(await exists(u.id)).toBe(false);
  await updateSiteSettings(t.deps, { userId: null, label: "test" }, { retention_unverified_days: "" });
});
