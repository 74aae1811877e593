// The local test checkout (no STRIPE_SECRET_KEY): the app's own page plays the provider, and its
// Pay button runs the very same fulfilment. Refused in production without ALLOW_LOCAL_CHECKOUT.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, TEST_ENV, type TestApp } from "../support/app";
import { payments, subscriptions } from "../../src/db/schema";
import { loadConfig, ConfigError } from "../../src/config";
import { fulfil } from "../../src/modules/payments/service";
import { transact } from "../../src/db/client";
import { addMonths } from "../../src/modules/subscriptions/service";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.deps.clock.offsetMs = 0;
});

async function family() {
  const user = await createTestUser(t.deps);
  return { user, ...(await signIn(t.deps, user)) };
}
const checkout = (token: string, cancel_url = "http://localhost/trial-expired") =>
  t.call("POST", "/api/v1/payments/create-checkout", {
    token,
    body: { amount: 0.01, currency: "EUR", cancel_url },
  });

describe("local test checkout", () => {
  test("create-checkout points to the app's own checkout page, 40 EUR", async () => {
    const f = await family();
    const c = await checkout(f.token);
    expect(c.status).toBe(200);
    expect(c.body.checkout_url).toMatch(/^\/checkout\/local\/local_[A-Za-z0-9_-]+$/);
    const view = await t.call("GET", `/api/v1/payments/local/${c.body.session_id}`, { token: f.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      amount: 40,
      currency: "EUR",
      status: "open",
      origin: "/trial-expired",
      provider: "local",
      email: f.user.email,
    });
  });

  test("Pay fulfils once and sends to /payment-success; verify-session then confirms", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const before = await t.call("POST", `/api/v1/payments/verify-session?session_id=${c.body.session_id}`, {
      token: f.token,
    });
    expect(before.status).toBe(402);
    expect(before.body.error.code).toBe("PAYMENT_NOT_COMPLETED");
    const pay = await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`, { token: f.token });
    expect(pay.status).toBe(200);
    expect(pay.body.redirect).toBe(`/payment-success?session_id=${c.body.session_id}`);
    const payAgain = await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`, {
      token: f.token,
    });
    expect(payAgain.status).toBe(200);
    const v = await t.call("POST", `/api/v1/payments/verify-session?session_id=${c.body.session_id}`, {
      token: f.token,
    });
    expect(v.status).toBe(200);
    expect(v.body.subscription).toMatchObject({ type: "paid", status: "active" });
    expect(
      await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.user.id)),
    ).toHaveLength(1);
    // Cancelling a paid session is refused.
    const cancel = await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/cancel`, {
      token: f.token,
    });
    expect(cancel.status).toBe(409);
  });

  test("Cancel goes back to the originating page and leaves no access", async () => {
    const f = await family();
    const c = await checkout(f.token, "http://localhost/renew");
    const r = await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/cancel`, { token: f.token });
    expect(r.body.redirect).toBe("/renew");
    const pay = await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`, { token: f.token });
    expect(pay.status).toBe(409);
    expect(
      await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.user.id)),
    ).toHaveLength(0);
    expect(
      (await t.deps.db.select().from(payments).where(eq(payments.sessionId, c.body.session_id)).limit(1))[0]!
        .status,
    ).toBe("cancelled");
    // The next checkout is a new session.
    const next = await checkout(f.token);
    expect(next.body.session_id).not.toBe(c.body.session_id);
  });

  test("an expired local session cannot be paid", async () => {
    const f = await family();
    const c = await checkout(f.token);
    t.deps.clock.advance(2 * 60 * 60 * 1000);
    const token = (await signIn(t.deps, f.user)).token;
    const view = await t.call("GET", `/api/v1/payments/local/${c.body.session_id}`, { token });
    expect(view.body.status).toBe("expired");
    const pay = await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`, { token });
    expect(pay.status).toBe(410);
    expect(pay.body.error.code).toBe("CHECKOUT_EXPIRED");
  });

  test("someone else's session, bad ids and no sign-in", async () => {
    const f = await family();
    const other = await family();
    const c = await checkout(other.token);
    for (const path of [`/api/v1/payments/local/${c.body.session_id}`]) {
      const r = await t.call("GET", path, { token: f.token });
      expect(r.status).toBe(404);
    }
    const pay = await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`, { token: f.token });
    expect(pay.status).toBe(404);
    expect(
      await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, other.user.id)),
    ).toHaveLength(0);
    expect(
      (await t.call("GET", `/api/v1/payments/local/${"z".repeat(300)}`, { token: f.token })).status,
    ).toBe(422);
    expect((await t.call("GET", `/api/v1/payments/local/a%20b`, { token: f.token })).status).toBe(422);
    expect((await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`)).status).toBe(401);
  });

  test("the webhook is not served without Stripe configuration", async () => {
    const r = await t.call("POST", "/api/v1/payments/webhook", {
      raw: "{}",
      headers: { "stripe-signature": "t=1,v1=abc" },
    });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("WEBHOOK_NOT_CONFIGURED");
  });
});

describe("two payments fulfilled at once", () => {
  // Two tabs, two paid sessions, both confirmed in the same instant: the second must extend the first
  // (the free months once), not start a second plan beside it. On PostgreSQL the fulfilments run at once
  // on separate connections; the family's plan is locked until each one commits.
  test("grant one after the other: one paid plan, 14 + 12 months", async () => {
    const f = await family();
    const now = t.deps.clock.now();
    const open = (n: number) =>
      ({
        userId: f.user.id,
        provider: "local",
        sessionId: `local_race_${f.user.id}_${n}`,
        checkoutUrl: "/x",
        amountCents: 4000,
        currency: "eur",
        purpose: "new",
        origin: "/subscribe",
        status: "open",
        createdAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      }) as const;
    await t.deps.db.insert(payments).values([open(1), open(2)]);
    // PostgreSQL: two pooled connections open beforehand, so the two fulfilments really overlap
    const hold = () =>
      transact(t.deps.db, async (tx) => (await tx.select().from(payments).limit(1), Bun.sleep(30)));
    await Promise.all([hold(), hold()]);
    const results = await Promise.all([fulfil(t.deps, open(1).sessionId), fulfil(t.deps, open(2).sessionId)]);
    expect(results.map((r) => r.outcome)).toEqual(["fulfilled", "fulfilled"]);
    const plans = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.user.id));
    expect(plans).toHaveLength(1);
    expect(Math.abs(plans[0].endDate.getTime() - addMonths(now, 26).getTime())).toBeLessThan(60_000); // the clock runs on
    expect(results.map((r) => r.payment!.monthsGranted).sort()).toEqual([12, 14]);
  });
});

describe("production safety", () => {
  const dir = () => mkdtempSync(join(tmpdir(), "marhaba-cfg-"));
  test("production without Stripe refuses to start unless ALLOW_LOCAL_CHECKOUT", () => {
    const env = {
      ...TEST_ENV,
      NODE_ENV: "production",
      ALLOW_TEST_CLOCK: "0",
      APP_URL: "https://marhaba.example",
      DATA_DIR: dir(),
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/ALLOW_LOCAL_CHECKOUT/);
    expect(loadConfig({ ...env, ALLOW_LOCAL_CHECKOUT: "1" }).stripe.localCheckout).toBe(true);
  });
  test("with Stripe configured the local checkout endpoints answer 404", async () => {
    const s = await makeTestApp({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
    try {
      const u = await createTestUser(s.deps);
      const { token } = await signIn(s.deps, u);
      const r = await s.call("POST", "/api/v1/payments/local/local_abc/pay", { token });
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("LOCAL_CHECKOUT_DISABLED");
    } finally {
      s.close();
    }
  });
});
