// Everything a child taps in the lesson player is at least 48 × 48 CSS px at 375 px, in every activity
// type, heard and seen, before and after the answer (issue #25); each of those states is axe-clean. Lessons are walked only as far as
// their activity types (the whole-lesson journeys are courses.e2e.ts). SHOTS=<dir> also saves each
// state at 375 and 768 px, for looking at.
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, signInContext } from "./support/seed";
import { expectAxeClean, premiumUser } from "./support/learners";
import { takeViaApi } from "./support/level-test";
import { answerOnce } from "./courses-play";
import { noVoices, stubVoices } from "./support/voices";

const TYPES = [
  "meet_letter",
  "meet_word",
  "listen_pick_letter",
  "listen_pick_syllable",
  "listen_pick_picture",
  "read_pick_picture",
  "pick_word",
  "find_letter",
  "build_word",
  "match_forms",
  "match_sounds",
  "trace",
  "order_words",
  "complete_sentence",
  "true_false",
];
// lessons that hold every type between them (ab-u01-l01 alone has the heard ones but pick_word)
const LESSONS = ["ab-u01-l01", "ab-u01-l04", "ab-u02-l01", "b-u01-l04", "a1-u01-l02", "a1-u01-l04"];

/** Every visible tappable element of the player smaller than 48 × 48. */
const tooSmall = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      ".player button, .player a[href], .player [role=button], .player input",
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (r.width < 48 || r.height < 48)
        out.push(
          `${el.className || el.tagName} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return out;
  });

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 1024 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

for (const device of ["heard", "seen"] as const) {
  test(`every tappable element of every activity type is at least 48 × 48 at 375 px (${device})`, async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(180_000); // a walk through four lessons, axe on 26 states
    const user = await premiumUser(server);
    await takeViaApi(server, user, true); // placed into the top level: every lesson opens
    await signInContext(context, server, user);
    await page.addInitScript(device === "heard" ? stubVoices : noVoices);
    await page.setViewportSize({ width: 375, height: 800 });
    const measured = new Map<string, string[]>();
    for (const lesson of device === "heard" ? LESSONS : ["ab-u01-l01", "ab-u01-l04", "a1-u01-l02"]) {
      // the lesson's own types: once each is measured the rest of the lesson adds nothing
      const shown = await apiAs(server, user, "GET", `/lessons/${lesson}`);
      const types: string[] = shown.body.activities.map((a: { type: string }) => a.type);
      await page.goto(`/lessons/${lesson}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Let's start!" }).click();
      const known = new Map();
      for (let i = 0; i < 30; i++) {
        await page.locator(".end-card, .player-card[data-form]").first().waitFor();
        if (await page.locator(".end-card").isVisible()) break;
        const card = page.locator(".player-card[data-form]");
        const type = (await card.getAttribute("data-type"))!;
        const fresh = !measured.has(type);
        if (fresh) {
          measured.set(type, await tooSmall(page));
          await expectAxeClean(page, `${type} (${device})`);
          await shot(page, `${device}-${type}`);
        }
        // a new type is answered with the keyboard: its feedback then waits for Next while it is measured
        const { reply } = await answerOnce(page, known, undefined, undefined, fresh);
        if (type !== "meet_letter" && type !== "meet_word") {
          if (fresh) {
            await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
            measured.set(type, [
              ...measured.get(type)!,
              ...(await tooSmall(page)).map((x) => `after the answer: ${x}`),
            ]);
            await expectAxeClean(page, `${type} answered (${device})`);
            await shot(page, `${device}-${type}-${reply.correct ? "right" : "wrong"}`);
          }
          const next = page.getByRole("button", { name: "Next" });
          if (await next.isVisible()) await next.click({ timeout: 2000 }).catch(() => {}); // else it moved on by itself
        }
        if (types.every((t) => measured.has(t))) break;
      }
    }
    const expected =
      device === "heard"
        ? TYPES
        : TYPES.filter((t) =>
            [
              "listen_pick_letter",
              "listen_pick_syllable",
              "listen_pick_picture",
              "pick_word",
              "match_sounds",
              "meet_letter",
              "meet_word",
              "complete_sentence",
            ].includes(t),
          );
    for (const t of expected) expect(measured.has(t), `${t} was met`).toBe(true);
    expect(Object.fromEntries([...measured].filter(([, small]) => small.length))).toEqual({});
  });
}
