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
};
