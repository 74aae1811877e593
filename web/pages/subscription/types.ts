// Shapes of this area's API replies, as the routes answer them (web/api/client.ts Reply<…>).
import type { api, Reply } from "../../api/client";

/** GET /users/me/welcome: the dashboard's next step for a new family. */
export type DashboardWelcome = Reply<typeof api.users.me.welcome.get>;
/** GET /subscriptions/history, one entry. */
export type HistoryEntry = Reply<typeof api.subscriptions.history.get>["history"][number];

/** GET /payments/local/:sessionId (the local test checkout). */
export type LocalCheckout = Reply<ReturnType<typeof api.payments.local>["get"]>;

/** POST /payments/verify-session's answer for a paid checkout of the signed-in user. */
export type PaymentVerified = Reply<(typeof api.payments)["verify-session"]["post"]>;

/** What /payment-success may say, decided by the server's verify-session. */
export type PaymentOutcome =
  | { state: "paid"; payment: PaymentVerified }
  | { state: "missing" | "foreign" | "unpaid" | "refunded" | "error" }; // worded by the page from its state
