// An operator's change of a subscription's status (admin area and CLI): expire, cancel, or set back
// to active. The rule of which change is allowed is a subscription rule, so it lives here; the admin
// service only shapes the reply for its tables. Every change is recorded in the plan's history and
// in the audit log, in the same transaction.
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { subscriptions, type Subscription } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { recordAudit, type Actor } from "../audit/service";
import { publicSubscription, recordEvent } from "./service";

/** Status as users see it (an active row past its end date reads as expired). */
export type SubStatus = "active" | "cancelled" | "expired";

const snapshot = (deps: Deps, s: Subscription) => ({ status: publicSubscription(deps, s).status, stored_status: s.status, end_date: s.endDate.toISOString() });

/** SPEC section 4: an active subscription can be expired or cancelled; a non-active one set back to
 *  active while its end date is ahead. Answers the changed row. */
export function changeSubscriptionStatus(deps: Deps, actor: Actor, id: number, to: SubStatus): Subscription {
  const now = deps.clock.now();
  // Take the write lock before reading, so the server and a CLI acting at once cannot both pass the check.
  return deps.db.transaction(
    (tx) => {
      const s = tx.select().from(subscriptions).where(eq(subscriptions.id, id)).get();
      if (!s) throw notFound("Subscription not found", "SUBSCRIPTION_NOT_FOUND");
      const from = publicSubscription(deps, s).status;
      if (from === to) throw conflict("NO_CHANGE", `This subscription is already ${to}.`);
      if (to !== "active" && from !== "active") throw conflict("INVALID_TRANSITION", `Only an active subscription can be ${to === "expired" ? "expired" : "cancelled"}.`);
      if (to === "active" && s.endDate.getTime() <= now.getTime())
        throw conflict("END_DATE_PASSED", "This subscription's end date has passed; activating it would not give access.");
      const after = tx
        .update(subscriptions)
        .set({ status: to, updatedAt: now, cancelledAt: to === "cancelled" ? now : to === "active" ? null : s.cancelledAt })
        .where(eq(subscriptions.id, id))
        .returning()
        .get();
      const action = to === "expired" ? "subscription.expire" : to === "cancelled" ? "subscription.cancel" : "subscription.activate";
      recordEvent(deps, tx, { userId: s.userId, subscriptionId: s.id, kind: "admin_change", detail: { from, to, by: actor.label } });
      recordAudit(deps, tx, actor, { action, targetType: "subscription", targetId: id, before: snapshot(deps, s), after: snapshot(deps, after) });
      return after;
    },
    { behavior: "immediate" },
  );
}
