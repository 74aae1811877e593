// The server render in the visitor's language (issue #30): Accept-Language on a first visit, the
// mh_lang cookie, the account's own users.locale (a child profile's own too), `?lang=`; <html lang dir>
// from it; only that language's catalogue named in the page; the public page cache kept per language.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { subscriptions } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const page = (path: string, headers: Record<string, string> = {}, cookie?: string) =>
  t.call("GET", path, { headers, cookie });
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const catalogues = (html: string) => [...html.matchAll(/i18n-(\w+)-[\w]+\.js/g)].map((m) => m[1]);

describe("the landing in the visitor's language", () => {
  test("Accept-Language fr: French, lang=fr, only the French catalogue", async () => {
    const r = await page("/", { "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" });
    expect(r.status).toBe(200);
    expect(htmlTag(r.text)).toContain('lang="fr" dir="ltr"');
    expect(r.text).toContain("<title>Apprendre l’arabe en ligne - L’arabe pour les enfants</title>");
    expect(r.text).toContain("Se connecter");
    expect(r.text).toContain("Trouvez le niveau de votre enfant");
    expect(r.text).toContain("veut dire bonjour\u202f!");
    expect(r.text).not.toContain("Sign In");
    expect(catalogues(r.text)).toEqual(["fr"]);
  });
  test("any other language or none: English, and no French typography", async () => {
    for (const al of ["en-US,en;q=0.9", "de-DE", ""]) {
      const r = await page("/", al ? { "accept-language": al } : {});
      expect(htmlTag(r.text)).toContain('lang="en" dir="ltr"');
      expect(r.text).toContain("Sign In");
      expect(r.text).toContain("means hello!");
      expect(r.text).not.toMatch(/[\u202f\u00a0][!?;:]/);
      expect(catalogues(r.text)).toEqual(["en"]);
    }
  });
  test("the cookie a visitor's switch sets wins over the browser's language", async () => {
    const r = await page("/", { "accept-language": "fr", cookie: "mh_lang=en" });
    expect(htmlTag(r.text)).toContain('lang="en"');
    const back = await page("/", { "accept-language": "en", cookie: "mh_lang=fr" });
    expect(htmlTag(back.text)).toContain('lang="fr"');
  });
  test("the public page cache keeps one render per language, never the other's", async () => {
    for (let i = 0; i < 2; i++) {
      const fr = await page("/contact", { "accept-language": "fr" });
      const en = await page("/contact", { "accept-language": "en" });
      expect(htmlTag(fr.text)).toContain('lang="fr"');
      expect(htmlTag(en.text)).toContain('lang="en"');
      if (i === 1) expect(fr.headers.get("x-page-cache")).toBe("hit");
      if (i === 1) expect(fr.headers.get("vary")).toContain("accept-language");
    }
  });
  test("the 404 page in French", async () => {
    const r = await page("/nowhere-at-all", { "accept-language": "fr" });
    expect(r.status).toBe(404);
    expect(r.text).toContain("<title>Page introuvable - Marhaba</title>");
    expect(r.text).toContain("Retour à l’accueil");
  });
  test("bad ?lang= and cookie values fall back to the browser's language", async () => {
    for (const q of ["xx", "%3Cscript%3E", "x".repeat(5000), "fr,en"]) {
      const r = await page(`/?lang=${q}`, { "accept-language": "fr", cookie: "mh_lang=zz" });
      expect(r.status).toBe(200);
      expect(htmlTag(r.text)).toContain('lang="fr"');
    }
  });
});

describe("the pseudo-locale (tests only)", () => {
  test("?lang=pseudo: right-to-left, accented, its own catalogue", async () => {
    const r = await page("/?lang=pseudo");
    expect(htmlTag(r.text)).toContain('lang="en-XA" dir="rtl"');
    expect(r.text).toContain("[Šíĝñ Íñ");
    expect(catalogues(r.text)).toEqual(["pseudo"]);
  });
  test("refused without ALLOW_TEST_CLOCK", async () => {
    const prod = await makeTestApp({ ALLOW_TEST_CLOCK: "" });
    try {
      const r = await prod.call("GET", "/?lang=pseudo", { headers: { cookie: "mh_lang=pseudo" } });
      expect(htmlTag(r.text)).toContain('lang="en" dir="ltr"');
    } finally {
      await prod.close();
    }
  });
});

describe("the language remembered on the account", () => {
  test("a signed-in parent's users.locale wins over the browser and the cookie", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const put = await t.call("PUT", "/api/v1/users/me/locale", { token: s.token, body: { locale: "fr" } });
    expect(put.status).toBe(200);
    const r = await page("/", { "accept-language": "en" }, `${s.cookie}; mh_lang=en`);
    expect(htmlTag(r.text)).toContain('lang="fr"');
    expect(r.text).toContain("Tableau de bord");
  });
  test("a child learns in French while the parent reads English: the child's own users.locale", async () => {
    const user = await createTestUser(t.deps);
    const now = t.deps.clock.now();
    await t.deps.db.insert(subscriptions).values({
      userId: user.id,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: addDays(now, 365),
    });
    const s = await signIn(t.deps, user);
    await t.call("PUT", "/api/v1/users/me/locale", { token: s.token, body: { locale: "en" } });
    const kid = await t.call("POST", "/api/v1/children", {
      token: s.token,
      body: { first_name: "Nour", avatar: "cat", age_band: "4-6", guardian_confirmed: true },
    });
    expect(kid.status).toBe(201);
    const sel = await t.call("POST", `/api/v1/children/${kid.body.id ?? kid.body.child?.id}/select`, {
      token: s.token,
    });
    expect(sel.status).toBe(200);
    const child = sel.body.access_token as string;
    expect(
      (await t.call("PUT", "/api/v1/users/me/locale", { token: child, body: { locale: "fr" } })).status,
    ).toBe(200);
    const kidPage = await page("/courses", { "accept-language": "en" }, `mh_at=${child}`);
    expect(htmlTag(kidPage.text)).toContain('lang="fr"');
    // the parent on a session of their own (a session that selected a child acts as the child)
    const own = await signIn(t.deps, user);
    const parentPage = await page("/", { "accept-language": "fr" }, own.cookie);
    expect(htmlTag(parentPage.text)).toContain('lang="en"');
  });
  test("PUT /users/me/locale refuses what is not en or fr, in the error envelope", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    for (const body of [
      { locale: "pseudo" },
      { locale: "de" },
      { locale: 1 },
      { locale: "fr".repeat(50_000) },
    ]) {
      const r = await t.call("PUT", "/api/v1/users/me/locale", { token: s.token, body });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBeTruthy();
    }
    const raw = await t.call("PUT", "/api/v1/users/me/locale", { token: s.token, raw: "{not json" });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.status).toBeLessThan(500);
  });
});
