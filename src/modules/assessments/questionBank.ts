// The level test's questions, made from the course's own material (content/questionBank.ts): for
// each level with lessons, pictures to tap after hearing a word (for children who cannot read yet),
// letters to tap after hearing them, and words to read; the spec's greeting question comes first.
// A question is stored with its answer on the server (level_tests.questions); the browser gets it
// through present.ts, without the answer and with per-test opaque choice ids.
import { randomInt } from "node:crypto";
import { interchangeable } from "../content/pictureReadings";
import { testLetters, testableLevels, wordById, type TestableLevel } from "../content/questionBank";

/** Every level value the product knows (SPEC section 3). */
export const LEVELS = ["Absolute Beginner", "Beginner", "A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type Level = (typeof LEVELS)[number];

export type Skill = "greetings" | "listening" | "letters" | "reading";
export type QuestionType = "meaning" | "listen_pick_picture" | "listen_pick_letter" | "read_pick_picture";

/** A question as the server keeps it: item keys are "word:<id>", "letter:<id>" or "opt:<id>". */
export type StoredQuestion = {
  levelId: string;
  skill: Skill;
  type: QuestionType;
  answer: string;
  items: string[];
  chosen?: string;
  correct?: boolean;
};

/** The spec's options, in the spec's order (Hello, the right one, first); their words are the catalogue's
 * ("assessment.option.*", words.ts). Each also shown as a picture (issue #25: a child who cannot read answers
 * by the pictures, the options read aloud): the course word's own picture where the course has the word,
 * else a picture of its own. */
export const GREETING_OPTIONS = [
  { key: "opt:hello", word: "marhaban" },
  { key: "opt:goodbye", word: "maa-salama" },
  { key: "opt:thank-you", word: "shukran" },
  { key: "opt:please", picture: "raised-hand" },
] as const;
export const GREETING_WORD = "marhaban";

/** The skills asked at a level, in turn: the first level trains the ear and the letters, later ones reading too. */
export const skillsFor = (levelIndex: number): Skill[] =>
  levelIndex === 0 ? ["listening", "letters"] : ["listening", "reading"];

function pick<T>(xs: T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(randomInt(pool.length), 1)[0]);
  return out;
}

/** The greeting question of the spec (always the first). */
export function greetingQuestion(levelId: string): StoredQuestion {
  return {
    levelId,
    skill: "greetings",
    type: "meaning",
    answer: "opt:hello",
    items: GREETING_OPTIONS.map((o) => o.key),
  };
}

/**
 * A new question for `level` training `skill`, never one whose answer was already asked in this test
 * (`used`: answer keys). Three other choices of the same kind, each showing a different picture.
 */
export function newQuestion(
  level: TestableLevel,
  skill: Skill,
  used: Set<string>,
  heard: (key: string) => boolean = () => true,
): StoredQuestion {
  // Never a question the child cannot answer (issue #25): a listening question only for an item this
  // device can say (its Arabic voice) or play (a recorded clip); else the level's reading question.
  if (skill === "letters" && !testLetters().some((l) => heard(`letter:${l.id}`)))
    return newQuestion(level, "reading", used, heard);
  if (skill === "listening" && !level.pictureWords.some((w) => heard(`word:${w.id}`)))
    return newQuestion(level, "reading", used, heard);
  if (skill === "letters") {
    const letters = testLetters();
    const fresh = letters.filter((l) => !used.has(`letter:${l.id}`) && heard(`letter:${l.id}`));
    const [answer] = pick(fresh.length ? fresh : letters.filter((l) => heard(`letter:${l.id}`)), 1);
    const others = pick(
      letters.filter((l) => l.id !== answer.id),
      3,
    );
    return {
      levelId: level.id,
      skill,
      type: "listen_pick_letter",
      answer: `letter:${answer.id}`,
      items: [answer, ...others].map((l) => `letter:${l.id}`),
    };
  }
  const words = level.pictureWords;
  const askable = skill === "listening" ? words.filter((w) => heard(`word:${w.id}`)) : words;
  const fresh = askable.filter((w) => !used.has(`word:${w.id}`));
  const [answer] = pick(fresh.length ? fresh : askable, 1);
  // three others, none a second defensible answer: no shared picture or meaning, no picture that reads
  // as another choice's meaning (dār "house, home" beside bayt "house")
  const others: typeof words = [];
  for (const w of pick(words, words.length)) {
    if (others.length === 3) break;
    if ([answer, ...others].every((c) => c.picture !== w.picture && !interchangeable(c, w))) others.push(w);
  }
  return {
    levelId: level.id,
    skill,
    type: skill === "reading" ? "read_pick_picture" : "listen_pick_picture",
    answer: `word:${answer.id}`,
    items: [answer, ...others].map((w) => `word:${w.id}`),
  };
}

/** The chain of levels the test can place at (levels with lessons), and a check that the greeting exists. */
export function testChain(): TestableLevel[] {
  const chain = testableLevels();
  if (!chain.length) throw new Error("level test: no level has lessons and pictures");
  if (!wordById(GREETING_WORD))
    throw new Error(`level test: the greeting word ${GREETING_WORD} is missing from the vocabulary`);
  return chain;
}

// ---- results of the one-question test (before issue 14) ---------------------------------------
// Rows stored then have answers {"q-greeting-marhaba": "<option>"}: their review is rebuilt from this.
export const LEGACY_QUESTION_ID = "q-greeting-marhaba";
