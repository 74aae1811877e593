// Accounts API: register, login, logout, refresh (both variants), verify-email,
// forgot/reset password, rate limits; good and bad input for each.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { emailTokens, outbox, users } from "../../src/db/schema";
import { SignJWT } from "jose";
import { resetMailsSettled } from "../../src/modules/auth/service";
import { translatorFor } from "../../shared/i18n/catalogues";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

let n = 0;
const uniq = () => `${Date.now().toString(36)}${++n}`;
const regBody = (over: Record<string, unknown> = {}) => {
  const u = uniq();
  return {
    email: `Parent.${u}@Example.com`,
    password: "Sunny1234",
    first_name: " Amira ",
    last_name: "Haddad",
    username: `amira_${u}`,
    phone_number: "+33 1 23",
    address: "1 rue X",
    country: "France",
    ...over,
  };
};
/** The link of the newest outbox mail to `to`, with its token. */
async function lastMailToken(to: string, path: string) {
  const rows = await t.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.toLowerCase()))
    .orderBy(outbox.id);
  const mail = rows[rows.length - 1];
  const m = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? "");
  if (!m) throw new Error("no link for " + to);
  return { mail, token: m[1] };
}
const cookiesOf = (r: { headers: Headers }) => r.headers.getSetCookie();
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

describe("POST /auth/register", () => {
  test("creates the account, signs in (tokens + cookies) and queues a verification mail", async () => {
    const body = regBody();
    const r = await t.call("POST", "/api/v1/auth/register", { body });
    expect(r.status).toBe(201);
    expect(r.body.access_token).toBeString();
    expect(r.body.refresh_token).toBeString();
    expect(r.body.user).toMatchObject({
      email: body.email.toLowerCase(),
      first_name: "Amira",
      is_verified: false,
      username: body.username,
    });
    expect(r.body.user.password_hash).toBeUndefined();
    expect(r.text).not.toContain("Sunny1234");
    const set = cookiesOf(r);
    expect(set.some((c) => c.startsWith("mh_at=") && c.includes("HttpOnly"))).toBe(true);
    // No Remember Me at sign-up: browser-session cookies (no Max-Age)
    expect(set.find((c) => c.startsWith("mh_rt="))).not.toContain("Max-Age");
    const me = await t.call("GET", "/api/v1/users/me", { token: r.body.access_token });
    expect(me.body.email).toBe(body.email.toLowerCase());
    const { mail, token } = await lastMailToken(body.email, "/verify-email");
    expect(mail.status).toBe("outbox");
    expect(mail.text).toContain("http://localhost/verify-email?token=");
    // stored hashed only
    const stored = await t.deps.db.select().from(emailTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  test("the password is stored as an argon2id hash", async () => {
    const body = regBody();
    await t.call("POST", "/api/v1/auth/register", { body });
    const u = (
      await t.deps.db.select().from(users).where(eq(users.email, body.email.toLowerCase())).limit(1)
    )[0]!;
    expect(u.passwordHash).toStartWith("$argon2id$");
  });

  test("taken email (any case) or username (any case) is a 409 naming the field", async () => {
    const body = regBody();
    expect((await t.call("POST", "/api/v1/auth/register", { body })).status).toBe(201);
    const sameEmail = await t.call("POST", "/api/v1/auth/register", {
      body: regBody({ email: body.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect(Object.keys(sameEmail.body.error.fields)).toEqual(["email"]);
    const sameUser = await t.call("POST", "/api/v1/auth/register", {
      body: regBody({ username: body.username.toUpperCase() }),
    });
    expect(sameUser.status).toBe(409);
    expect(Object.keys(sameUser.body.error.fields)).toEqual(["username"]);
  });

  test("password rules are enforced on the server with the form's messages", async () => {
    const cases: [string, string][] = [
      ["", "Password is required"],
      ["Sh0rt", "Password must be at least 8 characters"],
      ["ALLUPPER123", "Password must contain at least one lowercase letter"],
      ["alllower123", "Password must contain at least one uppercase letter"],
      ["NoDigitsHere", "Password must contain at least one number"],
      ["Aa1" + "x".repeat(200), "Password must be at most 128 characters"],
    ];
    for (const [password, message] of cases) {
      const r = await t.call("POST", "/api/v1/auth/register", { body: regBody({ password }) });
      expect(r.status).toBe(422);
      expect(r.body.error.fields.password).toBe(message);
      if (password) expect(r.text).not.toContain(password);
    }
  });

  test("422 fields map to the form fields", async () => {
    const r = await t.call("POST", "/api/v1/auth/register", {
      body: { email: "nope", username: "ab", first_name: "  ", password: 12345678 },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toMatchObject({
      email: "Please enter a valid email address",
      username: "Username must be at least 3 characters",
      first_name: "First name is required",
      last_name: "Last name is required",
      password: "Password is required",
    });
    const r2 = await t.call("POST", "/api/v1/auth/register", { body: regBody({ username: "bad name!" }) });
    expect(r2.body.error.fields.username).toBe(
      "Username must contain only letters, numbers, and underscores",
    );
  });

  test("malformed JSON, wrong body types and huge strings are 4xx, nothing written", async () => {
    const before = (await t.deps.db.select().from(users)).length;
    expect((await t.call("POST", "/api/v1/auth/register", { raw: '{"email":' })).status).toBe(400);
    expect((await t.call("POST", "/api/v1/auth/register", { raw: "[1,2]" })).status).toBe(422);
    expect((await t.call("POST", "/api/v1/auth/register", { raw: "null" })).status).toBe(422);
    const huge = await t.call("POST", "/api/v1/auth/register", {
      body: regBody({ first_name: "x".repeat(100_000), address: "y".repeat(5000) }),
    });
    expect(huge.status).toBe(422);
    expect(huge.body.error.fields.first_name).toBeString();
    expect(huge.text.length).toBeLessThan(1000);
    expect((await t.deps.db.select().from(users)).length).toBe(before);
  });

  // Issue 31 (6): ESC, BEL and U+202E used to answer 201 and be stored; U+202E then reversed how the
  // address read in the admin's lists.
  test("control and bidi characters inside an email address are refused at sign-up, reset and contact", async () => {
    const before = (await t.deps.db.select().from(users)).length;
    for (const bad of ["\u001b[31m", "\u0007", "\u202e", "\u200b", "\u2066", "\u0000"]) {
      const u = uniq();
      const email = `pa${bad}rent.${u}@example.com`;
      const r = await t.call("POST", "/api/v1/auth/register", { body: regBody({ email }) });
      expect(r.status, JSON.stringify(bad)).toBe(422);
      expect(r.body.error.fields.email).toBe("Please enter a valid email address");
      expect(r.text).not.toContain(bad);
      expect((await t.call("POST", "/api/v1/auth/forgot-password", { body: { email } })).status).toBe(422);
      expect(
        (await t.call("POST", "/api/v1/contact", { body: { name: "A", email, message: "hi" } })).status,
      ).toBe(422);
    }
    expect((await t.deps.db.select().from(users)).length).toBe(before);
    // Letters beyond ASCII stay allowed (an internationalised address), only hidden characters are refused.
    expect(
      (
        await t.call("POST", "/api/v1/auth/register", {
          body: regBody({ email: `zoé.${uniq()}@exemple.fr` }),
        })
      ).status,
    ).toBe(201);
  });
});

describe("POST /auth/login", () => {
  test("right credentials: tokens, user and cookies; Remember Me decides cookie persistence", async () => {
    const user = await createTestUser(t.deps);
    const r = await t.call("POST", "/api/v1/auth/login", {
      body: { email: user.email.toUpperCase(), password: "Str0ngPassw0rd" },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual([
      "access_token",
      "home",
      "refresh_token",
      "token_type",
      "user",
    ]);
    expect(cookiesOf(r).find((c) => c.startsWith("mh_rt="))).not.toContain("Max-Age");
    const remembered = await t.call("POST", "/api/v1/auth/login", {
      body: { email: user.email, password: "Str0ngPassw0rd", remember_me: true },
    });
    const rt = cookiesOf(remembered).find((c) => c.startsWith("mh_rt="))!;
    expect(Number(/Max-Age=(\d+)/.exec(rt)![1])).toBeGreaterThan(20 * 86400);
    // the cookie session works for the web app
    const me = await t.call("GET", "/api/v1/users/me", { cookie: cookieHeader(cookiesOf(remembered)) });
    expect(me.body.id).toBe(user.id);
  });

  test("wrong password and unknown email answer the same 401", async () => {
    const user = await createTestUser(t.deps);
    const wrong = await t.call("POST", "/api/v1/auth/login", {
      body: { email: user.email, password: "WrongPass1" },
    });
    const unknown = await t.call("POST", "/api/v1/auth/login", {
      body: { email: `nobody${uniq()}@example.com`, password: "WrongPass1" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe("Login failed. Please check your credentials.");
  });

  test("a deactivated user cannot sign in", async () => {
    const user = await createTestUser(t.deps);
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const r = await t.call("POST", "/api/v1/auth/login", {
      body: { email: user.email, password: "Str0ngPassw0rd" },
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("ACCOUNT_DISABLED");
    expect(r.body.access_token).toBeUndefined();
  });

  test("a Google-only account has no password to sign in with", async () => {
    const user = await createTestUser(t.deps, { password: undefined, googleSub: "g-" + uniq() });
    const r = await t.call("POST", "/api/v1/auth/login", {
      body: { email: user.email, password: "anything12" },
    });
    expect(r.status).toBe(401);
  });

  test("bad input", async () => {
    expect((await t.call("POST", "/api/v1/auth/login", { raw: "{bad" })).status).toBe(400);
    const r = await t.call("POST", "/api/v1/auth/login", { body: { email: "x", password: "" } });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
    expect(
      (await t.call("POST", "/api/v1/auth/login", { body: { email: ["a@b.co"], password: { x: 1 } } }))
        .status,
    ).toBe(422);
    expect(
      (await t.call("POST", "/api/v1/auth/login", { body: { email: "a@b.co", password: "p".repeat(5000) } }))
        .status,
    ).toBe(422);
  });
});

describe("sessions: refresh, logout, tokens", () => {
  test("refresh with a body token rotates; replaying the old one revokes the family", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const r1 = await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: s.refreshToken } });
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).not.toBe(s.refreshToken);
    // past the parallel-tab grace period, the old token is a replay
    t.deps.clock.advance(60_000);
    const replay = await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: s.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("REFRESH_REUSED");
    // the whole family is gone: the newest token and its access token too
    const newest = await t.call("POST", "/api/v1/auth/refresh", {
      body: { refresh_token: r1.body.refresh_token },
    });
    expect(newest.status).toBe(401);
    expect((await t.call("GET", "/api/v1/users/me", { token: r1.body.access_token })).status).toBe(401);
    t.deps.clock.offsetMs = 0;
  });

  test("refresh variant: empty body with the refresh token as Bearer", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const r = await t.call("POST", "/api/v1/auth/refresh", { token: s.refreshToken });
    expect(r.status).toBe(200);
    expect((await t.call("GET", "/api/v1/users/me", { token: r.body.access_token })).body.id).toBe(user.id);
  });

  test("refresh from the web cookie sets new cookies; without any token it is 401", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const r = await t.call("POST", "/api/v1/auth/refresh", { cookie: `mh_rt=${s.refreshToken}` });
    expect(r.status).toBe(200);
    expect(cookiesOf(r).some((c) => c.startsWith("mh_rt=") && !c.startsWith("mh_rt=;"))).toBe(true);
    const none = await t.call("POST", "/api/v1/auth/refresh", { body: {} });
    expect(none.status).toBe(401);
    expect((await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: "forged" } })).status).toBe(
      401,
    );
    expect((await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: 42 } })).status).toBe(422);
    // cookie writes without the CSRF header are refused
    const csrf = await t.call("POST", "/api/v1/auth/refresh", {
      cookie: `mh_rt=${s.refreshToken}`,
      headers: { "x-csrf-protection": "" },
    });
    expect(csrf.status).toBe(403);
  });

  test("a deactivated or deleted user's tokens stop working at once", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await t.call("GET", "/api/v1/users/me", { token: s.token })).status).toBe(401);
    expect(
      (await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: s.refreshToken } })).status,
    ).toBe(401);
    const other = await createTestUser(t.deps);
    const s2 = await signIn(t.deps, other);
    await t.deps.db.delete(users).where(eq(users.id, other.id));
    expect((await t.call("GET", "/api/v1/users/me", { token: s2.token })).status).toBe(401);
    expect(
      (await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: s2.refreshToken } })).status,
    ).toBe(401);
  });

  test("tampered, expired and foreign-key JWTs are refused", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const [h, p, sig] = s.token.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...payload, sub: "1" })).toString("base64url");
    expect((await t.call("GET", "/api/v1/users/me", { token: `${h}.${forgedPayload}.${sig}` })).status).toBe(
      401,
    );
    const otherKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    expect((await t.call("GET", "/api/v1/users/me", { token: otherKey })).status).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    expect((await t.call("GET", "/api/v1/users/me", { token: none })).status).toBe(401);
    t.deps.clock.advance(16 * 60_000);
    expect((await t.call("GET", "/api/v1/users/me", { token: s.token })).status).toBe(401);
    t.deps.clock.offsetMs = 0;
    expect((await t.call("GET", "/api/v1/users/me", { token: s.token })).status).toBe(200);
  });

  test("logout revokes the refresh token server-side and clears cookies", async () => {
    const user = await createTestUser(t.deps);
    const login = await t.call("POST", "/api/v1/auth/login", {
      body: { email: user.email, password: "Str0ngPassw0rd" },
    });
    const cookie = cookieHeader(cookiesOf(login));
    const out = await t.call("POST", "/api/v1/auth/logout", { cookie });
    expect(out.status).toBe(200);
    expect(cookiesOf(out).every((c) => c.includes("Max-Age=0"))).toBe(true);
    expect(
      (await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: login.body.refresh_token } }))
        .status,
    ).toBe(401);
    expect((await t.call("GET", "/api/v1/users/me", { token: login.body.access_token })).status).toBe(401);
    // Bearer clients: logout with the access token; also harmless when signed out
    const api = await t.call("POST", "/api/v1/auth/login", {
      body: { email: user.email, password: "Str0ngPassw0rd" },
    });
    expect((await t.call("POST", "/api/v1/auth/logout", { token: api.body.access_token })).status).toBe(200);
    expect(
      (await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: api.body.refresh_token } }))
        .status,
    ).toBe(401);
    expect((await t.call("POST", "/api/v1/auth/logout")).status).toBe(200);
    expect((await t.call("POST", "/api/v1/auth/logout", { raw: "{oops" })).status).toBe(400);
  });
});

describe("POST /auth/verify-email", () => {
  test("a valid link verifies once; reused, expired, tampered and missing tokens fail", async () => {
    const body = regBody();
    await t.call("POST", "/api/v1/auth/register", { body });
    const { token } = await lastMailToken(body.email, "/verify-email");
    const ok = await t.call("POST", "/api/v1/auth/verify-email", { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Email verified successfully!");
    expect(ok.body.user.is_verified).toBe(true);
    const again = await t.call("POST", "/api/v1/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("INVALID_TOKEN");
    expect(
      (await t.call("POST", "/api/v1/auth/verify-email", { body: { token: token.slice(0, -2) + "xx" } }))
        .status,
    ).toBe(400);
    expect((await t.call("POST", "/api/v1/auth/verify-email", { body: {} })).status).toBe(422);
    expect((await t.call("POST", "/api/v1/auth/verify-email", { body: { token: 5 } })).status).toBe(422);
    expect(
      (await t.call("POST", "/api/v1/auth/verify-email", { body: { token: "t".repeat(10_000) } })).status,
    ).toBe(422);

    const late = regBody();
    await t.call("POST", "/api/v1/auth/register", { body: late });
    const { token: lateToken } = await lastMailToken(late.email, "/verify-email");
    t.deps.clock.advance(24 * 3600_000 + 1000);
    expect((await t.call("POST", "/api/v1/auth/verify-email", { body: { token: lateToken } })).status).toBe(
      400,
    );
    t.deps.clock.offsetMs = 0;
    const u = (
      await t.deps.db.select().from(users).where(eq(users.email, late.email.toLowerCase())).limit(1)
    )[0]!;
    expect(u.isVerified).toBe(false);
  });

  test("resend-verification needs a signed-in user and sends a new link that replaces the old", async () => {
    expect((await t.call("POST", "/api/v1/auth/resend-verification")).status).toBe(401);
    const body = regBody();
    const reg = await t.call("POST", "/api/v1/auth/register", { body });
    const first = (await lastMailToken(body.email, "/verify-email")).token;
    const r = await t.call("POST", "/api/v1/auth/resend-verification", { token: reg.body.access_token });
    expect(r.body.sent).toBe(true);
    const second = (await lastMailToken(body.email, "/verify-email")).token;
    expect(second).not.toBe(first);
    expect((await t.call("POST", "/api/v1/auth/verify-email", { body: { token: first } })).status).toBe(400);
    expect((await t.call("POST", "/api/v1/auth/verify-email", { body: { token: second } })).status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  test("forgot answers the same for known and unknown emails; only known ones get a mail", async () => {
    const user = await createTestUser(t.deps);
    const mailsBefore = (await t.deps.db.select().from(outbox)).length;
    const known = await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email } });
    const unknown = await t.call("POST", "/api/v1/auth/forgot-password", {
      body: { email: `ghost${uniq()}@example.com` },
    });
    await resetMailsSettled(t.deps); // the link is made after the answer (same work for both)
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(
      "Password reset link has been sent to your email. Please check your inbox.",
    );
    expect((await t.deps.db.select().from(outbox)).length).toBe(mailsBefore + 1);
    expect(
      (await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: "not-an-email" } })).status,
    ).toBe(422);
    expect((await t.call("POST", "/api/v1/auth/forgot-password", { raw: "{" })).status).toBe(400);
  });

  test("reset: new password works, old fails, every session ends, link single-use; a newer link voids older ones", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email } });
    await resetMailsSettled(t.deps);
    const older = (await lastMailToken(user.email, "/reset-password")).token;
    await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email } });
    await resetMailsSettled(t.deps);
    const newer = (await lastMailToken(user.email, "/reset-password")).token;
    const stale = await t.call("POST", "/api/v1/auth/reset-password", {
      body: { token: older, new_password: "BrandNew123" },
    });
    expect(stale.status).toBe(400);
    const weak = await t.call("POST", "/api/v1/auth/reset-password", {
      body: { token: newer, new_password: "weakweak" },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.new_password).toBe("Password must contain at least one uppercase letter");
    const ok = await t.call("POST", "/api/v1/auth/reset-password", {
      body: { token: newer, new_password: "BrandNew123" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Password reset successfully! Please log in with your new password.");
    expect(
      (
        await t.call("POST", "/api/v1/auth/reset-password", {
          body: { token: newer, new_password: "Another123" },
        })
      ).status,
    ).toBe(400);
    // every session of the user is over
    expect((await t.call("GET", "/api/v1/users/me", { token: s.token })).status).toBe(401);
    expect(
      (await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: s.refreshToken } })).status,
    ).toBe(401);
    expect(
      (
        await t.call("POST", "/api/v1/auth/login", {
          body: { email: user.email, password: "Str0ngPassw0rd" },
        })
      ).status,
    ).toBe(401);
    expect(
      (await t.call("POST", "/api/v1/auth/login", { body: { email: user.email, password: "BrandNew123" } }))
        .status,
    ).toBe(200);
  });

  test("a reset link expires after 1 hour; missing and forged tokens fail", async () => {
    const user = await createTestUser(t.deps);
    await t.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email } });
    await resetMailsSettled(t.deps);
    const token = (await lastMailToken(user.email, "/reset-password")).token;
    t.deps.clock.advance(3600_000 + 1000);
    const late = await t.call("POST", "/api/v1/auth/reset-password", {
      body: { token, new_password: "BrandNew123" },
    });
    t.deps.clock.offsetMs = 0;
    expect(late.status).toBe(400);
    expect(
      (await t.call("POST", "/api/v1/auth/reset-password", { body: { new_password: "BrandNew123" } })).body
        .error.fields.token,
    ).toBe("Invalid or missing reset token");
    expect(
      (
        await t.call("POST", "/api/v1/auth/reset-password", {
          body: { token: "forged", new_password: "BrandNew123" },
        })
      ).status,
    ).toBe(400);
    // a verification token is not a reset token
    const body = regBody();
    await t.call("POST", "/api/v1/auth/register", { body });
    const verify = (await lastMailToken(body.email, "/verify-email")).token;
    expect(
      (
        await t.call("POST", "/api/v1/auth/reset-password", {
          body: { token: verify, new_password: "BrandNew123" },
        })
      ).status,
    ).toBe(400);
  });
});

describe("rate limits (numbers from configuration)", () => {
  test("per account and address: after N failures that address waits (Retry-After), even with the right password", async () => {
    const rl = await makeTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: "3", RATE_LIMIT_WINDOW_SECONDS: "600" });
    try {
      const user = await createTestUser(rl.deps);
      for (let i = 0; i < 3; i++)
        expect(
          (
            await rl.call("POST", "/api/v1/auth/login", {
              body: { email: user.email, password: "WrongPass1" },
            })
          ).status,
        ).toBe(401);
      const blocked = await rl.call("POST", "/api/v1/auth/login", {
        body: { email: user.email, password: "Str0ngPassw0rd" },
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(blocked.body.error.message).toBe(
        "Too many sign-in attempts. Please wait a few minutes and try again.",
      );
      // another account from the same address is not affected
      const other = await createTestUser(rl.deps);
      expect(
        (
          await rl.call("POST", "/api/v1/auth/login", {
            body: { email: other.email, password: "Str0ngPassw0rd" },
          })
        ).status,
      ).toBe(200);
      // after the wait the right password works again, and success resets the count
      rl.deps.clock.advance(Number(blocked.headers.get("retry-after")) * 1000 + 1000);
      expect(
        (
          await rl.call("POST", "/api/v1/auth/login", {
            body: { email: user.email, password: "Str0ngPassw0rd" },
          })
        ).status,
      ).toBe(200);
    } finally {
      rl.close();
    }
  }, 30_000);

  test("generous per IP: a class of 30 signs up and signs in from one address with the default limits", async () => {
    const school = await makeTestApp();
    try {
      for (let i = 0; i < 30; i++) {
        const body = regBody({ email: `kid${i}.${uniq()}@school.example`, password: "Classroom1" });
        expect((await school.call("POST", "/api/v1/auth/register", { body })).status).toBe(201);
        expect(
          (
            await school.call("POST", "/api/v1/auth/login", {
              body: { email: body.email, password: "Classroom1" },
            })
          ).status,
        ).toBe(200);
      }
    } finally {
      school.close();
    }
  }, 60_000);

  test("per IP limits stop floods of register, forgot and verify; limits survive a restart (kept in the database)", async () => {
    const rl = await makeTestApp({ RATE_LIMIT_PER_IP: "2", RATE_LIMIT_FORGOT_PER_ACCOUNT: "50" });
    try {
      for (let i = 0; i < 2; i++)
        expect(
          (await rl.call("POST", "/api/v1/auth/forgot-password", { body: { email: `a${i}@x.example` } }))
            .status,
        ).toBe(200);
      const third = await rl.call("POST", "/api/v1/auth/forgot-password", {
        body: { email: "a3@x.example" },
      });
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBeTruthy();
      for (let i = 0; i < 2; i++)
        expect(
          (await rl.call("POST", "/api/v1/auth/verify-email", { body: { token: "nope" + i } })).status,
        ).toBe(400);
      expect((await rl.call("POST", "/api/v1/auth/verify-email", { body: { token: "nope" } })).status).toBe(
        429,
      );
      for (let i = 0; i < 2; i++) await rl.call("POST", "/api/v1/auth/register", { body: regBody() });
      expect((await rl.call("POST", "/api/v1/auth/register", { body: regBody() })).status).toBe(429);
      // a second app on the same database (a restart) still sees the counters
      const { createApp } = await import("../../src/app");
      const again = createApp(rl.deps);
      const res = await again.handle(
        new Request("http://localhost/api/v1/auth/forgot-password", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "z@x.example" }),
        }),
      );
      expect(res.status).toBe(429);
    } finally {
      rl.close();
    }
  });

  test("forgot-password per account limit", async () => {
    const rl = await makeTestApp({ RATE_LIMIT_FORGOT_PER_ACCOUNT: "2" });
    try {
      const user = await createTestUser(rl.deps);
      expect(
        (await rl.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email } })).status,
      ).toBe(200);
      expect(
        (await rl.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email } })).status,
      ).toBe(200);
      expect(
        (await rl.call("POST", "/api/v1/auth/forgot-password", { body: { email: user.email.toUpperCase() } }))
          .status,
      ).toBe(429);
    } finally {
      rl.close();
    }
  });
});

describe("pages", () => {
  test("/login and /signup render for visitors and send signed-in users to /dashboard", async () => {
    const page = await t.call("GET", "/login");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Remember Me");
    // Without Google configured the button is left out: no operator message for parents.
    expect(page.text).not.toContain("Google sign-in is not configured");
    expect(page.text).not.toContain("Sign in with Google");
    const signup = await t.call("GET", "/signup?action=demo");
    expect(signup.text).toContain("Personal Info");
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    for (const p of ["/login", "/signup"]) {
      const r = await t.call("GET", p, { cookie: s.cookie });
      expect(r.status).toBe(302);
      expect(r.headers.get("location")).toBe("/dashboard");
    }
  });

  test("every guarded page answers a server-side 302 to /login carrying the origin (SPEC's sign-up exceptions aside)", async () => {
    const toLogin = [
      "/dashboard",
      "/admin",
      "/profile",
      "/subscription",
      "/trial-expired",
      "/demo-expired",
      "/payment-success",
      "/renew",
      "/level-test/results",
    ];
    for (const p of toLogin) {
      const r = await t.call("GET", p + "?tab=a");
      expect(r.status, p).toBe(302);
      expect(
        new URL(r.headers.get("location")!, "http://localhost").searchParams.get("from")?.startsWith(p),
        p,
      ).toBe(true);
      expect(r.headers.get("location")!.startsWith("/login?from="), p).toBe(true);
      expect(r.text).not.toContain("Dashboard");
    }
    expect((await t.call("GET", "/subscribe")).headers.get("location")).toStartWith(
      "/signup?action=subscribe",
    );
    expect((await t.call("GET", "/level-test")).headers.get("location")).toStartWith(
      "/signup?action=level-test",
    );
  });

  test("/reset-password without a token redirects to /login with the notice", async () => {
    const r = await t.call("GET", "/reset-password");
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/login");
    // the cookie carries the notice's key; /session hands it back, the page words it (here in English)
    const cookie = r.headers
      .getSetCookie()
      .find((c) => c.startsWith("mh_notice="))!
      .split(";")[0];
    const { notice } = (await t.call("GET", "/api/v1/session", { cookie })).body;
    expect(translatorFor("en")(notice.key)).toBe("Invalid or missing reset token");
    expect((await t.call("GET", "/reset-password?token=abc")).status).toBe(200);
  });
});
