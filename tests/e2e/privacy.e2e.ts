// Privacy and the law in the product (issue #28): the privacy notice, the terms and the accessibility
// statement are reached from the footer and are axe-clean; a parent deletes the whole account from the
// profile through a confirmation that names what is lost; the dashboard's first visit leads with the next
// step. SHOTS=<dir> also writes the screenshots at 375 and 1280 px.
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, signInContext } from "./support/seed";
import { demoUser, expectAxeClean, premiumUser } from "./support/learners";
import { expectFitsAt } from "./support/axe";

async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.screenshot({
      path: `${process.env.SHOTS}/${name}-${width}.png`,
      fullPage: name !== "delete-dialog",
    });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

test("the footer leads to the privacy notice, the terms and the accessibility statement; each is axe-clean and fits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await hydrated(page);
  for (const [link, heading] of [
    ["Privacy", "Privacy notice"],
    ["Terms of use", "Terms of use"],
    ["Accessibility", "Accessibility statement"],
  ]) {
    await page.locator("footer.site-footer").getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    // the click left the page scrolled to the footer, under the fixed header: measure from the top
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAxeClean(page, heading);
    await expectFitsAt(page, heading, [375, 1280]);
    if (heading === "Privacy notice") {
      await expect(page.getByTestId("controller-missing")).toBeVisible();
      await shots(page, "privacy");
    }
  }
});

test("the dashboard's first visit leads with 'Add your child', above the countdown", async ({
  page,
  context,
  server,
}) => {
  const user = await demoUser(server, "Sarah");
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByText("— welcome!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add your child" })).toBeVisible();
  await expectAxeClean(page, "dashboard, first visit");
  await expectFitsAt(page, "dashboard, first visit", [375, 1280]);
  await shots(page, "dashboard-first-visit");
});

test("a parent deletes the whole account: the dialog names what is lost, asks the password, then everything is gone", async ({
  page,
  context,
  server,
}) => {
  const user = await premiumUser(server, "Rania");
  for (const name of ["Yasmine", "Adam"])
    expect(
      (
        await apiAs(server, user, "POST", "/children", {
          first_name: name,
          avatar: "cat",
          age_band: "4-6",
          guardian_confirmed: true,
        })
      ).status,
    ).toBe(201);
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/profile");
  await hydrated(page);
  await page.getByRole("button", { name: "Delete the whole account…" }).click();
  const dialog = page.getByTestId("delete-account-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("the profiles of Yasmine and Adam");
  await expect(dialog).toContainText("the record of your 1 payment");
  await dialog.scrollIntoViewIfNeeded();
  await expectAxeClean(page, "the deletion dialog");
  await shots(page, "delete-dialog");
  await dialog.getByLabel("Your password").fill("wrong-password");
  await dialog.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(dialog.getByRole("alert")).toContainText("That password is not right.");
  await dialog.getByLabel("Your password").fill(user.password);
  await dialog.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page).toHaveURL(/\/\?deleted=1$/);
  await hydrated(page);
  await expect(page.locator('.site-header a[href="/login"]').first()).toBeAttached(); // signed out
  expect((await apiAs(server, user, "GET", "/subscriptions/status")).status).toBe(401);
});
