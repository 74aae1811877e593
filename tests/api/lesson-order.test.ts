// The order of lessons (access/rule.ts): a lesson opens when the one before it in its level is finished;
// premium children may jump to any lesson of a level at or below the one they placed into (the newest
// finished adaptive level test), and above it the order holds for them as for every tier.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { subscriptions } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { mayJump } from "../../src/modules/access/rule";
import { takeTest } from "../support/level-test";
import { placeInto, topLevelWithLessons } from "../support/placement";
import { rightAnswer } from "./courses-solver";

let t: TestApp;
const content = loadContent();
const nth = (level: string, n: number) => content.lessons.filter((l) => l.levelId === level)[n - 1].lesson.id;
const AB = "absolute-beginner";
const B = "beginner";

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function family(tier: "demo" | "premium") {
  const user = await createTestUser(t.deps);
  const { token } = await signIn(t.deps, user);
  const now = t.deps.clock.now();
  if (tier === "demo")
    expect((await t.call("POST", "/api/v1/subscriptions/demo", { token })).status).toBe(201);
  else
    await t.deps.db.insert(subscriptions).values({
      userId: user.id,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: addDays(now, 365),
    });
  return { user, token };
}
const api = (method: string, path: string, token: string) => t.call(method, "/api/v1" + path, { token });
/** Every lesson of the library as the caller sees it: id → { locked, after }. */
async function library(token: string) {
  const r = await api("GET", "/courses", token);
  const out = new Map<string, { locked: boolean; after: string | null; unlock_tier: string | null }>();
  for (const lv of r.body.levels)
    for (const u of lv.units)
      for (const l of u.lessons)
        out.set(l.id, { locked: l.locked, after: l.after, unlock_tier: l.unlock_tier });
  return out;
}
async function playThrough(token: string, lessonId: string) {
  const at = await api("POST", `/lessons/${lessonId}/attempts`, token);
  expect(at.status).toBe(201);
  const lesson = content.lessons.find((l) => l.lesson.id === lessonId)!;
  for (const a of lesson.lesson.activities) {
    const shown = at.body.activities.find((x: any) => x.id === a.id);
    const r = await t.call("POST", `/api/v1/attempts/${at.body.attempt_id}/answers`, {
      token,
      body: {
        activity_id: a.id,
        answer: rightAnswer(t.deps.config.jwtSecret, at.body.attempt_id, a, content, shown),
      },
    });
    expect(r.body.correct).toBe(true);
  }
  expect((await api("POST", `/attempts/${at.body.attempt_id}/finish`, token)).status).toBe(200);
}
/** The 403 of the order lock, naming the lesson to finish first, on every lesson call. */
async function expectNotYet(token: string, lessonId: string, after: string) {
  for (const [method, path] of [
    ["GET", `/lessons/${lessonId}`],
    ["POST", `/lessons/${lessonId}/attempts`],
  ] as const) {
    const r = await api(method, path, token);
    expect(r.status).toBe(403);
    expect(r.body.error).toEqual({
      code: "LESSON_NOT_YET",
      message: expect.any(String),
      after_lesson: after,
    });
  }
}

describe("premium jumps only within the levels up to the placed one", () => {
  test("never placed: premium jumps within the first level only; above it the order holds", async () => {
    const { token } = await family("premium");
    expect((await api("GET", `/lessons/${nth(AB, 5)}`, token)).status).toBe(200);
    expect((await api("POST", `/lessons/${nth(AB, 5)}/attempts`, token)).status).toBe(201);
    expect((await api("GET", `/lessons/${nth(B, 1)}`, token)).status).toBe(200); // every level's first lesson is open
    await expectNotYet(token, nth(B, 3), nth(B, 2));
    const lib = await library(token);
    for (const l of content.lessons) {
      const held = l.levelId !== AB && l.positionInLevel > 1;
      expect(lib.get(l.lesson.id)).toEqual({
        locked: held,
        after: held ? content.lessons[content.lessons.indexOf(l) - 1].lesson.id : null,
        unlock_tier: null,
      });
    }
    // above the placed level the order opens lessons one by one, as for the demo
    await playThrough(token, nth(B, 1));
    expect((await api("GET", `/lessons/${nth(B, 2)}`, token)).status).toBe(200);
    await expectNotYet(token, nth(B, 3), nth(B, 2));
  });

  test("placed into the top level with lessons by the level test: every lesson up to it opens in any order", async () => {
    const { token } = await family("premium");
    const { final } = await takeTest(t, token, () => true);
    expect(final.result.placed_level_id).toBe(topLevelWithLessons());
    const lib = await library(token);
    expect([...lib.values()].every((l) => !l.locked)).toBe(true);
    expect((await api("POST", `/lessons/${nth(B, 4)}/attempts`, token)).status).toBe(201);
  });

  test("the newest finished test counts: placed into Absolute Beginner later, Beginner holds the order again", async () => {
    const { user, token: first } = await family("premium");
    await takeTest(t, first, () => true);
    expect((await api("GET", `/lessons/${nth(B, 3)}`, first)).status).toBe(200);
    t.deps.clock.advance(DAY_MS);
    const { token } = await signIn(t.deps, user); // a day later: a new access token
    const { final } = await takeTest(t, token, () => false);
    expect(final.result.placed_level_id).toBe(AB);
    await expectNotYet(token, nth(B, 3), nth(B, 2));
    expect((await api("GET", `/lessons/${nth(AB, 4)}`, token)).status).toBe(200);
  });

  test("a placement gives the demo no jump: the order holds, and the tier lock still names the tier", async () => {
    const { user, token } = await family("demo");
    await placeInto(t.deps, user.id, B);
    await expectNotYet(token, nth(B, 2), nth(B, 1));
    const third = await api("GET", `/lessons/${nth(B, 3)}`, token);
    expect(third.body.error).toMatchObject({ code: "LESSON_LOCKED", unlock_tier: "premium" });
  });

  test("the jump rule: levels at or below the placed one; none or an unknown level → the first level only", () => {
    expect(mayJump(B, AB)).toBe(true);
    expect(mayJump(B, B)).toBe(true);
    expect(mayJump(B, "a1")).toBe(false);
    expect(mayJump(null, AB)).toBe(true);
    expect(mayJump(null, B)).toBe(false);
    expect(mayJump("no-such-level", B)).toBe(false);
  });
});
