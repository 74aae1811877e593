// The course contract as the routes answer it (web/api/client.ts Reply<…>): nothing here is written by hand
// but the player's own state. The answer a type posts (AnswerFor) is the server's z.input of its answer schema.
import type { api, Reply } from "../../api/client";
import type { AnswerFor } from "../../../src/modules/content/activities/registry";

export type { AnswerFor };
type Lesson = ReturnType<typeof api.lessons>;
type Attempt = ReturnType<typeof api.attempts>;
/** GET /courses: the library. */
export type CoursesReply = Reply<typeof api.courses.get>;
export type Tier = CoursesReply["tier"];
export type LevelSummary = CoursesReply["levels"][number];
export type UnitSummary = LevelSummary["units"][number];
export type LessonSummary = UnitSummary["lessons"][number];
/** GET /lessons/:id. */
export type LessonReply = Reply<Lesson["get"]>;
/** A text still sent in both languages by the areas outside the course API (a teacher's assignment titles). */
export type Localized = { en: string; fr?: string };
/** POST /lessons/:id/attempts: the player renders the attempt's activities (choice ids are per attempt). */
export type AttemptReply = Reply<Lesson["attempts"]["post"]>;
export type PublicActivity = AttemptReply["activities"][number];
export type ActivityType = PublicActivity["type"];
export type ActivityOf<T extends ActivityType> = Extract<PublicActivity, { type: T }>;
export type Choice = Extract<PublicActivity, { type: "listen_pick_letter" }>["choices"][number];
/** POST /attempts/:id/answers and /finish. */
export type AnswerResult = Reply<Attempt["answers"]["post"]>;
export type FinishReply = Reply<Attempt["finish"]["post"]>;
/** GET /attempts/:id/activities/:aid/prompt: a hidden prompt, and what to show when it cannot be said. */
export type PromptReply = Reply<ReturnType<Attempt["activities"]>["prompt"]["get"]>;
export type AudioSlot = Omit<PromptReply, "shown">;
/** GET /progress, GET /review (practice), GET /certificates. */
export type ProgressReply = Reply<typeof api.progress.get>;
export type WeekFigures = ProgressReply["weeks"][number];
export type ReviewReply = Reply<typeof api.review.get>;
export type CertificateView = Reply<typeof api.certificates.get>["certificates"][number];

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
