// /profile: the read view, editing that really saves (the navbar shows the new name at once,
// a reload keeps it), required names, and the account overview from the server.
import { test, expect, hydrated } from "./support/fixtures";
import { takeViaApi } from "./support/level-test";
import { seedUser, signInContext } from "./support/seed";

test("edit the name → toast, navbar updates at once, and a reload keeps it", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server, { firstName: "Amira", lastName: "Haddad" });
  await signInContext(context, server, user);
  await page.goto("/profile");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByTestId("pf-first-name")).toHaveText("Amira");
  await expect(page.getByText("Not provided").first()).toBeVisible();
  await expect(page.getByTestId("pf-account-type")).toHaveText("Free User");
  await expect(page.getByText("No active subscription")).toBeVisible();
  await expect(page.getByRole("button", { name: "Change Password" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Enable 2FA" })).toBeDisabled();
  await expect(page.getByText("Security features coming soon")).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Arabic Level" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Take the Level Test" })).toHaveAttribute(
    "href",
    "/level-test",
  );

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toBeDisabled();
  await expect(page.getByText("Email address cannot be changed")).toBeVisible();
  await page.getByLabel("First Name").fill("  Layla ");
  await page.getByLabel("Last Name").fill("Benali");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByTestId("pf-first-name")).toHaveText("Layla");
  await expect(page.getByTestId("pf-full-name")).toHaveText("Layla Benali");
  // The navbar's avatar initials come from the session the root loader re-read.
  await expect(page.locator("header .avatar-initials").first()).toHaveText("LB");

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("pf-first-name")).toHaveText("Layla");
  await expect(page.getByTestId("pf-last-name")).toHaveText("Benali");
});

test("names are required; cancel keeps the saved values", async ({ page, context, server }) => {
  const user = seedUser(server, { firstName: "Omar", lastName: "Saidi" });
  await signInContext(context, server, user);
  await page.goto("/profile");
  await hydrated(page);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("First Name").fill("   ");
  await page.getByLabel("Last Name").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("pf-first-name")).toHaveText("Omar");
});

test("a server refusal shows 'Failed to update profile' and keeps the form", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server, { firstName: "Sara", lastName: "Idrissi" });
  await signInContext(context, server, user);
  await page.goto("/profile");
  await hydrated(page);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  // 101 characters: over the server's limit (the input's maxLength is bypassed on purpose).
  await page.getByLabel("First Name").evaluate((el) => el.removeAttribute("maxlength"));
  await page.getByLabel("First Name").fill("S".repeat(101));
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Failed to update profile")).toBeVisible();
  await expect(page.getByText("First name must be at most 100 characters")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("pf-first-name")).toHaveText("Sara");
});

test("signed out visitors are sent to sign in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
});

test("the latest level test shows on the profile, graded by the server", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server);
  await takeViaApi(server, user, false);
  await signInContext(context, server, user);
  await page.goto("/profile");
  await hydrated(page);
  await expect(page.getByTestId("pf-level")).toHaveText("Absolute Beginner");
  await expect(page.getByText(/score 0%/)).toBeVisible();
  await page.getByRole("link", { name: "See my results" }).click();
  await page.waitForURL("**/level-test/results");
  await expect(page.getByTestId("level")).toHaveText("Absolute Beginner");
});
