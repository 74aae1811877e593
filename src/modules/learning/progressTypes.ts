// What the progress API sends to the browser (type-only; the pages import it with `import type`).
import type { AudioSlot } from "../content/publicTypes";

/** One week's figures (weeks start on Monday, UTC). `days` = days with a finished lesson or practice. */
export type WeekFigures = { start: string; seconds: number; lessons: number; days: number };

/** GET /api/v1/progress. */
export type ProgressReply = {
  lessons_completed: { lesson_id: string; stars: number; completed_at: string; times_completed: number }[];
  /** Per-skill counts of first-try answers (seen / right). */
  skills: { skill: string; seen: number; correct: number }[];
  total_seconds: number;
  stars_total: number;
  /** This week, with the weekly goal (days learned; no streak: a missed week loses nothing). */
  week: WeekFigures & { goal: number; goal_met: boolean };
  /** The last 8 weeks, oldest first (this week last), for charts. */
  weeks: WeekFigures[];
  /** Per skill (letter:<id>, word:<id>): items in a Leitner box and the share in box ≥ 3. */
  mastery: { skill: string; items: number; mastered: number; mastery: number }[];
  /** Every item's Leitner box and when it is next due. */
  items: { item: string; box: number; due_at: string }[];
  /** Items due for review now. */
  review_due: number;
  /** Letters and words answered right at least once, with their audio; a word's `en` is its meaning in the
   * learner's language (users.locale), as are the unit titles and the labels below. */
  letters_learned: { id: string; char: string; name: string; translit: string; audio: AudioSlot }[];
  words_learned: { id: string; ar: string; translit: string; en: string; audio: AudioSlot }[];
  /** Skills by state: mastered (mastery 1), to practise (not mastered, an item due or just missed), learning (the rest). */
  skill_counts: { mastered: number; learning: number; practise: number };
  /** Skills to practise: a recent mistake or an item due, lowest mastery first (at most 8). */
  needs_practice: { skill: string; label: string; mastery: number }[];
  /** A sticker per finished unit (every lesson done), never taken away. */
  stickers: { unit_id: string; title: string; picture: string | null; earned_at: string }[];
  /** The next unit to finish (null when all available units are done). */
  next_milestone: { unit_id: string; title: string; lessons_left: number; lessons: number } | null;
  /** Tales (their three questions answered right) and rhymes (chanted to the end) finished. */
  stories_read: number;
};

/** GET /api/v1/review: the practice session the server would build now (POST /review/attempts plays it). */
export type ReviewReply = {
  activities: number;
  minutes: number;
  due: number;
  items: string[];
  types: string[];
};

/** A level certificate as its owner sees it (GET /api/v1/certificates). */
/** `issued_by`: the school that issued it, as named then (null: no school). */
export type CertificateView = {
  code: string;
  name: string;
  level: { id: string; name: string; cefr: string; can_do: string[] };
  score: number;
  issued_at: string;
  revoked: boolean;
  issued_by: string | null;
};
/** GET /api/v1/certificates/{code} (public): name, level and date only; a revoked one says only that. */
export type CertificateVerification =
  | { status: "valid"; certificate: Omit<CertificateView, "revoked" | "score"> }
  | { status: "revoked"; code: string };
