// Issue #32 (5): an answer costs a few round trips, not fifteen. The statements a lesson's first-try answer
// sends are counted at the driver (src/db/statementCount.ts; on PostgreSQL the count its statement log gives,
// scripts/count-answer-statements.ts), so the figure cannot creep back:
//   PostgreSQL  at most 5 — the account and session, one read, one write (today 3; 15.6 before);
//   SQLite      at most 8 — the same read, and the writes as separate statements between BEGIN and COMMIT
//               (SQLite has no data-modifying WITH; its statements are calls in the process, not round trips).
// A retry (a later try) stays within the same budget; a refused answer writes nothing but its budget count; the
// lesson's finish takes at most 6 on both (19 before).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { dialectOfDb } from "../../src/db/client";
import { classes, subscriptions, users } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { statementsOf } from "../../src/db/statementCount";
import { loadContent } from "../../src/modules/content/content";
import { createTestUser, makeTestApp, signIn, type TestApp } from "../support/app";
import { rightAnswer, wrongAnswer } from "./courses-solver";

let t: TestApp;
const content = loadContent();
const L1 = content.lessons[0];
const secret = () => t.deps.config.jwtSecret;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const budget = () => (dialectOfDb(t.deps.db) === "postgres" ? 5 : 8);
const api = (method: string, path: string, token: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function learner() {
  const user = await createTestUser(t.deps);
  const { token } = await signIn(t.deps, user);
  expect((await api("POST", "/subscriptions/demo", token)).status).toBe(201);
  const at = (await api("POST", `/lessons/${L1.lesson.id}/attempts`, token)).body as {
    attempt_id: string;
    activities: any[];
  };
  return { token, attempt: at.attempt_id, shown: at.activities };
}

describe("an answer's statements", () => {
  test("a first try of every activity of a lesson, right or wrong, and a retry: within the budget", async () => {
    const { token, attempt, shown } = await learner();
    const right = (i: number) => rightAnswer(secret(), attempt, L1.lesson.activities[i], content, shown[i]);
    const post = (body: unknown) => api("POST", `/attempts/${attempt}/answers`, token, body);
    // warm: the site settings and the instance's other caches are read once, not per answer
    const [warm, ...rest] = L1.lesson.activities;
    expect((await post({ activity_id: warm.id, answer: right(0) })).status).toBe(200);
    const wrongAt = rest.findIndex((a) => a.type === "listen_pick_letter");
    expect(wrongAt).toBeGreaterThanOrEqual(0);
    const counts: number[] = [];
    for (const [i, a] of rest.entries()) {
      // a letter pick answered wrong first (its boxes move the other way), then right
      const wrong = i === wrongAt;
      const first = wrong ? wrongAnswer(secret(), attempt, a, content) : right(i + 1);
      let reply: Awaited<ReturnType<typeof post>> | undefined;
      const ran = await statementsOf(t.deps.db, async () => {
        reply = await post({ activity_id: a.id, answer: first });
      });
      expect(reply!.status).toBe(200);
      expect(reply!.body).toMatchObject({ correct: !wrong, first_try: true });
      counts.push(ran.length);
      if (wrong) {
        const retry = await statementsOf(t.deps.db, async () => {
          reply = await post({ activity_id: a.id, answer: right(i + 1) });
        });
        expect(reply!.body).toMatchObject({ correct: true, first_try: false });
        expect(retry.length).toBeLessThanOrEqual(budget());
      }
    }
    expect(counts.length).toBeGreaterThan(3);
    for (const n of counts) expect(n).toBeLessThanOrEqual(budget());
    // and it was not a count of nothing: the account, the read and the write at least
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(3);
    // the finish reads the same way: the account, one read, then BEGIN, the attempt, the progress, COMMIT (19 before)
    const finish = await statementsOf(t.deps.db, async () => {
      expect((await api("POST", `/attempts/${attempt}/finish`, token)).status).toBe(200);
    });
    expect(finish.length).toBeLessThanOrEqual(6);
  });

  test("a refused answer (not this family's attempt, malformed) sends no write beyond its budget count", async () => {
    const { token, attempt } = await learner();
    const other = await learner();
    const a = L1.lesson.activities[0];
    const foreign = await statementsOf(t.deps.db, async () => {
      const r = await api("POST", `/attempts/${attempt}/answers`, other.token, {
        activity_id: a.id,
        answer: rightAnswer(secret(), attempt, a, content),
      });
      expect(r.status).toBe(404);
    });
    expect(foreign.filter((q) => /^\s*(insert|update|delete|with)\b/i.test(q))).toEqual([]);
    const malformed = await statementsOf(t.deps.db, async () => {
      const r = await api("POST", `/attempts/${attempt}/answers`, token, {
        activity_id: a.id,
        answer: "x".repeat(5000),
      });
      expect(r.status).toBe(422);
    });
    // a bad answer counts against the hourly budget (a flood of them is limited like answers), and writes nothing else
    const writes = malformed.filter((q) => /^\s*(insert|update|delete|with)\b/i.test(q));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain("rate_limits");
  });

  test("the one read sees who pays as learnerOf does: a child on the family's plan, a pupil on the class's licence; refused once it ends mid-lesson", async () => {
    const premiumOnly = content.levels
      .find((l) => l.meta.status === "available")!
      .units.flatMap((u) => u.unit.lessons)[2]; // the demo opens 1–2
    const l = content.lessons.find((x) => x.lesson.id === premiumOnly.id)!;
    const now = t.deps.clock.now();
    const parent = await createTestUser(t.deps);
    await t.deps.db.insert(subscriptions).values({
      userId: parent.id,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: addDays(now, 10),
    });
    const teacher = await createTestUser(t.deps);
    const [cls] = await t.deps.db
      .insert(classes)
      .values({ teacherId: teacher.id, name: "CE1", code: "Q7WX3M", licenceUntil: addDays(now, 10) })
      .returning();
    const learnerRow = async (kind: "child" | "pupil", link: { parentId?: number; classId?: number }) =>
      (
        await t.deps.db
          .insert(users)
          .values({
            username: `${kind}-${crypto.randomUUID().slice(0, 8)}`,
            firstName: "Yasmin",
            lastName: "",
            kind,
            ...link,
          })
          .returning()
      )[0];
    const child = await learnerRow("child", { parentId: parent.id });
    const pupil = await learnerRow("pupil", { classId: cls.id });
    const playing: ((i: number) => ReturnType<typeof api>)[] = [];
    for (const who of [child, pupil]) {
      const { token } = await signIn(t.deps, who);
      const at = (await api("POST", `/lessons/${l.lesson.id}/attempts`, token)).body;
      expect(at.attempt_id).toBeString();
      const answer = (i: number) =>
        api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: l.lesson.activities[i].id,
          answer: rightAnswer(secret(), at.attempt_id, l.lesson.activities[i], content, at.activities[i]),
        });
      const first = await answer(0);
      expect([first.status, first.body.correct]).toEqual([200, true]);
      playing.push(answer);
    }
    // the family's plan and the class's licence end mid-lesson (the class's trial opens only the demo's lessons)
    const ended = addDays(now, -1);
    await t.deps.db.update(subscriptions).set({ endDate: ended }).where(eq(subscriptions.userId, parent.id));
    await t.deps.db.update(classes).set({ licenceUntil: ended }).where(eq(classes.id, cls.id));
    const [childLocked, pupilLocked] = [await playing[0](1), await playing[1](1)];
    expect([childLocked.status, childLocked.body.error.code, childLocked.body.error.unlock_by]).toEqual([
      403,
      "LESSON_LOCKED",
      undefined,
    ]);
    // a pupil's lock names the school (their class's licence), never a family's plan
    expect([pupilLocked.status, pupilLocked.body.error.code, pupilLocked.body.error.unlock_by]).toEqual([
      403,
      "LESSON_LOCKED",
      "school",
    ]);
  });
});
