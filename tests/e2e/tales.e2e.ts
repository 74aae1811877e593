// Tales and rhymes in a real browser (issue #27): a child opens a tale from the library's shelf, taps a
// word to hear it, has it read to them (the device voice is a stub that records what it is asked to say
// and which word is lit while it says it), answers the three picture questions (one wrong first), and
// the shelf then shows the tale read. A rhyme and a locked tale are looked at too.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, signInContext, type SeededUser } from "./support/seed";
import { expectAxeClean, noSideScroll, premiumUser } from "./support/learners";
import { axeProblems, expectFitsAt, settle } from "./support/axe";
import { takeViaApi } from "./support/level-test";

const SHOTS = process.env.SHOTS; // a folder: screenshots at 375 and 1280 px for looking at
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

/** A device voice that says nothing: it records each text (and its language) and, at every word boundary
 * it reports, the word the page has lit once it has painted. */
function stubVoice() {
  const w = window as any;
  w.__spoken = [] as { text: string; lang: string }[];
  w.__lit = [] as (string | null)[];
  const voices = [
    { lang: "ar-SA", localService: true, name: "Stub Arabic", default: false, voiceURI: "ar" },
    { lang: "en-US", localService: true, name: "Stub English", default: true, voiceURI: "en" },
  ];
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  w.SpeechSynthesisUtterance = class {
    text: string;
    lang = "";
    rate = 1;
    voice: unknown = null;
    onend: ((e: unknown) => void) | null = null;
    onerror: unknown = null;
    onboundary: ((e: { charIndex: number }) => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  };
  const synth = {
    getVoices: () => voices,
    addEventListener() {},
    removeEventListener() {},
    cancel() {},
    pause() {},
    resume() {},
    speak(u: any) {
      w.__spoken.push({ text: u.text, lang: u.lang });
      void (async () => {
        let at = 0;
        for (const word of u.text.split(" ")) {
          u.onboundary?.({ charIndex: at });
          await frame();
          if (u.lang.startsWith("ar"))
            w.__lit.push(document.querySelector(".tale-word.is-said")?.textContent ?? null);
          at += word.length + 1;
        }
        u.onend?.({});
      })();
    },
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
}

test("signed out, the library's shelf shows every story locked, none enterable, and passes axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/courses");
  await hydrated(page);
  const shelf = page.locator("#tales");
  await expect(shelf.getByRole("heading", { name: "Tales and rhymes" })).toBeVisible();
  await expect(shelf).toContainText("16 picture tales and 8 rhymes"); // A2 available: its four tales are served
  await expect(shelf.getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("newest-story")).toHaveCount(0);
  await settle(page);
  expect(await axeProblems(page, "#tales"), "axe on the locked shelf").toEqual([]);
});

test("a child reads a tale with read-to-me, taps a word, answers its questions; rhymes and locks", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(120_000);
  // a premium family's child profile, Amira, placed into Beginner: the Absolute Beginner stories are open
  const parent = await premiumUser(server, "Huda");
  const made = await apiAs(server, parent, "POST", "/children", {
    first_name: "Amira",
    avatar: "cat",
    age_band: "4-6",
    guardian_confirmed: true,
  });
  expect(made.status).toBe(201);
  const sel = await apiAs(server, parent, "POST", `/children/${made.body.child.id}/select`);
  expect(sel.status).toBe(200);
  const user: SeededUser = { ...parent, id: made.body.child.id, accessToken: sel.body.access_token };
  expect((await takeViaApi(server, user, ["absolute-beginner"])).placed_level_id).toBe("beginner"); // knows the first level: starts Beginner
  await signInContext(context, server, user);
  await context.addInitScript(stubVoice);
  await page.setViewportSize({ width: 375, height: 800 });

  // the child's home: the newest story opened is a big button; the shelf: an open tale is a link, a locked one is not enterable
  await page.goto("/courses");
  await hydrated(page);
  await expect(page.getByTestId("newest-story")).toContainText("Where is the cat?");
  if (SHOTS) await page.screenshot({ path: join(SHOTS, "child-home-375.png") });
  const shelf = page.locator("#tales");
  await expect(shelf.getByRole("heading", { name: "Tales and rhymes" })).toBeVisible();
  await expect(page.getByTestId("story-b-hungry-monkey")).not.toHaveAttribute("href", /.*/);
  await expect(page.getByTestId("story-b-hungry-monkey")).toContainText("After “Animals and counting to 20”");
  await settle(page);
  expect(await axeProblems(page, "#tales"), "axe on the shelf").toEqual([]);
  if (SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shelf.screenshot({ path: join(SHOTS, `shelf-${width}.png`) });
    }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId("story-ab-colours").click();
  await expect(page).toHaveURL(/\/tales\/ab-colours$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Colours all around" })).toBeVisible();
  await expect(page.getByText("Page 1 of 6")).toBeVisible();
  await expectAxeClean(page, "a tale page");
  await expectFitsAt(page, "a tale page", [375, 1280]);
  await shots(page, "tale-page");

  // tap a word: it is said (in pause) and its meaning shown
  await page.getByRole("button", { name: "أَزْرَقُ: blue" }).click();
  await expect(page.locator(".tale-meaning")).toContainText("azraq: blue");
  await expect
    .poll(() => page.evaluate(() => (window as any).__spoken.at(-1)))
    .toEqual({ text: "أَزْرَق", lang: "ar-SA" });
  await shots(page, "tale-word-tapped");

  // read to me: page after page, each line said as spoken, the word being said lit; then the questions
  await page.evaluate(() => {
    (window as any).__spoken.length = 0;
    (window as any).__lit.length = 0;
  });
  await page.getByRole("button", { name: "Read to me", exact: true }).click();
  await expect(page.getByRole("heading", { name: "What colour is the sea? Tap the colour." })).toBeVisible({
    timeout: 30_000,
  });
  const spoken = await page.evaluate(() => (window as any).__spoken as { text: string; lang: string }[]);
  expect(spoken.filter((s) => s.lang === "ar-SA").map((s) => s.text)).toEqual([
    "هٰذَا بَحْرٌ أَزْرَق",
    "هٰذَا سَمَك",
    "هٰذَا مَوْزٌ أَصْفَر",
    "هٰذَا زَيْتُونٌ أَخْضَر",
    "هٰذَا حَلِيبٌ أَبْيَض",
    "هٰذَا وَرْدٌ أَحْمَر",
  ]);
  expect(spoken.some((s) => s.lang === "en-US" && s.text === "What colour is the sea? Tap the colour.")).toBe(
    true,
  ); // the question is heard
  const lit = await page.evaluate(() => (window as any).__lit as (string | null)[]);
  expect(lit.slice(0, 3)).toEqual(["هٰذَا", "بَحْرٌ", "أَزْرَقُ"]);
  expect(lit.slice(3, 5)).toEqual(["هٰذَا", "سَمَكٌ"]);

  // the questions: a wrong picture first, then the right ones (graded by the server)
  await expectAxeClean(page, "a tale question");
  await shots(page, "tale-question");
  await page.getByRole("button", { name: "red circle" }).click();
  await expect(page.getByRole("status")).toHaveText("Not this one. Try again!");
  await expect(page.getByRole("button", { name: "red circle" })).toBeDisabled();
  await page.getByRole("button", { name: "blue circle" }).click();
  await expect(page.getByRole("heading", { name: "What is yellow? Tap it." })).toBeVisible();
  await page.getByRole("button", { name: "banana" }).click();
  await expect(page.getByRole("heading", { name: "What is white? Tap it." })).toBeVisible();
  await page.getByRole("button", { name: "glass of milk" }).click();
  await expect(page.getByRole("heading", { name: "You read the tale!" })).toBeVisible();
  const shelfNow = await apiAs(server, user, "GET", "/shelf");
  expect(shelfNow.body.items.find((i: { id: string }) => i.id === "ab-colours").done).toBe(true);

  // a rhyme: line by line with its picture
  await page.goto("/tales/numbers-five");
  await hydrated(page);
  await expect(page.getByText("Line 1 of 4")).toBeVisible();
  await expect(page.getByRole("button", { name: "Chant with me", exact: true })).toBeVisible();
  await expectAxeClean(page, "a rhyme");
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await shots(page, "rhyme");

  // a locked tale does not open
  await page.goto("/tales/b-hungry-monkey");
  await hydrated(page);
  await expect(
    page.getByText("This story opens when you finish the unit “Animals and counting to 20”."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Read to me", exact: true })).toHaveCount(0);
});
