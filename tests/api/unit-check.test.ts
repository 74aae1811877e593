// Issue 31 (4): a certificate means the child learned. A unit check draws its items afresh from its unit's
// pool for each attempt, under per-attempt ids, reveals nothing until it is finished, and may be started a
// few times an hour; a certificate needs every unit check passed (≥ 80 %) in such an attempt. Before, a
// wrong answer's reply named the right one, so a throw-away attempt of a check yielded all its answers: a
// script earned a certificate in about a second.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { lessonProgress, subscriptions } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { CHECK_ATTEMPTS_PER_HOUR, checkPool } from "../../src/modules/learning/unitCheck";
import { courseIndex } from "../../src/modules/content/courseIndex";
import { placeInto, topLevelWithLessons } from "../support/placement";
import { playedAnswer, rightAnswer, shownActivity, wrongAnswer } from "./courses-solver";

let t: TestApp;
const content = loadContent();
const LEVEL = content.levels.find((l) => l.meta.status === "available")!;
const lessons = LEVEL.units.flatMap((u) => u.unit.lessons);
const checks = lessons.filter((l) => l.kind === "check");
const secret = () => t.deps.config.jwtSecret;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

/** A premium child who has finished every lesson of the level but its checks. */
async function readyForChecks(firstName: string) {
  const user = await createTestUser(t.deps, { firstName, lastName: "Haddad" } as any);
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: user.id, type: "paid", status: "active", startDate: now, endDate: addDays(now, 365) });
  await placeInto(t.deps, user.id, topLevelWithLessons());
  for (const l of lessons)
    if (l.kind !== "check")
      await t.deps.db
        .insert(lessonProgress)
        .values({ userId: user.id, lessonId: l.id, bestStars: 3, completedAt: now });
  return { user, token: (await signIn(t.deps, user)).token };
}
const start = async (token: string, lessonId: string) => {
  const r = await api("POST", `/lessons/${lessonId}/attempts`, token);
  expect(r.status).toBe(201);
  return r.body as { attempt_id: string; lesson_id: string; activities: any[]; total: number };
};

describe("a unit check", () => {
  test("draws its items from the unit's pool under per-attempt ids; no two attempts alike; no answer in the payload", async () => {
    const { token } = await readyForChecks("Lina");
    const check = checks[0];
    const pool = new Set(
      checkPool(courseIndex(), courseIndex().lessons.get(check.id)!).map((e) => e.activity),
    );
    const a = await start(token, check.id);
    const b = await start(token, check.id);
    expect(a.total).toBe(check.activities.length);
    const realOf = (at: typeof a) =>
      at.activities.map((x) => shownActivity(secret(), at.attempt_id, x.id, content).id);
    for (const id of [...realOf(a), ...realOf(b)]) expect(pool.has(id)).toBe(true);
    expect(realOf(a).join()).not.toBe(realOf(b).join()); // another draw, or another order
    const json = JSON.stringify([a.activities, b.activities]);
    for (const x of lessons.flatMap((l) => l.activities)) expect(json).not.toContain(`"${x.id}"`); // no content id to look up
    expect(json).not.toMatch(/"(answer|correct|expected|also_accept|decoys)"/);
  });

  test("reveals nothing until it is finished: no right or wrong, one answer per item, a content id is not an item", async () => {
    const { token } = await readyForChecks("Adam");
    const at = await start(token, checks[1].id);
    const [first, second] = at.activities;
    const a1 = shownActivity(secret(), at.attempt_id, first.id, content);
    const wrong = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: first.id,
      answer: wrongAnswer(secret(), at.attempt_id, a1, content),
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({
      correct: null,
      expected: null,
      feedback: null,
      retry_later: false,
      done: 1,
    });
    const again = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: first.id,
      answer: rightAnswer(secret(), at.attempt_id, a1, content, first),
    });
    expect([again.status, again.body.error.code]).toEqual([409, "ALREADY_ANSWERED"]);
    const a2 = shownActivity(secret(), at.attempt_id, second.id, content);
    const byContentId = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: a2.id,
      answer: rightAnswer(secret(), at.attempt_id, a2, content, second),
    });
    expect([byContentId.status, byContentId.body.error.code]).toEqual([404, "ACTIVITY_NOT_FOUND"]);
    // finished: now the child sees which were right
    for (const shown of at.activities.slice(1)) {
      const a = shownActivity(secret(), at.attempt_id, shown.id, content);
      await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
        activity_id: shown.id,
        answer: rightAnswer(secret(), at.attempt_id, a, content, shown),
      });
    }
    const done = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    expect(done.status).toBe(200);
    expect(done.body.results[0]).toEqual({ activity_id: first.id, correct: false });
    expect(done.body.results.slice(1).every((r: any) => r.correct)).toBe(true);
  });

  test(`may be started ${CHECK_ATTEMPTS_PER_HOUR} times an hour`, async () => {
    const { user, token } = await readyForChecks("Sami");
    for (let i = 0; i < CHECK_ATTEMPTS_PER_HOUR; i++) await start(token, checks[2].id);
    const r = await api("POST", `/lessons/${checks[2].id}/attempts`, token);
    expect([r.status, r.body.error.code]).toEqual([429, "RATE_LIMITED"]);
    t.deps.clock.advance(3600_000 + 1000);
    await start((await signIn(t.deps, user)).token, checks[2].id);
  });
});

describe("a certificate means the child learned", () => {
  /** Plays every check of the level; `knows` decides, per item, whether the player can answer it right. */
  async function playChecks(token: string, knows: (attemptId: string, shownId: string) => boolean) {
    for (const check of checks) {
      const at = await start(token, check.id);
      for (const shown of at.activities) {
        const a = shownActivity(secret(), at.attempt_id, shown.id, content);
        const answer = knows(at.attempt_id, shown.id)
          ? playedAnswer(secret(), at.attempt_id, a, content, shown)
          : wrongAnswer(secret(), at.attempt_id, a, content);
        const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: shown.id,
          answer,
        });
        expect(r.status, `${a.type} ${JSON.stringify(r.body)}`).toBe(200);
      }
      expect((await api("POST", `/attempts/${at.attempt_id}/finish`, token)).status).toBe(200);
    }
  }

  test("a script that knows every lesson's answers by activity id cannot use them in a check: no certificate; a real pass earns one", async () => {
    // The script harvested every lesson's answers (a wrong answer in a lesson names the right one) under the
    // activities' content ids; a check shows only per-attempt ids, so it finds none of them.
    const harvested = new Set(lessons.flatMap((l) => l.activities.map((a) => a.id)));
    const script = await readyForChecks("Bot");
    await playChecks(script.token, (_at, shownId) => harvested.has(shownId));
    expect((await api("GET", "/certificates", script.token)).body.certificates).toEqual([]);

    const child = await readyForChecks("Maryam");
    await playChecks(child.token, () => true);
    const [cert] = (await api("GET", "/certificates", child.token)).body.certificates;
    expect(cert).toMatchObject({ level: { id: LEVEL.meta.id }, name: "Maryam Haddad", score: 100 });
  }, 120_000);

  test("a check passed before the draws (an attempt of the authored items) does not count", async () => {
    const { user, token } = await readyForChecks("Old");
    for (const check of checks)
      await t.deps.db
        .insert(lessonProgress)
        .values({ userId: user.id, lessonId: check.id, bestStars: 3, completedAt: t.deps.clock.now() });
    const { maybeIssue } = await import("../../src/modules/learning/certificates");
    const { tierOf } = await import("../../src/modules/access/learner");
    await maybeIssue(t.deps, user.id, LEVEL.meta.id, await tierOf(t.deps, user.id));
    expect((await api("GET", "/certificates", token)).body.certificates).toEqual([]);
    expect(
      (await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id))).length,
    ).toBe(lessons.length);
  });
});
