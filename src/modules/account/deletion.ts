// Deleting a whole account (issue #28): the grown-up, their child profiles and everything learned
// (attempts, progress, practice, level tests, certificates), their plans, sessions and tokens, the mails
// waiting for them, their contact messages and sign-in records, and — for a teacher — their classes and
// pupils. The payment records the law requires are copied first into retained_payments (who paid, how
// much, when; nothing about the children). Mentions of the family in the audit log lose their details; one
// line records the deletion with counts only. The same function serves the parent's own request, an admin
// and `cli users:delete`. A confirmation mail goes to the address after the transaction commits.
import { and, count, eq, inArray, like, or } from "drizzle-orm";
import type { Deps } from "../../deps";
import { durably, type Db } from "../../db/client";
import {
  auditLog,
  certificates,
  classes,
  contactMessages,
  lessonProgress,
  loginFailures,
  outbox,
  payments,
  rateLimits,
  retainedPayments,
  users,
  type User,
} from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit, type Actor } from "../audit/service";
import { sendMail } from "../mail/service";
import { accountDeletedMail } from "../mail/templates";
import { translatorFor } from "../../../shared/i18n/catalogues";

/** What deleting this account loses, named before it is done (the confirmation dialog shows it). */
export async function deletionPreview(deps: Deps, user: User) {
  const kids = await deps.db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.parentId, user.id), eq(users.kind, "child")));
  const learners = [user.id, ...kids.map((k) => k.id)];
  const [{ n: lessons }] = await deps.db
    .select({ n: count() })
    .from(lessonProgress)
    .where(inArray(lessonProgress.userId, learners));
  const [{ n: certs }] = await deps.db
    .select({ n: count() })
    .from(certificates)
    .where(inArray(certificates.userId, learners));
  const [{ n: classCount }] = await deps.db
    .select({ n: count() })
    .from(classes)
    .where(eq(classes.teacherId, user.id));
  const [{ n: paid }] = await deps.db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, user.id), inArray(payments.status, ["paid", "refunded"])));
  return {
    children: kids.map((k) => k.firstName),
    lessons_finished: lessons,
    certificates: certs,
    classes: classCount,
    payments_kept: paid,
  };
}
export type DeletionPreview = Awaited<ReturnType<typeof deletionPreview>>;

/**
 * Deletes the account `id` in one transaction; `guard` runs inside it first (an admin may not delete the
 * last admin or themselves). Unknown id: 404.
 */
export async function deleteAccount(
  deps: Deps,
  actor: Actor,
  id: number,
  opts: {
    reason: "self" | "admin" | "retention";
    guard?: (tx: Db, target: User) => Promise<void>;
    mail?: boolean;
  },
) {
  const now = deps.clock.now();
  const done = await durably(deps.db, async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!target) throw notFound("User not found", "USER_NOT_FOUND");
    await opts.guard?.(tx, target);
    const kids = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.parentId, id), eq(users.kind, "child")));
    const teaching = await tx.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, id));
    const pupils = teaching.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(
            inArray(
              users.classId,
              teaching.map((c) => c.id),
            ),
          )
      : [];
    const family = [id, ...kids.map((k) => k.id), ...pupils.map((p) => p.id)];

    // the payment records the law requires: kept, without the children
    const paid = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, id), inArray(payments.status, ["paid", "refunded"])));
    for (const p of paid)
      await tx.insert(retainedPayments).values({
        formerUserId: id,
        payerName: `${target.firstName} ${target.lastName}`.trim(),
        payerEmail: target.email,
        provider: p.provider,
        sessionId: p.sessionId,
        paymentIntent: p.paymentIntent,
        amountCents: p.amountCents,
        currency: p.currency,
        status: p.status,
        monthsGranted: p.monthsGranted,
        paidAt: p.fulfilledAt,
        refundedAt: p.refundedAt,
        keptAt: now,
      });

    // what is not tied to the account by a foreign key
    if (target.email) {
      await tx.delete(outbox).where(eq(outbox.to, target.email));
      await tx.delete(loginFailures).where(eq(loginFailures.email, target.email));
      await tx
        .delete(contactMessages)
        .where(or(eq(contactMessages.userId, id), eq(contactMessages.email, target.email)));
    } else await tx.delete(contactMessages).where(eq(contactMessages.userId, id));
    // rate-limit counters named after the account (its id or address): exact keys only
    const suffixes = [...family.map((f) => `:${f}`), ...(target.email ? [`:${target.email}`] : [])];
    const candidates = await tx
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(or(...suffixes.map((x) => like(rateLimits.key, `%${x}`)))); // LIKE's wildcards may match more: filtered below
    const mine = candidates.map((r) => r.key).filter((k) => suffixes.some((x) => k.endsWith(x)));
    if (mine.length) await tx.delete(rateLimits).where(inArray(rateLimits.key, mine));
    // the audit log keeps that things happened, not who they were about (names of children, emails)
    await tx
      .update(auditLog)
      .set({ before: null, after: null })
      .where(and(eq(auditLog.targetType, "user"), inArray(auditLog.targetId, family.map(String))));
    await tx
      .update(auditLog)
      .set({ actorLabel: "deleted account" })
      .where(inArray(auditLog.actorUserId, family));

    // the account itself: children, pupils, classes, learning, plans, sessions and tokens go with it
    // (foreign keys ON DELETE CASCADE); the sessions end at once because every request reads them
    if (teaching.length)
      await tx.delete(users).where(
        inArray(
          users.classId,
          teaching.map((c) => c.id),
        ),
      );
    await tx.delete(users).where(eq(users.id, id));

    await recordAudit(deps, tx, actor, {
      action: "user.delete", // the admin area words it "deleted"
      targetType: "user",
      targetId: id,
      before: {
        reason: opts.reason,
        children: kids.length,
        pupils: pupils.length,
        classes: teaching.length,
        payments_kept: paid.length,
        was_admin: target.isAdmin,
      },
      after: null,
    });
    return {
      email: target.email,
      firstName: target.firstName,
      children: kids.length,
      paymentsKept: paid.length,
      locale: target.locale,
    };
  });
  if (done.email && opts.mail !== false)
    await sendMail(
      deps,
      done.email,
      accountDeletedMail(
        deps.config.appUrl,
        {
          firstName: done.firstName,
          children: done.children,
          paymentsKept: done.paymentsKept,
          byAdmin: opts.reason !== "self",
          retention: opts.reason === "retention",
        },
        translatorFor(done.locale),
      ),
    ).catch((e) =>
      deps.log.error("account deletion mail failed", { error: String((e as Error)?.message ?? e) }),
    );
  return { deleted: true as const, id, children: done.children, payments_kept: done.paymentsKept };
}
