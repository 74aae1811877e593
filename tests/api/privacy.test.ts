// The privacy notice, the terms and the accessibility statement (issue #28): reachable from every footer
// and from sign-up; the data controller is an operator setting and the notice says plainly when it is
// missing; the processors named are the ones this instance uses; retention periods are the operator's.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../support/app";
import { updateSiteSettings } from "../../src/modules/site/service";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

test("three pages, linked from every footer and from sign-up", async () => {
  for (const [path, title] of [
    ["/privacy", "Privacy notice"],
    ["/terms", "Terms of use"],
    ["/accessibility", "Accessibility statement"],
  ]) {
    const r = await t.call("GET", path);
    expect(r.status).toBe(200);
    expect(r.text).toContain(`<title>${title} - Marhaba</title>`);
  }
  for (const path of ["/", "/contact", "/credits", "/privacy", "/service-single/1"]) {
    const r = await t.call("GET", path);
    for (const href of ["/privacy", "/terms", "/accessibility"]) expect(r.text).toContain(`href="${href}"`);
  }
  const signup = await t.call("GET", "/signup");
  expect(signup.text).toContain("privacy notice</a>");
});

test("the controller: clearly missing until set, then named; retention and processors follow the instance", async () => {
  const bare = await t.call("GET", "/privacy");
  expect(bare.text).toContain('data-testid="controller-missing"');
  expect(bare.text).toContain("No card payment provider is set up on this site");
  expect(bare.text).toContain("No outside mail service is set up");
  expect(bare.text).toContain("removed after 30 days");
  expect(bare.text).toContain("no analytics");
  await updateSiteSettings(
    t.deps,
    { userId: null, label: "test" },
    {
      controller_name: "École Al-Nour",
      controller_address: "1 rue des Lilas\n75001 Paris",
      retention_unverified_days: "14",
    },
  );
  const set = await t.call("GET", "/privacy");
  expect(set.text).not.toContain('data-testid="controller-missing"');
  expect(set.text).toContain("École Al-Nour");
  expect(set.text).toContain("75001 Paris");
  expect(set.text).toContain("removed after 14 days");
  // bad settings are refused with a clear 422, nothing stored
  for (const bad of [
    { retention_unverified_days: "3" },
    { retention_unverified_days: "abc" },
    { retention_inactive_months: "1000" },
    { controller_name: "x".repeat(500) },
    { controller_name: "a\u0007b" },
  ]) {
    await expect(updateSiteSettings(t.deps, { userId: null, label: "test" }, bad)).rejects.toMatchObject({
      status: 422,
    });
  }
});

test("with Stripe and mail configured, the notice names them", async () => {
  const t2 = await makeTestApp({
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: "whsec_x",
    SMTP_URL: "smtp://127.0.0.1:1",
  });
  try {
    const r = await t2.call("GET", "/privacy");
    expect(r.text).toContain("<strong>Stripe</strong> takes card payments");
    expect(r.text).toContain("<strong>The mail service</strong>");
  } finally {
    await t2.close();
  }
});

test("the school's data-processing summary: admins only, figures from the database, printable page", async () => {
  const { createTestUser, signIn } = await import("../support/app");
  const admin = await createTestUser(t.deps, { isAdmin: true });
  const parent = await createTestUser(t.deps);
  const a = await signIn(t.deps, admin);
  const p = await signIn(t.deps, parent);
  expect((await t.call("GET", "/api/v1/admin/data-processing")).status).toBe(401);
  expect((await t.call("GET", "/api/v1/admin/data-processing", { token: p.token })).status).toBe(403);
  const r = await t.call("GET", "/api/v1/admin/data-processing", { token: a.token });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({
    storage: expect.stringMatching(/sqlite|postgresql/),
    counts: { pupils: 0, classes: 0 },
    controller: { name: "École Al-Nour" },
  });
  expect(r.body.counts.grown_ups).toBeGreaterThanOrEqual(2);
  const page = await t.call("GET", "/admin/data-processing", { cookie: a.cookie });
  expect(page.status).toBe(200);
  expect(page.text).toContain("What is stored about pupils");
  expect(page.text).toContain("Print this page");
  expect(page.text).toContain("École Al-Nour");
  const denied = await t.call("GET", "/admin/data-processing", { cookie: p.cookie });
  expect(denied.status).toBe(302);
});
