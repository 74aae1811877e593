// /payment-success (SPEC sections 2 and 4): success only when the server's verify-session
// confirms a paid checkout of this user (the loader asks before anything renders). The months
// shown are those the payment granted (14 on a first purchase, 12 on a renewal). Otherwise the
// page says what happened and leads to /subscribe or /dashboard.
import { useEffect, useState } from "react";
import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import { Link } from "../../components/Link";
import { Icon } from "../../components/Icon";
import { Shell } from "./Shell";
import { formatEuros } from "./format";
import { monthsWords, priceLocale } from "../../lib/offer";
import { dateIn } from "../assessment/format";
import { Rich, useT } from "../../i18n";
import { PeriodText } from "./Period";
import type { PaymentOutcome } from "./types";

export const PAYMENT_SUCCESS_REDIRECT_SECONDS = 5;

export function PaymentSuccessPage() {
  const outcome = useLoaderData() as PaymentOutcome;
  const navigate = useNavigate();
  const [left, setLeft] = useState(PAYMENT_SUCCESS_REDIRECT_SECONDS);
  const paid = outcome.state === "paid";
  // issue #25: back to the lesson the child asked about (the server checked the path), else the dashboard
  const back = (paid && outcome.payment.return_to) || "/dashboard";
  const t = useT();
  const backLabel = t(
    back === "/dashboard" ? "subscription.paid.backDashboard" : "subscription.paid.backLesson",
  );
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
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
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
              {t(
                outcome.state === "unpaid"
                  ? "subscription.paid.notCompleted"
                  : "subscription.paid.noneConfirmed",
              )}
            </h1>
            <p className="alert alert-info" role="status">
              {t(`subscription.paid.message.${outcome.state}`)}
            </p>
            <Link to="/subscribe" className="btn btn-sun btn-block">
              {t("subscription.paid.seePremium")}
            </Link>
            <Link to="/dashboard" className="btn btn-ghost">
              {t("subscription.paid.dashboard")}
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
          <h1>{t("subscription.paid.title")}</h1>
          <p className="lead" data-testid="months">
            {t("subscription.paid.months", { months: monthsWords(t, p.months_granted) })}
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
            {t("subscription.paid.receipt", {
              amount: formatEuros(p.amount_cents, priceLocale(t)),
              purpose: p.purpose,
              until: p.subscription ? dateIn(p.subscription.end_date, t.locale) : "none",
            })}
          </p>
          <p className="muted">
            <Rich
              k="subscription.paid.thanks"
              values={{ back: back === "/dashboard" ? "dashboard" : "lesson", n: left }}
              tags={{
                ar: (c) => (
                  <span lang="ar" dir="rtl" className="arabic">
                    {c}
                  </span>
                ),
                b: (c) => <strong data-testid="redirect-seconds">{c}</strong>,
              }}
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
