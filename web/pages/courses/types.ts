// The course contract, type-only, from the server's own module (nothing of the server is bundled).
export type {
  AnswerFor,
  AnswerResult,
  AttemptReply,
  AudioSlot,
  Choice,
  CoursesReply,
  FinishReply,
  LessonReply,
  LessonSummary,
  LevelSummary,
  Localized,
  PublicActivity,
  Tier,
  UnitSummary,
} from "../../../src/modules/courses/publicTypes";
export type { ProgressReply, ReviewReply } from "../../../src/modules/progress/publicTypes";
import type { AnswerFor, AnswerResult, PayloadFor } from "../../../src/modules/courses/publicTypes";

export type ActivityType = keyof PayloadFor;
export type ActivityOf<T extends ActivityType> = PayloadFor[T];

/** What every activity component receives. `result` is the server's reply once answered (the
 * component then shows the right answer from `result.expected`); `disabled` while it is in flight. */
export type ActivityProps<T extends ActivityType> = {
  activity: ActivityOf<T>;
  onAnswer: (answer: AnswerFor[T]) => void;
  disabled: boolean;
  result: AnswerResult | null;
  showTranslit: boolean;
  /** Fetches a hidden listen prompt (GET /attempts/:id/activities/:aid/prompt). */
  promptUrl: string;
};

/** The expected answer of a reply, read defensively (the server sends `unknown`). */
export function expectedField<T>(result: AnswerResult | null, key: string): T | undefined {
  const e = result?.expected as Record<string, unknown> | null | undefined;
  return e && typeof e === "object" && key in e ? (e[key] as T) : undefined;
}
