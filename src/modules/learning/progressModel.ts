// The contract of the progress routes (issue #32): the child's progress, the practice session, level
// certificates. Reply types are z.infer of these, and Elysia sends only what is named here.
import { z } from "zod";
import { AudioSlot } from "./model";

/** ?child_id=: a parent reads one of their children's (issue #16); access/whoseLearning.ts checks that it is an id
 *  and theirs (anything else: 404 CHILD_NOT_FOUND, whoever asks). */
export const LearnerQuery = z.object({ child_id: z.string().optional() });

/** One week's figures (weeks start on Monday, UTC). `days` = days with a finished lesson or practice. */
export const WeekFigures = z.object({
  start: z.string(),
  seconds: z.number(),
  lessons: z.number(),
  days: z.number(),
});
export type WeekFigures = z.infer<typeof WeekFigures>;

/** GET /progress. */
export const ProgressReply = z.object({
  lessons_completed: z.array(
    z.object({
      lesson_id: z.string(),
      stars: z.number(),
      completed_at: z.string(),
      times_completed: z.number(),
    }),
  ),
  /** Per-skill counts of first-try answers (seen / right). */
  skills: z.array(z.object({ skill: z.string(), seen: z.number(), correct: z.number() })),
  total_seconds: z.number(),
  stars_total: z.number(),
  /** This week, with the weekly goal (days learned; no streak: a missed week loses nothing). */
  week: WeekFigures.extend({ goal: z.number(), goal_met: z.boolean() }),
  /** The last 8 weeks, oldest first (this week last), for charts. */
  weeks: z.array(WeekFigures),
  /** Per skill (letter:<id>, word:<id>): items in a Leitner box and the share in box ≥ 3. */
  mastery: z.array(
    z.object({ skill: z.string(), items: z.number(), mastered: z.number(), mastery: z.number() }),
  ),
  /** Every item's Leitner box and when it is next due. */
  items: z.array(z.object({ item: z.string(), box: z.number(), due_at: z.string() })),
  /** Items due for review now. */
  review_due: z.number(),
  /** Letters and words answered right at least once, with their audio. */
  letters_learned: z.array(
    z.object({ id: z.string(), char: z.string(), name: z.string(), translit: z.string(), audio: AudioSlot }),
  ),
  words_learned: z.array(
    z.object({ id: z.string(), ar: z.string(), translit: z.string(), en: z.string(), audio: AudioSlot }),
  ),
  /** Skills by state: mastered (mastery 1), to practise (an item due or just missed), learning (the rest). */
  skill_counts: z.object({ mastered: z.number(), learning: z.number(), practise: z.number() }),
  /** Skills to practise: a recent mistake or an item due, lowest mastery first (at most 8). */
  needs_practice: z.array(z.object({ skill: z.string(), label: z.string(), mastery: z.number() })),
  /** A sticker per finished unit (every lesson done), never taken away. */
  stickers: z.array(
    z.object({
      unit_id: z.string(),
      /** in the learner's language */
      title: z.string(),
      picture: z.string().nullable(),
      earned_at: z.string(),
    }),
  ),
  /** The next unit to finish (null when all available units are done). */
  next_milestone: z
    .object({ unit_id: z.string(), title: z.string(), lessons_left: z.number(), lessons: z.number() })
    .nullable(),
  /** Tales (their three questions answered right) and rhymes (chanted to the end) finished. */
  stories_read: z.number(),
});
export type ProgressReply = z.infer<typeof ProgressReply>;

/** GET /review: the practice session the server would build now (POST /review/attempts plays it). */
export const ReviewReply = z.object({
  activities: z.number(),
  minutes: z.number(),
  due: z.number(),
  items: z.array(z.string()),
  types: z.array(z.string()),
});
export type ReviewReply = z.infer<typeof ReviewReply>;

/** A level certificate as its owner sees it. `issued_by`: the school that issued it, as named then. */
export const CertificateView = z.object({
  code: z.string(),
  name: z.string(),
  level: z.object({ id: z.string(), name: z.string(), cefr: z.string(), can_do: z.array(z.string()) }),
  score: z.number(),
  issued_at: z.string(),
  revoked: z.boolean(),
  issued_by: z.string().nullable(),
});
export type CertificateView = z.infer<typeof CertificateView>;
/** GET /certificates. */
export const CertificatesReply = z.object({ certificates: z.array(CertificateView) });
/** GET /certificates/{code} (public): name, level and date only; a revoked one says only that. */
export const CertificateVerification = z.discriminatedUnion("status", [
  z.object({ status: z.literal("valid"), certificate: CertificateView.omit({ revoked: true, score: true }) }),
  z.object({ status: z.literal("revoked"), code: z.string() }),
]);
export type CertificateVerification = z.infer<typeof CertificateVerification>;
/** POST /admin/certificates/{code}/revoke. */
export const RevokedReply = z.object({ code: z.string(), revoked: z.literal(true), revoked_at: z.string() });

/** What one learner learned, in a data export (a family's, a pupil's for their teacher). */
export const LearningExport = {
  level_test_results: z.array(
    z.object({
      level: z.string(),
      score: z.number(),
      total_questions: z.number(),
      correct_answers: z.number(),
      recommendations: z.array(z.string()),
      answers: z.record(z.string(), z.string()),
      details: z.unknown(),
      test_date: z.string().nullable(),
    }),
  ),
  lesson_attempts: z.array(
    z.object({
      id: z.string(),
      lesson_id: z.string(),
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
      stars: z.number().nullable(),
      first_try_correct: z.number().nullable(),
      graded: z.number().nullable(),
      seconds: z.number().nullable(),
      answers: z.array(
        z.object({
          activity_id: z.string(),
          answer: z.unknown(),
          correct: z.boolean(),
          first_try: z.boolean(),
          created_at: z.string().nullable(),
        }),
      ),
    }),
  ),
  lesson_progress: z.array(
    z.object({
      lesson_id: z.string(),
      best_stars: z.number(),
      completed_at: z.string().nullable(),
      times_completed: z.number(),
    }),
  ),
  skill_progress: z.array(z.object({ skill: z.string(), seen: z.number(), correct: z.number() })),
  review_items: z.array(
    z.object({
      item: z.string(),
      box: z.number(),
      due_at: z.string().nullable(),
      right: z.number(),
      wrong: z.number(),
      last_answered_at: z.string().nullable(),
    }),
  ),
  certificates: z.array(
    z.object({
      code: z.string(),
      level_id: z.string(),
      name: z.string(),
      score: z.number(),
      issued_at: z.string().nullable(),
      revoked_at: z.string().nullable(),
    }),
  ),
};
