// axe-core over the public pages and the auth pages: no serious or critical violation.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";

const AXE = join(process.cwd(), "node_modules/axe-core/axe.min.js");

async function axeProblems(page: Page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(" ")) }));
  });
  return result.filter((v: any) => v.impact === "serious" || v.impact === "critical");
}

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
