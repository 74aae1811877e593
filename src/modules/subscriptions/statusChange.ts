// An operator's change of a subscription's status (admin area and CLI): expire, cancel, or set back
// to active. The rule of which change is allowed is a subscription rule, so it lives here; the admin
// service only shapes the reply for its tables. Every change is recorded in the plan's history and
// in the audit log, in the same transaction.
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { locking } from "../../db/lock";
import { subscriptions, type Subscription } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { recordAudit, type Actor } from "../audit/service";
import { publicSubscription, recordEvent } from "./service";

/** Status as users see it (an active row past its end date reads as expired). */
export type SubStatus = "active" | "cancelled" | "expired";

const snapshot = (deps: Deps, s: Subscription) => ({
  status: publicSubscription(deps, s).status,
  stored_status: s.status,
  end_date: s.endDate.toISOString(),
});

/** SPEC section 4: an active subscription can be expired or cancelled; a non-active one set back to
 *  active while its end date is ahead. Answers the changed row. */
export async function changeSubscriptionStatus(
  deps: Deps,
  actor: Actor,
  id: number,
  to: SubStatus,
): Promise<Subscription> {
  const now = deps.clock.now();
  // The row is locked before it is read (SQLite: transact's write lock; PostgreSQL: FOR UPDATE), so the
  // server and a CLI acting at once cannot both pass the check.
  return transact(deps.db, async (tx) => {
    const q = tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
    const [s] = await locking(q);
    if (!s) throw notFound("Subscription not found", "SUBSCRIPTION_NOT_FOUND");
    const from = publicSubscription(deps, s).status;
    if (from === to) throw conflict("NO_CHANGE", `This subscription is already ${to}.`);
    if (to !== "active" && from !== "active")
      throw conflict(
        "INVALID_TRANSITION",
        `Only an active subscription can be ${to === "expired" ? "expired" : "cancelled"}.`,
      );
    if (to === "active" && s.endDate.getTime() <= now.getTime())
      throw conflict(
        "END_DATE_PASSED",
        "This subscription's end date has passed; activating it would not give access.",
      );
    const [after] = await tx
      .update(subscriptions)
      .set({
        status: to,
        updatedAt: now,
        cancelledAt: to === "cancelled" ? now : to === "active" ? null : s.cancelledAt,
      })
      .where(eq(subscriptions.id, id))
      .returning();
    const action =
      to === "expired"
        ? "subscription.expire"
        : to === "cancelled"
          ? "subscription.cancel"
          : "subscription.activate";
    await recordEvent(deps, tx, {
      userId: s.userId,
      subscriptionId: s.id,
      kind: "admin_change",
      detail: { from, to, by: actor.label },
    });
    await recordAudit(deps, tx, actor, {
      action,
      targetType: "subscription",
      targetId: id,
      before: snapshot(deps, s),
      after: snapshot(deps, after),
    });
    return after;
  });
}
