// Issue 31 (7): an answer and a finish are each one transaction, and "first try" is a fact the database
// makes unique. Before: the answer row, skill counters and review boxes were separate writes (a crash
// between them left half-counted learning), and "first try" came from a read made before the insert.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import {
  attemptAnswers,
  lessonAttempts,
  lessonProgress,
  reviewItems,
  skillProgress,
} from "../../src/db/schema";
import { handleOf } from "../../src/db/client";
import { loadContent } from "../../src/modules/content/content";
import { rightAnswer, wrongAnswer } from "./courses-solver";

let t: TestApp;
const content = loadContent();
const L1 = content.lessons[0];
const secret = () => t.deps.config.jwtSecret;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });
async function learner() {
  const user = await createTestUser(t.deps);
  const { token } = await signIn(t.deps, user);
  expect((await api("POST", "/subscriptions/demo", token)).status).toBe(201);
  const attempt = (await api("POST", `/lessons/${L1.lesson.id}/attempts`, token)).body as {
    attempt_id: string;
    activities: any[];
  };
  return { user, token, attempt };
}
/** The first activity that is graded and moves review boxes (a letter pick). */
const gradedActivity = () => L1.lesson.activities.find((a) => a.type === "listen_pick_letter")!;

/** Makes every insert into `table` fail (a statement failing inside the transaction), or lifts that. */
async function failingInserts(table: string, on: boolean) {
  const h = handleOf(t.deps.db);
  if (h.dialect === "sqlite")
    h.client.exec(
      on
        ? `CREATE TRIGGER fail_insert BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'injected'); END`
        : "DROP TRIGGER fail_insert",
    );
  else
    await (h.client as { unsafe: (q: string) => Promise<unknown> }).unsafe(
      on
        ? `CREATE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected'; END $$; CREATE TRIGGER fail_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_insert()`
        : `DROP TRIGGER fail_insert ON ${table}; DROP FUNCTION fail_insert()`,
    );
}

describe("an answer is written whole or not at all", () => {
  test("a fault between the writes (the review box) leaves no answer row and no skill count", async () => {
    const { user, token, attempt } = await learner();
    const a = gradedActivity();
    await failingInserts("review_items", true);
    try {
      const r = await api("POST", `/attempts/${attempt.attempt_id}/answers`, token, {
        activity_id: a.id,
        answer: rightAnswer(secret(), attempt.attempt_id, a, content),
      });
      expect(r.status).toBe(500);
    } finally {
      await failingInserts("review_items", false);
    }
    expect(
      await t.deps.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.attempt_id)),
    ).toEqual([]);
    expect(await t.deps.db.select().from(skillProgress).where(eq(skillProgress.userId, user.id))).toEqual([]);
    expect(await t.deps.db.select().from(reviewItems).where(eq(reviewItems.userId, user.id))).toEqual([]);
    // The same tap again, with nothing failing: it is still the first try, counted once.
    const again = await api("POST", `/attempts/${attempt.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: rightAnswer(secret(), attempt.attempt_id, a, content),
    });
    expect(again.body).toMatchObject({ correct: true, first_try: true });
    const skills = await t.deps.db.select().from(skillProgress).where(eq(skillProgress.userId, user.id));
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.every((s) => s.seen === 1 && s.correct === 1)).toBe(true);
  });

  test("20 parallel taps on one activity: one first try, the skills counted once", async () => {
    const { user, token, attempt } = await learner();
    const a = gradedActivity();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("POST", `/attempts/${attempt.attempt_id}/answers`, token, {
          activity_id: a.id,
          answer:
            i % 2
              ? wrongAnswer(secret(), attempt.attempt_id, a)
              : rightAnswer(secret(), attempt.attempt_id, a, content),
        }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => r.body.first_try).length).toBe(1);
    const rows = await t.deps.db
      .select()
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, attempt.attempt_id), eq(attemptAnswers.activityId, a.id)));
    expect(rows.length).toBe(20);
    expect(rows.filter((r) => r.firstTry).length).toBe(1);
    const skills = await t.deps.db.select().from(skillProgress).where(eq(skillProgress.userId, user.id));
    expect(skills.every((s) => s.seen === 1)).toBe(true);
  });
});

describe("a finish is written whole or not at all", () => {
  test("a fault in the lesson's progress leaves the attempt open; finishing again works", async () => {
    const { user, token, attempt } = await learner();
    for (const a of L1.lesson.activities) {
      const shown = attempt.activities.find((x) => x.id === a.id);
      expect(
        (
          await api("POST", `/attempts/${attempt.attempt_id}/answers`, token, {
            activity_id: a.id,
            answer: rightAnswer(secret(), attempt.attempt_id, a, content, shown),
          })
        ).body.correct,
      ).toBe(true);
    }
    await failingInserts("lesson_progress", true);
    try {
      expect((await api("POST", `/attempts/${attempt.attempt_id}/finish`, token)).status).toBe(500);
    } finally {
      await failingInserts("lesson_progress", false);
    }
    const [open] = await t.deps.db
      .select()
      .from(lessonAttempts)
      .where(eq(lessonAttempts.id, attempt.attempt_id));
    expect(open.finishedAt).toBeNull();
    expect(await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id))).toEqual(
      [],
    );
    const done = await api("POST", `/attempts/${attempt.attempt_id}/finish`, token);
    expect(done.status).toBe(200);
    expect(done.body.stars).toBe(3);
    expect(
      (await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id))).length,
    ).toBe(1);
  });
});
