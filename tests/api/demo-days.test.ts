// Paying during the demo keeps the demo's remaining days (issue #28): the paid months start when the
// demo would have ended, so a purchase on demo day 1 and one on day 14 end on the same day. Shown before
// payment (the offer, /subscribe, the local checkout), after (verify-session, /payment-success), in the
// history and the receipt. The clock is moved through the test route; both the local checkout and the
// Stripe path (webhook) are paid.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { startStripeStub, signedEvent, type StripeStub } from "../support/stripe-stub";
import { outbox, subscriptions } from "../../src/db/schema";
import { addMonths, paidPeriod } from "../../shared/price";
import { shortDate } from "../../shared/format";

const DAY = 864e5;

async function moveClock(t: TestApp, offsetMs: number) {
  const r = await t.call("PUT", "/api/v1/test/clock", { body: { offset_ms: offsetMs } });
  expect(r.status).toBe(200);
}

/** A family whose demo starts now; `later(ms)` moves the clock and signs in again (a 15-minute token would have expired). */
async function demoFamily(t: TestApp) {
  const user = await createTestUser(t.deps);
  const s = await signIn(t.deps, user);
  const d = await t.call("POST", "/api/v1/subscriptions/demo", { token: s.token });
  expect(d.status).toBe(201);
  const demoEnd = new Date(d.body.subscription?.end_date ?? d.body.end_date);
  return {
    user,
    demoEnd,
    later: async (ms: number) => {
      await moveClock(t, ms);
      return signIn(t.deps, user);
    },
  };
}

const receiptsTo = async (t: TestApp, email: string) =>
  (await t.deps.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) =>
    m.subject.startsWith("Your Marhaba receipt"),
  );

describe("the rule (shared/price.ts)", () => {
  test("renewal from the plan's end, purchase in the demo from the demo's end, otherwise now", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    const demoEnd = new Date("2026-12-09T10:00:00Z");
    expect(paidPeriod(now, { paidEndsAt: null, demoEndsAt: demoEnd }, 14)).toEqual({
      from: demoEnd,
      to: addMonths(demoEnd, 14),
      demoDaysKept: 13,
    });
    expect(paidPeriod(now, { paidEndsAt: null, demoEndsAt: null }, 14)).toEqual({
      from: now,
      to: addMonths(now, 14),
      demoDaysKept: 0,
    });
    // an ended demo keeps nothing
    expect(
      paidPeriod(now, { paidEndsAt: null, demoEndsAt: new Date("2026-11-20T00:00:00Z") }, 14).demoDaysKept,
    ).toBe(0);
    const paidEnd = new Date("2027-01-01T00:00:00Z");
    expect(paidPeriod(now, { paidEndsAt: paidEnd, demoEndsAt: demoEnd }, 12)).toEqual({
      from: paidEnd,
      to: addMonths(paidEnd, 12),
      demoDaysKept: 0,
    });
  });
});

describe("local checkout: demo day 1 and day 14 end on the same day", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => moveClock(t, 0));

  for (const day of [1, 14]) {
    test(`paying on demo day ${day}: 14 months from the demo's end, shown before and after, in the history and the receipt`, async () => {
      const fam = await demoFamily(t);
      const f = { ...fam, ...(await fam.later((day - 1) * DAY + 3600_000)) }; // an hour into day `day`
      const kept = Math.ceil((f.demoEnd.getTime() - t.deps.clock.now().getTime()) / DAY);
      expect(kept).toBe(14 - day + 1);
      const expectedEnd = addMonths(f.demoEnd, 14);

      // before payment: the offer and /subscribe name the period and the days kept
      const st = (await t.call("GET", "/api/v1/subscriptions/status", { token: f.token })).body;
      expect(st.offer).toMatchObject({
        months: 14,
        period_from: f.demoEnd.toISOString(),
        period_to: expectedEnd.toISOString(),
        demo_days_kept: kept,
      });
      const page = await t.call("GET", "/subscribe", { cookie: f.cookie });
      expect(page.text).toContain(
        `from ${shortDate(f.demoEnd.toISOString())} to ${shortDate(expectedEnd.toISOString())}`,
      );
      expect(page.text).toContain(
        `the ${kept} ${kept === 1 ? "day" : "days"} left of your free demo`, // one message of the catalogue
      );

      // the checkout page names what it sells, not the session's expiry
      const c = await t.call("POST", "/api/v1/payments/create-checkout", { token: f.token, body: {} });
      expect(c.status).toBe(200);
      const view = (await t.call("GET", `/api/v1/payments/local/${c.body.session_id}`, { token: f.token }))
        .body;
      expect(view.period).toEqual({
        from: f.demoEnd.toISOString(),
        to: expectedEnd.toISOString(),
        demo_days_kept: kept,
      });
      const checkoutPage = await t.call("GET", `/checkout/local/${c.body.session_id}`, { cookie: f.cookie });
      expect(checkoutPage.text).toContain("<dt>Period</dt>");
      expect(checkoutPage.text).not.toContain("Valid until");

      const pay = await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`, {
        token: f.token,
        body: {},
      });
      expect(pay.status).toBe(200);

      // Premium is open now and ends 14 months after the demo would have ended
      const [paid] = (
        await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.user.id))
      ).filter((r) => r.type === "paid");
      expect(paid.endDate.getTime()).toBe(expectedEnd.getTime());
      expect(Math.abs(paid.startDate.getTime() - t.deps.clock.now().getTime())).toBeLessThan(60_000); // Premium opens at once
      const after = (await t.call("GET", "/api/v1/subscriptions/status", { token: f.token })).body;
      expect(after.access.kind).toBe("premium");

      // the success page's data and the page itself
      const v = await t.call("POST", `/api/v1/payments/verify-session?session_id=${c.body.session_id}`, {
        token: f.token,
      });
      expect(v.body).toMatchObject({
        months_granted: 14,
        period_start: f.demoEnd.toISOString(),
        period_end: expectedEnd.toISOString(),
        demo_days_kept: kept,
      });
      const success = await t.call("GET", `/payment-success?session_id=${c.body.session_id}`, {
        cookie: f.cookie,
      });
      expect(success.text).toContain("Success! We have received your payment");
      expect(success.text).toContain(
        `from ${shortDate(f.demoEnd.toISOString())} to ${shortDate(expectedEnd.toISOString())}`,
      );

      // the history
      const h = (await t.call("GET", "/api/v1/subscriptions/history", { token: f.token })).body.history;
      expect(h.find((x: any) => x.kind === "payment").detail).toMatchObject({
        months: 14,
        period_start: f.demoEnd.toISOString(),
        end_date: expectedEnd.toISOString(),
        demo_days_kept: kept,
      });
      const historyPage = await t.call("GET", "/subscription", { cookie: f.cookie });
      expect(historyPage.text).toContain(`${kept} demo ${kept === 1 ? "day" : "days"} kept`);

      // the receipt, once
      const receipts = await receiptsTo(t, f.user.email);
      expect(receipts).toHaveLength(1);
      expect(receipts[0].text).toContain(
        `It pays for 14 months, from ${shortDate(f.demoEnd.toISOString())} to ${shortDate(expectedEnd.toISOString())}.`,
      );
      expect(receipts[0].text).toContain(
        `the ${kept} ${kept === 1 ? "day" : "days"} left of your free demo ${kept === 1 ? "is" : "are"} kept`,
      );
      expect(receipts[0].text).toContain("€40");
      // paying again is refused (renewal not open); a second fulfilment sends nothing
      await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`, { token: f.token, body: {} });
      expect(await receiptsTo(t, f.user.email)).toHaveLength(1);
    });
  }

  test("without a demo the months start today, and no demo days are named", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const st = (await t.call("GET", "/api/v1/subscriptions/status", { token: s.token })).body;
    expect(st.offer.demo_days_kept).toBe(0);
    expect(Math.abs(Date.parse(st.offer.period_from) - t.deps.clock.now().getTime())).toBeLessThan(60_000);
    const page = await t.call("GET", "/subscribe", { cookie: s.cookie });
    expect(page.text).not.toContain("left of your free demo");
  });
});

describe("Stripe: the webhook grants the same period", () => {
  const SECRET = "whsec_demo_days";
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
    await t.close();
    await stub.close();
  });

  test("paid on demo day 3 through the webhook: the product names the dates; 14 months from the demo's end", async () => {
    const fam = await demoFamily(t);
    const f = { ...fam, ...(await fam.later(2 * DAY + 60_000)) };
    const expectedEnd = addMonths(f.demoEnd, 14);
    const c = await t.call("POST", "/api/v1/payments/create-checkout", { token: f.token, body: {} });
    expect(c.status).toBe(200);
    const description = stub.creates.at(-1)!["line_items[0][price_data][product_data][description]"];
    expect(description).toContain(
      `from ${shortDate(f.demoEnd.toISOString())} to ${shortDate(expectedEnd.toISOString())}`,
    );
    expect(description).toContain("your 12 remaining demo days are kept");
    const s = stub.markPaid(c.body.session_id);
    const e = await signedEvent(SECRET, "checkout.session.completed", s as any);
    expect(
      (
        await t.call("POST", "/api/v1/payments/webhook", {
          raw: e.payload,
          headers: { "stripe-signature": e.header },
        })
      ).status,
    ).toBe(200);
    const [paid] = (
      await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.user.id))
    ).filter((r) => r.type === "paid");
    expect(paid.endDate.getTime()).toBe(expectedEnd.getTime());
    const receipts = await receiptsTo(t, f.user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain("the 12 days left of your free demo are kept");
    // the replayed event and the success page's verify grant nothing more and send no second receipt
    await t.call("POST", "/api/v1/payments/webhook", {
      raw: e.payload,
      headers: { "stripe-signature": e.header },
    });
    const v = await t.call("POST", `/api/v1/payments/verify-session?session_id=${c.body.session_id}`, {
      token: f.token,
    });
    expect(v.body).toMatchObject({ period_start: f.demoEnd.toISOString(), demo_days_kept: 12 });
    expect(await receiptsTo(t, f.user.email)).toHaveLength(1);
    await moveClock(t, 0);
  });
});
