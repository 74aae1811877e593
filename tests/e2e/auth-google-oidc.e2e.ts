// Sign-in in a real browser through panva's oidc-provider and its development login and consent
// forms: a standard provider (iss parameter, claims in userinfo) in Google's slot, and a school
// instance (SIGNUP_MODE=restricted) whose own provider behaves like Google and allows one domain.
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { axeProblems } from "./support/axe";
import { startServer, freePort, type RunningServer } from "./support/server";
import { startProvider, type RunningProvider } from "../support/oidc-provider";

let open: RunningServer; // Google's slot on a standard provider
let school: RunningServer; // restricted instance with the school's provider
let standard: RunningProvider;
let schoolIdp: RunningProvider;

test.beforeAll(async () => {
  const [p1, p2] = [await freePort(), await freePort()];
  standard = await startProvider({
    shape: "standard",
    redirectUris: [`http://localhost:${p1}/auth/google/callback`],
  });
  schoolIdp = await startProvider({
    shape: "google-like",
    redirectUris: [`http://localhost:${p2}/auth/oidc/callback`],
  });
  [open, school] = await Promise.all([
    startServer({
      PORT: String(p1),
      GOOGLE_ISSUER: standard.issuer,
      GOOGLE_CLIENT_ID: standard.clientId,
      GOOGLE_CLIENT_SECRET: standard.clientSecret,
    }),
    startServer({
      PORT: String(p2),
      SIGNUP_MODE: "restricted",
      OIDC_ISSUER: schoolIdp.issuer,
      OIDC_CLIENT_ID: schoolIdp.clientId,
      OIDC_CLIENT_SECRET: schoolIdp.clientSecret,
      OIDC_LABEL: "Sign in with Oak Primary",
      OIDC_ALLOWED_DOMAINS: "oak.school.example",
    }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([open?.stop(), school?.stop()]);
  await Promise.all([standard?.stop(), schoolIdp?.stop()]);
});
test.beforeEach(async ({ context }) => {
  // The provider's development pages import a web font; there is no outside network here.
  await context.route("https://fonts.googleapis.com/**", (r) =>
    r.fulfill({ status: 200, contentType: "text/css", body: "" }),
  );
});

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e5)}`;
const toast = (page: Page, text: string) => page.locator('[role="status"]').filter({ hasText: text }).first();

/** The provider's own login form, then its consent form. */
async function atProvider(page: Page, sub: string) {
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("Google's slot on a standard provider: login and consent forms → /dashboard with the success toast", async ({
  page,
}) => {
  const id = uniq();
  standard.accounts.set(`s${id}`, {
    sub: `s${id}`,
    email: `nadia${id}@gmail.example`,
    email_verified: true,
    given_name: "Nadia",
    family_name: "Omar",
  });
  await page.goto(open.url + "/login");
  await hydrated(page);
  await page.getByRole("link", { name: "Sign in with Google" }).click();
  await atProvider(page, `s${id}`);
  await expect(page).toHaveURL(open.url + "/dashboard");
  await expect(toast(page, "Successfully signed in with Google!")).toBeVisible();
  await expect(page.getByText("Nadia").first()).toBeVisible();
});

test("cancel at the provider: the error shows, then /signup after 3 seconds, nobody signed in", async ({
  page,
}) => {
  await page.goto(open.url + "/signup");
  await hydrated(page);
  await page.getByRole("link", { name: "Sign up with Google" }).click();
  await page.getByRole("link", { name: "[ Cancel ]" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Google authentication was cancelled or failed" }),
  ).toBeVisible();
  await expect(page).toHaveURL(open.url + "/signup", { timeout: 15_000 }); // the page moves on after 3 s; a loaded CI machine needs room
  expect((await (await page.request.get(open.url + "/api/v1/session")).json()).user).toBeNull();
});

test("restricted school instance: /signup offers only the school's sign-in; another domain is refused, a teacher's account is made", async ({
  page,
}) => {
  await page.goto(school.url + "/signup");
  await hydrated(page);
  await expect(page.getByText("Accounts on this site are made by the school.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await expect(page.getByText(/with Google/)).toHaveCount(0);
  expect(await axeProblems(page), "restricted /signup").toEqual([]);

  const id = uniq();
  schoolIdp.accounts.set(`x${id}`, { sub: `x${id}`, email: `x${id}@gmail.example`, email_verified: true });
  await page.getByRole("link", { name: "Sign in with Oak Primary" }).click();
  await atProvider(page, `x${id}`);
  await expect(
    page.getByRole("alert").filter({ hasText: "Only @oak.school.example accounts can sign in here." }),
  ).toBeVisible();
  await expect(page).toHaveURL(school.url + "/signup", { timeout: 15_000 }); // the page moves on after 3 s; a loaded CI machine needs room

  schoolIdp.accounts.set(`t${id}`, {
    sub: `t${id}`,
    email: `t${id}@oak.school.example`,
    email_verified: true,
    given_name: "Samir",
    family_name: "Aziz",
  });
  await page.context().clearCookies(); // signs out at the provider too, so its login form shows again
  await hydrated(page);
  await page.getByRole("link", { name: "Sign in with Oak Primary" }).click();
  await atProvider(page, `t${id}`);
  await expect(page).toHaveURL(school.url + "/dashboard");
  await expect(toast(page, "Successfully signed in with your school account!")).toBeVisible();
  await expect(page.getByText("Samir").first()).toBeVisible();
});
