// What the course API sends to the browser and what it accepts: the contract between the server
// (src/modules/learning) and the lesson player (web/pages/courses). Type-only: the browser imports
// these with `import type`. No answer key ever appears in a type sent before an answer.
import type { PayloadFor } from "./activities/registry";

export type Tier = "none" | "demo" | "premium";
export type Localized = { en: string; fr?: string };
/** The language the course replies are written in: the learner's users.locale ("fr"), else English. Every
 * course text (titles, goals, home cards, meanings, letter sounds) comes as one string in that language. */
export type CourseLang = "en" | "fr";

/** An audio slot: `url` plays the recorded clip when one exists (null otherwise); `speak` is the Arabic
 * text a device voice may read as a fallback; `translit` is shown when neither is available. For a
 * prompt whose text would give the answer away, `url` and `speak` are opaque per activity: the player
 * fetches GET /api/v1/attempts/{attemptId}/activities/{activityId}/prompt when the child taps "listen".
 * match_sounds' sounds (right column) are opaque the same way: each choice's audio has url/speak null,
 * and the player fetches …/prompt?choice=<that choice id> when the child taps it. */
export type AudioSlot = { id: string; url: string | null; speak: string | null; translit: string | null };
/** GET …/prompt: the hidden prompt's audio slot and its seen form, which the player shows instead when this
 * device can say nothing (no clip, no Arabic voice): the vowelled Arabic (for a word, with its picture).
 * An answer given to the seen form says so (`played: "seen"`) and is not graded: it counts as done, never
 * towards stars, mastery or "needs practice". */
export type PromptReply = AudioSlot & { shown: { text: string; picture: string | null } };

export type LetterCard = {
  id: string;
  char: string;
  name: string; // vowelled Arabic name
  translit: string;
  sound: string;
  forms: { isolated: string; initial: string; medial: string; final: string }; // shown with tatweel
  audio: AudioSlot;
};
export type WordCard = {
  id: string;
  ar: string; // vowelled
  plain: string; // harakat removed
  translit: string;
  /** Training wheels (content/wheels.ts), decided per word for this child: the player shows `plain` when
   * harakat_faded, hides `translit` when translit_faded, and a "show" button brings either back. */
  harakat_faded: boolean;
  translit_faded: boolean;
  /** the child has answered this word before (it has a review item): the card greets it as known, not new */
  met_before: boolean;
  en: string;
  picture: string | null; // URL of the self-hosted picture
  audio: AudioSlot;
};
/** One choice: `id` is opaque (c1, c2…), shuffled per attempt; never the content id of the answer. */
export type Choice = {
  id: string;
  text?: string;
  picture?: string;
  label?: string;
  audio?: AudioSlot /** the vowelled text when `text` shows it without harakat (training wheels) */;
  vowelled?: string;
};

/** One activity as the browser receives it: each type's payload is what its module presents
 * (activities/<type>.ts `present`), listed by type in activities/registry.ts. */
export type PublicActivity = PayloadFor[keyof PayloadFor];
export type { PayloadFor };

/** Stroke guide in a 1024 × 1024 box (y down): each stroke is a centre line, in writing order; dots are
 * single points. The player draws the guide and the child's ink; the server grades. */
export type TraceGuide = {
  strokes: { points: [number, number][]; dot?: boolean }[];
  /** Where the teaching font's glyph sits in the box (SVG <text x y font-size text-anchor="middle">),
   * so the faint guide glyph lies under the centre lines; `glyph` is the exact text the lines were fitted to. */
  text?: { glyph: string; x: number; y: number; size: number };
};

/** The answer shapes posted to POST /api/v1/attempts/{attemptId}/answers as `answer`, by type: each
 * type's module states it as a zod schema (`answer`). E.g. { choice } for a single choice, { pairs:
 * [[left id, right id]…] } for matching, { strokes, self_report? } for a trace (self_report: the
 * keyboard / screen-reader path, counted as done, never as first-try correct). */
export type { AnswerFor } from "./activities/registry";

/** The reply to an answer: right or wrong, and the correct answer in the same shape as the question's
 * ids (e.g. the right choice id), so the player can show it. */
export type AnswerResult = {
  /** null in a unit check: nothing is revealed until it is finished (then FinishReply.results). */
  correct: boolean | null;
  expected: unknown; // e.g. { choice: "c2" } / { index: 3 } / { tiles: [...] } / per-stroke results for trace
  feedback: string | null; // a friendly sentence, e.g. "Well done!" / "This is دَ (da)."
  first_try: boolean; // whether this was the first answer to this activity in this attempt
  retry_later: boolean; // a wrong answer: the activity comes back later in the lesson
  done: number; // activities completed in this attempt
  total: number;
};

export type LessonSummary = {
  id: string;
  title: string;
  kind: "letters" | "words" | "story" | "song" | "review" | "check";
  position: number; // 1-based within its level (the demo opens positions 1 and 2)
  skills: string[];
  /** What it teaches, named in words for the grown-ups ("the letters alif, dāl and dhāl"); null for reviews and checks. */
  teaches: string | null;
  activity_count: number;
  locked: boolean;
  unlock_tier: Tier | null; // the tier that would unlock it (null when open or held back by the order)
  after: string | null; // the order lock: the lesson to finish first (null when open or locked by tier)
  unlock_by?: "school"; // a pupil's lesson their class's licence would open (issue #29): "Your teacher's school can open this"
  stars: number | null; // the caller's best stars, null when never finished
};
export type UnitSummary = {
  id: string;
  title: string;
  goal: string;
  topic: string;
  picture: string | null;
  lessons: LessonSummary[];
};
export type LevelSummary = {
  id: string;
  name: string;
  cefr: string;
  status: "available" | "coming";
  description: string;
  units: UnitSummary[];
  planned_units: { title: string; goal: string }[];
};
/** GET /api/v1/courses (also answers signed out, everything locked, tier "none"). */
export type CoursesReply = { tier: Tier; lang: CourseLang; levels: LevelSummary[]; totals?: CourseTotals };
/** Course figures (the landing's "N levels / N units"): every level of the path, the authored units of
 * available levels and the planned units of coming ones, lessons, activities and words. */
export type CourseTotals = {
  levels: number;
  levels_available: number;
  levels_coming: number;
  units: number;
  planned_units: number;
  lessons: number;
  activities: number;
  words: number;
  /** the shelf (src/modules/tales): picture tales and rhymes */
  tales: number;
  rhymes: number;
};

/** GET /api/v1/lessons/{id}. */
export type LessonReply = {
  id: string;
  lang: CourseLang;
  level: { id: string; name: string };
  unit: { id: string; title: string };
  title: string;
  kind: LessonSummary["kind"];
  show_translit: boolean;
  activities: PublicActivity[];
  next_lesson: { id: string; title: string; locked: boolean } | null;
  home_card: string | null;
};

/** The 403s of GET /lessons/{id}, POST /lessons/{id}/attempts, answers, finish and prompts: LESSON_LOCKED
 * (the tier does not open the lesson: `unlock_tier`, `unlock_by`) is the LessonLocked error of service.ts,
 * and LESSON_NOT_YET (the order holds it back: `after_lesson`) is its LessonNotYet; their bodies are those
 * errors' own (no hand-written copy here). */
/** Other course errors (error.code): LESSON_NOT_FOUND, ATTEMPT_NOT_FOUND (also another family's attempt),
 * ACTIVITY_NOT_FOUND, PROMPT_NOT_FOUND (404); VALIDATION (422: a wrong answer shape, or an id that is not
 * an item of this activity in this attempt); ATTEMPT_FINISHED, ATTEMPT_INCOMPLETE (finish before every
 * activity is done), LESSON_CHANGED (the lesson changed since the attempt began: start again) (409);
 * RATE_LIMITED (429). */

/** POST /api/v1/lessons/{id}/attempts → the attempt; the activities' choice ids are per attempt, so the
 * player renders `activities` from this reply, not from GET /lessons/{id}. */
export type AttemptReply = {
  attempt_id: string;
  lesson_id: string;
  activities: PublicActivity[];
  total: number;
};

/** POST /api/v1/attempts/{id}/finish. */
export type FinishReply = {
  stars: 0 | 1 | 2 | 3;
  score: number;
  first_try_correct: number;
  graded: number;
  best_stars: number;
  next_lesson: LessonReply["next_lesson"];
  /** The unit's sticker when this finish completed the unit for the first time (null otherwise, and for practice). */
  sticker: { unit_id: string; title: string; picture: string | null } | null;
  /** A unit check's items, right or not, shown once it is finished. */
  results?: { activity_id: string; correct: boolean }[];
};
