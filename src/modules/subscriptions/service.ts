// Subscriptions: the rules of demo, paid access and expiry.
// Expiry is derived at read time from end_date and the clock, whether or not any job ran.
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { locking } from "../../db/lock";
import { prepared } from "../../db/prepared";
import { subscriptions, subscriptionEvents, users, type Subscription } from "../../db/schema";
import { DAY_MS, addDays } from "../../lib/clock";
import { conflict, notFound } from "../../lib/errors";
import { isUniqueViolation } from "../users/service";
import {
  PRICE,
  DEMO_DAYS,
  RENEW_WINDOW_DAYS,
  FIRST_PURCHASE_MONTHS,
  RENEWAL_MONTHS,
  addMonths,
  paidPeriod,
} from "../../../shared/price";
import { MESSAGES } from "../../../shared/messages";
import { instanceOpensAll } from "../site/instanceAccess";
import { courseIndex } from "../courses/courseIndex";
import { accessBlock, type AccessBlock } from "./accessBlock";
export { PRICE, DEMO_DAYS, RENEW_WINDOW_DAYS, FIRST_PURCHASE_MONTHS, RENEWAL_MONTHS, addMonths };

/** A drizzle transaction or the database itself: both offer the same query builder. */
export type Tx = Pick<Deps["db"], "select" | "insert" | "update" | "delete">;

export type EventKind =
  | "demo_started"
  | "demo_ended"
  | "payment"
  | "renewal"
  | "cancelled"
  | "refunded"
  | "expired"
  | "admin_change"
  | "class_licence"
  | "class_licence_ended";

/**
 * Writes one line of a family's subscription history. Every change to a subscription goes
 * through here (demo, payments, renewals, cancellations, refunds, admin changes), inside the
 * same transaction as the change itself. Times come from deps.clock.
 */
export async function recordEvent(
  deps: Deps,
  tx: Tx,
  e: { userId: number; subscriptionId: number | null; kind: EventKind; detail?: Record<string, unknown> },
) {
  await tx.insert(subscriptionEvents).values({
    userId: e.userId,
    subscriptionId: e.subscriptionId,
    kind: e.kind,
    detail: e.detail ?? {},
    createdAt: deps.clock.now(),
  });
}

export function isExpired(deps: Deps, s: Subscription) {
  return s.status === "expired" || s.endDate.getTime() <= deps.clock.now().getTime();
}

/** Whole days of access left (rounded up); null once access has ended. Cancelled keeps access to its end date. */
export function daysRemaining(deps: Deps, s: Subscription): number | null {
  if (s.status === "expired") return null;
  const ms = s.endDate.getTime() - deps.clock.now().getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

/** Access continues until end_date for active and cancelled subscriptions. */
export const hasAccess = (deps: Deps, s: Subscription) => s.status !== "expired" && !isExpired(deps, s);

export function publicSubscription(deps: Deps, s: Subscription) {
  const expired = isExpired(deps, s);
  return {
    id: s.id,
    type: s.type,
    status: (expired && s.status === "active" ? "expired" : s.status) as "active" | "cancelled" | "expired",
    start_date: s.startDate.toISOString(),
    end_date: s.endDate.toISOString(),
    cancelled_at: s.cancelledAt ? s.cancelledAt.toISOString() : null,
    days_remaining: expired ? 0 : daysRemaining(deps, s),
    is_expired: expired,
    has_subscription: !expired,
  };
}
export type PublicSubscription = ReturnType<typeof publicSubscription>;

/**
 * The user's current subscription: one that still gives access (paid before demo), else the
 * one that ended last, so an ended demo or plan can still be shown as expired.
 */
export async function currentSubscription(
  deps: Deps,
  userId: number,
  tx: Tx = deps.db,
): Promise<Subscription | undefined> {
  return currentOf(deps, await userRows(deps, userId, tx));
}

/** The current plan among an account's plans, newest end first: paid with access, any with access, the newest. */
export function currentOf(deps: Deps, rows: Subscription[]): Subscription | undefined {
  const live = rows.filter((r) => hasAccess(deps, r));
  return live.find((r) => r.type === "paid") ?? live[0] ?? rows[0];
}

/**
 * Where a family stands, derived here once so every page routes the same way:
 * none (never had a plan), demo, demo_ended, premium, premium_ended.
 */
export type PlanState = "none" | "demo" | "demo_ended" | "premium" | "premium_ended";

/**
 * What buying now would do: a renewal is offered only within RENEW_WINDOW_DAYS of the end of a
 * running paid plan (never a second payment far from its end); an account's first purchase
 * grants FIRST_PURCHASE_MONTHS, any later one RENEWAL_MONTHS.
 */
export type PurchaseOffer = {
  allowed: boolean;
  kind: "new" | "renewal";
  months: number;
  amount_cents: number;
  currency: string;
  /** When a running plan is far from its end: the day renewal opens. */
  renew_opens_at: string | null;
  /** The period buying now pays for (shared/price.ts paidPeriod): from the demo's end when bought during it. */
  period_from: string;
  period_to: string;
  /** Whole demo days kept (0 outside a running demo). */
  demo_days_kept: number;
};

/** What a purchase now would pay for, from the account's rows (the running paid plan's end, else the running demo's). */
function periodOf(deps: Deps, rows: Subscription[], months: number, now: Date = deps.clock.now()) {
  const live = rows.filter((r) => hasAccess(deps, r));
  const paidEnd = live.find((r) => r.type === "paid")?.endDate ?? null;
  const demoEnd = live.find((r) => r.type === "demo")?.endDate ?? null;
  return paidPeriod(now, { paidEndsAt: paidEnd, demoEndsAt: demoEnd }, months);
}

function planFacts(deps: Deps, rows: Subscription[]) {
  const live = rows.filter((r) => hasAccess(deps, r));
  const paidLive = live.find((r) => r.type === "paid");
  const current = paidLive ?? live[0] ?? rows[0];
  const everPaid = rows.some((r) => r.type === "paid");
  let state: PlanState = "none";
  if (current) {
    const on = hasAccess(deps, current);
    state = current.type === "paid" ? (on ? "premium" : "premium_ended") : on ? "demo" : "demo_ended";
  }
  const months = everPaid ? RENEWAL_MONTHS : FIRST_PURCHASE_MONTHS;
  const period = periodOf(deps, rows, months);
  let offer: PurchaseOffer = {
    allowed: true,
    kind: paidLive ? "renewal" : "new",
    months,
    amount_cents: PRICE.amountCents,
    currency: PRICE.currency.toUpperCase(),
    renew_opens_at: null,
    period_from: period.from.toISOString(),
    period_to: period.to.toISOString(),
    demo_days_kept: period.demoDaysKept,
  };
  if (paidLive) {
    const opens = addDays(paidLive.endDate, -RENEW_WINDOW_DAYS);
    if (opens.getTime() > deps.clock.now().getTime())
      offer = { ...offer, allowed: false, renew_opens_at: opens.toISOString() };
  }
  return { current, state, offer, demoUsed: rows.some((r) => r.type === "demo") };
}

/** The account's plans, newest end first. Outside a transaction (every signed-in page asks) the query is
 *  prepared once (src/db/prepared.ts). */
function userRows(deps: Deps, userId: number, tx: Tx = deps.db): Promise<Subscription[]> {
  const byEnd = () => [desc(subscriptions.endDate), desc(subscriptions.id)];
  if (tx !== deps.db)
    return tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(...byEnd());
  const q = prepared(deps.db, "plans_of_user", (db, name) =>
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sql.placeholder("user")))
      .orderBy(...byEnd())
      .prepare(name),
  );
  return q.execute({ user: userId });
}

/** The purchase rules for this user right now (checkout creation enforces them). */
export async function purchaseOffer(deps: Deps, userId: number, tx: Tx = deps.db): Promise<PurchaseOffer> {
  return planFacts(deps, await userRows(deps, userId, tx)).offer;
}

/** The ids of the levels that have lessons, in course order (what a tier can open). */
const levelsOf = new WeakMap<object, string[]>();
function levelsWithLessons(): string[] {
  const index = courseIndex();
  let ids = levelsOf.get(index);
  if (!ids) levelsOf.set(index, (ids = [...new Set(index.content.lessons.map((l) => l.levelId))]));
  return ids;
}

/**
 * GET /subscriptions/status (SPEC section 3), also part of GET /session and of the demo activation
 * reply. `userId` is the access holder's account (a child profile's family; see courses/access.ts);
 * a pupil passes their class licence instead, which alone decides their `access`.
 */
export async function subscriptionStatus(
  deps: Deps,
  userId: number,
  pupil?: { classLicenceUntil: Date | null; classTrialUntil?: Date | null },
) {
  const rows = await userRows(deps, userId);
  const facts = planFacts(deps, rows);
  const s = facts.current; // the same pick as currentSubscription(), from the same rows
  const open = await instanceOpensAll(deps); // a school's instance open to everyone (issue #33)
  const access: AccessBlock = accessBlock(
    open ? { instance: true } : (pupil ?? { plan: s ?? null }),
    deps.clock.now(),
    levelsWithLessons(),
  );
  // without payments nothing is for sale: no offer (price, months) in any reply
  const offer = deps.config.payments === "on" ? { offer: facts.offer } : {};
  const extra = {
    plan_state: facts.state,
    demo_used: facts.demoUsed || deps.config.payments === "off",
    ...offer,
    access,
  };
  if (!s)
    return { subscription: null, days_remaining: null, is_expired: false, has_subscription: false, ...extra };
  const p = publicSubscription(deps, s);
  return {
    subscription: p,
    days_remaining: p.days_remaining,
    is_expired: p.is_expired,
    has_subscription: p.has_subscription,
    ...extra,
  };
}
export type SubscriptionStatusReply = Awaited<ReturnType<typeof subscriptionStatus>>;

/**
 * Serialises the changes of one family's plan: on PostgreSQL the account's row is locked (FOR NO KEY
 * UPDATE, so rows that merely reference the account are not held up) until the transaction ends, so two
 * payments fulfilled at once cannot both extend from the same end date. On SQLite every transaction
 * already holds the write lock from BEGIN.
 */
async function lockPlan(tx: Tx, userId: number) {
  await locking(tx.select({ id: users.id }).from(users).where(eq(users.id, userId)), "no key update");
}

/** POST /subscriptions/demo: one demo per account, ever, 14 days from now. */
export async function activateDemo(deps: Deps, userId: number) {
  const now = deps.clock.now();
  try {
    return await transact(deps.db, async (tx) => {
      await lockPlan(tx, userId);
      const current = await currentSubscription(deps, userId, tx);
      if (current && hasAccess(deps, current))
        throw conflict("SUBSCRIPTION_EXISTS", MESSAGES.alreadySubscribed);
      const [used] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.type, "demo")))
        .limit(1);
      if (used) throw conflict("DEMO_ALREADY_USED", MESSAGES.demoUsed);
      // The partial unique index subscriptions_one_demo_per_user makes a racing second insert fail.
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId,
          type: "demo",
          status: "active",
          startDate: now,
          endDate: addDays(now, DEMO_DAYS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordEvent(deps, tx, {
        userId,
        subscriptionId: row.id,
        kind: "demo_started",
        detail: { end_date: row.endDate.toISOString() },
      });
      return publicSubscription(deps, row);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("DEMO_ALREADY_USED", MESSAGES.demoUsed);
    throw e;
  }
}

/**
 * Grants paid time inside the caller's transaction (payment fulfilment). An account's first
 * purchase ever grants FIRST_PURCHASE_MONTHS (12 + 2 free); any later one RENEWAL_MONTHS. The period
 * is shared/price.ts paidPeriod: a renewal extends from the current end date so no paid day is lost;
 * an upgrade during the demo opens Premium now and keeps the demo's remaining days (the months start
 * when the demo would have ended), then ends the demo.
 */
export async function grantPaidPeriod(deps: Deps, tx: Tx, userId: number, detail: Record<string, unknown>) {
  const now = deps.clock.now();
  await lockPlan(tx, userId);
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.endDate), desc(subscriptions.id));
  const paid = rows.find((r) => r.type === "paid" && hasAccess(deps, r));
  // Any paid row, even ended or refunded, means the free months were already given once.
  const months = rows.some((r) => r.type === "paid") ? RENEWAL_MONTHS : FIRST_PURCHASE_MONTHS;
  const period = periodOf(deps, rows, months, now); // the same instant as the row's start
  const kept = { period_start: period.from.toISOString(), demo_days_kept: period.demoDaysKept };
  for (const demo of rows.filter((r) => r.type === "demo" && hasAccess(deps, r))) {
    await tx
      .update(subscriptions)
      .set({ status: "expired", endDate: now, updatedAt: now })
      .where(eq(subscriptions.id, demo.id));
    await recordEvent(deps, tx, {
      userId,
      subscriptionId: demo.id,
      kind: "demo_ended",
      detail: { reason: "upgraded", demo_days_kept: period.demoDaysKept },
    });
  }
  if (paid) {
    const endDate = period.to;
    const [row] = await tx
      .update(subscriptions)
      .set({ status: "active", endDate, cancelledAt: null, updatedAt: now })
      .where(eq(subscriptions.id, paid.id))
      .returning();
    await recordEvent(deps, tx, {
      userId,
      subscriptionId: row.id,
      kind: "renewal",
      detail: {
        ...detail,
        months,
        ...kept,
        previous_end_date: paid.endDate.toISOString(),
        end_date: endDate.toISOString(),
      },
    });
    return { subscription: row, kind: "renewal" as const, months, previousEndDate: paid.endDate, period };
  }
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: period.to,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordEvent(deps, tx, {
    userId,
    subscriptionId: row.id,
    kind: "payment",
    detail: { ...detail, months, ...kept, end_date: row.endDate.toISOString() },
  });
  return { subscription: row, kind: "payment" as const, months, previousEndDate: null, period };
}

/**
 * A refunded payment takes back what it granted: a renewal's months come off the end date;
 * a first purchase ends access now. Recorded as "refunded".
 */
export async function revokePaidPeriod(
  deps: Deps,
  tx: Tx,
  subscriptionId: number,
  detail: Record<string, unknown> & { renewal: boolean; months: number },
) {
  const now = deps.clock.now();
  const [owner] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  if (!owner) return;
  await lockPlan(tx, owner.userId);
  const [s] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1); // as it is once locked
  if (!s) return;
  const back = detail.renewal ? addMonths(s.endDate, -detail.months) : now;
  const ended = back.getTime() <= now.getTime();
  const endDate = ended ? (s.endDate.getTime() < now.getTime() ? s.endDate : now) : back;
  await tx
    .update(subscriptions)
    .set({
      endDate,
      status: ended ? "cancelled" : s.status,
      cancelledAt: ended ? now : s.cancelledAt,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, s.id));
  await recordEvent(deps, tx, {
    userId: s.userId,
    subscriptionId: s.id,
    kind: "refunded",
    detail: { ...detail, end_date: endDate.toISOString() },
  });
}

/** DELETE /subscriptions/cancel: access continues to the end date; the status shows cancelled. */
export async function cancelSubscription(deps: Deps, userId: number) {
  const now = deps.clock.now();
  return transact(deps.db, async (tx) => {
    await lockPlan(tx, userId);
    const s = await currentSubscription(deps, userId, tx);
    if (!s || !hasAccess(deps, s))
      throw notFound("You have no active subscription to cancel.", "NO_ACTIVE_SUBSCRIPTION");
    if (s.status === "cancelled")
      throw conflict("ALREADY_CANCELLED", "This subscription is already cancelled.");
    const [row] = await tx
      .update(subscriptions)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(eq(subscriptions.id, s.id))
      .returning();
    await recordEvent(deps, tx, {
      userId,
      subscriptionId: s.id,
      kind: "cancelled",
      detail: { type: s.type, end_date: s.endDate.toISOString() },
    });
    return publicSubscription(deps, row);
  });
}

/** GET /subscriptions/history: newest first. */
export async function subscriptionHistory(deps: Deps, userId: number) {
  const rows = await deps.db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.userId, userId))
    .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    subscription_id: r.subscriptionId,
    detail: r.detail ?? {},
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * Optional periodic sweep: marks active rows whose end date has passed as expired (reads never
 * depend on it). Returns how many rows changed.
 */
export async function expireDue(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  return transact(deps.db, async (tx) => {
    const due = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.status, "active"), lte(subscriptions.endDate, now)))
      .orderBy(subscriptions.id);
    let expired = 0;
    for (const s of due) {
      // Only if still active: a sweep running on another instance at the same moment writes each row once
      // (on PostgreSQL this update waits for the other's and then finds the row expired).
      const changed = await tx
        .update(subscriptions)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(subscriptions.id, s.id), eq(subscriptions.status, "active")))
        .returning({ id: subscriptions.id });
      if (!changed.length) continue;
      expired++;
      await recordEvent(deps, tx, {
        userId: s.userId,
        subscriptionId: s.id,
        kind: "expired",
        detail: { type: s.type, end_date: s.endDate.toISOString() },
      });
    }
    return expired;
  });
}
