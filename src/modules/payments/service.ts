// Payments: checkout creation, the one idempotent fulfil(), verify-session, the Stripe webhook
// and the local test checkout. The amount is decided here (PRICE), never by the client.
import { and, desc, eq, gt } from "drizzle-orm";
import type Stripe from "stripe";
import type { Deps } from "../../deps";
import { durably, type Db } from "../../db/client";
import { locking } from "../../db/lock";
import { payments, subscriptionEvents, users, webhookEvents, type Payment, type User } from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import {
  PRICE,
  RENEWAL_MONTHS,
  RENEW_WINDOW_DAYS,
  currentSubscription,
  grantPaidPeriod,
  publicSubscription,
  purchaseOffer,
  revokePaidPeriod,
} from "../subscriptions/service";
import { stripeClient, usesLocalCheckout } from "./provider";
import { sendMail } from "../mail/service";
import { receiptMail } from "../mail/templates";
import { shortDate } from "../../../shared/format";
import { listChildren } from "../family/children";
import { translatorFor } from "../../../shared/i18n/catalogues";

const hasChildren = async (deps: Deps, userId: number) => (await listChildren(deps, userId)).length > 0;

/** Pages a checkout can start from; cancelling goes back there. */
export const CHECKOUT_ORIGINS = ["/subscribe", "/trial-expired", "/renew"] as const;
export type CheckoutOrigin = (typeof CHECKOUT_ORIGINS)[number];
const CHECKOUT_TTL_MS = 60 * 60 * 1000;

export const paymentNotCompleted = () => new ApiError(402, "PAYMENT_NOT_COMPLETED", "Payment not completed");
const providerError = (e: unknown) =>
  new ApiError(
    502,
    "PAYMENT_PROVIDER_ERROR",
    "The payment provider could not be reached. Please try again.",
    undefined,
    undefined,
  );

/** The page to come back to on cancel, read from a cancel_url or path; anything else means /subscribe. */
export function checkoutOrigin(cancelUrl: string | undefined): CheckoutOrigin {
  if (!cancelUrl) return "/subscribe";
  let path = cancelUrl;
  try {
    path = new URL(cancelUrl, "http://localhost").pathname;
  } catch {
    return "/subscribe";
  }
  return (CHECKOUT_ORIGINS as readonly string[]).includes(path) ? (path as CheckoutOrigin) : "/subscribe";
}

export function publicPayment(p: Payment) {
  return {
    session_id: p.sessionId,
    provider: p.provider,
    amount: p.amountCents / 100,
    amount_cents: p.amountCents,
    currency: p.currency.toUpperCase(),
    status: p.status,
    purpose: p.purpose,
    origin: p.origin,
    created_at: p.createdAt.toISOString(),
    expires_at: p.expiresAt ? p.expiresAt.toISOString() : null,
  };
}

async function findPayment(deps: Deps, sessionId: string): Promise<Payment | undefined> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.sessionId, sessionId)).limit(1);
  return row;
}

// A double click or a second tab must not create two sessions: one creation per user at a time.
const inFlight = new Map<string, Promise<{ checkout_url: string; session_id: string; reused: boolean }>>();

/** POST /payments/create-checkout. Reuses the user's open, unexpired session when there is one. */
export function createCheckout(deps: Deps, user: User, input: { cancel_url?: string; return_to?: string }) {
  const key = `${deps.config.dbFile}:${user.id}`;
  const running = inFlight.get(key);
  if (running) return running.then((r) => ({ ...r, reused: true }));
  const p = doCreateCheckout(deps, user, checkoutOrigin(input.cancel_url), input.return_to ?? null).finally(
    () => inFlight.delete(key),
  );
  inFlight.set(key, p);
  return p;
}

async function doCreateCheckout(deps: Deps, user: User, origin: CheckoutOrigin, returnTo: string | null) {
  const now = deps.clock.now();
  const provider = usesLocalCheckout(deps) ? "local" : "stripe";
  const [open] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, user.id),
        eq(payments.status, "open"),
        eq(payments.provider, provider),
        gt(payments.expiresAt, now),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (open) {
    // the family may have come from another lesson since: the latest start says where to come back
    if (open.returnTo !== returnTo)
      await deps.db.update(payments).set({ returnTo }).where(eq(payments.id, open.id));
    return { checkout_url: open.checkoutUrl, session_id: open.sessionId, reused: true };
  }

  const offer = await purchaseOffer(deps, user.id);
  if (!offer.allowed)
    throw new ApiError(
      409,
      "RENEWAL_NOT_OPEN",
      `Your Premium plan is still running. Renewal opens ${RENEW_WINDOW_DAYS} days before it ends, on ${offer.renew_opens_at!.slice(0, 10)}.`,
    );
  const purpose = offer.kind;
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
  let sessionId: string;
  let checkoutUrl: string;
  if (provider === "local") {
    sessionId = `local_${randomToken(18)}`;
    checkoutUrl = `/checkout/local/${sessionId}`;
  } else {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripeClient(deps).checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: PRICE.currency,
              unit_amount: PRICE.amountCents,
              product_data: {
                name: `Marhaba Premium — ${offer.months} months`,
                // what the family buys, by its dates (issue #28): never the session's own expiry
                description: `${offer.months > RENEWAL_MONTHS ? `${RENEWAL_MONTHS} months + ${offer.months - RENEWAL_MONTHS} free` : `${offer.months} months`}, from ${shortDate(offer.period_from)} to ${shortDate(offer.period_to)}${offer.demo_days_kept ? ` (your ${offer.demo_days_kept} remaining demo days are kept)` : ""}. Full Arabic course library for children. No automatic renewal.`,
              },
            },
          },
        ],
        customer_email: user.email ?? undefined,
        client_reference_id: String(user.id),
        metadata: { user_id: String(user.id), purpose },
        success_url: `${deps.config.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${deps.config.appUrl}${origin}`,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      });
    } catch (e) {
      deps.log.error("stripe checkout.sessions.create failed", { error: String((e as Error)?.message ?? e) });
      throw providerError(e);
    }
    if (!session.url) throw providerError(new Error("no url"));
    sessionId = session.id;
    checkoutUrl = session.url;
  }
  await deps.db.insert(payments).values({
    userId: user.id,
    provider,
    sessionId,
    checkoutUrl,
    amountCents: PRICE.amountCents,
    currency: PRICE.currency,
    purpose,
    origin,
    returnTo,
    status: "open",
    createdAt: now,
    expiresAt,
  });
  return { checkout_url: checkoutUrl, session_id: sessionId, reused: false };
}

export type FulfilResult = {
  outcome: "fulfilled" | "already" | "unknown_session" | "amount_mismatch";
  payment?: Payment;
};

/**
 * The one fulfilment, shared by the webhook, verify-session and the local checkout: marks the
 * payment paid and grants 12 months, exactly once per session id (later calls change nothing).
 */
export async function fulfil(deps: Deps, sessionId: string, opts: FulfilOpts = {}): Promise<FulfilResult> {
  const r = await durably(deps.db, (tx) => fulfilIn(deps, tx, sessionId, opts));
  if (r.outcome === "fulfilled" && r.payment) await sendReceipt(deps, r.payment);
  return r;
}

/** The paid period a payment bought, from its own history line (written in the same transaction). */
export async function periodOfPayment(deps: Deps, p: Payment) {
  const rows = await deps.db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.userId, p.userId))
    .orderBy(desc(subscriptionEvents.id))
    .limit(200);
  const e = rows.find(
    (r) =>
      (r.kind === "payment" || r.kind === "renewal") &&
      (r.detail as Record<string, unknown> | null)?.session_id === p.sessionId,
  );
  const d = (e?.detail ?? {}) as Record<string, unknown>;
  return {
    period_start: typeof d.period_start === "string" ? d.period_start : null,
    period_end: typeof d.end_date === "string" ? d.end_date : null,
    demo_days_kept: typeof d.demo_days_kept === "number" ? d.demo_days_kept : 0,
  };
}

/** The receipt: amount, months and the period they run, the demo days kept. Sent once, on fulfilment. */
async function sendReceipt(deps: Deps, p: Payment) {
  try {
    const [u] = await deps.db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, p.userId))
      .limit(1);
    if (!u?.email) return;
    const period = await periodOfPayment(deps, p);
    await sendMail(
      deps,
      u.email,
      receiptMail(
        deps.config.appUrl,
        {
          firstName: u.firstName,
          amountCents: p.amountCents,
          months: p.monthsGranted ?? RENEWAL_MONTHS,
          renewal: p.purpose === "renewal",
          from: period.period_start,
          to: period.period_end,
          demoDaysKept: period.demo_days_kept,
          paidAt: (p.fulfilledAt ?? deps.clock.now()).toISOString(),
          reference: p.sessionId,
        },
        translatorFor(u.locale),
      ),
    );
  } catch (e) {
    deps.log.error("receipt mail failed", {
      session: p.sessionId,
      error: String((e as Error)?.message ?? e),
    });
  }
}

type FulfilOpts = { paymentIntent?: string | null; paid?: { amountTotal?: unknown; currency?: unknown } };

async function fulfilIn(deps: Deps, tx: Db, sessionId: string, opts: FulfilOpts): Promise<FulfilResult> {
  // PostgreSQL: the row is locked, so the webhook and verify-session racing cannot both grant (SQLite's
  // transactions take the write lock at BEGIN).
  const q = tx.select().from(payments).where(eq(payments.sessionId, sessionId)).limit(1);
  const [p] = await locking(q);
  if (!p) return { outcome: "unknown_session" };
  if (p.status === "paid" || p.status === "refunded") return { outcome: "already", payment: p };
  // Defence in depth: the provider must report the amount we asked for.
  if (
    opts.paid &&
    (opts.paid.amountTotal !== p.amountCents || String(opts.paid.currency).toLowerCase() !== p.currency)
  ) {
    deps.log.error("paid amount differs from the checkout's", {
      session: p.sessionId,
      amount: String(opts.paid.amountTotal),
      currency: String(opts.paid.currency),
    });
    return { outcome: "amount_mismatch", payment: p };
  }
  const now = deps.clock.now();
  const grant = await grantPaidPeriod(deps, tx, p.userId, {
    session_id: p.sessionId,
    provider: p.provider,
    amount_cents: p.amountCents,
    currency: p.currency.toUpperCase(),
  });
  const [updated] = await tx
    .update(payments)
    .set({
      status: "paid",
      fulfilledAt: now,
      paymentIntent: opts.paymentIntent ?? p.paymentIntent,
      subscriptionId: grant.subscription.id,
      monthsGranted: grant.months,
      purpose: grant.kind === "renewal" ? "renewal" : "new",
    })
    .where(eq(payments.id, p.id))
    .returning();
  return { outcome: "fulfilled", payment: updated };
}

/**
 * What the success page shows, from the payment's own record: whose it is (only its owner gets
 * here), what it bought (a first purchase or a renewal) and how many months it granted.
 */
async function paidReply(deps: Deps, p: Payment) {
  const current = await currentSubscription(deps, p.userId);
  return {
    ...(await periodOfPayment(deps, p)),
    status: "paid" as const,
    session_id: p.sessionId,
    purpose: p.purpose,
    months_granted: p.monthsGranted ?? RENEWAL_MONTHS,
    amount_cents: p.amountCents,
    currency: p.currency.toUpperCase(),
    paid_at: p.fulfilledAt ? p.fulfilledAt.toISOString() : null,
    subscription: current ? publicSubscription(deps, current) : null,
    /** Issue #25: the page to go back to (the lesson that was locked); a family with child profiles goes
     * through "Who is learning?" so the lesson is played as the child, not the grown-up. */
    return_to: p.returnTo
      ? (await hasChildren(deps, p.userId))
        ? `/who?from=${encodeURIComponent(p.returnTo)}`
        : p.returnTo
      : null,
  };
}

/** POST /payments/verify-session?session_id=…: fulfils now if the provider says paid (before or after the webhook). */
export async function verifySession(deps: Deps, user: User, sessionId: string) {
  const p = await findPayment(deps, sessionId);
  if (!p || p.userId !== user.id) throw notFound("No checkout session with this id.", "PAYMENT_NOT_FOUND");
  if (p.status === "paid") return paidReply(deps, p);
  if (p.status === "refunded") throw new ApiError(409, "PAYMENT_REFUNDED", "This payment was refunded.");
  if (p.provider === "local") throw paymentNotCompleted();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(deps).checkout.sessions.retrieve(sessionId);
  } catch (e) {
    deps.log.error("stripe checkout.sessions.retrieve failed", { error: String((e as Error)?.message ?? e) });
    throw providerError(e);
  }
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required")
    throw paymentNotCompleted();
  const r = await fulfil(deps, sessionId, {
    paymentIntent: intentId(session.payment_intent),
    paid: { amountTotal: session.amount_total, currency: session.currency },
  });
  if (r.outcome === "amount_mismatch") throw paymentNotCompleted();
  return paidReply(deps, r.payment!);
}

const intentId = (pi: string | { id: string } | null | undefined) =>
  typeof pi === "string" ? pi : (pi?.id ?? null);

/**
 * POST /payments/webhook: verifies the signature over the raw body, then applies the event once.
 * Unknown and replayed events are acknowledged without effect.
 */
export async function handleWebhook(deps: Deps, rawBody: string, signature: string | null) {
  const secret = deps.config.stripe.webhookSecret;
  if (!secret || !deps.config.stripe.secretKey)
    throw notFound("Payment webhooks are not configured.", "WEBHOOK_NOT_CONFIGURED");
  if (!signature) throw new ApiError(400, "BAD_SIGNATURE", "Missing Stripe signature.");
  let event: Stripe.Event;
  try {
    event = await stripeClient(deps).webhooks.constructEventAsync(rawBody, signature, secret);
  } catch {
    throw new ApiError(400, "BAD_SIGNATURE", "The webhook signature could not be verified.");
  }
  if (typeof event?.id !== "string" || typeof event?.type !== "string")
    throw new ApiError(400, "BAD_EVENT", "Not a Stripe event.");
  let fulfilled: Payment | undefined;
  const reply = await durably(deps.db, async (tx) => {
    // The event's id is the key: a replay (or the same event delivered twice at once) inserts nothing.
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, receivedAt: deps.clock.now() })
      .onConflictDoNothing({ target: webhookEvents.id })
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { received: true as const, duplicate: true };
    const obj = (event.data?.object ?? {}) as Record<string, any>;
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        if (obj.payment_status === "paid" || obj.payment_status === "no_payment_required") {
          const r = await fulfilIn(deps, tx, String(obj.id), {
            paymentIntent: intentId(obj.payment_intent),
            paid: { amountTotal: obj.amount_total, currency: obj.currency },
          });
          if (r.outcome === "fulfilled") fulfilled = r.payment;
          if (r.outcome === "unknown_session")
            deps.log.warn("webhook for an unknown checkout session", { session: String(obj.id) });
        }
        break;
      }
      case "checkout.session.expired":
        await tx
          .update(payments)
          .set({ status: "expired" })
          .where(and(eq(payments.sessionId, String(obj.id)), eq(payments.status, "open")));
        break;
      case "charge.refunded": {
        // Only a full refund takes the access back; partial refunds are goodwill gestures.
        const intent = intentId(obj.payment_intent);
        if (!intent || obj.refunded !== true) break;
        const [p] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.paymentIntent, intent), eq(payments.status, "paid")))
          .orderBy(payments.id)
          .limit(1);
        if (!p) break;
        await tx
          .update(payments)
          .set({ status: "refunded", refundedAt: deps.clock.now() })
          .where(eq(payments.id, p.id));
        if (p.subscriptionId)
          await revokePaidPeriod(deps, tx, p.subscriptionId, {
            session_id: p.sessionId,
            amount_cents: p.amountCents,
            renewal: p.purpose === "renewal",
            months: p.monthsGranted ?? RENEWAL_MONTHS,
          });
        break;
      }
      default:
        break;
    }
    return { received: true as const, duplicate: false };
  });
  if (fulfilled) await sendReceipt(deps, fulfilled);
  return reply;
}

// ---- the local test checkout (no STRIPE_SECRET_KEY) ----

async function localPayment(deps: Deps, user: User, sessionId: string) {
  if (!usesLocalCheckout(deps))
    throw notFound("The local test checkout is not enabled.", "LOCAL_CHECKOUT_DISABLED");
  const p = await findPayment(deps, sessionId);
  if (!p || p.provider !== "local" || p.userId !== user.id)
    throw notFound("No checkout session with this id.", "PAYMENT_NOT_FOUND");
  return p;
}

export async function localCheckoutView(deps: Deps, user: User, sessionId: string) {
  const p = await localPayment(deps, user, sessionId);
  const expired = p.status === "open" && !!p.expiresAt && p.expiresAt.getTime() <= deps.clock.now().getTime();
  const offer = await purchaseOffer(deps, user.id);
  const months = p.monthsGranted ?? offer.months;
  // what the family buys, by its dates (issue #28); once paid, the dates it bought
  const bought = p.status === "paid" ? await periodOfPayment(deps, p) : null;
  const period = bought?.period_start
    ? { from: bought.period_start, to: bought.period_end, demo_days_kept: bought.demo_days_kept }
    : { from: offer.period_from, to: offer.period_to, demo_days_kept: offer.demo_days_kept };
  return { ...publicPayment(p), status: expired ? "expired" : p.status, email: user.email, months, period };
}

/** The local page's Pay button: the provider says "paid", then the very same fulfil() runs. */
export async function localPay(deps: Deps, user: User, sessionId: string) {
  const p = await localPayment(deps, user, sessionId);
  if (p.status === "open" && p.expiresAt && p.expiresAt.getTime() <= deps.clock.now().getTime())
    throw new ApiError(410, "CHECKOUT_EXPIRED", "This checkout session has expired. Please start again.");
  if (p.status === "cancelled" || p.status === "expired")
    throw new ApiError(409, "CHECKOUT_CLOSED", "This checkout session is closed. Please start again.");
  await fulfil(deps, sessionId, { paymentIntent: `local_pi_${p.id}` });
  return { redirect: `/payment-success?session_id=${encodeURIComponent(sessionId)}` };
}

/** The local page's Cancel button: closes the session and goes back where the family came from. */
export async function localCancel(deps: Deps, user: User, sessionId: string) {
  const p = await localPayment(deps, user, sessionId);
  if (p.status === "paid" || p.status === "refunded")
    throw new ApiError(409, "CHECKOUT_CLOSED", "This checkout session is already paid.");
  if (p.status === "open")
    await deps.db.update(payments).set({ status: "cancelled" }).where(eq(payments.id, p.id));
  return { redirect: p.origin };
}
