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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds calendar months in UTC (12 months from 31 Jan lands on 31 Jan next year). */
export function addMonths(d: Date, months: number): Date {
  const r = new Date(d.getTime());
  const day = r.getUTCDate();
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + months);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
}

/**
 * The one rule for the period a purchase pays for (issue #28): a renewal runs on from the running
 * plan's end; a purchase during the demo keeps the demo's remaining days (the paid months start when
 * the demo would have ended; Premium opens at once); otherwise the months start now. A purchase on demo
 * day 1 and one on day 14 end on the same day.
 */
export function paidPeriod(
  now: Date,
  plan: { paidEndsAt: Date | null; demoEndsAt: Date | null },
  months: number,
) {
  const t = now.getTime();
  const paid = plan.paidEndsAt && plan.paidEndsAt.getTime() > t ? plan.paidEndsAt : null;
  const demo = !paid && plan.demoEndsAt && plan.demoEndsAt.getTime() > t ? plan.demoEndsAt : null;
  const from = paid ?? demo ?? now;
  return {
    from,
    to: addMonths(from, months),
    demoDaysKept: demo ? Math.ceil((demo.getTime() - t) / DAY_MS) : 0,
  };
}

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
  if (!f)
    euroFormats.set(
      key,
      (f = new Intl.NumberFormat(TAGS[locale], {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })),
    );
  return f.format(cents / 100).replace(/\u202f/g, "\u00a0");
}
