// The shelf of tales and rhymes as authored data (content/tales/*.yaml, content/rhymes/*.yaml and
// content/shelf-words.yaml): the shapes. The cross-file rules (every word taught by the unit the tale
// unlocks after, pictures exist, answers among choices, agreement) are in shelfCheck.ts.
import { z } from "zod";
import { Arabic, Id, Picture, Text } from "./contentSchema";

/** The simple backgrounds a page's icons stand on (drawn by the reader, no picture file). */
export const SCENES = ["day", "night", "sea", "garden", "home", "school", "market", "sky"] as const;

const Latin = z.string().min(1).max(200);
/** One sentence (a tale) or one line (a rhyme), fully vowelled with its case endings, and what is said. */
export const Line = z.strictObject({
  ar: Arabic,
  // the pausal form a voice reads and a parent says (spoken.ts), where `ar` ends a part with a case ending
  spoken: Arabic.optional(),
  translit: Latin,
  spoken_translit: Latin.optional(),
  en: z.string().min(1).max(200),
  fr: z.string().min(1).max(200),
});
export type Line = z.infer<typeof Line>;

export const Page = z.strictObject({
  scene: z.enum(SCENES),
  icons: z.array(Picture).min(1).max(3), // placed left to right on the scene
  lines: z.array(Line).min(1).max(2),
});
export type Page = z.infer<typeof Page>;

/** A picture question at the end of a tale: heard (ask), answered by tapping one picture. */
export const Question = z.strictObject({
  ask: z.strictObject({ en: z.string().min(1).max(200), fr: z.string().min(1).max(200) }),
  choices: z.array(Picture).min(2).max(4),
  answer: Picture,
});
export type Question = z.infer<typeof Question>;

const head = {
  id: Id,
  level: z.string().min(1), // the level of the unit it unlocks after
  after: Id, // the unit whose words it uses: it opens once that unit is finished
  title: z.strictObject({ en: z.string().min(1).max(80), fr: z.string().min(1).max(80) }),
  cover: Picture,
};
export const TaleFile = z.strictObject({
  ...head,
  pages: z.array(Page).min(6).max(10),
  questions: z.array(Question).length(3),
});
export type TaleFile = z.infer<typeof TaleFile>;
export const RhymeFile = z.strictObject({ ...head, pages: z.array(Page).min(4).max(12) });
export type RhymeFile = z.infer<typeof RhymeFile>;

/** Words a tale may use beyond the vocabulary: the forms met inside taught phrases (السَّمَاء in
 * الْقَمَرُ فِي السَّمَاءِ) and function words, each with its meaning for the tap-a-word card. A word is
 * taught where a taught phrase first shows it, else from the unit `after` names (function words only). */
export const ShelfWord = z.strictObject({
  id: z.string().regex(/^s-[a-z0-9-]{1,40}$/, "shelf word ids start with s-"),
  ar: Arabic, // as said alone (pausal), fully vowelled
  translit: z.string().min(1).max(80),
  en: z.string().min(1).max(80),
  fr: z.string().min(1).max(80),
  pos: z.enum(["noun", "adjective", "verb", "function"]),
  gender: z.enum(["m", "f"]).optional(), // nouns and adjectives whose gender the ending does not show
  after: Id.optional(),
});
export type ShelfWord = z.infer<typeof ShelfWord>;
export const ShelfWordsFile = z.strictObject({ words: z.array(ShelfWord).min(1) });

export { Text };
