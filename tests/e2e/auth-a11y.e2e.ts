// axe-core over every account page, including their error states: no serious or critical violation.
import { axeProblems } from "./support/axe";
import { test, expect, hydrated } from "./support/fixtures";


for (const width of [375, 1280]) {
  test(`account pages and their error states are accessible at ${width} px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/forgot-password", "/reset-password?token=abc", "/verify-email-notice", "/verify-email", "/auth/google/callback?error=access_denied"]) {
      await page.goto(path);
      await hydrated(page);
      expect(await axeProblems(page), path).toEqual([]);
    }
    await page.goto("/login");
    await hydrated(page);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    expect(await axeProblems(page), "login with errors").toEqual([]);

    await page.goto("/signup");
    await hydrated(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    expect(await axeProblems(page), "signup step 1 with errors").toEqual([]);
    for (const [label, value] of [["First name", "A"], ["Last name", "B"], ["Email", "a@b.co"], ["Phone number", "1"], ["Address", "x"], ["Country", "y"]])
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    expect(await axeProblems(page), "signup step 2 with errors").toEqual([]);
  });
}
