// Shapes of the assessments API as the pages use them.
export type LevelTestQuestion = { id: string; prompt: string; arabic: string | null; options: { id: string; text: string }[] };
export type LevelTestQuestions = { test_id: string; title: string; duration_minutes: number; total_questions: number; questions: LevelTestQuestion[] };
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
  review?: {
    question_id: string;
    prompt: string;
    arabic: string | null;
    chosen_option_id: string | null;
    chosen_text: string | null;
    correct_option_id: string;
    correct_text: string;
    is_correct: boolean;
  }[];
};

/** The key SPEC section 3 gives for the latest result in session storage. */
export const RESULTS_STORAGE_KEY = "level_test_results";

export function isResult(v: unknown): v is LevelTestResult {
  if (!v || typeof v !== "object") return false;
  const r = v as LevelTestResult;
  return typeof (r.level ?? r.level_result) === "string";
}
