// The level test in the reader's language (issue #30): every sentence the server makes for the test and its
// results (questions, picture labels, the review, the skills, the recommendations, the ceiling note, "Start
// here") comes from the catalogue in the request's language; the English replies keep their words.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { answer } from "../support/level-test";
import { levelTestResults, users } from "../../src/db/schema";
import { courseIndex } from "../../src/modules/content/courseIndex";
import { spokenTranslit } from "../../src/modules/content/spoken";
import { assessment } from "../../shared/i18n/en/assessment";
import { fr } from "../../shared/i18n/fr";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const START = "/api/v1/assessments/level-tests";
/** English sentences of the assessment area (whole messages, three words or more) that French writes otherwise. */
const frenchValues = new Set<string>(Object.values(fr.assessment));
const ENGLISH = Object.values(assessment).filter(
  (v) => !/[{<]/.test(v) && v.trim().split(/\s+/).length >= 3 && !frenchValues.has(v),
);
/** English words the server's own templates put around course words and level names. */
const ENGLISH_BITS = [/\bthe letter\b/, /\bno lessons yet\b/, /\bwords when hearing\b/, /\bReads .* words\b/];

function strings(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === "object") return Object.values(v).flatMap(strings);
  return [];
}
function englishIn(v: unknown): string[] {
  return strings(v).filter(
    (s) => ENGLISH.some((e) => s.includes(e)) || ENGLISH_BITS.some((re) => re.test(s)),
  );
}

/** Takes a whole test with these request headers, answering by `script`; returns every reply's body. */
async function take(token: string, headers: Record<string, string>, script: (i: number) => boolean) {
  const start = await t.call("POST", START, { token, headers, body: { restart: true } });
  expect(start.status).toBe(201);
  const bodies = [start.body];
  let state = start.body;
  for (let i = 0; state.status === "open"; i++) {
    const r = await answer(t, token, state, script(i));
    // the answer helper sends no language: ask again in this one, as the page would
    const again = await t.call("GET", `${START}/${state.id}`, { token, headers });
    expect(r.status).toBe(200);
    bodies.push(again.body);
    state = again.body;
  }
  return { bodies, final: state };
}

const ix = courseIndex();
/** A review line's item in French, from the course: "porte (bāb)", "la lettre bāʾ", "Bonjour". */
function frenchItem(key: string): string {
  const id = key.slice(key.indexOf(":") + 1);
  if (key.startsWith("letter:")) return `la lettre ${ix.letters.get(id as never)!.translit}`;
  if (key.startsWith("opt:"))
    return fr.assessment[`option.${id === "thank-you" ? "thankYou" : id}` as "option.hello"];
  const w = ix.words.get(id)!;
  return `${w.fr} (${spokenTranslit(w)})`;
}

describe("a French reader", () => {
  for (const [who, over, headers] of [
    ["a learner whose account is in French", { locale: "fr" as const }, {}],
    ["a browser asking for French (Accept-Language)", {}, { "accept-language": "fr-FR,fr;q=0.9" }],
  ] as const)
    test(`${who}: the questions, the choices' words and the whole result are French, no English sentence`, async () => {
      const user = await createTestUser(t.deps, { isVerified: true });
      if ("locale" in over) await t.deps.db.update(users).set(over).where(eq(users.id, user.id));
      const { token } = await signIn(t.deps, user);
      // right, wrong, right (the greeting, a picture heard, a letter heard), then everything right (reading),
      // up to the ceiling note
      const { bodies, final } = await take(token, headers, (i) => i !== 1);
      const first = bodies[0].question;
      expect(first.prompt).toBe(fr.assessment["q.meaning"]);
      expect(first.say).toBe(fr.assessment["q.meaningSay"]);
      expect(first.choices.map((c: { text: string }) => c.text)).toEqual([
        "Bonjour",
        "Au revoir",
        "Merci",
        "S’il te plaît",
      ]);
      // a picture's label (read by a screen reader) is the word's French meaning
      const frenchMeanings = new Set([...ix.words.values()].map((w) => w.fr));
      const labels = bodies
        .slice(1, -1)
        .flatMap((b) => b.question.choices)
        .filter((c: { picture?: string }) => c.picture)
        .map((c: { label: string }) => c.label);
      expect(labels.length).toBeGreaterThan(0);
      for (const l of labels) expect(frenchMeanings).toContain(l);
      for (const b of bodies) expect(englishIn(b)).toEqual([]);

      const r = final.result;
      expect(r.ceiling_note).toContain("pas encore de leçons");
      expect(r.review.map((q: { correct_option_id: string }) => q.correct_option_id.split(":")[0])).toEqual(
        expect.arrayContaining(["opt", "word", "letter"]),
      );
      for (const q of r.review) {
        expect(q.correct_text).toBe(frenchItem(q.correct_option_id));
        expect(q.chosen_text).toBe(frenchItem(q.chosen_option_id));
      }
      expect(r.review.map((q: { prompt: string }) => q.prompt)).toContain(fr.assessment["q.meaning"]);
      expect(r.skills.map((s: { label: string }) => s.label)).toContain(fr.assessment["skill.greetings"]);
      expect(r.recommendations).toEqual(
        [1, 2, 3].map((n) => fr.assessment[`recs.default.${n}` as "recs.default.1"]),
      );
      const lesson = ix.lessons.get(r.start_here.lesson_id)!.lesson;
      expect(r.start_here.title).toBe(lesson.title.fr!);
      expect(r.level).toBe(r.level_result); // the SPEC's level value stays a value
      // the results history and one result read the same
      const list = await t.call("GET", "/api/v1/assessments/results", { token, headers });
      expect(englishIn(list.body)).toEqual([]);
      expect(list.body[0].review).toEqual(r.review);
    });

  test("a wrong start (Absolute Beginner): the spec's recommendations in French; a result stored before the reply kept its type reads in French too", async () => {
    const user = await createTestUser(t.deps, { isVerified: true });
    const { token } = await signIn(t.deps, user);
    const { final } = await take(token, {}, () => false);
    // English as before
    expect(final.result.recommendations).toEqual([
      "Start with basic Arabic alphabet",
      "Practice common greetings",
      "Learn essential vocabulary",
    ]);
    expect(final.result.review[0]).toMatchObject({
      prompt: "What does the Arabic greeting Marhaba mean?",
      correct_text: "Hello",
    });
    expect(final.result.review[1].prompt).toMatch(
      /^You (heard|read) a (word|letter)\. Which (picture|one) was it\?$/,
    );
    // a row stored by an older instance: review lines without their type
    const [row] = await t.deps.db
      .select()
      .from(levelTestResults)
      .where(eq(levelTestResults.id, final.result.id));
    const details = row.details as { review: Record<string, unknown>[] };
    await t.deps.db
      .update(levelTestResults)
      .set({ details: { ...details, review: details.review.map(({ type, ...rest }) => rest) } })
      .where(eq(levelTestResults.id, row.id));
    const french = await t.call("GET", `/api/v1/assessments/results/${row.id}`, {
      token,
      headers: { "accept-language": "fr" },
    });
    expect(french.status).toBe(200);
    expect(englishIn(french.body)).toEqual([]);
    expect(french.body.recommendations).toEqual([
      fr.assessment["recs.absoluteBeginner.1"],
      fr.assessment["recs.absoluteBeginner.2"],
      fr.assessment["recs.absoluteBeginner.3"],
    ]);
    const stored = details.review[1] as { type: string };
    expect(french.body.review[1].prompt).toBe(
      fr.assessment[`review.${stored.type}` as "review.read_pick_picture"],
    );
    // and English again, unchanged
    const english = await t.call("GET", `/api/v1/assessments/results/${row.id}`, { token });
    expect(english.body.review).toEqual(final.result.review);
  });
});
