// An answer's database work in few round trips (issue #32 step 5): before, a first-try answer sent about 15
// statements (the attempt, the learner's access read piece by piece, the rate limit, the answer, a counter per
// skill, a read and a write per review box, the attempt's answers again). Now:
//   readForAnswer  one query: the attempt (and a review's or unit check's drawn items), the learner's row, class,
//                  plans and placement (the learner value is built from them by access/learner.ts learnerFrom,
//                  the one rule learnerOf uses too), the lessons they finished, the attempt's answers so far
//                  and the rate limit's window;
//   writeAnswer    the answer row, the rate limit's count, the skill counters and the review boxes together:
//                  on PostgreSQL one statement (data-modifying WITH: one round trip, atomic on its own), on
//                  SQLite the same statements between BEGIN IMMEDIATE and COMMIT (it has no writing WITH; they
//                  are calls in the process, not round trips).
// "First try" stays a fact the database makes: the read says whether the activity was answered in this attempt;
// the first answer's row claims the unique (attempt, first_of) slot, and when a parallel tap claimed it first the
// whole write fails and is made again as a later try (nothing half-written either way).
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps";
import { dialectOfDb, transact, type Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import {
  attemptAnswers,
  classes,
  lessonAttempts,
  lessonProgress,
  levelTestResults,
  rateLimits,
  reviewAttempts,
  skillProgress,
  subscriptions,
  users,
  type Subscription,
} from "../../db/schema";
import { moveBoxes, type Outcome } from "./leitner";
import { countHit } from "../ratelimit/service";
import { instanceOpensAll } from "../site/instanceAccess";
import { classTrialDays } from "../access/classTrial";
import { isUniqueViolation } from "../users/service";
import { learnerFrom, payerFrom, type Learner } from "../access/learner";

type AttemptRow = typeof lessonAttempts.$inferSelect;
type DrawnItems = (typeof reviewAttempts.$inferSelect)["activities"];

export type AnswerRead = {
  attempt: AttemptRow;
  /** a review's or a unit check's drawn items (null: no row) */
  drawn: DrawnItems | null;
  learner: Learner;
  /** the lessons the learner has finished (the order lock) */
  finished: Set<string>;
  /** this attempt's answers so far, oldest first: right or not, and (what finish needs of a first answer) whether a
   *  heard activity was played in its seen form and whether a trace was self-reported */
  answers: { activityId: string; correct: boolean; seen: boolean; selfReport: boolean }[];
  /** the rate limit's window for `rateKey` (null: none yet, or no key: "") */
  rate: { count: number; resetAt: Date } | null;
};

/** The one read: everything an answer needs to be checked and graded (and a finish to be scored). Null when the
 *  attempt is not the user's. */
function readQuery(db: Db, name: string) {
  // whose plans count: a child profile learns on the family's (the parent's account), everyone else on their own
  const payer = sql`CASE WHEN ${users.kind} = 'child' AND ${users.parentId} IS NOT NULL THEN ${users.parentId} ELSE ${users.id} END`;
  return db
    .select({
      attempt: lessonAttempts,
      kind: users.kind,
      parentId: users.parentId,
      classUntil: classes.licenceUntil,
      classCreatedAt: classes.createdAt,
      drawn: reviewAttempts.activities,
      rateCount: rateLimits.count,
      rateResetAt: rateLimits.resetAt,
      placed: sql<
        string | null
      >`(select ${levelTestResults.details} ->> 'placed_level_id' from ${levelTestResults} where ${levelTestResults.userId} = ${users.id} and ${levelTestResults.details} is not null order by ${levelTestResults.testDate} desc, ${levelTestResults.id} desc limit 1)`,
      finished: sql<
        string | null
      >`(select string_agg(${lessonProgress.lessonId}, ',') from ${lessonProgress} where ${lessonProgress.userId} = ${users.id})`,
      answers: sql<
        string | null
      >`(select string_agg(${attemptAnswers.activityId} || ':' || (case when ${attemptAnswers.correct} then '1' else '0' end) || (case when cast(${attemptAnswers.answer} ->> 'played' as text) = 'seen' then '1' else '0' end) || (case when cast(${attemptAnswers.answer} ->> 'self_report' as text) in ('true', '1') then '1' else '0' end), ',' order by ${attemptAnswers.id}) from ${attemptAnswers} where ${attemptAnswers.attemptId} = ${lessonAttempts.id})`,
      plan: subscriptions,
    })
    .from(lessonAttempts)
    .innerJoin(users, eq(users.id, lessonAttempts.userId))
    .leftJoin(classes, eq(classes.id, users.classId))
    .leftJoin(reviewAttempts, eq(reviewAttempts.attemptId, lessonAttempts.id))
    .leftJoin(rateLimits, eq(rateLimits.key, sql.placeholder("rateKey")))
    .leftJoin(subscriptions, sql`${subscriptions.userId} = ${payer}`)
    .where(
      and(
        eq(lessonAttempts.id, sql.placeholder("attempt")),
        eq(lessonAttempts.userId, sql.placeholder("user")),
      ),
    )
    .orderBy(desc(subscriptions.endDate), desc(subscriptions.id))
    .prepare(name);
}

export async function readForAnswer(
  deps: Deps,
  userId: number,
  attemptId: string,
  rateKey: string,
): Promise<AnswerRead | null> {
  const q = prepared(deps.db, "answer_read", readQuery);
  const rows = await q.execute({ attempt: attemptId, user: userId, rateKey });
  const r = rows[0];
  if (!r) return null;
  const pupil = r.kind === "pupil";
  const payer = payerFrom(
    userId,
    { kind: r.kind, parentId: r.parentId },
    pupil && r.classCreatedAt ? { until: r.classUntil, createdAt: r.classCreatedAt } : null,
    pupil ? await classTrialDays(deps) : 0,
  );
  const plans = rows.map((x) => x.plan).filter((p): p is Subscription => p !== null);
  const learner = learnerFrom(deps, {
    userId,
    payer,
    plans,
    placedLevel: typeof r.placed === "string" ? r.placed : null,
    opensAll: await instanceOpensAll(deps),
  });
  // activity:CPS — C correct, P played in its seen form, S self-reported (each 1 or 0)
  const answers = (r.answers ? r.answers.split(",") : []).map((x) => {
    const i = x.lastIndexOf(":");
    return {
      activityId: x.slice(0, i),
      correct: x[i + 1] === "1",
      seen: x[i + 2] === "1",
      selfReport: x[i + 3] === "1",
    };
  });
  return {
    attempt: r.attempt,
    drawn: r.drawn ?? null,
    learner,
    finished: new Set(r.finished ? r.finished.split(",") : []),
    answers,
    rate:
      r.rateCount !== null && r.rateResetAt !== null ? { count: r.rateCount, resetAt: r.rateResetAt } : null,
  };
}

export type AnswerWrite = {
  userId: number;
  attemptId: string;
  activityId: string;
  answer: unknown;
  correct: boolean;
  /** the read found no answer to this activity in the attempt: this one claims the first try */
  first: boolean;
  /** counted when it is the first try: the skills' seen (and correct when `right`) counters */
  skills: string[] | null;
  right: boolean;
  /** moved when it is the first try: the Leitner boxes of these items */
  boxes: { items: string[]; outcome: Outcome } | null;
  /** a later try is stored too (a lesson's retries); a unit check takes one answer per item: none */
  laterTries: boolean;
  /** the hourly budget this answer counts against */
  rate: { key: string; windowSeconds: number };
};

/** The skill counters of a first try: one row per skill, counted up (each skill once). */
function countSkills(db: Db, userId: number, skills: string[], right: boolean) {
  const unique = [...new Set(skills)];
  if (!unique.length) return null;
  const r = right ? 1 : 0;
  return db
    .insert(skillProgress)
    .values(unique.map((skill) => ({ userId, skill, seen: 1, correct: r })))
    .onConflictDoUpdate({
      target: [skillProgress.userId, skillProgress.skill],
      set: { seen: sql`${skillProgress.seen} + 1`, correct: sql`${skillProgress.correct} + ${r}` },
    });
}

/** The statements of one answer, unsent, in the order they run. */
function statements(db: Db, w: AnswerWrite, first: boolean, now: Date) {
  const row = {
    attemptId: w.attemptId,
    activityId: w.activityId,
    answer: w.answer,
    correct: w.correct,
    createdAt: now,
    firstTry: first,
    firstOf: first ? w.activityId : null,
  };
  const list: { getSQL(): SQL; then: PromiseLike<unknown>["then"] }[] = [
    countHit(db, w.rate.key, now, w.rate.windowSeconds),
  ];
  if (first || w.laterTries) list.push(db.insert(attemptAnswers).values(row));
  if (first) {
    const skills = w.skills && countSkills(db, w.userId, w.skills, w.right);
    if (skills) list.push(skills);
    const boxes = w.boxes && moveBoxes(db, w.userId, w.boxes.items, w.boxes.outcome, now);
    if (boxes) list.push(boxes);
  }
  return list;
}

/** Writes the answer and what it moves, all or nothing. Answers whether it was the first try. */
export async function writeAnswer(deps: Deps, w: AnswerWrite): Promise<{ firstTry: boolean }> {
  const now = deps.clock.now();
  const once = async (first: boolean) => {
    if (dialectOfDb(deps.db) === "postgres") {
      // one statement: every write a WITH item (PostgreSQL runs each exactly once, in one snapshot, atomically)
      const parts = statements(deps.db, w, first, now);
      const items = parts.map((p, i) => deps.db.$with(`w${i}`).as(p.getSQL() as never));
      await deps.db
        .with(...items)
        .select({ one: sql<number>`1` })
        .from(sql`(select 1) as one`);
    } else
      await transact(deps.db, async (tx) => {
        for (const p of statements(tx, w, first, now)) await p;
      });
  };
  if (!w.first) {
    await once(false);
    return { firstTry: false };
  }
  try {
    await once(true);
    return { firstTry: true };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // a parallel tap claimed the first try between the read and this write: this answer is a later try
    await once(false);
    return { firstTry: false };
  }
}
