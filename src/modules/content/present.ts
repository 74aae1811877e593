// What every activity's payload is built from (activities/*.ts present them): letter and word cards,
// audio slots, picture choices and the training wheels, with opaque per-attempt ids and no answer key.
// A listen prompt whose text would give the answer away (the letter, syllable or word to pick) is not
// in the payload: the player fetches it from GET /attempts/{id}/activities/{aid}/prompt (the activity
// module's `prompt`) when the child taps "listen".
import { stripMarks } from "./arabic";
import { audioIdForLetter, audioIdForSyllable, audioIdForWord } from "./audioIds";
import { inLang, type Lang } from "./contentIds";
import type { Letter, LetterId } from "./contentSchema";
import type { CourseIndex } from "./courseIndex";
import { formsOf } from "./items";
import type { LoadedWord } from "./loaded";
import type { AudioSlot, Choice, LetterCard, WordCard } from "./publicTypes";
import { pictureFor } from "./pictures";
import { spokenAr, spokenTranslit } from "./spoken";
import { harakatFaded, translitFaded, type WordItem } from "./wheels";

/** What building a lesson's payload needs besides the content: recorded clips by audio id, for the
 * training wheels (content/wheels.ts) the child's word items and whether the lesson's level fades harakat,
 * and the learner's language (users.locale) for the meanings and explanations (English when not given). */
export type PresentCtx = {
  ix: CourseIndex;
  lang?: Lang;
  clips: Map<string, string>;
  vowelled: boolean;
  words?: Map<string, WordItem>;
  harakatLevel?: boolean;
};

export const letterSlot = (ctx: PresentCtx, l: Letter): AudioSlot => {
  const id = audioIdForLetter(l.id);
  return { id, url: ctx.clips.get(id) ?? null, speak: l.name, translit: l.translit };
};
export const wordSlot = (ctx: PresentCtx, w: LoadedWord): AudioSlot => {
  const id = audioIdForWord(w.id);
  return { id, url: ctx.clips.get(id) ?? null, speak: spokenAr(w), translit: spokenTranslit(w) };
};
export const syllableSlot = (ctx: PresentCtx, ar: string): AudioSlot => {
  const id = audioIdForSyllable(ar);
  return { id, url: ctx.clips.get(id) ?? null, speak: ar, translit: null };
};

/** Arabic as this lesson shows it (an unvowelled lesson drops the harakat). */
export const shown = (ctx: PresentCtx, ar: string) => (ctx.vowelled ? ar : stripMarks(ar));
export const letter = (ctx: PresentCtx, id: LetterId) => ctx.ix.letters.get(id)!;
export const word = (ctx: PresentCtx, id: string) => ctx.ix.words.get(id)!;
/** A word's meaning in the learner's language (sent in the payloads' `en` field, which the player shows). */
export const gloss = (ctx: PresentCtx, w: { en: string; fr?: string }) => inLang(w, ctx.lang ?? "en");

export function letterCard(ctx: PresentCtx, l: Letter): LetterCard {
  return {
    id: l.id,
    char: l.char,
    name: l.name,
    translit: l.translit,
    sound: inLang(l.sound, ctx.lang ?? "en"),
    forms: formsOf(l),
    audio: letterSlot(ctx, l),
  };
}
/** Whether the harakat of these words fade in an activity whose type lets them (`typeFades`; never in an
 * unvowelled lesson: there is nothing to fade or show). */
export const faded = (ctx: PresentCtx, typeFades: boolean, wordIds: string[]) =>
  ctx.vowelled &&
  harakatFaded(
    typeFades,
    ctx.harakatLevel ?? false,
    wordIds.map((id) => ctx.words?.get(id)),
  );
/** A word's text with its training wheels: shown bare when faded, with the vowelled form to show on tap. */
export const reading = (ctx: PresentCtx, ar: string, fade: boolean) =>
  fade ? { text: stripMarks(ar), vowelled: ar } : { text: shown(ctx, ar), vowelled: undefined };

export function wordCard(ctx: PresentCtx, w: LoadedWord): WordCard {
  return {
    id: w.id,
    ar: shown(ctx, w.ar),
    plain: stripMarks(w.ar),
    translit: spokenTranslit(w),
    en: gloss(ctx, w),
    picture: pictureFor(w.picture),
    audio: wordSlot(ctx, w),
    harakat_faded: faded(ctx, true, [w.id]),
    translit_faded: translitFaded(ctx.words?.get(w.id)),
    met_before: ctx.words?.has(w.id) ?? false,
  };
}
/** A picture choice: the picture and its meaning (the label is what a screen reader says). */
export const pictureChoice = (ctx: PresentCtx, w: LoadedWord): Omit<Choice, "id"> => ({
  picture: pictureFor(w.picture) ?? undefined,
  label: gloss(ctx, w),
});
