// Subscription journeys in a real browser against the real server (local test checkout: no
// STRIPE_SECRET_KEY). Time travel goes through the server's clock, never through sleeps.
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext, setServerClock, type SeededUser } from "./support/seed";
import type { Page } from "@playwright/test";
import type { RunningServer } from "./support/server";

const DAY = 86_400_000;
/** A date as a French page writes it: "26 janvier 2028", "1er mars 2027". */
const frenchDate = (d: Date) =>
  d.toLocaleDateString("fr-FR", { dateStyle: "long", timeZone: "UTC" }).replace(/^1 /, "1er ");

test.afterEach(async ({ server }) => {
  await setServerClock(server, { offset_ms: 0 });
});

async function apiAs(server: RunningServer, user: SeededUser, method: string, path: string, body?: unknown) {
  const r = await fetch(server.url + "/api/v1" + path, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

async function logIn(page: Page, user: SeededUser) {
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("signed in: Proceed to Demo activates the demo, then the dashboard counts down every second", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server, { firstName: "Layla" });
  await signInContext(context, server, user);
  await page.goto("/demo-confirmation");
  await hydrated(page);
  await expect(
    page.getByRole("heading", {
      name: "You are about to unlock your free access to our platform for 2 weeks",
    }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Demo" }).click();
  await expect(page.getByText("Congratulations! Enjoy your free demo")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { name: "Hello, Layla!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upgrade & Get 2 FREE Months" })).toBeVisible();
  await expect(page.getByTestId("plan-label")).toHaveText("Demo Access");
  await expect(page.locator("header.app-nav")).toHaveAttribute("data-kind", "demo");
  const timer = page.getByRole("timer");
  await expect(timer.locator('[data-unit="days"] .countdown-num')).toHaveText("13");
  const seconds = timer.locator('[data-unit="seconds"] .countdown-num');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!, { timeout: 3000 });
  // A second visit to the confirmation page sends an active member to the dashboard.
  await page.goto("/demo-confirmation");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("You already have an active subscription!")).toBeVisible();
});

test("signed out: Proceed to Demo asks to log in first", async ({ page }) => {
  await page.goto("/demo-confirmation");
  await hydrated(page);
  await page.getByRole("button", { name: "Proceed to Demo" }).click();
  await expect(page.getByText("Please log in to activate demo")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?from=%2Fdemo-confirmation$/);
});

test("guarded pages send a signed-out visitor to /login, /subscribe to /signup with the subscribe action", async ({
  page,
}) => {
  for (const path of [
    "/dashboard",
    "/subscription",
    "/renew",
    "/trial-expired",
    "/demo-expired",
    "/payment-success",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?from=${encodeURIComponent(path)}$`));
  }
  await page.goto("/subscribe");
  await expect(page).toHaveURL(/\/signup\?action=subscribe$/);
});

test("no plan: the dashboard offers plans and a demo", async ({ page, context, server }) => {
  const user = seedUser(server);
  await signInContext(context, server, user);
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByTestId("plan-label")).toHaveText("No Active Plan");
  await expect(page.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/subscribe");
  await expect(page.getByRole("link", { name: "Try Demo" })).toHaveAttribute("href", "/demo-confirmation");
  await expect(page.locator("header.app-nav")).toHaveAttribute("data-kind", "none");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
});

test("demo → upgrade → local test checkout → payment-success → premium everywhere", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server, { firstName: "Karim" });
  await signInContext(context, server, user);
  expect((await apiAs(server, user, "POST", "/subscriptions/demo")).status).toBe(201);
  await page.goto("/dashboard");
  await hydrated(page);
  await page.getByRole("link", { name: "Upgrade", exact: true }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByText("€49")).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/local_/);
  await expect(page.getByText("TEST MODE — no real payment is made")).toBeVisible();
  await expect(page.getByTestId("amount")).toHaveText("€40");
  await hydrated(page);
  await page.getByRole("button", { name: "Pay €40" }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=local_/);
  await expect(page.getByRole("heading", { name: "Success! We have received your payment" })).toBeVisible();
  // A first purchase grants the 2 free months the copy promises (issue 10).
  await expect(page.getByText("Your subscription is active for 14 months (12 + 2 free)")).toBeVisible();
  await expect(page.getByTestId("redirect-seconds")).toHaveText(/[1-5]/);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 }); // a 5 s countdown; timers lag on a loaded machine
  await expect(page.getByTestId("plan-label")).toHaveText("Premium Active");
  await expect(page.locator("header.app-nav")).toHaveAttribute("data-kind", "premium");
  await expect(page.getByRole("timer")).toHaveCount(0);
  await page.getByRole("link", { name: "Subscription", exact: true }).first().click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText("Premium Active")).toBeVisible();
  await expect(page.locator(".plan-status")).toHaveText("ACTIVE");
  await expect(page.locator(".history-kind").first()).toHaveText("Premium payment");
  await expect(page.locator(".history-kind")).toHaveText([
    "Premium payment",
    "Demo ended (upgraded to Premium)",
    "Free demo started",
  ]);
  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { name: "You're Already a Premium Member!" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("local checkout Cancel returns to the originating page; payment-success with an unpaid session says so", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server);
  await signInContext(context, server, user);
  // A family with no plan is not told a trial ended (issue 10): it starts from /subscribe.
  await page.goto("/subscribe");
  await hydrated(page);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  const sessionId = page.url().split("/").pop()!;
  await hydrated(page);
  await page.goto(`/payment-success?session_id=${sessionId}`);
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See Premium" })).toHaveAttribute("href", "/subscribe");
  await page.goto(`/checkout/local/${sessionId}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  const status = await apiAs(server, user, "GET", "/subscriptions/status");
  expect(status.body.has_subscription).toBe(false);
});

test("paid with 30 days left: the dashboard warns, /renew (French) extends from the end date", async ({
  page,
  server,
}) => {
  const user = seedUser(server, { firstName: "Nadia" });
  // a French family: /renew is the French version of the page (issue #30)
  expect((await apiAs(server, user, "PUT", "/users/me/locale", { locale: "fr" })).status).toBe(200);
  const c = await apiAs(server, user, "POST", "/payments/create-checkout", {
    amount: 1,
    cancel_url: "/renew",
  });
  expect((await apiAs(server, user, "POST", `/payments/local/${c.body.session_id}/pay`)).status).toBe(200);
  const v = await apiAs(server, user, "POST", `/payments/verify-session?session_id=${c.body.session_id}`);
  const end = Date.parse(v.body.subscription.end_date);
  // Travel to 30 days (minus an hour) before the end of the plan, then sign in at that time.
  await setServerClock(server, { advance_ms: end - Date.now() - 30 * DAY + 3_600_000 });
  await logIn(page, user);
  // the dashboard is in the catalogue now: the French family's dashboard is French too (issue #30)
  await expect(page.getByText("Votre formule Premium arrive bientôt à échéance.")).toBeVisible();
  await expect(page.getByText("30 jours restants")).toBeVisible();
  await page.getByRole("link", { name: "Renouveler maintenant" }).click();
  await expect(page).toHaveURL(/\/renew$/);
  await expect(page.locator("main")).toHaveAttribute("lang", "fr");
  await expect(page.locator("main").getByText("Premium", { exact: true })).toBeVisible();
  await expect(page.getByText(frenchDate(new Date(end)))).toBeVisible();
  await expect(page.getByTestId("price")).toHaveText("40\u00a0€");
  await expect(page.getByTestId("months")).toHaveText("pour 12 mois");
  await page.getByRole("button", { name: "Renouveler pour 12 mois" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await hydrated(page);
  // the French family's local checkout and page of success are French too (issue #30); the page of
  // success is i18nfamily's (its words: "C’est fait !", "Aller au tableau de bord")
  await page.getByRole("button", { name: "Payer 40\u00a0€" }).click();
  await expect(
    page.getByRole("heading", { name: "C’est fait\u202f! Nous avons bien reçu votre paiement" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Aller au tableau de bord", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Votre formule Premium arrive bientôt à échéance.")).toHaveCount(0);
  const nextEnd = new Date(end);
  nextEnd.setUTCFullYear(nextEnd.getUTCFullYear() + 1);
  await expect(page.getByText(`Jusqu’au ${frenchDate(nextEnd)}`)).toBeVisible();
});

test("an expired demo leads to /demo-expired, and the confirmation page says the demo has ended", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server);
  await signInContext(context, server, user);
  expect((await apiAs(server, user, "POST", "/subscriptions/demo")).status).toBe(201);
  await setServerClock(server, { advance_ms: 15 * DAY });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/demo-expired$/);
  await expect(page.getByRole("heading", { name: "Your free trial has come to an end!" })).toBeVisible();
  await hydrated(page);
  await page.goto("/demo-confirmation");
  await expect(page).toHaveURL(/\/demo-expired$/);
  await expect(
    page.getByText("Your demo trial has already ended. Please subscribe to continue."),
  ).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "Proceed to Payment" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test("the navbar: admin link for admins, mobile menu, scrolled style, cancel keeps access", async ({
  page,
  context,
  server,
}) => {
  const admin = seedUser(server, { isAdmin: true });
  await signInContext(context, server, admin);
  await apiAs(server, admin, "POST", "/subscriptions/demo");
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/subscription");
  await hydrated(page);
  const nav = page.locator("header.app-nav");
  await expect(nav).not.toHaveClass(/is-scrolled/);
  await page.mouse.wheel(0, 600);
  await expect(nav).toHaveClass(/is-scrolled/);
  await page.getByRole("button", { name: "Open menu" }).click();
  const mobile = page.getByRole("navigation", { name: "Learner area (mobile)" });
  await expect(mobile.getByRole("link", { name: "Admin" })).toBeVisible();
  await expect(mobile.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");
  await expect(mobile.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.locator(".plan-status")).toHaveText("CANCELLED");
  await expect(page.getByText(/Cancelled: you keep full access until/)).toBeVisible();
  await expect(page.locator(".history-kind").first()).toHaveText("Subscription cancelled");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test("the countdown follows the server's clock, not the device's", async ({ page, context, server }) => {
  const user = seedUser(server);
  await signInContext(context, server, user);
  expect((await apiAs(server, user, "POST", "/subscriptions/demo")).status).toBe(201);
  await setServerClock(server, { advance_ms: 3 * DAY + 2 * 3_600_000 });
  await page.goto("/dashboard");
  await hydrated(page);
  const timer = page.getByRole("timer");
  await expect(timer.locator('[data-unit="days"] .countdown-num')).toHaveText("10");
  await expect(timer.locator('[data-unit="hours"] .countdown-num')).toHaveText(/^2[12]$/);
  await page.goto("/subscription");
  await expect(page.locator(".plan-facts")).toContainText("Days remaining11");
});
