// Issue #12: one `access` block, computed by the server, the same in GET /session,
// GET /subscriptions/status and the demo activation reply, for every plan a family can be in.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { classes, subscriptions, users } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { RENEW_WINDOW_DAYS } from "../../shared/price";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const api = (method: string, path: string, token: string) => t.call(method, "/api/v1" + path, { token });

/** A signed-in family with one subscription row ending `endDays` from now (none: no row). */
async function family(row?: {
  type: "demo" | "paid";
  status?: "active" | "cancelled" | "expired";
  endDays: number;
}) {
  const user = await createTestUser(t.deps);
  const now = t.deps.clock.now();
  if (row) {
    const start = addDays(now, Math.min(row.endDays, 0) - 30);
    await t.deps.db.insert(subscriptions).values({
      userId: user.id,
      type: row.type,
      status: row.status ?? "active",
      startDate: start,
      endDate: addDays(now, row.endDays),
    });
  }
  return { user, ...(await signIn(t.deps, user)) };
}

/** The block from /session and from /subscriptions/status, checked to be the same. */
async function accessOf(token: string) {
  const session = await api("GET", "/session", token);
  const status = await api("GET", "/subscriptions/status", token);
  expect([session.status, status.status]).toEqual([200, 200]);
  expect(session.body.subscription.access).toEqual(status.body.access);
  expect(status.body.access.ends_at).toBe(status.body.subscription?.end_date ?? null);
  return status.body.access;
}

describe("the access block", () => {
  test("no plan", async () => {
    const f = await family();
    expect(await accessOf(f.token)).toMatchObject({
      kind: "none",
      live: false,
      expired: false,
      days_left: null,
      ends_at: null,
      unlocked: { lessons: "none" },
    });
  });

  test("a demo just started: the activation reply carries the same block as /session and /status", async () => {
    const f = await family();
    const r = await api("POST", "/subscriptions/demo", f.token);
    expect(r.status).toBe(201);
    expect(r.body.access).toMatchObject({
      kind: "demo",
      live: true,
      cancelled: false,
      days_left: 14,
      ends_at: r.body.subscription.end_date,
      renew_window: false,
    });
    expect(r.body.access.unlocked).toMatchObject({ lessons: "first_per_level", lessons_per_level: 2 });
    expect(r.body.access.unlocked.levels.length).toBeGreaterThan(0);
    expect(await accessOf(f.token)).toEqual(r.body.access);
    // and what else the dashboard reads, so the page needs no second fetch
    const status = (await api("GET", "/subscriptions/status", f.token)).body;
    for (const k of ["plan_state", "demo_used", "offer", "days_remaining", "is_expired", "has_subscription"])
      expect(r.body[k]).toEqual(status[k]);
  });

  test("a demo that has ended", async () => {
    const f = await family({ type: "demo", endDays: -1 });
    expect(await accessOf(f.token)).toMatchObject({
      kind: "none",
      live: false,
      expired: true,
      days_left: null,
      unlocked: { lessons: "none", levels: [] },
    });
  });

  test("a running Premium plan", async () => {
    const f = await family({ type: "paid", endDays: 200 });
    expect(await accessOf(f.token)).toMatchObject({
      kind: "premium",
      live: true,
      cancelled: false,
      expired: false,
      days_left: 200,
      renew_window: false,
      unlocked: { lessons: "all", lessons_per_level: null },
    });
  });

  test("a cancelled Premium plan that still runs: Premium, cancelled, until its end date", async () => {
    const f = await family({ type: "paid", endDays: 200 });
    expect((await api("DELETE", "/subscriptions/cancel", f.token)).status).toBe(200);
    expect(await accessOf(f.token)).toMatchObject({
      kind: "premium",
      live: true,
      cancelled: true,
      expired: false,
      days_left: 200,
      unlocked: { lessons: "all" },
    });
  });

  test("a Premium plan inside the renew window", async () => {
    const f = await family({ type: "paid", endDays: RENEW_WINDOW_DAYS - 10 });
    expect(await accessOf(f.token)).toMatchObject({
      kind: "premium",
      live: true,
      renew_window: true,
      days_left: RENEW_WINDOW_DAYS - 10,
    });
  });

  test("a Premium plan that has ended", async () => {
    const f = await family({ type: "paid", endDays: -3 });
    expect(await accessOf(f.token)).toMatchObject({
      kind: "none",
      live: false,
      expired: true,
      renew_window: false,
      days_left: null,
    });
  });

  test("a child profile reads the family's plan: the same block as the grown-up", async () => {
    const p = await family({ type: "paid", endDays: 90 });
    expect((await api("DELETE", "/subscriptions/cancel", p.token)).status).toBe(200);
    const grownUp = await accessOf(p.token);
    const child = (
      await t.call("POST", "/api/v1/children", {
        token: p.token,
        body: { first_name: "Yasmin", avatar: "cat", age_band: "4-6", guardian_confirmed: true },
      })
    ).body.child.id;
    const sel = await api("POST", `/children/${child}/select`, p.token);
    expect(sel.status).toBe(200);
    const childAccess = await accessOf(sel.body.access_token);
    expect(childAccess).toEqual(grownUp);
    expect(childAccess).toMatchObject({ kind: "premium", cancelled: true, days_left: 90 });
  });

  test("a pupil reads their class's licence: Premium while it runs, the course rule's tier", async () => {
    const teacher = await createTestUser(t.deps);
    const until = addDays(t.deps.clock.now(), 30);
    const cls = (
      await t.deps.db
        .insert(classes)
        .values({ teacherId: teacher.id, name: "CM1", code: "ACCBXK", licenceUntil: until })
        .returning()
    )[0]!;
    const pupil = (
      await t.deps.db
        .insert(users)
        .values({
          username: `pupil-${cls.id}`,
          firstName: "Adam",
          lastName: "",
          kind: "pupil",
          classId: cls.id,
        })
        .returning()
    )[0]!;
    const s = await signIn(t.deps, pupil);
    const session = (await api("GET", "/session", s.token)).body;
    expect(session.subscription.access).toMatchObject({
      kind: "premium",
      live: true,
      days_left: 30,
      ends_at: until.toISOString(),
      renew_window: false,
      unlocked: { lessons: "all" },
    });
  });
});
