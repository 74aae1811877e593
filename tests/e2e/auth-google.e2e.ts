// Google sign-in in a real browser against a local OpenID Connect stand-in (GOOGLE_ISSUER):
// success (new account, return path, pending action), bad signature, wrong nonce, cancelled consent.
import { test, expect, hydrated } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { startOidc, type OidcProvider } from "../support/oidc";

let app: RunningServer;
let idp: OidcProvider;
test.beforeAll(async () => {
  idp = await startOidc();
  app = await startServer(idp.env());
});
test.afterAll(async () => {
  await app?.stop();
  idp?.stop();
});
test.beforeEach(() => {
  idp.mode = "ok";
  const id = `${Date.now()}${Math.floor(Math.random() * 1e5)}`;
  idp.identity = {
    sub: `sub-${id}`,
    email: `gina${id}@gmail.example`,
    email_verified: true,
    given_name: "Gina",
    family_name: "Saleh",
  };
});

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.locator('[role="status"]').filter({ hasText: text }).first();

test("new person: consent → callback → signed in on /dashboard with the success toast", async ({ page }) => {
  await page.goto(app.url + "/login");
  await hydrated(page);
  await page.getByRole("link", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(app.url + "/dashboard");
  await expect(toast(page, "Successfully signed in with Google!")).toBeVisible();
  await expect(page.getByText("Gina").first()).toBeVisible();
});

test("the return path of /login?from= and the pending action of /signup survive the trip to Google", async ({
  page,
  context,
}) => {
  await page.goto(app.url + "/login?from=%2Fsubscription");
  await hydrated(page);
  await page.getByRole("link", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(app.url + "/subscription");

  await context.clearCookies();
  idp.identity = { ...idp.identity, sub: idp.identity.sub + "b", email: "b" + idp.identity.email };
  await page.goto(app.url + "/signup?action=subscribe");
  await hydrated(page);
  await page.getByRole("link", { name: "Sign up with Google" }).click();
  await expect(page).toHaveURL(app.url + "/subscribe");
});

for (const [mode, message] of [
  ["bad-signature", "Failed to sign in with Google"],
  ["wrong-nonce", "Failed to sign in with Google"],
  ["access-denied", "Google authentication was cancelled or failed"],
] as const) {
  test(`${mode}: the error shows, then after 3 seconds /signup, and nobody is signed in`, async ({
    page,
  }) => {
    idp.mode = mode;
    // The page's own clock, paused: the 3 seconds pass when the test says so, not while a loaded machine is slow.
    await page.clock.install();
    await page.goto(app.url + "/login");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole("link", { name: "Sign in with Google" }).click();
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(toast(page, "Authentication failed")).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible(); // still there before 3 s
    await page.clock.runFor(600);
    await expect(page).toHaveURL(app.url + "/signup");
    const session = await page.request.get(app.url + "/api/v1/session");
    expect((await session.json()).user).toBeNull();
  });
}

test("a callback without a code says so", async ({ page }) => {
  await page.goto(app.url + "/auth/google/callback");
  await hydrated(page);
  await expect(page.getByRole("alert").filter({ hasText: "No authorization code received" })).toBeVisible();
  await expect(page).toHaveURL(app.url + "/signup", { timeout: 6000 });
});
