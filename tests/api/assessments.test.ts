// Level test grading, results ownership, the verified-email rule and the content access gate.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { decodeJwt } from "jose";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { levelTestResults, subscriptions } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { grade, verifyContentToken, CONTENT_TOKEN_TTL_SECONDS } from "../../src/modules/assessments/service";
import { LEVEL_TEST_BANK, LEVELS, assertValidBank, type QuestionBank } from "../../src/modules/assessments/questionBank";
import { eq } from "drizzle-orm";
import { LEVEL_TEST_SUBMISSIONS_PER_HOUR } from "../../src/modules/assessments/routes";
import { loadContent } from "../../src/modules/courses/content";

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

async function verifiedUser(over = {}) {
  const user = await createTestUser(t.deps, { isVerified: true, ...over });
  return { user, ...(await signIn(t.deps, user)) };
}
const RIGHT = { "q-greeting-marhaba": "hello" };
const WRONG = { "q-greeting-marhaba": "goodbye" };

function countResults(userId: number) {
  return t.deps.db.select().from(levelTestResults).where(eq(levelTestResults.userId, userId)).all().length;
}

describe("GET /assessments/level-test/questions", () => {
  test("gives the question and its four options in order, never the correct answer", async () => {
    const { token } = await verifiedUser();
    const r = await t.call("GET", "/api/v1/assessments/level-test/questions", { token });
    expect(r.status).toBe(200);
    expect(r.body.total_questions).toBe(1);
    expect(r.body.questions[0].prompt).toBe("What does the Arabic greeting Marhaba mean?");
    expect(r.body.questions[0].options.map((o: any) => o.text)).toEqual(["Hello", "Goodbye", "Thank you", "Please"]);
    expect(r.text).not.toContain("correct");
  });
  test("signed out is 401", async () => {
    const r = await t.call("GET", "/api/v1/assessments/level-test/questions");
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe("UNAUTHORIZED");
  });
});

describe("POST /assessments/level-test grading", () => {
  test("the right answer gives Beginner, 100, 1 of 1, the spec's recommendations, stored", async () => {
    const { user, token } = await verifiedUser();
    const r = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: RIGHT } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ level: "Beginner", level_result: "Beginner", score: 100, totalQuestions: 1, correctAnswers: 1 });
    expect(r.body.recommendations).toEqual(["Start with basic Arabic alphabet", "Practice common greetings", "Learn essential vocabulary"]);
    expect(new Date(r.body.test_date).getTime()).toBeCloseTo(t.deps.clock.now().getTime(), -4);
    expect(countResults(user.id)).toBe(1);
  });
  test("a wrong answer gives Absolute Beginner, 0, 0 correct", async () => {
    const { token } = await verifiedUser();
    for (const wrong of ["goodbye", "thank-you", "please"]) {
      const r = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: { "q-greeting-marhaba": wrong } } });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ level: "Absolute Beginner", score: 0, totalQuestions: 1, correctAnswers: 0 });
    }
  });
  test("a tampered payload claiming a score and level is graded on the answers alone", async () => {
    const { user, token } = await verifiedUser();
    const r = await t.call("POST", "/api/v1/assessments/level-test", {
      token,
      body: { answers: WRONG, score: 100, level: "C2", correctAnswers: 1, totalQuestions: 1 },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ level: "Absolute Beginner", score: 0, correctAnswers: 0 });
    const stored = t.deps.db.select().from(levelTestResults).where(eq(levelTestResults.userId, user.id)).get()!;
    expect(stored.score).toBe(0);
    expect(stored.level).toBe("Absolute Beginner");
  });
  test("missing answers are refused with the spec's warning and store nothing", async () => {
    const { user, token } = await verifiedUser();
    for (const body of [{ answers: {} }, {}, { score: 100 }]) {
      const r = await t.call("POST", "/api/v1/assessments/level-test", { token, body });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe("VALIDATION");
      expect(r.body.error.fields.answers).toBeString();
    }
    const empty = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: {} } });
    expect(empty.body.error.fields.answers).toBe("Please select an answer before submitting");
    expect(countResults(user.id)).toBe(0);
  });
  test("an unknown question id or option is refused, never echoed, and stores nothing", async () => {
    const { user, token } = await verifiedUser();
    const a = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: { "q-secret-probe": "hello" } } });
    expect(a.status).toBe(422);
    expect(a.body.error.fields.answers).toBe("Unknown question id");
    expect(a.text).not.toContain("q-secret-probe");
    const mixed = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: { ...RIGHT, "q-other": "x" } } });
    expect(mixed.status).toBe(422);
    const b = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: { "q-greeting-marhaba": "bonjour-probe" } } });
    expect(b.status).toBe(422);
    expect(b.text).not.toContain("bonjour-probe");
    expect(countResults(user.id)).toBe(0);
  });
  test("malformed JSON, wrong types and huge strings are clear 4xx, never 500", async () => {
    const { user, token } = await verifiedUser();
    const malformed = await t.call("POST", "/api/v1/assessments/level-test", { token, raw: '{"answers": {' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("MALFORMED_JSON");
    for (const body of [[1, 2], "hello", 42, null, { answers: "hello" }, { answers: ["hello"] }, { answers: { "q-greeting-marhaba": 1 } }, { answers: { "q-greeting-marhaba": null } }]) {
      const r = await t.call("POST", "/api/v1/assessments/level-test", { token, body });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe("VALIDATION");
    }
    const huge = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: { "q-greeting-marhaba": "x".repeat(100_000) } } });
    expect(huge.status).toBe(422);
    expect(huge.text.length).toBeLessThan(1000);
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`q${i}`, "a"]));
    expect((await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: many } })).status).toBe(422);
    expect(countResults(user.id)).toBe(0);
  });
  test("an unverified email is refused with 403 EMAIL_NOT_VERIFIED and nothing is stored", async () => {
    const { user, token } = await verifiedUser({ isVerified: false });
    const r = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: RIGHT } });
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: "Please verify your email before taking the level test" });
    expect(countResults(user.id)).toBe(0);
  });
  test("signed out, or a tampered token, is 401", async () => {
    expect((await t.call("POST", "/api/v1/assessments/level-test", { body: { answers: RIGHT } })).status).toBe(401);
    const { token } = await verifiedUser();
    const tampered = token.slice(0, -3) + (token.endsWith("A") ? "BBB" : "AAA");
    expect((await t.call("POST", "/api/v1/assessments/level-test", { token: tampered, body: { answers: RIGHT } })).status).toBe(401);
  });
  test("cookie sessions must carry the CSRF header", async () => {
    const { cookie } = await verifiedUser();
    const r = await t.call("POST", "/api/v1/assessments/level-test", { cookie, body: { answers: RIGHT }, headers: { "x-csrf-protection": "" } });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("CSRF");
    const ok = await t.call("POST", "/api/v1/assessments/level-test", { cookie, body: { answers: RIGHT } });
    expect(ok.status).toBe(201);
  });
});

describe("submission rate limit", () => {
  test("a flood of submissions is stopped with 429 and Retry-After; other users are unaffected", async () => {
    const { user, token } = await verifiedUser();
    for (let i = 0; i < LEVEL_TEST_SUBMISSIONS_PER_HOUR; i++) {
      expect((await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: RIGHT } })).status).toBe(201);
    }
    const r = await t.call("POST", "/api/v1/assessments/level-test", { token, body: { answers: RIGHT } });
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("RATE_LIMITED");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(countResults(user.id)).toBe(LEVEL_TEST_SUBMISSIONS_PER_HOUR);
    const other = await verifiedUser();
    expect((await t.call("POST", "/api/v1/assessments/level-test", { token: other.token, body: { answers: RIGHT } })).status).toBe(201);
    t.deps.clock.advance(3601_000);
    const later = await signIn(t.deps, user); // the first access token has expired by now
    expect((await t.call("POST", "/api/v1/assessments/level-test", { token: later.token, body: { answers: RIGHT } })).status).toBe(201);
    t.deps.clock.advance(-3601_000);
  });
});

describe("the bank is data: a longer CEFR-style bank grades without code changes", () => {
  const bigBank: QuestionBank = assertValidBank({
    id: "cefr-test",
    title: "t",
    durationMinutes: 60,
    questions: Array.from({ length: 10 }, (_, i) => ({
      id: `q${i}`,
      prompt: `Question ${i}`,
      options: [
        { id: "a", text: "A" },
        { id: "b", text: "B" },
      ],
      correctOptionId: "a",
    })),
    bands: [
      { minScore: 90, level: "C2" },
      { minScore: 70, level: "B1" },
      { minScore: 30, level: "A1" },
      { minScore: 0, level: "Absolute Beginner" },
    ],
    recommendations: { default: ["Keep going"], C2: ["Read Arabic novels"] },
  });
  const answer = (right: number, answered = 10) => Object.fromEntries(Array.from({ length: answered }, (_, i) => [`q${i}`, i < right ? "a" : "b"]));
  test("score bands map to levels", () => {
    expect(grade(bigBank, answer(10))).toMatchObject({ level: "C2", score: 100, correctAnswers: 10, totalQuestions: 10, recommendations: ["Read Arabic novels"] });
    expect(grade(bigBank, answer(9))).toMatchObject({ level: "C2", score: 90 });
    expect(grade(bigBank, answer(7))).toMatchObject({ level: "B1", score: 70, recommendations: ["Keep going"] });
    expect(grade(bigBank, answer(3))).toMatchObject({ level: "A1", score: 30 });
    expect(grade(bigBank, answer(2))).toMatchObject({ level: "Absolute Beginner", score: 20 });
  });
  test("unanswered questions count as wrong", () => {
    expect(grade(bigBank, answer(5, 5))).toMatchObject({ score: 50, correctAnswers: 5, totalQuestions: 10, level: "A1" });
  });
  test("incoherent banks are refused at load", () => {
    expect(() => assertValidBank({ ...bigBank, bands: [{ minScore: 50, level: "A1" }] })).toThrow();
    expect(() => assertValidBank({ ...bigBank, bands: [{ minScore: 0, level: "Z9" as any }] })).toThrow();
    expect(() => assertValidBank({ ...bigBank, questions: [{ ...bigBank.questions[0], correctOptionId: "zz" }] })).toThrow();
  });
  test("the shipped bank uses only the spec's level values", () => {
    for (const b of LEVEL_TEST_BANK.bands) expect(LEVELS).toContain(b.level);
  });
});

describe("results history and ownership", () => {
  test("GET /results lists only my results, newest first; GET /results/:id shows mine", async () => {
    const me = await verifiedUser();
    const other = await verifiedUser();
    await t.call("POST", "/api/v1/assessments/level-test", { token: other.token, body: { answers: RIGHT } });
    const first = await t.call("POST", "/api/v1/assessments/level-test", { token: me.token, body: { answers: WRONG } });
    t.deps.clock.advance(60_000);
    const second = await t.call("POST", "/api/v1/assessments/level-test", { token: me.token, body: { answers: RIGHT } });
    const list = await t.call("GET", "/api/v1/assessments/results", { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.map((r: any) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[0]).toMatchObject({ level: "Beginner", score: 100 });
    const one = await t.call("GET", `/api/v1/assessments/results/${first.body.id}`, { token: me.token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first.body);
  });
  test("another user's result answers 404, like a missing one", async () => {
    const me = await verifiedUser();
    const other = await verifiedUser();
    const theirs = await t.call("POST", "/api/v1/assessments/level-test", { token: other.token, body: { answers: RIGHT } });
    const r = await t.call("GET", `/api/v1/assessments/results/${theirs.body.id}`, { token: me.token });
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
  function giveSubscription(userId: number, type: "demo" | "paid", over: Partial<typeof subscriptions.$inferInsert> = {}) {
    const now = t.deps.clock.now();
    t.deps.db
      .insert(subscriptions)
      .values({ userId, type, status: "active", startDate: now, endDate: addDays(now, type === "demo" ? 14 : 365), ...over })
      .run();
  }
  const ask = (token: string, content_type: string, content_id: string) => t.call("POST", "/api/v1/assessments/access-token", { token, body: { content_type, content_id } });
  const content = loadContent();
  // The real lessons of each available level, in course order (position 1, 2, 3 …).
  const byLevel = content.levels.filter((l) => l.meta.status === "available").map((l) => content.lessons.filter((x) => x.levelId === l.meta.id).map((x) => x.lesson.id));
  const last = content.lessons.at(-1)!.lesson.id;

  test("no subscription: nothing, 403 SUBSCRIPTION_REQUIRED", async () => {
    const { token } = await verifiedUser();
    for (const [ct, id] of [["lesson", "ab-u01-l01"], ["lesson", last], ["assessment", "absolute-beginner/basic"]]) {
      const r = await ask(token, ct, id);
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe("SUBSCRIPTION_REQUIRED");
      expect(r.body.token).toBeUndefined();
    }
  });
  test("demo: the first 2 lessons of each level and basic assessments; the rest is 403 PREMIUM_REQUIRED", async () => {
    const { user, token } = await verifiedUser();
    giveSubscription(user.id, "demo");
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
    giveSubscription(user.id, "paid");
    const [id, other] = [byLevel[1][5], byLevel[1][6]];
    const r = await ask(token, "lesson", id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ content_type: "lesson", content_id: id, tier: "premium" });
    const claims = decodeJwt(r.body.token);
    expect(claims.aud).toBe("marhaba:content");
    expect(claims.sub).toBe(String(user.id));
    expect((claims.exp! - claims.iat!)).toBe(CONTENT_TOKEN_TTL_SECONDS);
    expect(await verifyContentToken(t.deps, r.body.token, "lesson", id)).toEqual({ userId: user.id, tier: "premium" });
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
    giveSubscription(demo.user.id, "demo", { startDate: new Date(now.getTime() - 20 * DAY_MS), endDate: new Date(now.getTime() - 6 * DAY_MS) });
    expect((await ask(demo.token, "lesson", "ab-u01-l01")).body.error.code).toBe("SUBSCRIPTION_REQUIRED");
    const paid = await verifiedUser();
    giveSubscription(paid.user.id, "paid", { status: "expired" });
    expect((await ask(paid.token, "lesson", "ab-u01-l01")).status).toBe(403);
  });
  test("unknown or malformed content is 404/422, never 500", async () => {
    const { user, token } = await verifiedUser();
    giveSubscription(user.id, "paid");
    for (const id of ["level-1/lesson-1", "ab-u01-l99", "ab-u99-l01", "AB-U01-L01", "../../etc/passwd", "ab-u01-l01x"]) {
      const r = await ask(token, "lesson", id);
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("CONTENT_NOT_FOUND");
    }
    for (const id of ["ab-u01-l01", "level-1/basic", "z9/basic", "beginner/expert"]) expect((await ask(token, "assessment", id)).status).toBe(404);
    for (const body of [{}, { content_type: "video", content_id: "ab-u01-l01" }, { content_type: "lesson" }, { content_type: "lesson", content_id: 5 }, { content_type: "lesson", content_id: "x".repeat(5000) }]) {
      const r = await t.call("POST", "/api/v1/assessments/access-token", { token, body });
      expect(r.status).toBe(422);
      expect(r.text).not.toContain("xxxxxxxx");
    }
    expect((await t.call("POST", "/api/v1/assessments/access-token", { token, raw: "{" })).status).toBe(400);
    expect((await t.call("POST", "/api/v1/assessments/access-token", { body: { content_type: "lesson", content_id: "ab-u01-l01" } })).status).toBe(401);
  });
});
