// Training wheels (content/wheels.ts): per word, the lesson and practice payloads fade its transliteration
// after TRANSLIT_FADES_AFTER_RIGHT first-try right answers and, from the Beginner level on, its harakat once
// its review item reaches HARAKAT_FADE_BOX (the unvowelled form sent, the vowelled one kept for "show").
// Driven through real plays with the injectable clock, and with review items written to the database.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { reviewItems, subscriptions } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { stripMarks } from "../../src/modules/content/arabic";
import { HARAKAT_FADE_BOX, TRANSLIT_FADES_AFTER_RIGHT, harakatFaded } from "../../src/modules/content/wheels";
import { harakatLevel } from "../../src/modules/content/courseIndex";
import { ACTIVITIES } from "../../src/modules/content/activities/registry";
import { placeInto } from "../support/placement";
import { rightAnswer, wrongAnswer } from "./courses-solver";

let t: TestApp;
const content = loadContent();
const lessonOf = (id: string) => content.lessons.find((l) => l.lesson.id === id)!;
const wordAr = (id: string) => content.words.get(id)!.ar;
const B1 = "b-u01-l01"; // Beginner: meet_word, read_pick_picture, pick_word, find_letter
const AB4 = "ab-u01-l04"; // Absolute Beginner: the same kinds of activities

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function premium() {
  const user = await createTestUser(t.deps);
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: user.id, type: "paid", status: "active", startDate: now, endDate: addDays(now, 3650) });
  await placeInto(t.deps, user.id, "beginner");
  return { user, token: async () => (await signIn(t.deps, user)).token };
}
const call = (method: string, path: string, token: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });
/** Plays a lesson through, every answer right (or `wrong` activity ids wrong first). Returns the attempt's activities. */
async function play(token: string, lessonId: string, wrong: string[] = []) {
  const at = (await call("POST", `/lessons/${lessonId}/attempts`, token)).body;
  for (const a of lessonOf(lessonId).lesson.activities) {
    const shown = at.activities.find((x: any) => x.id === a.id);
    if (wrong.includes(a.id))
      await call("POST", `/attempts/${at.attempt_id}/answers`, token, {
        activity_id: a.id,
        answer: wrongAnswer(t.deps.config.jwtSecret, at.attempt_id, a),
      });
    const r = await call("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: rightAnswer(t.deps.config.jwtSecret, at.attempt_id, a, content, shown),
    });
    expect(r.body.correct).toBe(true);
  }
  expect((await call("POST", `/attempts/${at.attempt_id}/finish`, token)).status).toBe(200);
  return at.activities as any[];
}
const activities = async (token: string, lessonId: string) =>
  (await call("GET", `/lessons/${lessonId}`, token)).body.activities as any[];
const byId = (acts: any[], id: string) => acts.find((a) => a.id === id);
const item = async (userId: number, word: string) =>
  (
    await t.deps.db
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.userId, userId), eq(reviewItems.item, `word:${word}`)))
      .limit(1)
  )[0];
async function setItem(userId: number, word: string, box: number, right: number) {
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(reviewItems)
    .values({
      userId,
      item: `word:${word}`,
      box,
      right,
      wrong: 0,
      dueAt: addDays(now, 1),
      lastAnsweredAt: now,
    })
    .onConflictDoUpdate({ target: [reviewItems.userId, reviewItems.item], set: { box, right } });
}

describe("training wheels", () => {
  test("a Beginner word: its transliteration fades after 3 right answers, its harakat at box 4 across spaced days; a mistake brings them back", async () => {
    const { user, token } = await premium();
    let acts = await activities(await token(), B1);
    // new words: every wheel on
    expect(byId(acts, "b-u01-l01-a02").word).toMatchObject({
      id: "al-bab",
      ar: wordAr("al-bab"),
      translit_faded: false,
      harakat_faded: false,
      met_before: false,
    });
    expect(byId(acts, "b-u01-l01-a05")).toMatchObject({
      text: wordAr("al-bab"),
      vowelled: null,
      harakat_faded: false,
    });

    // three right first-try answers the same day: the transliteration fades, the box stays 1
    for (let i = 0; i < TRANSLIT_FADES_AFTER_RIGHT; i++) await play(await token(), B1);
    expect(await item(user.id, "al-bab")).toMatchObject({ box: 1, right: TRANSLIT_FADES_AFTER_RIGHT });
    acts = await activities(await token(), B1);
    expect(byId(acts, "b-u01-l01-a02").word).toMatchObject({
      translit: "al-bāb",
      translit_faded: true,
      harakat_faded: false,
      met_before: true,
    });

    // right again when due, 1, 2 and 4 days later: box 2, 3, then 4 — only then the harakat fade
    for (const days of [1, 2, 4]) {
      expect(byId(await activities(await token(), B1), "b-u01-l01-a05").harakat_faded).toBe(false);
      t.deps.clock.advance(days * DAY_MS);
      await play(await token(), B1);
    }
    expect((await item(user.id, "al-bab"))!.box).toBe(HARAKAT_FADE_BOX);
    acts = await activities(await token(), B1);
    const bab = wordAr("al-bab");
    expect(stripMarks(bab)).toBe("الباب");
    expect(byId(acts, "b-u01-l01-a02").word).toMatchObject({
      ar: bab,
      plain: "الباب",
      harakat_faded: true,
      translit_faded: true,
    });
    expect(byId(acts, "b-u01-l01-a05")).toMatchObject({ text: "الباب", vowelled: bab, harakat_faded: true });
    // pick_word: every choice is past box 4, so all fade together; each keeps its vowelled form for "show"
    const pick = byId(acts, "b-u01-l01-a08");
    expect(pick.harakat_faded).toBe(true);
    for (const c of pick.choices) expect(c.text).toBe(stripMarks(c.vowelled));
    // find_letter looks for a letter's shape: its word keeps every mark
    expect(byId(acts, "b-u01-l01-a03").word.ar).toBe(wordAr("b-al-qamar"));
    // the attempt (what is played) carries the same wheels as the preview
    const played = await play(await token(), B1, ["b-u01-l01-a05"]); // … and a mistake on الباب
    expect(byId(played, "b-u01-l01-a05")).toMatchObject({ text: "الباب", harakat_faded: true });

    // the mistake sent الباب back to box 1: its marks return, in every activity showing it
    expect((await item(user.id, "al-bab"))!.box).toBe(1);
    acts = await activities(await token(), B1);
    expect(byId(acts, "b-u01-l01-a05")).toMatchObject({ text: bab, vowelled: null, harakat_faded: false });
    expect(byId(acts, "b-u01-l01-a08").harakat_faded).toBe(false); // one of its choices is الباب
    expect(
      byId(acts, "b-u01-l01-a08").choices.every(
        (c: any) => c.vowelled === undefined && /[\u064B-\u0652]/.test(c.text),
      ),
    ).toBe(true);
    expect(byId(acts, "b-u01-l01-a09")).toMatchObject({ text: "القمر", harakat_faded: true }); // القمر is still known
    // today's practice shows the same wheels
    const review = (await call("POST", "/review/attempts", await token())).body;
    const qamar = review.activities.find((a: any) => a.id === "b-u01-l01-a09");
    if (qamar) expect(qamar).toMatchObject({ text: "القمر", harakat_faded: true });
    expect(review.activities.filter((a: any) => a.harakat_faded).length).toBeGreaterThan(0);
  });

  test("Absolute Beginner lessons never fade harakat, whatever the box; their transliteration still fades", async () => {
    const { user, token } = await premium();
    for (const w of ["dar", "ward"]) await setItem(user.id, w, 6, 12);
    const acts = await activities(await token(), AB4);
    for (const a of acts) {
      if (a.type === "meet_word")
        expect(a.word).toMatchObject({ harakat_faded: false, translit_faded: true });
      if (a.type === "read_pick_picture" || a.type === "pick_word") expect(a.harakat_faded).toBe(false);
    }
    expect(byId(acts, "ab-u01-l04-a03").text).toBe(wordAr("dar"));
  });

  test("the thresholds: 2 right answers keep the transliteration, box 3 keeps the harakat; the plain form has no mark", async () => {
    const { user, token } = await premium();
    await setItem(user.id, "b-al-qamar", HARAKAT_FADE_BOX - 1, TRANSLIT_FADES_AFTER_RIGHT - 1);
    await setItem(user.id, "al-kitab", HARAKAT_FADE_BOX, TRANSLIT_FADES_AFTER_RIGHT);
    const acts = await activities(await token(), B1);
    expect(byId(acts, "b-u01-l01-a01").word).toMatchObject({
      id: "b-al-qamar",
      translit_faded: false,
      harakat_faded: false,
    });
    expect(byId(acts, "b-u01-l01-a04").word).toMatchObject({
      id: "al-kitab",
      translit_faded: true,
      harakat_faded: true,
    });
    expect(byId(acts, "b-u01-l01-a09").harakat_faded).toBe(false);
    expect(byId(acts, "b-u01-l01-a04").word.plain).not.toMatch(/[\u064B-\u0652\u0670]/);
  });

  test("by activity type and level: syllables and letter activities never fade; only from Beginner on", () => {
    const known = [{ box: 6, right: 20 }];
    expect(harakatFaded(ACTIVITIES.listen_pick_syllable.fadesHarakat, true, known)).toBe(false);
    expect(harakatFaded(ACTIVITIES.find_letter.fadesHarakat, true, known)).toBe(false);
    expect(harakatFaded(ACTIVITIES.read_pick_picture.fadesHarakat, true, known)).toBe(true);
    expect(harakatFaded(ACTIVITIES.read_pick_picture.fadesHarakat, false, known)).toBe(false);
    expect(harakatFaded(ACTIVITIES.pick_word.fadesHarakat, true, [...known, undefined])).toBe(false); // a new word among the choices
    expect(harakatLevel("absolute-beginner")).toBe(false);
    expect(harakatLevel("beginner")).toBe(true);
    expect(harakatLevel("a1")).toBe(true);
  });
});
