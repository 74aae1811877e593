// Progress (issue #13): Leitner boxes per item moved by first-try answers (the injectable clock: right
// today → due in 1 day, then 2, 4, 7, 14, 30; a mistake → box 1), mastery per skill, the practice
// session built from due items and played through the attempt calls, the weekly goal and stickers.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { subscriptions } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import type { Activity } from "../../src/modules/content/contentSchema";
import { rightAnswer, shownActivity, wrongAnswer } from "./courses-solver";

let t: TestApp;
const content = loadContent();
const lessonOf = (id: string) => content.lessons.find((l) => l.lesson.id === id)!;
const activityOf = (id: string): Activity =>
  content.lessons.flatMap((l) => l.lesson.activities).find((a) => a.id === id)!;
const secret = () => t.deps.config.jwtSecret;
const L1 = "ab-u01-l01";

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.deps.clock.offsetMs = 0;
});

/** A premium family (every lesson open); `token()` signs in again (access tokens expire within a day). */
async function family(tier: "premium" | "demo" = "premium") {
  const user = await createTestUser(t.deps);
  const now = t.deps.clock.now();
  if (tier === "premium")
    await t.deps.db.insert(subscriptions).values({
      userId: user.id,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: addDays(now, 365),
    });
  else
    await t.deps.db
      .insert(subscriptions)
      .values({ userId: user.id, type: "demo", status: "active", startDate: now, endDate: addDays(now, 7) });
  return { user, token: async () => (await signIn(t.deps, user)).token };
}
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function start(token: string, lessonId: string) {
  const r = await api("POST", `/lessons/${lessonId}/attempts`, token);
  expect(r.status).toBe(201);
  return r.body as { attempt_id: string; lesson_id: string; activities: any[]; total: number };
}
async function answerRight(
  token: string,
  at: { attempt_id: string; activities: any[] },
  a: Activity,
  shownId = a.id,
) {
  const shown = at.activities.find((x) => x.id === shownId);
  const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
    activity_id: shownId,
    answer: rightAnswer(secret(), at.attempt_id, a, content, shown),
  });
  expect(r.status).toBe(200);
  expect(r.body.correct === true || r.body.correct === null).toBe(true); // null: a unit check says nothing until finished
  return r.body;
}
/** Plays every activity of an attempt right (review and unit-check attempts too) and finishes it. */
async function playAll(
  token: string,
  at: { attempt_id: string; activities: any[] },
  wrongFirst = new Set<string>(),
) {
  for (const shown of at.activities) {
    const a = shownActivity(secret(), at.attempt_id, shown.id, content);
    if (wrongFirst.has(a.id)) {
      const w = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
        activity_id: shown.id,
        answer: wrongAnswer(secret(), at.attempt_id, a),
      });
      expect(w.body.correct).toBe(false);
    }
    await answerRight(token, at, a, shown.id);
  }
  const f = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
  expect(f.status).toBe(200);
  return f.body;
}
const itemOf = async (token: string, item: string) =>
  ((await api("GET", "/progress", token)).body.items as any[]).find((x) => x.item === item);

describe("Leitner boxes", () => {
  test("right today → due in 1 day, then 2, 4, 7, 14, 30 (and 30 again); early answers keep the box; a mistake → box 1", async () => {
    const f = await family();
    const pick = lessonOf(L1).lesson.activities.find((a) => a.type === "listen_pick_letter") as Extract<
      Activity,
      { type: "listen_pick_letter" }
    >;
    const item = `letter:${pick.answer}`;
    let token = await f.token();
    expect(await itemOf(token, item)).toBeUndefined();
    // the clock follows real time (plus the test's offset): a due date is checked against the moments around the answer
    const expectBox = async (box: number, days: number, from: number, to = t.deps.clock.now().getTime()) => {
      const row = await itemOf(token, item);
      expect(row.box).toBe(box);
      const due = Date.parse(row.due_at);
      expect(due).toBeGreaterThanOrEqual(from + days * DAY_MS);
      expect(due).toBeLessThanOrEqual(to + days * DAY_MS);
    };

    const steps = [1, 2, 4, 7, 14, 30, 30];
    for (const [i, days] of steps.entries()) {
      token = await f.token();
      const at = await start(token, L1);
      const from = t.deps.clock.now().getTime();
      await answerRight(token, at, pick);
      const to = t.deps.clock.now().getTime();
      await expectBox(Math.min(i + 1, 6), days, from, to);
      // the same item answered right again before it is due (an hour later, another attempt) does not move it
      t.deps.clock.advance(3600_000);
      token = await f.token();
      const again = await start(token, L1);
      await answerRight(token, again, pick);
      await expectBox(Math.min(i + 1, 6), days, from, to);
      t.deps.clock.advance(days * DAY_MS);
    }
    // a mistake sends it back to box 1, due tomorrow
    token = await f.token();
    const at = await start(token, L1);
    const from = t.deps.clock.now().getTime();
    const w = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: pick.id,
      answer: wrongAnswer(secret(), at.attempt_id, pick),
    });
    expect(w.body.correct).toBe(false);
    await expectBox(1, 1, from);
    // the right answer after the mistake in the same attempt is not a first try: still box 1
    await answerRight(token, at, pick);
    await expectBox(1, 1, from);
  });

  test("mastery per skill = share of its items in box ≥ 3, decaying when left unreviewed; letters and words learned carry their audio", async () => {
    const f = await family();
    const pick = lessonOf(L1).lesson.activities.find((a) => a.type === "listen_pick_letter") as Extract<
      Activity,
      { type: "listen_pick_letter" }
    >;
    const skill = `letter:${pick.answer}`;
    for (const days of [1, 2, 4]) {
      const token = await f.token();
      await answerRight(token, await start(token, L1), pick);
      const p = (await api("GET", "/progress", token)).body;
      const m = p.mastery.find((x: any) => x.skill === skill);
      // box 1, then 2: not mastered yet; box 3 after the third spaced right answer
      expect(m).toMatchObject({ items: 1, mastered: days === 4 ? 1 : 0, mastery: days === 4 ? 1 : 0 });
      t.deps.clock.advance(days * DAY_MS);
    }
    let token = await f.token();
    // box 3 is due 4 days after its last move; left another 4 days past that, it no longer counts as mastered
    expect(
      (await api("GET", "/progress", token)).body.mastery.find((x: any) => x.skill === skill).mastery,
    ).toBe(1);
    t.deps.clock.advance(4 * DAY_MS);
    token = await f.token();
    expect(
      (await api("GET", "/progress", token)).body.mastery.find((x: any) => x.skill === skill),
    ).toMatchObject({ mastered: 0, mastery: 0 });
    // one right answer brings it back (box 4)
    await answerRight(token, await start(token, L1), pick);
    expect(
      (await api("GET", "/progress", token)).body.mastery.find((x: any) => x.skill === skill).mastery,
    ).toBe(1);
    const p = (await api("GET", "/progress", token)).body;
    expect(p.letters_learned).toEqual([
      expect.objectContaining({
        id: pick.answer,
        audio: expect.objectContaining({ id: `letter.${pick.answer}` }),
      }),
    ]);
    expect(p.words_learned).toEqual([]);
    // a syllable item counts for the skills of its letters: the letter's mastery falls to 1 of 2 items
    const syl = lessonOf(L1).lesson.activities.find((a) => a.type === "listen_pick_syllable") as Extract<
      Activity,
      { type: "listen_pick_syllable" }
    >;
    await answerRight(token, await start(token, L1), syl);
    const p2 = (await api("GET", "/progress", token)).body;
    for (const m of p2.mastery.filter((x: any) => x.skill !== skill)) expect(m.mastery).toBe(0);
    expect(p2.items.map((x: any) => x.item)).toContain(`syllable:${syl.answer}`);
  });

  test("signed out: 401 for progress, review and review attempts", async () => {
    expect((await api("GET", "/progress")).status).toBe(401);
    expect((await api("GET", "/review")).status).toBe(401);
    expect((await api("POST", "/review/attempts")).status).toBe(401);
  });
});

describe("practice session", () => {
  test("nothing done: an empty session and a clear 409 to start one", async () => {
    const token = await (await family()).token();
    expect((await api("GET", "/review", token)).body).toMatchObject({ activities: 0, due: 0 });
    const r = await api("POST", "/review/attempts", token);
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("NOTHING_TO_REVIEW");
  });

  test("built from due items: 5–8 minutes, mixed types from lessons done, played through the attempt calls", async () => {
    const f = await family();
    let token = await f.token();
    const done = ["ab-u01-l01", "ab-u01-l02", "ab-u01-l03", "ab-u01-l04", "ab-u01-l05"];
    for (const id of done) await playAll(token, await start(token, id));
    // today nothing is due; the session tops up with the items closest to due (5 minutes or more)
    t.deps.clock.advance(DAY_MS + 60_000);
    token = await f.token();
    const p = (await api("GET", "/progress", token)).body;
    expect(p.review_due).toBe(p.items.length);
    const s = (await api("GET", "/review", token)).body;
    expect(s.minutes).toBeGreaterThanOrEqual(5);
    expect(s.minutes).toBeLessThanOrEqual(8);
    expect(s.due).toBe(p.items.length);
    expect(s.types.length).toBeGreaterThanOrEqual(3);
    expect(s.types).not.toContain("meet_letter");
    const at = (await api("POST", "/review/attempts", token)).body;
    expect(at.lesson_id).toBe("review");
    expect(at.total).toBe(s.activities);
    // from the lessons done (the unit check's items are drawn from the whole unit, so: the unit's lessons)
    const doneActivities = new Set(done.flatMap((id) => lessonOf(id).lesson.activities.map((a) => a.id)));
    for (const a of at.activities) expect(doneActivities.has(a.id)).toBe(true);
    // no answer key in the payload: nothing names the content id of an answer
    expect(JSON.stringify(at.activities)).not.toContain('"answer"');
    // another family cannot touch it
    const other = await (await family()).token();
    expect(
      (
        await api("POST", `/attempts/${at.attempt_id}/answers`, other, {
          activity_id: at.activities[0].id,
          answer: { choice: "c1" },
        })
      ).status,
    ).toBe(404);
    // finishing too early is refused like a lesson's
    expect((await api("POST", `/attempts/${at.attempt_id}/finish`, token)).body.error.code).toBe(
      "ATTEMPT_INCOMPLETE",
    );
    const fin = await playAll(token, at, new Set([at.activities[0].id]));
    expect(fin).toMatchObject({ next_lesson: null });
    expect(fin.stars).toBeGreaterThanOrEqual(1);
    // the reviewed items moved: right → box 2, the one missed → box 1; no lesson was added
    const after = (await api("GET", "/progress", token)).body;
    expect(after.lessons_completed.length).toBe(done.length);
    const missed = new Set(activityItems(at.activities[0].id));
    for (const item of s.items)
      expect(after.items.find((x: any) => x.item === item).box).toBe(missed.has(item) ? 1 : 2);
    expect(after.review_due).toBeLessThan(p.review_due);
    expect(after.week.days).toBeGreaterThanOrEqual(1);
  }, 15_000); // five lessons played through the API, then a session: seconds on a busy machine, more on PostgreSQL
});

/** The items an activity tests, as the server names them (checked against the progress items above). */
function activityItems(id: string): string[] {
  const a = activityOf(id) as any;
  if (a.type === "listen_pick_syllable") return [`syllable:${a.answer}`];
  if (a.type === "match_forms" || a.type === "match_sounds")
    return a.letters.map((x: string) => `letter:${x}`);
  if (a.type === "find_letter" || a.type === "trace") return [`letter:${a.letter}`];
  if (a.type === "listen_pick_letter") return [`letter:${a.answer}`];
  if (a.type === "build_word") return [`word:${a.word}`];
  if (a.type === "order_words") return [`word:${a.phrase}`];
  return [`word:${a.answer}`];
}

describe("weekly goal and stickers", () => {
  test("3 days learned in a week meets the goal; a new week starts at 0 and nothing earned is lost", async () => {
    t.deps.clock.set(new Date("2026-11-16T09:00:00Z")); // a Monday
    const f = await family();
    const lessons = ["ab-u01-l01", "ab-u01-l02", "ab-u01-l03"];
    for (const [i, id] of lessons.entries()) {
      const token = await f.token();
      await playAll(token, await start(token, id));
      const w = (await api("GET", "/progress", token)).body.week;
      expect(w).toMatchObject({
        start: "2026-11-16T00:00:00.000Z",
        days: i + 1,
        lessons: i + 1,
        goal: 3,
        goal_met: i + 1 >= 3,
      });
      t.deps.clock.advance(DAY_MS);
    }
    t.deps.clock.set(new Date("2026-11-24T09:00:00Z")); // the Tuesday after
    const p = (await api("GET", "/progress", await f.token())).body;
    expect(p.week).toMatchObject({ start: "2026-11-23T00:00:00.000Z", days: 0, goal_met: false });
    expect(p.weeks.at(-2)).toMatchObject({ start: "2026-11-16T00:00:00.000Z", days: 3, lessons: 3 });
    expect(p.stars_total).toBe(9);
  });

  test("a sticker when every lesson of a unit is finished; the next milestone is the next unit", async () => {
    const f = await family();
    const token = await f.token();
    const unit = content.levels[0].units[0].unit;
    for (const l of unit.lessons.slice(0, -1))
      expect((await playAll(token, await start(token, l.id))).sticker).toBeNull();
    let p = (await api("GET", "/progress", token)).body;
    expect(p.stickers).toEqual([]);
    expect(p.next_milestone).toMatchObject({ unit_id: unit.id, lessons_left: 1 });
    const last = await playAll(token, await start(token, unit.lessons.at(-1)!.id));
    expect(last.sticker).toMatchObject({ unit_id: unit.id, title: unit.title.en }); // in the learner's language: English here
    // replaying the last lesson gives no second sticker; the album keeps the one earned
    expect((await playAll(token, await start(token, unit.lessons.at(-1)!.id))).sticker).toBeNull();
    p = (await api("GET", "/progress", token)).body;
    expect(p.stickers).toEqual([expect.objectContaining({ unit_id: unit.id, title: unit.title.en })]);
    expect(p.next_milestone.unit_id).toBe(content.levels[0].units[1].unit.id);
  });
});
