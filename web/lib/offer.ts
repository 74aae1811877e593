// The offer as every page shows it: amounts and durations come from the one constant module
// (shared/price.ts) and, for a signed-in family, from the server's own
// `offer` (what buying now would grant). Euro amounts are written one way per language.
import { FIRST_PURCHASE_MONTHS, PRICE, RENEWAL_MONTHS, formatEuros, type Locale } from "../../shared/price";
import type { SubscriptionStatus } from "../state/types";
import type { Translator } from "../i18n";

export { FIRST_PURCHASE_MONTHS, RENEWAL_MONTHS, PRICE, formatEuros, type Locale };

export const price = (locale: Locale = "en") => formatEuros(PRICE.amountCents, locale);
export const oldPrice = (locale: Locale = "en") => formatEuros(PRICE.oldAmountCents, locale);
export const saving = (locale: Locale = "en") =>
  formatEuros(PRICE.oldAmountCents - PRICE.amountCents, locale);
export const FREE_MONTHS = PRICE.freeMonthsFirstPurchase;

/** Months the next purchase grants: the server's answer when signed in, else a first purchase's. */
export function nextPurchaseMonths(status: SubscriptionStatus | null | undefined): number {
  return status?.offer?.months ?? FIRST_PURCHASE_MONTHS;
}

/** "14 months (12 + 2 free)" or "12 months"; French: "14 mois (12 + 2 offerts)". */
export function monthsText(months: number, locale: Locale = "en"): string {
  const free = months - RENEWAL_MONTHS;
  if (locale === "fr")
    return free > 0 ? `${months} mois (${RENEWAL_MONTHS} + ${free} offerts)` : `${months} mois`;
  return free > 0 ? `${months} months (${RENEWAL_MONTHS} + ${free} free)` : `${months} months`;
}

/** monthsText in the page's language, from the catalogue ("14 months (12 + 2 free)", "14 mois (12 + 2 offerts)"). */
export function monthsWords(t: Translator, months: number): string {
  const free = months - RENEWAL_MONTHS;
  return free > 0
    ? t("site.monthsWithFree", { n: months, paid: RENEWAL_MONTHS, free })
    : t("site.months", { n: months });
}

/** The euro format of the page's language (the pseudo-locale writes English amounts). */
export const priceLocale = (t: Translator): Locale => (t.locale === "fr" ? "fr" : "en");
