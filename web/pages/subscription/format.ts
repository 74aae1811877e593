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
