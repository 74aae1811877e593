// Training wheels in the lesson player (issue #13): a word the child knows well comes without its
// harakat and transliteration (the server decides, tests/api/wheels.test.ts); "Show" brings them back.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test, expect, hydrated } from "./support/fixtures";
import { signInContext } from "./support/seed";
import { demoUser, expectAxeClean, noSideScroll } from "./support/learners";

const SHOTS = process.env.SHOTS; // a folder: screenshots at 375 and 1280 px for looking at

test("a well-known word shows bare; the child taps Show to see its marks and transliteration again", async ({
  page,
  context,
  server,
}) => {
  const user = await demoUser(server, "Yusuf");
  execFileSync(
    "node_modules/.bin/bun",
    [
      "tests/support/seed-review-items.ts",
      JSON.stringify({
        userId: user.id,
        items: [{ item: "word:b-al-qamar", box: 4, right: 5 }],
      }),
    ],
    { env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" } },
  );
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/lessons/b-u01-l01"); // Beginner's first lesson opens with the demo; its first card is القمر
  await hydrated(page);
  await page.getByRole("button", { name: "Let's start!" }).click();
  const card = page.locator('.player-card[data-activity="b-u01-l01-a01"]');
  const word = card.locator(".meet-word-ar");
  await expect(word).toHaveText("القمر");
  await expect(card.locator(".translit")).toHaveCount(0);

  const marks = card.getByRole("button", { name: "Show the vowel marks" });
  const translit = card.getByRole("button", { name: "Show how to say it" });
  for (const b of [marks, translit]) {
    const box = (await b.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
  }
  await expectAxeClean(page, "a word with its training wheels off");
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  if (SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `wheels-faded-${width}.png`) });
    }
  await marks.click();
  await expect(word).toHaveText("الْقَمَر");
  await expect(card.getByRole("button", { name: "Hide the vowel marks" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await translit.press("Enter"); // the keyboard works too
  await expect(card.locator(".translit")).toHaveText("al-qamar");
  if (SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `wheels-shown-${width}.png`) });
    }

  // the next word is new to the child: every wheel on, nothing to show
  await card.getByRole("button", { name: "Got it!" }).click(); // a card moves on by itself
  const next = page.locator('.player-card[data-activity="b-u01-l01-a02"]');
  await expect(next.locator(".meet-word-ar")).toHaveText("الْبَاب");
  await expect(next.locator(".translit")).toHaveText("al-bāb");
  await expect(next.locator(".wheels-show")).toHaveCount(0);
});
