// The server render in the visitor's language (issue #30): Accept-Language on a first visit, the
// mh_lang cookie, the account's own users.locale (a child profile's own too), `?lang=`; <html lang dir>
// from it; only that language's catalogue named in the page; the public page cache kept per language.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { and, eq } from "drizzle-orm";
import { outbox, subscriptions, users } from "../../src/db/schema";
import { sendDigests } from "../../src/modules/digest/service";
import { digestMail, receiptMail } from "../../src/modules/mail/templates";
import { translatorFor } from "../../shared/i18n/catalogues";
import { addDays } from "../../src/lib/clock";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const page = (path: string, headers: Record<string, string> = {}, cookie?: string) =>
  t.call("GET", path, { headers, cookie });
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
/** The languages of every catalogue chunk the page names (loaded first or later): one, the page's. */
const catalogues = (html: string) => [
  ...new Set([...html.matchAll(/i18n-(en|fr|pseudo)-\w+-\w+\.js/g)].map((m) => m[1])),
];
/** The areas whose chunks the page loads before it is interactive. */
const firstAreas = (html: string) => [...html.matchAll(/data-catalogue="(\w+)"/g)].map((m) => m[1]).sort();

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
    expect(firstAreas(r.text)).toEqual(["common", "site"]); // the landing's words only; the rest after
  });
  test("a public page's own texts come first where it shows them, never on the landing", async () => {
    const landing = await page("/", { "accept-language": "fr" });
    expect(landing.text).not.toMatch(/modulepreload" href="[^"]*i18n-fr-site_pages-/);
    const privacy = await page("/privacy", { "accept-language": "fr" });
    expect(firstAreas(privacy.text)).toContain("site_pages");
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

describe("the account pages in French", () => {
  test("/login, /signup, /forgot-password: French titles, labels and buttons", async () => {
    const fr = { "accept-language": "fr" };
    const login = await page("/login", fr);
    expect(login.text).toContain("<title>Connexion - Marhaba</title>");
    expect(login.text).toContain("Bon retour parmi nous\u202f!");
    expect(login.text).toContain("Mot de passe oublié\u202f?");
    const signup = await page("/signup", fr);
    expect(signup.text).toContain("Créez votre compte");
    expect(signup.text).toContain("Étape 1\u00a0: vos informations");
    expect(signup.text).toContain("Prénom");
    const forgot = await page("/forgot-password", fr);
    expect(forgot.text).toContain("Envoyer le lien");
    const en = await page("/login", { "accept-language": "en" });
    expect(en.text).toContain("<title>Sign In - Marhaba</title>");
    expect(en.text).toContain("Welcome back!");
  });
});

describe("the pseudo-locale (tests only)", () => {
  test("?lang=pseudo: right-to-left, accented, its own catalogue", async () => {
    const r = await page("/?lang=pseudo");
    expect(htmlTag(r.text)).toContain('lang="ar-XB" dir="rtl"');
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

describe("mails in the recipient's language", () => {
  const mailsTo = (email: string, kind: string) =>
    t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, kind), eq(outbox.to, email)));

  test("the weekly digest: French for a parent whose users.locale is fr, English for the others", async () => {
    const fr = await createTestUser(t.deps, { firstName: "Claire" });
    const en = await createTestUser(t.deps, { firstName: "Emma" });
    await t.deps.db.update(users).set({ digestOptIn: true, locale: "fr" }).where(eq(users.id, fr.id));
    await t.deps.db.update(users).set({ digestOptIn: true }).where(eq(users.id, en.id));
    await sendDigests(t.deps);
    const [mFr] = await mailsTo(fr.email, "weekly_digest");
    const [mEn] = await mailsTo(en.email, "weekly_digest");
    expect(mFr.subject).toBe("Votre semaine d’arabe — Marhaba");
    expect(mFr.text).toContain("Vous\u00a0: pas de leçon cette semaine");
    expect(mFr.text).toContain("Voir les progrès\u00a0:");
    expect(mFr.html).toContain('<html lang="fr">');
    expect(mFr.html).toContain("Si le bouton ne fonctionne pas");
    expect(mEn.subject).toBe("Your week in Arabic — Marhaba");
    expect(mEn.html).toContain('<html lang="en">');
    expect(mEn.text).not.toMatch(/[\s\u00a0\u202f][!?;:]/);
  });

  test("signing up from a French browser: the account is French, and so is its verification mail", async () => {
    const signup = (email: string, headers: Record<string, string>) =>
      t.call("POST", "/api/v1/auth/register", {
        headers,
        body: {
          email,
          password: "Sunny1234",
          first_name: "Léa",
          last_name: "Martin",
          username: email.split("@")[0],
        },
      });
    expect((await signup("lea_fr@example.com", { "accept-language": "fr-FR,fr;q=0.9" })).status).toBe(201);
    expect((await signup("lea_en@example.com", { "accept-language": "en-GB" })).status).toBe(201);
    expect((await signup("lea_none@example.com", {})).status).toBe(201);
    const localeOf = async (email: string) =>
      (await t.deps.db.select().from(users).where(eq(users.email, email)).limit(1))[0]!.locale;
    expect(await localeOf("lea_fr@example.com")).toBe("fr");
    expect(await localeOf("lea_en@example.com")).toBe("en");
    expect(await localeOf("lea_none@example.com")).toBeNull();
    const [fr] = await mailsTo("lea_fr@example.com", "verify_email");
    expect(fr.subject).toBe("Confirmez votre adresse e-mail pour Marhaba");
    expect(fr.text).toContain("Bienvenue sur Marhaba, Léa\u202f!");
    const [en] = await mailsTo("lea_en@example.com", "verify_email");
    expect(en.subject).toBe("Confirm your email for Marhaba");
  });

  test("the digest's children, words and plurals in French", () => {
    const t = translatorFor("fr");
    const mail = digestMail(
      "https://example.org",
      {
        sections: [
          {
            name: "Yasmine",
            lessons: 1,
            words: 3,
            practise: [{ ar: "بَاب", translit: "bāb", en: "door", fr: "porte" }],
          },
          { name: "Adam", lessons: 2, words: 1, practise: [{ ar: "قِطّ", translit: "qiṭṭ", en: "cat" }] },
        ],
      },
      "https://example.org/stop",
      t,
    );
    expect(mail.subject).toBe("La semaine d’arabe de Yasmine et Adam — Marhaba");
    expect(mail.text).toContain(
      "Yasmine\u00a0: ces 7 derniers jours, 1 leçon terminée et 3 mots travaillés.",
    );
    expect(mail.text).toContain("Adam\u00a0: ces 7 derniers jours, 2 leçons terminées et 1 mot travaillé.");
    expect(mail.text).toContain("Trois mots à réviser avec Yasmine\u00a0:");
    expect(mail.text).toContain("بَاب — bāb — porte");
    expect(mail.text).toContain("قِطّ — qiṭṭ — cat"); // no French meaning yet: the English one
  });

  test("a receipt in French: euros and dates the French way", () => {
    const mail = receiptMail(
      "https://example.org",
      {
        firstName: "Claire",
        amountCents: 4000,
        months: 14,
        renewal: false,
        from: "2026-03-01T00:00:00Z",
        to: "2027-05-01T00:00:00Z",
        demoDaysKept: 1,
        paidAt: "2026-03-01T10:00:00Z",
        reference: "cs_1",
      },
      translatorFor("fr"),
    );
    expect(mail.subject).toBe("Votre reçu Marhaba\u00a0: 40\u00a0€ pour 14 mois");
    expect(mail.text).toContain("le 1er mars 2026");
    expect(mail.text).toContain("du 1er mars 2026 au 1er mai 2027");
    expect(mail.text).toContain("le 1 jour restant de votre démo gratuite est conservé");
  });
});
