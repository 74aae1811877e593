// A school's own instance that sells nothing (PAYMENTS=off, issue #33): it starts in production without
// Stripe, every selling route is gone (the local test checkout too, whatever ALLOW_LOCAL_CHECKOUT says),
// no reply carries an offer, and access comes from the instance's setting through the one access rule.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { classes, users } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { loadConfig } from "../../src/config";
import { loadContent } from "../../src/modules/content/content";

const content = loadContent();
const level = content.levels.find((l) => l.meta.status === "available")!;
const fifthLesson = level.units.flatMap((u) => u.unit.lessons)[4]; // beyond the demo's two: premium only

describe("configuration", () => {
  const dir = mkdtempSync(join(tmpdir(), "marhaba-cfg-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const prod = (extra: Record<string, string>) => () =>
    loadConfig({ NODE_ENV: "production", DATA_DIR: dir, APP_URL: "https://school.example", ...extra });

  test("production starts with only APP_URL when PAYMENTS=off; the local checkout does not exist even when allowed", () => {
    const c = prod({ PAYMENTS: "off" })();
    expect([c.payments, c.stripe.localCheckout]).toEqual(["off", false]);
    expect(prod({ PAYMENTS: "off", ALLOW_LOCAL_CHECKOUT: "1" })().stripe.localCheckout).toBe(false);
  });

  test("the default still sells and still refuses production without Stripe, naming PAYMENTS=off as a way out", () => {
    expect(prod({})).toThrow(/PAYMENTS=off/);
    expect(loadConfig({ DATA_DIR: dir }).payments).toBe("on");
  });

  test("a wrong value, or Stripe keys on an instance that sells nothing, is refused", () => {
    expect(prod({ PAYMENTS: "maybe" })).toThrow(/PAYMENTS must be on or off/);
    expect(
      prod({ PAYMENTS: "off", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
    ).toThrow(/PAYMENTS=off sells nothing/);
  });
});

describe("an instance without payments, in production", () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await makeTestApp({
      NODE_ENV: "production",
      ALLOW_TEST_CLOCK: "0",
      APP_URL: "https://school.example",
      PAYMENTS: "off",
      ALLOW_LOCAL_CHECKOUT: "1",
    });
    const a = await createTestUser(t.deps, { isAdmin: true } as never);
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.id));
    admin = await signIn(t.deps, a);
  });
  afterAll(() => t.close());
  const api = (method: string, path: string, token?: string, body?: unknown) =>
    t.call(method, "/api/v1" + path, { token, body, headers: { origin: "https://school.example" } });
  const setAccess = (value: unknown) => api("PATCH", "/admin/site", admin.token, { school_access: value });

  test("every selling route is the API's 404: checkout, verify, webhook, the local checkout, the demo", async () => {
    const f = await signIn(t.deps, await createTestUser(t.deps));
    for (const [method, path, body] of [
      ["POST", "/payments/create-checkout", {}],
      ["POST", "/payments/verify-session?session_id=local_abc", {}],
      ["POST", "/payments/webhook", {}],
      ["GET", "/payments/local/local_abc", undefined],
      ["POST", "/payments/local/local_abc/pay", {}],
      ["POST", "/payments/local/local_abc/cancel", {}],
      ["POST", "/subscriptions/demo", undefined],
    ] as const) {
      const r = await api(method, path, f.token, body);
      expect([r.status, `${method} ${path}`]).toEqual([404, `${method} ${path}`]);
      expect(r.body.error.code).toMatch(/NOT_FOUND|NO_DEMO/);
    }
  });

  test("the pages that sell answer 404; the flag every page reads says nothing is sold", async () => {
    const f = await signIn(t.deps, await createTestUser(t.deps));
    for (const path of [
      "/subscribe",
      "/checkout/local/local_abc",
      "/demo-confirmation",
      "/renew",
      "/trial-expired",
      "/demo-expired",
      "/payment-success?session_id=x",
      "/subscription",
    ]) {
      const r = await t.call("GET", path, { cookie: f.cookie });
      expect([r.status, path]).toEqual([404, path]);
    }
    expect((await api("GET", "/site")).body.payments).toBe(false);
    const dash = await t.call("GET", "/dashboard", { cookie: f.cookie });
    expect(dash.status).toBe(200);
    expect(dash.text).not.toMatch(/€|EUR|Upgrade|Subscribe|free demo|Try Demo|View Plans/i);
  });

  test("everyone learns with full access by default: a family, its child and a pupil whose class has no licence", async () => {
    const parent = await createTestUser(t.deps);
    const child = (
      await t.deps.db
        .insert(users)
        .values({
          username: `kid-${Date.now()}`,
          firstName: "Yasmin",
          lastName: "",
          kind: "child",
          parentId: parent.id,
        })
        .returning()
    )[0];
    const teacher = await createTestUser(t.deps);
    const cls = (
      await t.deps.db
        .insert(classes)
        .values({ teacherId: teacher.id, name: "CE1", code: "K7PQ2M", licenceUntil: null })
        .returning()
    )[0];
    const pupil = (
      await t.deps.db
        .insert(users)
        .values({
          username: `pupil-${Date.now()}`,
          firstName: "Omar",
          lastName: "",
          kind: "pupil",
          classId: cls.id,
        })
        .returning()
    )[0];
    for (const who of [parent, child, pupil]) {
      const { token } = await signIn(t.deps, who);
      expect((await api("GET", "/courses", token)).body.tier).toBe("premium");
      expect((await api("GET", `/lessons/${fifthLesson.id}`, token)).status).toBe(200);
      const status = await api("GET", "/subscriptions/status", token);
      expect(status.body.access).toMatchObject({
        kind: "premium",
        live: true,
        ends_at: null,
        days_left: null,
        renew_window: false,
      });
      expect(status.body.offer).toBeUndefined(); // nothing for sale in any reply
    }
    const session = await api("GET", "/session", (await signIn(t.deps, parent)).token);
    expect(session.body.subscription.offer).toBeUndefined();
    expect(session.body.subscription.access.kind).toBe("premium");

    // the admin chooses "only classes with a licence": the one access rule follows at once
    expect((await setAccess("licences")).status).toBe(200);
    for (const who of [parent, child, pupil]) {
      const { token } = await signIn(t.deps, who);
      expect((await api("GET", `/lessons/${fifthLesson.id}`, token)).status).toBe(403);
      const lib = await api("GET", "/courses", token);
      // a class without a licence is in its trial (the demo's lessons, issue #29); a family has nothing
      expect(lib.body.tier).toBe(who === pupil ? "demo" : "none");
      // a locked lesson names the plan a school grants, never a demo
      expect(lib.body.levels[0].units[0].lessons[0].unlock_tier).not.toBe("demo");
    }
    await t.deps.db
      .update(classes)
      .set({ licenceUntil: addDays(t.deps.clock.now(), 30) })
      .where(eq(classes.id, cls.id));
    expect((await api("GET", `/lessons/${fifthLesson.id}`, (await signIn(t.deps, pupil)).token)).status).toBe(
      200,
    );
    expect((await api("GET", "/admin/site", admin.token)).body).toMatchObject({
      payments: false,
      settings: { school_access: "licences" },
    });

    expect((await setAccess("everyone")).status).toBe(200);
    expect((await api("GET", "/admin/site", admin.token)).body.settings.school_access).toBe("");
    expect(
      (await api("GET", `/lessons/${fifthLesson.id}`, (await signIn(t.deps, parent)).token)).status,
    ).toBe(200);
  });

  test("a bad access value is a 422 naming the field, and changes nothing", async () => {
    for (const bad of ["all", 1, null, "x".repeat(100_000), "licences\u0000"]) {
      const r = await setAccess(bad);
      expect(r.status).toBe(422);
      expect(r.body.error.fields.school_access).toBeTruthy();
    }
    expect((await api("GET", "/admin/site", admin.token)).body.settings.school_access).toBe("");
    const f = await signIn(t.deps, await createTestUser(t.deps));
    expect((await api("PATCH", "/admin/site", f.token, { school_access: "licences" })).status).toBe(403);
  });
});

test("on a selling instance the access setting changes nothing: a family without a plan has no access", async () => {
  const t = await makeTestApp();
  try {
    const a = await createTestUser(t.deps);
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.id));
    const { token } = await signIn(t.deps, await createTestUser(t.deps));
    expect((await t.call("GET", "/api/v1/site")).body.payments).toBe(true);
    expect((await t.call("GET", "/api/v1/courses", { token })).body.tier).toBe("none");
    const status = await t.call("GET", "/api/v1/subscriptions/status", { token });
    expect(status.body.offer).toMatchObject({ amount_cents: 4000 });
  } finally {
    await t.close();
  }
});
