// The contract of the course routes (issue #32): the library, a lesson, an attempt, an answer, a finish and
// the hidden listen prompts. The request schemas are schemas.ts's (re-exported); the replies are declared
// here, each activity type's payload included, so Elysia sends only what is named (never an answer key) and
// the compiler checks every type's `present` against its schema here. Reply types are z.infer of these.
import { z } from "zod";
import { ErrorReply } from "../../lib/errors";
import type * as Hand from "../content/publicTypes";

export { AnswerRequest, AttemptId, ContentId, PromptQuery } from "./schemas";

export const Tier = z.enum(["none", "demo", "premium"]);
/** The language the course replies are written in (content/publicTypes.ts CourseLang): the learner's
 *  users.locale, else English. Every course text (titles, goals, home cards, meanings) is one string in it. */
export const CourseLang = z.enum(["en", "fr"]);

/** An audio slot: `url` plays the recorded clip (null when none); `speak` is the Arabic a device voice may
 *  read; `translit` is shown when neither is available. Opaque (url and speak null) for a prompt whose text
 *  would give the answer away: the player fetches …/prompt then. */
export const AudioSlot = z.object({
  id: z.string(),
  url: z.string().nullable(),
  speak: z.string().nullable(),
  translit: z.string().nullable(),
});
/** GET …/prompt: the hidden prompt's slot and its seen form (shown when the device can say nothing). */
export const PromptReply = AudioSlot.extend({
  shown: z.object({ text: z.string(), picture: z.string().nullable() }),
});
export type PromptReply = z.infer<typeof PromptReply>;

export const LetterCard = z.object({
  id: z.string(),
  char: z.string(),
  name: z.string(),
  translit: z.string(),
  sound: z.string(),
  forms: z.object({ isolated: z.string(), initial: z.string(), medial: z.string(), final: z.string() }),
  audio: AudioSlot,
});
export const WordCard = z.object({
  id: z.string(),
  ar: z.string(),
  plain: z.string(),
  translit: z.string(),
  /** training wheels (content/wheels.ts), decided per word for this child */
  harakat_faded: z.boolean(),
  translit_faded: z.boolean(),
  /** the child has answered this word before: the card greets it as known */
  met_before: z.boolean(),
  en: z.string(),
  picture: z.string().nullable(),
  audio: AudioSlot,
});
/** One choice: `id` is opaque (c1, c2…), shuffled per attempt; never the content id of the answer. */
export const Choice = z.object({
  id: z.string(),
  text: z.string().optional(),
  picture: z.string().optional(),
  label: z.string().optional(),
  audio: AudioSlot.optional(),
  /** the vowelled text when `text` shows it without harakat (training wheels) */
  vowelled: z.string().optional(),
});
/** Stroke guide in a 1024 × 1024 box (y down): centre lines in writing order; dots are single points. */
export const TraceGuide = z.object({
  strokes: z.array(
    z.object({ points: z.array(z.tuple([z.number(), z.number()])), dot: z.boolean().optional() }),
  ),
  text: z.object({ glyph: z.string(), x: z.number(), y: z.number(), size: z.number() }).optional(),
});

// ---- each activity type's payload (activities/<type>.ts `present`) ----
const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ id: z.string(), type: z.literal(type), ...shape });
const listen = z.literal("listen");
const picture = z.string().nullable();
export const PublicActivity = z.discriminatedUnion("type", [
  act("meet_letter", { letter: LetterCard }),
  act("meet_word", { word: WordCard }),
  act("listen_pick_letter", { prompt: listen, choices: z.array(Choice) }),
  act("listen_pick_syllable", { prompt: listen, choices: z.array(Choice) }),
  act("listen_pick_picture", { prompt: listen, choices: z.array(Choice) }),
  act("read_pick_picture", {
    text: z.string(),
    vowelled: z.string().nullable(),
    harakat_faded: z.boolean(),
    choices: z.array(Choice),
  }),
  act("pick_word", { picture, prompt: listen, harakat_faded: z.boolean(), choices: z.array(Choice) }),
  act("find_letter", {
    letter: z.object({ char: z.string(), name: z.string(), audio: AudioSlot }),
    word: z.object({ ar: z.string(), parts: z.array(z.object({ index: z.number(), text: z.string() })) }),
  }),
  act("build_word", { picture, en: z.string(), tiles: z.array(Choice), length: z.number() }),
  act("match_forms", {
    form: z.enum(["initial", "medial", "final"]),
    left: z.array(Choice),
    right: z.array(Choice),
  }),
  act("match_sounds", { prompt: listen, left: z.array(Choice), right: z.array(Choice) }),
  act("trace", {
    letter: z.object({ char: z.string(), name: z.string() }),
    form: z.enum(["isolated", "initial", "medial", "final"]),
    glyph: z.string(),
    guide: TraceGuide,
  }),
  act("order_words", { en: z.string(), picture, harakat_faded: z.boolean(), chips: z.array(Choice) }),
  act("complete_sentence", {
    prompt: listen,
    picture,
    harakat_faded: z.boolean(),
    /** the sentence's words in reading order, null where the missing word goes */
    parts: z.array(z.object({ text: z.string(), vowelled: z.string().optional() }).nullable()),
    choices: z.array(Choice),
  }),
  act("true_false", {
    picture,
    text: z.string(),
    vowelled: z.string().nullable(),
    harakat_faded: z.boolean(),
    audio: AudioSlot,
  }),
]);
export type PublicActivity = z.infer<typeof PublicActivity>;

// ---- the library ----
const LessonKind = z.enum(["letters", "words", "story", "song", "review", "check"]);
export const LessonSummary = z.object({
  id: z.string(),
  title: z.string(),
  kind: LessonKind,
  /** 1-based within its level (the demo opens positions 1 and 2) */
  position: z.number(),
  skills: z.array(z.string()),
  /** what it teaches, in words for the grown-ups; null for reviews and checks */
  teaches: z.string().nullable(),
  activity_count: z.number(),
  locked: z.boolean(),
  /** the tier that would unlock it (null when open or held back by the order) */
  unlock_tier: Tier.nullable(),
  /** the order lock: the lesson to finish first */
  after: z.string().nullable(),
  /** a pupil's lesson their class's licence would open (issue #29) */
  unlock_by: z.literal("school").optional(),
  /** the caller's best stars, null when never finished */
  stars: z.number().nullable(),
});
export const UnitSummary = z.object({
  id: z.string(),
  title: z.string(),
  goal: z.string(),
  topic: z.string(),
  picture: z.string().nullable(),
  lessons: z.array(LessonSummary),
});
export const LevelSummary = z.object({
  id: z.string(),
  name: z.string(),
  cefr: z.string(),
  status: z.enum(["available", "coming"]),
  description: z.string(),
  units: z.array(UnitSummary),
  planned_units: z.array(z.object({ title: z.string(), goal: z.string() })),
});
/** Course figures (the landing's "N levels / N units"). */
export const CourseTotals = z.object({
  levels: z.number(),
  levels_available: z.number(),
  levels_coming: z.number(),
  units: z.number(),
  planned_units: z.number(),
  lessons: z.number(),
  activities: z.number(),
  words: z.number(),
  /** the shelf (src/modules/tales): picture tales and rhymes */
  tales: z.number(),
  rhymes: z.number(),
});
/** GET /courses (signed out too: everything locked, tier "none"). */
export const CoursesReply = z.object({
  tier: Tier,
  lang: CourseLang,
  levels: z.array(LevelSummary),
  totals: CourseTotals.optional(),
});
export type CoursesReply = z.infer<typeof CoursesReply>;
/** GET /courses/totals. */
export const TotalsReply = z.object({ totals: CourseTotals });

// ---- a lesson and its attempt ----
const NextLesson = z.object({ id: z.string(), title: z.string(), locked: z.boolean() }).nullable();
/** GET /lessons/{id}. */
export const LessonReply = z.object({
  id: z.string(),
  lang: CourseLang,
  level: z.object({ id: z.string(), name: z.string() }),
  unit: z.object({ id: z.string(), title: z.string() }),
  title: z.string(),
  kind: LessonKind,
  show_translit: z.boolean(),
  activities: z.array(PublicActivity),
  next_lesson: NextLesson,
  home_card: z.string().nullable(),
});
export type LessonReply = z.infer<typeof LessonReply>;
/** POST /lessons/{id}/attempts (201), POST /review/attempts (201): the choice ids are per attempt, so the
 *  player renders `activities` from this reply. */
export const AttemptReply = z.object({
  attempt_id: z.string(),
  lesson_id: z.string(),
  activities: z.array(PublicActivity),
  total: z.number(),
});
export type AttemptReply = z.infer<typeof AttemptReply>;
/** POST /attempts/{id}/answers: right or wrong, and the correct answer in the question's ids. */
export const AnswerResult = z.object({
  /** null in a unit check: nothing is revealed until it is finished */
  correct: z.boolean().nullable(),
  /** e.g. { choice: "c2" } / { index: 3 } / { tiles: [...] } / per-stroke results for trace */
  expected: z.unknown(),
  feedback: z.string().nullable(),
  first_try: z.boolean(),
  retry_later: z.boolean(),
  done: z.number(),
  total: z.number(),
});
export type AnswerResult = z.infer<typeof AnswerResult>;
/** POST /attempts/{id}/finish. */
export const FinishReply = z.object({
  stars: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  score: z.number(),
  first_try_correct: z.number(),
  graded: z.number(),
  best_stars: z.number(),
  next_lesson: NextLesson,
  /** the unit's sticker when this finish completed the unit for the first time */
  sticker: z.object({ unit_id: z.string(), title: z.string(), picture: z.string().nullable() }).nullable(),
  /** a unit check's items, right or not, shown once it is finished */
  results: z.array(z.object({ activity_id: z.string(), correct: z.boolean() })).optional(),
});
export type FinishReply = z.infer<typeof FinishReply>;

// ---- the 403s of a lesson's calls ----
/** The caller's tier does not open the lesson: `unlock_tier` is the tier that would. */
export const LessonLockedError = z.object({
  error: z.object({
    code: z.literal("LESSON_LOCKED"),
    message: z.string(),
    unlock_tier: z.enum(["demo", "premium"]),
    unlock_by: z.literal("school").optional(),
  }),
});
/** The order holds the lesson back: the lesson before it is to be finished first. */
export const LessonNotYetError = z.object({
  error: z.object({ code: z.literal("LESSON_NOT_YET"), message: z.string(), after_lesson: z.string() }),
});
/** A lesson call's 403: locked, not yet, or another refusal in the one envelope. */
export const LessonForbidden = z.union([LessonLockedError, LessonNotYetError, ErrorReply]);

// The browser's hand-written course types (content/publicTypes.ts, below this folder, so not z.infer of these)
// must say what these schemas say: the compiler checks both ways here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const handTypesMatch: [
  Same<z.infer<typeof CoursesReply>, Hand.CoursesReply>,
  Same<z.infer<typeof LessonReply>, Hand.LessonReply>,
  Same<z.infer<typeof AttemptReply>, Hand.AttemptReply>,
  Same<z.infer<typeof AnswerResult>, Hand.AnswerResult>,
  Same<z.infer<typeof FinishReply>, Hand.FinishReply>,
  Same<z.infer<typeof PromptReply>, Hand.PromptReply>,
  Same<z.infer<typeof PublicActivity>, Hand.PublicActivity>,
] = [true, true, true, true, true, true, true];
