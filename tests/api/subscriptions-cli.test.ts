// The sweep command as an operator runs it: a real CLI process on the app's data directory.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { runCliProcess } from "../support/cli";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { subscriptions, subscriptionEvents } from "../../src/db/schema";
import { DAY_MS, addDays } from "../../src/lib/clock";

setDefaultTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const cli = (args: string[]) => runCliProcess(t.dataDir, args);

test("subs:expire-due marks ended subscriptions expired once and leaves live ones alone", async () => {
  const ended = await createTestUser(t.deps);
  const live = await createTestUser(t.deps);
  const past = addDays(new Date(), -20);
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: ended.id, type: "demo", startDate: past, endDate: addDays(past, 14) });
  const demo = await t.call("POST", "/api/v1/subscriptions/demo", {
    token: (await signIn(t.deps, live)).token,
  });
  expect(demo.status).toBe(201);

  const first = await cli(["subs:expire-due"]);
  expect(first.code).toBe(0);
  expect(first.stdout).toContain("Marked 1 subscription(s) as expired.");
  expect(
    (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, ended.id)).limit(1))[0]!
      .status,
  ).toBe("expired");
  expect(
    (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, live.id)).limit(1))[0]!
      .status,
  ).toBe("active");
  expect(
    (await t.deps.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, ended.id))).map(
      (e) => e.kind,
    ),
  ).toEqual(["expired"]);

  const again = await cli(["subs:expire-due"]);
  expect(again.stdout).toContain("Nothing to expire.");
  expect(Date.now() + 13 * DAY_MS).toBeLessThan(Date.parse(demo.body.subscription.end_date));
});
