// Subscriptions: the rules of demo, paid access and expiry.
// Expiry is derived at read time from end_date and the clock, whether or not any job ran.
import { desc, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { subscriptions, type Subscription } from "../../db/schema";
import { DAY_MS } from "../../lib/clock";

export function isExpired(deps: Deps, s: Subscription) {
  return s.status === "expired" || s.endDate.getTime() <= deps.clock.now().getTime();
}

export function daysRemaining(deps: Deps, s: Subscription): number | null {
  if (s.status !== "active") return null;
  const ms = s.endDate.getTime() - deps.clock.now().getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

export function publicSubscription(deps: Deps, s: Subscription) {
  const expired = isExpired(deps, s);
  return {
    id: s.id,
    type: s.type,
    status: (expired && s.status === "active" ? "expired" : s.status) as "active" | "cancelled" | "expired",
    start_date: s.startDate.toISOString(),
    end_date: s.endDate.toISOString(),
    days_remaining: expired ? 0 : daysRemaining(deps, s),
    is_expired: expired,
    has_subscription: !expired,
  };
}

/** The user's current subscription: the newest one (paid first when both exist). */
export function currentSubscription(deps: Deps, userId: number): Subscription | undefined {
  const rows = deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.endDate)).all();
  return rows.find((r) => r.type === "paid") ?? rows[0];
}

/** GET /subscriptions/status (SPEC section 3). */
export function subscriptionStatus(deps: Deps, userId: number) {
  const s = currentSubscription(deps, userId);
  if (!s) return { subscription: null, days_remaining: null, is_expired: false, has_subscription: false };
  const p = publicSubscription(deps, s);
  return { subscription: p, days_remaining: p.days_remaining, is_expired: p.is_expired, has_subscription: p.has_subscription };
}
