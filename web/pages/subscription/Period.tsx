// What a purchase pays for, by its dates (issue #28): "14 months (12 + 2 free), from … to …", and the
// demo days kept. The dates are the server's (shared/price.ts paidPeriod); this only words them.
import { monthsText, shortDate } from "./format";

export function PeriodText({
  months,
  from,
  to,
  demoDaysKept,
  paid = false,
}: {
  months: number;
  from: string | null;
  to: string | null;
  demoDaysKept: number;
  paid?: boolean;
}) {
  return (
    <>
      <span data-testid="period">
        {monthsText(months)}
        {from && to ? `, from ${shortDate(from)} to ${shortDate(to)}` : ""}.
      </span>
      {demoDaysKept > 0 && (
        <span data-testid="demo-days-kept">
          {" "}
          {paid ? "Premium is open now" : "Premium opens as soon as you pay"}, and the {demoDaysKept}{" "}
          {demoDaysKept === 1 ? "day" : "days"} left of your free demo{" "}
          {paid ? (demoDaysKept === 1 ? "is" : "are") : demoDaysKept === 1 ? "stays" : "stay"} yours: the paid
          months start when the demo would have ended.
        </span>
      )}
    </>
  );
}
