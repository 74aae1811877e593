// What a purchase pays for, by its dates (issue #28): "14 months (12 + 2 free), from … to …", and the
// demo days kept. The dates are the server's (shared/price.ts paidPeriod); this only words them.
import { monthsWords } from "../../lib/offer";
import { useT } from "../../i18n";
import { dateIn } from "../assessment/format";

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
  const t = useT();
  return (
    <>
      <span data-testid="period">
        {t("subscription.period.dates", {
          months: monthsWords(t, months),
          dates: from && to ? "yes" : "no",
          from: dateIn(from, t.locale),
          to: dateIn(to, t.locale),
        })}
      </span>
      {demoDaysKept > 0 && (
        <span data-testid="demo-days-kept">
          {" "}
          {t("subscription.period.demoKept", { paid: paid ? "yes" : "no", n: demoDaysKept })}
        </span>
      )}
    </>
  );
}
