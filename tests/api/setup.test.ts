// The first-run page (issue #33): a fresh instance prints a one-time code; /setup makes the first admin
// with it, once. Wrong, reused or expired codes are refused; racing setups end with one admin; the page
// and its API are gone once an admin exists.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, type TestApp } from "../support/app";
import { auditLog, users } from "../../src/db/schema";
import { announceSetup } from "../../src/modules/setup/service";
import { getSiteSettings } from "../../src/modules/site/service";

const ORIGIN = { origin: "http://localhost" };
const form = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  first_name: "Sara",
  last_name: "Ali",
  email: "head@school.example",
  password: "Str0ngPassw0rd",
  school_name: "École Al-Nour",
  ...over,
});

describe("/setup on a fresh instance", () => {
  let t: TestApp;
  let code: string;
  let printed = "";
  beforeAll(async () => {
    t = await makeTestApp();
    code = (await announceSetup(t.deps, (l) => (printed += l)))!;
  });
  afterAll(() => t.close());
  const post = (body: unknown) => t.call("POST", "/api/v1/setup", { body, headers: ORIGIN });
  const admins = async () => (await t.deps.db.select().from(users).where(eq(users.isAdmin, true))).length;

  test("the code is printed with the address to open, and the page is there", async () => {
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(printed).toContain("http://localhost/setup");
    expect(printed).toContain(code);
    expect((await t.call("GET", "/api/v1/setup")).body).toMatchObject({ needed: true, code_open: true });
    const page = await t.call("GET", "/setup");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Set up Marhaba");
  });

  test("bad input is a 422 naming fields, and keeps the code usable", async () => {
    for (const [body, field] of [
      [form(code, { email: "not-an-email" }), "email"],
      [form(code, { password: "short" }), "password"],
      [form(code, { first_name: "" }), "first_name"],
      [form(code, { first_name: "A\u0000B" }), "first_name"],
      [form(code, { school_name: "x".repeat(100_000) }), "school_name"],
      [form(code, { is_admin: true }), "is_admin"],
      [{ ...form(code), code: 42 }, "code"],
    ] as const) {
      const r = await post(body);
      expect([r.status, field]).toEqual([422, field]);
      expect(JSON.stringify(r.body.error.fields ?? {})).toContain(field);
    }
    const malformed = await t.call("POST", "/api/v1/setup", { raw: "{not json", headers: ORIGIN });
    expect(malformed.status).toBe(400);
    expect(await admins()).toBe(0);
  });

  test("a wrong code is refused and does not use up the right one", async () => {
    const r = await post(form("AAAA-BBBB-CCCC"));
    expect([r.status, r.body.error.code]).toEqual([403, "SETUP_CODE_WRONG"]);
    expect(await admins()).toBe(0);
  });

  test("two setups racing with the right code make one admin", async () => {
    const [a, b] = await Promise.all([post(form(code)), post(form(code, { email: "other@school.example" }))]);
    expect([a.status, b.status].sort()).toEqual([201, 403]);
    expect([a, b].find((r) => r.status === 403)!.body.error.code).toBe("SETUP_CODE_USED");
    expect(await admins()).toBe(1);
    const ok = a.status === 201 ? a : b;
    // signed in as the new admin, the school's name set, both audited
    expect(ok.headers.get("set-cookie")).toContain("mh_at=");
    expect(ok.body).toMatchObject({ home: "/admin", user: { is_admin: true } });
    expect(["head@school.example", "other@school.example"]).toContain(ok.body.user.email);
    expect((await getSiteSettings(t.deps)).school_name).toBe("École Al-Nour");
    const actions = (await t.deps.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["user.create_admin", "site.update"]));
  });

  test("once an admin exists the page and its API are gone; the used code is refused", async () => {
    expect((await t.call("GET", "/setup")).status).toBe(404);
    expect((await t.call("GET", "/api/v1/setup")).status).toBe(404);
    const again = await post(form(code, { email: "third@school.example" }));
    expect(again.status).toBe(404);
    expect(await admins()).toBe(1);
    // a restart of an instance with an admin prints nothing
    expect(await announceSetup(t.deps, () => {})).toBeNull();
  });
});

describe("the code's life", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());
  const post = (body: unknown) => t.call("POST", "/api/v1/setup", { body, headers: ORIGIN });

  test("it expires after 24 hours; a restart prints a new one that works, and the old one stops", async () => {
    const first = (await announceSetup(t.deps, () => {}))!;
    t.deps.clock.advance(24 * 3600_000 + 1000);
    const r = await post(form(first));
    expect([r.status, r.body.error.code]).toEqual([403, "SETUP_CODE_EXPIRED"]);
    expect((await t.call("GET", "/api/v1/setup")).body.code_open).toBe(false);
    const second = (await announceSetup(t.deps, () => {}))!; // a restart
    expect(second).not.toBe(first);
    expect((await post(form(first))).body.error.code).toBe("SETUP_CODE_WRONG");
    expect((await post(form(second))).status).toBe(201);
  });

  test("an instance whose admin came from the CLI shows no setup page", async () => {
    const t2 = await makeTestApp();
    try {
      await createTestUser(t2.deps, { isAdmin: true });
      expect(await announceSetup(t2.deps, () => {})).toBeNull();
      expect((await t2.call("GET", "/setup")).status).toBe(404);
    } finally {
      await t2.close();
    }
  });
});

test("two instances on one database, each with its own printed code, racing: one admin", async () => {
  const a = await makeTestApp();
  const b = await makeTestApp({ DATA_DIR: a.dataDir });
  try {
    const [ca, cb] = [(await announceSetup(a.deps, () => {}))!, (await announceSetup(b.deps, () => {}))!];
    const [ra, rb] = await Promise.all([
      a.call("POST", "/api/v1/setup", { body: form(ca), headers: ORIGIN }),
      b.call("POST", "/api/v1/setup", { body: form(cb, { email: "b@school.example" }), headers: ORIGIN }),
    ]);
    // the loser is SETUP_DONE: 409 when it lost inside the write, 404 when it came after the winner's
    // commit (the page is gone by then: PostgreSQL's timing on a loaded machine)
    const [won, lost] = ra.status === 201 ? [ra, rb] : [rb, ra];
    expect(won.status).toBe(201);
    expect([404, 409]).toContain(lost.status);
    expect(lost.body.error.code).toBe("SETUP_DONE");
    expect((await a.deps.db.select().from(users).where(eq(users.isAdmin, true))).length).toBe(1);
  } finally {
    await b.close().catch(() => {});
    await a.close();
  }
});
