// axe-core over every account page, including their error states: no serious or critical violation.
// Axe runs once per page state at phone width; each state must also fit (no sideways scroll) at 1280 px.
import type { Page } from "@playwright/test";
import { axeProblems, expectFitsAt, settle } from "./support/axe";
import { test, expect, hydrated } from "./support/fixtures";

async function accessible(page: Page, label: string) {
  await settle(page);
  expect(await axeProblems(page), label).toEqual([]);
  await expectFitsAt(page, label, [375, 1280]);
}

test("account pages and their error states are accessible at 375 px and fit at 375 and 1280 px", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 375, height: 900 });
  for (const path of [
    "/forgot-password",
    "/reset-password?token=abc",
    "/verify-email-notice",
    "/verify-email",
    "/auth/google/callback?error=access_denied",
  ]) {
    await page.goto(path);
    await hydrated(page);
    await accessible(page, path);
  }
  await page.goto("/login");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await accessible(page, "login with errors");

  await page.goto("/signup");
  await hydrated(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await accessible(page, "signup step 1 with errors");
  for (const [label, value] of [
    ["First name", "A"],
    ["Last name", "B"],
    ["Email", "a@b.co"],
    ["Phone number", "1"],
    ["Address", "x"],
    ["Country", "y"],
  ])
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await accessible(page, "signup step 2 with errors");
});
