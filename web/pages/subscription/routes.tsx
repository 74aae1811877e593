// The subscription area's pages. Guarded ones check the session in their loader, so the
// server answers a redirect before any private content is rendered.
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ApiClientError, loaderApi } from "../../api/client";
import { loadSession, requireSession } from "../../state/session";
import { redirectWithNotice } from "../../lib/notice";
import { signupUrl } from "../../lib/pendingAction";
import { accessOf } from "./format";
import type { HistoryEntry, LocalCheckout } from "./types";

const meta = (title: string, description: string) => ({ meta: { title: `${title} - Marhaba`, description } });

export const DEMO_ENDED = "Your demo trial has already ended. Please subscribe to continue.";
export const ALREADY_ACTIVE = "You already have an active subscription!";

async function demoConfirmationLoader(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  if (session.user) {
    const a = accessOf(session.subscription);
    if (a.sub?.type === "demo" && a.expired) throw redirectWithNotice("/demo-expired", DEMO_ENDED, "error");
    if (a.live) throw redirectWithNotice("/dashboard", ALREADY_ACTIVE, "info");
  }
  return null;
}

async function dashboardLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  if (accessOf(session.subscription).expired) throw redirect("/demo-expired");
  const status = await loaderApi(args)
    .get<{ server_time: string }>("/subscriptions/status")
    .catch(() => null);
  return { serverTime: status?.server_time ?? null };
}

async function subscriptionLoader(args: LoaderFunctionArgs) {
  await requireSession(args);
  const r = await loaderApi(args)
    .get<{ history: HistoryEntry[] }>("/subscriptions/history")
    .catch(() => null);
  return { history: r?.history ?? null };
}

async function subscribeLoader(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  if (!session.user) throw redirect(signupUrl("subscribe"));
  return null;
}

async function demoExpiredLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  if (accessOf(session.subscription).live) throw redirect("/dashboard");
  return null;
}

async function localCheckoutLoader(args: LoaderFunctionArgs) {
  await requireSession(args);
  try {
    const checkout = await loaderApi(args).get<LocalCheckout>(`/payments/local/${encodeURIComponent(args.params.sessionId ?? "")}`);
    return { checkout };
  } catch (e) {
    if (e instanceof ApiClientError && e.status >= 400 && e.status < 500) throw data(null, { status: 404 });
    throw e;
  }
}

const guarded = async (args: LoaderFunctionArgs) => {
  await requireSession(args);
  return null;
};

export const subscriptionRoutes: RouteObject[] = [
  {
    path: "demo-confirmation",
    loader: demoConfirmationLoader,
    // After activation the page refreshes the session itself and leaves after 2 seconds.
    shouldRevalidate: () => false,
    lazy: { Component: async () => (await import("./DemoConfirmationPage")).DemoConfirmationPage },
    handle: meta("Start Your Free Demo", "Unlock 14 days of free Arabic lessons for your children. No card needed."),
  },
  { path: "dashboard", loader: dashboardLoader, lazy: { Component: async () => (await import("./DashboardPage")).DashboardPage }, handle: meta("Dashboard", "Your Marhaba learner dashboard.") },
  {
    path: "subscription",
    loader: subscriptionLoader,
    lazy: { Component: async () => (await import("./SubscriptionPage")).SubscriptionPage },
    handle: meta("My Subscription", "Your Marhaba plan, its dates and its history."),
  },
  { path: "subscribe", loader: subscribeLoader, lazy: { Component: async () => (await import("./SubscribePage")).SubscribePage }, handle: meta("Go Premium", "Marhaba Premium: 12 months of Arabic lessons for 40 €.") },
  { path: "trial-expired", loader: guarded, lazy: { Component: async () => (await import("./TrialExpiredPage")).TrialExpiredPage }, handle: meta("Essai terminé", "Votre essai gratuit est terminé : passez à Marhaba Premium.") },
  { path: "demo-expired", loader: demoExpiredLoader, lazy: { Component: async () => (await import("./DemoExpiredPage")).DemoExpiredPage }, handle: meta("Free Trial Ended", "Your free Marhaba trial has ended.") },
  { path: "renew", loader: guarded, lazy: { Component: async () => (await import("./RenewPage")).RenewPage }, handle: meta("Renouveler", "Renouvelez votre abonnement Marhaba pour 12 mois.") },
  { path: "payment-success", loader: guarded, lazy: { Component: async () => (await import("./PaymentSuccessPage")).PaymentSuccessPage }, handle: meta("Payment", "Confirming your Marhaba payment.") },
  {
    path: "checkout/local/:sessionId",
    loader: localCheckoutLoader,
    lazy: { Component: async () => (await import("./LocalCheckoutPage")).LocalCheckoutPage },
    handle: meta("Test Checkout", "Local test checkout: no real payment is made."),
  },
];
