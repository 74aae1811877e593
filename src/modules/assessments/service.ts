// Assessments: the level test's results history (the adaptive test itself is levelTest.ts), and
// the content gate (short-lived tokens granting one lesson or assessment when the tier allows it).
import { and, desc, eq } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { levelTestResults } from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";
import { learnerOf, tierOf } from "../access/learner";
import { byTier, lessonAccess, type Tier } from "../access/rule";
import { courseIndex } from "../content/courseIndex";
import type { LoadedLesson } from "../content/loaded";
import { comingLevelsAfter, testableLevels } from "../content/questionBank";
import type {
  ContentToken,
  PublicResult,
  ResultWithStart,
  ReviewItem,
  SkillResult,
  StartHere,
} from "./model";
import { LEGACY_QUESTION_ID, type QuestionType, type Skill } from "./questionBank";
import { translatorFor } from "../../../shared/i18n/catalogues";
import type { Translator } from "../../../shared/i18n/translate";
import { inLang, langOf } from "../content/contentIds";
import { canDoText, ceilingNote, itemText, recommendationsFor, reviewPrompt } from "./words";

type ResultRow = typeof levelTestResults.$inferSelect;

export type { ReviewItem, SkillResult };
/** A review line as stored: its English words (as older instances read them) and its question's type. */
export type StoredReviewItem = ReviewItem & { type?: QuestionType };
/** What the adaptive test stores with its result (level_test_results.details). */
export type ResultDetails = {
  test_id: string;
  placed_level_id: string;
  knows_whole_path: boolean;
  capped: boolean;
  skills: SkillResult[];
  review: StoredReviewItem[];
};

const EN = translatorFor("en");
const SKILLS = new Set<string>(["greetings", "letters", "listening", "reading"] satisfies Skill[]);

/** A stored review line's question type; lines stored before the type was kept are told by their keys
 *  (and a word's by the English prompt this server wrote). */
function typeOf(item: StoredReviewItem): QuestionType {
  if (item.type) return item.type;
  if (item.correct_option_id.startsWith("opt:")) return "meaning";
  if (item.correct_option_id.startsWith("letter:")) return "listen_pick_letter";
  return item.prompt === reviewPrompt(EN, "read_pick_picture") ? "read_pick_picture" : "listen_pick_picture";
}

/** A review line in the reader's language, rebuilt from its item keys. */
function reviewIn(t: Translator, item: StoredReviewItem): ReviewItem {
  return {
    question_id: item.question_id,
    prompt: reviewPrompt(t, typeOf(item)),
    arabic: item.arabic,
    chosen_option_id: item.chosen_option_id,
    chosen_text: item.chosen_option_id ? itemText(t, item.chosen_option_id).text : null,
    correct_option_id: item.correct_option_id,
    correct_text: itemText(t, item.correct_option_id).text,
    is_correct: item.is_correct,
  };
}

/** The review of a one-question result (stored before the adaptive test). */
function legacyReview(t: Translator, answers: Record<string, string>): ReviewItem[] {
  const chosen = answers[LEGACY_QUESTION_ID] ?? null;
  const option = (id: string) => itemText(t, `opt:${id}`).text;
  return [
    {
      question_id: LEGACY_QUESTION_ID,
      prompt: reviewPrompt(t, "meaning"),
      arabic: "مرحبا",
      chosen_option_id: chosen,
      chosen_text: chosen ? option(chosen) : null,
      correct_option_id: "hello",
      correct_text: option("hello"),
      is_correct: chosen === "hello",
    },
  ];
}

const levelIdByName = (name: string): string | null =>
  [...courseIndex().levelNames].find(([, n]) => n === name)?.[0] ?? null;

/** SPEC section 3's level test result (level also as level_result for older clients), with its review and
 *  skills, every sentence in the reader's language (`t`; English by default). */
export function publicResult(r: ResultRow, t: Translator = EN): PublicResult {
  const d = (r.details ?? null) as ResultDetails | null;
  const placed = d?.placed_level_id ?? levelIdByName(r.level);
  const chain = testableLevels();
  const top = chain.at(-1);
  const coming = top ? comingLevelsAfter(top.id) : [];
  return {
    id: r.id,
    level: r.level,
    level_result: r.level,
    score: r.score,
    totalQuestions: r.totalQuestions,
    correctAnswers: r.correctAnswers,
    // stored in English (the spec's words); another language has the same ones from the catalogue
    recommendations:
      t.locale === "en"
        ? r.recommendations
        : recommendationsFor(t, r.level).slice(0, r.recommendations.length),
    test_date: r.testDate.toISOString(),
    review: d?.review.map((item) => reviewIn(t, item)) ?? legacyReview(t, r.answers ?? {}),
    placed_level_id: placed,
    skills: (d?.skills ?? []).map((s) => ({
      ...s,
      label: SKILLS.has(s.skill) ? canDoText(t, s.skill as Skill, s.level_name) : s.label,
    })),
    capped: d?.capped ?? false,
    // The test places up to the highest level with lessons: say so when the child is placed there.
    ceiling_note: top && placed === top.id && coming.length ? ceilingNote(t, coming, top.name) : null,
  };
}
export type { PublicResult };

export type { StartHere, ResultWithStart };

export async function startHere(
  deps: Deps,
  userId: number,
  levelId: string | null,
  t: Translator,
): Promise<StartHere | null> {
  const level = testableLevels().find((l) => l.id === levelId);
  if (!level) return null;
  const who = await learnerOf(deps, userId);
  const { tier } = who;
  const l = level.firstLesson;
  const access = lessonAccess(who, l);
  return {
    lesson_id: l.lesson.id,
    title: inLang(l.lesson.title, langOf(t)),
    level_id: level.id,
    level_name: level.name,
    locked: !access.open,
    unlock_tier: access.unlock_tier,
    tier,
    earlier_lessons: courseIndex().order.get(l.lesson.id) ?? 0,
  };
}

export async function withStart(
  deps: Deps,
  userId: number,
  r: PublicResult,
  t: Translator,
): Promise<ResultWithStart> {
  return { ...r, start_here: await startHere(deps, userId, r.placed_level_id, t) };
}

/** The user's results, newest first (the CLI reads these too). */
export async function listResults(
  deps: Deps,
  userId: number,
  limit = 50,
  t: Translator = EN,
): Promise<PublicResult[]> {
  const rows = await deps.db
    .select()
    .from(levelTestResults)
    .where(eq(levelTestResults.userId, userId))
    .orderBy(desc(levelTestResults.testDate), desc(levelTestResults.id))
    .limit(limit);
  return rows.map((r) => publicResult(r, t));
}

/** The results for GET /assessments/results: the latest carries "Start here". */
export async function resultsHistory(
  deps: Deps,
  user: User,
  t: Translator,
): Promise<(PublicResult | ResultWithStart)[]> {
  const list = await listResults(deps, user.id, 50, t);
  if (list.length) list[0] = await withStart(deps, user.id, list[0], t);
  return list;
}

/** One result; someone else's answers 404, exactly like a missing one. */
export async function getResult(
  deps: Deps,
  userId: number,
  id: number,
  t: Translator,
): Promise<ResultWithStart> {
  const [row] = await deps.db
    .select()
    .from(levelTestResults)
    .where(and(eq(levelTestResults.id, id), eq(levelTestResults.userId, userId)))
    .limit(1);
  if (!row) throw notFound("Test result not found", "RESULT_NOT_FOUND");
  return withStart(deps, userId, publicResult(row, t), t);
}

// ---- Content gate ------------------------------------------------------------------------
// Lessons are the course's own lesson ids (e.g. "ab-u01-l01") and open by THE access rule of the
// course library (access/rule.ts: demo = the first 2 lessons of every level, premium = all,
// no active plan = nothing). Assessments are "<level id>/basic" or "<level id>/advanced" for the
// levels of the path: demo opens the basic ones, premium all.
export const CONTENT_TOKEN_AUDIENCE = "marhaba:content";
export const CONTENT_TOKEN_TTL_SECONDS = 5 * 60;

export type ContentType = "lesson" | "assessment";
export type { Tier };
export { tierOf };

type ContentItem =
  | { type: "lesson"; lesson: LoadedLesson }
  | { type: "assessment"; level: string; kind: "basic" | "advanced" };

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
  if (item.type === "lesson") return lessonAccess(byTier(tier), item.lesson).open;
  return tier === "premium" || (tier === "demo" && item.kind === "basic");
}

const key = (deps: Deps) => new TextEncoder().encode(deps.config.jwtSecret);

/** POST /assessments/access-token: a short-lived token for one content item, if the tier allows it. */
export async function issueContentToken(
  deps: Deps,
  user: User,
  type: ContentType,
  contentId: string,
): Promise<ContentToken> {
  const item = parseContent(type, contentId);
  if (!item) throw notFound("No such content", "CONTENT_NOT_FOUND");
  const tier = await tierOf(deps, user.id);
  if (tier === "none")
    throw forbidden(
      "SUBSCRIPTION_REQUIRED",
      "An active demo or premium subscription is required to open this content.",
    );
  if (!tierAllows(tier, item))
    throw forbidden(
      "PREMIUM_REQUIRED",
      "This content is part of the premium library. Upgrade to premium to open it.",
    );
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const exp = now + CONTENT_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ct: type, cid: contentId, tier })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(CONTENT_TOKEN_AUDIENCE)
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(deps));
  return {
    token,
    content_type: type,
    content_id: contentId,
    tier,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

/** For the course library: the grant inside a content token, or null when invalid, expired or for other content. */
export async function verifyContentToken(deps: Deps, token: string, type: ContentType, contentId: string) {
  try {
    const { payload } = await jwtVerify(token, key(deps), {
      algorithms: ["HS256"],
      audience: CONTENT_TOKEN_AUDIENCE,
      currentDate: deps.clock.now(),
    });
    if (payload.ct !== type || payload.cid !== contentId) return null;
    return { userId: Number(payload.sub), tier: payload.tier as Tier };
  } catch {
    return null;
  }
}
