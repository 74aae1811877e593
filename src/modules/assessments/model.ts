// The contract of the assessments API (issue #32): requests and replies (zod); reply types are z.infer of these.
import { z } from "zod";
import { OPAQUE_ID } from "../content/opaque";
import { AudioSlot, Choice, Tier } from "../learning/model";

/** POST /assessments/level-tests: `restart` leaves the open test (if any) and begins a new one. */
export const StartTest = z.object({ restart: z.boolean().optional() });

/** POST /assessments/level-tests/:id/answers: the number of the question on screen and the chosen choice id. */
export const TestAnswer = z.object({
  number: z.number({ error: "number must be the question's number" }).int().min(1).max(100),
  choice: z
    .string({ error: "Please select an answer before submitting" })
    .regex(OPAQUE_ID, "Please choose one of the answers shown"),
  /** Issue #25: whether the page's device has an Arabic voice; without one, listening questions are asked
   * only about items with a recorded clip (absent: as before, every item). */
  hears_arabic: z.boolean({ error: "hears_arabic must be true or false" }).optional(),
});

export const ResultId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /assessments/access-token. */
export const AccessTokenRequest = z.object({
  content_type: z.enum(["lesson", "assessment"], { error: "content_type must be lesson or assessment" }),
  content_id: z.string().min(1, "content_id is required").max(64, "content_id is too long"),
});

// ---- replies ----
/** One question after the test: what was chosen and the right answer, so a child learns from a wrong answer. */
export const ReviewItem = z.object({
  question_id: z.string(),
  prompt: z.string(),
  arabic: z.string().nullable(),
  chosen_option_id: z.string().nullable(),
  chosen_text: z.string().nullable(),
  correct_option_id: z.string(),
  correct_text: z.string(),
  is_correct: z.boolean(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;
/** Per skill and level: questions asked, right, and whether the child can already do it. */
export const SkillResult = z.object({
  skill: z.string(),
  level_id: z.string(),
  level_name: z.string(),
  label: z.string(),
  asked: z.number(),
  right: z.number(),
  can_do: z.boolean(),
});
export type SkillResult = z.infer<typeof SkillResult>;
/** SPEC section 3's level test result (level also as level_result for older clients). */
export const PublicResult = z.object({
  id: z.number(),
  level: z.string(),
  level_result: z.string(),
  score: z.number(),
  totalQuestions: z.number(),
  correctAnswers: z.number(),
  recommendations: z.array(z.string()),
  test_date: z.string(),
  review: z.array(ReviewItem),
  placed_level_id: z.string().nullable(),
  skills: z.array(SkillResult),
  capped: z.boolean(),
  ceiling_note: z.string().nullable(),
});
export type PublicResult = z.infer<typeof PublicResult>;
/** "Start here": the first lesson of the placed level, and whether the caller's tier opens it now. */
export const StartHere = z.object({
  lesson_id: z.string(),
  title: z.string(),
  level_id: z.string(),
  level_name: z.string(),
  locked: z.boolean(),
  unlock_tier: Tier.nullable(),
  tier: Tier,
  /** Lessons before it in the course (a premium child may skip them; they stay open for review). */
  earlier_lessons: z.number(),
});
export type StartHere = z.infer<typeof StartHere>;
export const ResultWithStart = PublicResult.extend({ start_here: StartHere.nullable() });
export type ResultWithStart = z.infer<typeof ResultWithStart>;

/** The question on screen: no answer key; listening prompts are fetched from `prompt_url`. */
export const PublicQuestion = z.object({
  number: z.number(),
  type: z.enum(["meaning", "listen_pick_picture", "listen_pick_letter", "read_pick_picture"]),
  prompt: z.string(),
  /** What the page reads aloud when the question appears. */
  say: z.string(),
  /** Arabic to read (the greeting, the word of a reading question), right to left. */
  arabic: z.string().nullable(),
  /** Audio the child may play that does not give the answer away (the greeting). */
  audio: AudioSlot.nullable(),
  prompt_url: z.string().nullable(),
  choices: z.array(Choice),
});
export type PublicQuestion = z.infer<typeof PublicQuestion>;
/** A level test as the page sees it (GET /level-tests/:id, a start, an answer). */
export const TestState = z.object({
  id: z.string(),
  status: z.enum(["open", "finished"]),
  /** Questions answered so far; `question.number` is the one on screen. */
  answered: z.number(),
  max_questions: z.number(),
  /** For the progress bar: answered + the most questions that may still come. */
  total_estimate: z.number(),
  question: PublicQuestion.nullable(),
  result: ResultWithStart.nullable(),
});
export type TestState = z.infer<typeof TestState>;
export const CurrentTest = z.object({ test: TestState.nullable() });
/** GET /results: newest first; the newest with its "start here". */
export const ResultsHistory = z.array(z.union([ResultWithStart, PublicResult]));
/** POST /access-token: a short-lived token for one content item. */
export const ContentToken = z.object({
  token: z.string(),
  content_type: z.enum(["lesson", "assessment"]),
  content_id: z.string(),
  tier: Tier,
  expires_at: z.string(),
});
export type ContentToken = z.infer<typeof ContentToken>;
