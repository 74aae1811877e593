// The one offer of Marhaba Premium, shared by the server (which alone decides what is charged
// and granted) and every page that shows it. See docs/decisions/0007-one-price-one-promise.md:
// 40 EUR (old price 49, so "save 9"); an account's first purchase grants 14 months (12 + the
// 2 free months the spec promises), a renewal 12 months from the current end date.
export const PRICE = {
  amountCents: 4000,
  oldAmountCents: 4900,
  currency: "eur",
  /** Paid months in one purchase. */
  months: 12,
  /** Months given on top of the first purchase of an account ("2 FREE Months"). */
  freeMonthsFirstPurchase: 2,
} as const;

/** What a first purchase grants: 12 + 2 = 14 months. */
export const FIRST_PURCHASE_MONTHS = PRICE.months + PRICE.freeMonthsFirstPurchase;
/** What a renewal (any purchase after the first) grants. */
export const RENEWAL_MONTHS = PRICE.months;

export const DEMO_DAYS = 14;
/** The expiring-soon alert and the Renew button appear at this many days or fewer; renewal opens then. */
export const RENEW_WINDOW_DAYS = 60;

export type Locale = "en" | "fr";
export const LOCALES = ["en", "fr"] as const;

const TAGS: Record<Locale, string> = { en: "en-IE", fr: "fr-FR" };

/** Made once per language and precision (making an Intl formatter costs more than using it). */
const euroFormats = new Map<string, Intl.NumberFormat>();

/** A euro amount the one way each language writes it: "€40" in English, "40 €" in French. */
export function formatEuros(cents: number, locale: Locale = "en"): string {
  // Intl writes a narrow no-break space in French; a plain no-break space renders everywhere.
  const digits = cents % 100 === 0 ? 0 : 2;
  const key = `${locale}${digits}`;
  let f = euroFormats.get(key);
  if (!f) euroFormats.set(key, (f = new Intl.NumberFormat(TAGS[locale], { style: "currency", currency: "EUR", minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f.format(cents / 100).replace(/\u202f/g, "\u00a0");
}
