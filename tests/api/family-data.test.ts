// The family's own data (issue #13): GET /users/me/export is the caller's whole account as JSON (never
// a password hash or a token, never another family's rows); DELETE /progress removes the learning
// history (attempts, answers, lesson and skill progress, review boxes) while certificates stay valid.
// Both are audited; both refuse signed-out, cross-site and malformed calls.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import {
  attemptAnswers,
  auditLog,
  lessonAttempts,
  refreshTokens,
  reviewItems,
  subscriptions,
  users,
} from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { playedAnswer, shownActivity } from "./courses-solver";

let t: TestApp;
const content = loadContent();
const LEVEL = content.levels.find((l) => l.meta.status === "available")!;
const lessons = LEVEL.units.flatMap((u) => u.unit.lessons);

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function premium(firstName: string) {
  const user = await createTestUser(t.deps, { firstName, lastName: "Haddad" } as any);
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: user.id, type: "paid", status: "active", startDate: now, endDate: addDays(now, 365) });
  return { user, ...(await signIn(t.deps, user)) };
}
async function play(token: string, list: typeof lessons) {
  for (const l of list) {
    const at = (await api("POST", `/lessons/${l.id}/attempts`, token)).body;
    for (const shown of at.activities) {
      const a = shownActivity(t.deps.config.jwtSecret, at.attempt_id, shown.id, content); // a unit check draws from its unit
      const r = await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
        activity_id: shown.id,
        answer: playedAnswer(t.deps.config.jwtSecret, at.attempt_id, a, content, shown),
      });
      expect(r.body).toMatchObject({ correct: l.kind === "check" ? null : true });
    }
    expect((await api("POST", `/attempts/${at.attempt_id}/finish`, token)).status).toBe(200);
  }
}
const audits = (userId: number, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(userId))))
    .orderBy(auditLog.id);

describe("the family's data", () => {
  let amira: Awaited<ReturnType<typeof premium>>;
  let omar: Awaited<ReturnType<typeof premium>>;
  beforeAll(async () => {
    amira = await premium("Amira");
    omar = await premium("Omar");
    await play(amira.token, lessons); // the whole level: a certificate
    await play(omar.token, lessons.slice(0, 1));
  }, 120_000);

  test("the download holds the account, subscription, progress, answers, review boxes and certificate — no secret, nobody else", async () => {
    const r = await api("GET", "/users/me/export", amira.token);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-disposition")).toMatch(
      /^attachment; filename="marhaba-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(r.headers.get("cache-control")).toBe("no-store");
    const d = r.body;
    expect(d.account).toMatchObject({
      id: amira.user.id,
      email: amira.user.email,
      first_name: "Amira",
      last_name: "Haddad",
    });
    expect(d.subscriptions).toHaveLength(1);
    expect(d.subscriptions[0]).toMatchObject({ type: "paid", status: "active" });
    expect(d.lesson_attempts).toHaveLength(lessons.length);
    expect(d.lesson_attempts[0].answers.length).toBeGreaterThan(0);
    expect(d.lesson_progress).toHaveLength(lessons.length);
    expect(d.skill_progress.length).toBeGreaterThan(0);
    expect(d.review_items.length).toBeGreaterThan(0);
    expect(d.certificates).toHaveLength(1);
    expect(d.certificates[0]).toMatchObject({
      level_id: LEVEL.meta.id,
      name: "Amira Haddad",
      revoked_at: null,
    });
    for (const key of ["level_test_results", "payments", "subscription_events"])
      expect(Array.isArray(d[key])).toBe(true);

    // never a secret
    const hash = (await t.deps.db.select().from(users).where(eq(users.id, amira.user.id)).limit(1))[0]!
      .passwordHash!;
    const tokens = await t.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, amira.user.id));
    expect(tokens.length).toBeGreaterThan(0);
    expect(r.text).not.toContain(hash);
    for (const tk of tokens) expect(r.text).not.toContain(tk.tokenHash);
    expect(r.text).not.toContain(amira.token);
    expect(r.text).not.toContain(amira.refreshToken);
    expect(r.text).not.toMatch(/password_hash|token_hash|passwordHash|google_sub|checkout_url/);
    // never another family's rows
    const omarAttempts = await t.deps.db
      .select()
      .from(lessonAttempts)
      .where(eq(lessonAttempts.userId, omar.user.id));
    expect(omarAttempts.length).toBe(1);
    expect(r.text).not.toContain(omarAttempts[0].id);
    expect(r.text).not.toContain(omar.user.email);
    expect(await audits(amira.user.id, "user.export")).toHaveLength(1);
  });

  test("deleting the learning history asks for confirm: true; bad input deletes nothing", async () => {
    const before = (
      await t.deps.db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, amira.user.id))
    ).length;
    for (const body of [
      undefined,
      {},
      { confirm: false },
      { confirm: "yes" },
      { confirm: true, extra: 1 },
      [true],
      null,
    ]) {
      const r = await api("DELETE", "/progress", amira.token, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.error).toBeDefined();
    }
    const bad = await t.call("DELETE", "/api/v1/progress", { token: amira.token, raw: "{confirm:" });
    expect(bad.status).toBe(400);
    expect(
      (await t.deps.db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, amira.user.id))).length,
    ).toBe(before);
    expect(await audits(amira.user.id, "progress.delete")).toHaveLength(0);
  });

  test("signed out, a cookie without the CSRF header and a foreign Origin are refused for both", async () => {
    expect((await api("GET", "/users/me/export")).status).toBe(401);
    expect((await api("DELETE", "/progress", undefined, { confirm: true })).status).toBe(401);
    const noHeader = await t.call("DELETE", "/api/v1/progress", {
      cookie: amira.cookie,
      body: { confirm: true },
      headers: { "x-csrf-protection": "" },
    });
    expect(noHeader.status).toBe(403);
    const foreign = await t.call("DELETE", "/api/v1/progress", {
      token: amira.token,
      body: { confirm: true },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("CSRF");
    expect(
      (await t.deps.db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, amira.user.id))).length,
    ).toBe(lessons.length);
  });

  test("the deletion removes attempts, answers, lesson and skill progress and review boxes; the certificate stays valid; others untouched", async () => {
    const [cert] = (await api("GET", "/certificates", amira.token)).body.certificates;
    const attemptIds = (
      await t.deps.db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, amira.user.id))
    ).map((a) => a.id);
    const r = await t.call("DELETE", "/api/v1/progress", { cookie: amira.cookie, body: { confirm: true } });
    expect(r.status).toBe(200);
    expect(r.body.deleted.lesson_attempts).toBe(lessons.length);
    expect(r.body.deleted.answers).toBeGreaterThan(0);
    expect(r.body.deleted.review_items).toBeGreaterThan(0);
    const d = (await api("GET", "/users/me/export", amira.token)).body;
    for (const key of ["lesson_attempts", "lesson_progress", "skill_progress", "review_items"])
      expect(d[key], key).toEqual([]);
    expect(
      (await t.deps.db.select().from(attemptAnswers)).filter((a) => attemptIds.includes(a.attemptId)),
    ).toEqual([]);
    const progress = (await api("GET", "/progress", amira.token)).body;
    expect(progress).toMatchObject({
      lessons_completed: [],
      items: [],
      skills: [],
      stars_total: 0,
      total_seconds: 0,
    });
    // the certificate and the subscription stay
    expect(d.certificates).toHaveLength(1);
    expect(d.subscriptions).toHaveLength(1);
    expect((await api("GET", `/certificates/${cert.code}`)).body).toMatchObject({
      status: "valid",
      certificate: { name: "Amira Haddad" },
    });
    // Omar's history is untouched
    expect(
      await t.deps.db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, omar.user.id)),
    ).toHaveLength(1);
    expect(
      (await t.deps.db.select().from(reviewItems).where(eq(reviewItems.userId, omar.user.id))).length,
    ).toBeGreaterThan(0);
    // audited with what was removed
    const [entry] = await audits(amira.user.id, "progress.delete");
    expect(entry).toMatchObject({ actorUserId: amira.user.id, targetType: "user" });
    expect(entry.before).toMatchObject({ lesson_attempts: lessons.length });
    // a second deletion finds nothing left and says so
    const again = await api("DELETE", "/progress", amira.token, { confirm: true });
    expect(again.body.deleted).toMatchObject({
      lesson_attempts: 0,
      answers: 0,
      lesson_progress: 0,
      skill_progress: 0,
      review_items: 0,
    });
  });
});
