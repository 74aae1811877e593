// The level test as data: questions (with their correct answers), the score bands that map a
// score to a level of SPEC section 3, and the recommendations for each level. This module never
// reaches the browser: GET /assessments/level-test/questions strips the answers.
// Growing the 1-question test of the spec into the promised 50-question CEFR test means editing
// this data only (add questions, replace the bands with A1…C2 bands); no code changes.

/** Every level value the product knows (SPEC section 3). */
export const LEVELS = ["Absolute Beginner", "Beginner", "A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type Level = (typeof LEVELS)[number];

export type BankOption = { id: string; text: string };
export type BankQuestion = {
  id: string;
  prompt: string;
  /** Arabic shown with the prompt (right to left). */
  arabic?: string;
  /** Listed in this order; the spec lists the correct one first. */
  options: BankOption[];
  correctOptionId: string;
};

/** Score (0–100, rounded) at or above `minScore` gives `level`. Bands are checked highest first. */
export type ScoreBand = { minScore: number; level: Level };

export type QuestionBank = {
  id: string;
  title: string;
  durationMinutes: number;
  questions: BankQuestion[];
  bands: ScoreBand[];
  recommendations: Partial<Record<Level, string[]>> & { default: string[] };
};

const BASICS = ["Start with basic Arabic alphabet", "Practice common greetings", "Learn essential vocabulary"];

/** The in-app test of the spec: one question, one minute, instant results. */
export const LEVEL_TEST_BANK: QuestionBank = {
  id: "marhaba-placement-v1",
  title: "Arabic level test",
  durationMinutes: 1,
  questions: [
    {
      id: "q-greeting-marhaba",
      prompt: "What does the Arabic greeting Marhaba mean?",
      arabic: "مرحبا",
      options: [
        { id: "hello", text: "Hello" },
        { id: "goodbye", text: "Goodbye" },
        { id: "thank-you", text: "Thank you" },
        { id: "please", text: "Please" },
      ],
      correctOptionId: "hello",
    },
  ],
  // SPEC section 4: the right answer (score 100) gives Beginner, anything else Absolute Beginner.
  // A longer CEFR-aligned test would use e.g. [{95,"C2"},{85,"C1"},{70,"B2"},{55,"B1"},{40,"A2"},{20,"A1"},{0,"Absolute Beginner"}].
  bands: [
    { minScore: 100, level: "Beginner" },
    { minScore: 0, level: "Absolute Beginner" },
  ],
  recommendations: { default: BASICS },
};

/** Checks a bank is coherent; used at start-up by the service and by tests for any new bank. */
export function assertValidBank(bank: QuestionBank): QuestionBank {
  const ids = new Set<string>();
  if (!bank.questions.length) throw new Error(`bank ${bank.id}: no questions`);
  for (const q of bank.questions) {
    if (ids.has(q.id)) throw new Error(`bank ${bank.id}: duplicate question ${q.id}`);
    ids.add(q.id);
    const optionIds = new Set(q.options.map((o) => o.id));
    if (optionIds.size !== q.options.length || q.options.length < 2) throw new Error(`bank ${bank.id}: bad options in ${q.id}`);
    if (!optionIds.has(q.correctOptionId)) throw new Error(`bank ${bank.id}: ${q.id} has no correct option among its options`);
  }
  if (!bank.bands.some((b) => b.minScore === 0)) throw new Error(`bank ${bank.id}: no band starts at 0`);
  for (const b of bank.bands) if (!LEVELS.includes(b.level)) throw new Error(`bank ${bank.id}: unknown level ${b.level}`);
  return bank;
}
