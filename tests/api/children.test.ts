// Child profiles and the parent gate (issue #16): a parent manages up to 4 children; the first one takes
// over what the account learned; a session acts as a child (every learning call then is the child's) and
// goes back to the grown-up only through the gate (password or PIN, wrong answers rate-limited). A child
// session never reaches the grown-up area; another family's child is "not found"; bad input is a clear 4xx.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { auditLog, lessonProgress, outbox, refreshTokens, subscriptions, users } from "../../src/db/schema";
import { sendDigests } from "../../src/modules/digest/service";
import { updateSiteSettings } from "../../src/modules/site/service";
import { addDays } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { playedAnswer } from "./courses-solver";
import { MAX_CHILDREN } from "../../src/modules/family/children";
import { GATE_TRIES } from "../../src/modules/family/gate";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const content = loadContent();
const LEVEL = content.levels.find((l) => l.meta.status === "available")!;
const lessons = LEVEL.units.flatMap((u) => u.unit.lessons);
const api = (
  method: string,
  path: string,
  auth?: { token?: string; cookie?: string },
  body?: unknown,
  raw?: string,
) => t.call(method, "/api/v1" + path, { token: auth?.token, cookie: auth?.cookie, body, raw });

async function parent(over: Record<string, unknown> = {}) {
  const user = await createTestUser(t.deps, over as any);
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: user.id, type: "paid", status: "active", startDate: now, endDate: addDays(now, 365) });
  return { user, ...(await signIn(t.deps, user)) };
}
const kid = (name: string, avatar = "cat", age_band = "4-6") => ({
  first_name: name,
  avatar,
  age_band,
  guardian_confirmed: true,
});

async function play(auth: { token: string }, lesson: (typeof lessons)[number]) {
  const at = (await api("POST", `/lessons/${lesson.id}/attempts`, auth)).body;
  for (const shown of at.activities) {
    const a = lesson.activities.find((x) => x.id === shown.id)!;
    await api("POST", `/attempts/${at.attempt_id}/answers`, auth, {
      activity_id: a.id,
      answer: playedAnswer(t.deps.config.jwtSecret, at.attempt_id, a, content, shown),
    });
  }
  expect((await api("POST", `/attempts/${at.attempt_id}/finish`, auth)).status).toBe(200);
}
/** Selects a child on a Bearer session: the reply's access token is the child session's. */
async function select(auth: { token: string }, childId: number) {
  const r = await api("POST", `/children/${childId}/select`, auth);
  expect(r.status).toBe(200);
  return { token: r.body.access_token as string };
}
const doneLessons = async (auth: { token: string }) => (await api("GET", "/progress", auth)).body;

describe("managing child profiles", () => {
  test("add, list, rename, delete; the 5th child is refused; the avatar set comes from the server", async () => {
    const p = await parent();
    const empty = await api("GET", "/children", p);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ children: [], max: MAX_CHILDREN, gate: "password" });
    expect(empty.body.avatars.length).toBeGreaterThanOrEqual(10);
    for (const a of empty.body.avatars)
      expect(a.url).toMatch(/^\/assets\/pictures\/[a-z-]+\.[0-9a-f]+\.svg$/);

    const ids: number[] = [];
    for (const name of ["Yasmin", "Ziad", "لينا", "Noor-Ann"]) {
      const r = await api("POST", "/children", p, kid(name));
      expect(r.status).toBe(201);
      expect(r.body.child).toMatchObject({ first_name: name, avatar: "cat", age_band: "4-6" });
      ids.push(r.body.child.id);
    }
    const fifth = await api("POST", "/children", p, kid("Sami"));
    expect([fifth.status, fifth.body.error.code]).toEqual([409, "CHILD_LIMIT"]);
    expect(fifth.body.error.message).toContain("up to 4");

    const renamed = await api("PATCH", `/children/${ids[1]}`, p, { first_name: "  Zizou ", avatar: "lion" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.child).toMatchObject({ first_name: "Zizou", avatar: "lion", age_band: "4-6" });
    // a child profile cannot sign in: no email, no password, a never-shown username
    const row = (await t.deps.db.select().from(users).where(eq(users.id, ids[1])).limit(1))[0]!;
    expect([row.email, row.passwordHash, row.kind, row.parentId]).toEqual([null, null, "child", p.user.id]);

    expect((await api("DELETE", `/children/${ids[3]}`, p)).status).toBe(422); // no confirmation: nothing deleted
    const del = await api("DELETE", `/children/${ids[3]}`, p, { confirm: true });
    expect(del.status).toBe(200);
    expect(del.body.deleted.child.first_name).toBe("Noor-Ann");
    expect((await api("GET", "/children", p)).body.children.map((c: any) => c.first_name)).toEqual([
      "Yasmin",
      "Zizou",
      "لينا",
    ]);
    expect((await api("POST", "/children", p, kid("Sami"))).status).toBe(201); // room again
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "child.delete"), eq(auditLog.targetId, String(ids[3]))));
    expect(audit).toHaveLength(1);
  });

  test("six additions at once make four children: the limit holds under a race", async () => {
    const p = await parent();
    const all = await Promise.all(
      ["A", "B", "C", "D", "E", "F"].map((n) => api("POST", "/children", p, kid(`Kid${n}`))),
    );
    expect(all.filter((r) => r.status === 201)).toHaveLength(MAX_CHILDREN);
    for (const r of all.filter((r) => r.status !== 201))
      expect([r.status, r.body.error.code]).toEqual([409, "CHILD_LIMIT"]);
    expect((await api("GET", "/children", p)).body.children).toHaveLength(MAX_CHILDREN);
  });

  test("bad input answers a clear 4xx naming the field, never a 500", async () => {
    const p = await parent();
    const cases: [unknown, string][] = [
      [{ first_name: "", avatar: "cat", age_band: "4-6", guardian_confirmed: true }, "first_name"],
      [
        { first_name: "A".repeat(41), avatar: "cat", age_band: "4-6", guardian_confirmed: true },
        "first_name",
      ],
      [
        { first_name: "Ya\u0007smin", avatar: "cat", age_band: "4-6", guardian_confirmed: true },
        "first_name",
      ],
      [
        { first_name: "Ya\u202Esmin", avatar: "cat", age_band: "4-6", guardian_confirmed: true },
        "first_name",
      ],
      [{ first_name: 42, avatar: "cat", age_band: "4-6", guardian_confirmed: true }, "first_name"],
      [
        { first_name: "Yasmin", avatar: "../../etc/passwd", age_band: "4-6", guardian_confirmed: true },
        "avatar",
      ],
      [{ first_name: "Yasmin", avatar: "cat", age_band: "13-15", guardian_confirmed: true }, "age_band"],
      [
        { first_name: "Yasmin", avatar: "cat", age_band: "4-6", guardian_confirmed: true, parent_id: 1 },
        "body",
      ],
      [[1, 2], "body"],
      // issue #28: the grown-up confirms being the parent or guardian, or nothing is added
      [{ first_name: "Yasmin", avatar: "cat", age_band: "4-6" }, "guardian_confirmed"],
      [
        { first_name: "Yasmin", avatar: "cat", age_band: "4-6", guardian_confirmed: false },
        "guardian_confirmed",
      ],
      [
        { first_name: "Yasmin", avatar: "cat", age_band: "4-6", guardian_confirmed: "yes" },
        "guardian_confirmed",
      ],
    ];
    for (const [body, field] of cases) {
      const r = await api("POST", "/children", p, body);
      expect([r.status, Object.keys(r.body.error.fields ?? {})]).toEqual([422, [field]]);
    }
    const huge = await api("POST", "/children", p, {
      first_name: "x".repeat(100_000),
      avatar: "cat",
      age_band: "4-6",
    });
    expect([413, 422]).toContain(huge.status);
    const malformed = await api("POST", "/children", p, undefined, '{"first_name": "Yas');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBeString();
    expect((await api("GET", "/children", p)).body.children).toEqual([]); // nothing half-written
    const { body } = await api("POST", "/children", p, kid("Yasmin"));
    // the confirmation is kept: when, and by which account
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, body.child.id));
    expect(row.guardianConfirmedBy).toBe(p.user.id);
    expect(Math.abs(row.guardianConfirmedAt!.getTime() - t.deps.clock.now().getTime())).toBeLessThan(60_000);
    expect((await api("PATCH", `/children/${body.child.id}`, p, {})).status).toBe(422);
    expect((await api("PATCH", `/children/${body.child.id}`, p, { avatar: "dragon" })).status).toBe(422);
    for (const id of ["abc", "-1", "1e3", "99999999999999"])
      expect((await api("PATCH", `/children/${id}`, p, { avatar: "cat" })).status).toBe(404);
    expect((await api("GET", "/children")).status).toBe(401);
    expect((await api("PUT", "/users/me/parent-pin", p, { pin: "12a4" })).status).toBe(422);
    expect((await api("PUT", "/users/me/parent-pin", p, { pin: 1234 })).status).toBe(422);
    expect((await api("PUT", "/users/me/parent-pin", p, { pin: "1234567" })).status).toBe(422);
  });

  test("another family's child is not found, for every call", async () => {
    const a = await parent();
    const b = await parent();
    const theirs = (await api("POST", "/children", b, kid("Omar"))).body.child.id;
    for (const [method, path, body] of [
      ["PATCH", `/children/${theirs}`, { first_name: "Hacked" }],
      ["DELETE", `/children/${theirs}`, { confirm: true }],
      ["POST", `/children/${theirs}/select`, undefined],
      ["GET", `/progress?child_id=${theirs}`, undefined],
      ["GET", `/certificates?child_id=${theirs}`, undefined],
      ["DELETE", "/progress", { confirm: true, child_id: theirs }],
    ] as const) {
      const r = await api(method, path, a, body);
      expect([r.status, r.body.error?.code, `${method} ${path}`]).toEqual([
        404,
        "CHILD_NOT_FOUND",
        `${method} ${path}`,
      ]);
    }
    expect((await t.deps.db.select().from(users).where(eq(users.id, theirs)).limit(1))[0]!.firstName).toBe(
      "Omar",
    );
  });
});

describe("the first child takes over the account's learning", () => {
  test("lessons, progress and stars move to the first child in one go; the second child starts empty", async () => {
    const p = await parent();
    await play(p, lessons[0]);
    const before = await doneLessons(p);
    const first = await api("POST", "/children", p, kid("Yasmin"));
    expect(first.body.moved).toMatchObject({ lesson_attempts: 1, lesson_progress: 1 });
    const yasmin = first.body.child.id;
    expect(
      await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, p.user.id)),
    ).toHaveLength(0);
    expect(
      await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, yasmin)),
    ).toHaveLength(1);
    const second = await api("POST", "/children", p, kid("Ziad", "lion"));
    expect(second.body.moved).toBeNull();
    // the parent reads each child's progress; Yasmin's is what the account had
    const ya = await api("GET", `/progress?child_id=${yasmin}`, p);
    expect(ya.status).toBe(200);
    expect(JSON.stringify(ya.body)).toBe(JSON.stringify(before));
    const zi = await api("GET", `/progress?child_id=${second.body.child.id}`, p);
    expect(JSON.stringify(zi.body)).not.toBe(JSON.stringify(before));
    // the export holds both children with their own learning
    const exp = (await api("GET", "/users/me/export", p)).body;
    expect(exp.children.map((c: any) => [c.first_name, c.lesson_progress.length])).toEqual([
      ["Yasmin", 1],
      ["Ziad", 0],
    ]);
    expect(exp.lesson_progress).toHaveLength(0);
    // DELETE /progress for one child leaves the other alone
    const del = await api("DELETE", "/progress", p, { confirm: true, child_id: yasmin });
    expect(del.body.deleted.lesson_progress).toBe(1);
    expect(
      await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, yasmin)),
    ).toHaveLength(0);
  }, 60_000);
});

test("the weekly digest counts what the children learned", async () => {
  const p = await parent({ firstName: "Nadia" });
  await api("PUT", "/users/me/digest", p, { enabled: true });
  const yasmin = (await api("POST", "/children", p, kid("Yasmin"))).body.child.id;
  (await api("POST", "/children", p, kid("Ziad", "lion"))).body.child.id;
  await play(await select(p, yasmin), lessons[0]);
  await sendDigests(t.deps);
  const mail = (
    await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "weekly_digest"), eq(outbox.to, p.user.email)))
      .limit(1)
  )[0]!;
  expect(mail.text).toMatch(/\b1 lessons? finished/);
}, 60_000);

describe("child sessions and the parent gate", () => {
  test("a selected child learns as themself, sees the family's plan, cannot reach the grown-up area", async () => {
    const p = await parent();
    const yasmin = (await api("POST", "/children", p, kid("Yasmin"))).body.child.id;
    const ziad = (await api("POST", "/children", p, kid("Ziad", "lion"))).body.child.id;
    const child = await select(p, yasmin);
    // the grown-up's earlier access token no longer works once the session acts as a child
    expect((await api("GET", "/children", p)).status).toBe(401);
    const session = (await api("GET", "/session", child)).body;
    expect(session.family.child).toMatchObject({ id: yasmin, first_name: "Yasmin" });
    expect(session.family.children).toHaveLength(2);
    expect(session.subscription.subscription.type).toBe("paid"); // the family's plan
    expect(session.subscription.offer).toBeUndefined(); // nothing about buying
    const status = (await api("GET", "/subscriptions/status", child)).body;
    expect([status.subscription.type, status.offer]).toEqual(["paid", undefined]);
    await play(child, lessons[0]);
    expect(
      await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, yasmin)),
    ).toHaveLength(1);
    expect(
      await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, p.user.id)),
    ).toHaveLength(0);

    for (const [method, path, body] of [
      ["GET", "/children", undefined],
      ["POST", "/children", kid("Sneaky")],
      ["PATCH", `/children/${ziad}`, { first_name: "X" }],
      ["DELETE", `/children/${ziad}`, { confirm: true }],
      ["PUT", "/users/me/parent-pin", { pin: "1234" }],
      ["DELETE", "/users/me/parent-pin", undefined],
      ["GET", `/progress?child_id=${ziad}`, undefined],
      ["POST", "/payments/create-checkout", {}],
      ["POST", "/subscriptions/demo", undefined],
      ["DELETE", "/subscriptions/cancel", undefined],
      ["GET", "/subscriptions/history", undefined],
      ["PATCH", "/users/me", { first_name: "X", last_name: "Y" }],
      ["GET", "/users/me/export", undefined],
      ["GET", "/users/me/digest", undefined],
      ["DELETE", "/progress", { confirm: true }],
      ["GET", "/admin/stats", undefined],
    ] as const) {
      const r = await api(method, path, child, body);
      expect([r.status, `${method} ${path}`]).toEqual([403, `${method} ${path}`]);
    }

    // the sibling taps their picture: allowed, and their path shows nothing done
    const zi = await select(child, ziad);
    expect((await api("GET", "/session", zi)).body.family.child.id).toBe(ziad);
    expect(await t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, ziad))).toHaveLength(
      0,
    );
    expect((await api("GET", "/progress", zi)).body).not.toEqual(
      (await api("GET", `/progress`, await select(zi, yasmin))).body,
    );
  }, 60_000);

  test("the grown-up pages send a child session to the lessons; /who shows only to families", async () => {
    const lone = await parent();
    const who = await t.call("GET", "/who", { cookie: lone.cookie });
    expect([who.status, who.headers.get("location")]).toEqual([302, "/dashboard"]); // no children: on as today
    const account = await createTestUser(t.deps); // no plan: the library offers the grown-up a way to unlock
    const p = { user: account, ...(await signIn(t.deps, account)) };
    expect((await t.call("GET", "/courses", { cookie: p.cookie })).text).toContain('href="/subscribe"');
    const yasmin = (await api("POST", "/children", p, kid("Yasmin"))).body.child.id;
    expect((await t.call("GET", "/who", { cookie: p.cookie })).status).toBe(200);
    const sel = await api("POST", `/children/${yasmin}/select`, { cookie: p.cookie });
    const cookie = `mh_at=${/mh_at=([^;]+)/.exec(sel.headers.get("set-cookie") ?? "")![1]}; mh_rt=${p.refreshToken}`;
    for (const path of [
      "/dashboard",
      "/profile",
      "/subscription",
      "/subscribe",
      "/renew",
      "/admin",
      "/payment-success?session_id=x",
      "/checkout/local/abc",
      "/demo-confirmation",
    ]) {
      const r = await t.call("GET", path, { cookie });
      expect([r.status, r.headers.get("location"), path]).toEqual([302, "/courses", path]);
    }
    const courses = await t.call("GET", "/courses", { cookie });
    expect(courses.status).toBe(200);
    expect(courses.text).toContain('data-testid="child-nav"');
    expect(courses.text).not.toContain('href="/subscribe"');
    expect(courses.text).not.toContain('href="/profile"');
    // the footer offers a child no way off the site (social pages, the video channel, mail and phone)
    await updateSiteSettings(
      t.deps,
      { userId: account.id, label: "test" },
      { social_facebook: "https://www.facebook.com/ecole.marhaba", contact_email: "bonjour@ecole.example" },
    );
    const forParent = (await t.call("GET", "/progress", { cookie: lone.cookie })).text; // a grown-up session
    expect(forParent).toContain('href="https://www.facebook.com/ecole.marhaba"');
    const forChild = (await t.call("GET", "/courses", { cookie })).text;
    expect(forChild).not.toContain('href="https://www.facebook.com');
    expect(forChild).not.toContain('href="mailto:');
  });

  test("the refresh keeps the child; the gate (password, then PIN) brings back the grown-up", async () => {
    const p = await parent();
    const yasmin = (await api("POST", "/children", p, kid("Yasmin"))).body.child.id;
    // the web app: cookies; select answers the child's access cookie, the refresh cookie stays
    const sel = await api("POST", `/children/${yasmin}/select`, { cookie: p.cookie });
    const at = /mh_at=([^;]+)/.exec(sel.headers.get("set-cookie") ?? "")![1];
    const childCookie = `mh_at=${at}; mh_rt=${p.refreshToken}`;
    expect((await api("GET", "/session", { cookie: childCookie })).body.family.child.id).toBe(yasmin);
    // access token gone (expired): the refresh cookie renews the session, still as the child
    const renewed = await api("GET", "/session", { cookie: `mh_rt=${p.refreshToken}` });
    expect(renewed.body.family.child.id).toBe(yasmin);
    expect(renewed.body.user.first_name).toBe("Yasmin");
    const rows = await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, p.user.id));
    expect(rows.every((r) => r.actingUserId === yasmin)).toBe(true);
    const next = /mh_rt=([^;]+)/.exec(renewed.headers.get("set-cookie") ?? "")![1];
    const nextAt = /mh_at=([^;]+)/.exec(renewed.headers.get("set-cookie") ?? "")![1];
    const cookie = `mh_at=${nextAt}; mh_rt=${next}`;

    const wrong = await api("POST", "/parent-gate", { cookie }, { password: "guess" });
    expect([wrong.status, wrong.body.error.code, wrong.body.error.fields.password]).toEqual([
      403,
      "GATE_REFUSED",
      "That password is not right.",
    ]);
    const ok = await api("POST", "/parent-gate", { cookie }, { password: "Str0ngPassw0rd" });
    expect(ok.status).toBe(200);
    const grownAt = /mh_at=([^;]+)/.exec(ok.headers.get("set-cookie") ?? "")![1];
    const grown = { cookie: `mh_at=${grownAt}; mh_rt=${next}` };
    const back = (await api("GET", "/session", grown)).body;
    expect([back.user.id, back.family.child]).toEqual([p.user.id, null]);
    expect((await api("GET", "/subscriptions/history", grown)).status).toBe(200);

    // with a PIN the gate takes the PIN
    expect((await api("PUT", "/users/me/parent-pin", grown, { pin: "2468" })).body).toEqual({
      has_pin: true,
    });
    await api("POST", `/children/${yasmin}/select`, grown);
    const s2 = await api("GET", "/session", { cookie: `mh_rt=${next}` });
    const c2 = `mh_at=${/mh_at=([^;]+)/.exec(s2.headers.get("set-cookie") ?? "")![1]}; mh_rt=${/mh_rt=([^;]+)/.exec(s2.headers.get("set-cookie") ?? "")![1]}`;
    expect(s2.body.family).toMatchObject({ gate: "pin", child: { id: yasmin } });
    expect((await api("POST", "/parent-gate", { cookie: c2 }, { pin: "1357" })).status).toBe(403);
    expect((await api("POST", "/parent-gate", { cookie: c2 }, { pin: "2468" })).status).toBe(200);
  }, 60_000);

  test("wrong gate answers are rate-limited per account; bad shapes and tampered tokens are refused", async () => {
    const p = await parent();
    const yasmin = (await api("POST", "/children", p, kid("Yasmin"))).body.child.id;
    const child = await select(p, yasmin);
    for (const body of [{}, { pin: 1234 }, { pin: "1", password: "x" }, { password: ["x"] }, "x"]) {
      const r = await api("POST", "/parent-gate", child, body);
      expect([r.status, r.body.error.code]).toEqual([422, "VALIDATION"]);
    }
    expect((await api("POST", "/parent-gate", child, undefined, "{nope")).status).toBe(400);
    // tokens cannot be forged: a changed payload is signed out, never a grown-up
    const [h, , sig] = child.token.split(".");
    const forged = Buffer.from(JSON.stringify({ sub: String(p.user.id), ep: 0, fam: "x" })).toString(
      "base64url",
    );
    expect((await api("GET", "/session", { token: `${h}.${forged}.${sig}` })).body.user).toBeNull();
    expect((await api("GET", "/children", { token: `${h}.${forged}.${sig}` })).status).toBe(401);
    expect((await api("GET", "/children", { token: child.token.slice(0, -2) + "AA" })).status).toBe(401);

    for (let i = 0; i < GATE_TRIES; i++)
      expect((await api("POST", "/parent-gate", child, { password: `guess-${i}` })).status).toBe(403);
    const limited = await api("POST", "/parent-gate", child, { password: "Str0ngPassw0rd" }); // even the right one waits
    expect([limited.status, limited.body.error.code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    t.deps.clock.advance(16 * 60_000); // the window is over (the access token too: the refresh cookie renews it, still the child)
    const ok = await api(
      "POST",
      "/parent-gate",
      { cookie: `mh_rt=${p.refreshToken}` },
      { password: "Str0ngPassw0rd" },
    );
    expect(ok.status).toBe(200);
    expect((await api("GET", "/children", { token: ok.body.access_token })).status).toBe(200);
  });

  test("deleting a child signs out a device acting as them; a pupil or a child row cannot select or open the gate", async () => {
    const p = await parent();
    const yasmin = (await api("POST", "/children", p, kid("Yasmin"))).body.child.id;
    const other = await signIn(t.deps, p.user); // a second device
    const tablet = await select(other, yasmin);
    expect((await api("DELETE", `/children/${yasmin}`, p, { confirm: true })).status).toBe(200);
    expect((await api("GET", "/session", tablet)).body.user).toBeNull();
    expect((await api("GET", "/session", { cookie: `mh_rt=${other.refreshToken}` })).body.user).toBeNull();
    // a child row signed in directly (no family session) is not an account
    const ziadRow = (
      await t.deps.db
        .insert(users)
        .values({
          username: `child-x${Date.now()}`,
          firstName: "Ziad",
          lastName: "",
          kind: "child",
          parentId: p.user.id,
        })
        .returning()
    )[0];
    const direct = await signIn(t.deps, ziadRow);
    expect((await api("POST", `/children/${ziadRow.id}/select`, direct)).status).toBe(403);
    expect((await api("POST", "/parent-gate", direct, { password: "Str0ngPassw0rd" })).status).toBe(403);
    // the whole account going (admin deletion) takes its children and their sessions with it
    const sami = (await api("POST", "/children", p, kid("Sami"))).body.child.id;
    await select(p, sami);
    await t.deps.db.delete(users).where(eq(users.id, p.user.id));
    expect(await t.deps.db.select().from(users).where(eq(users.parentId, p.user.id))).toHaveLength(0);
  });
});

test("a sign-in says where the web app goes: the dashboard, or 'Who is learning?' once the family has a child profile", async () => {
  const user = await createTestUser(t.deps);
  const login = () =>
    t.call("POST", "/api/v1/auth/login", { body: { email: user.email, password: "Str0ngPassw0rd" } });
  expect((await login()).body.home).toBe("/dashboard");
  const { token } = await signIn(t.deps, user);
  expect(
    (
      await api(
        "POST",
        "/children",
        { token },
        { first_name: "Yasmin", avatar: "cat", age_band: "7-9", guardian_confirmed: true },
      )
    ).status,
  ).toBe(201);
  expect((await login()).body.home).toBe("/who");
});

test("switching who is learning is bounded: a script gets 429 in the envelope, the family's session stays", async () => {
  const { SELECTS_PER_MINUTE } = await import("../../src/modules/family/childrenRoutes");
  const p = await parent();
  const yasmin = (await api("POST", "/children", p, kid("Yasmin"))).body.child.id;
  // the browser keeps the cookies each answer sets
  const jar = new Map([...p.cookie.matchAll(/(mh_\w+)=([^;]+)/g)].map((m) => [m[1], m[2]]));
  const select = async () => {
    const r = await api("POST", `/children/${yasmin}/select`, {
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    });
    for (const m of (r.headers.get("set-cookie") ?? "").matchAll(/(mh_\w+)=([^;]*)/g)) jar.set(m[1], m[2]);
    return r;
  };
  for (let i = 0; i < SELECTS_PER_MINUTE; i++) expect((await select()).status).toBe(200);
  const over = await select();
  expect([over.status, over.body.error?.code]).toEqual([429, "RATE_LIMITED"]);
  t.deps.clock.advance(61_000);
  expect((await select()).status).toBe(200);
});
