// /payment-success (SPEC sections 2 and 4): success only when the server's verify-session
// confirms a paid checkout of this user (the loader asks before anything renders). The months
// shown are those the payment granted (14 on a first purchase, 12 on a renewal). Otherwise the
// page says what happened and leads to /subscribe or /dashboard.
import { useEffect, useState } from "react";
import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import { Link } from "../../components/Link";
import { Icon } from "../../components/Icon";
import { Shell } from "./Shell";
import { formatEuros, monthsText, shortDate } from "./format";
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
  const backLabel = back === "/dashboard" ? "Go to Dashboard Now" : "Back to the lesson now";
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
            <h1>{outcome.state === "unpaid" ? "Payment not completed" : "No payment confirmed"}</h1>
            <p className="alert alert-info" role="status">
              {outcome.message}
            </p>
            <Link to="/subscribe" className="btn btn-sun btn-block">
              See Premium
            </Link>
            <Link to="/dashboard" className="btn btn-ghost">
              Go to Dashboard
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
          <h1>Success! We have received your payment</h1>
          <p className="lead" data-testid="months">
            Your subscription is active for {monthsText(p.months_granted)}
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
            {formatEuros(p.amount_cents)} · {p.purpose === "renewal" ? "renewal" : "first purchase"}
            {p.subscription ? ` · until ${shortDate(p.subscription.end_date)}` : ""} · a receipt is on its way
            by email
          </p>
          <p className="muted">
            <span lang="ar" dir="rtl" className="arabic">
              شكراً
            </span>{" "}
            — thank you! Taking you {back === "/dashboard" ? "to your dashboard" : "back to the lesson"} in{" "}
            <strong data-testid="redirect-seconds">{left}</strong> seconds.
          </p>
          <button type="button" className="btn btn-primary" onClick={() => navigate(back)}>
            {backLabel}
          </button>
        </div>
      </section>
    </Shell>
  );
}
