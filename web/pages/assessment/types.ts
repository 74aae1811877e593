// Shapes of the assessments API as the pages use them (type-only imports from the server modules).
import type { PublicQuestion } from "../../../src/modules/assessments/present";
import type { currentTest, TestState } from "../../../src/modules/assessments/levelTest";
import type { ReviewItem, SkillResult, StartHere } from "../../../src/modules/assessments/service";

export type { PublicQuestion, TestState, SkillResult, StartHere };
/** GET /assessments/level-tests/current. */
export type LevelTestCurrent = Awaited<ReturnType<typeof currentTest>>;

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
