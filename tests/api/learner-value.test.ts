// The learner value (src/modules/access/learner.ts): who pays for a learner, that payer's plan and the
// tier it gives, worked out in one place for every access rule. A child learns on the family's plan, a
// pupil on their class's licence or trial, a grown-up on their own; signed out is nothing.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { makeTestApp, createTestUser, type TestApp } from "../support/app";
import { classes, subscriptions, users } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { learnerOf, payerOf } from "../../src/modules/access/learner";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const profile = async (kind: "child" | "pupil", link: { parentId?: number; classId?: number }) =>
  (
    await t.deps.db
      .insert(users)
      .values({
        username: `${kind}-${Math.random().toString(36).slice(2, 10)}`,
        firstName: "Sami",
        lastName: "",
        kind,
        ...link,
      })
      .returning()
  )[0]!;

test("a child's payer is the family account: its demo is the child's demo, used once for both", async () => {
  const parent = await createTestUser(t.deps);
  const child = await profile("child", { parentId: parent.id });
  expect(await learnerOf(t.deps, child.id)).toMatchObject({
    payer: { account: parent.id },
    plan: null,
    tier: "none",
    demoUsed: false,
  });
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: parent.id, type: "demo", status: "active", startDate: now, endDate: addDays(now, 7) });
  const withDemo = await learnerOf(t.deps, child);
  expect(withDemo).toMatchObject({
    userId: child.id,
    payer: { account: parent.id },
    tier: "demo",
    demoUsed: true,
  });
  expect(withDemo.plan?.userId).toBe(parent.id);
  // the grown-up learns on the same plan, as their own payer
  expect(await learnerOf(t.deps, parent.id)).toMatchObject({ payer: { account: parent.id }, tier: "demo" });
  // an ended demo: nothing opens, and the demo stays used
  t.deps.clock.advance(8 * 86400_000);
  expect(await learnerOf(t.deps, child.id)).toMatchObject({ tier: "none", demoUsed: true });
});

test("a pupil's payer is their class: premium while its licence runs, then nothing; never a family's demo", async () => {
  const teacher = await createTestUser(t.deps);
  const now = t.deps.clock.now();
  const [cls] = await t.deps.db
    .insert(classes)
    .values({ teacherId: teacher.id, name: "CM1", code: "Q7RT2M", licenceUntil: addDays(now, 30) })
    .returning();
  const pupil = await profile("pupil", { classId: cls!.id });
  const payer = await payerOf(t.deps, pupil.id);
  expect(payer).toMatchObject({ classLicenceUntil: addDays(now, 30) });
  expect(await learnerOf(t.deps, pupil.id)).toMatchObject({
    tier: "premium",
    school: true,
    demoUsed: true,
    plan: null,
  });
  t.deps.clock.advance(400 * 86400_000); // past the licence and the class's trial
  expect(await learnerOf(t.deps, pupil.id)).toMatchObject({ tier: "none", school: true });
});

test("signed out, nobody pays and nothing opens", async () => {
  expect(await learnerOf(t.deps, null)).toEqual({
    userId: null,
    payer: null,
    plan: null,
    tier: "none",
    demoUsed: false,
    placedLevel: null,
  });
});
