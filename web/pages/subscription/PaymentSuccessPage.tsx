// /payment-success (SPEC sections 2 and 4): success only when the server's verify-session
// confirms a paid checkout of this user (the loader asks before anything renders). The months
// shown are those the payment granted (14 on a first purchase, 12 on a renewal). Otherwise the
// page says what happened and leads to /subscribe or /dashboard.
import { useEffect, useState } from "react";
import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import { Link } from "../../components/Link";
import { Icon } from "../../components/Icon";
import { Shell } from "./Shell";
import { formatEuros, shortDate } from "./format";
import { PeriodText } from "./Period";
import type { PaymentOutcome } from "./types";
import { Rich, useT } from "../../i18n";
import { monthsWords, priceLocale } from "../../lib/offer";
import { longDate } from "../../../shared/i18n/translate";

export const PAYMENT_SUCCESS_REDIRECT_SECONDS = 5;

export function PaymentSuccessPage() {
  const outcome = useLoaderData() as PaymentOutcome;
  const t = useT();
  const navigate = useNavigate();
  const [left, setLeft] = useState(PAYMENT_SUCCESS_REDIRECT_SECONDS);
  const paid = outcome.state === "paid";
  // issue #25: back to the lesson the child asked about (the server checked the path), else the dashboard
  const back = (paid && outcome.payment.return_to) || "/dashboard";
  const backLabel =
    back === "/dashboard" ? t("subscription.success.toDashboard") : t("subscription.success.toLesson");
  const revalidator = useRevalidator();
  // The session (navbar badge) was read alongside the verification: read it again once.
  useEffect(() => {
    if (paid) revalidator.revalidate();
  }, [paid]);

  useEffect(() => {
    if (!paid) return;
    if (left <= 0) {
      navigate(back);
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [paid, left]);

  if (outcome.state !== "paid")
    return (
      <Shell className="payment-success">
        <section className="container pay-wrap">
          <div className="card pay-card" data-testid="payment-outcome" data-state={outcome.state}>
            <span className="big-emoji" aria-hidden="true">
              <Icon name={outcome.state === "unpaid" ? "card" : "mail"} size={40} />
            </span>
            <h1>
              {outcome.state === "unpaid" ? t("subscription.success.unpaid") : t("subscription.success.none")}
            </h1>
            <p className="alert alert-info" role="status">
              {outcome.message}
            </p>
            <Link to="/subscribe" className="btn btn-sun btn-block">
              {t("subscription.success.seePremium")}
            </Link>
            <Link to="/dashboard" className="btn btn-ghost">
              {t("subscription.subscribe.toDashboard")}
            </Link>
          </div>
        </section>
      </Shell>
    );

  const p = outcome.payment;
  return (
    <Shell className="payment-success">
      <section className="container pay-wrap" aria-live="polite">
        <div className="card pay-card success-card" data-testid="payment-outcome" data-state="paid">
          <div className="confetti" aria-hidden="true">
            <Icon name="party" size={44} /> <Icon name="star" size={44} /> <Icon name="balloon" size={44} />
          </div>
          <h1>{t("subscription.success.title")}</h1>
          <p className="lead" data-testid="months">
            {t("subscription.success.active", { months: monthsWords(t, p.months_granted) })}
          </p>
          <p>
            <PeriodText
              months={p.months_granted}
              from={p.period_start}
              to={p.period_end}
              demoDaysKept={p.demo_days_kept}
              paid
            />
          </p>
          <p className="muted">
            {t("subscription.success.facts", {
              amount: formatEuros(p.amount_cents, priceLocale(t)),
              purpose: p.purpose === "renewal" ? "renewal" : "first",
              until: p.subscription
                ? t.locale === "fr"
                  ? longDate(p.subscription.end_date, "fr")
                  : shortDate(p.subscription.end_date)
                : "none",
            })}
          </p>
          <p className="muted">
            <span lang="ar" dir="rtl" className="arabic">
              شكراً
            </span>{" "}
            <Rich
              k="subscription.success.thanks"
              values={{ where: back === "/dashboard" ? "dashboard" : "lesson", seconds: left }}
              tags={{ b: (c) => <strong data-testid="redirect-seconds">{c}</strong> }}
            />
          </p>
          <button type="button" className="btn btn-primary" onClick={() => navigate(back)}>
            {backLabel}
          </button>
        </div>
      </section>
    </Shell>
  );
}
