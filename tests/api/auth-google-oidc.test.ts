// Sign-in against panva's oidc-provider (tests/support/oidc-provider.ts) in both shapes:
// Google's slot (GOOGLE_*) on the library's defaults (iss parameter, claims in userinfo, PKCE
// required), and the school's slot (OIDC_*) behaving like Google (claims in the id_token, no iss),
// with an email-domain restriction. Then provider outages, and SIGNUP_MODE=restricted.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, type TestApp } from "../support/app";
import { startProvider, type RunningProvider, type Account } from "../support/oidc-provider";
import { users } from "../../src/db/schema";
import { ConfigError, loadConfig } from "../../src/config";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const GOOGLE_CB = "http://localhost/auth/google/callback";
const SCHOOL_CB = "http://localhost/auth/oidc/callback";

let t: TestApp;
let standard: RunningProvider; // in Google's slot
let school: RunningProvider; // google-like, in the school's slot
let logs: { level: string; msg: string; extra?: Record<string, unknown> }[] = [];

beforeAll(async () => {
  standard = await startProvider({ shape: "standard", redirectUris: [GOOGLE_CB] });
  school = await startProvider({ shape: "google-like", redirectUris: [SCHOOL_CB] });
  t = await makeTestApp({
    GOOGLE_ISSUER: standard.issuer,
    GOOGLE_CLIENT_ID: standard.clientId,
    GOOGLE_CLIENT_SECRET: standard.clientSecret,
    OIDC_ISSUER: school.issuer,
    OIDC_CLIENT_ID: school.clientId,
    OIDC_CLIENT_SECRET: school.clientSecret,
    OIDC_LABEL: "Sign in with Oak Primary",
    OIDC_ALLOWED_DOMAINS: "school.example, staff.school.example",
  });
  const record = (level: string) => (msg: string, extra?: Record<string, unknown>) =>
    void logs.push({ level, msg, extra });
  t.deps.log = { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") };
});
afterAll(async () => {
  t.close();
  await standard.stop();
  await school.stop();
});

let n = 0;
function account(idp: RunningProvider, over: Partial<Account> = {}): Account {
  n++;
  const a = {
    sub: `acct-${Date.now()}-${n}`,
    email: `teacher${Date.now()}${n}@school.example`,
    email_verified: true,
    given_name: "Huda",
    family_name: "Karim",
    ...over,
  };
  idp.accounts.set(a.sub, a);
  return a;
}

/** start → the provider's login and consent forms → the whole callback query, plus our state cookie. */
async function consent(
  app: TestApp,
  id: "google" | "oidc",
  idp: RunningProvider,
  sub: string,
  opts: { cancel?: boolean } = {},
) {
  const start = await app.call("GET", `/api/v1/auth/${id}/start`);
  expect(start.status).toBe(302);
  const cookie = start.headers
    .getSetCookie()
    .find((c) => c.startsWith(id === "google" ? "mh_g=" : "mh_o="))!
    .split(";")[0];
  const back = new URL(await idp.signIn(start.headers.get("location")!, sub, opts));
  return { cookie, query: Object.fromEntries(back.searchParams) as Record<string, string> };
}
const finish = (app: TestApp, id: "google" | "oidc", c: { cookie: string; query: Record<string, string> }) =>
  app.call("POST", `/api/v1/auth/${id}`, {
    body: c.query,
    headers: { cookie: c.cookie, "x-csrf-protection": "1" },
  });

describe("a standard provider (iss parameter, claims in userinfo) in Google's slot", () => {
  test("/auth/providers lists both; sign-up creates a verified account from the userinfo claims; signing in again finds it", async () => {
    expect((await t.call("GET", "/api/v1/auth/providers")).body).toEqual({
      google: true,
      oidc: { label: "Sign in with Oak Primary" },
      signup: "open",
    });
    const a = account(standard, { email: "gina" + Date.now() + "@gmail.example" });
    const c = await consent(t, "google", standard, a.sub);
    expect(c.query.iss).toBe(standard.issuer);
    const r = await finish(t, "google", c);
    expect(r.status).toBe(200);
    expect(r.body.created).toBe(true);
    expect(r.body.user).toMatchObject({
      email: a.email,
      first_name: "Huda",
      last_name: "Karim",
      is_verified: true,
    });
    expect(r.headers.getSetCookie().some((x) => x.startsWith("mh_at="))).toBe(true);
    const again = await finish(t, "google", await consent(t, "google", standard, a.sub));
    expect(again.body).toMatchObject({ created: false, user: { id: r.body.user.id } });
  });

  test("the iss parameter is checked: a callback without it, or with another issuer, is refused", async () => {
    const a = account(standard);
    const c = await consent(t, "google", standard, a.sub);
    const { iss, ...withoutIss } = c.query;
    expect((await finish(t, "google", { ...c, query: withoutIss })).status).toBe(401);
    const c2 = await consent(t, "google", standard, a.sub);
    expect(
      (await finish(t, "google", { ...c2, query: { ...c2.query, iss: "http://127.0.0.1:1" } })).status,
    ).toBe(401);
    expect(
      (await t.deps.db.select().from(users).where(eq(users.email, a.email!)).limit(1))[0],
    ).toBeUndefined();
  });

  test("linking: a password account with the same verified email is linked; an unverified provider email is refused with 409", async () => {
    const existing = await createTestUser(t.deps, { isVerified: false });
    const a = account(standard, { email: existing.email });
    const r = await finish(t, "google", await consent(t, "google", standard, a.sub));
    expect(r.status).toBe(200);
    expect(r.body.user.id).toBe(existing.id);
    expect((await t.deps.db.select().from(users).where(eq(users.id, existing.id)).limit(1))[0]).toMatchObject(
      { googleSub: a.sub, isVerified: true },
    );

    const other = await createTestUser(t.deps);
    const b = account(standard, { email: other.email, email_verified: false });
    const refused = await finish(t, "google", await consent(t, "google", standard, b.sub));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "An account with this email already exists. Please sign in with your password.",
    );
    expect(
      (await t.deps.db.select().from(users).where(eq(users.id, other.id)).limit(1))[0]!.googleSub,
    ).toBeNull();

    // An account already linked to one Google account is not taken over by another with the same address.
    const c = account(standard, { email: existing.email });
    const taken = await finish(t, "google", await consent(t, "google", standard, c.sub));
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("GOOGLE_ALREADY_LINKED");
    expect(
      (await t.deps.db.select().from(users).where(eq(users.id, existing.id)).limit(1))[0]!.googleSub,
    ).toBe(a.sub);
  });

  test("cancel at the provider comes back with error=access_denied and no code", async () => {
    const c = await consent(t, "google", standard, account(standard).sub, { cancel: true });
    expect(c.query.error).toBe("access_denied");
    expect(c.query.code).toBeUndefined();
  });

  test("a replayed code, a removed state and a tampered state are refused, and the logs say why without codes or secrets", async () => {
    logs = [];
    const a = account(standard);
    const c = await consent(t, "google", standard, a.sub);
    const { state, ...noState } = c.query;
    const removed = await finish(t, "google", { ...c, query: noState });
    expect(removed.status).toBe(401);
    expect(removed.body.error).toEqual({ code: "GOOGLE_FAILED", message: "Failed to sign in with Google" });
    const tampered = await finish(t, "google", { ...c, query: { ...c.query, state: state + "x" } });
    expect(tampered.status).toBe(401);
    expect((await finish(t, "google", c)).status).toBe(200);
    const replayed = await finish(t, "google", c);
    expect(replayed.status).toBe(401);

    const reasons = logs.filter((l) => l.msg === "oidc sign-in refused").map((l) => l.extra?.reason);
    expect(reasons).toEqual([
      "state missing from the callback",
      "state does not match this browser's sign-in",
      "the provider's answer was refused",
    ]);
    const replayLog = logs.filter((l) => l.msg === "oidc sign-in refused").at(-1)!.extra!;
    expect(replayLog.oauth_error).toBe("invalid_grant"); // the provider's own word, not just "invalid response"
    const text = JSON.stringify(logs);
    for (const secret of [c.query.code, state, standard.clientSecret, c.cookie.split("=")[1]])
      expect(text).not.toContain(secret);
  });

  test("a userinfo answer about another sub is refused and creates nobody", async () => {
    logs = [];
    const a = account(standard, { userinfoSub: "someone-else" });
    const r = await finish(t, "google", await consent(t, "google", standard, a.sub));
    expect(r.status).toBe(401);
    expect(
      (await t.deps.db.select().from(users).where(eq(users.email, a.email!)).limit(1))[0],
    ).toBeUndefined();
    expect(logs.some((l) => l.msg === "oidc sign-in refused" && /sub/i.test(JSON.stringify(l.extra)))).toBe(
      true,
    );
  });
});

describe("the school's provider (google-like: claims in the id_token, no iss) with OIDC_ALLOWED_DOMAINS", () => {
  test("a teacher of the school signs up, then in again; the subject is kept with its issuer", async () => {
    const a = account(school);
    const c = await consent(t, "oidc", school, a.sub);
    expect(c.query.iss).toBeUndefined();
    const r = await finish(t, "oidc", c);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      created: true,
      user: { email: a.email, first_name: "Huda", is_verified: true },
    });
    expect(
      (await t.deps.db.select().from(users).where(eq(users.id, r.body.user.id)).limit(1))[0]!.oidcSub,
    ).toBe(`${school.issuer} ${a.sub}`);
    const again = await finish(t, "oidc", await consent(t, "oidc", school, a.sub));
    expect(again.body).toMatchObject({ created: false, user: { id: r.body.user.id } });
  });

  test("an address outside the allowed domains is refused with a clear message and creates nobody", async () => {
    const a = account(school, { email: `x${Date.now()}@gmail.example` });
    const r = await finish(t, "oidc", await consent(t, "oidc", school, a.sub));
    expect(r.status).toBe(403);
    expect(r.body.error).toEqual({
      code: "OIDC_DOMAIN_NOT_ALLOWED",
      message: "Only @school.example, @staff.school.example accounts can sign in here.",
    });
    expect(
      (await t.deps.db.select().from(users).where(eq(users.email, a.email!)).limit(1))[0],
    ).toBeUndefined();
  });

  test("the same linking rules: a verified address links an existing password account, an unverified one is refused", async () => {
    const existing = await createTestUser(t.deps, { email: `amal${Date.now()}@staff.school.example` });
    const a = account(school, { email: existing.email });
    const r = await finish(t, "oidc", await consent(t, "oidc", school, a.sub));
    expect(r.body.user.id).toBe(existing.id);
    const other = await createTestUser(t.deps, { email: `bilal${Date.now()}@school.example` });
    const b = account(school, { email: other.email, email_verified: false });
    const refused = await finish(t, "oidc", await consent(t, "oidc", school, b.sub));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("OIDC_EMAIL_UNVERIFIED");
  });

  test("a flow cookie of one provider does not finish the other's sign-in", async () => {
    const a = account(school);
    const c = await consent(t, "oidc", school, a.sub);
    const r = await t.call("POST", "/api/v1/auth/google", {
      body: c.query,
      headers: { cookie: c.cookie.replace("mh_o=", "mh_g="), "x-csrf-protection": "1" },
    });
    expect(r.status).toBe(401);
  });
});

describe("provider down", () => {
  test("at the start: the browser is sent to the callback page with an error (each provider)", async () => {
    const down = await makeTestApp({
      OIDC_ISSUER: "http://127.0.0.1:9/",
      OIDC_CLIENT_ID: "id",
      OIDC_CLIENT_SECRET: "secret",
    });
    try {
      const r = await down.call("GET", "/api/v1/auth/oidc/start");
      expect(r.status).toBe(302);
      expect(r.headers.get("location")).toBe("/auth/oidc/callback?error=temporarily_unavailable");
    } finally {
      down.close();
    }
  });

  test("at the callback: 502 GOOGLE_UNAVAILABLE in the envelope, whether discovery was cached or not (a restart)", async () => {
    const idp = await startProvider({ redirectUris: [GOOGLE_CB] });
    const env = {
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
    };
    const app = await makeTestApp(env);
    const restarted = await makeTestApp(env);
    try {
      const c1 = await consent(app, "google", idp, account(idp).sub);
      const c2 = await consent(app, "google", idp, account(idp).sub);
      await idp.stop();
      const cached = await finish(app, "google", c1);
      expect(cached.status).toBe(502);
      expect(cached.body.error).toEqual({
        code: "GOOGLE_UNAVAILABLE",
        message: "Sign-in with Google is unavailable right now. Please try again later.",
      });
      const fresh = await finish(restarted, "google", c2);
      expect(fresh.status).toBe(502);
      expect(fresh.body.error.code).toBe("GOOGLE_UNAVAILABLE");
    } finally {
      app.close();
      restarted.close();
    }
  });
});

describe("SIGNUP_MODE=restricted (a school instance)", () => {
  test("no self sign-up and no Google; the school's provider creates accounts; admin-made password accounts sign in", async () => {
    const idp = await startProvider({ shape: "google-like", redirectUris: [SCHOOL_CB] });
    const app = await makeTestApp({
      SIGNUP_MODE: "restricted",
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "g",
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
    });
    try {
      expect((await app.call("GET", "/api/v1/auth/providers")).body).toEqual({
        google: false,
        oidc: { label: "Sign in with your school account" },
        signup: "restricted",
      });
      const reg = await app.call("POST", "/api/v1/auth/register", {
        body: {
          email: "parent@example.com",
          password: "Str0ngPassw0rd",
          first_name: "P",
          last_name: "Q",
          username: "parent_q",
        },
      });
      expect(reg.status).toBe(403);
      expect(reg.body.error.code).toBe("SIGNUP_CLOSED");
      const g = await app.call("GET", "/api/v1/auth/google/start");
      expect(g.status).toBe(403);
      expect(g.body.error.message).toBe("Google sign-in is turned off on this site.");

      const r = await finish(app, "oidc", await consent(app, "oidc", idp, account(idp).sub));
      expect(r.status).toBe(200);
      expect(r.body.created).toBe(true);

      const made = await createTestUser(app.deps); // as `cli users:create` does
      const login = await app.call("POST", "/api/v1/auth/login", {
        body: { email: made.email, password: "Str0ngPassw0rd" },
      });
      expect(login.status).toBe(200);
    } finally {
      app.close();
      await idp.stop();
    }
  });
});

describe("configuration", () => {
  const env = (over: Record<string, string>) => ({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "marhaba-cfg-")),
    JWT_SECRET: "x".repeat(32),
    ...over,
  });
  test("the OIDC_* trio goes together, the issuer is https (or this machine), the domains are domain names", () => {
    expect(() =>
      loadConfig(env({ OIDC_ISSUER: "https://login.school.example", OIDC_CLIENT_ID: "c" })),
    ).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together/);
    const trio = { OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" };
    expect(() => loadConfig(env({ ...trio, OIDC_ISSUER: "http://login.school.example" }))).toThrow(
      /OIDC_ISSUER must be https/,
    );
    expect(() =>
      loadConfig(
        env({
          ...trio,
          OIDC_ISSUER: "https://login.school.example",
          OIDC_ALLOWED_DOMAINS: "school.example, not a domain",
        }),
      ),
    ).toThrow(ConfigError);
    expect(() => loadConfig(env({ SIGNUP_MODE: "closed" }))).toThrow(/SIGNUP_MODE/);
    const ok = loadConfig(
      env({
        ...trio,
        OIDC_ISSUER: "http://127.0.0.1:4000",
        OIDC_ALLOWED_DOMAINS: " @School.example ,staff.school.example",
      }),
    );
    expect(ok.oidc).toMatchObject({
      issuer: "http://127.0.0.1:4000",
      allowedDomains: ["school.example", "staff.school.example"],
      label: "Sign in with your school account",
    });
    expect(ok.signupMode).toBe("open");
  });
});
