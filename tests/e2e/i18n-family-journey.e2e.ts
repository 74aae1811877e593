// A French family's journey (issue #30): a browser that speaks French opens the landing, signs up (the
// verification mail in French, read from the outbox), adds a child, the child plays lesson 1 to the stars
// in French with its instructions said by a French voice, and the parent's weekly digest is in French.
// Then an error from the API shows as a French toast. The device voice is a stub recording what it says.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { playToEnd } from "./courses-play";
import { auth as fr } from "../../shared/i18n/fr/auth";
import { site as frSite } from "../../shared/i18n/fr/site";
import { mail as frMail } from "../../shared/i18n/fr/mail";
import { courses as frCourses } from "../../shared/i18n/fr/courses";
import { subscription as frSub } from "../../shared/i18n/fr/subscription";
import { family as frFamily } from "../../shared/i18n/fr/family";
import { errors as frErrors } from "../../shared/i18n/fr/errors";
import { frenchVoices } from "./support/voices";

test.use({ locale: "fr-FR" }); // the browser's language: Accept-Language fr-FR

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const BUN = join(ROOT, "node_modules/.bin/bun");
const SHOTS = process.env.SHOTS; // a folder: screenshots for looking at

async function shot(page: Page, name: string, widths = [375, 1280]) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize(size);
}

/** The mails to `to` in the server's outbox (no SMTP here), newest last. */
function mailsTo(server: RunningServer, to: string): { kind: string; subject: string; text: string }[] {
  const script = `import { Database } from "bun:sqlite";
const db = new Database(process.env.DB_FILE); db.exec("PRAGMA busy_timeout = 5000");
console.log(JSON.stringify(db.query("SELECT kind, subject, text FROM outbox WHERE \\"to\\" = ? ORDER BY id").all(process.env.TO)));`;
  const out = execFileSync(BUN, ["-e", script], {
    env: { ...process.env, DB_FILE: join(server.dataDir, "marhaba.sqlite"), TO: to },
  });
  return JSON.parse(String(out).trim() || "[]");
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as any).__spoken as { text: string; lang: string }[]);

test("a French family: landing, sign-up and its mail, a child's first lesson to the stars, the weekly digest — in French", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const email = `famille${tag}@example.com`;
  await page.addInitScript(frenchVoices);
  await page.setViewportSize({ width: 375, height: 800 });

  // the landing, in the browser's language
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("link", { name: frSite["hero.demo"] }).first().click();

  // sign up, in French; the weekly summary asked for on the way
  await expect(page).toHaveURL(/\/signup\?action=demo/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: fr["signup.title"] })).toBeVisible();
  await page.getByLabel(fr["signup.firstName"]).fill("Camille");
  await page.getByLabel(fr["signup.lastName"], { exact: true }).fill("Martin");
  await page.getByLabel(fr.email, { exact: true }).fill(email);
  await page.getByLabel(fr["signup.phone"]).fill("+33 6 12 34 56 78");
  await page.getByLabel(fr["signup.address"]).fill("1 rue des Lilas");
  await page.getByLabel(fr["signup.country"]).fill("France");
  await page.getByRole("button", { name: fr["signup.next"], exact: true }).click();
  await page.getByLabel(fr["signup.username"]).fill(`camille_${tag}`);
  await page.getByLabel(fr.password, { exact: true }).fill("Soleil1234!");
  await page.getByLabel(fr["signup.confirm"]).fill("Soleil1234!");
  await page.getByLabel(fr["signup.digest"]).check();
  await page.getByRole("button", { name: fr["signup.submit"], exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email-notice/);
  await expect(page.getByText(fr["signup.registered"])).toBeVisible(); // the toast
  await expect(page.getByRole("heading", { level: 1, name: fr["notice.title"] })).toBeVisible();

  // the verification mail, in French
  let verify: { subject: string; text: string } | undefined;
  await expect
    .poll(() => (verify = mailsTo(server, email).find((m) => m.kind === "verify_email"))?.subject)
    .toBe(frMail["verify.subject"]);
  expect(verify!.text).toContain(frMail["verify.line2"]);
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(verify!.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);

  // the demo's confirmation, the dashboard and its next step, in French
  await expect(page).toHaveURL(/\/demo-confirmation$/, { timeout: 8000 });
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: frSub["demo.title"] })).toBeVisible();
  await page.getByRole("button", { name: frSub["demo.proceed"] }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });
  await expect(page).toHaveTitle(frSub["meta.dashboardTitle"]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    frSub["dash.title"].replace("{name}", "Camille"),
  );
  const step = page.getByTestId("next-step");
  await expect(step.getByText(frSub["next.step1"])).toBeVisible();
  await expect(step.getByRole("heading", { name: frSub["next.addTitle"] })).toBeVisible();
  await step.getByRole("button", { name: frSub["next.addButton"] }).click();
  await page.getByLabel(frFamily["form.name"]).fill("Yasmine");
  await page.getByRole("radio", { name: frFamily["children.years"].replace("{band}", "4-6") }).check();
  await page.locator(".fam-guardian input[type=checkbox]").check();
  await page.getByRole("button", { name: frSub["next.addMyChild"] }).click();
  await expect(step).toHaveAttribute("data-step", "start_lesson");
  await expect(step.getByText(frSub["next.step2"])).toBeVisible();
  await shot(page, "fr-journey-next-step");
  await step.getByRole("button", { name: frSub["next.startTogether"] }).click(); // one child: lesson 1 together

  // the child's lesson 1, in French, its instructions said by the French voice, played to the stars
  await expect(page).toHaveURL(/\/lessons\/ab-u01-l01/);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("button", { name: frCourses["player.start"] }).click();
  const cue = "Voici une nouvelle lettre\u202f! Écoute et regarde ses formes. Puis touche J’ai compris.";
  await expect(page.locator(".player-card[data-form] .cue-text")).toHaveText(cue);
  await expect.poll(() => spoken(page)).toContainEqual({ text: cue, lang: "fr-FR" });
  await playToEnd(page);
  await expect(page.getByRole("img", { name: /^Tu as gagné [123] étoiles? sur 3$/ })).toBeVisible();
  await shot(page, "fr-journey-stars");
  const said = await spoken(page);
  expect(said.filter((x) => x.lang === "fr-FR").length).toBeGreaterThanOrEqual(3);
  // every instruction to the French voice, the Arabic to the Arabic one; nothing to the English voice
  for (const x of said) expect(x.lang, x.text).toBe(/[\u0600-\u06FF]/.test(x.text) ? "ar-SA" : "fr-FR");

  // the week's digest, written as the operator's job does it, in French
  execFileSync(BUN, ["cli/main.ts", "jobs:run", "weekly-digest"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      ALLOW_TEST_CLOCK: "1",
      APP_URL: server.url,
      DATA_DIR: server.dataDir,
    },
  });
  const digest = mailsTo(server, email).find((m) => m.kind === "weekly_digest");
  expect(digest?.subject).toBe(`La semaine d’arabe de Yasmine — Marhaba`);
  expect(digest!.text).toContain(frMail["digest.button"].split(" ")[0]);
  expect(digest!.text).not.toMatch(/\b(lessons?|this week|Your)\b/);
});

test("an error from the API is a French toast at 375 px", async ({ page }) => {
  // a server of its own: one contact message per address, so the second is refused (429)
  const server = await startServer({ RATE_LIMIT_CONTACT_PER_IP: "1" });
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    const message = { name: "Camille", email: "camille@example.com", message: "Bonjour, une question." };
    const first = await page.request.post(`${server.url}/api/v1/contact`, {
      data: { ...message, topic: "general", website: "", fill_ms: 5000 },
    });
    expect(first.status()).toBe(201);
    await page.goto(`${server.url}/contact`);
    await hydrated(page);
    await page.getByLabel(frSite["contact.name"]).fill(message.name);
    await page.getByLabel(frSite["contact.yourEmail"]).fill(message.email);
    await page.getByLabel(frSite["contact.message"]).fill(message.message);
    await page.getByRole("button", { name: frSite["contact.send"] }).click();
    const toast = page.getByText(frErrors["RATE_LIMITED.contact"]);
    await expect(toast).toBeVisible();
    await shot(page, "fr-error-toast");
  } finally {
    await server.stop();
  }
});
