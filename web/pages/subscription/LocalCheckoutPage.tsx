// /checkout/local/:sessionId — the local TEST checkout used when Stripe is not configured. It plays
// the payment provider: Pay runs the very same fulfilment as a real payment; Cancel goes back.
import { useState } from "react";
import { useLoaderData, useNavigate } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { Icon } from "../../components/Icon";
import { Shell } from "./Shell";
import { formatEuros } from "./format";
import { monthsWords, priceLocale } from "../../lib/offer";
import { useT } from "../../i18n";
import { PeriodText } from "./Period";
import type { LocalCheckout } from "./types";

export function LocalCheckoutPage() {
  const { checkout } = useLoaderData() as { checkout: LocalCheckout };
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = checkout.status === "open";
  const t = useT();
  const amount = formatEuros(checkout.amount_cents, priceLocale(t));

  async function act(kind: "pay" | "cancel") {
    setBusy(kind);
    setError(null);
    try {
      const r = await ok(
        api.payments.local({ sessionId: encodeURIComponent(checkout.session_id) })[kind].post({}),
      );
      if (kind === "cancel") toast(t("subscription.checkout.cancelled"), { id: "local-cancel" });
      navigate(r.redirect);
    } catch (e) {
      setError(e instanceof ApiClientError && e.status > 0 ? e.message : t("subscription.checkout.failed"));
      setBusy(null);
    }
  }

  return (
    <Shell className="local-checkout">
      <section className="container pay-wrap">
        <div className="card pay-card test-checkout" aria-labelledby="lc-title">
          <p className="test-ribbon" role="note">
            <Icon name="flask" /> {t("subscription.checkout.testMode")}
          </p>
          <h1 id="lc-title">{t("subscription.checkout.title")}</h1>
          <p className="muted">{t("subscription.checkout.lead")}</p>
          <dl className="plan-facts">
            <div>
              <dt>{t("subscription.checkout.product")}</dt>
              <dd>
                {t("subscription.checkout.productName", { months: monthsWords(t, checkout.months ?? 12) })}
              </dd>
            </div>
            <div>
              <dt>{t("subscription.checkout.amount")}</dt>
              <dd data-testid="amount">{amount}</dd>
            </div>
            <div>
              <dt>{t("subscription.checkout.account")}</dt>
              <dd className="break">{checkout.email}</dd>
            </div>
            <div className="is-wide">
              <dt>{t("subscription.checkout.period")}</dt>
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
              {t("subscription.checkout.state", { status: checkout.status })}
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
              {busy === "pay"
                ? t("subscription.checkout.paying")
                : t("subscription.checkout.pay", { amount })}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => act("cancel")}
              disabled={!open || busy !== null}
            >
              {busy === "cancel" ? t("subscription.checkout.cancelling") : t("subscription.checkout.cancel")}
            </button>
          </div>
        </div>
      </section>
    </Shell>
  );
}
