// Payments through real Stripe code paths: the official SDK talks to a local stand-in
// (STRIPE_API_URL) and webhooks are signed with the SDK's own test-header helper.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { startStripeStub, signedEvent, type StripeStub } from "../support/stripe-stub";
import { payments, subscriptions, webhookEvents } from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";
import { addMonths } from "../../src/modules/subscriptions/service";
import { transact } from "../../src/db/client";

const SECRET = "whsec_test_marhaba_secret";
let t: TestApp;
let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
  t = await makeTestApp({
    STRIPE_SECRET_KEY: "sk_test_marhaba",
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stub.url,
  });
});
afterAll(async () => {
  t.close();
  await stub.close();
});
afterEach(() => {
  t.deps.clock.offsetMs = 0;
  stub.failing = false;
});

async function family() {
  const user = await createTestUser(t.deps);
  const s = await signIn(t.deps, user);
  return { user, ...s };
}

const checkout = (
  token: string,
  body: unknown = {
    amount: 40,
    currency: "EUR",
    success_url: "http://localhost/payment-success",
    cancel_url: "http://localhost/subscribe",
  },
) => t.call("POST", "/api/v1/payments/create-checkout", { token, body });
const verify = (token: string, id: string) =>
  t.call("POST", `/api/v1/payments/verify-session?session_id=${encodeURIComponent(id)}`, { token });
const webhook = (payload: string, header: string) =>
  t.call("POST", "/api/v1/payments/webhook", { raw: payload, headers: { "stripe-signature": header } });
const status = async (user: { id: number }) =>
  (await t.call("GET", "/api/v1/subscriptions/status", { token: (await signIn(t.deps, user as any)).token }))
    .body;
const rows = async (userId: number) =>
  t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id);

describe("POST /payments/create-checkout", () => {
  test("creates a Stripe Checkout Session in payment mode for 40 EUR, whatever amount the client sends", async () => {
    const f = await family();
    const r = await checkout(f.token, {
      amount: 1,
      currency: "USD",
      success_url: "https://evil.example/x",
      cancel_url: "http://localhost/renew",
    });
    expect(r.status).toBe(200);
    expect(r.body.checkout_url).toStartWith(stub.url + "/pay/cs_test_");
    const sent = stub.creates.at(-1)!;
    expect(sent.mode).toBe("payment");
    expect(sent["line_items[0][price_data][unit_amount]"]).toBe("4000");
    expect(sent["line_items[0][price_data][currency]"]).toBe("eur");
    expect(sent["line_items[0][quantity]"]).toBe("1");
    expect(sent.success_url).toBe("http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}");
    expect(sent.cancel_url).toBe("http://localhost/renew");
    expect(sent.customer_email).toBe(f.user.email);
    const p = (
      await t.deps.db.select().from(payments).where(eq(payments.sessionId, r.body.session_id)).limit(1)
    )[0]!;
    expect(p).toMatchObject({
      amountCents: 4000,
      currency: "eur",
      status: "open",
      origin: "/renew",
      provider: "stripe",
    });
  });

  test("cancel_url outside the three origin pages falls back to /subscribe", async () => {
    const f = await family();
    await checkout(f.token, { cancel_url: "https://evil.example/phish" });
    expect(stub.creates.at(-1)!.cancel_url).toBe("http://localhost/subscribe");
  });

  test("a double click or second tab reuses the open session", async () => {
    const f = await family();
    const before = stub.creates.length;
    const [a, b] = await Promise.all([checkout(f.token), checkout(f.token)]);
    const c = await checkout(f.token);
    expect(a.body.checkout_url).toBe(b.body.checkout_url);
    expect(c.body.checkout_url).toBe(a.body.checkout_url);
    expect(c.body.reused).toBe(true);
    expect(stub.creates.length - before).toBe(1);
    // Once the session has expired, a new one is made.
    t.deps.clock.advance(2 * 60 * 60 * 1000);
    const fresh = await signIn(t.deps, f.user);
    const d = await checkout(fresh.token);
    expect(d.body.checkout_url).not.toBe(a.body.checkout_url);
  });

  test("bad input is a clear 4xx and no session is created", async () => {
    const f = await family();
    const before = stub.creates.length;
    expect((await t.call("POST", "/api/v1/payments/create-checkout", { body: {} })).status).toBe(401);
    const malformed = await t.call("POST", "/api/v1/payments/create-checkout", {
      token: f.token,
      raw: '{"amount": 4',
    });
    expect(malformed.status).toBe(400);
    const wrong = await checkout(f.token, { cancel_url: 42 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.cancel_url).toBeString();
    expect(wrong.text).not.toContain("42");
    const huge = await checkout(f.token, { cancel_url: "http://localhost/" + "a".repeat(5000) });
    expect(huge.status).toBe(422);
    const array = await checkout(f.token, [1, 2]);
    expect(array.status).toBe(422);
    expect(stub.creates.length).toBe(before);
  });

  test("a provider outage is a 502 in the envelope, not a 500", async () => {
    const f = await family();
    stub.failing = true;
    const r = await checkout(f.token);
    expect(r.status).toBe(502);
    expect(r.body.error.code).toBe("PAYMENT_PROVIDER_ERROR");
    expect(await t.deps.db.select().from(payments).where(eq(payments.userId, f.user.id))).toHaveLength(0);
  });
});

describe("fulfilment: verify-session and the webhook, exactly once", () => {
  test("verify-session before payment is PAYMENT_NOT_COMPLETED", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const r = await verify(f.token, c.body.session_id);
    expect(r.status).toBe(402);
    expect(r.body.error.code).toBe("PAYMENT_NOT_COMPLETED");
    expect(await rows(f.user.id)).toHaveLength(0);
  });

  test("verify-session first, then the webhook: one paid subscription of 14 months (12 + 2 free on a first purchase)", async () => {
    const f = await family();
    const c = await checkout(f.token);
    expect(stub.creates.at(-1)!["line_items[0][price_data][product_data][name]"]).toBe(
      "Marhaba Premium — 14 months",
    );
    const s = stub.markPaid(c.body.session_id);
    const v = await verify(f.token, c.body.session_id);
    expect(v.status).toBe(200);
    expect(v.body.subscription).toMatchObject({ type: "paid", status: "active" });
    expect(v.body).toMatchObject({
      status: "paid",
      purpose: "new",
      months_granted: 14,
      amount_cents: 4000,
      currency: "EUR",
    });
    const start = Date.parse(v.body.subscription.start_date);
    expect(Date.parse(v.body.subscription.end_date)).toBe(addMonths(new Date(start), 14).getTime());
    const e = await signedEvent(SECRET, "checkout.session.completed", s as any);
    expect((await webhook(e.payload, e.header)).status).toBe(200);
    const again = await verify(f.token, c.body.session_id);
    expect(again.status).toBe(200);
    expect(await rows(f.user.id)).toHaveLength(1);
    const h = await t.call("GET", "/api/v1/subscriptions/history", { token: f.token });
    expect(h.body.history.map((x: any) => x.kind)).toEqual(["payment"]);
    expect(h.body.history[0].detail).toMatchObject({ amount_cents: 4000, currency: "EUR", months: 14 });
  });

  test("webhook first, then verify-session: the same single grant", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const s = stub.markPaid(c.body.session_id);
    const e = await signedEvent(SECRET, "checkout.session.completed", s as any);
    const w = await webhook(e.payload, e.header);
    expect(w.status).toBe(200);
    expect(w.body).toEqual({ received: true, duplicate: false });
    expect((await status(f.user)).subscription.type).toBe("paid");
    const v = await verify(f.token, c.body.session_id);
    expect(v.status).toBe(200);
    expect(await rows(f.user.id)).toHaveLength(1);
    const p = (
      await t.deps.db.select().from(payments).where(eq(payments.sessionId, c.body.session_id)).limit(1)
    )[0]!;
    expect(p.status).toBe("paid");
    expect(p.paymentIntent).toBe(s.payment_intent);
  });

  test("a replayed event is acknowledged without effect; a second event for the same session grants nothing more", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const s = stub.markPaid(c.body.session_id);
    const e = await signedEvent(SECRET, "checkout.session.completed", s as any);
    await webhook(e.payload, e.header);
    const end = (await rows(f.user.id))[0].endDate.getTime();
    const replay = await webhook(e.payload, e.header);
    expect(replay.status).toBe(200);
    expect(replay.body.duplicate).toBe(true);
    const other = await signedEvent(SECRET, "checkout.session.completed", s as any);
    expect((await webhook(other.payload, other.header)).body.duplicate).toBe(false);
    expect(await rows(f.user.id)).toHaveLength(1);
    expect((await rows(f.user.id))[0].endDate.getTime()).toBe(end);
  });

  test("an unpaid completed session does not grant access", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const s = stub.sessions.get(c.body.session_id)!;
    const e = await signedEvent(SECRET, "checkout.session.completed", {
      ...s,
      payment_status: "unpaid",
    } as any);
    expect((await webhook(e.payload, e.header)).status).toBe(200);
    expect(await rows(f.user.id)).toHaveLength(0);
  });

  test("a paid session reporting another amount than 40 EUR grants nothing", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const s = stub.markPaid(c.body.session_id);
    const e = await signedEvent(SECRET, "checkout.session.completed", { ...s, amount_total: 100 } as any);
    expect((await webhook(e.payload, e.header)).status).toBe(200);
    expect(await rows(f.user.id)).toHaveLength(0);
    s.currency = "usd";
    const v = await verify(f.token, c.body.session_id);
    expect(v.status).toBe(402);
    expect(await rows(f.user.id)).toHaveLength(0);
  });

  test("verify-session of someone else's session, an unknown id or a bad id", async () => {
    const f = await family();
    const other = await family();
    const c = await checkout(other.token);
    stub.markPaid(c.body.session_id);
    const r = await verify(f.token, c.body.session_id);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("PAYMENT_NOT_FOUND");
    expect(await rows(f.user.id)).toHaveLength(0);
    expect(await rows(other.user.id)).toHaveLength(0);
    expect((await verify(f.token, "cs_test_nope")).status).toBe(404);
    const missing = await t.call("POST", "/api/v1/payments/verify-session", { token: f.token });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.session_id).toBeString();
    const weird = await verify(f.token, "../../etc/passwd");
    expect(weird.status).toBe(422);
    expect((await verify(f.token, "x".repeat(400))).status).toBe(422);
    expect((await t.call("POST", "/api/v1/payments/verify-session?session_id=cs_x")).status).toBe(401);
  });
});

describe("webhook signatures", () => {
  test("a bad signature, a missing one, or a body changed after signing is refused with 400", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const s = stub.markPaid(c.body.session_id);
    const e = await signedEvent(SECRET, "checkout.session.completed", s as any);
    const wrongSecret = await signedEvent("whsec_someone_else", "checkout.session.completed", s as any);
    const bad = await webhook(wrongSecret.payload, wrongSecret.header);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("BAD_SIGNATURE");
    const none = await t.call("POST", "/api/v1/payments/webhook", { raw: e.payload });
    expect(none.status).toBe(400);
    const reformatted = JSON.stringify(JSON.parse(e.payload), null, 2);
    expect((await webhook(reformatted, e.header)).status).toBe(400);
    expect((await webhook("not json at all", e.header)).status).toBe(400);
    expect(await rows(f.user.id)).toHaveLength(0);
    expect(
      (await t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.id, e.id)).limit(1))[0],
    ).toBeUndefined();
  });

  // On PostgreSQL these arrive on separate pooled connections and overlap (two are opened beforehand).
  const twoConnections = () =>
    Promise.all(
      [0, 1].map(() =>
        transact(t.deps.db, async (tx) => (await tx.select().from(payments).limit(1), Bun.sleep(30))),
      ),
    );

  test("the same event delivered twice at once: applied once, the other answer says duplicate", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const s = stub.markPaid(c.body.session_id);
    const e = await signedEvent(SECRET, "checkout.session.completed", s as any);
    await twoConnections();
    const both = await Promise.all([webhook(e.payload, e.header), webhook(e.payload, e.header)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
    expect(await rows(f.user.id)).toHaveLength(1);
  });

  test("the webhook and the success page confirming one payment at once grant it once", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const s = stub.markPaid(c.body.session_id);
    const e = await signedEvent(SECRET, "checkout.session.completed", s as any);
    await twoConnections();
    const [w, v] = await Promise.all([webhook(e.payload, e.header), verify(f.token, c.body.session_id)]);
    expect([w.status, v.status]).toEqual([200, 200]);
    expect(v.body.months_granted).toBe(14);
    const plans = await rows(f.user.id);
    expect(plans).toHaveLength(1);
    expect(plans[0].endDate.getTime() - plans[0].startDate.getTime()).toBeLessThan(15 * 31 * DAY_MS); // 14 months, not 26
  });

  test("unknown event types are acknowledged without effect", async () => {
    const e = await signedEvent(SECRET, "customer.created", { id: "cus_1" });
    const r = await webhook(e.payload, e.header);
    expect(r.status).toBe(200);
    expect(r.body.received).toBe(true);
  });
});

describe("renewal, upgrade and refund", () => {
  async function pay(f: { token: string; user: { id: number } }, cancel = "http://localhost/subscribe") {
    const token = (await signIn(t.deps, f.user as any)).token;
    const c = await checkout(token, { cancel_url: cancel });
    expect(c.status).toBe(200);
    const s = stub.markPaid(c.body.session_id);
    const v = await verify(token, c.body.session_id);
    expect(v.status).toBe(200);
    return { session: s, reply: v.body };
  }

  test("an upgrade from the demo ends the demo", async () => {
    const f = await family();
    await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token });
    t.deps.clock.advance(3 * DAY_MS);
    await pay(f);
    const st = await status(f.user);
    expect(st.subscription.type).toBe("paid");
    const demo = (await rows(f.user.id)).find((r) => r.type === "demo")!;
    expect(demo.status).toBe("expired");
    expect(demo.endDate.getTime()).toBeLessThanOrEqual(t.deps.clock.now().getTime());
    const h = await t.call("GET", "/api/v1/subscriptions/history", {
      token: (await signIn(t.deps, f.user)).token,
    });
    expect(h.body.history.map((x: any) => x.kind)).toEqual(["payment", "demo_ended", "demo_started"]);
  });

  test("renewal with 30 days left extends from the current end date, so no paid day is lost", async () => {
    const f = await family();
    await pay(f);
    const firstEnd = (await rows(f.user.id))[0].endDate;
    // Move to 30 days before the end.
    t.deps.clock.set(new Date(firstEnd.getTime() - 30 * DAY_MS));
    expect((await status(f.user)).days_remaining).toBe(30);
    const { reply } = await pay(f, "http://localhost/renew");
    expect(stub.creates.at(-1)!.cancel_url).toBe("http://localhost/renew");
    expect(await rows(f.user.id)).toHaveLength(1);
    expect(Date.parse(reply.subscription.end_date)).toBe(addMonths(firstEnd, 12).getTime());
    expect(reply).toMatchObject({ purpose: "renewal", months_granted: 12 });
    expect(reply.subscription.days_remaining).toBeGreaterThan(390);
    const h = await t.call("GET", "/api/v1/subscriptions/history", {
      token: (await signIn(t.deps, f.user)).token,
    });
    expect(h.body.history[0]).toMatchObject({
      kind: "renewal",
      detail: { months: 12, previous_end_date: firstEnd.toISOString() },
    });
  });

  test("paying again after the plan expired starts 12 new months from now (the 2 free months come once per account)", async () => {
    const f = await family();
    await pay(f);
    t.deps.clock.advance(450 * DAY_MS);
    expect((await status(f.user)).is_expired).toBe(true);
    expect((await status(f.user)).offer).toMatchObject({ allowed: true, kind: "new", months: 12 });
    const { reply } = await pay(f);
    expect(Date.parse(reply.subscription.start_date)).toBeGreaterThan(Date.now() + 449 * DAY_MS);
    expect(reply.subscription.status).toBe("active");
    expect(reply.months_granted).toBe(12);
    expect(Date.parse(reply.subscription.end_date)).toBe(
      addMonths(new Date(reply.subscription.start_date), 12).getTime(),
    );
  });

  test("no second payment while a paid plan runs far from its end: checkout is refused until the 60-day window", async () => {
    const f = await family();
    await pay(f);
    const end = (await rows(f.user.id))[0].endDate;
    const before = stub.creates.length;
    const st = await status(f.user);
    expect(st.plan_state).toBe("premium");
    expect(st.offer).toMatchObject({ allowed: false, kind: "renewal", months: 12 });
    expect(Date.parse(st.offer.renew_opens_at)).toBe(end.getTime() - 60 * DAY_MS);
    const r = await checkout((await signIn(t.deps, f.user)).token);
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("RENEWAL_NOT_OPEN");
    expect(stub.creates.length).toBe(before);
    expect(await t.deps.db.select().from(payments).where(eq(payments.userId, f.user.id))).toHaveLength(1);
    // Inside the window the renewal is offered.
    t.deps.clock.set(new Date(end.getTime() - 59 * DAY_MS));
    expect((await status(f.user)).offer.allowed).toBe(true);
  });

  test("a full refund (charge.refunded) cancels access and is recorded; a partial one does not", async () => {
    const f = await family();
    const { session } = await pay(f);
    const partial = await signedEvent(SECRET, "charge.refunded", {
      id: "ch_1",
      object: "charge",
      payment_intent: session.payment_intent,
      refunded: false,
      amount_refunded: 500,
    });
    await webhook(partial.payload, partial.header);
    expect((await status(f.user)).has_subscription).toBe(true);
    const full = await signedEvent(SECRET, "charge.refunded", {
      id: "ch_1",
      object: "charge",
      payment_intent: session.payment_intent,
      refunded: true,
      amount_refunded: 4000,
    });
    expect((await webhook(full.payload, full.header)).status).toBe(200);
    const st = await status(f.user);
    expect(st.has_subscription).toBe(false);
    expect(st.subscription.status).toBe("cancelled");
    const p = (
      await t.deps.db.select().from(payments).where(eq(payments.sessionId, session.id)).limit(1)
    )[0]!;
    expect(p.status).toBe("refunded");
    const h = await t.call("GET", "/api/v1/subscriptions/history", {
      token: (await signIn(t.deps, f.user)).token,
    });
    expect(h.body.history[0].kind).toBe("refunded");
    // Verifying the refunded session never grants it again.
    const v = await verify((await signIn(t.deps, f.user)).token, session.id);
    expect(v.status).toBe(409);
    expect((await status(f.user)).has_subscription).toBe(false);
  });

  test("refunding a renewal takes back only its 12 months", async () => {
    const f = await family();
    await pay(f);
    const firstEnd = (await rows(f.user.id))[0].endDate;
    t.deps.clock.set(new Date(firstEnd.getTime() - 30 * DAY_MS));
    const { session } = await pay(f);
    const ev = await signedEvent(SECRET, "charge.refunded", {
      id: "ch_2",
      object: "charge",
      payment_intent: session.payment_intent,
      refunded: true,
    });
    await webhook(ev.payload, ev.header);
    const row = (await rows(f.user.id))[0];
    expect(row.endDate.getTime()).toBe(firstEnd.getTime());
    expect(row.status).toBe("active");
  });

  test("checkout.session.expired closes the open session so the next checkout is new", async () => {
    const f = await family();
    const c = await checkout(f.token);
    const s = stub.sessions.get(c.body.session_id)!;
    const ev = await signedEvent(SECRET, "checkout.session.expired", { ...s, status: "expired" } as any);
    await webhook(ev.payload, ev.header);
    const next = await checkout(f.token);
    expect(next.body.session_id).not.toBe(c.body.session_id);
  });
});
