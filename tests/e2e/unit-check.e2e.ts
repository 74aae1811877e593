// A unit check in the player (issue #31): it opens with a line, heard and written, that says the child will
// see how they did at the end; no cheer, no chime and no right answer on the way; then the end screen shows
// each item as a gentle mark (✓ right, • not this time) and how many were right, as the server counted.
// The unit's lessons are finished through the API with the solver; only the check is played, at 375 px.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, signInContext } from "./support/seed";
import { expectAxeClean, noSideScroll, premiumUser } from "./support/learners";
import { stubVoices } from "./support/voices";
import { answerOnce } from "./courses-play";
import { rightAnswer, shownActivity } from "../api/courses-solver";
import { letterParts, partIsLetter } from "../../src/modules/content/items";
import type { Activity, Letter } from "../../src/modules/content/contentSchema";
import type { Content } from "../../src/modules/content/loaded";

const SHOTS = process.env.SHOTS;
const LEAD = "A little check: answer each one. You will see how you did at the end.";

// The first unit's lessons, from Bun (Playwright's Node cannot import the YAML files).
const dumped = JSON.parse(
  execFileSync(
    "node_modules/.bin/bun",
    [
      "-e",
      `
  const { loadContent } = await import("./src/modules/content/content.ts");
  const c = loadContent();
  console.log(JSON.stringify({ lessons: c.levels[0].units[0].unit.lessons, words: [...c.words], letters: c.letters }));
`,
    ],
    { encoding: "utf8", maxBuffer: 64 << 20 },
  ),
);
const content = {
  words: new Map(dumped.words),
  letters: dumped.letters,
  lessons: [
    { lesson: { activities: (dumped.lessons as { activities: Activity[] }[]).flatMap((l) => l.activities) } },
  ],
} as unknown as Content;
const lessons = dumped.lessons as { id: string; kind: string; activities: Activity[] }[];
const check = lessons.find((l) => l.kind === "check")!;

function solve(secret: string, attemptId: string, a: Activity, shown: unknown) {
  if (a.type !== "find_letter") return rightAnswer(secret, attemptId, a, content, shown as never);
  const parts = letterParts((content.words.get(a.word) as { ar: string }).ar);
  const letter = (dumped.letters as Letter[]).find((l) => l.id === a.letter)!;
  return { index: parts.findIndex((_, i) => partIsLetter(parts, i, letter)) };
}

test("a unit check: the opening line heard and shown, nothing revealed on the way, the marks and how many were right at the end", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(120_000);
  const user = await premiumUser(server, "Sami");
  const secret = readFileSync(join(server.dataDir, "jwt-secret"), "utf8").trim();
  for (const l of lessons.filter((x) => x.id !== check.id)) {
    const at = (await apiAs(server, user, "POST", `/lessons/${l.id}/attempts`)).body;
    for (const shown of at.activities) {
      const a = shownActivity(secret, at.attempt_id, shown.id, content);
      expect(
        (
          await apiAs(server, user, "POST", `/attempts/${at.attempt_id}/answers`, {
            activity_id: shown.id,
            answer: solve(secret, at.attempt_id, a, shown),
          })
        ).body.correct,
      ).toBe(true);
    }
    expect((await apiAs(server, user, "POST", `/attempts/${at.attempt_id}/finish`)).status).toBe(200);
  }

  await context.addInitScript(stubVoices);
  // counts the right/wrong chimes (Web Audio oscillators, lib/chime.ts)
  await context.addInitScript(() => {
    const w = window as unknown as { __tones: number };
    w.__tones = 0;
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__tones++;
      return make.call(this);
    };
  });
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/lessons/${check.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Let's start!" }).click();

  // the opening line, written above the first item and said before its instruction
  await expect(page.getByTestId("check-lead")).toHaveText(LEAD);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text),
      ),
    )
    .toContain(LEAD);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await expectAxeClean(page, "a unit check's first item");
  if (SHOTS) await page.screenshot({ path: join(SHOTS, "check-first-375.png") });

  // one answer per item, nothing revealed: no feedback, no Next, no chime; the line only on the first item
  const finished = page.waitForResponse((r) => /\/attempts\/[^/]+\/finish$/.test(new URL(r.url()).pathname));
  const known = new Map();
  for (let i = 0; i < check.activities.length; i++) {
    const { id, reply } = await answerOnce(page, known, async () => {
      await expect(page.locator(".feedback")).toBeEmpty();
      if (i > 0) await expect(page.getByTestId("check-lead")).toHaveCount(0);
    });
    expect(reply.correct).toBeNull();
    await expect(page.locator(`.player-card[data-activity="${id}"]`)).toHaveCount(0); // straight on to the next
  }
  const results = (await (await finished).json()).results as { activity_id: string; correct: boolean }[];
  expect(results).toHaveLength(check.activities.length);
  const right = results.filter((r) => r.correct).length;

  // the end: a mark per item in the order asked, and how many were right
  const end = page.getByTestId("check-results");
  await expect(end).toContainText(`${right} of ${results.length} right`);
  const marks = end.getByRole("listitem");
  await expect(marks).toHaveCount(results.length);
  expect(
    await marks.evaluateAll((els) => els.map((e) => e.querySelector("[aria-hidden]")!.textContent)),
  ).toEqual(results.map((r) => (r.correct ? "✓" : "•")));
  const spoken = await page.evaluate(() =>
    (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text),
  );
  expect(
    spoken.filter(
      (t) => /^(Well done!|Great!|Yes, that's it!|Brilliant!|Not quite)/.test(t) && !t.includes("You earned"),
    ),
  ).toEqual([]);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.at(-1)?.text),
    )
    .toContain(`${right} of ${results.length} right.`);
  expect(await page.evaluate(() => (window as unknown as { __tones: number }).__tones)).toBe(0);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await expectAxeClean(page, "a unit check's end");
  if (SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `check-end-${width}.png`), fullPage: true });
    }
});
