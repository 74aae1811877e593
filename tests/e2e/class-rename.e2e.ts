// A teacher renames a class on its page: a wrong name shows the server's message at the field, a good one
// a toast, the new heading and the new name in the class list. SHOTS=<folder> saves the page at 375 and 1280 px.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { signInContext } from "./support/seed";
import { expectAxeClean, noSideScroll } from "./support/learners";
import { classOf, teacherUser } from "./support/teachers";

const SHOTS = process.env.SHOTS;
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await noSideScroll(page), `no sideways scroll at ${width}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize(size);
}

test("a teacher renames a class: the server's rule shows at the field, then the new name on the page and in the list", async ({
  page,
  server,
}) => {
  const teacher = await teacherUser(server);
  const cls = await classOf(server, teacher, "Year 2 – Tuesday");
  await signInContext(page.context(), server, teacher);
  await page.goto(`/teach/classes/${cls.id}`);
  await hydrated(page);

  const opener = page.getByRole("button", { name: "Rename class" });
  await opener.click();
  await expect(opener).toHaveAttribute("aria-expanded", "true");
  const field = page.getByLabel("New class name");
  await expect(field).toHaveValue("Year 2 – Tuesday");
  await field.fill("Year <2>");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("alert")).toHaveText("Name may not contain control characters or < >"); // the server's own words
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectAxeClean(page, "class page, rename form with an error");
  await shots(page, "class-rename-error");

  await field.fill("Year 3 – Wednesday");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Class renamed to “Year 3 – Wednesday”." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Year 3 – Wednesday" })).toBeVisible();
  await expect(field).toHaveCount(0);
  await expect(opener).toBeFocused();
  await shots(page, "class-renamed");

  await page
    .getByRole("navigation", { name: "Teacher area" })
    .getByRole("link", { name: "My classes" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Year 3 – Wednesday" })).toBeVisible();
  await expect(page.getByText("Year 2 – Tuesday")).toHaveCount(0);
});
