// Small display helpers of the subscription pages. Dates are formatted in UTC so the server
// render and the browser agree (no hydration mismatch): en-US short, French pages fr-FR long.
import { PRICE, DEMO_DAYS } from "../../../shared/price";

export { PRICE, DEMO_DAYS };
export {
  price,
  oldPrice,
  saving,
  monthsText,
  nextPurchaseMonths,
  formatEuros,
  FREE_MONTHS,
} from "../../lib/offer";

export { shortDate } from "../../../shared/format";
import { utcDate } from "../../../shared/format";

export function frenchLongDate(iso: string | null | undefined) {
  if (!iso) return "";
  return utcDate("fr-FR", { dateStyle: "long" }).format(new Date(iso));
}

/** The price tag's words on the spec's two French pages (/renew, /trial-expired), which still choose their
 *  own language until they move into the catalogue (issue #30, the "i18n" engineer's): drop it then. */
export function fixedPriceWords(locale: "en" | "fr") {
  return locale === "fr"
    ? { old: (price: string) => `ancien prix ${price}`, per: (months: string) => `pour ${months}` }
    : { old: (price: string) => `old price ${price}`, per: (months: string) => `for ${months}` };
}
