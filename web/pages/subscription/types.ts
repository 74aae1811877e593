// Shapes of this area's API replies, as the pages read them.
export type HistoryEntry = { id: number; kind: string; subscription_id: number | null; detail: Record<string, unknown>; created_at: string };

export type LocalCheckout = {
  session_id: string;
  provider: "local";
  amount: number;
  amount_cents: number;
  currency: string;
  status: "open" | "paid" | "expired" | "cancelled" | "refunded";
  origin: string;
  email: string;
  expires_at: string | null;
  months?: number;
};

/** POST /payments/verify-session's answer for a paid checkout of the signed-in user. */
export type PaymentVerified = {
  status: "paid";
  session_id: string;
  purpose: "new" | "renewal";
  months_granted: number;
  amount_cents: number;
  currency: string;
  paid_at: string | null;
  subscription: { end_date: string } | null;
};

/** What /payment-success may say, decided by the server's verify-session. */
export type PaymentOutcome =
  | { state: "paid"; payment: PaymentVerified }
  | { state: "missing" | "foreign" | "unpaid" | "refunded" | "error"; message: string };
