// Google sign-in against a local OpenID Connect stand-in (tests/support/oidc.ts):
// discovery, PKCE, state and nonce cookie, id_token signature, linking and creation.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, type TestApp } from "../support/app";
import { startOidc, type OidcProvider } from "../support/oidc";
import { users } from "../../src/db/schema";

let t: TestApp;
let idp: OidcProvider;
beforeAll(async () => {
  idp = await startOidc();
  t = await makeTestApp(idp.env());
});
afterAll(() => {
  t.close();
  idp.stop();
});

/** start → consent at the stand-in → the callback's code and state, plus the state cookie. */
async function consent() {
  const start = await t.call("GET", "/api/v1/auth/google/start");
  expect(start.status).toBe(302);
  const location = start.headers.get("location")!;
  const cookie = start.headers.getSetCookie().find((c) => c.startsWith("mh_g="))!;
  const back = new URL(await idp.authorize(location));
  return {
    location,
    cookie: cookie.split(";")[0],
    cookieAttrs: cookie,
    code: back.searchParams.get("code"),
    state: back.searchParams.get("state"),
    error: back.searchParams.get("error"),
  };
}
const finish = (c: { cookie: string; code: string | null; state: string | null }) =>
  t.call("POST", "/api/v1/auth/google", {
    body: { code: c.code, state: c.state ?? undefined },
    headers: { cookie: c.cookie, "x-csrf-protection": "1" },
  });

let n = 0;
const identity = (over: Partial<OidcProvider["identity"]> = {}) => {
  n++;
  return {
    sub: `sub-${Date.now()}-${n}`,
    email: `g${Date.now()}${n}@gmail.example`,
    email_verified: true,
    given_name: "Gina",
    family_name: "Saleh",
    ...over,
  };
};

describe("Google sign-in", () => {
  test("providers says Google is configured; start redirects to consent with PKCE, state, nonce and the SPEC's parameters", async () => {
    expect((await t.call("GET", "/api/v1/auth/providers")).body).toEqual({
      google: true,
      oidc: null,
      signup: "open",
    });
    const c = await consent();
    const u = new URL(c.location);
    expect(u.origin).toBe(idp.issuer);
    expect(u.searchParams.get("response_type")).toBe("code");
    expect(u.searchParams.get("scope")).toBe("openid email profile");
    expect(u.searchParams.get("access_type")).toBe("offline");
    expect(u.searchParams.get("prompt")).toBe("consent");
    expect(u.searchParams.get("code_challenge_method")).toBe("S256");
    expect(u.searchParams.get("redirect_uri")).toBe("http://localhost/auth/google/callback");
    expect(u.searchParams.get("nonce")).toBeTruthy();
    expect(c.cookieAttrs).toContain("HttpOnly");
    expect(c.cookieAttrs).toContain("Max-Age=600");
  });

  test("a new person gets a verified account, tokens and cookies", async () => {
    idp.mode = "ok";
    idp.identity = identity();
    const r = await finish(await consent());
    expect(r.status).toBe(200);
    expect(r.body.created).toBe(true);
    expect(r.body.user).toMatchObject({
      email: idp.identity.email,
      first_name: "Gina",
      last_name: "Saleh",
      is_verified: true,
    });
    expect(r.body.access_token).toBeString();
    expect(r.headers.getSetCookie().some((c) => c.startsWith("mh_at="))).toBe(true);
    expect(r.headers.getSetCookie().some((c) => c.startsWith("mh_g=;") && c.includes("Max-Age=0"))).toBe(
      true,
    );
    // signing in again finds the same account
    const again = await finish(await consent());
    expect(again.body.created).toBe(false);
    expect(again.body.user.id).toBe(r.body.user.id);
  });

  test("an existing account with that email is linked (verified email only)", async () => {
    const existing = await createTestUser(t.deps, { isVerified: false });
    idp.identity = identity({ email: existing.email });
    const r = await finish(await consent());
    expect(r.status).toBe(200);
    expect(r.body.user.id).toBe(existing.id);
    const row = (await t.deps.db.select().from(users).where(eq(users.id, existing.id)).limit(1))[0]!;
    expect(row.googleSub).toBe(idp.identity.sub);
    expect(row.isVerified).toBe(true);

    const other = await createTestUser(t.deps);
    idp.identity = identity({ email: other.email, email_verified: false });
    const refused = await finish(await consent());
    expect(refused.status).toBe(409);
    expect(
      (await t.deps.db.select().from(users).where(eq(users.id, other.id)).limit(1))[0]!.googleSub,
    ).toBeNull();
  });

  test("an unverified Google email creates an unverified account", async () => {
    idp.identity = identity({ email_verified: false });
    const r = await finish(await consent());
    expect(r.status).toBe(200);
    expect(r.body.user.is_verified).toBe(false);
  });

  test("a bad id_token signature is refused", async () => {
    idp.identity = identity();
    idp.mode = "bad-signature";
    const r = await finish(await consent());
    idp.mode = "ok";
    expect(r.status).toBe(401);
    expect(r.body.error.message).toBe("Failed to sign in with Google");
    expect(
      (await t.deps.db.select().from(users).where(eq(users.email, idp.identity.email)).limit(1))[0],
    ).toBeUndefined();
  });

  test("a wrong nonce is refused", async () => {
    idp.identity = identity();
    idp.mode = "wrong-nonce";
    const r = await finish(await consent());
    idp.mode = "ok";
    expect(r.status).toBe(401);
    expect(
      (await t.deps.db.select().from(users).where(eq(users.email, idp.identity.email)).limit(1))[0],
    ).toBeUndefined();
  });

  test("cancelled consent comes back with error=access_denied and no code", async () => {
    idp.mode = "access-denied";
    const c = await consent();
    idp.mode = "ok";
    expect(c.error).toBe("access_denied");
    expect(c.code).toBeNull();
  });

  test("missing cookie, mismatched state, replayed or forged code, bad body", async () => {
    idp.identity = identity();
    const c = await consent();
    const noCookie = await t.call("POST", "/api/v1/auth/google", { body: { code: c.code, state: c.state } });
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.error.code).toBe("GOOGLE_STATE_MISSING");
    expect((await finish({ ...c, state: "someone-elses-state" })).status).toBe(401);
    expect((await finish(c)).status).toBe(200);
    expect((await finish(c)).status).toBe(401); // the code was used
    expect((await finish({ ...c, code: "forged" })).status).toBe(401);
    expect((await t.call("POST", "/api/v1/auth/google", { body: {} })).status).toBe(422);
    expect((await t.call("POST", "/api/v1/auth/google", { raw: "{" })).status).toBe(400);
    expect(
      (
        await t.call("POST", "/api/v1/auth/google", {
          body: { code: "x" },
          headers: { cookie: "mh_g=garbage" },
        })
      ).status,
    ).toBe(400);
  });

  test("a deactivated account cannot sign in with Google", async () => {
    idp.identity = identity();
    const first = await finish(await consent());
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, first.body.user.id));
    const r = await finish(await consent());
    expect(r.status).toBe(403);
  });
});

describe("without GOOGLE_CLIENT_ID", () => {
  test("providers says not configured and start/finish answer a clear 404", async () => {
    const plain = await makeTestApp();
    try {
      expect((await plain.call("GET", "/api/v1/auth/providers")).body).toEqual({
        google: false,
        oidc: null,
        signup: "open",
      });
      const start = await plain.call("GET", "/api/v1/auth/google/start");
      expect(start.status).toBe(404);
      expect(start.body.error.message).toBe("Google sign-in is not configured");
      expect(
        (
          await plain.call("POST", "/api/v1/auth/google", {
            body: { code: "x" },
            headers: {
              cookie: "mh_g=" + Buffer.from(JSON.stringify({ s: "a", n: "b", v: "c" })).toString("base64url"),
            },
          })
        ).status,
      ).toBe(404);
    } finally {
      plain.close();
    }
  });
});

describe("provider unreachable", () => {
  test("start sends the browser to the callback page with an error instead of a raw failure", async () => {
    const down = await makeTestApp({
      GOOGLE_ISSUER: "http://127.0.0.1:9/",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    try {
      const r = await down.call("GET", "/api/v1/auth/google/start");
      expect(r.status).toBe(302);
      expect(r.headers.get("location")).toBe("/auth/google/callback?error=temporarily_unavailable");
    } finally {
      down.close();
    }
  });
});
