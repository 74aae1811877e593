// /checkout/local/:sessionId — the local TEST checkout used when Stripe is not configured. It plays
// the payment provider: Pay runs the very same fulfilment as a real payment; Cancel goes back.
import { useState } from "react";
import { useLoaderData, useNavigate } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { Icon } from "../../components/Icon";
import { Shell } from "./Shell";
import { formatEuros, monthsText } from "./format";
import { PeriodText } from "./Period";
import type { LocalCheckout } from "./types";

export function LocalCheckoutPage() {
  const { checkout } = useLoaderData() as { checkout: LocalCheckout };
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = checkout.status === "open";

  async function act(kind: "pay" | "cancel") {
    setBusy(kind);
    setError(null);
    try {
      const r = await ok(
        api.payments.local({ sessionId: encodeURIComponent(checkout.session_id) })[kind].post({}),
      );
      if (kind === "cancel") toast("Payment cancelled", { id: "local-cancel" });
      navigate(r.redirect);
    } catch (e) {
      setError(e instanceof ApiClientError && e.status > 0 ? e.message : "Payment failed. Please try again.");
      setBusy(null);
    }
  }

  return (
    <Shell className="local-checkout">
      <section className="container pay-wrap">
        <div className="card pay-card test-checkout" aria-labelledby="lc-title">
          <p className="test-ribbon" role="note">
            <Icon name="flask" /> TEST MODE — no real payment is made and no card is needed
          </p>
          <h1 id="lc-title">Test checkout</h1>
          <p className="muted">This page stands in for the card payment provider on this installation.</p>
          <dl className="plan-facts">
            <div>
              <dt>Product</dt>
              <dd>Marhaba Premium — {monthsText(checkout.months ?? 12)}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd data-testid="amount">{formatEuros(checkout.amount_cents)}</dd>
            </div>
            <div>
              <dt>Account</dt>
              <dd className="break">{checkout.email}</dd>
            </div>
            <div>
              <dt>Period</dt>
              <dd>
                <PeriodText
                  months={checkout.months ?? 12}
                  from={checkout.period.from}
                  to={checkout.period.to}
                  demoDaysKept={checkout.period.demo_days_kept}
                  paid={checkout.status === "paid"}
                />
              </dd>
            </div>
          </dl>
          {!open && (
            <p className="alert alert-warn" role="status">
              This checkout session is {checkout.status}.{" "}
              {checkout.status === "paid" ? "Your payment is already recorded." : "Please start again."}
            </p>
          )}
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <div className="plan-actions">
            <button
              type="button"
              className="btn btn-sun btn-lg"
              onClick={() => act("pay")}
              disabled={!open || busy !== null}
            >
              {busy === "pay" ? "Paying..." : `Pay ${formatEuros(checkout.amount_cents)}`}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => act("cancel")}
              disabled={!open || busy !== null}
            >
              {busy === "cancel" ? "Cancelling..." : "Cancel"}
            </button>
          </div>
        </div>
      </section>
    </Shell>
  );
}
