// Issue 15 (2): failed passwords wait per (account, address), growing with each failure; the owner
// still signs in from an address that has not failed; the owner is emailed after many failures;
// admins see the waiting accounts and clear them (audited).
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTestUser, signIn } from "../support/app";
import { served } from "../support/served";
import { auditLog, outbox } from "../../src/db/schema";
import { resetMailsSettled } from "../../src/modules/auth/service";

setDefaultTimeout(30_000); // a dozen real argon2 sign-ins per test
let s: Awaited<ReturnType<typeof served>>;
beforeAll(async () => {
  // Two "addresses" through a trusted local proxy; 3 free failures per pair.
  s = await served({ TRUSTED_PROXIES: "127.0.0.1", RATE_LIMIT_LOGIN_PER_ACCOUNT: "3" });
});
afterAll(() => s.close());

const ATTACKER = "203.0.113.66";
const HOME = "198.51.100.7";
const post = (path: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
  fetch(s.url + "/api/v1" + path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from, ...headers },
    body: JSON.stringify(body),
  });
const login = (email: string, password: string, from: string) =>
  post("/auth/login", { email, password }, from);

describe("a stranger cannot lock a chosen account", () => {
  test("the attacking address waits, longer each time; the owner signs in from home", async () => {
    const user = await createTestUser(s.deps);
    for (let i = 0; i < 3; i++) expect((await login(user.email, "Wrong-pass-1", ATTACKER)).status).toBe(401);
    const blocked = await login(user.email, "Str0ngPassw0rd", ATTACKER);
    expect(blocked.status).toBe(429);
    const firstWait = Number(blocked.headers.get("retry-after"));
    expect(firstWait).toBeGreaterThanOrEqual(1);
    expect(firstWait).toBeLessThanOrEqual(15);
    // The owner, from an address that has not failed, with the right password: in.
    expect((await login(user.email, "Str0ngPassw0rd", HOME)).status).toBe(200);
    // The attacker's next failure after the wait waits twice as long (no hard lockout, but slower).
    s.deps.clock.advance(16_000);
    expect((await login(user.email, "Wrong-pass-1", ATTACKER)).status).toBe(401);
    const second = await login(user.email, "Wrong-pass-1", ATTACKER);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(firstWait);
    expect(Number(second.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    // The owner is still fine, even after many failures elsewhere.
    expect((await login(user.email, "Str0ngPassw0rd", HOME)).status).toBe(200);
  });

  test("a correct password after waiting clears the pair", async () => {
    const user = await createTestUser(s.deps);
    for (let i = 0; i < 3; i++) await login(user.email, "Wrong-pass-1", HOME);
    expect((await login(user.email, "Str0ngPassw0rd", HOME)).status).toBe(429);
    s.deps.clock.advance(16_000);
    expect((await login(user.email, "Str0ngPassw0rd", HOME)).status).toBe(200);
    // Counted from zero again: three more free tries.
    for (let i = 0; i < 3; i++) expect((await login(user.email, "Wrong-pass-1", HOME)).status).toBe(401);
  });

  test("the owner gets one email after repeated failures from anywhere", async () => {
    const user = await createTestUser(s.deps);
    const mails = async () =>
      (await s.deps.db.select().from(outbox).where(eq(outbox.to, user.email))).filter(
        (m) => m.kind === "failed_sign_ins",
      );
    for (let i = 0; i < 10; i++) {
      const from = `192.0.2.${i}`; // ten addresses, one failure each: none waits
      expect((await login(user.email, "Wrong-pass-1", from)).status).toBe(401);
    }
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0].text).toContain("/forgot-password");
    for (let i = 10; i < 15; i++) await login(user.email, "Wrong-pass-1", `192.0.2.${i}`);
    expect(await mails()).toHaveLength(1); // at most one a day
  });
});

describe("admins see the waiting accounts and clear them", () => {
  test("listed in the overview and the locked-accounts view; clearing lets the address try again, audited", async () => {
    const admin = await createTestUser(s.deps, { isAdmin: true });
    const { token } = await signIn(s.deps, admin);
    const user = await createTestUser(s.deps);
    for (let i = 0; i < 3; i++) await login(user.email, "Wrong-pass-1", ATTACKER);
    const auth = { authorization: `Bearer ${token}` };
    const list = await (await fetch(s.url + "/api/v1/admin/locked-accounts", { headers: auth })).json();
    expect(list.accounts.find((a: any) => a.email === user.email)).toMatchObject({
      addresses: 1,
      failures: 3,
      has_account: true,
    });
    const stats = await (await fetch(s.url + "/api/v1/admin/stats", { headers: auth })).json();
    expect(stats.locked_accounts.map((a: any) => a.email)).toContain(user.email);

    const learner = await signIn(s.deps, await createTestUser(s.deps));
    expect(
      (
        await post("/admin/locked-accounts/clear", { email: user.email }, HOME, {
          authorization: `Bearer ${learner.token}`,
        })
      ).status,
    ).toBe(403);
    const cleared = await post("/admin/locked-accounts/clear", { email: user.email }, HOME, auth);
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect((await login(user.email, "Str0ngPassw0rd", ATTACKER)).status).toBe(200);
    const audit = await s.deps.db.select().from(auditLog).where(eq(auditLog.action, "login.unlock"));
    expect(audit.map((a) => [a.targetId, a.actorLabel])).toEqual([[user.email, admin.email]]);
  });
});

describe("sign-up cannot be used to sweep addresses", () => {
  test("after a few 'email taken' answers, every sign-up from that address waits; other addresses are fine", async () => {
    const taken = await createTestUser(s.deps);
    const SWEEPER = "203.0.113.99";
    const reg = (email: string, from: string) =>
      post(
        "/auth/register",
        {
          email,
          password: "Sunny1234",
          first_name: "Amira",
          last_name: "Haddad",
          username: `u_${Math.random().toString(36).slice(2, 10)}`,
        },
        from,
      );
    for (let i = 0; i < 3; i++) {
      const r = await reg(taken.email, SWEEPER);
      expect(r.status).toBe(409);
      expect((await r.json()).error.code).toBe("EMAIL_TAKEN");
    }
    // Past the limit the answer no longer tells taken from free.
    expect((await reg(taken.email, SWEEPER)).status).toBe(429);
    expect((await reg(`free-${Date.now()}@example.com`, SWEEPER)).status).toBe(429);
    // A family elsewhere still signs up.
    expect((await reg(`family-${Date.now()}@example.com`, HOME)).status).toBe(201);
  });
});

// Issue 31 (3): the reset budget was per account, whoever asked: strangers spent it (the owner got 429)
// and filled the owner's inbox with their requests' mails.
describe("a stranger cannot stop the owner's password reset", () => {
  const resetMails = async (to: string) => {
    await resetMailsSettled(s.deps);
    return (await s.deps.db.select().from(outbox).where(eq(outbox.to, to))).filter((m) =>
      m.subject.toLowerCase().includes("reset"),
    ).length;
  };
  const forgot = (email: string, from: string) => post("/auth/forgot-password", { email }, from);

  test("the stranger's address waits; the owner's request from home is served; one inbox gets at most 3 reset mails an hour", async () => {
    const user = await createTestUser(s.deps);
    const STRANGER = "203.0.113.12";
    for (let i = 0; i < 5; i++) expect((await forgot(user.email, STRANGER)).status).toBe(200);
    expect((await forgot(user.email, STRANGER)).status).toBe(429);
    // The owner asks from home: served, as if nobody else had asked.
    expect((await forgot(user.email, HOME)).status).toBe(200);
    // Six requests were served, but only three mails reached the inbox this hour (each link still works).
    expect(await resetMails(user.email)).toBe(3);
    s.deps.clock.advance(3601_000);
    expect((await forgot(user.email, HOME)).status).toBe(200);
    expect(await resetMails(user.email)).toBe(4);
  });

  test("one address asking for many accounts is capped, whatever the accounts", async () => {
    const SPRAYER = "203.0.113.13";
    for (let i = 0; i < 20; i++)
      expect((await forgot(`someone${i}.${Date.now()}@example.com`, SPRAYER)).status).toBe(200);
    const capped = await forgot(`one-more.${Date.now()}@example.com`, SPRAYER);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await forgot(`one-more.${Date.now()}@example.com`, HOME)).status).toBe(200);
  });
});
