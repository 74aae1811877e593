// The subscription area's pages. Guarded ones check the session in their loader, so the
// server answers a redirect before any private content is rendered.
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ApiClientError, loaderApi, ok } from "../../api/client";
import { loadSession, requireSession } from "../../state/session";
import { redirectWithNotice, type NoticeText } from "../../lib/notice";
import { signupUrl } from "../../lib/pendingAction";
import { FIRST_PURCHASE_MONTHS, RENEWAL_MONTHS, monthsWords, price, priceLocale } from "../../lib/offer";
import type { MessageKey, Translator } from "../../i18n";
import type { SessionPayload } from "../../state/types";
import { paymentsOn } from "../../state/site";
import type { PaymentOutcome } from "./types";

/** A route's title and description from the catalogue, in the page's language. */
const metaT = (title: MessageKey, description: MessageKey) => ({
  meta: (_data: unknown, t: Translator) => ({ title: t(title), description: t(description) }),
});

async function demoConfirmationLoader(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  if (session.user) {
    // where the family stands, as the server derived it (plan_state, access)
    if (session.subscription?.plan_state === "demo_ended")
      throw redirectWithNotice("/demo-expired", "subscription.notice.demoEnded", "error");
    if (session.subscription?.access.live)
      throw redirectWithNotice("/dashboard", "subscription.notice.alreadyActive", "info");
  }
  return null;
}

async function dashboardLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  if (session.user.kind === "pupil") throw redirect("/courses"); // a pupil's home is their path (issue #16)
  if (session.subscription?.access.expired && (await paymentsOn(args))) throw redirect("/demo-expired");
  // the session already carries the plan and the server's clock: the certificates and the next step are asked for
  const [certs, welcome] = await Promise.all([
    ok(loaderApi(args).certificates.get()).catch(() => ({ certificates: [] })),
    ok(loaderApi(args).users.me.welcome.get()).catch(() => null),
  ]);
  return { serverTime: session.server_time ?? null, certificates: certs.certificates, welcome };
}

async function subscriptionLoader(args: LoaderFunctionArgs) {
  await requireSession(args);
  const r = await ok(loaderApi(args).subscriptions.history.get()).catch(() => null);
  return { history: r?.history ?? null };
}

async function subscribeLoader(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  if (!session.user) throw redirect(signupUrl("subscribe"));
  return null;
}

async function demoExpiredLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  if (session.subscription?.access.live) throw redirect("/dashboard");
  return null;
}

async function localCheckoutLoader(args: LoaderFunctionArgs) {
  await requireSession(args);
  try {
    const checkout = await ok(
      loaderApi(args)
        .payments.local({ sessionId: encodeURIComponent(args.params.sessionId ?? "") })
        .get(),
    );
    return { checkout };
  } catch (e) {
    if (e instanceof ApiClientError && e.status >= 400 && e.status < 500) throw data(null, { status: 404 });
    throw e;
  }
}

/** /payment-success asks the server (verify-session) before saying anything about a payment. */
async function paymentSuccessLoader(args: LoaderFunctionArgs): Promise<PaymentOutcome> {
  await requireSession(args);
  const id = new URL(args.request.url).searchParams.get("session_id");
  if (!id) return { state: "missing" };
  try {
    const payment = await ok(
      loaderApi(args).payments["verify-session"].post({}, { query: { session_id: id } }),
    );
    return { state: "paid", payment };
  } catch (e) {
    if (!(e instanceof ApiClientError)) throw e;
    if (e.code === "PAYMENT_NOT_FOUND" || e.status === 422) return { state: "foreign" };
    if (e.code === "PAYMENT_NOT_COMPLETED") return { state: "unpaid" };
    if (e.code === "PAYMENT_REFUNDED") return { state: "refunded" };
    return { state: "error" };
  }
}

/** Where a family belongs instead of /trial-expired or /renew; null when the page fits. */
function routeByPlan(page: "trial-expired" | "renew", status: SessionPayload["subscription"]) {
  const state = status?.plan_state ?? "none";
  const offer = status?.offer;
  if (state === "premium") {
    if (offer && !offer.allowed) {
      // the dates travel as dates: the dashboard writes them the reader's way
      const notice: NoticeText = {
        key: "subscription.notice.premiumRunning",
        values: {
          until: { date: status?.subscription?.end_date ?? "" },
          opens: { date: offer.renew_opens_at ?? "" },
        },
      };
      throw redirectWithNotice("/dashboard", notice, "info");
    }
    if (page === "trial-expired") throw redirect("/renew");
    return;
  }
  if (state === "demo_ended") {
    if (page === "renew") throw redirect("/trial-expired");
    return;
  }
  // none, a running demo, or an ended paid plan: nothing ended to tell about, nothing to renew.
  throw redirect("/subscribe");
}

async function trialExpiredLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  routeByPlan("trial-expired", session.subscription);
  return null;
}

async function renewLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  routeByPlan("renew", session.subscription);
  return null;
}

/** A page that exists only where something is sold: 404 on a school's instance without payments (issue #33). */
const sellingOnly =
  <T,>(loader: (args: LoaderFunctionArgs) => Promise<T>) =>
  async (args: LoaderFunctionArgs): Promise<T> => {
    if (!(await paymentsOn(args))) throw data(null, { status: 404 });
    return loader(args);
  };

export const subscriptionRoutes: RouteObject[] = [
  {
    path: "demo-confirmation",
    loader: sellingOnly(demoConfirmationLoader),
    // After activation the page refreshes the session itself and leaves after 2 seconds.
    shouldRevalidate: () => false,
    lazy: { Component: async () => (await import("./DemoConfirmationPage")).DemoConfirmationPage },
    handle: metaT("subscription.meta.demoTitle", "subscription.meta.demoDescription"),
  },
  {
    path: "dashboard",
    loader: dashboardLoader,
    lazy: { Component: async () => (await import("./DashboardPage")).DashboardPage },
    handle: metaT("subscription.meta.dashboardTitle", "subscription.meta.dashboardDescription"),
  },
  {
    path: "subscription",
    loader: sellingOnly(subscriptionLoader),
    lazy: { Component: async () => (await import("./SubscriptionPage")).SubscriptionPage },
    handle: metaT("subscription.meta.subscriptionTitle", "subscription.meta.subscriptionDescription"),
  },
  {
    path: "subscribe",
    loader: sellingOnly(subscribeLoader),
    lazy: { Component: async () => (await import("./SubscribePage")).SubscribePage },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("subscription.meta.subscribeTitle"),
        description: t("subscription.meta.subscribeDescription", {
          months: monthsWords(t, FIRST_PURCHASE_MONTHS),
          price: price(priceLocale(t)),
        }),
      }),
    },
  },
  {
    path: "trial-expired",
    loader: sellingOnly(trialExpiredLoader),
    lazy: { Component: async () => (await import("./TrialExpiredPage")).TrialExpiredPage },
    handle: metaT("subscription.meta.trialTitle", "subscription.meta.trialDescription"),
  },
  {
    path: "demo-expired",
    loader: sellingOnly(demoExpiredLoader),
    lazy: { Component: async () => (await import("./DemoExpiredPage")).DemoExpiredPage },
    handle: metaT("subscription.meta.demoExpiredTitle", "subscription.meta.demoExpiredDescription"),
  },
  {
    path: "renew",
    loader: sellingOnly(renewLoader),
    lazy: { Component: async () => (await import("./RenewPage")).RenewPage },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("subscription.meta.renewTitle"),
        description: t("subscription.meta.renewDescription", { months: monthsWords(t, RENEWAL_MONTHS) }),
      }),
    },
  },
  {
    path: "payment-success",
    loader: sellingOnly(paymentSuccessLoader),
    shouldRevalidate: () => false,
    lazy: { Component: async () => (await import("./PaymentSuccessPage")).PaymentSuccessPage },
    handle: metaT("subscription.meta.paymentTitle", "subscription.meta.paymentDescription"),
  },
  {
    path: "checkout/local/:sessionId",
    loader: sellingOnly(localCheckoutLoader),
    lazy: { Component: async () => (await import("./LocalCheckoutPage")).LocalCheckoutPage },
    handle: metaT("subscription.meta.checkoutTitle", "subscription.meta.checkoutDescription"),
  },
];
