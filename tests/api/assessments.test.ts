// The adaptive level test (issue 14): its rule on scripted answers, the answer key never in a reply,
// resume, ownership, bad input; results ownership, the verified-email rule and the content access gate.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { decodeJwt } from "jose";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { answer, choiceFor, storedQuestion, takeTest } from "../support/level-test";
import { levelTestResults, levelTests, subscriptions } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { verifyContentToken, CONTENT_TOKEN_TTL_SECONDS } from "../../src/modules/assessments/service";
import { MAX_QUESTIONS, decide } from "../../src/modules/assessments/adaptive";
import { testChain, type StoredQuestion } from "../../src/modules/assessments/questionBank";
import { eq } from "drizzle-orm";
import { LEVEL_TEST_STARTS_PER_HOUR } from "../../src/modules/assessments/routes";
import { loadContent } from "../../src/modules/content/content";
import { topLevelWithLessons } from "../support/placement";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function verifiedUser(over = {}) {
  const user = await createTestUser(t.deps, { isVerified: true, ...over });
  return { user, ...(await signIn(t.deps, user)) };
}
const START = "/api/v1/assessments/level-tests";
const start = (token: string, body: object = {}) => t.call("POST", START, { token, body });

async function countResults(userId: number) {
  return (await t.deps.db.select().from(levelTestResults).where(eq(levelTestResults.userId, userId))).length;
}
const allRight = () => true;
const allWrong = () => false;
const content = loadContent();
const firstLessonOf = (levelId: string) => content.lessons.find((l) => l.levelId === levelId)!.lesson.id;
// the highest level with lessons (everything right places there), its name, and the first level above it
const top = topLevelWithLessons();
const topAt = content.levels.findIndex((l) => l.meta.id === top);
const topName = content.levels[topAt].meta.name;
const nextName = content.levels[topAt + 1].meta.name;

describe("the adaptive rule (pure): pass on 2 right, fail on 2 wrong, the level that rules out most, at most 15", () => {
  // A made-up chain of 5 levels (candidates 0…5) to show the rule beyond today's four levels.
  const run = (levels: number, knows: number, max = MAX_QUESTIONS) => {
    const answers: { level: number; correct: boolean }[] = [];
    for (;;) {
      const d = decide(levels, answers, max);
      if (d.done) return { d, asked: answers.map((a) => a.level) };
      answers.push({ level: d.level, correct: d.level < knows });
    }
  };
  test("a child who knows the first 3 of 5 levels is placed at the 4th, by binary search", () => {
    const { d, asked } = run(5, 3);
    expect(d).toMatchObject({ done: true, placement: 3, capped: false });
    // the middle level first (it rules out the most), then the halves: never a level already ruled out
    expect(asked).toEqual([2, 2, 3, 3]);
  });
  test("everything right places past the last level, everything wrong at the first", () => {
    expect(run(5, 5).d).toMatchObject({ placement: 5 });
    expect(run(5, 0).d).toMatchObject({ placement: 0 });
    expect(run(5, 0).asked.length).toBeLessThanOrEqual(6);
  });
  test("one right and one wrong keeps testing the same level; a third answer decides it", () => {
    let d = decide(3, [
      { level: 1, correct: true },
      { level: 1, correct: false },
    ]);
    expect(d).toMatchObject({ done: false, level: 1 });
    d = decide(3, [
      { level: 1, correct: true },
      { level: 1, correct: false },
      { level: 1, correct: true },
    ]);
    expect(d.outcomes[1]).toBe("pass");
  });
  test("the cap: never more than 15 questions; then the easiest level still possible", () => {
    // 60 levels and answers that always split (right, wrong, right…) need 3 questions a level.
    const answers: { level: number; correct: boolean }[] = [];
    let d = decide(60, answers);
    while (!d.done) {
      answers.push({ level: d.level, correct: answers.length % 2 === 0 });
      d = decide(60, answers);
    }
    expect(answers.length).toBe(MAX_QUESTIONS);
    expect(d).toMatchObject({ done: true, capped: true });
    if (d.done) expect(d.placement).toBe(d.lo);
  });
  test("an answer for a level already decided is refused", () => {
    expect(() =>
      decide(3, [
        { level: 0, correct: true },
        { level: 0, correct: true },
        { level: 0, correct: true },
      ]),
    ).toThrow();
  });
});

describe("the level test through the API, on the course's own question bank", () => {
  const chain = testChain();
  test("the levels with lessons, in order: Absolute Beginner, Beginner, A1, then A2", () => {
    expect(chain.map((l) => l.name)).toEqual(["Absolute Beginner", "Beginner", "A1", "A2"]);
  });
  test("the first question is the spec's greeting with Hello first; the reply carries no answer key", async () => {
    const { token } = await verifiedUser();
    const r = await start(token);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: "open", answered: 0, max_questions: 15, result: null });
    const q = r.body.question;
    expect(q).toMatchObject({
      number: 1,
      type: "meaning",
      prompt: "What does the Arabic greeting Marhaba mean?",
      arabic: "مَرْحَبًا",
    });
    expect(q.choices.map((c: any) => c.text)).toEqual(["Hello", "Goodbye", "Thank you", "Please"]);
    for (const c of q.choices) expect(c.id).toMatch(/^c[0-9a-f]{12}$/);
    expect(r.text).not.toMatch(/correct|"answer"|opt:/i);
  });
  test("all right → the highest level with lessons after 6 questions, with Start here at its first lesson", async () => {
    const { user, token } = await verifiedUser();
    const { replies, final } = await takeTest(t, token, allRight);
    expect(replies.length - 1).toBe(6);
    const r = final.result;
    expect(r).toMatchObject({
      level: topName,
      score: 100,
      totalQuestions: 6,
      correctAnswers: 6,
      placed_level_id: top,
    });
    expect(r.ceiling_note).toBe(
      `${nextName} and the levels above it have no lessons yet, so the test places children up to ${topName}.`,
    );
    expect(r.start_here).toMatchObject({
      lesson_id: firstLessonOf(top),
      level_name: topName,
      locked: true,
      unlock_tier: "demo",
      tier: "none",
    });
    expect(r.skills.every((s: any) => s.can_do)).toBe(true);
    expect(r.skills.map((s: any) => `${s.level_id}:${s.skill}`)).toEqual([
      "absolute-beginner:greetings",
      "absolute-beginner:listening",
      "a1:listening",
      "a1:reading",
      "a2:listening",
      "a2:reading",
    ]); // of four levels: Absolute Beginner, then the middle of the rest (A1), then A2
    expect(await countResults(user.id)).toBe(1);
  });
  test("all wrong → Absolute Beginner after 2 questions, the spec's recommendations", async () => {
    const { token } = await verifiedUser();
    const { replies, final } = await takeTest(t, token, allWrong);
    expect(replies.length - 1).toBe(2);
    expect(final.result).toMatchObject({
      level: "Absolute Beginner",
      score: 0,
      totalQuestions: 2,
      correctAnswers: 0,
      ceiling_note: null,
    });
    expect(final.result.recommendations).toEqual([
      "Start with basic Arabic alphabet",
      "Practice common greetings",
      "Learn essential vocabulary",
    ]);
    expect(final.result.start_here.lesson_id).toBe(firstLessonOf("absolute-beginner"));
    expect(final.result.skills.some((s: any) => s.can_do)).toBe(false);
  });
  test("mixed: passes Absolute Beginner (right, wrong, right), fails A1 then Beginner (wrong, wrong each) → Beginner", async () => {
    const { token } = await verifiedUser();
    const script = [true, false, true, false, false, false, false];
    const { replies, final } = await takeTest(t, token, (i) => script[i]);
    expect(replies.length - 1).toBe(7);
    expect(final.result).toMatchObject({
      level: "Beginner",
      score: 29,
      correctAnswers: 2,
      totalQuestions: 7,
    });
    const bySkill = Object.fromEntries(final.result.skills.map((s: any) => [`${s.level_id}:${s.skill}`, s]));
    expect(bySkill["beginner:listening"]).toMatchObject({ asked: 1, right: 0, can_do: false });
    expect(bySkill["absolute-beginner:greetings"]).toMatchObject({ asked: 1, right: 1, can_do: true });
    // the questions asked: three of Absolute Beginner (greeting first), then A1's (the middle of the rest), then Beginner's
    const row = (await t.deps.db.select().from(levelTests).where(eq(levelTests.id, final.id)).limit(1))[0]!;
    expect((row.questions as StoredQuestion[]).map((q) => q.levelId)).toEqual([
      "absolute-beginner",
      "absolute-beginner",
      "absolute-beginner",
      "a1",
      "a1",
      "beginner",
      "beginner",
    ]);
    expect(row.status).toBe("finished");
  });
  test("the answer key is in no reply: not the answer's id, its word or the right/wrong of an answer", async () => {
    const { token } = await verifiedUser();
    const { replies } = await takeTest(t, token, (i) => i % 2 === 0);
    for (const r of replies.slice(0, -1)) {
      const q = r.body.question;
      expect(r.text).not.toMatch(/"correct"|is_correct|"answer"|word:|letter:/);
      // a listening question's word is not in the payload: only the prompt URL fetches it
      if (q.type === "listen_pick_picture" || q.type === "listen_pick_letter") {
        expect(q.prompt_url).toBe(`/assessments/level-tests/${r.body.id}/prompt`);
        expect(q.audio).toBeNull();
        expect(q.arabic).toBeNull();
      }
    }
  });
  test("the listening prompt is fetched on tap; choice ids differ in every test", async () => {
    const { token } = await verifiedUser();
    const a = await start(token);
    const next = await answer(t, token, a.body, true);
    expect(next.body.question.type).toBe("listen_pick_picture");
    const p = await t.call("GET", `/api/v1${next.body.question.prompt_url}`, { token });
    expect(p.status).toBe(200);
    const stored = await storedQuestion(t, a.body.id);
    expect(p.body.id).toBe(`word.${stored.answer.slice(5)}`);
    expect(p.body.speak).toBeString();
    const b = await start(token, { restart: true });
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.question.choices.map((c: any) => c.id)).not.toEqual(
      a.body.question.choices.map((c: any) => c.id),
    );
    // the greeting has no hidden prompt
    expect(
      (await t.call("GET", `/api/v1/assessments/level-tests/${b.body.id}/prompt`, { token })).status,
    ).toBe(404);
  });
  test("resume: starting again (a reload) gives the same test at the same question; restart begins anew", async () => {
    const { token } = await verifiedUser();
    const a = await start(token);
    const second = await answer(t, token, a.body, true);
    const again = await start(token);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(a.body.id);
    expect(again.body.question).toEqual(second.body.question);
    const cur = await t.call("GET", "/api/v1/assessments/level-tests/current", { token });
    expect(cur.body.test.question.number).toBe(2);
    const one = await t.call("GET", `/api/v1/assessments/level-tests/${a.body.id}`, { token });
    expect(one.body.question).toEqual(second.body.question);
    const fresh = await start(token, { restart: true });
    expect(fresh.status).toBe(201);
    expect(fresh.body.question.number).toBe(1);
    expect((await t.call("GET", `/api/v1/assessments/level-tests/${a.body.id}`, { token })).status).toBe(404);
  });
  test("two starts at once (a double tap, a reload) give one open test; restarts at once leave one open", async () => {
    const { user, token } = await verifiedUser();
    const openTests = async () =>
      (await t.deps.db.select().from(levelTests).where(eq(levelTests.userId, user.id))).filter(
        (r) => r.status === "open",
      );
    const replies = await Promise.all([start(token), start(token), start(token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect((await openTests()).map((r) => r.id)).toEqual([replies[0].body.id]);
    // "Start again" tapped twice: each may begin a test, but only the last one stays open
    const restarts = await Promise.all([start(token, { restart: true }), start(token, { restart: true })]);
    for (const r of restarts) expect([200, 201]).toContain(r.status);
    const open = await openTests();
    expect(open).toHaveLength(1);
    expect(restarts.map((r) => r.body.id)).toContain(open[0].id);
    // the database itself refuses a second open test, whoever writes it
    const again = async () =>
      t.deps.db.insert(levelTests).values({ ...open[0], id: "another-open-test-0001" });
    await expect(again()).rejects.toThrow();
  });
  test("no open test: current is null; a finished test is not resumed", async () => {
    const { token } = await verifiedUser();
    expect((await t.call("GET", "/api/v1/assessments/level-tests/current", { token })).body).toEqual({
      test: null,
    });
    const { final } = await takeTest(t, token, allWrong);
    expect((await t.call("GET", "/api/v1/assessments/level-tests/current", { token })).body).toEqual({
      test: null,
    });
    const done = await t.call("GET", `/api/v1/assessments/level-tests/${final.id}`, { token });
    expect(done.body).toMatchObject({ status: "finished", question: null });
    expect(done.body.result.level).toBe("Absolute Beginner");
  });
  test("another user's test is refused (404, like a missing one): read, answer, prompt", async () => {
    const me = await verifiedUser();
    const other = await verifiedUser();
    const theirs = await start(other.token);
    const id = theirs.body.id;
    for (const path of [
      `/api/v1/assessments/level-tests/${id}`,
      `/api/v1/assessments/level-tests/${id}/prompt`,
    ]) {
      const r = await t.call("GET", path, { token: me.token });
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("TEST_NOT_FOUND");
    }
    const r = await t.call("POST", `/api/v1/assessments/level-tests/${id}/answers`, {
      token: me.token,
      body: { number: 1, choice: await choiceFor(t, id, 1, true) },
    });
    expect(r.status).toBe(404);
    expect((await storedQuestion(t, id)).chosen).toBeUndefined();
    expect(
      (await t.call("GET", "/api/v1/assessments/level-tests/current", { token: me.token })).body.test,
    ).toBeNull();
  });
  test("bad input: unknown choice, wrong shapes, an old question number, a finished test — clear 4xx, nothing recorded", async () => {
    const { user, token } = await verifiedUser();
    const s = (await start(token)).body;
    const url = `/api/v1/assessments/level-tests/${s.id}/answers`;
    for (const body of [
      {},
      { number: 1 },
      { choice: "c000000000000" },
      { number: "1", choice: s.question.choices[0].id },
      { number: 1, choice: "hello" },
      { number: 1, choice: "x".repeat(5000) },
      [1],
      "x",
    ]) {
      const r = await t.call("POST", url, { token, body });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe("VALIDATION");
      expect(r.text).not.toContain("xxxxxxxx");
    }
    const unknown = await t.call("POST", url, { token, body: { number: 1, choice: "c0123456789ab" } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.choice).toBe("Please choose one of the answers shown");
    expect((await t.call("POST", url, { token, raw: "{" })).status).toBe(400);
    const ok = await answer(t, token, s, true);
    expect(ok.status).toBe(200);
    // the same question again (a double tap): refused, the answer counted once
    const twice = await t.call("POST", url, { token, body: { number: 1, choice: s.question.choices[0].id } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("QUESTION_ANSWERED");
    expect((await t.call("GET", `/api/v1/assessments/level-tests/${s.id}`, { token })).body.answered).toBe(1);
    for (const bad of ["abc", "../etc", "x".repeat(200)])
      expect((await t.call("GET", `/api/v1/assessments/level-tests/${bad}`, { token })).status).toBe(404);
    const { final } = await takeTest(t, token, allWrong);
    const after = await t.call("POST", `/api/v1/assessments/level-tests/${final.id}/answers`, {
      token,
      body: { number: 3, choice: s.question.choices[0].id },
    });
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe("TEST_FINISHED");
    expect(await countResults(user.id)).toBe(1);
  });
  test("a tampered answer claiming a score or level is graded on the choice alone", async () => {
    const { token } = await verifiedUser();
    const s = (await start(token)).body;
    const r = await t.call("POST", `/api/v1/assessments/level-tests/${s.id}/answers`, {
      token,
      body: { number: 1, choice: await choiceFor(t, s.id, 1, false), correct: true, level: "C2", score: 100 },
    });
    expect(r.status).toBe(200);
    expect((await storedQuestion(t, s.id)).levelId).toBe("absolute-beginner");
    const row = (await t.deps.db.select().from(levelTests).where(eq(levelTests.id, s.id)).limit(1))[0]!;
    expect((row.questions as StoredQuestion[])[0].correct).toBe(false);
  });
  test("an unverified email is refused with 403 EMAIL_NOT_VERIFIED and nothing is stored", async () => {
    const { user, token } = await verifiedUser({ isVerified: false });
    const r = await start(token);
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Please verify your email before taking the level test",
    });
    expect(await t.deps.db.select().from(levelTests).where(eq(levelTests.userId, user.id))).toHaveLength(0);
  });
  test("signed out, or a tampered token, is 401; cookie sessions must carry the CSRF header", async () => {
    expect((await t.call("POST", START, { body: {} })).status).toBe(401);
    expect((await t.call("GET", `${START}/current`)).status).toBe(401);
    const { token, cookie } = await verifiedUser();
    const tampered = token.slice(0, -3) + (token.endsWith("A") ? "BBB" : "AAA");
    expect((await t.call("POST", START, { token: tampered, body: {} })).status).toBe(401);
    const r = await t.call("POST", START, { cookie, body: {}, headers: { "x-csrf-protection": "" } });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("CSRF");
    expect((await t.call("POST", START, { cookie, body: {} })).status).toBe(201);
  });
});

describe("Start here follows the tier rule of the library", () => {
  async function give(userId: number, type: "demo" | "paid") {
    const now = t.deps.clock.now();
    await t.deps.db.insert(subscriptions).values({
      userId,
      type,
      status: "active",
      startDate: now,
      endDate: addDays(now, type === "demo" ? 14 : 365),
    });
  }
  test("demo: the top level's first lesson is open; premium: open too, and the earlier lessons stay open for review", async () => {
    const demo = await verifiedUser();
    await give(demo.user.id, "demo");
    const d = (await takeTest(t, demo.token, allRight)).final.result.start_here;
    expect(d).toMatchObject({
      lesson_id: firstLessonOf(top),
      locked: false,
      unlock_tier: null,
      tier: "demo",
    });
    const prem = await verifiedUser();
    await give(prem.user.id, "paid");
    const p = (await takeTest(t, prem.token, allRight)).final.result.start_here;
    expect(p).toMatchObject({ lesson_id: firstLessonOf(top), locked: false, tier: "premium" });
    const below = new Set(content.levels.slice(0, topAt).map((l) => l.meta.id));
    expect(p.earlier_lessons).toBe(content.lessons.filter((l) => below.has(l.levelId)).length);
    const earlier = await t.call("POST", "/api/v1/assessments/access-token", {
      token: prem.token,
      body: { content_type: "lesson", content_id: firstLessonOf("absolute-beginner") },
    });
    expect(earlier.status).toBe(200);
  });
});

describe("starting tests is rate limited", () => {
  test("a flood of new tests is stopped with 429 and Retry-After; other users are unaffected", async () => {
    const { token } = await verifiedUser();
    for (let i = 0; i < LEVEL_TEST_STARTS_PER_HOUR; i++)
      expect((await start(token, { restart: true })).status).toBe(201);
    const r = await start(token, { restart: true });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("RATE_LIMITED");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await verifiedUser();
    expect((await start(other.token)).status).toBe(201);
  });
});

describe("results history and ownership", () => {
  test("GET /results lists only my results, newest first, the latest with Start here; GET /results/:id shows mine", async () => {
    const me = await verifiedUser();
    const other = await verifiedUser();
    await takeTest(t, other.token, allRight);
    const first = (await takeTest(t, me.token, allWrong)).final.result;
    t.deps.clock.advance(60_000);
    const second = (await takeTest(t, me.token, allRight)).final.result;
    const list = await t.call("GET", "/api/v1/assessments/results", { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.map((r: any) => r.id)).toEqual([second.id, first.id]);
    expect(list.body[0]).toMatchObject({ level: topName, score: 100 });
    expect(list.body[0].start_here.lesson_id).toBe(firstLessonOf(top));
    const one = await t.call("GET", `/api/v1/assessments/results/${first.id}`, { token: me.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
  });
  test("a result stored by the one-question test still shows, with its review", async () => {
    const me = await verifiedUser();
    const row = (
      await t.deps.db
        .insert(levelTestResults)
        .values({
          userId: me.user.id,
          level: "Absolute Beginner",
          score: 0,
          totalQuestions: 1,
          correctAnswers: 0,
          recommendations: [],
          answers: { "q-greeting-marhaba": "goodbye" },
          testDate: t.deps.clock.now(),
        })
        .returning()
    )[0];
    const r = await t.call("GET", `/api/v1/assessments/results/${row.id}`, { token: me.token });
    expect(r.body.review[0]).toMatchObject({
      chosen_text: "Goodbye",
      correct_text: "Hello",
      is_correct: false,
    });
    expect(r.body.start_here.lesson_id).toBe(firstLessonOf("absolute-beginner"));
  });
  test("another user's result answers 404, like a missing one", async () => {
    const me = await verifiedUser();
    const other = await verifiedUser();
    const theirs = (await takeTest(t, other.token, allRight)).final.result;
    const r = await t.call("GET", `/api/v1/assessments/results/${theirs.id}`, { token: me.token });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("RESULT_NOT_FOUND");
    expect((await t.call("GET", `/api/v1/assessments/results/999999`, { token: me.token })).status).toBe(404);
    for (const bad of ["abc", "-1", "0", "1.5", "99999999999999999999", "%27%20OR%201%3D1"]) {
      const b = await t.call("GET", `/api/v1/assessments/results/${bad}`, { token: me.token });
      expect(b.status).toBe(404);
    }
  });
  test("an empty history is an empty list; signed out is 401", async () => {
    const me = await verifiedUser();
    const r = await t.call("GET", "/api/v1/assessments/results", { token: me.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([]);
    expect((await t.call("GET", "/api/v1/assessments/results")).status).toBe(401);
    expect((await t.call("GET", "/api/v1/assessments/results/1")).status).toBe(401);
  });
});

describe("POST /assessments/access-token: the content gate for each tier (the course library's access rule)", () => {
  async function giveSubscription(
    userId: number,
    type: "demo" | "paid",
    over: Partial<typeof subscriptions.$inferInsert> = {},
  ) {
    const now = t.deps.clock.now();
    await t.deps.db.insert(subscriptions).values({
      userId,
      type,
      status: "active",
      startDate: now,
      endDate: addDays(now, type === "demo" ? 14 : 365),
      ...over,
    });
  }
  const ask = (token: string, content_type: string, content_id: string) =>
    t.call("POST", "/api/v1/assessments/access-token", { token, body: { content_type, content_id } });
  const content = loadContent();
  // The real lessons of each available level, in course order (position 1, 2, 3 …).
  const byLevel = content.levels
    .filter((l) => l.meta.status === "available")
    .map((l) => content.lessons.filter((x) => x.levelId === l.meta.id).map((x) => x.lesson.id));
  const last = content.lessons.at(-1)!.lesson.id;

  test("no subscription: nothing, 403 SUBSCRIPTION_REQUIRED", async () => {
    const { token } = await verifiedUser();
    for (const [ct, id] of [
      ["lesson", "ab-u01-l01"],
      ["lesson", last],
      ["assessment", "absolute-beginner/basic"],
    ]) {
      const r = await ask(token, ct, id);
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe("SUBSCRIPTION_REQUIRED");
      expect(r.body.token).toBeUndefined();
    }
  });
  test("demo: the first 2 lessons of each level and basic assessments; the rest is 403 PREMIUM_REQUIRED", async () => {
    const { user, token } = await verifiedUser();
    await giveSubscription(user.id, "demo");
    expect(byLevel.length).toBeGreaterThanOrEqual(2);
    for (const lessons of byLevel) {
      for (const id of lessons.slice(0, 2)) expect((await ask(token, "lesson", id)).status).toBe(200);
      for (const id of [lessons[2], lessons.at(-1)!]) {
        const r = await ask(token, "lesson", id);
        expect(r.status).toBe(403);
        expect(r.body.error.code).toBe("PREMIUM_REQUIRED");
      }
    }
    expect((await ask(token, "assessment", "beginner/basic")).status).toBe(200);
    expect((await ask(token, "assessment", "beginner/advanced")).body.error.code).toBe("PREMIUM_REQUIRED");
  });
  test("premium: everything; the token is short-lived, HS256, for that item only, with its own audience", async () => {
    const { user, token } = await verifiedUser();
    await giveSubscription(user.id, "paid");
    const [id, other] = [byLevel[1][5], byLevel[1][6]];
    const r = await ask(token, "lesson", id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ content_type: "lesson", content_id: id, tier: "premium" });
    const claims = decodeJwt(r.body.token);
    expect(claims.aud).toBe("marhaba:content");
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp! - claims.iat!).toBe(CONTENT_TOKEN_TTL_SECONDS);
    expect(await verifyContentToken(t.deps, r.body.token, "lesson", id)).toEqual({
      userId: user.id,
      tier: "premium",
    });
    expect(await verifyContentToken(t.deps, r.body.token, "lesson", other)).toBeNull();
    expect(await verifyContentToken(t.deps, r.body.token.slice(0, -2) + "xx", "lesson", id)).toBeNull();
    // A session token is not a content token, and a content token is not a session.
    expect(await verifyContentToken(t.deps, token, "lesson", id)).toBeNull();
    expect((await t.call("GET", "/api/v1/users/me", { token: r.body.token })).status).toBe(401);
    t.deps.clock.advance((CONTENT_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await verifyContentToken(t.deps, r.body.token, "lesson", id)).toBeNull();
    t.deps.clock.advance(-(CONTENT_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await ask(token, "lesson", last)).status).toBe(200);
    expect((await ask(token, "assessment", "c2/advanced")).status).toBe(200);
  });
  test("an expired demo or premium gives nothing", async () => {
    const demo = await verifiedUser();
    const now = t.deps.clock.now();
    await giveSubscription(demo.user.id, "demo", {
      startDate: new Date(now.getTime() - 20 * DAY_MS),
      endDate: new Date(now.getTime() - 6 * DAY_MS),
    });
    expect((await ask(demo.token, "lesson", "ab-u01-l01")).body.error.code).toBe("SUBSCRIPTION_REQUIRED");
    const paid = await verifiedUser();
    await giveSubscription(paid.user.id, "paid", { status: "expired" });
    expect((await ask(paid.token, "lesson", "ab-u01-l01")).status).toBe(403);
  });
  test("unknown or malformed content is 404/422, never 500", async () => {
    const { user, token } = await verifiedUser();
    await giveSubscription(user.id, "paid");
    for (const id of [
      "level-1/lesson-1",
      "ab-u01-l99",
      "ab-u99-l01",
      "AB-U01-L01",
      "../../etc/passwd",
      "ab-u01-l01x",
    ]) {
      const r = await ask(token, "lesson", id);
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("CONTENT_NOT_FOUND");
    }
    for (const id of ["ab-u01-l01", "level-1/basic", "z9/basic", "beginner/expert"])
      expect((await ask(token, "assessment", id)).status).toBe(404);
    for (const body of [
      {},
      { content_type: "video", content_id: "ab-u01-l01" },
      { content_type: "lesson" },
      { content_type: "lesson", content_id: 5 },
      { content_type: "lesson", content_id: "x".repeat(5000) },
    ]) {
      const r = await t.call("POST", "/api/v1/assessments/access-token", { token, body });
      expect(r.status).toBe(422);
      expect(r.text).not.toContain("xxxxxxxx");
    }
    expect((await t.call("POST", "/api/v1/assessments/access-token", { token, raw: "{" })).status).toBe(400);
    expect(
      (
        await t.call("POST", "/api/v1/assessments/access-token", {
          body: { content_type: "lesson", content_id: "ab-u01-l01" },
        })
      ).status,
    ).toBe(401);
  });
});
