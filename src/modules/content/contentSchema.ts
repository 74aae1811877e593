// The course as authored data (content/*.yaml): the shape every content file must have.
// This is the contract between content authors, the server (loader, checker, grader) and the
// lesson player. Cross-file rules (references resolve, reading uses only letters already taught,
// vowelling, NFC) are checked by contentCheck.ts; this file only states the shapes.
import { z } from "zod";

export { Arabic, Id, LETTER_IDS, LetterId, Picture, Text } from "./contentIds";
import { Arabic, Id, LetterId, Picture, Text } from "./contentIds";
import { ActivitySchema } from "./activities/registry";

export const Letter = z.strictObject({
  id: LetterId,
  char: Arabic, // the isolated form, e.g. "ب"
  name: Arabic, // vowelled name, e.g. "بَاء"
  translit: z.string().min(1).max(40), // the letter's name in Latin letters, e.g. "bāʾ"
  sound: Text, // what it sounds like, for parents, e.g. {en: "b as in ball", fr: "b comme dans « ballon »"}
  // dual: joins on both sides (4 forms); right: joins only to the letter before it (ا د ذ ر ز و ة ى لا);
  // none: never joins (ء).
  joins: z.enum(["dual", "right", "none"]),
});
export type Letter = z.infer<typeof Letter>;
export const LettersFile = z.strictObject({ letters: z.array(Letter).min(1) });

// ---- vocab/*.yaml ---------------------------------------------------------------------------
/** A word or short phrase, authored once; lessons, reviews and the level test refer to it by id. */
export const Word = z.strictObject({
  id: Id,
  kind: z.enum(["word", "phrase"]).default("word"),
  ar: Arabic, // fully vowelled, NFC. The unvowelled form is derived (harakat removed), never stored.
  translit: z.string().min(1).max(80), // e.g. "bāb"; a phrase's with its case endings, as written
  // What is said (pausal form, spoken.ts): the Arabic a voice reads and the transliteration a parent reads,
  // e.g. مَعَ السَّلَامَة / "maʿa s-salāma" for مَعَ السَّلَامَةِ. Required where `ar` ends a phrase (or a part
  // before ، ؟) with a case ending; left out where the word is said as written.
  spoken: Arabic.optional(),
  spoken_translit: z.string().min(1).max(80).optional(),
  en: z.string().min(1).max(80), // meaning, e.g. "door"
  fr: z.string().min(1).max(80).optional(),
  picture: Picture.optional(), // required for words used in picture activities (contentCheck)
  level: z.string().min(1), // the level id where it is first taught (for the level test bank)
});
export type Word = z.infer<typeof Word>;
export const VocabFile = z.strictObject({ words: z.array(Word).min(1) });

// ---- levels.yaml ----------------------------------------------------------------------------
export const LevelMeta = z.strictObject({
  id: Id, // "absolute-beginner", "beginner", "a1" …
  name: z.enum(["Absolute Beginner", "Beginner", "A1", "A2", "B1", "B2", "C1", "C2"]),
  name_fr: z.string().min(1).max(40).optional(), // "Grand débutant"; required once the level is available
  cefr: z.string().min(1).max(20), // "Pre-A1", "A1" …
  status: z.enum(["available", "coming"]),
  description: Text,
  can_do: z.array(Text).min(1), // CEFR can-do statements (certificates)
  // A level that is "coming" lists its planned units (title and goal only); an available level's
  // units are the files under content/levels/<id>/.
  planned_units: z.array(z.strictObject({ title: Text, goal: Text })).default([]),
});
export const LevelsFile = z.strictObject({ levels: z.array(LevelMeta).min(1) });

// ---- activities -----------------------------------------------------------------------------
// Each activity type is one module under activities/ (its authored shape, checks, presentation,
// answer, grading, review items and skills); activities/registry.ts lists them. Each activity names
// its answer explicitly in the authored data; the server strips every answer before sending an
// activity to the browser and grades posted answers from this data.
export const Activity = ActivitySchema;
export type Activity = z.infer<typeof Activity>;
export type ActivityType = Activity["type"];

// ---- units and lessons (content/levels/<level>/uNN-slug.yaml, one file per unit) -----------
export const MARKS = [
  "fatha",
  "kasra",
  "damma",
  "sukun",
  "shadda",
  "tanwin",
  "long_a",
  "long_i",
  "long_u",
] as const;

export const Lesson = z.strictObject({
  id: Id, // globally unique, e.g. "ab-u01-l01"
  title: Text,
  kind: z.enum(["letters", "words", "story", "song", "review", "check"]), // "check" = the unit check
  vowelled: z.boolean().default(true), // every Arabic text of this lesson is fully vowelled
  show_translit: z.boolean().default(true),
  // What the lesson teaches: the skills progress is counted by (letter:<id>, mark:<id>, word:<id>,
  // pattern:<id>). Letters listed here count as taught from this lesson on (the reading rule).
  teaches: z.strictObject({
    letters: z.array(LetterId).default([]),
    marks: z.array(z.enum(MARKS)).default([]),
    words: z.array(Id).default([]),
    patterns: z.array(Id).default([]),
  }),
  home_card: Text.optional(), // a 2-minute game for the parent to play with the child
  activities: z.array(Activity).min(5).max(10),
});
export type Lesson = z.infer<typeof Lesson>;

export const Unit = z.strictObject({
  id: Id, // e.g. "ab-u01"
  title: Text,
  goal: Text,
  topic: Text, // the listening topic, e.g. {en: "Greetings"}
  picture: Picture,
  lessons: z.array(Lesson).min(1).max(8),
});
export type Unit = z.infer<typeof Unit>;

/** Patterns (sentence or word patterns taught), content/patterns.yaml. */
export const Pattern = z.strictObject({ id: Id, title: Text, example: Arabic });
export const PatternsFile = z.strictObject({ patterns: z.array(Pattern).default([]) });
