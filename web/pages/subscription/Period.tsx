// What a purchase pays for, by its dates (issue #28): "14 months (12 + 2 free), from … to …", and the
// demo days kept. The dates are the server's (shared/price.ts paidPeriod); this only words them.
import { shortDate } from "./format";
import { monthsWords } from "../../lib/offer";
import { useT } from "../../i18n";
import { longDate } from "../../../shared/i18n/translate";

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
  const day = (iso: string) => (t.locale === "fr" ? longDate(iso, "fr") : shortDate(iso));
  const m = monthsWords(t, months);
  return (
    <>
      <span data-testid="period">
        {from && to
          ? t("subscription.period.span", { months: m, from: day(from), to: day(to) })
          : t("subscription.period.months", { months: m })}
      </span>
      {demoDaysKept > 0 && (
        <span data-testid="demo-days-kept">
          {" "}
          {t("subscription.period.demoKept", { paid: paid ? "yes" : "no", days: demoDaysKept })}
        </span>
      )}
    </>
  );
}
