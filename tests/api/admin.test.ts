// /api/v1/admin: roles checked in the database, safety rules, audit, search, subscriptions.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp, type TestUser } from "../support/app";
import {
  auditLog,
  contactMessages,
  levelTestResults,
  refreshTokens,
  subscriptionEvents,
  subscriptions,
  users,
  type User,
} from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";
import { transact } from "../../src/db/client";

setDefaultTimeout(30_000); // argon2 hashing on a busy machine

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let adminCookie: string;
let learner: User;
let learnerToken: string;

async function addSub(userId: number, over: Partial<typeof subscriptions.$inferInsert> = {}) {
  const now = t.deps.clock.now().getTime();
  return (
    await t.deps.db
      .insert(subscriptions)
      .values({
        userId,
        type: "demo",
        status: "active",
        startDate: new Date(now - DAY_MS),
        endDate: new Date(now + 13 * DAY_MS),
        createdAt: new Date(now),
        ...over,
      })
      .returning()
  )[0];
}

beforeAll(async () => {
  t = await makeTestApp();
  admin = await createTestUser(t.deps, { isAdmin: true, firstName: "Omar", lastName: "Admin" });
  ({ token: adminToken, cookie: adminCookie } = await signIn(t.deps, admin));
  learner = await createTestUser(t.deps, { firstName: "Layla", lastName: "Learner" });
  ({ token: learnerToken } = await signIn(t.deps, learner));
});
afterAll(() => t.close());

// Every row has three cells: bun passes a `done` callback in place of a missing one.
const ROUTES: [string, string, unknown][] = [
  ["GET", "/api/v1/admin/stats", undefined],
  ["GET", "/api/v1/admin/users", undefined],
  ["GET", "/api/v1/admin/users/1", undefined],
  ["PATCH", "/api/v1/admin/users/1", { is_active: true }],
  ["DELETE", "/api/v1/admin/users/999999", undefined],
  ["GET", "/api/v1/admin/subscriptions", undefined],
  ["PATCH", "/api/v1/admin/subscriptions/1", { status: "active" }],
  ["POST", "/api/v1/admin/subscriptions/1/expire", undefined],
];

describe("access", () => {
  test.each(ROUTES)("%s %s: signed out 401, non-admin 403", async (method, path, body) => {
    const anon = await t.call(method, path, { body });
    expect(anon.status).toBe(401);
    expect(anon.body.error.code).toBe("UNAUTHORIZED");
    const user = await t.call(method, path, { body, token: learnerToken });
    expect(user.status).toBe(403);
    expect(user.body.error).toEqual({ code: "ADMIN_REQUIRED", message: "Admin access required" });
  });

  test("an admin demoted a second ago is refused at once with the same token", async () => {
    const other = await createTestUser(t.deps, { isAdmin: true });
    const { token } = await signIn(t.deps, other);
    expect((await t.call("GET", "/api/v1/admin/stats", { token })).status).toBe(200);
    const r = await t.call("PATCH", `/api/v1/admin/users/${other.id}`, {
      token: adminToken,
      body: { is_admin: false },
    });
    expect(r.status).toBe(200);
    expect(r.body.is_admin).toBe(false);
    expect((await t.call("GET", "/api/v1/admin/stats", { token })).status).toBe(403);
  });

  test("cookie sessions need the CSRF header for writes", async () => {
    const r = await t.call("PATCH", `/api/v1/admin/users/${learner.id}`, {
      cookie: adminCookie,
      headers: { "x-csrf-protection": "" },
      body: { is_active: true },
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("CSRF");
  });
});

describe("stats", () => {
  test("counts users and subscriptions, new sign-ups, conversions and recent audit", async () => {
    const t2 = await makeTestApp();
    try {
      const a = await createTestUser(t2.deps, { isAdmin: true });
      const { token } = await signIn(t2.deps, a);
      const u1 = await createTestUser(t2.deps, { isVerified: false });
      const u2 = await createTestUser(t2.deps);
      const now = t2.deps.clock.now().getTime();
      const ins = async (userId: number, type: "demo" | "paid", endOffset: number) =>
        (
          await t2.deps.db
            .insert(subscriptions)
            .values({
              userId,
              type,
              status: "active",
              startDate: new Date(now - DAY_MS),
              endDate: new Date(now + endOffset),
            })
            .returning()
        )[0];
      await ins(u1.id, "demo", 5 * DAY_MS);
      await ins(u2.id, "demo", -DAY_MS); // ended
      await ins(u2.id, "paid", 300 * DAY_MS); // converted
      await t2.call("PATCH", `/api/v1/admin/users/${u1.id}`, { token, body: { is_active: false } });
      const r = await t2.call("GET", "/api/v1/admin/stats", { token });
      expect(r.status).toBe(200);
      expect(r.body.users).toEqual({
        total: 3,
        active: 2,
        verified: 2,
        admins: 1,
        teachers: 0,
        children: 0,
        pupils: 0,
        new_this_week: 3,
      });
      expect(r.body.subscriptions).toEqual({ total: 3, active: 2, demo: 2, paid: 1 });
      expect(r.body.conversions).toEqual({ demo_users: 2, converted_to_paid: 1, rate: 50 });
      expect(r.body.recent_audit[0]).toMatchObject({
        actor: a.email,
        action: "user.deactivate",
        target_type: "user",
        target_id: String(u1.id),
        before: { is_active: true },
        after: { is_active: false },
      });
      // A week later nobody is new.
      t2.deps.clock.advance(8 * DAY_MS);
      const later = await t2.call("GET", "/api/v1/admin/stats", { token: (await signIn(t2.deps, a)).token });
      expect(later.body.users.new_this_week).toBe(0);
    } finally {
      t2.close();
    }
  });
});

describe("users list and search", () => {
  let t3: TestApp;
  let token: string;
  beforeAll(async () => {
    t3 = await makeTestApp();
    const a = await createTestUser(t3.deps, {
      isAdmin: true,
      email: "boss@school.example",
      username: "boss",
    });
    token = (await signIn(t3.deps, a)).token;
    await createTestUser(t3.deps, {
      email: "percent%sign@example.com",
      username: "pct_user",
      firstName: "Per",
      lastName: "Cent",
    });
    await createTestUser(t3.deps, {
      email: "plain@example.com",
      username: "plainuser",
      firstName: "Zaid",
      lastName: "O'Neil",
    });
    await createTestUser(t3.deps, {
      email: "under_score@example.com",
      username: "underscore",
      firstName: "Nour",
      lastName: "Ali",
    });
    for (let i = 0; i < 22; i++)
      await createTestUser(t3.deps, {
        email: `bulk${i}@bulk.example`,
        username: `bulk${i}`,
        firstName: "Bulk",
        lastName: `Kid${i}`,
      });
  });
  afterAll(() => t3.close());

  const search = (s: string) =>
    t3.call("GET", `/api/v1/admin/users?search=${encodeURIComponent(s)}`, { token });

  test("pages of 20 with the total; a short last page", async () => {
    const p1 = await t3.call("GET", "/api/v1/admin/users", { token });
    expect(p1.status).toBe(200);
    expect(p1.body.total).toBe(26);
    expect(p1.body.users).toHaveLength(20);
    expect(p1.body.users[0]).not.toHaveProperty("password_hash");
    expect(p1.body.users[0]).not.toHaveProperty("passwordHash");
    const p2 = await t3.call("GET", "/api/v1/admin/users?page=2", { token });
    expect(p2.body.users).toHaveLength(6);
    const ids = new Set([...p1.body.users, ...p2.body.users].map((u: any) => u.id));
    expect(ids.size).toBe(26);
    const small = await t3.call("GET", "/api/v1/admin/users?page_size=5&page=2", { token });
    expect(small.body.users).toHaveLength(5);
  });

  test("% and _ are literal, not wildcards", async () => {
    const pct = await search("%");
    expect(pct.body.users.map((u: any) => u.email)).toEqual(["percent%sign@example.com"]);
    const us = await search("_");
    // "_" matches only names that contain an underscore: pct_user and under_score@.
    expect(us.body.users.map((u: any) => u.username).sort()).toEqual(["pct_user", "underscore"]);
    expect((await search("%%%")).body.total).toBe(0);
  });

  test("quotes and backslashes are literal and never break the query", async () => {
    const q = await search("O'Neil");
    expect(q.status).toBe(200);
    expect(q.body.users.map((u: any) => u.username)).toEqual(["plainuser"]);
    for (const s of ["'; DROP TABLE users; --", '"', "\\", "\\%", "' OR 1=1 --"]) {
      const r = await search(s);
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(0);
    }
    expect((await t3.call("GET", "/api/v1/admin/users", { token })).body.total).toBe(26);
  });

  test("searches by full name, email and username, case-insensitively", async () => {
    expect((await search("zaid o'neil")).body.total).toBe(1);
    expect((await search("BULK.EXAMPLE")).body.total).toBe(22);
    expect((await search("Boss")).body.users[0].email).toBe("boss@school.example");
  });

  test("bad query values answer 422 naming the field", async () => {
    for (const [qs, field] of [
      ["page=0", "page"],
      ["page=abc", "page"],
      ["page=1.5", "page"],
      ["page_size=101", "page_size"],
      ["page_size=-3", "page_size"],
      [`search=${"x".repeat(201)}`, "search"],
    ]) {
      const r = await t3.call("GET", `/api/v1/admin/users?${qs}`, { token });
      expect(r.status).toBe(422);
      expect(r.body.error.fields).toHaveProperty(field);
      expect(r.text).not.toContain("xxxxxxxxxx");
    }
  });
});

describe("user changes", () => {
  test("GET one user; unknown and malformed ids", async () => {
    const r = await t.call("GET", `/api/v1/admin/users/${learner.id}`, { token: adminToken });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: learner.id, email: learner.email, is_admin: false });
    expect((await t.call("GET", "/api/v1/admin/users/987654", { token: adminToken })).status).toBe(404);
    for (const id of ["abc", "-1", "0", "1e3", "99999999999999"])
      expect((await t.call("GET", `/api/v1/admin/users/${id}`, { token: adminToken })).status).toBe(422);
  });

  test("deactivate signs the user out at once; activate lets them sign in again; both audited", async () => {
    const u = await createTestUser(t.deps);
    const s = await signIn(t.deps, u);
    expect((await t.call("GET", "/api/v1/users/me", { token: s.token })).status).toBe(200);
    const off = await t.call("PATCH", `/api/v1/admin/users/${u.id}`, {
      token: adminToken,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect((await t.call("GET", "/api/v1/users/me", { token: s.token })).status).toBe(401);
    const live = await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);
    const on = await t.call("PATCH", `/api/v1/admin/users/${u.id}`, {
      token: adminToken,
      body: { is_active: true },
    });
    expect(on.body.is_active).toBe(true);
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(u.id)));
    expect(entries.map((e) => e.action)).toEqual(["user.deactivate", "user.activate"]);
    expect(entries[0]).toMatchObject({
      actorUserId: admin.id,
      actorLabel: admin.email,
      targetType: "user",
      before: { is_active: true, is_admin: false },
      after: { is_active: false, is_admin: false },
    });
  });

  test("grant admin gives access to /admin", async () => {
    const u = await createTestUser(t.deps);
    const s = await signIn(t.deps, u);
    expect((await t.call("GET", "/api/v1/admin/stats", { token: s.token })).status).toBe(403);
    const r = await t.call("PATCH", `/api/v1/admin/users/${u.id}`, {
      token: adminToken,
      body: { is_admin: true },
    });
    expect(r.body.is_admin).toBe(true);
    expect((await t.call("GET", "/api/v1/admin/stats", { token: s.token })).status).toBe(200);
  });

  test("an admin cannot deactivate, demote or delete themselves", async () => {
    const a = await t.call("PATCH", `/api/v1/admin/users/${admin.id}`, {
      token: adminToken,
      body: { is_active: false },
    });
    expect(a.status).toBe(409);
    expect(a.body.error).toEqual({ code: "SELF_ACTION", message: "You cannot deactivate your own account." });
    const b = await t.call("PATCH", `/api/v1/admin/users/${admin.id}`, {
      token: adminToken,
      body: { is_admin: false },
    });
    expect(b.body.error.message).toBe("You cannot remove your own admin rights.");
    const c = await t.call("DELETE", `/api/v1/admin/users/${admin.id}`, { token: adminToken });
    expect(c.status).toBe(409);
    expect(c.body.error.message).toBe("You cannot delete your own account.");
    const me = (await t.deps.db.select().from(users).where(eq(users.id, admin.id)).limit(1))[0]!;
    expect(me.isActive && me.isAdmin).toBe(true);
    expect((await t.call("GET", "/api/v1/admin/stats", { token: adminToken })).status).toBe(200);
  });

  test("the last active admin cannot be removed (service, as the CLI would)", async () => {
    const t4 = await makeTestApp();
    try {
      const a = await createTestUser(t4.deps, { isAdmin: true });
      const { updateUser, deleteUser } = await import("../../src/modules/admin/service");
      const cli = { userId: null, label: "cli:test" };
      await expect(updateUser(t4.deps, cli, a.id, { is_admin: false })).rejects.toThrow("last active admin");
      await expect(updateUser(t4.deps, cli, a.id, { is_active: false })).rejects.toThrow("last active admin");
      await expect(deleteUser(t4.deps, cli, a.id)).rejects.toThrow("last active admin");
      // With a second active admin, the first can go.
      const b = await createTestUser(t4.deps, { isAdmin: true });
      await updateUser(t4.deps, cli, a.id, { is_admin: false });
      await expect(updateUser(t4.deps, cli, b.id, { is_active: false })).rejects.toThrow("last active admin");
      // An inactive admin does not count.
      await t4.deps.db.update(users).set({ isAdmin: true, isActive: false }).where(eq(users.id, a.id));
      await expect(deleteUser(t4.deps, cli, b.id)).rejects.toThrow("last active admin");
    } finally {
      t4.close();
    }
  });

  test("two admins demoting each other at once: one wins, the other is refused, an admin remains", async () => {
    const t6 = await makeTestApp();
    try {
      const a = await createTestUser(t6.deps, { isAdmin: true });
      const b = await createTestUser(t6.deps, { isAdmin: true });
      const { updateUser } = await import("../../src/modules/admin/service");
      // On PostgreSQL the two run on separate pooled connections (two are opened beforehand) and overlap.
      await Promise.all(
        [0, 1].map(() =>
          transact(t6.deps.db, async (tx) => (await tx.select().from(users).limit(1), Bun.sleep(30))),
        ),
      );
      const outcomes = await Promise.allSettled([
        updateUser(t6.deps, { userId: a.id, label: a.email! }, b.id, { is_admin: false }),
        updateUser(t6.deps, { userId: b.id, label: b.email! }, a.id, { is_admin: false }),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
      expect(
        String((outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult).reason),
      ).toContain("last active admin");
      expect(
        await t6.deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.isAdmin, true), eq(users.isActive, true))),
      ).toHaveLength(1);
    } finally {
      await t6.close();
    }
  });

  test("bad bodies: 400 malformed, 422 wrong types / unknown / empty, nothing changed", async () => {
    const path = `/api/v1/admin/users/${learner.id}`;
    expect((await t.call("PATCH", path, { token: adminToken, raw: "{not json" })).status).toBe(400);
    for (const body of [
      {},
      { is_active: "false" },
      { is_admin: 1 },
      { is_active: null },
      { is_active: true, role: "root" },
      [],
      "x".repeat(5000),
    ]) {
      const r = await t.call("PATCH", path, { token: adminToken, body });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe("VALIDATION");
    }
    const u = (await t.deps.db.select().from(users).where(eq(users.id, learner.id)).limit(1))[0]!;
    expect(u.isActive).toBe(true);
    expect(u.isAdmin).toBe(false);
    expect(
      (await t.call("PATCH", "/api/v1/admin/users/987654", { token: adminToken, body: { is_active: false } }))
        .status,
    ).toBe(404);
  });

  test("delete removes the account and its data in one go; its tokens die at once", async () => {
    const u = await createTestUser(t.deps);
    const s = await signIn(t.deps, u);
    const sub = await addSub(u.id);
    await t.deps.db
      .insert(subscriptionEvents)
      .values({ userId: u.id, subscriptionId: sub.id, kind: "demo_started" });
    await t.deps.db.insert(levelTestResults).values({
      userId: u.id,
      level: "A1",
      score: 100,
      totalQuestions: 1,
      correctAnswers: 1,
      recommendations: [],
      answers: {},
      testDate: t.deps.clock.now(),
    });
    const msg = (
      await t.deps.db
        .insert(contactMessages)
        .values({ name: "Parent", email: u.email, message: "hi", userId: u.id })
        .returning()
    )[0];
    const r = await t.call("DELETE", `/api/v1/admin/users/${u.id}`, { token: adminToken });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("User deleted successfully");
    expect((await t.call("GET", "/api/v1/users/me", { token: s.token })).status).toBe(401);
    expect(
      (await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: s.refreshToken } })).status,
    ).not.toBe(200);
    const db = t.deps.db;
    expect(await db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toHaveLength(0);
    expect(
      await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, u.id)),
    ).toHaveLength(0);
    expect(await db.select().from(levelTestResults).where(eq(levelTestResults.userId, u.id))).toHaveLength(0);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id))).toHaveLength(0);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, msg.id))).toHaveLength(0); // issue #28: their messages go too
    const entry = (await db.select().from(auditLog).where(eq(auditLog.action, "user.delete"))).find(
      (e) => e.targetId === String(u.id),
    )!;
    expect(entry.actorLabel).toBe(admin.email);
    expect(JSON.stringify(entry.before)).not.toContain(u.email);
    expect((await t.call("DELETE", `/api/v1/admin/users/${u.id}`, { token: adminToken })).status).toBe(404);
  });
});

describe("subscriptions", () => {
  test("list with user, filters by status and type", async () => {
    const t5 = await makeTestApp();
    try {
      const a = await createTestUser(t5.deps, { isAdmin: true });
      const { token } = await signIn(t5.deps, a);
      const u = await createTestUser(t5.deps, { firstName: "Sami", lastName: "Kid" });
      const v = await createTestUser(t5.deps);
      const now = t5.deps.clock.now().getTime();
      const ins = async (
        userId: number,
        type: "demo" | "paid",
        status: "active" | "cancelled" | "expired",
        end: number,
      ) =>
        await t5.deps.db
          .insert(subscriptions)
          .values({ userId, type, status, startDate: new Date(now - DAY_MS), endDate: new Date(now + end) });
      await ins(u.id, "demo", "active", -DAY_MS); // ended by date: expired
      await ins(u.id, "paid", "active", 200 * DAY_MS);
      await ins(v.id, "demo", "cancelled", 3 * DAY_MS);
      const all = await t5.call("GET", "/api/v1/admin/subscriptions", { token });
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(3);
      const paid = all.body.subscriptions.find((s: any) => s.type === "paid");
      expect(paid).toMatchObject({
        status: "active",
        user_id: u.id,
        user: { first_name: "Sami", last_name: "Kid", email: u.email },
      });
      const q = async (qs: string) =>
        (await t5.call("GET", `/api/v1/admin/subscriptions?${qs}`, { token })).body.subscriptions.map(
          (s: any) => `${s.type}:${s.status}`,
        );
      expect(await q("status=active")).toEqual(["paid:active"]);
      expect(await q("status=expired")).toEqual(["demo:expired"]);
      expect(await q("status=cancelled")).toEqual(["demo:cancelled"]);
      expect((await q("type=demo")).sort()).toEqual(["demo:cancelled", "demo:expired"]);
      expect(await q("type=paid&status=expired")).toEqual([]);
      for (const qs of ["status=gone", "type=free", "page=-1", "status=%27"])
        expect((await t5.call("GET", `/api/v1/admin/subscriptions?${qs}`, { token })).status).toBe(422);
    } finally {
      t5.close();
    }
  });

  test("expire: the learner's status shows it expired at once; event and audit written", async () => {
    const u = await createTestUser(t.deps);
    const s = await signIn(t.deps, u);
    const sub = await addSub(u.id);
    const r = await t.call("POST", `/api/v1/admin/subscriptions/${sub.id}/expire`, { token: adminToken });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: sub.id,
      status: "expired",
      is_expired: true,
      user: { email: u.email },
    });
    const status = await t.call("GET", "/api/v1/session", { token: s.token });
    expect(status.body.subscription).toMatchObject({ is_expired: true, subscription: { status: "expired" } });
    const ev = await t.deps.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(ev.map((e) => [e.kind, e.detail])).toEqual([
      ["admin_change", { from: "active", to: "expired", by: admin.email }],
    ]);
    const au = (
      await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "subscription.expire"))
    ).find((e) => e.targetId === String(sub.id))!;
    expect(au).toMatchObject({ before: { status: "active" }, after: { status: "expired" } });
    // Expiring twice is a clear conflict, not a silent success.
    const again = await t.call("POST", `/api/v1/admin/subscriptions/${sub.id}/expire`, { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("NO_CHANGE");
  });

  test("cancel an active one, activate it back; transitions the spec does not allow are refused", async () => {
    const u = await createTestUser(t.deps);
    const sub = await addSub(u.id, {
      type: "paid",
      endDate: new Date(t.deps.clock.now().getTime() + 100 * DAY_MS),
    });
    const path = `/api/v1/admin/subscriptions/${sub.id}`;
    const c = await t.call("PATCH", path, { token: adminToken, body: { status: "cancelled" } });
    expect(c.status).toBe(200);
    expect(c.body.status).toBe("cancelled");
    expect(c.body.cancelled_at).not.toBeNull();
    const x = await t.call("PATCH", path, { token: adminToken, body: { status: "expired" } });
    expect(x.status).toBe(409);
    expect(x.body.error.code).toBe("INVALID_TRANSITION");
    const a = await t.call("PATCH", path, { token: adminToken, body: { status: "active" } });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: "active", cancelled_at: null });
    // A subscription whose end date has passed cannot be revived by a status flip.
    const old = await addSub((await createTestUser(t.deps)).id, {
      status: "expired",
      endDate: new Date(t.deps.clock.now().getTime() - DAY_MS),
    });
    const o = await t.call("PATCH", `/api/v1/admin/subscriptions/${old.id}`, {
      token: adminToken,
      body: { status: "active" },
    });
    expect(o.status).toBe(409);
    expect(o.body.error.code).toBe("END_DATE_PASSED");
  });

  test("bad input: unknown ids 404, bad ids and bodies 422, malformed 400", async () => {
    expect(
      (await t.call("POST", "/api/v1/admin/subscriptions/987654/expire", { token: adminToken })).status,
    ).toBe(404);
    expect(
      (
        await t.call("PATCH", "/api/v1/admin/subscriptions/987654", {
          token: adminToken,
          body: { status: "active" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call("POST", "/api/v1/admin/subscriptions/abc/expire", { token: adminToken })).status,
    ).toBe(422);
    const sub = await addSub((await createTestUser(t.deps)).id);
    const path = `/api/v1/admin/subscriptions/${sub.id}`;
    expect((await t.call("PATCH", path, { token: adminToken, raw: "{" })).status).toBe(400);
    for (const body of [
      {},
      { status: "deleted" },
      { status: 1 },
      { status: "active", end_date: "2099-01-01" },
      { status: "x".repeat(100_000) },
    ]) {
      const r = await t.call("PATCH", path, { token: adminToken, body });
      expect(r.status).toBe(422);
      expect(r.text.length).toBeLessThan(500);
    }
    expect(
      (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)).limit(1))[0]!.status,
    ).toBe("active");
  });
});
