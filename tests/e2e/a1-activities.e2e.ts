// A premium child plays an A1 lesson of each new activity type (complete_sentence, true_false; #27) by
// taps only: the lessons before it are finished through the API with the solver, the child opens it from
// the library, misses the new activity once on purpose, answers it right when it comes back, then plays
// to the stars. The activity passes axe and fits a phone; SHOTS=<dir> keeps screenshots.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, signInContext } from "./support/seed";
import { expectAxeClean, noSideScroll, premiumUser } from "./support/learners";
import { playToEnd } from "./courses-play";
import { rightAnswer } from "../api/courses-solver";
import type { Activity } from "../../src/modules/content/contentSchema";
import type { Content } from "../../src/modules/content/loaded";

// The course content comes from Bun (Playwright's Node cannot import the YAML files).
const dumped = JSON.parse(
  execFileSync(
    "node_modules/.bin/bun",
    [
      "-e",
      `
  const { loadContent } = await import("./src/modules/content/content.ts");
  const c = loadContent();
  const a1 = c.lessons.filter((l) => l.levelId === "a1");
  console.log(JSON.stringify({ lessons: a1.map((l) => ({ id: l.lesson.id, activities: l.lesson.activities })), words: [...c.words], letters: c.letters }));
`,
    ],
    { encoding: "utf8", maxBuffer: 64 << 20 },
  ),
);
const content = { words: new Map(dumped.words), letters: dumped.letters } as unknown as Content;
const lessons = dumped.lessons as { id: string; activities: Activity[] }[];
/** The first A1 lesson with an activity of `type`, that activity, and a wrong choice's text (a sure miss). */
function lessonWith(type: "complete_sentence" | "true_false") {
  const at = lessons.findIndex((l) => l.activities.some((a) => a.type === type));
  const activity = lessons[at].activities.find((a) => a.type === type)!;
  let wrong: string;
  if (activity.type === "complete_sentence") {
    const missing = (content.words.get(activity.phrase) as { ar: string }).ar.split(" ")[activity.blank];
    wrong = activity.choices.find((c) => c !== missing)!;
  } else wrong = activity.type === "true_false" && activity.shows === activity.word ? "No" : "Yes";
  return { at, target: lessons[at], wrong };
}
const SHOTS = process.env.SHOTS;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

for (const [type, what] of [
  ["complete_sentence", "completes an A1 sentence"],
  ["true_false", "says yes or no to an A1 picture"],
] as const) {
  test(`a premium child ${what} by taps (${type}): a miss comes back and is answered right, then the stars`, async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(180_000);
    const { at, target, wrong } = lessonWith(type);
    expect(at).toBeGreaterThan(0); // an A1 lesson after the first, so there are lessons before it to finish
    const user = await premiumUser(server);
    const secret = readFileSync(join(server.dataDir, "jwt-secret"), "utf8").trim();
    for (const l of lessons.slice(0, at)) {
      const attempt = (await apiAs(server, user, "POST", `/lessons/${l.id}/attempts`)).body;
      for (const shown of attempt.activities) {
        const a = l.activities.find((x) => x.id === shown.id)!;
        const r = await apiAs(server, user, "POST", `/attempts/${attempt.attempt_id}/answers`, {
          activity_id: shown.id,
          answer: rightAnswer(secret, attempt.attempt_id, a, content, shown),
        });
        expect(r.body.correct).toBe(true);
      }
      expect((await apiAs(server, user, "POST", `/attempts/${attempt.attempt_id}/finish`)).status).toBe(200);
    }
    await signInContext(context, server, user);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/courses");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: /^A1/ }).first()).toBeVisible();
    await page.locator(`[data-lesson="${target.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${target.id}$`));
    await page.getByRole("button", { name: "Let's start!" }).click();

    let looked = false;
    const seen = await playToEnd(
      page,
      async (shownType) => {
        if (shownType !== type || looked) return;
        looked = true;
        const card = page.locator(`.player-card[data-type=${type}]`);
        if (type === "complete_sentence") {
          // the spoken cue, shown too: heard where the device can say the sentence, else the seen form shows it
          await expect(
            page.getByText(
              /^(Listen to the sentence, then tap the missing word|Look at the sentence, then tap the word that is missing)\.$/,
            ),
          ).toBeVisible();
          await expect(card.getByTestId("sentence-gap")).toBeVisible(); // the sentence reads with a gap
        } else {
          await expect(
            page.getByText("Read and look at the picture. Is it right? Tap Yes or No."),
          ).toBeVisible();
          await expect(card.locator(".tf-picture")).toBeVisible();
        }
        // every choice is big enough for a small finger
        const choices = card.locator(".choice");
        expect(await choices.count()).toBeGreaterThanOrEqual(2);
        for (const box of await choices.evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).map((r) => ({ w: r.width, h: r.height })),
        ))
          expect(Math.min(box.w, box.h)).toBeGreaterThanOrEqual(48);
        await expectAxeClean(page, type);
        expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
        await shots(page, `a1-${type.replace("_", "-")}`);
      },
      60,
      { type, text: wrong },
    );
    // the miss came back and was answered right
    expect(seen).toContain(`${type}:wrong`);
    expect(seen.filter((x) => x.startsWith(type)).at(-1)).toBe(`${type}:right`);
    await expect(page.locator(".end-card")).toBeVisible();
    const progress = await apiAs(server, user, "GET", "/progress");
    expect(progress.body.lessons_completed.map((l: { lesson_id: string }) => l.lesson_id)).toContain(
      target.id,
    );
  });
}
