// The payment provider behind checkout: real Stripe (the official SDK, pointed at STRIPE_API_URL
// when set, e.g. a local stand-in in tests) or, without STRIPE_SECRET_KEY, the app's own local
// test checkout page. Both end in the same fulfil() of service.ts.
import Stripe from "stripe";
import type { Deps } from "../../deps";

const clients = new WeakMap<Deps["config"], Stripe>();

/** One Stripe client per configuration. host/port/protocol come from STRIPE_API_URL when given. */
export function stripeClient(deps: Deps): Stripe {
  const key = deps.config.stripe.secretKey;
  if (!key) throw new Error("Stripe is not configured");
  let c = clients.get(deps.config);
  if (!c) {
    const opts: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000, appInfo: { name: "Marhaba" } };
    if (deps.config.stripe.apiUrl) {
      const u = new URL(deps.config.stripe.apiUrl);
      opts.host = u.hostname;
      opts.protocol = u.protocol.replace(":", "") as "http" | "https";
      opts.port = Number(u.port || (u.protocol === "https:" ? 443 : 80));
    }
    c = new Stripe(key, opts);
    clients.set(deps.config, c);
  }
  return c;
}

export const usesLocalCheckout = (deps: Deps) => deps.config.stripe.localCheckout;
