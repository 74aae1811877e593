// Assessments: grading the level test on the server, the results history, and the content
// gate (short-lived tokens granting one lesson or assessment when the tier allows it).
import { and, desc, eq } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { levelTestResults } from "../../db/schema";
import { forbidden, notFound, validationError } from "../../lib/errors";
import { lessonAccess, tierOf, type Tier } from "../courses/access";
import { courseIndex } from "../courses/courseIndex";
import type { LoadedLesson } from "../courses/loaded";
import { LEVEL_TEST_BANK, assertValidBank, type Level, type QuestionBank } from "./questionBank";

const bank = assertValidBank(LEVEL_TEST_BANK);

/** The questions as the page shows them: never the correct answers. */
export function publicQuestions(b: QuestionBank = bank) {
  return {
    test_id: b.id,
    title: b.title,
    duration_minutes: b.durationMinutes,
    total_questions: b.questions.length,
    questions: b.questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      arabic: q.arabic ?? null,
      options: q.options.map((o) => ({ id: o.id, text: o.text })),
    })),
  };
}

export type Grade = { level: Level; score: number; totalQuestions: number; correctAnswers: number; recommendations: string[] };

/**
 * Grades chosen answers against a bank. Unknown question or option ids are refused (422);
 * questions left unanswered count as wrong (a timed test may end early); at least one answer is needed.
 */
export function grade(b: QuestionBank, answers: Record<string, string>): Grade {
  const byId = new Map(b.questions.map((q) => [q.id, q]));
  const keys = Object.keys(answers);
  if (!keys.length) throw validationError({ answers: "Please select an answer before submitting" });
  for (const k of keys) {
    const q = byId.get(k);
    if (!q) throw validationError({ answers: "Unknown question id" });
    if (!q.options.some((o) => o.id === answers[k])) throw validationError({ answers: "Unknown option for a question" });
  }
  const correctAnswers = b.questions.filter((q) => answers[q.id] === q.correctOptionId).length;
  const totalQuestions = b.questions.length;
  const score = Math.round((correctAnswers / totalQuestions) * 100);
  const band = [...b.bands].sort((x, y) => y.minScore - x.minScore).find((x) => score >= x.minScore)!;
  const recommendations = b.recommendations[band.level] ?? b.recommendations.default;
  return { level: band.level, score, totalQuestions, correctAnswers, recommendations: [...recommendations] };
}

type ResultRow = typeof levelTestResults.$inferSelect;

/**
 * Each question after the test: what was chosen and the right answer, so a child learns from a
 * wrong answer. Only ever part of a stored result (never sent with the questions).
 */
export function reviewOf(b: QuestionBank, answers: Record<string, string>) {
  return b.questions.map((q) => {
    const chosen = answers[q.id] ?? null;
    const correct = q.options.find((o) => o.id === q.correctOptionId)!;
    return {
      question_id: q.id,
      prompt: q.prompt,
      arabic: q.arabic ?? null,
      chosen_option_id: chosen,
      chosen_text: q.options.find((o) => o.id === chosen)?.text ?? null,
      correct_option_id: correct.id,
      correct_text: correct.text,
      is_correct: chosen === correct.id,
    };
  });
}

/** SPEC section 3's level test result (level also as level_result for older clients), with its review. */
export function publicResult(r: ResultRow) {
  return {
    id: r.id,
    level: r.level,
    level_result: r.level,
    score: r.score,
    totalQuestions: r.totalQuestions,
    correctAnswers: r.correctAnswers,
    recommendations: r.recommendations,
    test_date: r.testDate.toISOString(),
    review: reviewOf(bank, r.answers ?? {}),
  };
}
export type PublicResult = ReturnType<typeof publicResult>;

/** POST /assessments/level-test. Verified email required; the score is computed here, never taken from the client. */
export function submitLevelTest(deps: Deps, user: User, answers: Record<string, string>): PublicResult {
  if (!user.isVerified) throw forbidden("EMAIL_NOT_VERIFIED", "Please verify your email before taking the level test");
  const g = grade(bank, answers);
  const row = deps.db
    .insert(levelTestResults)
    .values({ userId: user.id, ...g, answers, testDate: deps.clock.now() })
    .returning()
    .get();
  return publicResult(row);
}

/** The user's results, newest first. */
export function listResults(deps: Deps, userId: number, limit = 50): PublicResult[] {
  return deps.db
    .select()
    .from(levelTestResults)
    .where(eq(levelTestResults.userId, userId))
    .orderBy(desc(levelTestResults.testDate), desc(levelTestResults.id))
    .limit(limit)
    .all()
    .map(publicResult);
}

/** One result; someone else's answers 404, exactly like a missing one. */
export function getResult(deps: Deps, userId: number, id: number): PublicResult {
  const row = deps.db
    .select()
    .from(levelTestResults)
    .where(and(eq(levelTestResults.id, id), eq(levelTestResults.userId, userId)))
    .get();
  if (!row) throw notFound("Test result not found", "RESULT_NOT_FOUND");
  return publicResult(row);
}

// ---- Content gate ------------------------------------------------------------------------
// Lessons are the course's own lesson ids (e.g. "ab-u01-l01") and open by THE access rule of the
// course library (courses/access.ts: demo = the first 2 lessons of every level, premium = all,
// no active plan = nothing). Assessments are "<level id>/basic" or "<level id>/advanced" for the
// levels of the path: demo opens the basic ones, premium all.
export const CONTENT_TOKEN_AUDIENCE = "marhaba:content";
export const CONTENT_TOKEN_TTL_SECONDS = 5 * 60;

export type ContentType = "lesson" | "assessment";
export type { Tier };
export { tierOf };

type ContentItem = { type: "lesson"; lesson: LoadedLesson } | { type: "assessment"; level: string; kind: "basic" | "advanced" };

export function parseContent(type: ContentType, id: string): ContentItem | null {
  const ix = courseIndex();
  if (type === "lesson") {
    const lesson = ix.lessons.get(id);
    return lesson ? { type, lesson } : null;
  }
  const m = /^([a-z0-9-]{1,32})\/(basic|advanced)$/.exec(id);
  return m && ix.levelNames.has(m[1]) ? { type, level: m[1], kind: m[2] as "basic" | "advanced" } : null;
}

export function tierAllows(tier: Tier, item: ContentItem): boolean {
  if (item.type === "lesson") return lessonAccess(tier, item.lesson).open;
  return tier === "premium" || (tier === "demo" && item.kind === "basic");
}

const key = (deps: Deps) => new TextEncoder().encode(deps.config.jwtSecret);

/** POST /assessments/access-token: a short-lived token for one content item, if the tier allows it. */
export async function issueContentToken(deps: Deps, user: User, type: ContentType, contentId: string) {
  const item = parseContent(type, contentId);
  if (!item) throw notFound("No such content", "CONTENT_NOT_FOUND");
  const tier = await tierOf(deps, user.id);
  if (tier === "none") throw forbidden("SUBSCRIPTION_REQUIRED", "An active demo or premium subscription is required to open this content.");
  if (!tierAllows(tier, item)) throw forbidden("PREMIUM_REQUIRED", "This content is part of the premium library. Upgrade to premium to open it.");
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const exp = now + CONTENT_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ct: type, cid: contentId, tier })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(CONTENT_TOKEN_AUDIENCE)
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(deps));
  return { token, content_type: type, content_id: contentId, tier, expires_at: new Date(exp * 1000).toISOString() };
}

/** For the course library: the grant inside a content token, or null when invalid, expired or for other content. */
export async function verifyContentToken(deps: Deps, token: string, type: ContentType, contentId: string) {
  try {
    const { payload } = await jwtVerify(token, key(deps), { algorithms: ["HS256"], audience: CONTENT_TOKEN_AUDIENCE, currentDate: deps.clock.now() });
    if (payload.ct !== type || payload.cid !== contentId) return null;
    return { userId: Number(payload.sub), tier: payload.tier as Tier };
  } catch {
    return null;
  }
}
