// Families (issue #16): a parent adds two children on /profile; child A taps their picture on "Who is
// learning?" and plays the first lesson; child B's path shows nothing done; the grown-up gate brings back
// the dashboard. The child's bar has no grown-up link. Axe once per page.
import { test, expect, hydrated } from "./support/fixtures";
import { signInContext } from "./support/seed";
import { expectAxeClean, noSideScroll, premiumUser } from "./support/learners";
import { apiAs } from "./support/seed";
import { playToEnd } from "./courses-play";

const shots = async (page: import("@playwright/test").Page, name: string) => {
  if (!process.env.SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await page.screenshot({ path: `${process.env.SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test("a parent adds two children; each learns apart; the gate brings back the grown-up", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(120_000); // one whole journey, a lesson played included
  const user = await premiumUser(server, "Rania");
  const courses = (await apiAs(server, user, "GET", "/courses")).body;
  const first = courses.levels.flatMap((l: any) => l.units).flatMap((u: any) => u.lessons)[0];
  await signInContext(context, server, user);

  // the profile: add Yasmin (cat) and Ziad (lion)
  await page.goto("/profile");
  await hydrated(page);
  const manager = page.getByTestId("children-manager");
  for (const [name, picture, age] of [
    ["Yasmin", "cat", "4-6 years"],
    ["Ziad", "lion", "7-9 years"],
  ]) {
    await manager.getByRole("button", { name: "Add a child" }).click();
    await manager.getByLabel("First name or nickname").fill(name);
    await manager.getByRole("radio", { name: picture }).check();
    await manager.getByRole("radio", { name: age }).check();
    await manager.getByRole("checkbox", { name: /parent or legal guardian/ }).check();
    if (name === "Ziad") await expectAxeClean(page, "the profile with the child form open");
    await manager.getByRole("button", { name: "Save", exact: true }).click();
    await expect(manager.getByTestId(`child-${name}`)).toBeVisible();
  }

  // "Who is learning?": Yasmin taps her picture
  await page.goto("/who");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: /Who is learning\?/ })).toBeVisible();
  expect((await page.getByTestId("who-Yasmin").boundingBox())!.height).toBeGreaterThanOrEqual(96);
  await expectAxeClean(page, "who is learning");
  await page.getByTestId("who-Yasmin").click();
  const nav = page.getByTestId("child-nav");
  await expect(nav.getByTestId("child-chip")).toContainText("Yasmin");
  for (const name of [/Dashboard/, /Profile/, /Subscri/, /Admin/, /demo/, /Payment/])
    await expect(page.getByRole("link", { name })).toHaveCount(0);

  // Yasmin plays the first lesson
  await page.goto(`/lessons/${first.id}`);
  await page.getByRole("button", { name: "Let's start!" }).click();
  await playToEnd(page);
  await expect(page.getByRole("img", { name: /You earned [123] of 3 stars/ })).toBeVisible();

  // a child cannot open the grown-up pages: sent back to the lessons
  await page.goto("/subscription");
  await expect(page).toHaveURL(/\/courses$/);

  // Ziad's turn: his path shows nothing done
  await nav.getByTestId("child-chip").click();
  await page.getByTestId("who-Ziad").click();
  await expect(nav.getByTestId("child-chip")).toContainText("Ziad");
  await page.goto("/progress");
  // issue #25: a child's path is islands and stones, not figures; nothing done yet, the first stone glows
  await expect(page.getByRole("heading", { name: "My path" })).toBeVisible();
  await expect(page.getByTestId("child-path").locator(`[data-lesson="${first.id}"]`)).toHaveAttribute(
    "data-state",
    "next",
  );
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await expectAxeClean(page, "the child's path");

  // the grown-up gate: a wrong password is refused, the right one brings back the dashboard
  await page.getByRole("button", { name: "Grown-ups" }).click();
  const gate = page.getByTestId("parent-gate");
  await gate.getByLabel("Password").fill("not-it");
  await gate.getByRole("button", { name: "Open" }).click();
  await expect(gate.getByRole("alert")).toHaveText("That password is not right.");
  await expectAxeClean(page, "the parent gate");
  await gate.getByLabel("Password").fill(user.password);
  await gate.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("child-nav")).toHaveCount(0);

  // the grown-up's /progress: one tab per child, Yasmin's lesson counted, Ziad's not
  await page.goto("/progress");
  await expect(page.getByTestId("progress-tab-Yasmin")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("lessons-finished")).toHaveText("1");
  await page.getByTestId("progress-tab-Ziad").click();
  await expect(page.getByTestId("lessons-finished")).toHaveText("0");
  await shots(page, "families-progress-parent");
});
