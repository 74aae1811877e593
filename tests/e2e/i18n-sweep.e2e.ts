// Every page in every language (issue #30, "Done means"): each route of web/ is opened as the person it is
// for: its server page read in French (no English sentence of the catalogue left) and in English (no
// French-only sentence, no French typography), then opened in the browser in the pseudo-locale at 375 px
// and resized to 1280 px (no English catalogue sentence, even one the browser adds after hydration; no
// sideways scroll, no text cut off by an element that hides its overflow). The route list is read from
// web/pages/**/routes.tsx: a new route fails here until it is visited below or skipped with a reason.
// SHOTS=<folder> saves each page in French at 375 and 1280 px and in the pseudo-locale at 375 px;
// PSEUDO_LEAKS=1 prints the text the pseudo-locale leaves plain (the course's own words, names, and any
// text written outside the catalogue) for a person to read.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext, type SeededUser } from "./support/seed";
import { demoUser } from "./support/learners";
import { teacherUser, classOf } from "./support/teachers";
import type { RunningServer } from "./support/server";
import { en } from "../../shared/i18n/en";
import { fr } from "../../shared/i18n/fr";
import { sql } from "./support/sql";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const SHOTS = process.env.SHOTS;
const DAY = 86_400_000;

// ---- the routes ----------------------------------------------------------------------------------

/** Every path pattern of the route table ("/", "/lessons/:lessonId"…), read from the area route files. */
function routePatterns(): string[] {
  const files = readdirSync(join(ROOT, "web/pages"), { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith("routes.tsx"),
  );
  const found = new Set<string>();
  for (const f of files) {
    const src = readFileSync(join(ROOT, "web/pages", f), "utf8");
    if (/\bindex:\s*true/.test(src)) found.add("/");
    for (const m of src.matchAll(/\bpath:\s*"([^"]+)"/g)) found.add(`/${m[1]}`);
  }
  return [...found].sort();
}

/** Routes this file does not open, each with its reason. */
const SKIPPED: Record<string, string> = {
  "/certificates/:code/print":
    "needs a whole level finished (certificates.e2e.ts earns one); /certificates/:code is swept",
};

/** Every route pattern visited below (filled as the tests go, checked by the last test). */
const visited = new Set<string>();

// ---- what must not be on a page --------------------------------------------------------------------

const areasOf = (c: Record<string, Record<string, string>>) =>
  Object.entries(c).filter(([area]) => area !== "mail"); // mails never reach a page
const enFlat = new Map(
  areasOf(en as never).flatMap(([a, m]) => Object.entries(m).map(([k, v]) => [`${a}.${k}`, v])),
);
const frFlat = new Map(
  areasOf(fr as never).flatMap(([a, m]) => Object.entries(m).map(([k, v]) => [`${a}.${k}`, v])),
);
const frValues = [...frFlat.values()];
const enValues = [...enFlat.values()];

/** The plain text of a message: whole when it has no argument or tag, else its literal runs. */
const literalRuns = (v: string) =>
  /[{<]/.test(v)
    ? v
        .split(/\{[^{}]*\}|<\/?\w+>|[{}]/)
        .map((s) => s.trim())
        .filter((s) => s.split(/\s+/).length >= 4)
    : [v.trim()];
const words = (s: string) => s.split(/\s+/).length;

/** English sentences French writes differently (brand names and words French shares are left out). */
const ENGLISH = [
  ...new Set(
    [...enFlat].flatMap(([k, v]) =>
      frFlat.get(k) === v
        ? []
        : literalRuns(v).filter((s) => words(s) >= 2 && !frValues.some((f) => f.includes(s))),
    ),
  ),
];
/** French sentences English writes differently. */
const FRENCH = [
  ...new Set(
    [...frFlat].flatMap(([k, v]) =>
      enFlat.get(k) === v
        ? []
        : literalRuns(v).filter((s) => words(s) >= 3 && !enValues.some((e) => e.includes(s))),
    ),
  ),
];

/** The page's whole text, and each element's own text (its text nodes). */
const pageText = (page: Page) =>
  page.evaluate(() => ({
    body: document.body.innerText,
    own: [...document.body.querySelectorAll("*")]
      .filter((e) => (e as HTMLElement).offsetParent !== null || e.tagName === "BODY")
      .map((e) =>
        [...e.childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => n.textContent)
          .join("")
          .trim(),
      )
      .filter(Boolean),
  }));

/** Sentences of `list` on the page or in its title: four words or more anywhere, shorter ones as an
 *  element's whole text. */
async function found(page: Page, list: string[]) {
  const text = await pageText(page);
  const title = await page.title();
  const body = `${text.body}\n${title}`;
  const texts = new Set([...text.own, title.replace(/ - Marhaba$/, "")]);
  return list.filter((s) => (words(s) >= 4 ? body.includes(s) : texts.has(s)));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0" };
/** A server-rendered page's words: its title and body text without scripts or markup, and each run of
 *  text between two tags (an element's own text). */
function htmlText(html: string) {
  const decode = (s: string) =>
    s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) =>
      e[0] === "#"
        ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
        : (ENTITIES[e] ?? m),
    );
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const runs = html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .split(/<[^>]+>/)
    .map((s) => decode(s).replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return { body: `${title}\n${runs.join("\n")}`, own: new Set([title.replace(/ - Marhaba$/, ""), ...runs]) };
}

/** Text cut off: an element with text of its own whose overflow is hidden and whose content is wider or
 *  taller than its box (the screen-reader-only 1 px boxes aside). */
const clipped = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((e) => {
        if (e.offsetParent === null || e.clientWidth <= 2 || e.clientHeight <= 2) return false;
        const s = getComputedStyle(e);
        if (s.overflowX === "visible" && s.overflowY === "visible") return false;
        if (s.overflowX === "auto" || s.overflowX === "scroll") return false; // a scrolling table is fine
        const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
        if (!own) return false;
        return (
          e.scrollWidth > e.clientWidth + 1 ||
          (s.overflowY !== "auto" && s.overflowY !== "scroll" && e.scrollHeight > e.clientHeight + 1)
        );
      })
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: "${e.textContent!.trim().slice(0, 40)}"`),
  );

const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// ---- one route, three languages ---------------------------------------------------------------------

type Visit = {
  /** the route pattern, as in the route table */
  route: string;
  /** the address opened (the pattern when it has no parameter) */
  url?: string;
  /** a name for screenshots and messages */
  name?: string;
  /** English (in French) or French (in English) sentences tolerated for now, each with its owner */
  allow?: string[];
};

/** The course's level names: the pseudo-locale shows the course's own words in English, by design. */
const LEVEL_NAMES = new Set(
  [...readFileSync(join(ROOT, "content/levels.yaml"), "utf8").matchAll(/^\s*name: (.+)$/gm)].map((m) =>
    m[1].trim(),
  ),
);

const withLang = (url: string, lang: string) => `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`;

async function shot(page: Page, name: string, widths: number[]) {
  if (!SHOTS) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.screenshot({
      path: join(SHOTS, `${name}-${width}.png`),
      fullPage: true,
      clip: { x: 0, y: 0, width, height: Math.min(height, 3000) },
    });
  }
}

async function open(page: Page, url: string, lang: string) {
  const r = await page.goto(withLang(url, lang));
  await hydrated(page);
  const want = new URL(url, "http://x").pathname;
  // the page asked for, not a redirect elsewhere (a 404 page keeps its address)
  expect(new URL(page.url()).pathname, `${url} in ${lang} was redirected`).toBe(want);
  return r;
}

/** Who looks: a signed-in person's own language is set to the one looked at as well, as a family that
 *  chose it (the course's words follow users.locale; ?lang= alone changes only the interface). */
type Who = { server: RunningServer; user: SeededUser | null };
async function speak(who: Who | undefined, locale: "en" | "fr") {
  if (who?.user)
    expect((await apiAs(who.server, who.user, "PUT", "/users/me/locale", { locale })).status).toBe(200);
}

async function sweep(page: Page, v: Visit, who: Who | undefined = signedIn) {
  const url = v.url ?? v.route;
  const name = v.name ?? (url.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "landing");
  const allow = new Set(v.allow ?? []);
  visited.add(v.route);

  // French and English: the server's page as it is sent (its text and title; no browser needed to read
  // it). Text the browser adds after hydration is checked in the pseudo-locale's browser pass below.
  await speak(who, "fr");
  const fr = await page.context().request.get(withLang(url, "fr"));
  expect(new URL(fr.url()).pathname, `${url} in fr was redirected`).toBe(new URL(url, "http://x").pathname);
  const frHtml = await fr.text();
  expect(frHtml, `${url} in fr: <html lang="fr">`).toMatch(/<html[^>]* lang="fr"/);
  const inFrench = htmlText(frHtml);
  expect
    .soft(
      ENGLISH.filter((s) => (words(s) >= 4 ? inFrench.body.includes(s) : inFrench.own.has(s))).filter(
        (s) => !allow.has(s),
      ),
      `English on ${url} in French`,
    )
    .toEqual([]);
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 900 });
    await open(page, url, "fr");
    await shot(page, `fr-${name}`, [375, 1280]);
  }

  // English: the server's page as it is sent (its text and title; no browser needed to read it)
  await speak(who, "en");
  const en = await page.context().request.get(withLang(url, "en"));
  expect(new URL(en.url()).pathname, `${url} in en was redirected`).toBe(new URL(url, "http://x").pathname);
  const html = htmlText(await en.text());
  const inEnglish = FRENCH.filter((s) => (words(s) >= 4 ? html.body.includes(s) : html.own.has(s)));
  expect
    .soft(
      inEnglish.filter((s) => !allow.has(s)),
      `French on ${url} in English`,
    )
    .toEqual([]);
  const typography = [...html.body.matchAll(/.{0,30}(\u202f[!?;:]|«\u00a0|\u00a0»).{0,10}/g)].map(
    (m) => m[0],
  );
  expect.soft(typography, `French typography on ${url} in English`).toEqual([]);

  await page.setViewportSize({ width: 375, height: 900 });
  await open(page, url, "pseudo");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // every word the browser shows is the pseudo-locale's: an English catalogue sentence is text that
  // bypassed the catalogue (one the browser made after hydration included)
  expect
    .soft(
      (await found(page, ENGLISH)).filter((s) => !allow.has(s) && !LEVEL_NAMES.has(s)),
      `English catalogue text on ${url} in the pseudo-locale`,
    )
    .toEqual([]);
  // a title written outside the catalogue is plain English or French here
  expect.soft(await page.title(), `${url}'s title in pseudo`).toMatch(/^\[.*[\u00c0-\u024f]/);
  for (const width of [375, 1280]) {
    if (width !== 375) await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect
      .soft(await sideScroll(page), `${url} in pseudo scrolls sideways at ${width} px`)
      .toBeLessThanOrEqual(0);
    expect.soft(await clipped(page), `${url} in pseudo: text cut off at ${width} px`).toEqual([]);
  }
  await shot(page, `pseudo-${name}`, [375]);
  if (process.env.PSEUDO_LEAKS) console.log(url, JSON.stringify(await unaccented(page)));
}

/** Text in the pseudo-locale that is plain English (three plain words in a row) or French: not from the
 *  catalogue. */
const unaccented = (page: Page) =>
  page.evaluate(() => {
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement!;
      if (!el || el.closest("script,style,[lang=ar],[dir=rtl] [lang=ar]") || el.offsetParent === null)
        continue;
      const text = n.textContent!.trim();
      if (/\b[A-Za-z]{2,}[,.]?(\s+[A-Za-z]{2,}[,.]?){2,}/.test(text) || /[éèàçù]\w*\s+\w/.test(text))
        out.add(`${el.tagName.toLowerCase()}.${el.className}: ${text.slice(0, 80)}`);
    }
    return [document.title, ...out];
  });

// ---- the people ------------------------------------------------------------------------------------

/** The person the next sweeps are made as (null: signed out). */
let signedIn: Who | undefined;
async function as(context: BrowserContext, server: RunningServer, user: SeededUser | null) {
  await context.clearCookies();
  if (user) await signInContext(context, server, user);
  signedIn = { server, user };
}

test.describe.configure({ mode: "serial" }); // the last test reads what the others visited

test("signed out: the landing, the public pages, sign-in and sign-up, the class sign-in, a certificate check, 404", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(120_000);
  await as(context, server, null);
  // the first-run page exists only while no admin does: swept when this server has none yet
  if ((await fetch(`${server.url}/api/v1/setup`)).status === 200) await sweep(page, { route: "/setup" });
  else visited.add("/setup");
  for (const v of [
    { route: "/" },
    { route: "/home" },
    { route: "/service-single/:id", url: "/service-single/1" },
    { route: "/contact" },
    { route: "/credits" },
    { route: "/privacy" },
    { route: "/terms" },
    { route: "/accessibility" },
    { route: "/ui-config" },
    { route: "/login" },
    { route: "/signup" },
    { route: "/forgot-password" },
    { route: "/reset-password", url: "/reset-password?token=not-a-real-token", name: "reset-password" },
    { route: "/verify-email", url: "/verify-email?token=not-a-real-token", name: "verify-email" },
    {
      route: "/auth/google/callback",
      url: "/auth/google/callback?error=access_denied",
      name: "google-callback",
    },
    { route: "/auth/oidc/callback", url: "/auth/oidc/callback?error=access_denied", name: "oidc-callback" },
    { route: "/class" },
    { route: "/certificates/:code", url: "/certificates/NOSUCHCODE" },
    { route: "*", url: "/no-such-page", name: "not-found" },
  ] as Visit[])
    await sweep(page, v);
});

test("a parent: the dashboard, plan, level test, profile, library, lesson, practice, progress, a tale, checkout", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(120_000);
  const fresh = seedUser(server, { firstName: "Léa" });
  await as(context, server, fresh);
  await sweep(page, { route: "/demo-confirmation" });
  await sweep(page, { route: "/level-test/results", name: "level-test-results-none" });
  const unverified = seedUser(server, { firstName: "Noor", isVerified: false });
  await as(context, server, unverified);
  await sweep(page, { route: "/verify-email-notice" });

  const parent = await demoUser(server, "Sarah");
  const child = await apiAs(server, parent, "POST", "/children", {
    first_name: "Yasmin",
    avatar: "cat",
    age_band: "4-6",
    guardian_confirmed: true,
  });
  expect(child.status).toBe(201);
  const shelf = await apiAs(server, parent, "GET", "/shelf");
  const checkout = await apiAs(server, parent, "POST", "/payments/create-checkout", {
    cancel_url: "/dashboard",
  });
  await as(context, server, parent);
  for (const v of [
    { route: "/who" },
    { route: "/dashboard" },
    { route: "/subscription" },
    { route: "/subscribe" },
    { route: "/level-test" },
    { route: "/profile" },
    { route: "/courses" },
    { route: "/lessons/:lessonId", url: "/lessons/ab-u01-l01" },
    { route: "/practice" },
    { route: "/progress" },
    { route: "/tales/:storyId", url: `/tales/${shelf.body.items[0].id}` },
    {
      route: "/checkout/local/:sessionId",
      url: `/checkout/local/${checkout.body.session_id}`,
      name: "checkout-local",
    },
    { route: "/payment-success" },
  ] as Visit[])
    await sweep(page, v);

  // an ended demo, then a plan near its end
  sql(server, "UPDATE subscriptions SET end_date = ? WHERE user_id = ? AND type = 'demo'", [
    Date.now() - DAY,
    parent.id,
  ]);
  await as(context, server, parent);
  await sweep(page, { route: "/demo-expired" });
  await sweep(page, { route: "/trial-expired" });
  const c = await apiAs(server, parent, "POST", "/payments/create-checkout", {});
  expect((await apiAs(server, parent, "POST", `/payments/local/${c.body.session_id}/pay`)).status).toBe(200);
  sql(server, "UPDATE subscriptions SET end_date = ? WHERE user_id = ? AND type = 'paid'", [
    Date.now() + 30 * DAY,
    parent.id,
  ]);
  await sweep(page, { route: "/renew" });

  // the child's own screens: home and path
  const sel = await apiAs(server, parent, "POST", `/children/${child.body.child.id}/select`);
  await as(context, server, { ...parent, accessToken: sel.body.access_token });
  await sweep(page, { route: "/courses", name: "child-home" });
  await sweep(page, { route: "/progress", name: "child-path" });
});

test("a teacher, a pupil and a family's report link: classes, a class, its sheet, report, a pupil's report, a lesson project", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000);
  const teacher = await teacherUser(server, "Salma");
  const cls = await classOf(server, teacher, "CE1 mardi");
  const made = await apiAs(server, teacher, "POST", `/classes/${cls.id}/pupils`, { first_name: "Adam" });
  expect(made.status).toBe(201);
  const pid = made.body.pupil.id;
  const link = await apiAs(server, teacher, "POST", `/classes/${cls.id}/pupils/${pid}/report-link`);
  expect(link.status).toBe(201);
  await as(context, server, teacher);
  for (const v of [
    { route: "/teach" },
    { route: "/teach/classes/:id", url: `/teach/classes/${cls.id}` },
    { route: "/teach/classes/:id/sheet", url: `/teach/classes/${cls.id}/sheet` },
    { route: "/teach/classes/:id/report", url: `/teach/classes/${cls.id}/report` },
    {
      route: "/teach/classes/:id/pupils/:pid/report",
      url: `/teach/classes/${cls.id}/pupils/${pid}/report`,
      name: "teach-pupil-report",
    },
    { route: "/teach/project/:lessonId", url: "/teach/project/ab-u01-l01" },
  ] as Visit[])
    await sweep(page, v);

  await as(context, server, null);
  await sweep(page, {
    route: "/family-report/:token",
    url: new URL(link.body.url).pathname,
    name: "family-report",
  });

  // the pupil, signed in with their pictures: their path
  const pupil = await fetch(`${server.url}/api/v1/class-sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      class_code: cls.code,
      pupil_id: pid,
      pictures: made.body.pictures.map((p: { name: string }) => p.name),
    }),
  }).then((r) => r.json());
  await as(context, server, {
    ...teacher,
    accessToken: pupil.access_token,
    refreshToken: pupil.refresh_token,
  });
  await sweep(page, { route: "/courses", name: "pupil-home" });
});

test("an admin: every tab of the admin area, the data summary, the audio pages", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000);
  const root = seedUser(server, { firstName: "Amel", isAdmin: true });
  await as(context, server, root);
  for (const tab of ["overview", "users", "classes", "subscriptions", "messages", "site"])
    await sweep(page, { route: "/admin", url: `/admin?tab=${tab}`, name: `admin-${tab}` });
  for (const v of [
    { route: "/admin/data-processing" },
    { route: "/admin/audio" },
    { route: "/admin/audio/session" },
  ] as Visit[])
    await sweep(page, v);
});

test("every route of the route table is swept above or skipped with a reason", () => {
  const missing = routePatterns().filter((r) => !visited.has(r) && !(r in SKIPPED));
  expect(missing, "routes neither swept nor skipped").toEqual([]);
  expect(
    Object.keys(SKIPPED).filter((r) => visited.has(r)),
    "skipped yet swept",
  ).toEqual([]);
});
