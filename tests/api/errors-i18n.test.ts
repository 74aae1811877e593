// The API's error envelope in the request's language (issue #30): a French request (Accept-Language,
// the mh_lang cookie, the account's own users.locale) reads French messages and field messages, with
// French typography; an English one reads the spec's English word for word; a message the catalogue
// does not know stays in English, never a key. Code and extra fields never change.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { ApiError, errorResponse } from "../../src/lib/errors";
import { setLocale } from "../../src/modules/users/service";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_PER_IP: "3" });
});
afterAll(() => t.close());

const FR = { "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" };
const EN = { "accept-language": "en-GB,en;q=0.9" };
let seq = 0;
const regBody = (over: Record<string, unknown> = {}) => {
  const u = `${Date.now().toString(36)}${++seq}`;
  return {
    email: `famille.${u}@example.com`,
    password: "Soleil1234",
    first_name: "Camille",
    last_name: "Martin",
    username: `camille_${u}`,
    ...over,
  };
};
const ip = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });

describe("a French request reads French", () => {
  test("401: signed out", async () => {
    const r = await t.call("GET", "/api/v1/users/me", { headers: FR });
    expect(r.status).toBe(401);
    expect(r.body.error).toEqual({ code: "UNAUTHORIZED", message: "Connexion requise" });
  });

  test("403 LESSON_LOCKED keeps its unlock_tier; the account's own language wins over the browser's", async () => {
    const anon = await t.call("GET", "/api/v1/lessons/ab-u01-l01", { headers: FR });
    expect(anon.status).toBe(403);
    expect(anon.body.error).toEqual({
      code: "LESSON_LOCKED",
      unlock_tier: "demo",
      message: "Cette leçon s’ouvre avec la démo gratuite ou un abonnement.",
    });
    // a French account (users.locale) on an English browser: French; an English account on a French one: English
    const french = await setLocale(t.deps, (await createTestUser(t.deps)).id, "fr");
    const { token } = await signIn(t.deps, french);
    const r = await t.call("GET", "/api/v1/lessons/ab-u01-l01", { token, headers: EN });
    expect(r.body.error.message).toBe("Cette leçon s’ouvre avec la démo gratuite ou un abonnement.");
    const english = await setLocale(t.deps, (await createTestUser(t.deps)).id, "en");
    const e = await t.call("GET", "/api/v1/lessons/ab-u01-l01", {
      token: (await signIn(t.deps, english)).token,
      headers: FR,
    });
    expect(e.body.error.message).toBe("This lesson opens with the free demo or a subscription.");
    // …but a page opened in French with ?lang=fr asks in the page's language (x-page-lang, sent by the web
    // client and the server render): the page and its API's words agree; a junk value changes nothing
    const paged = await t.call("GET", "/api/v1/lessons/ab-u01-l01", {
      token: (await signIn(t.deps, english)).token,
      headers: { ...EN, "x-page-lang": "fr" },
    });
    expect(paged.body.error.message).toBe("Cette leçon s’ouvre avec la démo gratuite ou un abonnement.");
    const junk = await t.call("GET", "/api/v1/lessons/ab-u01-l01", {
      token: (await signIn(t.deps, english)).token,
      headers: { ...FR, "x-page-lang": "x".repeat(5000) },
    });
    expect(junk.body.error.message).toBe("This lesson opens with the free demo or a subscription.");
  });

  test("404: an unknown route names itself; a lesson that does not exist", async () => {
    const r = await t.call("GET", "/api/v1/nowhere", { headers: FR });
    expect(r.status).toBe(404);
    expect(r.body.error).toEqual({ code: "NOT_FOUND", message: "Aucune route d’API GET /api/v1/nowhere" });
    const u = await setLocale(t.deps, (await createTestUser(t.deps)).id, "fr");
    const l = await t.call("GET", "/api/v1/lessons/no-such-lesson", {
      token: (await signIn(t.deps, u)).token,
    });
    expect(l.status).toBe(404);
    expect(l.body.error.code).toBe("LESSON_NOT_FOUND");
    expect(l.body.error.message).toBe("Cette leçon n’existe pas");
  });

  test("409 with its field; the mh_lang cookie is a French request too", async () => {
    const body = regBody();
    expect((await t.call("POST", "/api/v1/auth/register", { body, headers: ip(1) })).status).toBe(201);
    const again = await t.call("POST", "/api/v1/auth/register", {
      body: { ...body, username: `${body.username}_2` },
      headers: { cookie: "mh_lang=fr", ...ip(2) },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: "EMAIL_TAKEN",
      message: "Un compte existe déjà avec cette adresse e-mail.",
      fields: { email: "Un compte existe déjà avec cette adresse e-mail." },
    });
  });

  test("422: the message and each field in French (email, password rules, required, too long)", async () => {
    const r = await t.call("POST", "/api/v1/auth/register", {
      body: regBody({ email: "not-an-email", password: "short", first_name: "x".repeat(101) }),
      headers: { ...FR, ...ip(3) },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("VALIDATION");
    expect(r.body.error.message).toBe("Vérifiez votre saisie et réessayez.");
    expect(r.body.error.fields).toMatchObject({
      email: "Saisissez une adresse e-mail valide",
      password: "Le mot de passe doit contenir au moins 8 caractères",
    });
    expect(r.body.error.fields.first_name).toBe("100 caractères au plus");
    const missing = await t.call("POST", "/api/v1/auth/register", { body: {}, headers: { ...FR, ...ip(4) } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.email).toBe("L’adresse e-mail est obligatoire");
    expect(missing.body.error.fields.password).toBe("Le mot de passe est obligatoire");
    const upper = await t.call("POST", "/api/v1/auth/register", {
      body: regBody({ password: "lowercase123" }),
      headers: { ...FR, ...ip(5) },
    });
    expect(upper.body.error.fields.password).toBe(
      "Le mot de passe doit contenir au moins une lettre majuscule",
    );
  });

  test("400 malformed JSON, in French too", async () => {
    const r = await t.call("POST", "/api/v1/auth/login", { raw: "{nope", headers: FR });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({
      code: "MALFORMED_JSON",
      message: "Le corps de la requête n’est pas un JSON valide.",
    });
  });

  test("429 keeps Retry-After; French typography in French messages", async () => {
    let last = await t.call("POST", "/api/v1/auth/login", {
      body: { email: "nobody@example.com", password: "Whatever1" },
      headers: { ...FR, ...ip(9) },
    });
    for (let i = 0; i < 4 && last.status !== 429; i++)
      last = await t.call("POST", "/api/v1/auth/login", {
        body: { email: "nobody@example.com", password: "Whatever1" },
        headers: { ...FR, ...ip(9) },
      });
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe("RATE_LIMITED");
    expect(last.body.error.message).toBe("Trop de demandes. Patientez quelques minutes et réessayez.");
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    // typography: U+202F before "!", U+00A0 before ":"
    const exists = await errorResponse(
      new ApiError(409, "SUBSCRIPTION_EXISTS", "You already have an active subscription!"),
      "fr",
    ).json();
    expect(exists.error.message).toBe("Vous avez déjà un abonnement actif\u202f!");
    const locked = await errorResponse(
      new ApiError(
        403,
        "LESSON_LOCKED",
        "This lesson is part of the full library: it opens with a subscription.",
      ),
      "fr",
    ).json();
    expect(locked.error.message).toBe(
      "Cette leçon fait partie de la bibliothèque complète\u00a0: elle s’ouvre avec un abonnement.",
    );
  });
});

describe("the codes beyond the family's pages read French too", () => {
  test("a certificate code nobody has, a refused unsubscribe link (issue #30)", async () => {
    const cert = await t.call("GET", "/api/v1/certificates/MH-AAAA-AAAA", { headers: FR });
    expect(cert.status).toBe(404);
    expect(cert.body.error).toEqual({
      code: "CERTIFICATE_NOT_FOUND",
      message: "Aucun certificat ne porte ce code.",
    });
    const link = await t.call("POST", "/api/v1/digest/opt-out?u=x&t=nope", {
      headers: { ...FR, "content-type": "application/x-www-form-urlencoded" },
      raw: "List-Unsubscribe=One-Click",
    });
    expect(link.status).toBe(400);
    expect(link.body.error).toEqual({
      code: "INVALID_LINK",
      message:
        "Ce lien de désinscription ne fonctionne pas\u00a0: il est incomplet ou trop ancien. Désactivez l’e-mail hebdomadaire dans votre profil.",
    });
    // the same requests in English: the spec's words, unchanged
    const en = await t.call("GET", "/api/v1/certificates/MH-AAAA-AAAA", { headers: EN });
    expect(en.body.error.message).toBe("No certificate has this code.");
  });

  test("a 422 field from a zod schema of its own, and a message with its number read back", async () => {
    const u = await setLocale(t.deps, (await createTestUser(t.deps)).id, "fr");
    const { token } = await signIn(t.deps, u);
    const r = await t.call("PUT", "/api/v1/users/me/locale", { token, body: {} });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toBe("Vérifiez votre saisie et réessayez.");
    expect(Object.values(r.body.error.fields).join(" ")).not.toMatch(/\b(must|Send|the)\b/);
    const full = await errorResponse(
      new ApiError(
        409,
        "TOO_MANY_CLASSES",
        "A teacher can have up to 30 classes. Delete an old class first.",
      ),
      "fr",
    ).json();
    expect(full.error.message).toBe(
      "Un enseignant peut avoir jusqu’à 30 classes. Supprimez d’abord une ancienne classe.",
    );
  });
});

test("a date and a decimal read back from the English are written the French way", async () => {
  const fr = async (code: string, message: string) =>
    (await errorResponse(new ApiError(409, code, message), "fr").json()).error.message;
  expect(
    await fr("ALREADY_REQUESTED", "You asked on 1 March 2027: your school's admins have been told."),
  ).toBe(
    "Vous avez fait la demande le 1er mars 2027\u00a0: les administrateurs de votre école ont été prévenus.",
  );
  expect(
    await fr(
      "RENEWAL_NOT_OPEN",
      "Your Premium plan is still running. Renewal opens 60 days before it ends, on 2027-03-12.",
    ),
  ).toBe(
    "Votre formule Premium est toujours en cours. Le renouvellement ouvre 60 jours avant sa fin, le 12 mars 2027.",
  );
  expect(
    await fr(
      "AUDIO_TOO_LONG",
      "A word may last at most 3 seconds of sound; this one lasts 4.2 s. Say it once, without a pause before or after.",
    ),
  ).toContain("celui-ci dure 4,2 s");
  // English untouched
  const en = await errorResponse(
    new ApiError(409, "ALREADY_REQUESTED", "You asked on 1 March 2027: x."),
    "en",
  ).json();
  expect(en.error.message).toBe("You asked on 1 March 2027: x.");
});

describe("English stays the spec's English; unknown stays English", () => {
  test("an English request reads the English messages exactly", async () => {
    const me = await t.call("GET", "/api/v1/users/me", { headers: EN });
    expect(me.body.error).toEqual({ code: "UNAUTHORIZED", message: "Authentication required" });
    const r = await t.call("POST", "/api/v1/auth/register", {
      body: regBody({ email: "not-an-email" }),
      headers: { ...EN, ...ip(6) },
    });
    expect(r.body.error.message).toBe("Please check your input and try again.");
    expect(r.body.error.fields.email).toBe("Please enter a valid email address");
    const none = await t.call("GET", "/api/v1/lessons/ab-u01-l01"); // no language at all: English
    expect(none.body.error.message).toBe("This lesson opens with the free demo or a subscription.");
    expect(none.text).not.toMatch(/[\u202f\u00a0]/);
  });

  test("bad language input: a garbage or huge Accept-Language, a forged token, a strange cookie — English or French, never a 500", async () => {
    for (const al of ["ç;q=abc,,,", "x".repeat(8000), "de-DE,it;q=0.5"]) {
      const r = await t.call("GET", "/api/v1/users/me", { headers: { "accept-language": al } });
      expect(r.status).toBe(401);
      expect(r.body.error.message).toBe("Authentication required");
    }
    const forged = await t.call("GET", "/api/v1/users/me", { token: "not.a.jwt", headers: FR });
    expect(forged.status).toBe(401);
    expect(forged.body.error.message).toBe("Connexion requise");
    const cookie = await t.call("GET", "/api/v1/nowhere", { headers: { cookie: "mh_lang=%%%; mh_at=junk" } });
    expect(cookie.status).toBe(404);
    expect(cookie.body.error.message).toBe("No API route GET /api/v1/nowhere");
  });

  test("an unknown code falls back to its English message, never a catalogue key", async () => {
    const r = await errorResponse(
      new ApiError(418, "TEAPOT", "I am a teapot.", { brew: "Too strong" }),
      "fr",
    ).json();
    expect(r.error).toEqual({ code: "TEAPOT", message: "I am a teapot.", fields: { brew: "Too strong" } });
    expect(JSON.stringify(r)).not.toContain("errors.");
    // a known code with a message of its own the catalogue lacks: the code's French gist, not a key
    const own = await errorResponse(notFoundOf('Nothing called "x" here.'), "fr").json();
    expect(own.error.message).toBe("Introuvable");
    // a message the catalogue has under another code is found all the same, its argument read back
    const other = await errorResponse(notFoundOf('No audio item "word.bab" in the course.'), "fr").json();
    expect(other.error.message).toBe("Le cours n’a pas d’élément audio «\u00a0word.bab\u00a0».");
  });
});

function notFoundOf(message: string) {
  return new ApiError(404, "NOT_FOUND", message);
}
