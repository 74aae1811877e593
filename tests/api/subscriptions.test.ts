// Subscriptions API: the demo (once per account, ever, even when racing), read-time expiry,
// status, cancel (access kept to the end date) and the history, newest first.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { subscriptions } from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";
import { expireDue, recordEvent } from "../../src/modules/subscriptions/service";
import { isUniqueViolation } from "../../src/modules/users/service";

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
  const s = await signIn(t.deps, user);
  return { user, ...s };
}

describe("POST /subscriptions/demo", () => {
  test("needs a signed-in user", async () => {
    const r = await t.call("POST", "/api/v1/subscriptions/demo");
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe("UNAUTHORIZED");
  });

  test("starts a 14-day demo, visible in status and in the session", async () => {
    const f = await family();
    const r = await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token });
    expect(r.status).toBe(201);
    expect(r.body.subscription).toMatchObject({
      type: "demo",
      status: "active",
      days_remaining: 14,
      is_expired: false,
      has_subscription: true,
    });
    const days =
      (Date.parse(r.body.subscription.end_date) - Date.parse(r.body.subscription.start_date)) / DAY_MS;
    expect(days).toBe(14);
    const status = await t.call("GET", "/api/v1/subscriptions/status", { token: f.token });
    expect(status.body).toMatchObject({ days_remaining: 14, is_expired: false, has_subscription: true });
    expect(status.body.subscription.id).toBe(r.body.subscription.id);
    const session = await t.call("GET", "/api/v1/session", { cookie: f.cookie });
    expect(session.body.subscription.subscription.type).toBe("demo");
  });

  test("works with the cookie session too (CSRF header required)", async () => {
    const f = await family();
    const refused = await t.call("POST", "/api/v1/subscriptions/demo", {
      cookie: f.cookie,
      headers: { "x-csrf-protection": "0" },
    });
    expect(refused.status).toBe(403);
    const ok = await t.call("POST", "/api/v1/subscriptions/demo", { cookie: f.cookie });
    expect(ok.status).toBe(201);
  });

  test("a second try while active is SUBSCRIPTION_EXISTS; after it ended, DEMO_ALREADY_USED", async () => {
    const f = await family();
    expect((await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token })).status).toBe(201);
    const again = await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: "SUBSCRIPTION_EXISTS",
      message: "You already have an active subscription!",
    });
    t.deps.clock.advance(15 * DAY_MS);
    const fresh = await signIn(t.deps, f.user);
    const later = await t.call("POST", "/api/v1/subscriptions/demo", { token: fresh.token });
    expect(later.status).toBe(409);
    expect(later.body.error.code).toBe("DEMO_ALREADY_USED");
    const rows = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.user.id));
    expect(rows).toHaveLength(1);
  });

  test("two racing activations give exactly one demo", async () => {
    const f = await family();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.call("POST", "/api/v1/subscriptions/demo", { token: f.token })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(["SUBSCRIPTION_EXISTS", "DEMO_ALREADY_USED"]).toContain(r.body.error.code);
    }
    expect(
      await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.user.id)),
    ).toHaveLength(1);
  });

  test("the database itself refuses a second demo row", async () => {
    const f = await family();
    const now = new Date();
    await t.deps.db
      .insert(subscriptions)
      .values({ userId: f.user.id, type: "demo", startDate: now, endDate: now });
    const second = (async () =>
      t.deps.db
        .insert(subscriptions)
        .values({ userId: f.user.id, type: "demo", startDate: now, endDate: now }))();
    expect(
      await second.then(
        () => null,
        (e) => e,
      ),
    ).toSatisfy(isUniqueViolation);
  });

  test("a body, even malformed, changes nothing about the rules", async () => {
    const f = await family();
    const bad = await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token, raw: "{not json" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("MALFORMED_JSON");
    const withBody = await t.call("POST", "/api/v1/subscriptions/demo", {
      token: f.token,
      body: { type: "paid", end_date: "2099-01-01", days: 9999 },
    });
    expect(withBody.status).toBe(201);
    expect(withBody.body.subscription.type).toBe("demo");
    expect(withBody.body.subscription.days_remaining).toBe(14);
  });

  test("a tampered or expired token is 401", async () => {
    const f = await family();
    const r = await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token.slice(0, -3) + "abc" });
    expect(r.status).toBe(401);
    t.deps.clock.advance(2 * DAY_MS);
    const late = await t.call("GET", "/api/v1/subscriptions/status", { token: f.token });
    expect(late.status).toBe(401);
  });
});

describe("read-time expiry", () => {
  test("days_remaining counts down with the clock and the demo expires without any job", async () => {
    const f = await family();
    await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token });
    t.deps.clock.advance(10 * DAY_MS);
    const fresh = await signIn(t.deps, f.user);
    let s = await t.call("GET", "/api/v1/subscriptions/status", { token: fresh.token });
    expect(s.body.days_remaining).toBe(4);
    t.deps.clock.advance(4 * DAY_MS + 1000);
    const again = await signIn(t.deps, f.user);
    s = await t.call("GET", "/api/v1/subscriptions/status", { token: again.token });
    expect(s.body).toMatchObject({ days_remaining: 0, is_expired: true, has_subscription: false });
    expect(s.body.subscription.status).toBe("expired");
    // The stored row still says active: expiry was derived, not written.
    const row = (
      await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.user.id)).limit(1)
    )[0]!;
    expect(row.status).toBe("active");
    // The optional sweep writes it down and records it in the history, once even when two instances sweep at once.
    const [x, y] = await Promise.all([expireDue(t.deps), expireDue(t.deps)]);
    expect(x + y).toBeGreaterThanOrEqual(1);
    expect(
      (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, row.id)).limit(1))[0]!.status,
    ).toBe("expired");
    const h = await t.call("GET", "/api/v1/subscriptions/history", { token: again.token });
    expect(h.body.history.map((e: any) => e.kind)).toEqual(["expired", "demo_started"]);
  });

  test("no subscription: nulls, not an error", async () => {
    const f = await family();
    const s = await t.call("GET", "/api/v1/subscriptions/status", { token: f.token });
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({
      subscription: null,
      days_remaining: null,
      is_expired: false,
      has_subscription: false,
    });
    expect(Math.abs(Date.parse(s.body.server_time) - t.deps.clock.now().getTime())).toBeLessThan(5000);
    expect((await t.call("GET", "/api/v1/subscriptions/status")).status).toBe(401);
  });
});

describe("DELETE /subscriptions/cancel", () => {
  test("keeps access to the end date and shows cancelled", async () => {
    const f = await family();
    const demo = await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token });
    const r = await t.call("DELETE", "/api/v1/subscriptions/cancel", { token: f.token });
    expect(r.status).toBe(200);
    expect(r.body.subscription).toMatchObject({
      status: "cancelled",
      end_date: demo.body.subscription.end_date,
      has_subscription: true,
      is_expired: false,
      days_remaining: 14,
    });
    const s = await t.call("GET", "/api/v1/subscriptions/status", { token: f.token });
    expect(s.body.subscription.status).toBe("cancelled");
    expect(s.body.has_subscription).toBe(true);
    const twice = await t.call("DELETE", "/api/v1/subscriptions/cancel", { token: f.token });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("ALREADY_CANCELLED");
    // A cancelled demo still counts as used.
    const retry = await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token });
    expect(retry.body.error.code).toBe("SUBSCRIPTION_EXISTS");
    t.deps.clock.advance(15 * DAY_MS);
    const f2 = await signIn(t.deps, f.user);
    const after = await t.call("GET", "/api/v1/subscriptions/status", { token: f2.token });
    expect(after.body).toMatchObject({ is_expired: true, has_subscription: false });
  });

  test("nothing to cancel is a 404 in the envelope", async () => {
    const f = await family();
    const r = await t.call("DELETE", "/api/v1/subscriptions/cancel", { token: f.token });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("NO_ACTIVE_SUBSCRIPTION");
    expect((await t.call("DELETE", "/api/v1/subscriptions/cancel")).status).toBe(401);
  });
});

describe("GET /subscriptions/history", () => {
  test("newest first, only the caller's own entries, including admin changes", async () => {
    const f = await family();
    const other = await family();
    await t.call("POST", "/api/v1/subscriptions/demo", { token: other.token });
    const demo = await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token });
    t.deps.clock.advance(60_000);
    await t.call("DELETE", "/api/v1/subscriptions/cancel", { token: f.token });
    t.deps.clock.advance(60_000);
    // The admin area records its changes through the same helper.
    await recordEvent(t.deps, t.deps.db, {
      userId: f.user.id,
      subscriptionId: demo.body.subscription.id,
      kind: "admin_change",
      detail: { status: "active" },
    });
    const h = await t.call("GET", "/api/v1/subscriptions/history", { token: f.token });
    expect(h.status).toBe(200);
    expect(h.body.history.map((e: any) => e.kind)).toEqual(["admin_change", "cancelled", "demo_started"]);
    for (const e of h.body.history) expect(e.subscription_id).toBe(demo.body.subscription.id);
    const times = h.body.history.map((e: any) => Date.parse(e.created_at));
    expect(times[0]).toBeGreaterThan(times[1]);
    expect((await t.call("GET", "/api/v1/subscriptions/history")).status).toBe(401);
  });
});
