// The contract of /subscriptions (issue #32): the replies the routes send, as zod schemas. Reply types are
// z.infer of these; Elysia checks each reply and sends only what is named here. The status (with its
// `access` block) is also part of GET /session's reply.
import { z } from "zod";
import { AccessBlock } from "../access/model";

const iso = z.string();

/** One plan as the API shows it. */
export const PublicSubscription = z.object({
  id: z.number(),
  type: z.enum(["demo", "paid"]),
  status: z.enum(["active", "cancelled", "expired"]),
  start_date: iso,
  end_date: iso,
  cancelled_at: iso.nullable(),
  days_remaining: z.number().nullable(),
  is_expired: z.boolean(),
  has_subscription: z.boolean(),
});
export type PublicSubscription = z.infer<typeof PublicSubscription>;

/** What buying now would do: a renewal only within RENEW_WINDOW_DAYS of the end of a running paid plan; a
 *  first purchase grants FIRST_PURCHASE_MONTHS, a later one RENEWAL_MONTHS. */
export const PurchaseOffer = z.object({
  allowed: z.boolean(),
  kind: z.enum(["new", "renewal"]),
  months: z.number(),
  amount_cents: z.number(),
  currency: z.string(),
  /** When a running plan is far from its end: the day renewal opens. */
  renew_opens_at: iso.nullable(),
  /** The period buying now pays for (shared/price.ts paidPeriod): from the demo's end when bought during it. */
  period_from: iso,
  period_to: iso,
  /** Whole demo days kept (0 outside a running demo). */
  demo_days_kept: z.number(),
});
export type PurchaseOffer = z.infer<typeof PurchaseOffer>;

/** none (never had a plan), demo, demo_ended, premium, premium_ended. */
export const PlanState = z.enum(["none", "demo", "demo_ended", "premium", "premium_ended"]);
export type PlanState = z.infer<typeof PlanState>;

/** GET /subscriptions/status (SPEC section 3). `offer` only where something is sold, and never to a child. */
export const SubscriptionStatus = z.object({
  subscription: PublicSubscription.nullable(),
  days_remaining: z.number().nullable(),
  is_expired: z.boolean(),
  has_subscription: z.boolean(),
  plan_state: PlanState,
  demo_used: z.boolean(),
  offer: PurchaseOffer.optional(),
  access: AccessBlock,
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** The status with the server's clock (the dashboard's countdown follows it, not the device's). */
export const StatusReply = SubscriptionStatus.extend({ server_time: iso });
export type StatusReply = z.infer<typeof StatusReply>;

const StatusFields = {
  days_remaining: z.number().nullable(),
  is_expired: z.boolean(),
  has_subscription: z.boolean(),
};

/** POST /subscriptions/demo: the whole status, so the page updates from this one reply. */
export const DemoReply = StatusReply.extend({ subscription: PublicSubscription });
/** DELETE /subscriptions/cancel. */
export const CancelReply = z.object({
  subscription: PublicSubscription,
  ...StatusFields,
  message: z.string(),
});
/** GET /subscriptions/history: newest first. */
export const HistoryReply = z.object({
  history: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      subscription_id: z.number().nullable(),
      detail: z.record(z.string(), z.unknown()),
      created_at: iso,
    }),
  ),
});
