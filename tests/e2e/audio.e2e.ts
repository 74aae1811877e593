// The admin Audio page in a real browser with Chromium's fake microphone (this file only): an admin
// records a clip (record → listen back → save), uploads one, deletes one; the lesson then plays the
// recorded clip. Axe-clean at phone and desktop width.
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { axeProblems, expectFitsAt } from "./support/axe";
import { makeWav } from "../api/audio-fixtures";
import type { Page } from "@playwright/test";
import { fakeMicrophoneLaunch, VOICE_INIT } from "./support/fakeVoice";

// A fake microphone saying a voice-like sound (sox-made), no permission prompt: only in the audio files.
test.use({ launchOptions: fakeMicrophoneLaunch() });

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const row = (page: Page, itemId: string) =>
  page.locator("li.audio-item").filter({ has: page.locator(`[id="audio-item-${itemId}"]`) });
const shots = process.env.SHOTS_DIR; // set to keep screenshots for looking at

test("an admin records a clip with the microphone; the lesson then plays it", async ({
  page,
  context,
  server,
}) => {
  const admin = seedUser(server, { isAdmin: true, email: `audio-admin-${uid()}@example.com` });
  expect((await apiAs(server, admin, "POST", "/subscriptions/demo")).status).toBeLessThan(300); // to open lesson 1
  // The first sound lesson 1 lets a child hear.
  const lesson = await apiAs(server, admin, "GET", "/lessons/ab-u01-l01");
  expect(lesson.status).toBe(200);
  const first = lesson.body.activities.find((a: any) => a.type === "meet_letter" || a.type === "meet_word");
  const itemId: string = (first.letter ?? first.word).audio.id;
  const kind = itemId.startsWith("letter.") ? "letter" : "word";

  await signInContext(context, server, admin);
  await context.addInitScript(VOICE_INIT);
  await page.goto("/admin");
  await hydrated(page);
  await page.getByRole("link", { name: "Audio" }).click();
  await expect(page).toHaveURL(/\/admin\/audio$/);
  const total = (await apiAs(server, admin, "GET", "/admin/audio")).body.coverage.total;
  await expect(page.getByText(`0 of ${total}`)).toBeVisible();

  await page.getByLabel("Kind").selectOption(kind);
  await page.getByLabel("Clip status").selectOption("missing");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`status=missing.*kind=${kind}|kind=${kind}.*status=missing`));
  const r = row(page, itemId);
  await expect(r.getByText("Missing")).toBeVisible();

  // Keyboard only: Record → Stop → (listen back) → Save.
  await r.getByRole("button", { name: `Record ${itemId}` }).focus();
  await page.keyboard.press("Enter");
  const stop = r.getByRole("button", { name: "Stop" });
  await expect(stop).toBeFocused();
  await page.waitForTimeout(1500);
  await page.keyboard.press("Enter");
  await expect(r.locator("audio.audio-preview")).toBeVisible();
  await expect(r.getByRole("button", { name: "Save clip" })).toBeFocused();
  if (shots)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await r.screenshot({ path: `${shots}/audio-recorder-${width}.png` });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeProblems(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Clip of ${itemId} saved`)).toBeVisible();
  await expect(page.getByText(`1 of ${total}`)).toBeVisible();

  // Sent as WAV (converted in the browser), measured by the server, stored as MP3 when sox is there.
  const list = (await apiAs(server, admin, "GET", `/admin/audio?status=recorded`)).body;
  const saved = list.items[0];
  expect(saved.id).toBe(itemId);
  expect(saved.clip.mime).toBe(list.sox ? "audio/mpeg" : "audio/wav");
  expect(saved.clip.processed).toBe(list.sox);
  expect(saved.clip.duration_ms).toBeGreaterThan(300);
  expect(saved.clip.duration_ms).toBeLessThan(3000);

  // The lesson's Listen button plays that very clip.
  // Which sources the page really started playing (the browser's own play(), observed, not replaced).
  await page.addInitScript(() => {
    const w = window as any;
    w.__played = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      const p = play.call(this);
      p.then(
        () => w.__played.push(this.currentSrc || this.src),
        () => {},
      );
      return p;
    };
  });
  await page.goto("/lessons/ab-u01-l01");
  await hydrated(page);
  await page.getByRole("button", { name: "Let's start!" }).click();
  const clip = page.waitForResponse((res) => res.url().endsWith(saved.clip.url) && res.status() < 300);
  await page
    .getByRole("button", { name: /Listen/ })
    .first()
    .click();
  expect((await clip).headers()["content-type"]).toBe(saved.clip.mime);
  // (the player also says the card by itself when it appears: every sound played is that clip)
  await expect
    .poll(() => page.evaluate(() => (window as any).__played as string[]))
    .toContainEqual(expect.stringContaining(saved.clip.url));
  for (const src of await page.evaluate(() => (window as any).__played as string[]))
    expect(src).toContain(saved.clip.url);
  await expect(page.getByText("Audio is not available yet")).toHaveCount(0);
});

test("upload a file, a refused file, delete with confirmation; axe-clean at 375, fits at 375 and 1280", async ({
  page,
  context,
  server,
}) => {
  const admin = seedUser(server, { isAdmin: true, email: `audio-admin-${uid()}@example.com` });
  await signInContext(context, server, admin);
  await context.addInitScript(VOICE_INIT);
  const item = (await apiAs(server, admin, "GET", "/admin/audio?kind=phrase&status=missing")).body.items[0];
  await page.goto("/admin/audio?kind=phrase&status=missing");
  await hydrated(page);
  const r = row(page, item.id);
  await expect(r).toContainText(item.ar);

  await r.getByLabel(`Upload a file for ${item.id}`).setInputFiles({
    name: "notes.wav",
    mimeType: "audio/wav",
    buffer: Buffer.from("just some text, not a recording"),
  });
  await expect(page.getByText("This file is not WAV, Ogg, MP3, WebM or MP4 audio.")).toBeVisible();
  await r.getByLabel(`Upload a file for ${item.id}`).setInputFiles({
    name: `${item.id}.wav`,
    mimeType: "audio/wav",
    buffer: Buffer.from(makeWav({ toneMs: 600 })),
  });
  await expect(page.getByText(`Clip of ${item.id} saved`)).toBeVisible();

  await page.goto("/admin/audio?kind=phrase&status=recorded");
  await hydrated(page);
  const rec = row(page, item.id);
  await expect(rec.getByText(/Clip · \d\.\d s/)).toBeVisible();
  // axe once (at phone width: it is the slow step); the layout at both widths
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await axeProblems(page), "axe at 375px").toEqual([]);
  await expectFitsAt(page, "the audio page", [375, 1280]);
  if (shots)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/audio-page-${width}.png` });
    }

  await rec.getByRole("button", { name: `Delete the clip of ${item.id}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Delete the clip of ${item.id}?`);
  await dialog.getByRole("button", { name: "Delete clip" }).click();
  await expect(page.getByText(`Clip of ${item.id} deleted`)).toBeVisible();
  await expect(page.getByText("No items match these filters.")).toBeVisible();
  const left = (await apiAs(server, admin, "GET", "/admin/audio?kind=phrase&status=recorded")).body.items.map(
    (i: any) => i.id,
  );
  expect(left).not.toContain(item.id);
});

test("a learner cannot open the Audio page", async ({ page, context, server }) => {
  await signInContext(context, server, seedUser(server, { email: `kid-${uid()}@example.com` }));
  await page.goto("/admin/audio");
  await hydrated(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Access denied. Admin privileges required.")).toBeVisible();
});

test("the footer leads to /credits, axe-clean at 375, fits at 375 and 1280", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator("footer.site-footer").getByRole("link", { name: "Credits" }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole("heading", { name: "Credits", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "MIT licence" })).toHaveAttribute(
    "href",
    "https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE",
  );
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await axeProblems(page), "axe at 375px").toEqual([]);
  await expectFitsAt(page, "/credits", [375, 1280]);
});
