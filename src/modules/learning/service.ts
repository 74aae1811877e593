// The course library: the catalogue with the caller's access and stars, lesson payloads, attempts,
// server-side grading of every answer, finishing with stars, and progress. Every lesson, answer
// and finish call re-checks the caller's tier (access.ts), so a plan that ends mid-lesson locks it.
//
// Stars (FinishReply): from first-try accuracy over the graded activities (meet_* are not graded;
// a self-reported trace is done but never right the first time): ≥ 90 % → 3, ≥ 75 % → 2, otherwise
// 1 for finishing. A finished lesson never has 0 stars (a child who finishes has earned one), and
// the best stars are kept: replaying never takes stars away.
// Time spent: per finished attempt, from start to finish, capped at 2 minutes per activity (a tab
// left open overnight does not count as a night of learning).
// Review attempts (progress/review.ts) are played through the same calls: a lesson_attempts row with
// lesson_id "review" whose activities come from finished lessons (review_attempts); finishing one
// gives stars and time but no lesson progress. Every first-try answer moves the Leitner boxes of the
// items it tests (progress/leitner.ts).
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import type { User } from "../../db/schema";
import { lessonAttempts, lessonProgress, reviewAttempts } from "../../db/schema";
import { ApiError, conflict, notFound, validate } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import { countHit, hit, refuseWhenOver } from "../ratelimit/service";
import { itemsOf } from "./leitner";
import { wordItems, type WordItem } from "../content/wheels";
import { buildSession, REVIEW_LESSON_ID } from "./review";
import { maybeIssue } from "./certificates";
import { learnerOf, type Learner } from "../access/learner";
import { byTier, lessonAccess, previousOf } from "../access/rule";
import type { Activity } from "../content/contentSchema";
import { teachesText } from "../content/skillNames";
import { inLang, type Lang, learnerLang } from "../content/contentIds";
import { CHECK_ATTEMPTS_PER_HOUR, drawCheck, isUnitCheck } from "./unitCheck";
import { courseIndex, harakatLevel, nextLessonOf, type CourseIndex } from "../content/courseIndex";
import type { LoadedLesson } from "../content/loaded";
import { readForAnswer, writeAnswer, type AnswerRead } from "./answerTx";
import { clipUrlsFor, pictureFor } from "./media";
import { opaqueIds } from "../content/opaque";
import {
  defOf,
  isGraded,
  itemsOfActivity,
  payloadAudioIds,
  promptSlot,
  publicActivity,
  skillsOfActivity,
} from "../content/activities/registry";
import type { PresentCtx } from "../content/present";
import type {
  AnswerResult,
  AttemptReply,
  CoursesReply,
  FinishReply,
  LessonReply,
  LessonSummary,
  PromptReply,
  Tier,
} from "../content/publicTypes";
import { AnswerRequest, AttemptId, ContentId } from "./schemas";

export { skillsOfActivity };

/** Answers per user per hour: a child retrying a lot stays far below; a script flooding the table does not. */
export const ANSWERS_PER_HOUR = 1200;
/** Attempts started per user per hour. */
export const ATTEMPTS_PER_HOUR = 120;
const ANSWERS_LIMITED = "That is a lot of answers in an hour. Please take a break and try again later.";
/** Time counted per activity at most (seconds). */
export const SECONDS_PER_ACTIVITY_CAP = 120;

/** 403 LESSON_LOCKED, naming the tier that opens the lesson (the player shows the way to it); for a
 *  pupil, unlock_by "school": their class's licence opens it (issue #29). */
export class LessonLocked extends ApiError {
  constructor(
    readonly unlockTier: Tier,
    readonly unlockBy?: "school",
  ) {
    super(
      403,
      "LESSON_LOCKED",
      unlockBy === "school"
        ? "Your teacher's school can open this lesson."
        : unlockTier === "demo"
          ? "This lesson opens with the free demo or a subscription."
          : "This lesson is part of the full library: it opens with a subscription.",
    );
  }
  override toBody() {
    return {
      error: {
        ...super.toBody().error,
        unlock_tier: this.unlockTier,
        ...(this.unlockBy ? { unlock_by: this.unlockBy } : {}),
      },
    };
  }
}

/** 403 LESSON_NOT_YET: the order lock (access.ts) — the lesson before it is to be finished first. */
export class LessonNotYet extends ApiError {
  constructor(readonly afterLesson: string) {
    super(403, "LESSON_NOT_YET", "Finish the lesson before this one first.");
  }
  override toBody() {
    return { error: { ...super.toBody().error, after_lesson: this.afterLesson } };
  }
}

const lessonNotFound = () => notFound("No such lesson", "LESSON_NOT_FOUND");
const attemptNotFound = () => notFound("No such attempt", "ATTEMPT_NOT_FOUND");

function findLesson(ix: CourseIndex, id: string): LoadedLesson {
  const l = ContentId.safeParse(id).success ? ix.lessons.get(id) : undefined;
  if (!l) throw lessonNotFound();
  return l;
}
/** The lessons the user has finished (for the order lock) and their best stars. */
async function finishedLessons(deps: Deps, userId: number | null): Promise<Map<string, number>> {
  if (userId === null) return new Map();
  const rows = await deps.db
    .select({ lessonId: lessonProgress.lessonId, bestStars: lessonProgress.bestStars })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
  return new Map(rows.map((r) => [r.lessonId, r.bestStars]));
}
async function assertOpen(
  deps: Deps,
  userId: number | null,
  l: LoadedLesson,
  opts: { order: boolean } = { order: true },
  known?: Learner,
): Promise<Tier> {
  const who = known ?? (await learnerOf(deps, userId));
  const done = opts.order ? new Set((await finishedLessons(deps, userId)).keys()) : null;
  const a = lessonAccess(who, l, done ? previousOf(courseIndex(), l, done) : null);
  if (a.unlock_tier) throw new LessonLocked(a.unlock_tier, a.unlock_by);
  if (a.after) throw new LessonNotYet(a.after);
  return who.tier;
}
const secret = (deps: Deps) => deps.config.jwtSecret;
const idsFor = (deps: Deps, attemptId: string, activityId: string) =>
  opaqueIds(secret(deps), attemptId, activityId);

/** The child's word items, for the training wheels of the payloads (none signed out). */
const wordsOf = async (deps: Deps, userId: number | null): Promise<Map<string, WordItem>> =>
  userId === null ? new Map() : wordItems(await itemsOf(deps, userId));
async function presentCtx(
  deps: Deps,
  ix: CourseIndex,
  l: LoadedLesson,
  words: Map<string, WordItem>,
  lang: Lang = "en",
): Promise<PresentCtx> {
  return {
    ix,
    lang,
    clips: await clipUrlsFor(deps, payloadAudioIds(l.lesson.activities)),
    vowelled: l.lesson.vowelled,
    words,
    harakatLevel: harakatLevel(l.levelId),
  };
}
function activitiesFor(deps: Deps, ctx: PresentCtx, l: LoadedLesson, attemptId: string) {
  return l.lesson.activities.map((a) => publicActivity(ctx, a, idsFor(deps, attemptId, a.id)));
}
/** The lesson after this one, locked or not by the tier (the order lock opens it once this one is finished). */
function nextLesson(ix: CourseIndex, tier: Tier, l: LoadedLesson, lang: Lang): LessonReply["next_lesson"] {
  const n = nextLessonOf(ix, l.lesson.id);
  return n
    ? { id: n.lesson.id, title: inLang(n.lesson.title, lang), locked: !lessonAccess(byTier(tier), n).open }
    : null;
}

// ---- GET /courses ----------------------------------------------------------------------------

/** The library in the learner's language (`lang`: the signed-in user's users.locale, English signed out). */
export async function courses(deps: Deps, userId: number | null, lang: Lang = "en"): Promise<CoursesReply> {
  const ix = courseIndex();
  const who = await learnerOf(deps, userId);
  const { tier } = who;
  const stars = await finishedLessons(deps, userId);
  const done = new Set(stars.keys());
  return {
    tier,
    lang,
    levels: ix.content.levels.map(({ meta, units }) => ({
      id: meta.id,
      name: lang === "fr" ? (meta.name_fr ?? meta.name) : meta.name,
      cefr: meta.cefr,
      status: meta.status,
      description: inLang(meta.description, lang),
      planned_units: meta.planned_units.map((p) => ({
        title: inLang(p.title, lang),
        goal: inLang(p.goal, lang),
      })),
      units: units.map(({ unit }) => ({
        id: unit.id,
        title: inLang(unit.title, lang),
        goal: inLang(unit.goal, lang),
        topic: inLang(unit.topic, lang),
        picture: pictureFor(unit.picture),
        lessons: unit.lessons.map((lesson): LessonSummary => {
          const l = ix.lessons.get(lesson.id)!;
          const access = lessonAccess(who, l, previousOf(ix, l, done));
          return {
            id: lesson.id,
            title: inLang(lesson.title, lang),
            kind: lesson.kind,
            position: l.positionInLevel,
            skills: skillsOfLesson(l),
            teaches: teachesText(ix, lesson.teaches, lang),
            activity_count: lesson.activities.length,
            locked: !access.open,
            unlock_tier: access.unlock_tier,
            after: access.after,
            ...(access.unlock_by ? { unlock_by: access.unlock_by } : {}),
            stars: stars.get(lesson.id) ?? null,
          };
        }),
      })),
    })),
    totals: ix.totals,
  };
}

/** What a lesson trains: letter:<id>, mark:<id>, word:<id>, pattern:<id>. */
function skillsOfLesson(l: LoadedLesson): string[] {
  const t = l.lesson.teaches;
  return [
    ...t.letters.map((x) => `letter:${x}`),
    ...t.marks.map((x) => `mark:${x}`),
    ...t.words.map((x) => `word:${x}`),
    ...t.patterns.map((x) => `pattern:${x}`),
  ];
}

// ---- GET /lessons/:id --------------------------------------------------------------------------

function lessonHead(ix: CourseIndex, tier: Tier, l: LoadedLesson, lang: Lang) {
  const unit = ix.units.get(l.unitId)!.unit;
  const level = ix.content.levels.find((x) => x.meta.id === l.levelId)?.meta;
  return {
    id: l.lesson.id,
    lang,
    level: {
      id: l.levelId,
      name: (lang === "fr" && level?.name_fr) || ix.levelNames.get(l.levelId)!,
    },
    unit: { id: unit.id, title: inLang(unit.title, lang) },
    title: inLang(l.lesson.title, lang),
    kind: l.lesson.kind,
    show_translit: l.lesson.show_translit,
    next_lesson: nextLesson(ix, tier, l, lang),
    home_card: l.lesson.home_card ? inLang(l.lesson.home_card, lang) : null,
  };
}

/** The lesson with its activities (a preview: choice ids are random here; the attempt's are the ones to answer). */
export async function lesson(
  deps: Deps,
  userId: number | null,
  lessonId: string,
  lang: Lang = "en",
): Promise<LessonReply> {
  const ix = courseIndex();
  const l = findLesson(ix, lessonId);
  const tier = await assertOpen(deps, userId, l);
  const ctx = await presentCtx(deps, ix, l, await wordsOf(deps, userId), lang);
  return {
    ...lessonHead(ix, tier, l, lang),
    activities: activitiesFor(deps, ctx, l, "preview:" + randomToken(9)),
  };
}

// ---- attempts ----------------------------------------------------------------------------------

export async function startAttempt(deps: Deps, user: User, lessonId: string): Promise<AttemptReply> {
  const ix = courseIndex();
  const l = findLesson(ix, lessonId);
  await assertOpen(deps, user.id, l);
  await hit(
    deps,
    `course-attempts:${user.id}`,
    ATTEMPTS_PER_HOUR,
    3600,
    "Too many lessons started in an hour. Please take a break and try again later.",
  );
  if (isUnitCheck(l)) return startCheckAttempt(deps, user, ix, l);
  const id = randomToken(18);
  await deps.db
    .insert(lessonAttempts)
    .values({ id, userId: user.id, lessonId: l.lesson.id, contentHash: l.hash, startedAt: deps.clock.now() });
  const ctx = await presentCtx(deps, ix, l, await wordsOf(deps, user.id), learnerLang(user));
  const activities = activitiesFor(deps, ctx, l, id);
  return { attempt_id: id, lesson_id: l.lesson.id, activities, total: activities.length };
}

type AttemptRow = typeof lessonAttempts.$inferSelect;
type DrawnItems = (typeof reviewAttempts.$inferSelect)["activities"];
/** What an attempt plays: a lesson's activities, or a review's (each from its source lesson). */
type Played = {
  attempt: AttemptRow;
  ix: CourseIndex;
  l: LoadedLesson | null;
  activities: Activity[];
  sourceOf: (activityId: string) => LoadedLesson;
  /** A unit check: its items go by per-attempt ids (`shownId`); `real` finds an item by the id the browser sent. */
  check: boolean;
  real: (sentId: string) => Activity | undefined;
  shownId: (activityId: string) => string;
  /** the learner value, worked out once for the attempt's call */
  who: Learner;
};
/** A unit check's item id in one attempt: opaque, so what a lesson attempt revealed about an activity cannot be
 *  looked up by its id. */
const checkItemId = (deps: Deps, attemptId: string, activityId: string) =>
  opaqueIds(secret(deps), attemptId, "unit-check")(activityId);
const byRealId = (activities: Activity[]) => (id: string) => activities.find((a) => a.id === id);

// ---- review attempts ---------------------------------------------------------------------------

/** A review's content hash: its source lessons' hashes in order (a changed lesson voids the review). */
const reviewHash = (sources: LoadedLesson[]) =>
  createHash("sha256")
    .update(sources.map((l) => l.hash).join(","))
    .digest("hex");

export async function startReviewAttempt(deps: Deps, user: User): Promise<AttemptReply> {
  const ix = courseIndex();
  const session = await buildSession(deps, user.id);
  if (!session.entries.length)
    throw conflict("NOTHING_TO_REVIEW", "Nothing to practise yet: finish a lesson first.");
  await hit(
    deps,
    `course-attempts:${user.id}`,
    ATTEMPTS_PER_HOUR,
    3600,
    "Too many lessons started in an hour. Please take a break and try again later.",
  );
  const sources = session.entries.map((e) => ix.lessons.get(e.lesson)!);
  const id = randomToken(18);
  await deps.db.insert(lessonAttempts).values({
    id,
    userId: user.id,
    lessonId: REVIEW_LESSON_ID,
    contentHash: reviewHash(sources),
    startedAt: deps.clock.now(),
  });
  await deps.db.insert(reviewAttempts).values({ attemptId: id, activities: session.entries });
  const activities = [];
  const words = await wordsOf(deps, user.id);
  for (const [i, e] of session.entries.entries()) {
    const a = sources[i].lesson.activities.find((x) => x.id === e.activity)!;
    const ctx = await presentCtx(deps, ix, sources[i], words, learnerLang(user));
    activities.push(publicActivity(ctx, a, idsFor(deps, id, a.id)));
  }
  return { attempt_id: id, lesson_id: REVIEW_LESSON_ID, activities, total: activities.length };
}

/** A unit check's attempt: items drawn afresh from the unit's pool (./unitCheck.ts), kept with the attempt
 *  like a review's, a few attempts an hour. */
async function startCheckAttempt(
  deps: Deps,
  user: User,
  ix: CourseIndex,
  l: LoadedLesson,
): Promise<AttemptReply> {
  await hit(
    deps,
    `unit-check:${user.id}:${l.lesson.id}`,
    CHECK_ATTEMPTS_PER_HOUR,
    3600,
    "That is this check a few times this hour. Let's practise a little and come back to it later.",
  );
  const entries = drawCheck(ix, l);
  const sources = entries.map((e) => ix.lessons.get(e.lesson)!);
  const id = randomToken(18);
  await transact(deps.db, async (tx) => {
    await tx.insert(lessonAttempts).values({
      id,
      userId: user.id,
      lessonId: l.lesson.id,
      contentHash: reviewHash(sources),
      startedAt: deps.clock.now(),
    });
    await tx.insert(reviewAttempts).values({ attemptId: id, activities: entries });
  });
  const words = await wordsOf(deps, user.id);
  const activities = [];
  for (const [i, e] of entries.entries()) {
    const a = sources[i].lesson.activities.find((x) => x.id === e.activity)!;
    activities.push({
      ...publicActivity(
        await presentCtx(deps, ix, sources[i], words, learnerLang(user)),
        a,
        idsFor(deps, id, a.id),
      ),
      id: checkItemId(deps, id, a.id),
    });
  }
  return { attempt_id: id, lesson_id: l.lesson.id, activities, total: activities.length };
}

/** The caller's attempt (someone else's is 404, like a missing one), what it plays, and the access checks. */
async function ownAttempt(
  deps: Deps,
  user: User,
  attemptId: string,
  opts: { unfinished: boolean },
): Promise<Played> {
  if (!AttemptId.safeParse(attemptId).success) throw attemptNotFound();
  const [attempt] = await deps.db
    .select()
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.id, attemptId), eq(lessonAttempts.userId, user.id)))
    .limit(1);
  if (!attempt) throw attemptNotFound();
  const who = await learnerOf(deps, user);
  const drawn = async () => {
    const [row] = await deps.db
      .select()
      .from(reviewAttempts)
      .where(eq(reviewAttempts.attemptId, attempt.id))
      .limit(1);
    return row?.activities ?? null;
  };
  return playedOf(deps, attempt, drawn, opts, who, (l, o) => assertOpen(deps, user.id, l, o, who));
}

/** What an attempt plays, once it is known to be the caller's: a review's or a unit check's drawn items
 *  (`drawn`, read only for those), every source lesson checked open by `open` (tier and order) for the
 *  learner value `who`. */
async function playedOf(
  deps: Deps,
  attempt: AttemptRow,
  drawn: () => Promise<DrawnItems | null> | DrawnItems | null,
  opts: { unfinished: boolean },
  who: Learner,
  open: (l: LoadedLesson, opts?: { order: boolean }) => unknown,
): Promise<Played> {
  if (opts.unfinished && attempt.finishedAt)
    throw conflict(
      "ATTEMPT_FINISHED",
      "This lesson attempt is already finished. Start the lesson again to play it again.",
    );
  const ix = courseIndex();
  const changed = () =>
    conflict("LESSON_CHANGED", "This lesson has changed since it was started. Please start it again.");
  if (attempt.lessonId === REVIEW_LESSON_ID) {
    const items = await drawn();
    const sources = (items ?? []).map((e) => ix.lessons.get(e.lesson));
    if (!items || sources.some((l) => !l) || reviewHash(sources as LoadedLesson[]) !== attempt.contentHash)
      throw changed();
    for (const l of new Set(sources)) await open(l!, { order: false }); // finished lessons: reviewable in any order
    const bySource = new Map(items.map((e, i) => [e.activity, sources[i]!]));
    const activities = items.map((e, i) => sources[i]!.lesson.activities.find((a) => a.id === e.activity)!);
    return {
      attempt,
      ix,
      l: null,
      activities,
      sourceOf: (id) => bySource.get(id)!,
      check: false,
      real: byRealId(activities),
      shownId: (id) => id,
      who,
    };
  }
  const l = ix.lessons.get(attempt.lessonId);
  if (l && isUnitCheck(l)) {
    // the items drawn for this attempt, each from its source lesson; an attempt from before the draw is void
    const items = await drawn();
    const sources = (items ?? []).map((e) => ix.lessons.get(e.lesson));
    if (!items || sources.some((s) => !s) || reviewHash(sources as LoadedLesson[]) !== attempt.contentHash)
      throw changed();
    await open(l);
    const bySource = new Map(items.map((e, i) => [e.activity, sources[i]!]));
    const activities = items.map((e, i) => sources[i]!.lesson.activities.find((a) => a.id === e.activity)!);
    const shown = new Map(activities.map((a) => [checkItemId(deps, attempt.id, a.id), a]));
    return {
      attempt,
      ix,
      l,
      activities,
      sourceOf: (id) => bySource.get(id)!,
      check: true,
      real: (id) => shown.get(id),
      shownId: (id) => checkItemId(deps, attempt.id, id),
      who,
    };
  }
  if (!l || l.hash !== attempt.contentHash) throw changed();
  await open(l);
  return {
    attempt,
    l,
    ix,
    activities: l.lesson.activities,
    sourceOf: () => l,
    check: false,
    real: byRealId(l.lesson.activities),
    shownId: (id) => id,
    who,
  };
}

/** assertOpen from what readForAnswer read (no query of its own). */
function openFrom(read: AnswerRead) {
  return (l: LoadedLesson, opts: { order: boolean } = { order: true }) => {
    const a = lessonAccess(read.learner, l, opts.order ? previousOf(courseIndex(), l, read.finished) : null);
    if (a.unlock_tier) throw new LessonLocked(a.unlock_tier, a.unlock_by);
    if (a.after) throw new LessonNotYet(a.after);
  };
}

export async function answer(
  deps: Deps,
  user: User,
  attemptId: string,
  body: unknown,
): Promise<AnswerResult> {
  // one read (answerTx.ts): the attempt, the learner's access, the attempt's answers and the hourly budget
  if (!AttemptId.safeParse(attemptId).success) throw attemptNotFound();
  const rateKey = `course-answers:${user.id}`;
  const read = await readForAnswer(deps, user.id, attemptId, rateKey);
  if (!read) throw attemptNotFound();
  const { attempt, ix, activities, check, real } = await playedOf(
    deps,
    read.attempt,
    () => read.drawn,
    { unfinished: true },
    read.learner,
    openFrom(read),
  );
  refuseWhenOver(read.rate, ANSWERS_PER_HOUR, deps.clock.now(), ANSWERS_LIMITED);
  const rate = { key: rateKey, windowSeconds: 3600 };
  // what is refused from here on counts against the hourly budget too (a flood of bad answers is one)
  let activity: Activity | undefined;
  let def: ReturnType<typeof defOf>;
  let given: unknown;
  try {
    const req = validate(AnswerRequest, body);
    activity = real(req.activity_id);
    if (!activity) throw notFound("No such activity in this lesson", "ACTIVITY_NOT_FOUND");
    def = defOf(activity);
    const shape = def.answer.safeParse(req.answer);
    if (!shape.success) {
      const fields: Record<string, string> = {};
      for (const i of shape.error.issues) fields[["answer", ...i.path].join(".")] ??= i.message;
      throw new ApiError(422, "VALIDATION", `This is not an answer to a ${activity.type} activity.`, fields);
    }
    given = shape.data;
  } catch (e) {
    await countHit(deps.db, rate.key, deps.clock.now(), rate.windowSeconds);
    throw e;
  }
  const g = def.grade(ix, activity, given as never, idsFor(deps, attempt.id, activity.id), learnerLang(user));
  const answeredBefore = read.answers.some((r) => r.activityId === activity.id);
  // The answer row, the skill counters and the review boxes are written whole or not at all (answerTx.ts).
  // "First try" is the row that wins the unique (attempt, first_of) slot, so parallel taps (on any number of
  // instances) cannot both claim it. A heard activity played in its seen form (the device could not say it)
  // counts for nothing: no skill, no box.
  const counts = g.graded || !def.graded;
  const { firstTry } = await writeAnswer(deps, {
    userId: user.id,
    attemptId: attempt.id,
    activityId: activity.id,
    answer: given,
    correct: g.correct,
    first: !answeredBefore,
    skills: counts ? skillsOfActivity(activity) : null,
    right: g.graded && g.correct && !g.selfReport,
    boxes:
      g.graded && !g.selfReport
        ? { items: itemsOfActivity(activity), outcome: g.correct ? "right" : "wrong" }
        : null,
    laterTries: !check,
    rate,
  });
  // a unit check takes one answer per item
  if (!firstTry && check)
    throw conflict("ALREADY_ANSWERED", "This question of the check is answered already.");
  const before = [...read.answers, { activityId: activity.id, correct: g.correct }];
  if (check) {
    // nothing is revealed until the check is finished: neither right nor wrong, nor the right answer
    const answered = new Set(before.map((r) => r.activityId));
    return {
      correct: null,
      expected: null,
      feedback: null,
      first_try: true,
      retry_later: false,
      done: answered.size,
      total: activities.length,
    };
  }
  const doneIds = new Set(before.filter((r) => r.correct).map((r) => r.activityId));
  return {
    correct: g.correct,
    expected: g.expected,
    feedback: g.feedback,
    first_try: firstTry,
    retry_later: !g.correct,
    done: doneIds.size,
    total: activities.length,
  };
}

/** Stars from first-try accuracy (see the comment at the top): never 0 for a finished lesson. */
export function starsFor(score: number): 1 | 2 | 3 {
  return score >= 90 ? 3 : score >= 75 ? 2 : 1;
}

export async function finish(deps: Deps, user: User, attemptId: string): Promise<FinishReply> {
  // one read (answerTx.ts): the attempt, the learner's access and finished lessons, the attempt's answers
  if (!AttemptId.safeParse(attemptId).success) throw attemptNotFound();
  const read = await readForAnswer(deps, user.id, attemptId, "");
  if (!read) throw attemptNotFound();
  const { attempt, l, ix, activities, check, shownId } = await playedOf(
    deps,
    read.attempt,
    () => read.drawn,
    { unfinished: true },
    read.learner,
    openFrom(read),
  );
  const rows = read.answers;
  // a lesson is done when each activity was answered right once; a unit check when each was answered
  const done = new Set(rows.filter((r) => check || r.correct).map((r) => r.activityId));
  const missing = activities.filter((a) => !done.has(a.id)).length;
  if (missing)
    throw conflict("ATTEMPT_INCOMPLETE", `${missing} of ${activities.length} activities are still to do.`, {
      remaining: String(missing),
    });
  // graded: the graded types, less those whose first answer was to the seen form of a heard prompt
  const firstOf = (a: Activity) => rows.find((r) => r.activityId === a.id)!;
  const graded = activities.filter((a) => isGraded(a) && !firstOf(a).seen);
  const firstRight = graded.filter((a) => {
    const first = firstOf(a);
    return first.correct && !first.selfReport;
  }).length;
  const score = graded.length ? Math.round((100 * firstRight) / graded.length) : 100;
  const stars = starsFor(score);
  const now = deps.clock.now();
  const seconds = Math.max(
    0,
    Math.min(
      Math.round((now.getTime() - attempt.startedAt.getTime()) / 1000),
      activities.length * SECONDS_PER_ACTIVITY_CAP,
    ),
  );
  // One transaction: the attempt closes, the lesson's progress counts it and a level's certificate is issued
  // together; a second finish finds the attempt closed and changes nothing.
  const finished = new Set(read.finished);
  if (l) finished.add(l.lesson.id);
  const progress = await transact(deps.db, async (tx) => {
    const updated = await tx
      .update(lessonAttempts)
      .set({ finishedAt: now, stars, firstTryCorrect: firstRight, graded: graded.length, seconds })
      .where(and(eq(lessonAttempts.id, attempt.id), isNull(lessonAttempts.finishedAt)))
      .returning({ id: lessonAttempts.id });
    if (!updated.length) throw conflict("ATTEMPT_FINISHED", "This lesson attempt is already finished.");
    if (!l) return null;
    const [row] = await tx
      .insert(lessonProgress)
      .values({
        userId: user.id,
        lessonId: l.lesson.id,
        bestStars: stars,
        completedAt: now,
        timesCompleted: 1,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        // best stars kept (a portable max: PostgreSQL has no two-argument max())
        set: {
          bestStars: sql`CASE WHEN ${lessonProgress.bestStars} > ${stars} THEN ${lessonProgress.bestStars} ELSE ${stars} END`,
          timesCompleted: sql`${lessonProgress.timesCompleted} + 1`,
        },
      })
      .returning({ bestStars: lessonProgress.bestStars, timesCompleted: lessonProgress.timesCompleted });
    // a level's certificate (premium) once every lesson is done
    await maybeIssue({ ...deps, db: tx }, user.id, l.levelId, read.learner.tier, finished);
    return row;
  });
  if (!l || !progress)
    return {
      stars,
      score,
      first_try_correct: firstRight,
      graded: graded.length,
      best_stars: stars,
      next_lesson: null,
      sticker: null,
    };
  return {
    stars,
    score,
    first_try_correct: firstRight,
    graded: graded.length,
    best_stars: progress.bestStars,
    next_lesson: nextLesson(ix, read.learner.tier, l, learnerLang(user)),
    sticker: progress.timesCompleted === 1 ? unitSticker(user, ix, l, finished) : null,
    // a unit check shows, once finished, which items were right
    ...(check
      ? {
          results: activities.map((a) => ({
            activity_id: shownId(a.id),
            correct: rows.find((r) => r.activityId === a.id)!.correct,
          })),
        }
      : {}),
  };
}

/** The unit's sticker when this lesson's first finish completes the unit (the album on /progress keeps it). */
function unitSticker(
  user: User,
  ix: CourseIndex,
  l: LoadedLesson,
  finished: Set<string>,
): FinishReply["sticker"] {
  const unit = ix.units.get(l.unitId)!.unit;
  if (!unit.lessons.every((x) => finished.has(x.id))) return null;
  return {
    unit_id: unit.id,
    title: inLang(unit.title, learnerLang(user)),
    picture: pictureFor(unit.picture),
  };
}

/** The hidden listen prompt of an activity in the caller's attempt (or one sound of match_sounds). */
export async function prompt(
  deps: Deps,
  user: User,
  attemptId: string,
  activityId: string,
  choice: string | null,
): Promise<PromptReply> {
  const { attempt, ix, sourceOf, real } = await ownAttempt(deps, user, attemptId, { unfinished: false });
  const a = real(activityId);
  if (!a) throw notFound("No such activity in this lesson", "ACTIVITY_NOT_FOUND");
  const slot = promptSlot(
    { ix, clips: new Map(), vowelled: sourceOf(a.id).lesson.vowelled },
    a,
    idsFor(deps, attempt.id, a.id),
    choice,
  );
  if (!slot) throw notFound("This activity has no such prompt", "PROMPT_NOT_FOUND");
  const clips = await clipUrlsFor(deps, [slot.id]);
  return { ...slot, url: clips.get(slot.id) ?? null };
}
