// The course as authored data (content/*.yaml): the shape every content file must have.
// This is the contract between content authors, the server (loader, checker, grader) and the
// lesson player. Cross-file rules (references resolve, reading uses only letters already taught,
// vowelling, NFC) are checked by contentCheck.ts; this file only states the shapes.
import { z } from "zod";

/** Stable ids: lower-case ascii, digits, '-' and '_' (they appear in URLs and audio file names). */
export const Id = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "ids are lower-case letters, digits, '-' or '_'");

/** Text in a language the interface speaks. English is required; French is optional. */
export const Text = z.strictObject({ en: z.string().min(1).max(400), fr: z.string().min(1).max(400).optional() });

/** Arabic text as stored: NFC, Arabic letters/marks/spaces/Arabic punctuation only (contentCheck enforces). */
export const Arabic = z.string().min(1).max(200);

/** A picture: an icon name of @iconify-json/fluent-emoji-flat (MIT), e.g. "house", "red-apple". */
export const Picture = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a fluent-emoji-flat icon name");

// ---- letters.yaml ---------------------------------------------------------------------------
export const LETTER_IDS = [
  "alif", "ba", "ta", "tha", "jim", "hha", "kha", "dal", "dhal", "ra", "zay", "sin", "shin", "sad",
  "dad", "tta", "zza", "ayn", "ghayn", "fa", "qaf", "kaf", "lam", "mim", "nun", "ha", "waw", "ya",
  // not among the 28, but taught as letters of their own
  "hamza", "ta_marbuta", "alif_maqsura", "lam_alif",
] as const;
export const LetterId = z.enum(LETTER_IDS);
export type LetterId = z.infer<typeof LetterId>;

export const Letter = z.strictObject({
  id: LetterId,
  char: Arabic, // the isolated form, e.g. "ب"
  name: Arabic, // vowelled name, e.g. "بَاء"
  translit: z.string().min(1).max(40), // the letter's name in Latin letters, e.g. "bāʾ"
  sound: z.string().min(1).max(80), // what it sounds like, for parents, e.g. "b as in ball"
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
// Each activity names its answer explicitly in the authored data; the server strips every answer
// before sending an activity to the browser and grades posted answers from this data.
const base = { id: Id };
const choices = <T extends z.ZodTypeAny>(t: T) => z.array(t).min(2).max(6);

export const Activity = z.discriminatedUnion("type", [
  // Meet a new letter: its forms, its name, its sound. Answered by "I've got it" (not graded).
  z.strictObject({ ...base, type: z.literal("meet_letter"), letter: LetterId }),
  // Meet a word or phrase: picture, vowelled Arabic, transliteration, meaning, audio. Not graded.
  z.strictObject({ ...base, type: z.literal("meet_word"), word: Id }),
  // Hear a letter's sound, tap the letter.
  z.strictObject({ ...base, type: z.literal("listen_pick_letter"), answer: LetterId, choices: choices(LetterId) }),
  // Hear a syllable (a letter with a mark, e.g. "دَ", "بِي", "مُو"), tap it.
  z.strictObject({ ...base, type: z.literal("listen_pick_syllable"), answer: Arabic, choices: choices(Arabic) }),
  // Hear a word, tap its picture (listening strand: no Arabic text shown before answering).
  z.strictObject({ ...base, type: z.literal("listen_pick_picture"), answer: Id, choices: choices(Id) }),
  // Read a vowelled word, tap its picture (reading strand).
  z.strictObject({ ...base, type: z.literal("read_pick_picture"), answer: Id, choices: choices(Id) }),
  // See a picture and hear a word, tap the written word among similar ones (reading strand).
  z.strictObject({ ...base, type: z.literal("pick_word"), answer: Id, choices: choices(Id) }),
  // Tap the letter inside a word: any position where the letter occurs is right.
  z.strictObject({ ...base, type: z.literal("find_letter"), word: Id, letter: LetterId }),
  // Build the word from letter tiles (the word's letters in order, plus decoys of similar shape).
  z.strictObject({ ...base, type: z.literal("build_word"), word: Id, decoys: z.array(LetterId).max(4).default([]) }),
  // Match each letter's isolated form to its form in a position of the word.
  z.strictObject({
    ...base,
    type: z.literal("match_forms"),
    letters: z.array(LetterId).min(2).max(4),
    form: z.enum(["initial", "medial", "final"]),
  }),
  // Match letters (shown) to their sounds (audio buttons).
  z.strictObject({ ...base, type: z.literal("match_sounds"), letters: z.array(LetterId).min(2).max(4) }),
  // Trace a letter form over its guide, stroke by stroke (stroke data: content/strokes/).
  z.strictObject({
    ...base,
    type: z.literal("trace"),
    letter: LetterId,
    form: z.enum(["isolated", "initial", "medial", "final"]).default("isolated"),
  }),
  // Put the words of a phrase in order (chips flow right to left). The phrase's own word order is
  // always accepted; also_accept lists other correct orders, each a list of the phrase's words.
  z.strictObject({
    ...base,
    type: z.literal("order_words"),
    phrase: Id,
    also_accept: z.array(z.array(Arabic)).default([]),
  }),
]);
export type Activity = z.infer<typeof Activity>;
export type ActivityType = Activity["type"];

/** Activity types that need the child to read Arabic: they may only use letters already taught. */
export const READING_TYPES: ReadonlySet<ActivityType> = new Set([
  "listen_pick_letter", "listen_pick_syllable", "read_pick_picture", "pick_word", "find_letter",
  "build_word", "match_forms", "match_sounds", "trace", "order_words",
]);
/** Activity types that are shown, not graded (they count as done, not towards stars). */
export const UNGRADED_TYPES: ReadonlySet<ActivityType> = new Set(["meet_letter", "meet_word"]);

// ---- units and lessons (content/levels/<level>/uNN-slug.yaml, one file per unit) -----------
export const MARKS = [
  "fatha", "kasra", "damma", "sukun", "shadda", "tanwin", "long_a", "long_i", "long_u",
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
