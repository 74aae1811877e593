// Grading of one answer against the authored content (COURSE-DESIGN.md §3). Pure: no database,
// no clock. The answer has been shape-checked (schemas.ts); ids that are not items of the activity
// in this attempt are refused (422), so a forged or stale id never counts as a try.
//   choices: the chosen item is the answer · find_letter: the tapped part is the letter (any place)
//   build_word: letters in order, harakat ignored · match_*: the pairs are exactly the right set
//   order_words: the phrase's order or an also_accept order · trace: gradeTrace per stroke
//   meet_*: {seen: true} is done, not graded
import { validationError } from "../../lib/errors";
import type { Activity } from "./contentSchema";
import type { CourseIndex } from "./courseIndex";
import { chipItems, choiceKey, letterParts, leftKey, partIsLetter, rightKey, tileItems, wordLetters } from "./items";
import type { OpaqueIds } from "./opaque";
import type { AnswerFor } from "./publicTypes";
import { gradeTraceAnswer } from "./traceGrading";

export type Graded = {
  correct: boolean; // right (or, for meet_* and a self-reported trace, done)
  expected: unknown; // the right answer in the question's ids
  feedback: string;
  graded: boolean; // counts towards stars (meet_* do not)
  selfReport: boolean; // a trace done by the keyboard path: done, never right the first time
};

const unknownItem = () => validationError({ answer: "is not one of this activity's items" });
const RIGHT = "Well done!";

/** Finds the key of an opaque id among the activity's keys (422 if none). */
function keyOf(ids: OpaqueIds, keys: string[], id: string): string {
  const k = keys.find((key) => ids(key) === id);
  if (k === undefined) throw unknownItem();
  return k;
}

export function gradeAnswer(ix: CourseIndex, a: Activity, answer: unknown, ids: OpaqueIds): Graded {
  const done = (correct: boolean, expected: unknown, wrong: string): Graded => ({ correct, expected, feedback: correct ? RIGHT : wrong, graded: true, selfReport: false });
  switch (a.type) {
    case "meet_letter":
    case "meet_word":
      return { correct: true, expected: { seen: true }, feedback: RIGHT, graded: false, selfReport: false };
    case "listen_pick_letter":
    case "listen_pick_syllable":
    case "listen_pick_picture":
    case "read_pick_picture":
    case "pick_word": {
      const { choice } = answer as AnswerFor["pick_word"];
      const keys = a.choices.map((v) => choiceKey(a, v));
      const chosen = keyOf(ids, keys, choice);
      const right = choiceKey(a, a.answer);
      let wrong: string;
      if (a.type === "listen_pick_letter") {
        const l = ix.letters.get(a.answer)!;
        wrong = `This is ${l.char} (${l.translit}).`;
      } else if (a.type === "listen_pick_syllable") wrong = `This is ${a.answer}.`;
      else {
        const w = ix.words.get(a.answer)!;
        wrong = `This is ${w.ar} (${w.translit}): ${w.en}.`;
      }
      return done(chosen === right, { choice: ids(right) }, wrong);
    }
    case "find_letter": {
      const { index } = answer as AnswerFor["find_letter"];
      const parts = letterParts(ix.words.get(a.word)!.ar);
      if (index >= parts.length) throw validationError({ "answer.index": "is not a part of the word" });
      const l = ix.letters.get(a.letter)!;
      const first = parts.findIndex((_, i) => partIsLetter(parts, i, l));
      return done(partIsLetter(parts, index, l), { index: first }, `${l.char} is here.`);
    }
    case "build_word": {
      const { tiles } = answer as AnswerFor["build_word"];
      const items = tileItems(a, ix);
      const keys = items.map((t) => t.key);
      const chosen = tiles.map((id) => items[keys.indexOf(keyOf(ids, keys, id))]);
      const w = ix.words.get(a.word)!;
      const target = wordLetters(w.ar);
      const correct = new Set(tiles).size === tiles.length && chosen.length === target.length && chosen.every((t, i) => t.char === target[i]);
      const expected = { tiles: items.filter((t) => t.inWord).map((t) => ids(t.key)) };
      return done(correct, expected, `It is written ${w.ar}.`);
    }
    case "match_forms":
    case "match_sounds": {
      const { pairs } = answer as AnswerFor["match_forms"];
      const lk = a.letters.map(leftKey), rk = a.letters.map(rightKey);
      const given = new Set(pairs.map(([l, r]) => `${keyOf(ids, lk, l).slice(2)}>${keyOf(ids, rk, r).slice(2)}`));
      const correct = pairs.length === a.letters.length && given.size === a.letters.length && a.letters.every((id) => given.has(`${id}>${id}`));
      return done(correct, { pairs: a.letters.map((id) => [ids(leftKey(id)), ids(rightKey(id))]) }, "Here are the right pairs.");
    }
    case "trace": {
      const t = answer as AnswerFor["trace"] & { self_report?: true };
      if (t.self_report) return { correct: true, expected: { strokes: [] }, feedback: RIGHT, graded: true, selfReport: true };
      const r = gradeTraceAnswer(a.letter, a.form, t.strokes);
      return done(r.correct, { strokes: r.strokes }, "Let's trace it again, stroke by stroke.");
    }
    case "order_words": {
      const { chips } = answer as AnswerFor["order_words"];
      const p = ix.words.get(a.phrase)!;
      const items = chipItems(p.ar);
      const keys = items.map((c) => c.key);
      const texts = chips.map((id) => items[keys.indexOf(keyOf(ids, keys, id))].text);
      const accepted = [items.map((c) => c.text), ...a.also_accept].map((o) => o.map((w) => w.normalize("NFC")).join(" "));
      const correct = new Set(chips).size === chips.length && chips.length === items.length && accepted.includes(texts.join(" ").normalize("NFC"));
      return done(correct, { chips: keys.map(ids) }, `It goes: ${p.ar}.`);
    }
  }
}
