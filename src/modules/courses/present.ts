// Builds what the browser receives from the authored content: cards, choices, tiles and chips with
// opaque per-attempt ids, and no answer key. A listen prompt whose text would give the answer away
// (the letter, syllable or word to pick) is not in the payload: the player fetches it from
// GET /attempts/{id}/activities/{aid}/prompt (promptSlot below) when the child taps "listen".
import { stripMarks } from "./arabic";
import { audioIdForLetter, audioIdForSyllable, audioIdForWord } from "./audioIds";
import type { Activity, Letter, LetterId } from "./contentSchema";
import type { CourseIndex } from "./courseIndex";
import { chipItems, choiceKey, formsOf, leftKey, letterParts, rightKey, tileItems, wordLetters } from "./items";
import type { LoadedLesson, LoadedWord } from "./loaded";
import { withIds, type OpaqueIds } from "./opaque";
import type { AudioSlot, Choice, LetterCard, PublicActivity, WordCard } from "./publicTypes";
import { traceGuide } from "./traceGrading";
import { pictureFor } from "./media";
import { spokenAr, spokenTranslit } from "./spoken";
import { harakatFaded, translitFaded, type WordItem } from "../progress/wheels";

/** What building a lesson's payload needs besides the content: recorded clips by audio id, and for the
 * training wheels (progress/wheels.ts) the child's word items and whether the lesson's level fades harakat. */
export type PresentCtx = { ix: CourseIndex; clips: Map<string, string>; vowelled: boolean; words?: Map<string, WordItem>; harakatLevel?: boolean };

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

const shown = (ctx: PresentCtx, ar: string) => (ctx.vowelled ? ar : stripMarks(ar));
const letter = (ctx: PresentCtx, id: LetterId) => ctx.ix.letters.get(id)!;
const word = (ctx: PresentCtx, id: string) => ctx.ix.words.get(id)!;

export function letterCard(ctx: PresentCtx, l: Letter): LetterCard {
  return { id: l.id, char: l.char, name: l.name, translit: l.translit, sound: l.sound, forms: formsOf(l), audio: letterSlot(ctx, l) };
}
/** Whether the harakat of these words fade in an activity of this type (never in an unvowelled lesson:
 * there is nothing to fade or show). */
const faded = (ctx: PresentCtx, type: Activity["type"], wordIds: string[]) =>
  ctx.vowelled && harakatFaded(type, ctx.harakatLevel ?? false, wordIds.map((id) => ctx.words?.get(id)));
/** A word's text with its training wheels: shown bare when faded, with the vowelled form to show on tap. */
const reading = (ctx: PresentCtx, ar: string, fade: boolean) => (fade ? { text: stripMarks(ar), vowelled: ar } : { text: shown(ctx, ar), vowelled: undefined });

export function wordCard(ctx: PresentCtx, w: LoadedWord): WordCard {
  return {
    id: w.id, ar: shown(ctx, w.ar), plain: stripMarks(w.ar), translit: spokenTranslit(w), en: w.en,
    picture: pictureFor(w.picture), audio: wordSlot(ctx, w),
    harakat_faded: faded(ctx, "meet_word", [w.id]), translit_faded: translitFaded(ctx.words?.get(w.id)),
    met_before: ctx.words?.has(w.id) ?? false,
  };
}
/** A picture choice: the picture and its meaning (the label is what a screen reader says). */
const pictureChoice = (w: LoadedWord): Omit<Choice, "id"> => ({ picture: pictureFor(w.picture) ?? undefined, label: w.en });

/** One activity as the browser sees it in this attempt (`ids` = the attempt's ids for this activity). */
export function publicActivity(ctx: PresentCtx, a: Activity, ids: OpaqueIds): PublicActivity {
  switch (a.type) {
    case "meet_letter":
      return { id: a.id, type: a.type, letter: letterCard(ctx, letter(ctx, a.letter)) };
    case "meet_word":
      return { id: a.id, type: a.type, word: wordCard(ctx, word(ctx, a.word)) };
    case "listen_pick_letter":
      return { id: a.id, type: a.type, prompt: "listen", choices: withIds(a.choices, ids, (v) => choiceKey(a, v)).map(({ item, id }) => ({ id, text: letter(ctx, item).char })) };
    case "listen_pick_syllable":
      return { id: a.id, type: a.type, prompt: "listen", choices: withIds(a.choices, ids, (v) => choiceKey(a, v)).map(({ item, id }) => ({ id, text: item })) };
    case "listen_pick_picture":
      return { id: a.id, type: a.type, prompt: "listen", choices: withIds(a.choices, ids, (v) => choiceKey(a, v)).map(({ item, id }) => ({ id, ...pictureChoice(word(ctx, item)) })) };
    case "read_pick_picture": {
      const fade = faded(ctx, a.type, [a.answer]);
      const r = reading(ctx, word(ctx, a.answer).ar, fade);
      return {
        id: a.id, type: a.type, text: r.text, vowelled: r.vowelled ?? null, harakat_faded: fade,
        choices: withIds(a.choices, ids, (v) => choiceKey(a, v)).map(({ item, id }) => ({ id, ...pictureChoice(word(ctx, item)) })),
      };
    }
    case "pick_word": {
      const fade = faded(ctx, a.type, a.choices);
      return {
        id: a.id, type: a.type, picture: pictureFor(word(ctx, a.answer).picture), prompt: "listen", harakat_faded: fade,
        choices: withIds(a.choices, ids, (v) => choiceKey(a, v)).map(({ item, id }) => ({ id, ...reading(ctx, word(ctx, item).ar, fade) })),
      };
    }
    case "find_letter": {
      const l = letter(ctx, a.letter);
      const w = word(ctx, a.word);
      return {
        id: a.id, type: a.type, letter: { char: l.char, name: l.name, audio: letterSlot(ctx, l) },
        word: { ar: shown(ctx, w.ar), parts: letterParts(shown(ctx, w.ar)).map(({ index, text }) => ({ index, text })) },
      };
    }
    case "build_word": {
      const w = word(ctx, a.word);
      return {
        id: a.id, type: a.type, picture: pictureFor(w.picture), en: w.en,
        tiles: withIds(tileItems(a, ctx.ix), ids, (t) => t.key).map(({ item, id }) => ({ id, text: item.char })),
        length: wordLetters(w.ar).length,
      };
    }
    case "match_forms": {
      const ls = a.letters.map((id) => letter(ctx, id));
      return {
        id: a.id, type: a.type, form: a.form,
        left: withIds(ls, ids, (l) => leftKey(l.id)).map(({ item, id }) => ({ id, text: item.char })),
        right: withIds(ls, ids, (l) => rightKey(l.id)).map(({ item, id }) => ({ id, text: formsOf(item)[a.form] })),
      };
    }
    case "match_sounds": {
      const ls = a.letters.map((id) => letter(ctx, id));
      // The sounds are opaque: each is fetched from the prompt route with ?choice=<id> when tapped.
      return {
        id: a.id, type: a.type,
        left: withIds(ls, ids, (l) => leftKey(l.id)).map(({ item, id }) => ({ id, text: item.char })),
        right: withIds(ls, ids, (l) => rightKey(l.id)).map(({ id }, i) => ({ id, label: `Sound ${i + 1}`, audio: { id, url: null, speak: null, translit: null } })),
      };
    }
    case "trace": {
      const l = letter(ctx, a.letter);
      return { id: a.id, type: a.type, letter: { char: l.char, name: l.name }, form: a.form, glyph: formsOf(l)[a.form], guide: traceGuide(a.letter, a.form) };
    }
    case "order_words": {
      const p = word(ctx, a.phrase);
      const fade = faded(ctx, a.type, [a.phrase]);
      return {
        id: a.id, type: a.type, en: p.en, picture: pictureFor(p.picture), harakat_faded: fade,
        chips: withIds(chipItems(p.ar), ids, (c) => c.key).map(({ item, id }) => ({ id, ...reading(ctx, item.text, fade) })),
      };
    }
  }
}

/** The hidden listen prompt of an activity (or of one sound of match_sounds), or null if it has none. */
export function promptSlot(ctx: PresentCtx, a: Activity, ids: OpaqueIds, choice: string | null): AudioSlot | null {
  if (choice !== null) {
    if (a.type !== "match_sounds") return null;
    const l = a.letters.find((id) => ids(rightKey(id)) === choice);
    return l ? letterSlot(ctx, letter(ctx, l)) : null;
  }
  switch (a.type) {
    case "listen_pick_letter": return letterSlot(ctx, letter(ctx, a.answer));
    case "listen_pick_syllable": return syllableSlot(ctx, a.answer);
    case "listen_pick_picture": case "pick_word": return wordSlot(ctx, word(ctx, a.answer));
    default: return null;
  }
}

/** The audio ids a lesson's payload shows (cards, find_letter's letter), to look their clips up at once. */
export function payloadAudioIds(l: LoadedLesson): string[] {
  const ids = new Set<string>();
  for (const a of l.lesson.activities) {
    if (a.type === "meet_letter" || a.type === "find_letter") ids.add(audioIdForLetter(a.letter));
    else if (a.type === "meet_word") ids.add(audioIdForWord(a.word));
  }
  return [...ids];
}
