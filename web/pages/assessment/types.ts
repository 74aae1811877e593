// Shapes of the assessments API as the pages use them, as the routes answer them (web/api/client.ts Reply<…>).
import type { api, Reply } from "../../api/client";

type LevelTests = (typeof api.assessments)["level-tests"];
/** GET /assessments/level-tests/current. */
export type LevelTestCurrent = Reply<LevelTests["current"]["get"]>;
/** GET /assessments/level-tests/:id (and the replies of starting and answering). */
export type TestState = Reply<ReturnType<LevelTests>["get"]>;
export type PublicQuestion = NonNullable<TestState["question"]>;
type Result = NonNullable<TestState["result"]>;
export type StartHere = NonNullable<Result["start_here"]>;
type ReviewItem = NonNullable<Result["review"]>[number];
export type SkillResult = NonNullable<Result["skills"]>[number];
/** A result as the results page reads it: from the server (GET /assessments/results[/:id]), or as the test
 * left it in session storage (older shapes too, hence every field optional). */
export type LevelTestResult = {
  id?: number;
  level?: string;
  level_result?: string;
  score?: number;
  totalQuestions?: number;
  correctAnswers?: number;
  recommendations?: string[];
  test_date?: string;
  /** Each question after the test, with its right answer (from the server, with the result). */
  review?: ReviewItem[];
  /** Per skill: what the child can already do. */
  skills?: SkillResult[];
  /** Said when the child is placed at the highest level with lessons. */
  ceiling_note?: string | null;
  /** The first lesson of the placed level, and whether the family's tier opens it. */
  start_here?: StartHere | null;
};

/** The key SPEC section 3 gives for the latest result in session storage. */
export const RESULTS_STORAGE_KEY = "level_test_results";

export function isResult(v: unknown): v is LevelTestResult {
  if (!v || typeof v !== "object") return false;
  const r = v as LevelTestResult;
  return typeof (r.level ?? r.level_result) === "string";
}
