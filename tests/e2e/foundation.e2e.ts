import { test, expect, hydrated } from "./support/fixtures";

test("the landing page renders on the server and hydrates without console errors", async ({ page }) => {
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle("Learn Arabic Online - Master the Arabic Language");
  await hydrated(page);
});

test("an unknown URL shows the 404 page with a way home, and client navigation works", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("The page you are looking for was moved, removed, renamed or might never existed."),
  ).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Learn Arabic Online - Master the Arabic Language");
});

test("pages work with JavaScript disabled", async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(server.url + "/missing");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await context.close();
});

test("a seeded user is signed in on the server render", async ({ page, context, server }) => {
  const { seedUser, signInContext } = await import("./support/seed");
  const user = seedUser(server, { firstName: "Yusuf" });
  await signInContext(context, server, user);
  await page.goto("/no-such-page");
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
});
