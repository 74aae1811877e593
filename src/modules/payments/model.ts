// The contract of /payments (issue #32): requests and replies. Request notes: A client-sent amount or currency is accepted for compatibility
// (SPEC section 7 sends them) and ignored: the server decides the price.
import { z } from "zod";
import { safePath } from "../../../shared/safePath";
import { PublicSubscription } from "../subscriptions/model";

const url = z.string().max(2000, "Must be at most 2000 characters");

export const CreateCheckoutBody = z.object({
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
  success_url: url.optional(),
  cancel_url: url.optional(),
  /** Issue #25: where to come back after paying (the locked lesson a child asked a grown-up about): a
   * path on this site, never another origin ("//evil.example", "https://…", control characters). */
  return_to: z
    .string({ error: "return_to must be a path on this site" })
    .max(2048, "Must be at most 2048 characters")
    .refine((v) => safePath(v) !== null, "Must be a path on this site")
    .transform((v) => safePath(v)!)
    .optional(),
});

export const SessionIdSchema = z
  .string({ error: "session_id is required" })
  .min(1, "session_id is required")
  .max(255, "session_id is too long")
  .regex(/^[A-Za-z0-9_-]+$/, "session_id is not valid");

export const VerifySessionInput = z.object({ session_id: SessionIdSchema });

/** /payments/local/:sessionId… */
export const SessionParam = z.object({ sessionId: SessionIdSchema });

// ---- replies ----
const iso = z.string();

/** POST /payments/create-checkout: where to pay; `reused` when a running creation answered. */
export const CheckoutReply = z.object({
  checkout_url: z.string(),
  session_id: z.string(),
  reused: z.boolean(),
});
/** POST /payments/verify-session: what the success page shows, from the payment's own record. */
export const PaidReply = z.object({
  period_start: iso.nullable(),
  period_end: iso.nullable(),
  demo_days_kept: z.number(),
  status: z.literal("paid"),
  session_id: z.string(),
  purpose: z.enum(["new", "renewal"]),
  months_granted: z.number(),
  amount_cents: z.number(),
  currency: z.string(),
  paid_at: iso.nullable(),
  subscription: PublicSubscription.nullable(),
  /** Issue #25: the page to go back to (the lesson that was locked), through "Who is learning?" in a family. */
  return_to: z.string().nullable(),
});
/** POST /payments/webhook: acknowledged (a replayed event as a duplicate, without effect). */
export const WebhookReply = z.object({ received: z.literal(true), duplicate: z.boolean() });
const PaymentStatus = z.enum(["open", "paid", "expired", "cancelled", "refunded"]);
/** GET /payments/local/:sessionId: the local test checkout's page. */
export const LocalCheckoutView = z.object({
  session_id: z.string(),
  provider: z.enum(["stripe", "local"]),
  amount: z.number(),
  amount_cents: z.number(),
  currency: z.string(),
  status: PaymentStatus,
  purpose: z.enum(["new", "renewal"]),
  origin: z.string(),
  created_at: iso,
  expires_at: iso.nullable(),
  email: z.string().nullable(),
  months: z.number(),
  period: z.object({ from: iso.nullable(), to: iso.nullable(), demo_days_kept: z.number() }),
});
/** The local page's Pay and Cancel buttons: where the page goes next. */
export const LocalRedirect = z.object({ redirect: z.string() });
