// What the five single-choice types share (listen_pick_letter, listen_pick_syllable,
// listen_pick_picture, read_pick_picture, pick_word): the answer is one of the choices, each choice's
// key names its value ("letter:dal", "syllable:دَ", "word:bab"), and a miss shows the right one.
import type { CourseIndex } from "../courseIndex";
import { inLang, type Lang } from "../contentIds";
import { feedbackIn } from "./feedback";
import { interchangeable } from "../pictureReadings";
import type { OpaqueIds } from "../opaque";
import { asPlayed, type CheckCtx, checkChoices, done, type Graded, type GradedRef, keyOf } from "./kit";

type ChoiceAuthored = { answer: string; choices: string[] };

/** Grades a choice: `key` names a value's item, `wrong` is the sentence for a miss. */
export const gradeChoice =
  <A extends ChoiceAuthored>(
    key: (value: string) => string,
    wrong: (ix: CourseIndex, a: A, lang: Lang) => string,
  ) =>
  (
    ix: CourseIndex,
    a: A,
    answer: { choice: string; played?: "heard" | "seen" },
    ids: OpaqueIds,
    lang: Lang = "en",
  ): Graded => {
    const chosen = keyOf(ids, a.choices.map(key), answer.choice);
    const right = key(a.answer);
    return asPlayed(done(chosen === right, { choice: ids(right) }, wrong(ix, a, lang), lang), answer.played);
  };

/** A word's choice key and the sentence shown after a miss on a word choice. */
export const wordKey = (id: string) => `word:${id}`;
export const wrongWord = (ix: CourseIndex, a: { answer: string }, lang: Lang = "en") => {
  const w = ix.words.get(a.answer)!;
  return feedbackIn(lang).thisIsWord(w.ar, w.translit, inLang(w, lang));
};

/** Picture choices: every choice a word with a picture, no picture twice. */
export function checkPictureChoices(c: CheckCtx, a: ChoiceAuthored) {
  checkChoices(c, a.answer, a.choices);
  const pictures = a.choices.map((id, i) => {
    const w = c.word(`choices.${i}`, id);
    if (w && !w.picture)
      c.add(
        `choices.${i}`,
        `the word "${id}" has no picture (a picture activity needs one for every choice)`,
      );
    return w?.picture;
  });
  if (new Set(pictures.filter(Boolean)).size !== pictures.filter(Boolean).length)
    c.add("choices", "two choices show the same picture");
  else twoRight(c, a.choices, a.choices);
}

/** Two choices a child could both defend (a shared meaning, or a picture that reads as the other):
 * each word of `shown` against each choice. */
export function twoRight(c: CheckCtx, shown: string[], choices: string[]) {
  for (const x of shown)
    for (const y of choices) {
      const wx = c.content.words.get(x),
        wy = c.content.words.get(y);
      if (x === y || !wx || !wy) continue;
      if (shown === choices && choices.indexOf(y) < choices.indexOf(x)) continue;
      const why = interchangeable(wx, wy);
      if (why) c.add(`choices.${choices.indexOf(y)}`, `"${x}" and "${y}" could both be right: ${why}`);
    }
}

/** Word choices are graded only once each word was met (meet_word). */
export const wordRefs = (a: ChoiceAuthored): GradedRef[] => [
  ...(a.choices.includes(a.answer) ? [] : [{ field: "answer", word: a.answer }]),
  ...a.choices.map((word, i) => ({ field: `choices.${i}`, word })),
];
