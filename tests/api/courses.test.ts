// The course API: the library for each tier (signed out, none, demo, premium, an expired plan),
// lessons and their lock, attempts graded on the server with no answer key in any reply, finishing
// with stars, progress, the hidden listen prompts, and every kind of bad input.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { audioClips, lessonAttempts, rateLimits, subscriptions } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import type { Activity } from "../../src/modules/content/contentSchema";
import {
  ANSWERS_PER_HOUR,
  ATTEMPTS_PER_HOUR,
  SECONDS_PER_ACTIVITY_CAP,
  skillsOfActivity,
} from "../../src/modules/learning/service";
import { lettersOf } from "../../src/modules/content/arabic";
import { audioIdForSyllable } from "../../src/modules/content/audioIds";
import { asSeen, rightAnswer, shownActivity, wrongAnswer } from "./courses-solver";
import { ACTIVITIES } from "../../src/modules/content/activities/registry";
import { itemsOf } from "../../src/modules/learning/leitner";
import { pictureFor } from "../../src/modules/content/pictures";
import { placeInto, topLevelWithLessons } from "../support/placement";

let t: TestApp;
const content = loadContent();
const lessonOf = (id: string) => content.lessons.find((l) => l.lesson.id === id)!;
const firstOfLevel = (level: string, n: number) =>
  content.lessons.filter((l) => l.levelId === level)[n - 1].lesson.id;
const secret = () => t.deps.config.jwtSecret;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.deps.clock.offsetMs = 0;
});

type Tierish = "none" | "demo" | "premium" | "expired";
async function family(tier: Tierish) {
  const user = await createTestUser(t.deps);
  const s = await signIn(t.deps, user);
  const now = t.deps.clock.now();
  if (tier === "demo")
    expect((await t.call("POST", "/api/v1/subscriptions/demo", { token: s.token })).status).toBe(201);
  if (tier === "premium") {
    await t.deps.db.insert(subscriptions).values({
      userId: user.id,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: addDays(now, 365),
    });
    await placeInto(t.deps, user.id, topLevelWithLessons()); // may jump anywhere (lesson-order.test.ts tests the placement rule)
  }
  if (tier === "expired")
    await t.deps.db.insert(subscriptions).values({
      userId: user.id,
      type: "paid",
      status: "active",
      startDate: addDays(now, -400),
      endDate: addDays(now, -35),
    });
  return { user, token: s.token };
}
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function start(token: string, lessonId: string) {
  const r = await api("POST", `/lessons/${lessonId}/attempts`, token);
  expect(r.status).toBe(201);
  return r.body as { attempt_id: string; lesson_id: string; activities: any[]; total: number };
}
/** Plays every activity of an attempt; `wrongFirst` activity ids get a wrong answer before the right one. */
async function play(
  token: string,
  attempt: { attempt_id: string; lesson_id: string; activities: any[] },
  wrongFirst = new Set<string>(),
) {
  const check = lessonOf(attempt.lesson_id).lesson.kind === "check";
  const results = [];
  for (const shown of attempt.activities) {
    const a = shownActivity(secret(), attempt.attempt_id, shown.id, content);
    if (wrongFirst.has(a.id)) {
      const w = await api("POST", `/attempts/${attempt.attempt_id}/answers`, token, {
        activity_id: shown.id,
        answer: wrongAnswer(secret(), attempt.attempt_id, a),
      });
      expect(w.status).toBe(200);
      expect(w.body).toMatchObject({ correct: false, retry_later: true, first_try: true });
    }
    const r = await api("POST", `/attempts/${attempt.attempt_id}/answers`, token, {
      activity_id: shown.id,
      answer: rightAnswer(secret(), attempt.attempt_id, a, content, shown),
    });
    expect(r.status).toBe(200);
    expect(r.body.correct).toBe(check ? null : true); // a unit check reveals nothing until it is finished
    results.push(r.body);
  }
  return results;
}
const GRADED = (a: Activity) => a.type !== "meet_letter" && a.type !== "meet_word";
// The first lesson of the course (the demo opens it): its first activity of a type, read from the content
// so the tests follow content edits.
const L1 = "ab-u01-l01";
function first<T extends Activity["type"]>(type: T): Extract<Activity, { type: T }> {
  const a = lessonOf(L1).lesson.activities.find((x) => x.type === type);
  if (!a) throw new Error(`${L1} has no ${type} activity`);
  return a as Extract<Activity, { type: T }>;
}
const letterOf = (id: string) => content.letters.find((l) => l.id === id)!;

describe("GET /courses", () => {
  test("signed out: tier none, every lesson locked with the tier that opens it, no stars, course figures", async () => {
    const r = await api("GET", "/courses");
    expect(r.status).toBe(200);
    expect(r.body.tier).toBe("none");
    expect(r.body.levels.map((l: any) => l.id)).toEqual(content.levels.map((l) => l.meta.id));
    const lessons = r.body.levels.flatMap((l: any) => l.units.flatMap((u: any) => u.lessons));
    expect(lessons.length).toBe(content.lessons.length);
    for (const l of lessons) {
      expect(l.locked).toBe(true);
      expect(l.stars).toBeNull();
      expect(l.unlock_tier).toBe(l.position <= 2 ? "demo" : "premium");
    }
    const ab = r.body.levels[0];
    expect(ab.units[0].lessons[0]).toMatchObject({
      id: "ab-u01-l01",
      position: 1,
      kind: "letters",
      activity_count: lessonOf("ab-u01-l01").lesson.activities.length,
    });
    expect(ab.units[0].lessons[0].skills).toContain("letter:dal");
    // coming levels show their planned units and no lessons
    const coming = r.body.levels.filter((l: any) => l.status === "coming");
    expect(coming.length).toBeGreaterThan(0);
    for (const l of coming) expect(l.units).toEqual([]);
    // A2 lists its planned units while it is coming (A1 became available with its units, #27)
    const a2 = r.body.levels.find((l: any) => l.id === "a2");
    if (a2.status === "coming") expect(a2.planned_units.length).toBeGreaterThan(0);
    expect(r.body.levels.find((l: any) => l.id === "a1").units.length).toBe(8);
    expect(r.body.totals).toMatchObject({
      levels: content.levels.length,
      levels_available: content.levels.filter((l) => l.meta.status === "available").length,
      levels_coming: content.levels.filter((l) => l.meta.status === "coming").length,
      lessons: content.lessons.length,
      units: content.levels.reduce((n, l) => n + l.units.length, 0),
    });
    expect(r.body.totals.units).toBeGreaterThanOrEqual(16);
  });
  test("GET /courses/totals: the same figures as the library, for anyone, without the library (the landing asks it)", async () => {
    const library = await api("GET", "/courses");
    const { token } = await family("premium");
    for (const who of [undefined, token]) {
      const r = await api("GET", "/courses/totals", who);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ totals: library.body.totals });
    }
  });
  test("demo opens positions 1 and 2 of every level, in order; premium opens everything in any order; an expired plan is none", async () => {
    // open: by the tier and the order; held: held back by the order only (the lesson before it is not finished)
    const expectOpen = async (
      tier: Tierish,
      open: (position: number) => boolean,
      shownTier: string,
      held: (position: number) => boolean = () => false,
    ) => {
      const { token } = await family(tier);
      const r = await api("GET", "/courses", token);
      expect(r.body.tier).toBe(shownTier);
      for (const lv of r.body.levels)
        for (const u of lv.units)
          for (const l of u.lessons) {
            expect(l.locked).toBe(!open(l.position));
            expect(l.unlock_tier).toBe(
              open(l.position) || held(l.position) ? null : l.position <= 2 ? "demo" : "premium",
            );
            expect(l.after).toBe(held(l.position) ? firstOfLevel(lv.id, l.position - 1) : null);
          }
      return token;
    };
    await expectOpen("none", () => false, "none");
    const demo = await expectOpen(
      "demo",
      (p) => p === 1,
      "demo",
      (p) => p === 2,
    );
    await expectOpen("premium", () => true, "premium");
    await expectOpen("expired", () => false, "none");
    // finishing a level's first lesson opens its second
    const at = await start(demo, L1);
    await play(demo, at);
    expect((await api("POST", `/attempts/${at.attempt_id}/finish`, demo)).status).toBe(200);
    const [ab, b] = (await api("GET", "/courses", demo)).body.levels;
    expect(ab.units[0].lessons[1]).toMatchObject({
      position: 2,
      locked: false,
      after: null,
      unlock_tier: null,
    });
    expect(b.units[0].lessons[1]).toMatchObject({ position: 2, locked: true, after: firstOfLevel(b.id, 1) });
  });
  test("a demo that runs out falls back to none (by the clock, no job needed)", async () => {
    const { user, token } = await family("demo");
    expect((await api("GET", "/courses", token)).body.tier).toBe("demo");
    t.deps.clock.advance(13 * DAY_MS);
    const stillDemo = (await signIn(t.deps, user)).token; // signed in again: the old access token has expired
    expect((await api("GET", "/courses", stillDemo)).body.tier).toBe("demo");
    t.deps.clock.advance(2 * DAY_MS);
    const r = await api("GET", "/courses", (await signIn(t.deps, user)).token);
    expect(r.body.tier).toBe("none");
    expect(r.body.levels[0].units[0].lessons[0].locked).toBe(true);
    // the demo runs once per account: its way back in is the subscription, never a demo it cannot start again
    expect(r.body.levels[0].units[0].lessons[0].unlock_tier).toBe("premium");
    const locked = await api("GET", "/lessons/ab-u01-l01", (await signIn(t.deps, user)).token);
    expect(locked.status).toBe(403);
    expect(locked.body.error).toMatchObject({ code: "LESSON_LOCKED", unlock_tier: "premium" });
  });
});

describe("GET /lessons/:id", () => {
  test("locked for none (signed out or no plan) with unlock_tier demo; demo opens 1–2, not 3; premium opens 3", async () => {
    for (const token of [undefined, (await family("none")).token, (await family("expired")).token]) {
      const r = await api("GET", "/lessons/ab-u01-l01", token);
      expect(r.status).toBe(403);
      expect(r.body.error).toMatchObject({ code: "LESSON_LOCKED", unlock_tier: "demo" });
      expect(r.body.activities).toBeUndefined();
    }
    const demo = await family("demo");
    for (const id of [firstOfLevel("absolute-beginner", 1), firstOfLevel("beginner", 1)])
      expect((await api("GET", `/lessons/${id}`, demo.token)).status).toBe(200);
    // the order: a level's second lesson opens once its first is finished (premium may jump, below)
    const second = await api("GET", `/lessons/${firstOfLevel("beginner", 2)}`, demo.token);
    expect(second.status).toBe(403);
    expect(second.body.error).toEqual({
      code: "LESSON_NOT_YET",
      message: expect.any(String),
      after_lesson: firstOfLevel("beginner", 1),
    });
    expect(
      (await api("POST", `/lessons/${firstOfLevel("beginner", 2)}/attempts`, demo.token)).body.error.code,
    ).toBe("LESSON_NOT_YET");
    const b1 = await start(demo.token, firstOfLevel("beginner", 1));
    await play(demo.token, b1);
    await api("POST", `/attempts/${b1.attempt_id}/finish`, demo.token);
    expect((await api("GET", `/lessons/${firstOfLevel("beginner", 2)}`, demo.token)).status).toBe(200);
    const third = await api("GET", `/lessons/${firstOfLevel("beginner", 3)}`, demo.token);
    expect(third.status).toBe(403);
    expect(third.body.error).toMatchObject({ code: "LESSON_LOCKED", unlock_tier: "premium" });
    const premium = await family("premium");
    const r = await api("GET", "/lessons/ab-u01-l03", premium.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: "ab-u01-l03",
      level: { id: "absolute-beginner", name: "Absolute Beginner" },
      unit: { id: "ab-u01" },
      kind: "letters",
      show_translit: true,
    });
    expect(r.body.activities.length).toBe(lessonOf("ab-u01-l03").lesson.activities.length);
    expect(r.body.next_lesson).toMatchObject({ id: "ab-u01-l04", locked: false });
  });
  test("next_lesson says whether the caller can open it (by the tier: this lesson finished opens it by the order)", async () => {
    const demo = await family("demo");
    expect((await api("GET", "/lessons/ab-u01-l01", demo.token)).body.next_lesson).toMatchObject({
      id: "ab-u01-l02",
      locked: false,
    });
    const at = await start(demo.token, "ab-u01-l01");
    await play(demo.token, at);
    await api("POST", `/attempts/${at.attempt_id}/finish`, demo.token);
    const r = await api("GET", "/lessons/ab-u01-l02", demo.token);
    expect(r.body.next_lesson).toMatchObject({ id: "ab-u01-l03", locked: true });
  });
  test("unknown, malformed and huge ids are 404, never 500", async () => {
    const { token } = await family("premium");
    for (const id of [
      "ab-u01-l99",
      "AB-U01-L01",
      "..%2F..%2Fetc",
      "%00",
      "x".repeat(5000),
      "ab-u01-l01%0A",
      "%D8%A8",
    ]) {
      const r = await api("GET", `/lessons/${id}`, token);
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("LESSON_NOT_FOUND");
    }
  });
  test("a meet_letter card has the letter's forms with tatweel, name and audio slot", async () => {
    const { token } = await family("demo");
    const r = await api("GET", "/lessons/ab-u01-l01", token);
    const dal = r.body.activities.find((a: any) => a.type === "meet_letter" && a.letter.id === "dal");
    expect(dal.letter).toMatchObject({
      char: "د",
      name: "دَال",
      translit: "dāl",
      forms: { isolated: "د", initial: "د", medial: "ـد", final: "ـد" },
    });
    expect(dal.letter.audio).toEqual({ id: "letter.dal", url: null, speak: "دَال", translit: "dāl" });
    const ba = (
      await api("GET", "/lessons/ab-u02-l01", (await family("premium")).token)
    ).body.activities.find((a: any) => a.type === "meet_letter" && a.letter.id === "ba");
    expect(ba.letter.forms).toEqual({ isolated: "ب", initial: "بـ", medial: "ـبـ", final: "ـب" });
  });
});

describe("no answer key in any reply", () => {
  test("for every lesson: listen prompts are opaque, ids are per attempt, no content id or audio id of an answer", async () => {
    let token = "";
    let started = 0;
    let checked = 0;
    for (const { lesson } of content.lessons) {
      if (lesson.kind === "check") continue; // a unit check's draws: tests/api/unit-check.test.ts
      // a new family before the hourly limit on lessons started (ATTEMPTS_PER_HOUR): the path has more lessons
      if (started++ % (ATTEMPTS_PER_HOUR - 1) === 0) token = (await family("premium")).token;
      const at = await start(token, lesson.id);
      const again = await api("GET", `/lessons/${lesson.id}`, token);
      for (const [i, a] of lesson.activities.entries()) {
        for (const shown of [at.activities[i], again.body.activities[i]]) {
          expect(shown.id).toBe(a.id);
          const json = JSON.stringify(shown);
          expect(json).not.toMatch(/"(answer|correct|expected|also_accept|decoys)"/);
          if ("answer" in a) {
            const audioId =
              a.type === "listen_pick_letter"
                ? `letter.${a.answer}`
                : a.type === "listen_pick_syllable"
                  ? null
                  : `word.${a.answer}`;
            if (audioId) expect(json).not.toContain(audioId);
            if (a.type !== "listen_pick_syllable") expect(json).not.toContain(`"${a.answer}"`);
            if (a.type === "listen_pick_syllable") expect(json).not.toContain("syllable.");
            if (a.type === "listen_pick_picture") expect(json).not.toContain(content.words.get(a.answer)!.ar);
            checked++;
          }
          if (a.type === "build_word" || a.type === "order_words") {
            const w = content.words.get(a.type === "build_word" ? a.word : a.phrase)!;
            expect(json).not.toContain(w.ar);
            expect(json).not.toContain(`"${w.id}"`);
          }
          if (a.type === "match_sounds") expect(json).not.toContain("letter.");
        }
        // the same activity gets other ids in another attempt (and in the preview)
        const ids = (x: any) =>
          JSON.stringify((x.choices ?? x.tiles ?? x.chips ?? x.right ?? []).map((c: any) => c.id));
        if (
          at.activities[i].choices ||
          at.activities[i].tiles ||
          at.activities[i].chips ||
          at.activities[i].right
        )
          expect(ids(at.activities[i])).not.toBe(ids(again.body.activities[i]));
      }
    }
    expect(checked).toBeGreaterThan(150);
  }, 60_000);
});

describe("attempts, answers and finish", () => {
  test("signed out is 401; a locked lesson is 403 with unlock_tier; an unknown lesson 404", async () => {
    expect((await api("POST", "/lessons/ab-u01-l01/attempts")).status).toBe(401);
    const none = await family("none");
    const r = await api("POST", "/lessons/ab-u01-l01/attempts", none.token);
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: "LESSON_LOCKED", unlock_tier: "demo" });
    const demo = await family("demo");
    expect((await api("POST", "/lessons/ab-u01-l03/attempts", demo.token)).body.error).toMatchObject({
      code: "LESSON_LOCKED",
      unlock_tier: "premium",
    });
    expect((await api("POST", "/lessons/nope/attempts", demo.token)).status).toBe(404);
    expect(
      (
        await api("POST", "/attempts/abcdefghijklmnopqrstuvwx/answers", undefined, {
          activity_id: "x",
          answer: {},
        })
      ).status,
    ).toBe(401);
    expect((await api("POST", "/attempts/abcdefghijklmnopqrstuvwx/finish")).status).toBe(401);
    expect((await api("GET", "/progress")).status).toBe(401);
  });

  test("a wrong answer comes back later: first_try only once, the reply shows the right answer, done counts", async () => {
    const { token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    expect(at.total).toBe(at.activities.length);
    const a = first("listen_pick_letter");
    const wrong = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: wrongAnswer(secret(), at.attempt_id, a),
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({
      correct: false,
      first_try: true,
      retry_later: true,
      done: 0,
      total: at.total,
    });
    expect(wrong.body.feedback).toContain(letterOf(a.answer).char);
    const right = rightAnswer(secret(), at.attempt_id, a, content);
    expect(wrong.body.expected).toEqual(right);
    const again = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: wrong.body.expected,
    });
    expect(again.body).toMatchObject({ correct: true, first_try: false, retry_later: false, done: 1 });
    // a meet activity answered {seen: true} is done, not graded
    const meet = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: first("meet_letter").id,
      answer: { seen: true },
    });
    expect(meet.body).toMatchObject({ correct: true, first_try: true, done: 2 });
  });

  test("the expected answer of every type is the answer the grader accepts", async () => {
    const { token } = await family("premium");
    const seen = new Set<string>();
    for (const { lesson } of content.lessons) {
      const todo = lesson.activities.filter(
        (a) =>
          GRADED(a) &&
          !seen.has(a.type) &&
          a.type !== "trace" &&
          a.type !== "find_letter" &&
          a.type !== "build_word" &&
          a.type !== "order_words",
      );
      if (!todo.length) continue;
      const at = await start(token, lesson.id);
      for (const a of todo) {
        seen.add(a.type);
        const w = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: a.id,
          answer: wrongAnswer(secret(), at.attempt_id, a, content),
        });
        expect(w.body.correct).toBe(false);
        const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: a.id,
          answer: w.body.expected,
        });
        expect(r.body.correct).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual([
      "complete_sentence",
      "listen_pick_letter",
      "listen_pick_picture",
      "listen_pick_syllable",
      "match_forms",
      "match_sounds",
      "pick_word",
      "read_pick_picture",
      "true_false",
    ]);
  });

  test("true_false: the picture and the text come without the answer; yes or no is graded; anything but a boolean is 422", async () => {
    const { token } = await family("premium");
    for (const truth of [true, false]) {
      const tf = content.lessons
        .flatMap((l) => l.lesson.activities.map((a) => ({ l, a })))
        .find(
          ({ l, a }) =>
            l.lesson.kind !== "check" && a.type === "true_false" && (a.shows === a.word) === truth,
        )!; // a check shows its items under per-attempt ids
      if (tf.a.type !== "true_false") throw new Error("no true_false in the course");
      const at = await start(token, tf.l.lesson.id);
      const shown = at.activities.find((x: any) => x.id === tf.a.id);
      expect(Object.keys(shown).sort()).toEqual([
        "audio",
        "harakat_faded",
        "id",
        "picture",
        "text",
        "type",
        "vowelled",
      ]);
      // the only content id is the audio of the word read (a "no" never names the word pictured)
      expect(shown.audio.id).toBe(`word.${tf.a.word}`);
      if (!truth) expect(JSON.stringify(shown)).not.toContain(tf.a.shows);
      const w = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
        activity_id: tf.a.id,
        answer: { value: !truth },
      });
      expect(w.body).toMatchObject({ correct: false, expected: { value: truth } });
      expect(
        (
          await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
            activity_id: tf.a.id,
            answer: { value: truth },
          })
        ).body.correct,
      ).toBe(true);
      for (const answer of [{ value: "yes" }, { value: 1 }, {}, { value: true, extra: 1 }, { choice: "x" }])
        expect(
          (await api("POST", `/attempts/${at.attempt_id}/answers`, token, { activity_id: tf.a.id, answer }))
            .status,
        ).toBe(422);
    }
  });

  test("complete_sentence: the sentence comes with a gap and no answer key; the missing word is right, another is wrong; a forged choice is 422", async () => {
    const { token } = await family("premium");
    const cs = content.lessons
      .flatMap((l) => l.lesson.activities.map((a) => ({ l, a })))
      .find(({ l, a }) => l.lesson.kind !== "check" && a.type === "complete_sentence")!;
    if (cs.a.type !== "complete_sentence") throw new Error("no complete_sentence in the course");
    const at = await start(token, cs.l.lesson.id);
    const shown = at.activities.find((x: any) => x.id === cs.a.id);
    const phrase = content.words.get(cs.a.phrase)!;
    // the sentence's other words are shown, the missing one is not; the choices are the authored words
    expect(shown.parts.length).toBe(phrase.ar.split(" ").length);
    expect(shown.parts[cs.a.blank]).toBeNull();
    expect(shown.choices.map((c: any) => c.text).sort()).toEqual([...cs.a.choices].sort());
    expect(JSON.stringify(shown)).not.toContain(cs.a.phrase);
    const right = rightAnswer(secret(), at.attempt_id, cs.a, content) as { choice: string };
    const wrong = wrongAnswer(secret(), at.attempt_id, cs.a, content) as { choice: string };
    const w = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: cs.a.id,
      answer: wrong,
    });
    expect(w.body).toMatchObject({ correct: false, expected: right });
    expect(
      (
        await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: cs.a.id,
          answer: right,
        })
      ).body.correct,
    ).toBe(true);
    for (const answer of [
      { choice: "c000000000000" },
      { choice: 3 },
      {},
      { choice: right.choice, extra: 1 },
      { index: 0 },
    ])
      expect(
        (await api("POST", `/attempts/${at.attempt_id}/answers`, token, { activity_id: cs.a.id, answer }))
          .status,
      ).toBe(422);
  });

  test("find_letter, build_word and order_words: right and wrong", async () => {
    const { token } = await family("premium");
    const find = content.lessons
      .flatMap((l) => l.lesson.activities.map((a) => ({ l, a })))
      .filter(({ a }) => a.type === "find_letter")[0];
    const at = await start(token, find.l.lesson.id);
    const shown = at.activities.find((x) => x.id === find.a.id);
    const right = rightAnswer(secret(), at.attempt_id, find.a, content) as { index: number };
    const wrongIndex = shown.word.parts.findIndex(
      (p: any, i: number) => i !== right.index && p.text[0] !== shown.letter.char,
    );
    const w = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: find.a.id,
      answer: { index: wrongIndex },
    });
    expect(w.body).toMatchObject({ correct: false, expected: { index: right.index } });
    expect(
      (
        await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: find.a.id,
          answer: right,
        })
      ).body.correct,
    ).toBe(true);
    expect(
      (
        await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: find.a.id,
          answer: { index: 99 },
        })
      ).status,
    ).toBe(422);

    const bw = content.lessons
      .flatMap((l) => l.lesson.activities.map((a) => ({ l, a })))
      .find(({ a }) => a.type === "build_word" && a.decoys.length > 0)!;
    const at2 = await start(token, bw.l.lesson.id);
    const good = rightAnswer(secret(), at2.attempt_id, bw.a, content) as { tiles: string[] };
    const tiles = at2.activities.find((x) => x.id === bw.a.id).tiles.map((x: any) => x.id);
    const decoy = tiles.find((id: string) => !good.tiles.includes(id));
    const bad = await api("POST", `/attempts/${at2.attempt_id}/answers`, token, {
      activity_id: bw.a.id,
      answer: { tiles: [decoy, ...good.tiles.slice(1)] },
    });
    expect(bad.body).toMatchObject({ correct: false, expected: good });
    expect(
      (
        await api("POST", `/attempts/${at2.attempt_id}/answers`, token, {
          activity_id: bw.a.id,
          answer: { tiles: [...good.tiles].reverse() },
        })
      ).body.correct,
    ).toBe(false);
    expect(
      (
        await api("POST", `/attempts/${at2.attempt_id}/answers`, token, {
          activity_id: bw.a.id,
          answer: good,
        })
      ).body.correct,
    ).toBe(true);

    const ow = content.lessons
      .flatMap((l) => l.lesson.activities.map((a) => ({ l, a })))
      .find(({ a }) => a.type === "order_words");
    if (ow) {
      const at3 = await start(token, ow.l.lesson.id);
      const good3 = rightAnswer(secret(), at3.attempt_id, ow.a, content) as { chips: string[] };
      if (good3.chips.length > 1) {
        const rev = await api("POST", `/attempts/${at3.attempt_id}/answers`, token, {
          activity_id: ow.a.id,
          answer: { chips: [...good3.chips].reverse() },
        });
        expect(rev.body.correct).toBe(
          ow.a.type === "order_words" && ow.a.also_accept.length > 0 ? rev.body.correct : false,
        );
      }
      expect(
        (
          await api("POST", `/attempts/${at3.attempt_id}/answers`, token, {
            activity_id: ow.a.id,
            answer: good3,
          })
        ).body.correct,
      ).toBe(true);
    }
  });

  test("finish is refused until every activity is done; a perfect play gets 3 stars; finishing twice is 409", async () => {
    const { token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    const early = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("ATTEMPT_INCOMPLETE");
    const results = await play(token, at);
    expect(results.at(-1)).toMatchObject({ done: at.total, total: at.total });
    const f = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    expect(f.status).toBe(200);
    const graded = lessonOf("ab-u01-l01").lesson.activities.filter(GRADED).length;
    expect(f.body).toMatchObject({
      stars: 3,
      score: 100,
      first_try_correct: graded,
      graded,
      best_stars: 3,
      next_lesson: { id: "ab-u01-l02", locked: false },
    });
    const twice = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("ATTEMPT_FINISHED");
    const late = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: first("meet_letter").id,
      answer: { seen: true },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("ATTEMPT_FINISHED");
    const lib = await api("GET", "/courses", token);
    expect(lib.body.levels[0].units[0].lessons[0].stars).toBe(3);
  });

  test("stars follow first-try accuracy (≥90 % 3, ≥75 % 2, else 1, never 0) and the best is kept", async () => {
    const { token } = await family("demo");
    const graded = lessonOf("ab-u01-l01").lesson.activities.filter(GRADED);
    // one wrong first: (n-1)/n right the first time; with 5 to 9 graded activities that is 80–89 % → 2 stars
    expect(graded.length).toBeGreaterThanOrEqual(5);
    expect(graded.length).toBeLessThanOrEqual(9);
    const score = Math.round((100 * (graded.length - 1)) / graded.length);
    let at = await start(token, "ab-u01-l01");
    await play(token, at, new Set([graded[0].id]));
    let f = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    expect(f.body).toMatchObject({
      stars: 2,
      score,
      first_try_correct: graded.length - 1,
      graded: graded.length,
      best_stars: 2,
    });
    // everything wrong first = 0 % → still 1 star for finishing; best stays 2
    at = await start(token, "ab-u01-l01");
    await play(token, at, new Set(graded.map((a) => a.id)));
    f = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    expect(f.body).toMatchObject({ stars: 1, score: 0, first_try_correct: 0, best_stars: 2 });
    at = await start(token, "ab-u01-l01");
    await play(token, at);
    f = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    expect(f.body).toMatchObject({ stars: 3, best_stars: 3 });
    const p = await api("GET", "/progress", token);
    expect(p.body.lessons_completed).toEqual([
      { lesson_id: "ab-u01-l01", stars: 3, completed_at: expect.any(String), times_completed: 3 },
    ]);
    expect(p.body.stars_total).toBe(3);
  });

  test("heard activities played in their seen form (no clip, no voice) are done but never graded: no miss, no star, no review box", async () => {
    const { user, token } = await family("demo");
    const acts = lessonOf(L1).lesson.activities;
    const heard = acts.filter((a) => ACTIVITIES[a.type].heard);
    expect(heard.map((a) => a.type)).toEqual(
      expect.arrayContaining([
        "listen_pick_letter",
        "listen_pick_syllable",
        "listen_pick_picture",
        "match_sounds",
      ]),
    );
    const at = await start(token, L1);
    // a wrong tap on the seen syllable: the right one is shown and it comes back, but it is no miss
    const lps = first("listen_pick_syllable");
    const w = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: lps.id,
      answer: asSeen(
        at.activities.find((x) => x.id === lps.id),
        wrongAnswer(secret(), at.attempt_id, lps),
      ),
    });
    expect(w.body).toMatchObject({ correct: false, retry_later: true, first_try: true });
    for (const a of acts) {
      const shown = at.activities.find((x) => x.id === a.id);
      const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
        activity_id: a.id,
        answer: asSeen(shown, rightAnswer(secret(), at.attempt_id, a, content, shown)),
      });
      expect(r.status).toBe(200);
      expect(r.body.correct).toBe(true);
    }
    const f = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    const graded = acts.filter((a) => GRADED(a) && !ACTIVITIES[a.type].heard).length;
    expect(f.body).toMatchObject({ stars: 3, score: 100, first_try_correct: graded, graded });
    // the attempt is stored with the form played
    const [row] = await t.deps.db.select().from(lessonAttempts).where(eq(lessonAttempts.id, at.attempt_id));
    expect(row.graded).toBe(graded);
    // no review item and no skill count from the seen answers: only the other activities count
    const items = (await itemsOf(t.deps, user.id)).map((i) => i.item).sort();
    expect(items).toEqual(
      [
        ...new Set(
          acts
            .filter((a) => GRADED(a) && !ACTIVITIES[a.type].heard)
            .flatMap((a) => ACTIVITIES[a.type].items(a as never)),
        ),
      ].sort(),
    );
    expect(items).not.toContain(`syllable:${lps.answer}`);
    const expected = new Map<string, { skill: string; seen: number; correct: number }>();
    for (const a of acts.filter((x) => !ACTIVITIES[x.type].heard))
      for (const skill of skillsOfActivity(a)) {
        const e = expected.get(skill) ?? { skill, seen: 0, correct: 0 };
        e.seen++;
        if (GRADED(a)) e.correct++;
        expected.set(skill, e);
      }
    const p = await api("GET", "/progress", token);
    expect(p.body.skills).toEqual([...expected.values()].sort((x, y) => (x.skill < y.skill ? -1 : 1)));
  });

  test('the form played is checked: only "heard" or "seen", only on an activity whose prompt is heard; "heard" is graded', async () => {
    const { token } = await family("demo");
    const at = await start(token, L1);
    const lpl = first("listen_pick_letter"),
      trace = first("trace");
    const post = (activity_id: string, answer: unknown) =>
      api("POST", `/attempts/${at.attempt_id}/answers`, token, { activity_id, answer });
    const right = rightAnswer(secret(), at.attempt_id, lpl, content) as object;
    for (const played of ["loud", 5, null, "", "seen".repeat(5000), "see\u0000n"]) {
      const r = await post(lpl.id, { ...right, played });
      expect(r.status).toBe(422);
      expect(r.body.error).toMatchObject({
        code: "VALIDATION",
        fields: { "answer.played": expect.any(String) },
      });
    }
    const onTrace = await post(trace.id, { strokes: [], played: "seen" }); // a trace has no heard prompt
    expect(onTrace.status).toBe(422);
    // nothing was half-written: the first real answer is still the first try, and "heard" counts as a miss
    const miss = await post(lpl.id, {
      ...(wrongAnswer(secret(), at.attempt_id, lpl) as object),
      played: "heard",
    });
    expect(miss.body).toMatchObject({ correct: false, first_try: true });
    const [row] = await t.deps.db.select().from(lessonAttempts).where(eq(lessonAttempts.id, at.attempt_id));
    expect(row.finishedAt).toBeNull();
  });

  test("a self-reported trace (keyboard path) is done but never right the first time", async () => {
    const { token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    const trace = lessonOf("ab-u01-l01").lesson.activities.find((a) => a.type === "trace")!;
    const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: trace.id,
      answer: { strokes: [], self_report: true },
    });
    expect(r.body).toMatchObject({ correct: true, first_try: true, retry_later: false });
    for (const a of lessonOf("ab-u01-l01").lesson.activities.filter((x) => x.id !== trace.id))
      await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
        activity_id: a.id,
        answer: rightAnswer(
          secret(),
          at.attempt_id,
          a,
          content,
          at.activities.find((x) => x.id === a.id),
        ),
      });
    const f = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    const graded = lessonOf("ab-u01-l01").lesson.activities.filter(GRADED).length;
    expect(f.body).toMatchObject({ first_try_correct: graded - 1, graded, stars: 2 });
  });

  test("a trace is graded stroke by stroke against the guide the attempt sent", async () => {
    const { token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    const trace = lessonOf("ab-u01-l01").lesson.activities.find((a) => a.type === "trace")!;
    const shown = at.activities.find((x) => x.id === trace.id);
    expect(shown).toMatchObject({
      type: "trace",
      letter: { char: letterOf(first("trace").letter).char },
      form: first("trace").form,
    });
    expect(shown.guide.strokes.length).toBeGreaterThan(0);
    // drawn backwards: wrong, with a result per guide stroke
    const backwards = shown.guide.strokes.map((s: any) => [...s.points].reverse());
    const w = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: trace.id,
      answer: { strokes: backwards },
    });
    expect(w.body).toMatchObject({ correct: false, retry_later: true });
    expect(w.body.expected.strokes.length).toBe(shown.guide.strokes.length);
    expect(w.body.expected.strokes.some((s: any) => !s.ok)).toBe(true);
    const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: trace.id,
      answer: { strokes: shown.guide.strokes.map((s: any) => s.points) },
    });
    expect(r.body).toMatchObject({ correct: true, first_try: false });
  });

  test("a recorded clip's URL is in the cards and the prompts; without one, url is null", async () => {
    const { token } = await family("demo");
    const item = (itemId: string) => ({
      itemId,
      fileName: `${itemId}.mp3`,
      mime: "audio/mpeg",
      bytes: 9000,
      sha256: "ab".repeat(32),
      uploadedBy: "test",
    });
    const met = lessonOf(L1).lesson.activities.flatMap((a) => (a.type === "meet_letter" ? [a.letter] : []));
    expect(met.length).toBeGreaterThanOrEqual(2);
    const heard = first("listen_pick_letter").answer;
    await t.deps.db.insert(audioClips).values([...new Set([met[0], heard])].map((l) => item(`letter.${l}`)));
    try {
      const at = await start(token, "ab-u01-l01");
      const recorded = at.activities.find((a) => a.type === "meet_letter" && a.letter.id === met[0]);
      expect(recorded.letter.audio.url).toStartWith(`/audio/letter.${met[0]}.`);
      const silent = met.find((l) => l !== met[0] && l !== heard);
      if (silent)
        expect(
          at.activities.find((a) => a.type === "meet_letter" && a.letter.id === silent).letter.audio.url,
        ).toBeNull();
      const p = await api(
        "GET",
        `/attempts/${at.attempt_id}/activities/${first("listen_pick_letter").id}/prompt`,
        token,
      );
      expect(p.body.url).toStartWith(`/audio/letter.${heard}.`);
    } finally {
      await t.deps.db.delete(audioClips);
    }
  });

  test("an empty trace is wrong, not an error", async () => {
    const { token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    const trace = lessonOf("ab-u01-l01").lesson.activities.find((a) => a.type === "trace")!;
    const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: trace.id,
      answer: { strokes: [] },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ correct: false, retry_later: true });
  });

  test("progress: lessons, per-skill counts and time spent (capped per activity)", async () => {
    const { user, token } = await family("demo");
    t.deps.clock.freeze(); // seconds are counted: only the advances below may pass
    try {
      const empty = await api("GET", "/progress", token);
      expect(empty.body).toMatchObject({
        lessons_completed: [],
        skills: [],
        total_seconds: 0,
        stars_total: 0,
      });
      const at = await start(token, "ab-u01-l01");
      const wrongFirst = first("listen_pick_letter");
      t.deps.clock.advance(60_000);
      await play(token, at, new Set([wrongFirst.id]));
      t.deps.clock.advance(60_000);
      await api("POST", `/attempts/${at.attempt_id}/finish`, token);
      const p = await api("GET", "/progress", token);
      expect(p.body.total_seconds).toBe(120);
      // each activity played counts once for each skill it trains (seen), and for `correct` when graded and
      // right the first time; the letter picked wrong first counts as seen, not correct, for that activity
      const expected = new Map<string, { skill: string; seen: number; correct: number }>();
      for (const a of lessonOf(L1).lesson.activities)
        for (const skill of skillsOfActivity(a)) {
          const e = expected.get(skill) ?? { skill, seen: 0, correct: 0 };
          e.seen++;
          if (GRADED(a) && a.id !== wrongFirst.id) e.correct++;
          expected.set(skill, e);
        }
      expect(p.body.skills).toEqual([...expected.values()].sort((x, y) => (x.skill < y.skill ? -1 : 1)));
      const heard = p.body.skills.find((x: any) => x.skill === `letter:${wrongFirst.answer}`);
      expect(heard.seen).toBeGreaterThan(heard.correct);
      expect(skillsOfActivity(first("listen_pick_syllable"))).toEqual(
        [...lettersOf(first("listen_pick_syllable").answer)].map((l) => `letter:${l}`),
      );
      expect(skillsOfActivity(first("listen_pick_picture"))).toEqual([
        `word:${first("listen_pick_picture").answer}`,
      ]);
      // a second attempt left open a whole day counts at most 2 minutes per activity
      const at2 = await start(token, "ab-u01-l02");
      await play(token, at2);
      t.deps.clock.advance(DAY_MS);
      const later = (await signIn(t.deps, user)).token; // the access token of yesterday has expired
      expect((await api("POST", `/attempts/${at2.attempt_id}/finish`, later)).status).toBe(200);
      const p2 = await api("GET", "/progress", later);
      expect(p2.body.total_seconds).toBe(120 + at2.total * SECONDS_PER_ACTIVITY_CAP);
      expect(p2.body.lessons_completed.map((x: any) => x.lesson_id)).toEqual(["ab-u01-l01", "ab-u01-l02"]);
    } finally {
      t.deps.clock.thaw();
    }
  });

  test("a plan that ends mid-lesson locks the answers and the finish (403), progress is kept", async () => {
    const { user, token: before } = await family("demo");
    let token = before;
    const done = await start(token, "ab-u01-l01");
    await play(token, done);
    await api("POST", `/attempts/${done.attempt_id}/finish`, token);
    const at = await start(token, "ab-u01-l02");
    const [first, ...rest] = lessonOf("ab-u01-l02").lesson.activities;
    expect(
      (
        await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: first.id,
          answer: { seen: true },
        })
      ).status,
    ).toBe(200);
    t.deps.clock.advance(15 * DAY_MS);
    token = (await signIn(t.deps, user)).token;
    const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: rest[0].id,
      answer: rightAnswer(secret(), at.attempt_id, rest[0], content),
    });
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: "LESSON_LOCKED", unlock_tier: "premium" }); // the demo is used: a subscription reopens it
    expect((await api("POST", `/attempts/${at.attempt_id}/finish`, token)).status).toBe(403);
    const p = await api("GET", "/progress", token);
    expect(p.body.lessons_completed.map((x: any) => x.lesson_id)).toEqual(["ab-u01-l01"]);
  });

  test("an attempt whose lesson changed since it started answers 409 LESSON_CHANGED", async () => {
    const { token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    await t.deps.db
      .update(lessonAttempts)
      .set({ contentHash: "0".repeat(32) })
      .where(eq(lessonAttempts.id, at.attempt_id));
    const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: first("meet_letter").id,
      answer: { seen: true },
    });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("LESSON_CHANGED");
  });

  test("another family's attempt is 404, exactly like a missing one", async () => {
    const me = await family("premium");
    const other = await family("premium");
    const at = await start(me.token, "ab-u01-l01");
    for (const [method, path, body] of [
      [
        "POST",
        `/attempts/${at.attempt_id}/answers`,
        { activity_id: first("meet_letter").id, answer: { seen: true } },
      ],
      ["POST", `/attempts/${at.attempt_id}/finish`, undefined],
      ["GET", `/attempts/${at.attempt_id}/activities/${first("listen_pick_letter").id}/prompt`, undefined],
    ] as const) {
      const r = await api(method, path, other.token, body);
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("ATTEMPT_NOT_FOUND");
      const missing = await api(method, path.replace(at.attempt_id, "A".repeat(24)), other.token, body);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(r.body);
    }
  });

  test("replayed or forged answers cannot finish a lesson that was not played", async () => {
    const { token } = await family("demo");
    const played = await start(token, "ab-u01-l01");
    const fresh = await start(token, "ab-u01-l01");
    // the answers of one attempt are not answers in another: its ids are unknown there
    const a = lessonOf("ab-u01-l01").lesson.activities.find((x) => x.type === "listen_pick_letter")!;
    const replay = await api("POST", `/attempts/${fresh.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: rightAnswer(secret(), played.attempt_id, a, content),
    });
    expect(replay.status).toBe(422);
    // ids shaped right but made up
    const forged = await api("POST", `/attempts/${fresh.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: { choice: "c000000000000" },
    });
    expect(forged.status).toBe(422);
    expect((await api("POST", `/attempts/${fresh.attempt_id}/finish`, token)).body.error.code).toBe(
      "ATTEMPT_INCOMPLETE",
    );
  });

  test("bad input is a clear 4xx in the error envelope, never a 500", async () => {
    const { token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    const post = (body: unknown) => api("POST", `/attempts/${at.attempt_id}/answers`, token, body);
    const byType = (type: string) =>
      lessonOf("ab-u01-l01").lesson.activities.find((a) => a.type === type)!.id;
    const cases: [unknown, number][] = [
      [{}, 422],
      [{ activity_id: first("listen_pick_letter").id }, 422],
      [{ activity_id: 5, answer: {} }, 422],
      [{ activity_id: "x".repeat(5000), answer: {} }, 422],
      [{ activity_id: first("listen_pick_letter").id + "\u0000", answer: {} }, 422],
      [{ activity_id: "ab-u99-l01-a01", answer: { seen: true } }, 404],
      [{ activity_id: byType("listen_pick_letter"), answer: { choice: 5 } }, 422],
      [{ activity_id: byType("listen_pick_letter"), answer: { choice: "c" + "0".repeat(5000) } }, 422],
      [{ activity_id: byType("listen_pick_letter"), answer: { choice: "c00000000000\u202e" } }, 422],
      [{ activity_id: byType("listen_pick_letter"), answer: { index: 1 } }, 422],
      [{ activity_id: byType("listen_pick_letter"), answer: "dhal" }, 422],
      [{ activity_id: byType("meet_letter"), answer: { seen: false } }, 422],
      [{ activity_id: byType("match_sounds"), answer: { pairs: [["a", "b", "c"]] } }, 422],
      [{ activity_id: byType("match_sounds"), answer: { pairs: "all" } }, 422],
      [{ activity_id: byType("trace"), answer: { strokes: [[["a", 1]]] } }, 422],
      [{ activity_id: byType("trace"), answer: { strokes: [[[1e308, 1]]] } }, 422],
      [
        { activity_id: byType("trace"), answer: { strokes: Array.from({ length: 41 }, () => [[1, 1]]) } },
        422,
      ],
      [{ activity_id: byType("trace"), answer: { strokes: [], self_report: false } }, 422],
    ];
    for (const [body, status] of cases) {
      const r = await post(body);
      expect({ body, status: r.status }).toEqual({ body, status });
      expect(r.body.error.code).toBeString();
      expect(r.text).not.toContain("xxxxxxxxxx");
    }
    const malformed = await t.call("POST", `/api/v1/attempts/${at.attempt_id}/answers`, {
      token,
      raw: '{"activity_id":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("MALFORMED_JSON");
    for (const id of [
      "short",
      "x".repeat(3000),
      "%00%01abcdefghijklmnopqrstu",
      "..%2F..%2Fabcdefghijklmnop",
    ]) {
      expect(
        (await api("POST", `/attempts/${id}/answers`, token, { activity_id: "a", answer: {} })).status,
      ).toBe(404);
      expect((await api("POST", `/attempts/${id}/finish`, token)).status).toBe(404);
    }
    // nothing was counted as a try by the refused answers
    const lpl = first("listen_pick_letter");
    const once = await post({
      activity_id: lpl.id,
      answer: rightAnswer(secret(), at.attempt_id, lpl, content),
    });
    expect(once.body).toMatchObject({ correct: true, first_try: true });
  });

  /** The family's hourly budget as if `used` calls were made already (the counter the service keeps). */
  const spent = (key: string, used: number) =>
    t.deps.db
      .insert(rateLimits)
      .values({ key, count: used, resetAt: new Date(t.deps.clock.now().getTime() + 3600_000) });

  test("answers are rate-limited per family (far above what a child plays)", async () => {
    const { user, token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    const body = { activity_id: first("meet_letter").id, answer: { seen: true } };
    await spent(`course-answers:${user.id}`, ANSWERS_PER_HOUR - 1);
    expect((await api("POST", `/attempts/${at.attempt_id}/answers`, token, body)).status).toBe(200); // the last of the hour
    const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, body);
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("RATE_LIMITED");
    // another family is not affected
    const other = await family("demo");
    const at2 = await start(other.token, "ab-u01-l01");
    expect((await api("POST", `/attempts/${at2.attempt_id}/answers`, other.token, body)).status).toBe(200);
  });

  test("starting lessons is rate-limited per family", async () => {
    const { user, token } = await family("demo");
    await spent(`course-attempts:${user.id}`, ATTEMPTS_PER_HOUR - 1);
    expect((await api("POST", "/lessons/ab-u01-l01/attempts", token)).status).toBe(201);
    const r = await api("POST", "/lessons/ab-u01-l01/attempts", token);
    expect(r.status).toBe(429);
    expect(r.body.error.code).toBe("RATE_LIMITED");
    expect(r.headers.get("retry-after")).toBeTruthy();
  });
});

describe("GET /attempts/:id/activities/:aid/prompt", () => {
  test("gives the hidden listen prompt; the sounds of match_sounds one by one; nothing for other activities", async () => {
    const { token } = await family("demo");
    const at = await start(token, "ab-u01-l01");
    const base = `/attempts/${at.attempt_id}/activities`;
    const lpl = first("listen_pick_letter"),
      lps = first("listen_pick_syllable"),
      lpp = first("listen_pick_picture");
    const heard = letterOf(lpl.answer);
    // each with its seen form, which the player shows when the device can say nothing
    expect((await api("GET", `${base}/${lpl.id}/prompt`, token)).body).toEqual({
      id: `letter.${heard.id}`,
      url: null,
      speak: heard.name,
      translit: heard.translit,
      shown: { text: heard.char, picture: null },
    });
    expect((await api("GET", `${base}/${lps.id}/prompt`, token)).body).toEqual({
      id: audioIdForSyllable(lps.answer),
      url: null,
      speak: lps.answer,
      translit: null,
      shown: { text: lps.answer, picture: null },
    });
    const word = content.words.get(lpp.answer)!;
    expect((await api("GET", `${base}/${lpp.id}/prompt`, token)).body).toEqual({
      id: `word.${word.id}`,
      url: null,
      speak: word.spoken ?? word.ar,
      translit: word.spoken_translit ?? word.translit,
      shown: { text: word.ar, picture: pictureFor(word.picture) },
    });
    const ms = at.activities.find((a) => a.type === "match_sounds");
    const sounds = [];
    const names = [];
    for (const r of ms.right) {
      const b = (await api("GET", `${base}/${ms.id}/prompt?choice=${r.id}`, token)).body;
      sounds.push(b.id);
      names.push(b.shown.text);
    }
    expect(names.sort()).toEqual(
      first("match_sounds")
        .letters.map((l) => letterOf(l).name)
        .sort(),
    ); // seen: the letter's vowelled name
    expect(sounds.sort()).toEqual(
      first("match_sounds")
        .letters.map((l) => `letter.${l}`)
        .sort(),
    );
    const none = await api("GET", `${base}/${first("meet_letter").id}/prompt`, token);
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe("PROMPT_NOT_FOUND");
    expect((await api("GET", `${base}/${ms.id}/prompt?choice=c000000000000`, token)).status).toBe(404);
    expect((await api("GET", `${base}/${ms.id}/prompt?choice=${"x".repeat(3000)}`, token)).status).toBe(422);
    expect((await api("GET", `${base}/nope/prompt`, token)).status).toBe(404);
    expect((await api("GET", `${base}/${lpl.id}/prompt`)).status).toBe(401);
  });
});
