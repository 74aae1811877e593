// Small display helpers of the subscription pages. Dates are formatted in UTC so the server
// render and the browser agree (no hydration mismatch): en-US short, French pages fr-FR long.
import type { SubscriptionStatus } from "../../state/types";
import { PRICE, RENEW_WINDOW_DAYS, DEMO_DAYS } from "../../../shared/price";

export { PRICE, RENEW_WINDOW_DAYS, DEMO_DAYS };
export { price, oldPrice, saving, monthsText, nextPurchaseMonths, formatEuros, FREE_MONTHS } from "../../lib/offer";

export { shortDate } from "../../../shared/format";

export function frenchLongDate(iso: string | null | undefined) {
  if (!iso) return "";
  return new Date(iso).toLocaleDateString("fr-FR", { dateStyle: "long", timeZone: "UTC" });
}

export type Kind = "demo" | "premium" | "none";

/** What the family has right now: access lasts to the end date, even after a cancel. */
export function accessOf(status: SubscriptionStatus | null | undefined) {
  const sub = status?.subscription ?? null;
  const live = !!sub && status!.has_subscription && !status!.is_expired && sub.status !== "expired";
  const kind: Kind = !live ? "none" : sub!.type === "paid" ? "premium" : "demo";
  const days = live ? (status!.days_remaining ?? sub!.days_remaining) : null;
  return {
    sub,
    live,
    kind,
    days,
    expired: !!sub && (status!.is_expired || sub.status === "expired"),
    cancelled: live && sub!.status === "cancelled",
    renewSoon: kind === "premium" && days !== null && days <= RENEW_WINDOW_DAYS,
  };
}
