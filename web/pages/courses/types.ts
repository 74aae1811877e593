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
  PromptReply,
  PublicActivity,
  Tier,
  UnitSummary,
} from "../../../src/modules/content/publicTypes";
export type { ProgressReply, ReviewReply } from "../../../src/modules/learning/progressTypes";
import type {
  AnswerFor,
  AnswerResult,
  PayloadFor,
  PromptReply,
} from "../../../src/modules/content/publicTypes";

export type ActivityType = keyof PayloadFor;
export type ActivityOf<T extends ActivityType> = PayloadFor[T];

/** How this device plays an activity whose prompt is heard: "heard" when it can say every prompt (a clip,
 * or an Arabic voice), else "seen" (the prompt shown: vowelled Arabic, and the picture for words). Other
 * activities are always "heard" (nothing to hear is missing). */
export type Form = "heard" | "seen";
/** The activity's hidden prompts, fetched when it appears: `main` (the listen prompt) and, for
 * match_sounds, each sound by its choice id; `replay` says the instruction and the prompt again. */
export type Prompts = { form: Form; main: PromptReply | null; sounds: Record<string, PromptReply> };

/** What every activity component receives. `result` is the server's reply once answered (the
 * component then shows the right answer from `result.expected`); `disabled` while it is in flight. */
export type ActivityProps<T extends ActivityType> = {
  activity: ActivityOf<T>;
  onAnswer: (answer: AnswerFor[T]) => void;
  disabled: boolean;
  result: AnswerResult | null;
  showTranslit: boolean;
  /** The hidden prompts and the form this device plays them in. */
  prompts: Prompts;
};

/** The expected answer of a reply, read defensively (the server sends `unknown`). */
export function expectedField<T>(result: AnswerResult | null, key: string): T | undefined {
  const e = result?.expected as Record<string, unknown> | null | undefined;
  return e && typeof e === "object" && key in e ? (e[key] as T) : undefined;
}
