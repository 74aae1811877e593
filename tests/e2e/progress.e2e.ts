// Progress in a real browser (issue #13): a child finishes a unit's last lesson by taps and sees the
// stars and the unit's sticker; the path shows the sticker and the week's goal; the grown-up's
// /progress shows the figures, the SVG charts (server-rendered) and the album; today's practice is played.
// The unit's first lessons are seeded through the API (answered right with the course solver).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { expectAxeClean, noSideScroll, premiumUser } from "./support/learners";
import { playToEnd } from "./courses-play";
import { rightAnswer } from "../api/courses-solver";
import type { Activity } from "../../src/modules/content/contentSchema";
import type { Content } from "../../src/modules/content/loaded";

// The course content comes from Bun (Playwright's Node cannot import the YAML files): the first unit,
// its activities, and the letters and words the solver reads.
const dumped = JSON.parse(
  execFileSync(
    "node_modules/.bin/bun",
    [
      "-e",
      `
  const { loadContent } = await import("./src/modules/content/content.ts");
  const c = loadContent();
  console.log(JSON.stringify({ unit: c.levels[0].units[0].unit, activities: c.lessons.flatMap((l) => l.lesson.activities), words: [...c.words], letters: c.letters }));
`,
    ],
    { encoding: "utf8", maxBuffer: 64 << 20 },
  ),
);
const content = { words: new Map(dumped.words), letters: dumped.letters } as unknown as Content;
const unit = dumped.unit as { id: string; title: { en: string }; lessons: { id: string }[] };
const activityOf = (id: string) => (dumped.activities as Activity[]).find((a) => a.id === id)!;
const SHOTS = process.env.SHOTS; // a folder: screenshots at 375 and 1280 px for looking at

async function shots(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage });
  }
}

test("a child finishes a unit's last lesson and sees the stars and the sticker; the grown-up's /progress shows it", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(240_000); // a lesson and a practice by taps, axe four times, screenshots
  const user = await premiumUser(server);
  const secret = readFileSync(join(server.dataDir, "jwt-secret"), "utf8").trim();
  // every lesson of unit 1 but the last, answered right through the API
  for (const l of unit.lessons.slice(0, -1)) {
    const at = (await apiAs(server, user, "POST", `/lessons/${l.id}/attempts`)).body;
    for (const shown of at.activities) {
      const r = await apiAs(server, user, "POST", `/attempts/${at.attempt_id}/answers`, {
        activity_id: shown.id,
        answer: rightAnswer(secret, at.attempt_id, activityOf(shown.id), content, shown),
      });
      expect(r.body.correct).toBe(true);
    }
    expect((await apiAs(server, user, "POST", `/attempts/${at.attempt_id}/finish`)).status).toBe(200);
  }
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/courses");
  await hydrated(page);
  const last = unit.lessons.at(-1)!.id;
  await expect(page.locator(`[data-lesson="${last}"]`)).toContainText("Start here!");
  await expect(page.getByTestId("week-goal")).toContainText("1 so far");
  await expectAxeClean(page, "the path");
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await page.locator(`[data-unit="${unit.id}"]`).scrollIntoViewIfNeeded();
  await shots(page, "path", false);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.locator(`[data-lesson="${last}"]`).click();
  await page.getByRole("button", { name: "Let's start!" }).click();
  await playToEnd(page);
  await expect(page.getByRole("img", { name: /You earned [123] of 3 stars/ })).toBeVisible();
  const sticker = page.getByTestId("sticker");
  await expect(sticker).toContainText(`You finished the unit ${unit.title.en}`);
  await expectAxeClean(page, "the stars screen with a sticker");
  await shots(page, "sticker");

  // the path: the island wears its sticker; the album on /progress holds it
  await page.goto("/courses");
  await expect(
    page.locator(`[data-unit="${unit.id}"]`).getByRole("img", { name: "Sticker earned: unit finished" }),
  ).toBeVisible();
  await page.locator(`[data-unit="${unit.id}"]`).scrollIntoViewIfNeeded();
  await shots(page, "path-sticker", false);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("link", { name: /Stickers: 1/ }).click();
  await expect(page).toHaveURL(/\/progress#stickers$/);
  await expect(page.getByTestId("sticker-album").locator(`[data-unit="${unit.id}"]`)).toBeVisible();
  const p = (await apiAs(server, user, "GET", "/progress")).body;
  await expect(page.getByTestId("lessons-finished")).toHaveText(String(unit.lessons.length));
  await expect(page.getByTestId("stars-total")).toHaveText(String(p.stars_total));
  await expect(page.getByTestId("letters-learned")).toHaveText(String(p.letters_learned.length));
  await expect(page.getByRole("img", { name: /Minutes learned per week/ })).toBeVisible();
  await expect(page.getByRole("button", { name: `Listen: ${p.letters_learned[0].translit}` })).toBeVisible();
  await expectAxeClean(page, "/progress");
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await shots(page, "progress");

  // today's practice: built by the server from the items to review, played in the lesson player
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("link", { name: /Start today's practice/ }).click();
  await expect(page).toHaveURL(/\/practice$/);
  const review = (await apiAs(server, user, "GET", "/review")).body;
  await expect(page.getByText(`${review.activities} little activities`)).toBeVisible();
  await page.getByRole("button", { name: "Let's start!" }).click();
  let checked = false;
  await playToEnd(page, async () => {
    if (checked) return;
    checked = true;
    await expectAxeClean(page, "practice");
    await shots(page, "practice", false);
    await page.setViewportSize({ width: 375, height: 800 });
  });
  await expect(page.getByRole("img", { name: /You earned [123] of 3 stars/ })).toBeVisible();
  await expect(page.getByText("You finished Practice!")).toBeVisible();
  await expect(page.getByTestId("sticker")).toHaveCount(0);
  expect((await apiAs(server, user, "GET", "/progress")).body.lessons_completed.length).toBe(
    unit.lessons.length,
  );
});

test("/progress is complete without JavaScript: the charts are server-rendered SVG", async ({
  browser,
  server,
}) => {
  const user = seedUser(server, { firstName: "Sara" });
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInContext(context, server, user);
  const page = await context.newPage();
  await page.goto(server.url + "/progress");
  await expect(page.locator("svg[role=img] title").first()).toContainText("Minutes learned per week");
  await expect(page.getByTestId("week-goal")).toContainText("0 of 3");
  await context.close();
});

test("below premium, a lesson whose lesson before is not finished says so and leads there (no way to pay)", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server, { firstName: "Layla" });
  expect((await apiAs(server, user, "POST", "/subscriptions/demo")).status).toBe(201);
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/lessons/ab-u01-l02");
  await hydrated(page);
  await expect(page.getByText("This lesson opens when you finish the one before it.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the lesson before" })).toHaveAttribute(
    "href",
    "/lessons/ab-u01-l01",
  );
  await expect(page.getByRole("link", { name: "Subscribe" })).toHaveCount(0);
  await expectAxeClean(page, "an order-locked lesson");
});
