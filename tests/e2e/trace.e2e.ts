// Tracing in the lesson player: a demo child reaches the trace activity of lesson 1 (د) by taps,
// scribbles (the server says try again, and the activity comes back later), then draws the letter
// along its guide with real pointer events (right). Also the keyboard way: Show me, then "I traced
// it on paper". Screenshots at 375 and 1280 px go to test-results/trace/.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { axeProblems } from "./support/axe";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { answerOnce } from "./courses-play";
import type { AttemptReply, PublicActivity } from "../../src/modules/content/publicTypes";

type Trace = Extract<PublicActivity, { type: "trace" }>;
const LESSON = "ab-u01-l01"; // its 7th activity traces د; demo opens it
const SHOTS = "test-results/trace";

/** Starts the lesson as a demo child; returns the attempt's trace activity (guide included). */
async function startLesson(page: Page, server: Parameters<typeof seedUser>[0]): Promise<Trace> {
  const user = seedUser(server);
  expect((await apiAs(server, user, "POST", "/subscriptions/demo", {})).status).toBe(201);
  await signInContext(page.context(), server, user);
  await page.goto(`/lessons/${LESSON}`);
  await hydrated(page);
  const attempt = page.waitForResponse(
    (r) => r.url().endsWith(`/lessons/${LESSON}/attempts`) && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Let's start!" }).click();
  const reply = (await (await attempt).json()) as AttemptReply;
  const trace = reply.activities.find((a): a is Trace => a.type === "trace");
  expect(trace, "lesson 1 has a trace activity").toBeDefined();
  return trace!;
}

/** Plays by taps until the trace activity is on screen. */
async function playUntilTrace(page: Page) {
  const known = new Map();
  for (let i = 0; i < 30; i++) {
    const card = page.locator(".player-card[data-form]");
    await card.waitFor();
    if ((await card.getAttribute("data-type")) === "trace") return card;
    const { type } = await answerOnce(page, known);
    const next = page.getByRole("button", { name: "Next" });
    // (after a tap the next activity also comes by itself: Next may be gone already)
    if (type !== "meet_letter" && type !== "meet_word" && (await next.isVisible()))
      await next.click({ timeout: 2000 }).catch(() => {});
    await page.waitForFunction(() => !document.querySelector(".feedback--right, .feedback--wrong"));
  }
  throw new Error("the trace activity never came");
}

/** Draws strokes given in the guide's 1024 box on the board, with the mouse (pointer events). */
async function draw(page: Page, strokes: [number, number][][]) {
  const box = (await page.getByTestId("trace-board").boundingBox())!;
  const at = ([x, y]: [number, number]) =>
    [box.x + (x / 1024) * box.width, box.y + (y / 1024) * box.height] as const;
  for (const s of strokes) {
    await page.mouse.move(...at(s[0]));
    await page.mouse.down();
    for (const p of s.slice(1)) await page.mouse.move(...at(p), { steps: 2 });
    await page.mouse.up();
  }
}

const isAnswer = (r: { url(): string; request(): { method(): string } }) =>
  /\/attempts\/[^/]+\/answers$/.test(r.url()) && r.request().method() === "POST";

for (const width of [375, 1280]) {
  test(`at ${width} px a child traces د: a scribble is "try again", the letter drawn along its guide is right`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    const trace = await startLesson(page, server);
    const card = await playUntilTrace(page);
    await expect(
      card.getByText("Stroke 1 of 1: start at the green circle and follow the arrow."),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/trace-guide-${width}.png` });
    if (width === 375) expect(await axeProblems(page)).toEqual([]); // axe once (the slow step); the layout is what differs at 1280

    // a scribble across the board: wrong, and the activity comes back later
    const check = card.getByRole("button", { name: "Done" });
    await expect(check).toBeDisabled();
    await draw(page, [
      [
        [200, 200],
        [800, 300],
        [250, 500],
        [820, 640],
        [300, 860],
      ],
    ]);
    let answer = page.waitForResponse(isAnswer);
    // Done by the keyboard: the feedback then waits for Next (after a tap it gives way by itself)
    await check.focus();
    await page.keyboard.press("Enter");
    let reply = await (await answer).json();
    expect(reply.correct).toBe(false);
    expect(reply.expected).toEqual({ strokes: [{ ok: false }] });
    await expect(page.locator(".feedback--wrong")).toContainText("again");
    await page.screenshot({ path: `${SHOTS}/trace-wrong-${width}.png` });
    await page.getByRole("button", { name: "Next" }).click();

    // …it comes back after the rest of the lesson; "Start again" clears the ink, then the letter along its guide
    const again = await playUntilTrace(page);
    await draw(page, [
      [
        [500, 500],
        [520, 520],
      ],
    ]);
    await again.getByRole("button", { name: "Start again" }).click();
    await expect(again.locator("svg path[fill^='var(--c-primary']")).toHaveCount(0);
    await draw(
      page,
      trace.guide.strokes.map((s) => s.points),
    );
    await expect(again.getByText("All the strokes are there. Tap Done!")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/trace-drawn-${width}.png` });
    answer = page.waitForResponse(isAnswer);
    await again.getByRole("button", { name: "Done" }).click();
    reply = await (await answer).json();
    expect(reply.correct).toBe(true);
    expect(reply.expected).toEqual({ strokes: [{ ok: true }] });
    await expect(page.locator(".feedback--right")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/trace-right-${width}.png` });
  });
}

test("without a pointer: Show me plays the stroke order, then 'I traced it on paper' counts as done", async ({
  page,
  server,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await startLesson(page, server);
  const card = await playUntilTrace(page);
  const paper = card.getByRole("button", { name: "I traced it on paper" });
  await expect(paper).toBeDisabled();
  await card.getByRole("button", { name: "Show me" }).focus();
  await page.keyboard.press("Enter");
  // reduced motion: the whole order at once, numbered
  await expect(card.getByText("Watch: this is the way to write it. Then trace it yourself.")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/trace-show-me-1280.png` });
  await expect(paper).toBeEnabled();
  await page.keyboard.press("Tab"); // Start again is disabled (no ink), Done is disabled: next is the paper button
  await expect(paper).toBeFocused();
  const answer = page.waitForResponse(isAnswer);
  await page.keyboard.press("Enter");
  const reply = await (await answer).json();
  expect(reply.correct).toBe(true); // done (the server never counts it as right the first time)
  await expect(page.locator(".feedback--right")).toBeVisible();
});
