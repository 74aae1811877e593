// axe-core over the public pages and the auth pages: no serious or critical violation.
import { axeProblems } from "./support/axe";
import { test, expect, hydrated } from "./support/fixtures";


for (const path of ["/", "/service-single/1", "/contact", "/login", "/signup", "/this-page-does-not-exist", "/ui-config"]) {
  for (const width of [375, 1280]) {
    test(`no serious or critical axe violation on ${path} at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      expect(await axeProblems(page)).toEqual([]);
    });
  }
}

test("the contact form with its errors showing stays accessible", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.locator("form.contact-form").getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});

test("the open mobile menu and the signed-out header stay accessible", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await axeProblems(page)).toEqual([]);
});
