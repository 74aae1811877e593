// Issue #29, a teacher's first hour: a teacher lands on /teach after sign-in; a class without a licence
// tries the demo's lessons for the days the admin set (the one access rule, at its edges); assigning a
// lesson the class cannot open warns; "Ask for a licence" tells the admins (mail and a badge), who grant it.
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp, type TestUser } from "../support/app";
import { auditLog, classes, outbox, users, type User } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";

setDefaultTimeout(30_000);
let t: TestApp;
let admin: TestUser;
const content = loadContent();
const level = content.levels.find((l) => l.meta.status === "available")!;
const inLevel = level.units.flatMap((u) => u.unit.lessons);
const first = inLevel[0].id; // the demo (and a class's trial) opens positions 1 and 2
const third = inLevel[2].id; // a licence only
beforeAll(async () => {
  t = await makeTestApp();
  admin = await createTestUser(t.deps, { isAdmin: true, firstName: "Sara" });
});
afterAll(() => t.close());
beforeEach(() => {
  t.deps.clock.thaw();
  t.deps.clock.offsetMs = 0;
});
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function teacher(firstName = "Salma") {
  const u = await createTestUser(t.deps, { firstName, lastName: "Benali" });
  await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, u.id));
  const { token } = await signIn(t.deps, u);
  const c = await api("POST", "/classes", token, { name: "CE1 B" });
  expect(c.status).toBe(201);
  return { user: u, token, cls: c.body as { id: number; code: string; created_at: string } };
}
async function pupilOf(classId: number) {
  const [p] = await t.deps.db
    .insert(users)
    .values({
      username: `pupil-${Math.random().toString(36).slice(2, 10)}`,
      firstName: "Yasmin",
      lastName: "",
      kind: "pupil",
      classId,
    })
    .returning();
  return p;
}
/** A fresh session at the server's current time (moving the clock ends a 15-minute access token). */
const as = async (u: User) => (await signIn(t.deps, u)).token;
/** Stops the server clock `ms` after the class's creation (to the millisecond: the edges are tested). */
const at = (createdAt: string, ms: number) => {
  t.deps.clock.thaw();
  t.deps.clock.set(new Date(Date.parse(createdAt) + ms));
  t.deps.clock.freeze();
};

describe("a teacher's landing", () => {
  test("a teacher's sign-in lands on /teach, also when they have child profiles; a parent's does not", async () => {
    const login = (email: string) =>
      api("POST", "/auth/login", undefined, { email, password: "Str0ngPassw0rd" });
    const { user } = await teacher();
    expect((await login(user.email)).body.home).toBe("/teach");
    await t.deps.db.insert(users).values({
      username: `child-${user.id}`,
      firstName: "Adam",
      lastName: "",
      kind: "child",
      parentId: user.id,
    });
    expect((await login(user.email)).body.home).toBe("/teach");
    const parent = await createTestUser(t.deps);
    expect((await login(parent.email)).body.home).toBe("/dashboard");
  });
});

describe("a class's trial, in the one access rule", () => {
  test("the demo's lessons open until the trial's last moment; at its end and after it, nothing; the rest says the school can open it", async () => {
    const { cls } = await teacher();
    const pupil = await pupilOf(cls.id);
    at(cls.created_at, 30 * DAY_MS - 1); // the last millisecond of the default 30 days
    expect((await api("GET", `/lessons/${first}`, await as(pupil))).status).toBe(200);
    const locked = await api("GET", `/lessons/${third}`, await as(pupil));
    expect([
      locked.status,
      locked.body.error.code,
      locked.body.error.unlock_by,
      locked.body.error.message,
    ]).toEqual([403, "LESSON_LOCKED", "school", "Your teacher's school can open this lesson."]);
    const library = (await api("GET", "/courses", await as(pupil))).body;
    const summary = (id: string) =>
      library.levels
        .flatMap((l: any) => l.units.flatMap((u: any) => u.lessons))
        .find((l: any) => l.id === id);
    expect(library.tier).toBe("demo");
    expect(summary(first)).toMatchObject({ locked: false });
    expect(summary(first).unlock_by).toBeUndefined();
    expect(summary(third)).toMatchObject({ locked: true, unlock_tier: "premium", unlock_by: "school" });
    const session = (await api("GET", "/session", await as(pupil))).body;
    expect(session.subscription.access).toMatchObject({
      kind: "demo",
      live: true,
      ends_at: new Date(Date.parse(cls.created_at) + 30 * DAY_MS).toISOString(),
      unlocked: { lessons: "first_per_level" },
    });

    at(cls.created_at, 30 * DAY_MS); // the day it ends: closed from that moment
    const ended = await api("GET", `/lessons/${first}`, await as(pupil));
    expect([ended.status, ended.body.error.unlock_by]).toEqual([403, "school"]);
    expect((await api("GET", "/courses", await as(pupil))).body.tier).toBe("none");
    expect((await api("GET", "/session", await as(pupil))).body.subscription.access).toMatchObject({
      kind: "none",
      live: false,
    });
  });

  test("a licence granted mid-trial opens every lesson; when it ends after the trial, nothing is open", async () => {
    const { cls, user } = await teacher();
    const pupil = await pupilOf(cls.id);
    at(cls.created_at, 10 * DAY_MS);
    expect((await api("GET", `/lessons/${third}`, await as(pupil))).status).toBe(403);
    const until = new Date(Date.parse(cls.created_at) + 40 * DAY_MS).toISOString().slice(0, 10);
    expect((await api("POST", `/admin/classes/${cls.id}/licence`, await as(admin), { until })).status).toBe(
      200,
    );
    expect((await api("GET", `/lessons/${third}`, await as(pupil))).status).toBe(200);
    expect((await api("GET", "/courses", await as(pupil))).body.tier).toBe("premium");
    at(cls.created_at, 35 * DAY_MS); // past the trial, inside the licence
    expect((await api("GET", `/lessons/${third}`, await as(pupil))).status).toBe(200);
    at(cls.created_at, 42 * DAY_MS); // the licence has ended too
    expect((await api("GET", `/lessons/${first}`, await as(pupil))).status).toBe(403);
    const detail = (await api("GET", `/classes/${cls.id}`, await as(user))).body;
    expect(detail.class.access).toMatchObject({ state: "none" });
    expect(detail.class.access.licence_until).toBeTruthy();
  });

  test("the admin sets the trial's days (a site setting); bad values are refused and change nothing", async () => {
    const { cls } = await teacher();
    const pupil = await pupilOf(cls.id);
    for (const bad of ["abc", "366", "-1", "1.5", "12345", 7, null, "\u0000"]) {
      const r = await api("PATCH", "/admin/site", await as(admin), { class_trial_days: bad });
      expect([r.status, r.body.error.code]).toEqual([422, "VALIDATION"]);
    }
    expect(
      (await api("PATCH", "/admin/site", (await teacher()).token, { class_trial_days: "7" })).status,
    ).toBe(403);
    expect((await api("PATCH", "/admin/site", await as(admin), { class_trial_days: "7" })).status).toBe(200);
    at(cls.created_at, 7 * DAY_MS - 1);
    expect((await api("GET", `/lessons/${first}`, await as(pupil))).status).toBe(200);
    at(cls.created_at, 7 * DAY_MS);
    expect((await api("GET", `/lessons/${first}`, await as(pupil))).status).toBe(403);
    expect((await api("GET", "/admin/classes", await as(admin))).body.trial_days).toBe(7);
    expect((await api("PATCH", "/admin/site", await as(admin), { class_trial_days: "" })).status).toBe(200); // back to the default
    expect((await api("GET", `/lessons/${first}`, await as(pupil))).status).toBe(200);
    expect((await api("GET", "/admin/classes", await as(admin))).body.trial_days).toBe(30);
  });
});

describe("assigning and asking for a licence", () => {
  test("assigning a lesson the class cannot open warns; one it opens does not, unless the trial ends before the due date", async () => {
    const { cls, token, user } = await teacher();
    const locked = await api("POST", `/classes/${cls.id}/assignments`, token, { lesson_id: third });
    expect(locked.status).toBe(201);
    expect(locked.body.class_can_open).toBe(false);
    expect(locked.body.warning).toBe(
      "Your pupils cannot open this lesson yet: the trial opens the first 2 lessons of every level. Ask for a licence to open every lesson.",
    );
    const open = await api("POST", `/classes/${cls.id}/assignments`, token, {
      lesson_id: first,
      due_date: new Date(Date.parse(cls.created_at) + 5 * DAY_MS).toISOString().slice(0, 10),
    });
    expect([open.body.class_can_open, open.body.warning]).toEqual([true, null]);
    const late = await api("POST", `/classes/${cls.id}/assignments`, token, {
      lesson_id: first,
      due_date: new Date(Date.parse(cls.created_at) + 45 * DAY_MS).toISOString().slice(0, 10),
    });
    expect(late.body.warning).toStartWith("The trial ends on ");
    const detail = (await api("GET", `/classes/${cls.id}`, token)).body;
    expect(detail.assignments.map((a: any) => [a.lesson_id, a.class_can_open])).toEqual(
      expect.arrayContaining([
        [third, false],
        [first, true],
      ]),
    );
    at(cls.created_at, 31 * DAY_MS);
    expect(
      (await api("POST", `/classes/${cls.id}/assignments`, await as(user), { lesson_id: first })).body
        .warning,
    ).toStartWith("Your pupils cannot open this lesson: the trial ended on ");
  });

  test("“Ask for a licence” mails every admin and shows a badge with the class, the teacher and the pupils' count; a grant clears it", async () => {
    const admin2 = await createTestUser(t.deps, { isAdmin: true, firstName: "Nour" });
    const { cls, token, user } = await teacher("Karima");
    await pupilOf(cls.id);
    await pupilOf(cls.id);
    const before = (await api("GET", "/admin/classes", await as(admin))).body.requests;
    const r = await api("POST", `/classes/${cls.id}/licence-request`, token);
    expect(r.status).toBe(201);
    expect(r.body.admins_told).toBeGreaterThanOrEqual(2);
    for (const a of [admin, admin2]) {
      const [mail] = await t.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, a.email), eq(outbox.kind, "licence_request")));
      expect(mail.subject).toBe("Licence request: CE1 B");
      expect(mail.text).toContain(
        `Karima Benali (${user.email}) asks for a school licence for the class CE1 B (code ${cls.code}, 2 pupils)`,
      );
      expect(mail.text).toContain("/admin?tab=classes");
    }
    const listed = (await api("GET", `/admin/classes?search=${cls.code}`, await as(admin))).body;
    expect(listed.requests).toBe(before + 1);
    expect(listed.classes[0]).toMatchObject({
      id: cls.id,
      pupils: 2,
      teacher: { first_name: "Karima", email: user.email },
    });
    expect(listed.classes[0].licence_requested_at).toBeTruthy();
    const again = await api("POST", `/classes/${cls.id}/licence-request`, token);
    expect([again.status, again.body.error.code]).toEqual([409, "ALREADY_REQUESTED"]);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "class.request_licence"), eq(auditLog.targetId, String(cls.id))));
    expect(audit).toHaveLength(1);
    expect((await api("GET", `/classes/${cls.id}`, token)).body.class.licence_requested_at).toBeTruthy();

    const until = addDays(t.deps.clock.now(), 200).toISOString().slice(0, 10);
    expect((await api("POST", `/admin/classes/${cls.id}/licence`, await as(admin), { until })).status).toBe(
      200,
    );
    const after = (await api("GET", `/admin/classes?search=${cls.code}`, await as(admin))).body;
    expect([after.requests, after.classes[0].licence_requested_at]).toEqual([before, null]);
    expect((await api("GET", `/classes/${cls.id}`, token)).body.class.access).toMatchObject({
      state: "licence",
    });
  });

  test("asking is the class's own teacher's: another teacher's class 404, a pupil's or a parent's session 403, signed out 401; nothing is written", async () => {
    const { cls } = await teacher();
    const other = await teacher("Other");
    const parent = await createTestUser(t.deps);
    const pupil = await as(await pupilOf(cls.id));
    const cases: [string | undefined, number][] = [
      [other.token, 404],
      [pupil, 403],
      [(await signIn(t.deps, parent)).token, 403],
      [undefined, 401],
      ["tampered.token.value", 401],
    ];
    for (const [tok, status] of cases)
      expect((await api("POST", `/classes/${cls.id}/licence-request`, tok)).status).toBe(status);
    expect((await api("POST", "/classes/abc/licence-request", other.token)).status).toBe(404);
    expect((await api("POST", "/classes/99999999/licence-request", other.token)).status).toBe(404);
    const [row] = await t.deps.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row.licenceRequestedAt).toBeNull();
  });
});
