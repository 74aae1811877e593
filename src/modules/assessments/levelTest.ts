// The adaptive level test (issue 14): the server holds each test (level_tests), shows one question
// at a time, grades every answer and decides the next question by the rule in adaptive.ts. A test
// left half-way is resumed (one open test per user); another user's test answers 404.
import { and, desc, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { levelTestResults, levelTests } from "../../db/schema";
import { conflict, forbidden, notFound, validationError } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import { isUniqueViolation } from "../users/service";
import type { AudioSlot } from "../content/publicTypes";
import { testLetters, type TestableLevel } from "../content/questionBank";
import { audioIdForLetter, audioIdForWord } from "../content/audioIds";
import { clipUrlsFor } from "../learning/media";
import { MAX_QUESTIONS, decide, worstRemaining, type Answer, type Decision } from "./adaptive";
import { idsForQuestion, orderedChoices, promptOf, publicQuestion } from "./present";
import { canDoText, itemText, recommendationsFor, reviewPrompt } from "./words";
import { translatorFor } from "../../../shared/i18n/catalogues";
import type { Translator } from "../../../shared/i18n/translate";
import { greetingQuestion, newQuestion, skillsFor, testChain, type StoredQuestion } from "./questionBank";
import {
  publicResult,
  withStart,
  type ResultDetails,
  type SkillResult,
  type StoredReviewItem,
} from "./service";

import type { TestState } from "./model";

export const VERIFY_FIRST = "Please verify your email before taking the level test";

export type { TestState };

type TestRow = typeof levelTests.$inferSelect;
const testNotFound = () => notFound("No such level test", "TEST_NOT_FOUND");
const TEST_ID = /^[A-Za-z0-9_-]{16,40}$/;

const questionsOf = (row: TestRow) => row.questions as StoredQuestion[];

/** The answers so far as the adaptive rule sees them (level = index in the chain). */
function answersOf(chain: TestableLevel[], qs: StoredQuestion[]): Answer[] {
  return qs
    .filter((q) => q.correct !== undefined)
    .map((q) => {
      const level = chain.findIndex((l) => l.id === q.levelId);
      if (level < 0)
        throw conflict(
          "TEST_CHANGED",
          "The course has changed since this test began. Please start the test again.",
        );
      return { level, correct: q.correct! };
    });
}

/** The next question for the level the rule chose: the greeting first, then the level's skills in turn. */
function nextQuestion(
  chain: TestableLevel[],
  qs: StoredQuestion[],
  level: number,
  heard?: (key: string) => boolean,
): StoredQuestion {
  if (!qs.length) return greetingQuestion(chain[0].id);
  const lv = chain[level];
  const asked = qs.filter((q) => q.levelId === lv.id && q.skill !== "greetings").length;
  const skills = skillsFor(level);
  return newQuestion(lv, skills[asked % skills.length], new Set(qs.map((q) => q.answer)), heard);
}

/** What this device can hear (issue #25): every item when it has an Arabic voice, else the items with a
 * recorded clip. The page says whether it has the voice; the server knows the clips. */
async function hearing(
  deps: Deps,
  lv: TestableLevel,
  hearsArabic: boolean,
): Promise<((key: string) => boolean) | undefined> {
  if (hearsArabic) return undefined;
  const ids = [
    ...testLetters().map((l) => audioIdForLetter(l.id)),
    ...lv.pictureWords.map((w) => audioIdForWord(w.id)),
  ];
  const clips = await clipUrlsFor(deps, ids);
  return (key) => {
    const id = key.slice(key.indexOf(":") + 1);
    return clips.has(key.startsWith("letter:") ? audioIdForLetter(id) : audioIdForWord(id));
  };
}

/** A test as the page sees it, its words in the reader's language (`t`: the request's, requestLocale.ts). */
async function stateOf(deps: Deps, t: Translator, user: User, row: TestRow): Promise<TestState> {
  const qs = questionsOf(row);
  const answered = qs.filter((q) => q.correct !== undefined).length;
  if (row.status === "finished") {
    const [r] = row.resultId
      ? await deps.db.select().from(levelTestResults).where(eq(levelTestResults.id, row.resultId)).limit(1)
      : [];
    return {
      id: row.id,
      status: "finished",
      answered,
      max_questions: MAX_QUESTIONS,
      total_estimate: answered,
      question: null,
      result: r ? await withStart(deps, user.id, publicResult(r, t), t) : null,
    };
  }
  const chain = testChain();
  const current = qs.at(-1)!;
  return {
    id: row.id,
    status: "open",
    answered,
    max_questions: MAX_QUESTIONS,
    total_estimate: answered + worstRemaining(chain.length, answersOf(chain, qs)),
    question: await publicQuestion(deps, t, row.id, current, qs.length),
    result: null,
  };
}

async function ownTest(deps: Deps, user: User, id: string): Promise<TestRow> {
  if (!TEST_ID.test(id)) throw testNotFound();
  const [row] = await deps.db
    .select()
    .from(levelTests)
    .where(and(eq(levelTests.id, id), eq(levelTests.userId, user.id)))
    .limit(1);
  if (!row || row.status === "abandoned") throw testNotFound();
  return row;
}

async function openTestOf(deps: Deps, userId: number): Promise<TestRow | null> {
  const [row] = await deps.db
    .select()
    .from(levelTests)
    .where(and(eq(levelTests.userId, userId), eq(levelTests.status, "open")))
    .orderBy(desc(levelTests.startedAt))
    .limit(1);
  return row ?? null;
}

function assertVerified(user: User) {
  if (!user.isVerified) throw forbidden("EMAIL_NOT_VERIFIED", VERIFY_FIRST);
}

/** GET /assessments/level-tests/current: the open test to resume, or null. */
export async function currentTest(
  deps: Deps,
  t: Translator,
  user: User,
): Promise<{ test: TestState | null }> {
  const row = await openTestOf(deps, user.id);
  return { test: row ? await stateOf(deps, t, user, row) : null };
}

/** POST /assessments/level-tests: resume the open test, or (none, or `restart`) begin a new one. Two starts
 * at once (a double tap, a reload, two tabs) give one test: the unique index level_tests_one_open refuses
 * a second open row, and the start that lost resumes the one that won. */
export async function startTest(
  deps: Deps,
  t: Translator,
  user: User,
  restart: boolean,
): Promise<{ created: boolean; test: TestState }> {
  assertVerified(user);
  const open = await openTestOf(deps, user.id);
  if (open && !restart) return { created: false, test: await stateOf(deps, t, user, open) };
  if (open)
    await deps.db
      .update(levelTests)
      .set({ status: "abandoned", updatedAt: deps.clock.now() })
      .where(and(eq(levelTests.id, open.id), eq(levelTests.status, "open")));
  const chain = testChain();
  const now = deps.clock.now();
  try {
    const [row] = await deps.db
      .insert(levelTests)
      .values({
        id: randomToken(18),
        userId: user.id,
        status: "open",
        questions: [nextQuestion(chain, [], 0)],
        answered: 0,
        startedAt: now,
        updatedAt: now,
      })
      .returning();
    return { created: true, test: await stateOf(deps, t, user, row) };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const won = await openTestOf(deps, user.id);
    if (!won) throw e;
    return { created: false, test: await stateOf(deps, t, user, won) };
  }
}

/** GET /assessments/level-tests/:id. */
export async function getTest(deps: Deps, t: Translator, user: User, id: string): Promise<TestState> {
  return stateOf(deps, t, user, await ownTest(deps, user, id));
}

/** GET /assessments/level-tests/:id/prompt: the listening prompt of the question on screen. */
export async function testPrompt(deps: Deps, user: User, id: string): Promise<AudioSlot> {
  const row = await ownTest(deps, user, id);
  const q = row.status === "open" ? questionsOf(row).at(-1) : undefined;
  const slot = q ? await promptOf(deps, q) : null;
  if (!slot) throw notFound("This question has nothing to listen to", "PROMPT_NOT_FOUND");
  return slot;
}

/** POST /assessments/level-tests/:id/answers: grade the answer to question `number`, then the next question or the result. */
export async function answerTest(
  deps: Deps,
  t: Translator,
  user: User,
  id: string,
  number: number,
  choice: string,
  hearsArabic = true,
): Promise<TestState> {
  assertVerified(user);
  const row = await ownTest(deps, user, id);
  if (row.status !== "open")
    throw conflict("TEST_FINISHED", "This level test is finished. Its result is ready.");
  const qs = questionsOf(row);
  if (number !== qs.length)
    throw conflict("QUESTION_ANSWERED", "This question was already answered. Here is the next one.", {
      number: String(qs.length),
    });
  const q = qs[qs.length - 1];
  const picked = orderedChoices(q, idsForQuestion(deps, row.id, number)).find((c) => c.id === choice);
  if (!picked) throw validationError({ choice: "Please choose one of the answers shown" });
  const updated: StoredQuestion[] = [
    ...qs.slice(0, -1),
    { ...q, chosen: picked.key, correct: picked.key === q.answer },
  ];
  const chain = testChain();
  const d = decide(chain.length, answersOf(chain, updated));
  const now = deps.clock.now();
  let resultId: number | null = null;
  if (d.done) resultId = await storeResult(deps, user, row.id, chain, updated, d);
  else updated.push(nextQuestion(chain, updated, d.level, await hearing(deps, chain[d.level], hearsArabic)));
  // Only if no other answer was recorded in between (a double tap answers once).
  const done = await deps.db
    .update(levelTests)
    .set({
      questions: updated,
      answered: row.answered + 1,
      status: d.done ? "finished" : "open",
      resultId,
      updatedAt: now,
    })
    .where(
      and(eq(levelTests.id, row.id), eq(levelTests.answered, row.answered), eq(levelTests.status, "open")),
    )
    .returning({ id: levelTests.id });
  if (!done.length) {
    if (resultId !== null) await deps.db.delete(levelTestResults).where(eq(levelTestResults.id, resultId));
    throw conflict("QUESTION_ANSWERED", "This question was already answered. Here is the next one.");
  }
  return stateOf(deps, t, user, {
    ...row,
    questions: updated,
    status: d.done ? "finished" : "open",
    resultId,
  });
}

/** Results are stored in English (the spec's words, and what older instances read); replies rebuild
 * every sentence in the reader's language from the keys stored beside them (service.ts publicResult). */
const EN = translatorFor("en");

/** The result of a finished test: the placed level, the score, per-skill results and the review. */
async function storeResult(
  deps: Deps,
  user: User,
  testId: string,
  chain: TestableLevel[],
  qs: StoredQuestion[],
  d: Extract<Decision, { done: true }>,
): Promise<number> {
  const placed = chain[Math.min(d.placement, chain.length - 1)];
  const right = qs.filter((q) => q.correct).length;
  const skills = new Map<string, SkillResult>();
  for (const q of qs) {
    const lv = chain.find((l) => l.id === q.levelId)!;
    const k = `${q.levelId}:${q.skill}`;
    const s = skills.get(k) ?? {
      skill: q.skill,
      level_id: lv.id,
      level_name: lv.name,
      label: canDoText(EN, q.skill, lv.name),
      asked: 0,
      right: 0,
      can_do: false,
    };
    s.asked++;
    if (q.correct) s.right++;
    s.can_do = s.right > 0 && s.right * 2 >= s.asked;
    skills.set(k, s);
  }
  const review: StoredReviewItem[] = qs.map((q, i) => {
    const correct = itemText(EN, q.answer);
    return {
      question_id: `q${i + 1}`,
      type: q.type,
      prompt: reviewPrompt(EN, q.type),
      arabic: q.type === "meaning" ? null : correct.arabic,
      chosen_option_id: q.chosen ?? null,
      chosen_text: q.chosen ? itemText(EN, q.chosen).text : null,
      correct_option_id: q.answer,
      correct_text: correct.text,
      is_correct: !!q.correct,
    };
  });
  review[0] = qs[0].type === "meaning" ? { ...review[0], arabic: "مَرْحَبًا" } : review[0];
  const details: ResultDetails = {
    test_id: testId,
    placed_level_id: placed.id,
    knows_whole_path: d.placement >= chain.length,
    capped: d.capped,
    skills: [...skills.values()],
    review,
  };
  const [r] = await deps.db
    .insert(levelTestResults)
    .values({
      userId: user.id,
      level: placed.name,
      score: Math.round((100 * right) / qs.length),
      totalQuestions: qs.length,
      correctAnswers: right,
      recommendations: recommendationsFor(EN, placed.name),
      answers: Object.fromEntries(qs.map((q, i) => [`q${i + 1}`, q.chosen ?? ""])),
      details,
      testDate: deps.clock.now(),
    })
    .returning({ id: levelTestResults.id });
  return r.id;
}
