// Issue #12: the server's one `access` block is what every grown-up page shows. A cancelled Premium
// plan that still runs used to read Premium on the navbar and "Free User" on the profile. Demo
// activation answers that block (and the whole status) itself, so the pages need nothing more.
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { expectAxeClean, premiumUser } from "./support/learners";
import { expectFitsAt } from "./support/axe";
import { shortDate } from "../../shared/format";

test("a cancelled Premium plan that still runs reads Premium, cancelled, until its end on every page", async ({
  page,
  context,
  server,
}) => {
  const user = await premiumUser(server, "Rania");
  expect((await apiAs(server, user, "DELETE", "/subscriptions/cancel")).status).toBe(200);
  const access = (await apiAs(server, user, "GET", "/subscriptions/status")).body.access;
  expect(access).toMatchObject({ kind: "premium", live: true, cancelled: true });
  const until = shortDate(access.ends_at);
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 800 });

  const navbarSaysPremium = async () => {
    await expect(page.locator("header.app-nav")).toHaveAttribute("data-kind", "premium");
    await expect(page.locator(".kind-chip")).toHaveText("Premium");
  };

  await page.goto("/dashboard");
  await navbarSaysPremium();
  await expect(page.getByTestId("plan-label")).toHaveText("Premium Active");
  await expect(page.getByText(`Cancelled, runs until ${until}`)).toBeVisible();
  await expect(page.getByText("You have no active plan yet.")).toHaveCount(0);
  await hydrated(page);
  await expectAxeClean(page, "dashboard, cancelled Premium");
  await expectFitsAt(page, "dashboard", [1280]);

  await page.goto("/profile");
  await navbarSaysPremium();
  await expect(page.getByTestId("pf-account-type")).toHaveText("Premium User");
  await expect(page.locator(".pf-premium")).toHaveText("Premium Active");
  await expect(page.getByTestId("pf-plan-status")).toHaveText(`Cancelled, runs until ${until}`);
  await expect(page.getByText("No active subscription")).toHaveCount(0);
  await hydrated(page);
  await expectAxeClean(page, "profile, cancelled Premium");
  await expectFitsAt(page, "profile", [1280]);

  await page.goto("/subscription");
  await navbarSaysPremium();
  await expect(page.locator(".badge-premium")).toHaveText("Premium Active");
  await expect(page.locator(".plan-status")).toHaveText("CANCELLED");
  await expect(page.getByText(`Cancelled: you keep full access until ${until}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  await hydrated(page);
  await expectAxeClean(page, "subscription, cancelled Premium");
  await expectFitsAt(page, "subscription", [1280]);
});

test("Proceed to Demo takes one request: the reply updates the page and the dashboard without asking for the session again", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server, { firstName: "Salma" });
  await signInContext(context, server, user);
  await page.goto("/demo-confirmation");
  await hydrated(page);
  await expect(page.locator("header.app-nav")).toHaveAttribute("data-kind", "none");
  const calls: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/v1/")) calls.push(`${r.method()} ${path}`);
  });
  await page.getByRole("button", { name: "Proceed to Demo" }).click();
  await expect(page.locator("header.app-nav")).toHaveAttribute("data-kind", "demo"); // this page, from the reply
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await expect(page.getByTestId("plan-label")).toHaveText("Demo Access");
  await expect(page.getByRole("timer").locator('[data-unit="days"] .countdown-num')).toHaveText("13");
  // the activation once, and no session or status read after it (the dashboard still asks for the
  // family's certificates, and the site layout for the site settings)
  expect(calls.filter((c) => c.startsWith("POST "))).toEqual(["POST /api/v1/subscriptions/demo"]);
  expect(calls.filter((c) => /\/(session|subscriptions\/status)$/.test(c))).toEqual([]);
});
