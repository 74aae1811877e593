// Learners (issue #16 groundwork): a child profile learns on the family's subscription, a pupil on their
// class's licence, and neither can reach the grown-up area (payments, subscription, profile, the family's data).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { classes, subscriptions, users } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });
const content = loadContent();
const level = content.levels.find((l) => l.meta.status === "available")!;
const thirdLesson = level.units.flatMap((u) => u.unit.lessons)[2]; // premium only (the demo opens 1–2)

const learner = async (kind: "child" | "pupil", link: { parentId?: number; classId?: number }) =>
  (
    await t.deps.db
      .insert(users)
      .values({
        username: `${kind}-${Math.random().toString(36).slice(2, 10)}`,
        firstName: "Yasmin",
        lastName: "",
        kind,
        ...link,
      })
      .returning()
  )[0];

test("a child profile learns on the family's plan and cannot reach payments, the plan or the profile", async () => {
  const parent = await createTestUser(t.deps);
  const child = await learner("child", { parentId: parent.id });
  const { token } = await signIn(t.deps, child);
  expect((await api("GET", `/lessons/${thirdLesson.id}`, token)).status).toBe(403); // no plan yet: locked
  const now = t.deps.clock.now();
  await t.deps.db.insert(subscriptions).values({
    userId: parent.id,
    type: "paid",
    status: "active",
    startDate: now,
    endDate: addDays(now, 365),
  });
  expect((await api("GET", `/lessons/${thirdLesson.id}`, token)).status).toBe(200); // the family's plan opens it
  for (const [method, path, body] of [
    ["POST", "/payments/create-checkout", {}],
    ["POST", "/subscriptions/demo", undefined],
    ["DELETE", "/subscriptions/cancel", undefined],
    ["GET", "/subscriptions/history", undefined],
    ["PATCH", "/users/me", { first_name: "X", last_name: "Y" }],
    ["GET", "/users/me/export", undefined],
    ["DELETE", "/progress", { confirm: true }],
  ] as const) {
    const r = await api(method, path, token, body);
    expect([r.status, r.body.error?.code, `${method} ${path}`]).toEqual([
      403,
      "GROWN_UP_REQUIRED",
      `${method} ${path}`,
    ]);
  }
});

test("a pupil learns on the class licence while it runs, and has no demo to start", async () => {
  const teacher = await createTestUser(t.deps, { firstName: "Salma", lastName: "Teacher" } as any);
  const now = t.deps.clock.now();
  const cls = (
    await t.deps.db
      .insert(classes)
      .values({ teacherId: teacher.id, name: "CE1 B", code: "K7PQ2M", licenceUntil: addDays(now, 30) })
      .returning()
  )[0];
  const pupil = await learner("pupil", { classId: cls.id });
  const { token } = await signIn(t.deps, pupil);
  expect((await api("GET", `/lessons/${thirdLesson.id}`, token)).status).toBe(200);
  expect((await api("POST", "/subscriptions/demo", token)).status).toBe(403);
  t.deps.clock.advance(31 * 86400_000);
  const locked = await api("GET", `/lessons/${thirdLesson.id}`, token);
  expect(locked.status).toBe(403);
  t.deps.clock.advance(-31 * 86400_000);
});
