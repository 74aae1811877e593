// axe-core over the public pages and the auth pages: no serious or critical violation. Axe runs once
// per page at phone width (the slow step); at desktop width the page must fit, and on the landing page the
// public header (the part that changes with the width: the full navigation instead of the menu button,
// the same header on every public page) passes axe too.
import { axeProblems, expectFitsAt, settle } from "./support/axe";
import { test, expect, hydrated } from "./support/fixtures";

for (const path of [
  "/",
  "/service-single/1",
  "/contact",
  "/login",
  "/signup",
  "/this-page-does-not-exist",
  "/ui-config",
]) {
  test(`no serious or critical axe violation on ${path} at 375 px; it fits at 375 and 1280 px`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await hydrated(page);
    await settle(page);
    expect(await axeProblems(page), `${path} at 375 px`).toEqual([]);
    await expectFitsAt(page, path, [375, 1280]);
    if (path !== "/") return;
    await page.setViewportSize({ width: 1280, height: 900 });
    await settle(page);
    expect(await axeProblems(page, "header.site-header"), "the public header at 1280 px").toEqual([]);
  });
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
