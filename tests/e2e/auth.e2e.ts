// Account journeys in a real browser: sign-up with the mail caught by a real SMTP receiver,
// verification, sign-in (Remember Me), forgot → reset, the login guard, validation messages
// and the rate-limit message. Runs its own server with SMTP_URL (and a strict login limit).
import { test, expect, hydrated } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { seedUser } from "./support/seed";
import { startSmtp, type SmtpReceiver } from "../support/smtp";

let app: RunningServer;
let smtp: SmtpReceiver;
test.beforeAll(async () => {
  smtp = await startSmtp();
  app = await startServer({ SMTP_URL: smtp.url, RATE_LIMIT_LOGIN_PER_ACCOUNT: "4" });
});
test.afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
const toast = (page: import("@playwright/test").Page, text: string) =>
  page.locator('[role="status"]').filter({ hasText: text }).first();

test("sign up (each validation message) → mail → verify → lands signed in on /dashboard → sign out → sign in", async ({
  page,
}) => {
  const id = tag();
  const email = `parent${id}@example.com`;
  await page.goto(app.url + "/signup");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

  // Step 1: every required-field message and the toast
  await page.getByRole("button", { name: "Next" }).click();
  for (const m of [
    "First name is required",
    "Last name is required",
    "Email is required",
    "Phone number is required",
    "Address is required",
    "Country is required",
  ])
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  await expect(toast(page, "Please fill all required fields correctly!")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await page.getByLabel("First name").fill("Amira");
  await page.getByLabel("Last name").fill("Haddad");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+33 1 23 45 67 89");
  await page.getByLabel("Address").fill("12 rue des Lilas");
  await page.getByLabel("Country").fill("France");
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: messages, strength meter, Back keeps step 1's values
  await expect(page.getByRole("heading", { name: "Step 2: Account Setup" })).toBeVisible();
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Username").fill("bad name");
  await page.getByLabel("Password", { exact: true }).fill("abcdefgh");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Username must contain only letters, numbers, and underscores")).toBeVisible();
  await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();
  await expect(page.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
    "aria-valuetext",
    "Weak",
  );
  await page.getByLabel("Password", { exact: true }).fill("ALLUPPERCASE");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Password must contain at least one lowercase letter")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("NoDigitsHere");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Password must contain at least one number")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Sunny1234");
  await expect(page.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
    "aria-valuetext",
    "Medium",
  );
  await page.getByLabel("Password", { exact: true }).fill("Sunny-Days-1234");
  await expect(page.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
    "aria-valuetext",
    "Strong",
  );
  await page.getByLabel("Confirm password").fill("Sunny-Days-999");
  await page.getByLabel("Username").fill(`amira_${id}`);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Amira");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password", { exact: true }).fill("Sunny-Days-1234");
  await page.getByLabel("Confirm password").fill("Sunny-Days-1234");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  await expect(page).toHaveURL(/\/verify-email-notice/);
  await expect(
    toast(page, "Registration successful! Please check your email to verify your account."),
  ).toBeVisible();
  await expect(page.getByText(/check your spam folder/)).toBeVisible();

  const mail = await smtp.waitFor(email);
  const link = smtp.linkIn(mail, "/verify-email");
  expect(link.startsWith(app.url + "/verify-email?token=")).toBe(true);
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByText("Email verified successfully!").first()).toBeVisible();
  await expect(page).toHaveURL(app.url + "/dashboard", { timeout: 6000 });
  await expect(page.getByText("Amira").first()).toBeVisible();

  // the link is single-use
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByText("Email verification failed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();

  // sign out, then in again with the password
  await page.context().clearCookies();
  await page.goto(app.url + "/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByLabel("Password").fill("Sunny-Days-1234");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page, "Login successful!")).toBeVisible();
  await expect(page).toHaveURL(app.url + "/dashboard");
});

test("login: validation messages, wrong password message, Remember Me cookie lifetimes, signed-in visitors skip /login", async ({
  page,
  context,
}) => {
  const user = seedUser(app, {});
  await page.goto(app.url + "/login");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("nope@");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("WrongPassw0rd");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Login failed. Please check your credentials." }),
  ).toBeVisible();

  // unticked: the refresh cookie ends with the browser session
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(app.url + "/dashboard");
  let rt = (await context.cookies()).find((c) => c.name === "mh_rt")!;
  expect(rt.expires).toBe(-1);
  expect(rt.httpOnly).toBe(true);

  // signed in: /login and /signup go to /dashboard
  await page.goto(app.url + "/login");
  await expect(page).toHaveURL(app.url + "/dashboard");
  await page.goto(app.url + "/signup");
  await expect(page).toHaveURL(app.url + "/dashboard");

  // ticked: a persistent cookie
  await context.clearCookies();
  await page.goto(app.url + "/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByLabel("Remember Me").check();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(app.url + "/dashboard");
  rt = (await context.cookies()).find((c) => c.name === "mh_rt")!;
  expect(rt.expires).toBeGreaterThan(Date.now() / 1000 + 20 * 86400);
});

test("a guarded URL visited signed out goes to /login and, after sign-in, back to that URL", async ({
  page,
}) => {
  const user = seedUser(app, {});
  const res = await page.request.get(app.url + "/subscription?tab=faq", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toBe("/login?from=%2Fsubscription%3Ftab%3Dfaq");
  await page.goto(app.url + "/subscription?tab=faq");
  await expect(page).toHaveURL(/\/login\?from=/);
  await hydrated(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(app.url + "/subscription?tab=faq");
});

test("forgot password → mail → reset → old password refused, new one works", async ({ page }) => {
  const user = seedUser(app, {});
  await page.goto(app.url + "/login");
  await hydrated(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(app.url + "/forgot-password");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  const since = smtp.mails.length;
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText("Password reset link has been sent to your email. Please check your inbox."),
  ).toBeVisible();
  await expect(toast(page, "Password reset link sent successfully!")).toBeVisible();
  await expect(page).toHaveURL(app.url + "/login", { timeout: 6000 });

  const mail = await smtp.waitFor(user.email, { since });
  await page.goto(smtp.linkIn(mail, "/reset-password"));
  await hydrated(page);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Brand-New-2026");
  await page.getByLabel("Confirm new password").fill("Brand-New-2025");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("Brand-New-2026");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    toast(page, "Password reset successfully! Please log in with your new password."),
  ).toBeVisible();
  await expect(page).toHaveURL(app.url + "/login");
  await hydrated(page);

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
  await page.getByLabel("Password").fill("Brand-New-2026");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(app.url + "/dashboard");
});

test("links without a token: reset goes to /login with the notice, verify shows 'Invalid verification link'", async ({
  page,
}) => {
  await page.goto(app.url + "/reset-password");
  await expect(page).toHaveURL(app.url + "/login");
  await hydrated(page);
  await expect(toast(page, "Invalid or missing reset token")).toBeVisible();
  await page.goto(app.url + "/verify-email");
  await hydrated(page);
  await expect(page.getByText("Invalid verification link")).toBeVisible();
});

test("too many wrong passwords for one account: the 429 message is shown", async ({ page }) => {
  const user = seedUser(app, {});
  await page.goto(app.url + "/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("WrongPassw0rd");
  for (let i = 0; i < 4; i++) {
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  }
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Too many sign-in attempts. Please wait a few minutes and try again." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("sign-up carrying a pending action: notice → verify → /demo-confirmation", async ({ page }) => {
  const id = tag();
  const email = `demo${id}@example.com`;
  await page.goto(app.url + "/signup?action=demo");
  await hydrated(page);
  await expect(page.getByText("free 14-day demo")).toBeVisible();
  await page.getByLabel("First name").fill("Yusuf");
  await page.getByLabel("Last name").fill("Karim");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("0123");
  await page.getByLabel("Address").fill("1 Main St");
  await page.getByLabel("Country").fill("Belgium");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Username").fill(`yusuf_${id}`);
  await page.getByLabel("Password", { exact: true }).fill("Sunny1234");
  await page.getByLabel("Confirm password").fill("Sunny1234");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email-notice\?action=demo/);
  const mail = await smtp.waitFor(email);
  await page.goto(smtp.linkIn(mail, "/verify-email"));
  await expect(page).toHaveURL(app.url + "/demo-confirmation", { timeout: 6000 });
});

test("at 375 px the auth pages have no horizontal overflow; Google button explains it is not configured", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    "/login",
    "/signup",
    "/forgot-password",
    "/verify-email-notice",
    "/reset-password?token=x",
  ]) {
    await page.goto(app.url + path);
    await hydrated(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto(app.url + "/login");
  // Without Google configured, parents see no Google button and no operator message.
  await expect(page.getByText(/Sign in with Google/)).toHaveCount(0);
  await expect(page.getByText("Google sign-in is not configured on this server.")).toHaveCount(0);
  await expect(page.locator('[lang="ar"][dir="rtl"]').filter({ hasText: "مرحبا" }).first()).toBeVisible();
});

test("signed in, the header's user menu shows name, email and entries; Sign Out returns to / and ends the session", async ({
  page,
  context,
}) => {
  const user = seedUser(app, { firstName: "Samira", lastName: "Aziz" });
  await page.goto(app.url + "/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(app.url + "/dashboard");
  const refresh = (await context.cookies()).find((c) => c.name === "mh_rt")!.value;
  await page.goto(app.url + "/forgot-password"); // a page with the public header
  await hydrated(page);
  await page
    .getByRole("button", { name: /Account menu for Samira Aziz/ })
    .first()
    .click();
  const panel = page.locator(".user-menu-panel").first();
  await expect(panel.getByText("Samira Aziz")).toBeVisible();
  await expect(panel.getByText(user.email)).toBeVisible();
  for (const name of ["Dashboard", "My Profile", "Subscription"])
    await expect(panel.getByRole("link", { name })).toBeVisible();
  await panel.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(app.url + "/");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  const r = await fetch(app.url + "/api/v1/auth/refresh", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refresh_token: refresh }),
  });
  expect(r.status).toBe(401);
});

test("sign-up with an email already in use: the server's 409 lands under the email field on step 1", async ({
  page,
}) => {
  const existing = seedUser(app, {});
  await page.goto(app.url + "/signup");
  await hydrated(page);
  for (const [label, value] of [
    ["First name", "Lina"],
    ["Last name", "Omar"],
    ["Email", existing.email.toUpperCase()],
    ["Phone number", "0123"],
    ["Address", "1 Main St"],
    ["Country", "Morocco"],
  ])
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Username").fill(`lina_${tag()}`);
  await page.getByLabel("Password", { exact: true }).fill("Sunny1234");
  await page.getByLabel("Confirm password").fill("Sunny1234");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 1: Personal Info" })).toBeVisible();
  await expect(page.locator("#email-error")).toHaveText("An account with this email already exists.");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/signup/);
});
