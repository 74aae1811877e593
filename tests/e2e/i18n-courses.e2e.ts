// The course and tale pages in French (issue #30): a French family's library, lesson, practice, progress,
// certificate check and a locked tale show the French catalogue and no English sentence of it; the child's
// spoken instructions go to a French voice (fr-FR) in French; and the right-to-left pseudo-locale fits at
// 375 px. The device voice is a stub that records what it is asked to say and with which voice.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, signInContext } from "./support/seed";
import { demoUser, premiumUser } from "./support/learners";
import { sideScroll } from "./support/axe";
import { courses as enCourses } from "../../shared/i18n/en/courses";
import { tales as enTales } from "../../shared/i18n/en/tales";
import { courses as frCourses } from "../../shared/i18n/fr/courses";
import { tales as frTales } from "../../shared/i18n/fr/tales";
import { frenchVoices } from "./support/voices";

const SHOTS = process.env.SHOTS; // a folder: screenshots at 375 and 1280 px for looking at
async function shots(page: Page, name: string, widths = [375, 1280]) {
  if (!SHOTS) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const clip = { x: 0, y: 0, width, height: Math.min(height, 2400) }; // the long library: its top
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true, clip });
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as any).__spoken as { text: string; lang: string }[]);

/** The English catalogue's sentences (no arguments, not the same in French): none may be left on a French page. */
const englishSentences = [
  ...Object.entries(enCourses).filter(
    ([k]) => frCourses[k as keyof typeof frCourses] !== enCourses[k as keyof typeof enCourses],
  ),
  ...Object.entries(enTales).filter(
    ([k]) => frTales[k as keyof typeof frTales] !== enTales[k as keyof typeof enTales],
  ),
]
  .map(([, v]) => v)
  .filter((v) => !/[{<]/.test(v) && v.split(" ").length >= 2);

/** A sentence of four words or more anywhere in the page, a shorter one as an element's whole text (the
 * course's own words are still English on this branch: "Unit check: dots…" is content, not catalogue). */
async function noEnglishLeft(page: Page, label: string) {
  const { body, own } = await page.evaluate(() => ({
    body: document.body.innerText,
    own: [...document.body.querySelectorAll("*")].map((e) =>
      [...e.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent)
        .join("")
        .trim(),
    ),
  }));
  const texts = new Set(own);
  const left = englishSentences.filter((s) => (s.split(" ").length >= 4 ? body.includes(s) : texts.has(s)));
  expect(left, `English catalogue text on ${label}`).toEqual([]);
}

test("a French family: the library, a lesson, practice, progress, a certificate check and a locked tale in French; the child's instructions said with a French voice", async ({
  page,
  context,
  server,
}) => {
  const user = await premiumUser(server, "Inès");
  expect((await apiAs(server, user, "PUT", "/users/me/locale", { locale: "fr" })).status).toBe(200);
  await signInContext(context, server, user);
  await page.addInitScript(frenchVoices);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto("/courses");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Ton aventure en arabe" })).toBeVisible();
  await expect(page.locator(".library-plan")).toHaveText(/^Votre formule\u00a0: Premium/);
  await expect(page.getByRole("heading", { name: "Contes et comptines" })).toBeVisible();
  await noEnglishLeft(page, "/courses");
  await shots(page, "fr-library");

  // the lesson: its start screen, then the first activity's instruction, written and said in French
  await page.goto("/lessons/ab-u01-l01");
  await hydrated(page);
  await expect(page.getByText(/\d+ petites activités/)).toBeVisible();
  await noEnglishLeft(page, "the lesson's start");
  await shots(page, "fr-lesson-intro");
  await page.getByRole("button", { name: "C’est parti\u202f!" }).click();
  const card = page.locator(".player-card[data-form]");
  await expect(card).toHaveAttribute("data-type", "meet_letter");
  const cue = "Voici une nouvelle lettre\u202f! Écoute et regarde ses formes. Puis touche J’ai compris.";
  await expect(card.locator(".cue-text")).toHaveText(cue);
  await expect.poll(() => spoken(page)).toContainEqual({ text: cue, lang: "fr-FR" });
  await noEnglishLeft(page, "an activity");
  await shots(page, "fr-lesson-activity");
  await card.getByRole("button", { name: "J’ai compris\u202f!" }).click();
  await expect
    .poll(async () => (await spoken(page)).filter((x) => x.lang === "fr-FR").length)
    .toBeGreaterThanOrEqual(2);
  // every instruction went to the French voice, the Arabic to the Arabic one; nothing to the English voice
  for (const x of await spoken(page)) expect(x.lang).toBe(/[\u0600-\u06FF]/.test(x.text) ? "ar-SA" : "fr-FR");

  await page.goto("/practice");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Entraînement" })).toBeVisible();
  await noEnglishLeft(page, "/practice");

  await page.goto("/progress");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Album d’autocollants" })).toBeVisible();
  await expect(page.getByText("Pour les adultes · progrès")).toBeVisible();
  await noEnglishLeft(page, "/progress");
  await shots(page, "fr-progress");

  await page.goto("/certificates/NOSUCHCODE");
  await expect(page.getByText(frCourses["cert.unknown"])).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Code NOSUCHCODE");
  await noEnglishLeft(page, "a certificate check");

  const shelf = await apiAs(server, user, "GET", "/shelf");
  const locked = shelf.body.items.find((s: { locked: boolean }) => s.locked);
  await page.goto(`/tales/${locked.id}`);
  await hydrated(page);
  await expect(page.locator(".locked-lead")).toHaveText(/^Cette histoire s’ouvre/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(locked.title.fr);
  await noEnglishLeft(page, "a locked tale");
  await shots(page, "fr-tale-locked");
});

test("a child profile learning in French: the child's home and path in French, its instruction said with the French voice", async ({
  page,
  context,
  server,
}) => {
  const parent = await demoUser(server, "Sarah");
  const made = await apiAs(server, parent, "POST", "/children", {
    first_name: "Yasmin",
    avatar: "cat",
    age_band: "4-6",
    guardian_confirmed: true,
  });
  expect(made.status).toBe(201);
  const sel = await apiAs(server, parent, "POST", `/children/${made.body.child.id}/select`);
  const child = { ...parent, accessToken: sel.body.access_token };
  expect((await apiAs(server, child, "PUT", "/users/me/locale", { locale: "fr" })).status).toBe(200);
  await signInContext(context, server, child);
  await page.addInitScript(frenchVoices);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto("/courses");
  await hydrated(page);
  const say = frCourses["home.sayNext"].replace(/\{practice.*\}\}/, "");
  await expect(page.getByTestId("instruction")).toHaveText(say);
  await expect.poll(() => spoken(page)).toContainEqual({ text: say, lang: "fr-FR" });
  await expect(page.getByRole("list", { name: "Mon chemin" })).toBeVisible();
  await noEnglishLeft(page, "the child's home");
  await shots(page, "fr-child-home");

  await page.goto("/progress");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Mon chemin" })).toBeVisible();
  await noEnglishLeft(page, "My path");
  await shots(page, "fr-my-path");
});

test("the pseudo-locale (long, accented, right to left) fits at 375 px on the course and tale pages", async ({
  page,
  context,
  server,
}) => {
  const user = await premiumUser(server, "Pseudo");
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 800 });
  const shelf = await apiAs(server, user, "GET", "/shelf");
  for (const path of [
    "/courses",
    "/lessons/ab-u01-l01",
    "/practice",
    "/progress",
    `/tales/${shelf.body.items[0].id}`,
  ]) {
    await page.goto(`${path}?lang=pseudo`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await sideScroll(page), `horizontal overflow on ${path} at 375 px`).toBeLessThanOrEqual(0);
    await shots(page, `pseudo${path.replace(/\W+/g, "-")}`, [375]);
  }
});
