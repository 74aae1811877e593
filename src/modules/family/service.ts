// The family's own data (issue #13): everything we hold about the account as one JSON file, and the
// deletion of the child's learning history. Both land in the audit log. Secrets never leave: no password
// hash, no token of any kind, no sign-in provider subject, no checkout URL.
import { eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import type { User } from "../../db/schema";
import { recordAudit } from "../audit/service";
import { actorLabel } from "../users/service";
import { listChildren } from "./children";
import {
  attemptAnswers,
  certificates,
  lessonAttempts,
  lessonProgress,
  shelfProgress,
  levelTestResults,
  payments,
  reviewItems,
  skillProgress,
  subscriptionEvents,
  subscriptions,
} from "../../db/schema";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const actor = (u: User) => ({ userId: u.id, label: actorLabel(u) });

/** One learner's learning (the account's own, or a child profile's): every query filtered by their id. */
async function learningOf(deps: Deps, uid: number) {
  const db = deps.db;
  const [tests, attempts, progress, skills, review, certs] = await Promise.all([
    db.select().from(levelTestResults).where(eq(levelTestResults.userId, uid)),
    db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, uid)),
    db.select().from(lessonProgress).where(eq(lessonProgress.userId, uid)),
    db.select().from(skillProgress).where(eq(skillProgress.userId, uid)),
    db.select().from(reviewItems).where(eq(reviewItems.userId, uid)),
    db.select().from(certificates).where(eq(certificates.userId, uid)),
  ]);
  const answers = await db
    .select()
    .from(attemptAnswers)
    .where(
      inArray(
        attemptAnswers.attemptId,
        db.select({ id: lessonAttempts.id }).from(lessonAttempts).where(eq(lessonAttempts.userId, uid)),
      ),
    );
  const byAttempt = new Map<string, typeof answers>();
  for (const a of answers) byAttempt.set(a.attemptId, [...(byAttempt.get(a.attemptId) ?? []), a]);
  return {
    level_test_results: tests.map((r) => ({
      level: r.level,
      score: r.score,
      total_questions: r.totalQuestions,
      correct_answers: r.correctAnswers,
      recommendations: r.recommendations,
      answers: r.answers,
      details: r.details,
      test_date: iso(r.testDate),
    })),
    lesson_attempts: attempts.map((a) => ({
      id: a.id,
      lesson_id: a.lessonId,
      started_at: iso(a.startedAt),
      finished_at: iso(a.finishedAt),
      stars: a.stars,
      first_try_correct: a.firstTryCorrect,
      graded: a.graded,
      seconds: a.seconds,
      answers: (byAttempt.get(a.id) ?? []).map((x) => ({
        activity_id: x.activityId,
        answer: x.answer,
        correct: x.correct,
        first_try: x.firstTry,
        created_at: iso(x.createdAt),
      })),
    })),
    lesson_progress: progress.map((p) => ({
      lesson_id: p.lessonId,
      best_stars: p.bestStars,
      completed_at: iso(p.completedAt),
      times_completed: p.timesCompleted,
    })),
    skill_progress: skills.map((s) => ({ skill: s.skill, seen: s.seen, correct: s.correct })),
    review_items: review.map((r) => ({
      item: r.item,
      box: r.box,
      due_at: iso(r.dueAt),
      right: r.right,
      wrong: r.wrong,
      last_answered_at: iso(r.lastAnsweredAt),
    })),
    certificates: certs.map((c) => ({
      code: c.code,
      level_id: c.levelId,
      name: c.name,
      score: c.score,
      issued_at: iso(c.issuedAt),
      revoked_at: iso(c.revokedAt),
    })),
  };
}

/** GET /users/me/export: the caller's data only (every query is filtered by their id or their children's). */
export async function exportFamilyData(deps: Deps, user: User) {
  const db = deps.db;
  const uid = user.id;
  const [subs, events, pays, kids] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, uid)),
    db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, uid)),
    db.select().from(payments).where(eq(payments.userId, uid)),
    listChildren(deps, uid),
  ]);
  const children = [];
  for (const c of kids)
    children.push({
      id: c.id,
      first_name: c.firstName,
      avatar: c.avatar,
      age_band: c.ageBand,
      created_at: iso(c.createdAt),
      ...(await learningOf(deps, c.id)),
    });

  const data = {
    exported_at: deps.clock.now().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      address: user.address,
      country: user.country,
      locale: user.locale,
      weekly_email: user.digestOptIn,
      is_verified: user.isVerified,
      signs_in_with_password: user.passwordHash !== null,
      signs_in_with_google: user.googleSub !== null,
      has_parent_pin: user.parentPinHash !== null,
      created_at: iso(user.createdAt),
    },
    subscriptions: subs.map((s) => ({
      id: s.id,
      type: s.type,
      status: s.status,
      start_date: iso(s.startDate),
      end_date: iso(s.endDate),
      cancelled_at: iso(s.cancelledAt),
      created_at: iso(s.createdAt),
    })),
    subscription_events: events.map((e) => ({
      kind: e.kind,
      subscription_id: e.subscriptionId,
      detail: e.detail,
      created_at: iso(e.createdAt),
    })),
    payments: pays.map((p) => ({
      id: p.id,
      provider: p.provider,
      amount_cents: p.amountCents,
      currency: p.currency,
      purpose: p.purpose,
      status: p.status,
      months_granted: p.monthsGranted,
      created_at: iso(p.createdAt),
      fulfilled_at: iso(p.fulfilledAt),
      refunded_at: iso(p.refundedAt),
    })),
    // what the account learned as itself (before any child profile, or a grown-up learning too)
    ...(await learningOf(deps, uid)),
    // each child profile (issue #16) with their own learning
    children,
  };
  await recordAudit(deps, deps.db, actor(user), {
    action: "user.export",
    targetType: "user",
    targetId: user.id,
  });
  return data;
}

/** DELETE /progress: the learning history goes (attempts with their answers, lesson and skill progress,
 *  review boxes); the account, subscriptions, level tests and certificates stay — certificates stay valid. */
export function deleteLearningHistory(deps: Deps, user: User, learnerId: number = user.id) {
  const uid = learnerId;
  return transact(deps.db, async (tx) => {
    // answers and review attempts also cascade with their attempt; deleted explicitly so the count is honest
    const mine = tx
      .select({ id: lessonAttempts.id })
      .from(lessonAttempts)
      .where(eq(lessonAttempts.userId, uid));
    const answers = (
      await tx
        .delete(attemptAnswers)
        .where(inArray(attemptAnswers.attemptId, mine))
        .returning({ id: attemptAnswers.id })
    ).length;
    const removed = {
      lesson_attempts: (
        await tx
          .delete(lessonAttempts)
          .where(eq(lessonAttempts.userId, uid))
          .returning({ id: lessonAttempts.id })
      ).length,
      answers,
      lesson_progress: (
        await tx
          .delete(lessonProgress)
          .where(eq(lessonProgress.userId, uid))
          .returning({ id: lessonProgress.id })
      ).length,
      skill_progress: (
        await tx
          .delete(skillProgress)
          .where(eq(skillProgress.userId, uid))
          .returning({ id: skillProgress.id })
      ).length,
      review_items: (
        await tx.delete(reviewItems).where(eq(reviewItems.userId, uid)).returning({ id: reviewItems.id })
      ).length,
      shelf_progress: (
        await tx
          .delete(shelfProgress)
          .where(eq(shelfProgress.userId, uid))
          .returning({ id: shelfProgress.id })
      ).length,
    };
    await recordAudit(deps, tx, actor(user), {
      action: "progress.delete",
      targetType: "user",
      targetId: uid,
      before: removed,
      after: null,
    });
    return { deleted: removed };
  });
}
