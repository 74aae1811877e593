// Notices and success words in the reader's language (issue #30). A loader's redirect leaves a notice as a
// catalogue key and its arguments (web/lib/notice.ts); /session hands back only a real key with a few plain
// arguments. The API's success replies ({ message }) are worded in the request's language.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { translatorFor } from "../../shared/i18n/catalogues";
import { setLocale } from "../../src/modules/users/service";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ CONTACT_MIN_FILL_SECONDS: "0", RATE_LIMIT_CONTACT_PER_IP: "1000" });
});
afterAll(() => t.close());

const noticeCookie = (n: unknown) => `mh_notice=${encodeURIComponent(JSON.stringify(n))}`;
const sessionNotice = async (n: unknown) =>
  (await t.call("GET", "/api/v1/session", { cookie: noticeCookie(n) })).body.notice;

describe("a redirect's notice", () => {
  test("a loader's redirect leaves a key, not words; /session hands it back once", async () => {
    const r = await t.call("GET", "/reset-password", { headers: { "accept-language": "fr" } });
    expect(r.status).toBe(302);
    const cookie = r.headers
      .getSetCookie()
      .find((c) => c.startsWith("mh_notice="))!
      .split(";")[0]!;
    expect(decodeURIComponent(cookie)).not.toContain("Invalid"); // no English frozen in the cookie
    const s = await t.call("GET", "/api/v1/session", { cookie });
    expect(s.body.notice).toMatchObject({ kind: "error", key: "auth.reset.noToken", values: {} });
    expect(translatorFor("fr")(s.body.notice.key)).toBe("Lien de réinitialisation invalide ou manquant");
    expect(s.headers.getSetCookie().join(";")).toContain("mh_notice=;"); // shown once
  });

  test("dates and plain arguments come back as they went", async () => {
    const values = {
      until: { date: "2027-03-01T00:00:00.000Z" },
      opens: { date: "2026-12-31T00:00:00.000Z" },
    };
    expect(
      await sessionNotice({ kind: "info", key: "subscription.notice.premiumRunning", values }),
    ).toMatchObject({ kind: "info", key: "subscription.notice.premiumRunning", values });
  });

  test("a cookie the visitor made up is no notice: words, unknown keys, odd arguments", async () => {
    expect(await sessionNotice({ kind: "info", message: "Hello there" })).toBeNull();
    expect(await sessionNotice({ kind: "info", key: "admin.noSuchKey" })).toBeNull();
    expect(await sessionNotice({ kind: "loud", key: "admin.accessDenied" })).toBeNull();
    expect(
      await sessionNotice({ kind: "info", key: "admin.accessDenied", values: { a: { b: 1 } } }),
    ).toBeNull();
    expect(
      await sessionNotice({ kind: "info", key: "admin.accessDenied", values: { a: "x".repeat(201) } }),
    ).toBeNull();
    const many = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`v${i}`, i]));
    expect(await sessionNotice({ kind: "info", key: "admin.accessDenied", values: many })).toBeNull();
    const bad = await t.call("GET", "/api/v1/session", { cookie: "mh_notice=%7Bnot-json" });
    expect([bad.status, bad.body.notice]).toEqual([200, null]);
  });
});

describe("success replies in the request's language", () => {
  test("contact thanks: French for ?lang=fr and Accept-Language fr, English otherwise", async () => {
    const body = {
      name: "Layla Haddad",
      email: "layla@example.com",
      message: "Bonjour",
      website: "",
      fill_ms: 9000,
    };
    const fr = await t.call("POST", "/api/v1/contact?lang=fr", { body });
    expect(fr.status).toBe(201);
    expect(fr.body.message).toBe(translatorFor("fr")("site.contact.thanks"));
    expect(fr.body.message).toStartWith("Merci\u202f! Votre message a bien été envoyé.");
    const fr2 = await t.call("POST", "/api/v1/contact", {
      body,
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
    });
    expect(fr2.body.message).toBe(fr.body.message);
    const en = await t.call("POST", "/api/v1/contact", { body });
    expect(en.body.message).toBe("Thank you! Your message has been sent. We reply within 24 hours.");
  });

  test("a French account's resend, forgot-password and sign-out answers are French", async () => {
    const user = await setLocale(t.deps, (await createTestUser(t.deps, { isVerified: false })).id, "fr");
    const { cookie } = await signIn(t.deps, user);
    const resent = await t.call("POST", "/api/v1/auth/resend-verification", { cookie });
    expect(resent.body).toEqual({ message: translatorFor("fr")("auth.notice.resent"), sent: true });
    expect(resent.body.message).toStartWith("Un nouveau lien de confirmation");
    const forgot = await t.call("POST", "/api/v1/auth/forgot-password", {
      body: { email: "nobody@example.com" },
      headers: { "accept-language": "fr" },
    });
    expect(forgot.body.message).toBe(translatorFor("fr")("auth.forgot.sent"));
    expect(forgot.body.message).not.toContain("Password");
    const out = await t.call("POST", "/api/v1/auth/logout", { cookie });
    expect(out.body.message).toBe("Déconnexion effectuée");
    // the same account's words in English when it asks for English on the address
    const again = await signIn(t.deps, user);
    const en = await t.call("POST", "/api/v1/auth/resend-verification?lang=en", { cookie: again.cookie });
    expect(en.body.message).toBe("A new verification link is on its way. Please check your inbox.");
  });
});
