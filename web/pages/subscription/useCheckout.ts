// Starting a payment: the server creates (or reuses) the checkout session and decides the amount;
// the browser then goes to the provider's page (Stripe, or the local test checkout).
import { useEffect, useState } from "react";
import { api, ApiClientError, ok } from "../../api/client";
import { PRICE } from "./format";

export type CheckoutOrigin = "/subscribe" | "/trial-expired" | "/renew";

/** `returnTo`: where to come back after paying (a locked lesson, issue #25); the server checks it. */
export function useCheckout(origin: CheckoutOrigin, fallback: string, returnTo?: string | null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Coming back with the browser's Back button from the provider's page restores this page from
  // the back/forward cache: the button must be usable again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  async function start() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const here = window.location.origin;
      const r = await ok(
        api.payments["create-checkout"].post({
          amount: PRICE.amountCents / 100,
          currency: "EUR",
          success_url: `${here}/payment-success`,
          cancel_url: `${here}${origin}`,
          ...(returnTo ? { return_to: returnTo } : {}),
        }),
      );
      window.location.assign(r.checkout_url);
    } catch (e) {
      const msg =
        e instanceof ApiClientError && e.status > 0 && e.message && !e.code.startsWith("HTTP_")
          ? e.message
          : fallback;
      setError(msg);
      setBusy(false);
    }
  }
  return { start, busy, error };
}
