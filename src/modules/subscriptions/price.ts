// The one price of Marhaba Premium, shared by the server (which alone decides what is charged)
// and the pages that show it. SPEC section 9 words the offer several ways; 40 EUR for 12 months
// (old price 49) is what every page and the checkout use.
export const PRICE = { amountCents: 4000, oldAmountCents: 4900, currency: "eur", months: 12 } as const;
export const DEMO_DAYS = 14;
/** The expiring-soon alert and the Renew button appear at this many days or fewer. */
export const RENEW_WINDOW_DAYS = 60;
