// The admin area in a real browser: guards, users, subscriptions (expire → learner sees it),
// a 403 during use, and the small-screen layout.
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext } from "./support/seed";

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

test("signed out goes to /login; a learner is sent to /dashboard with the spec's notice", async ({
  page,
  context,
  server,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?from=%2Fadmin/);
  const learner = seedUser(server, { email: `learner-${uid()}@example.com` });
  await signInContext(context, server, learner);
  await page.goto("/admin");
  await hydrated(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Access denied. Admin privileges required.")).toBeVisible();
});

test("admin expires a learner's demo; the learner's dashboard shows it expired", async ({
  page,
  browser,
  context,
  server,
}) => {
  const tag = uid();
  const admin = seedUser(server, { isAdmin: true, email: `admin-${tag}@example.com` });
  const learner = seedUser(server, {
    email: `kid-${tag}@example.com`,
    firstName: "Yasmin",
    lastName: "Demo",
  });
  const demo = await apiAs(server, learner, "POST", "/subscriptions/demo");
  expect(demo.status).toBeLessThan(300);

  await signInContext(context, server, admin);
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByText("Active subscriptions")).toBeVisible();

  await page.getByRole("link", { name: /Subscriptions/ }).click();
  await expect(page).toHaveURL(/tab=subscriptions/);
  await page.getByLabel("Status").selectOption("active");
  await page.getByLabel("Type").selectOption("demo");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=active/);
  const row = page.getByRole("row", { name: new RegExp(`kid-${tag}@example.com`) });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /^Expire subscription/ }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Are you sure you want to expire this subscription? This is for testing purposes.",
  );
  await dialog.getByRole("button", { name: "Expire now" }).click();
  await expect(page.getByText("Subscription expired successfully")).toBeVisible();
  // The active filter no longer lists it; the expired filter does.
  await expect(row).toHaveCount(0);
  await page.goto("/admin?tab=subscriptions&status=expired");
  await hydrated(page);
  const expiredRow = page.getByRole("row", { name: new RegExp(`kid-${tag}@example.com`) });
  await expect(expiredRow.getByText("expired", { exact: true })).toBeVisible();
  await expect(expiredRow.getByRole("button", { name: /^Activate subscription/ })).toBeVisible();

  // The learner, in their own browser, finds their access ended.
  const learnerContext = await browser.newContext({ baseURL: server.url });
  await signInContext(learnerContext, server, learner);
  const lp = await learnerContext.newPage();
  const problems: string[] = [];
  lp.on("pageerror", (e) => problems.push(e.message));
  await lp.goto("/dashboard");
  await lp.waitForFunction(() => (window as any).__marhabaHydrated === true);
  // SPEC: the dashboard sends an expired subscription to /demo-expired.
  await expect(lp).toHaveURL(/\/demo-expired$/);
  await expect(lp.getByText("Your free trial has come to an end!")).toBeVisible();
  expect(problems).toEqual([]);
  await learnerContext.close();
});

test("users: search, deactivate, grant admin, delete with the spec's confirmation; own row protected", async ({
  page,
  context,
  server,
}) => {
  const tag = uid();
  const admin = seedUser(server, { isAdmin: true, email: `boss-${tag}@example.com` });
  const parent = seedUser(server, {
    email: `parent-${tag}@example.com`,
    firstName: "Karim",
    lastName: "Parent",
  });
  await signInContext(context, server, admin);

  await page.goto("/admin?tab=users");
  await hydrated(page);
  // Own row: the destructive buttons are disabled.
  await page.getByLabel("Search by name, email or username").fill(`boss-${tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  const mine = page.getByRole("row", { name: new RegExp(`boss-${tag}`) });
  await expect(mine.getByText("You", { exact: true })).toBeVisible();
  await expect(mine.getByRole("button", { name: /^Delete/ })).toBeDisabled();
  await expect(mine.getByRole("button", { name: /^Deactivate/ })).toBeDisabled();

  await page.getByLabel("Search by name, email or username").fill(`parent-${tag}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`search=parent-${tag}`));
  const row = page.getByRole("row", { name: new RegExp(`parent-${tag}`) });
  await expect(row).toHaveCount(1);
  // A short page: Next is disabled.
  await expect(page.getByRole("button", { name: "Next →" })).toBeDisabled();

  await row.getByRole("button", { name: /^Deactivate/ }).click();
  await expect(page.getByText("User status updated")).toBeVisible();
  await expect(row.getByText("Inactive")).toBeVisible();
  expect((await apiAs(server, parent, "GET", "/users/me")).status).toBe(401);

  await row.getByRole("button", { name: /^Grant admin/ }).click();
  await expect(page.getByText("Admin status updated")).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this user? This action cannot be undone.",
  );
  // Cancel first: nothing happens.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete user" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  await expect(page.getByText(`No users match “parent-${tag}”.`)).toBeVisible();

  // The Overview's audit trail shows what this admin did.
  await page.getByRole("link", { name: /Overview/ }).click();
  await expect(page.getByText(`boss-${tag}@example.com`).first()).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: `boss-${tag}@example.com deleted user #${parent.id}` }),
  ).toBeVisible();
  // What was done stays in the trail; the deleted person's details go with the account (issue #28: the
  // audit keeps the action, not what it recorded about them).
  await expect(
    page.getByRole("listitem").filter({ hasText: `deactivated user #${parent.id}` }),
  ).not.toContainText("(active: yes → no)");
  await expect(
    page.getByRole("listitem").filter({ hasText: `granted admin to user #${parent.id}` }),
  ).toBeVisible();
});

test("an admin whose rights were removed meanwhile gets 'Admin access required' and /dashboard", async ({
  page,
  context,
  server,
}) => {
  const tag = uid();
  const a = seedUser(server, { isAdmin: true, email: `a-${tag}@example.com` });
  const b = seedUser(server, { isAdmin: true, email: `b-${tag}@example.com` });
  const kid = seedUser(server, { email: `k-${tag}@example.com` });
  await signInContext(context, server, a);
  await page.goto(`/admin?tab=users&search=k-${tag}`);
  await hydrated(page);
  const row = page.getByRole("row", { name: new RegExp(`k-${tag}`) });
  await expect(row).toBeVisible();
  expect((await apiAs(server, b, "PATCH", `/admin/users/${a.id}`, { is_admin: false })).status).toBe(200);
  await row.getByRole("button", { name: /^Deactivate/ }).click();
  await expect(page.getByText("Admin access required")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await apiAs(server, b, "GET", `/admin/users/${kid.id}`)).body.is_active).toBe(true);
});

test("375 px: tabs and tables fit the screen without sideways scrolling", async ({
  page,
  context,
  server,
}) => {
  const tag = uid();
  const admin = seedUser(server, { isAdmin: true, email: `narrow-${tag}@example.com` });
  seedUser(server, { email: `a-rather-long-family-address-${tag}@example-school.example.com` });
  await signInContext(context, server, admin);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/admin", "/admin?tab=users", "/admin?tab=subscriptions", "/admin?tab=messages"]) {
    await page.goto(path);
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
