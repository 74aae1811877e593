// Shapes of this area's API replies: the server's own types (type-only imports, erased at build).
import type { localCheckoutView, verifySession } from "../../../src/modules/payments/service";
import type { subscriptionHistory } from "../../../src/modules/subscriptions/service";

/** GET /subscriptions/history, one entry. */
export type HistoryEntry = Awaited<ReturnType<typeof subscriptionHistory>>[number];

/** GET /payments/local/:sessionId (the local test checkout). */
export type LocalCheckout = Awaited<ReturnType<typeof localCheckoutView>>;

/** POST /payments/verify-session's answer for a paid checkout of the signed-in user. */
export type PaymentVerified = Awaited<ReturnType<typeof verifySession>>;

/** What /payment-success may say, decided by the server's verify-session. */
export type PaymentOutcome =
  | { state: "paid"; payment: PaymentVerified }
  | { state: "missing" | "foreign" | "unpaid" | "refunded" | "error"; message: string };
