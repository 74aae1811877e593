// The school's admin side (issue #16): the teacher role, class licences, and the school's branding.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp, type TestUser } from "../support/app";
import { auditLog, classes, subscriptionEvents, users } from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";

setDefaultTimeout(30_000);

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let parent: TestUser;
let parentToken: string;

const api = (method: string, path: string, token?: string, body?: unknown) => t.call(method, "/api/v1" + path, { token, body });
const learner = (kind: "child" | "pupil", link: { parentId?: number; classId?: number }) =>
  t.deps.db.insert(users).values({ username: `${kind}-${Math.random().toString(36).slice(2, 10)}`, firstName: kind === "child" ? "Yasmin" : "Adam", lastName: "", kind, ...link }).returning().get();
const lastAudit = () => t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).get()!;

beforeAll(async () => {
  t = makeTestApp();
  admin = await createTestUser(t.deps, { isAdmin: true, firstName: "Omar", lastName: "Admin" });
  ({ token: adminToken } = await signIn(t.deps, admin));
  parent = await createTestUser(t.deps, { firstName: "Rania", lastName: "Parent" });
  ({ token: parentToken } = await signIn(t.deps, parent));
});
afterAll(() => t.close());

describe("the teacher role", () => {
  test("an admin makes an adult a teacher and takes it back; each change is audited, a repeat changes nothing", async () => {
    const u = await createTestUser(t.deps, { firstName: "Salma", lastName: "Teacher" });
    const granted = await api("POST", `/admin/users/${u.id}/teacher`, adminToken, { is_teacher: true });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ id: u.id, kind: "adult", is_teacher: true, changed: true });
    expect(t.deps.db.select().from(users).where(eq(users.id, u.id)).get()!.isTeacher).toBe(true);
    const a = lastAudit();
    expect([a.action, a.targetId, a.actorLabel, a.before, a.after]).toEqual(["user.grant_teacher", String(u.id), admin.email, { is_teacher: false }, { is_teacher: true }]);

    const again = await api("POST", `/admin/users/${u.id}/teacher`, adminToken, { is_teacher: true });
    expect(again.body).toMatchObject({ is_teacher: true, changed: false });
    expect(lastAudit().id).toBe(a.id);

    const revoked = await api("POST", `/admin/users/${u.id}/teacher`, adminToken, { is_teacher: false });
    expect(revoked.body).toMatchObject({ is_teacher: false, changed: true });
    expect(lastAudit().action).toBe("user.revoke_teacher");
  });

  test("a child profile or a pupil cannot be a teacher (422); bad bodies, unknown ids and non-admins are refused", async () => {
    const child = learner("child", { parentId: parent.id });
    const teacher = await createTestUser(t.deps);
    const cls = t.deps.db.insert(classes).values({ teacherId: teacher.id, name: "CE2", code: "T3ACH1" }).returning().get();
    const pupil = learner("pupil", { classId: cls.id });
    for (const id of [child.id, pupil.id]) {
      const r = await api("POST", `/admin/users/${id}/teacher`, adminToken, { is_teacher: true });
      expect([r.status, r.body.error.code, r.body.error.fields.is_teacher]).toEqual([422, "VALIDATION", "Only an adult's account can be a teacher."]);
    }
    expect(t.deps.db.select().from(users).where(eq(users.id, child.id)).get()!.isTeacher).toBe(false);
    for (const body of [{}, { is_teacher: "yes" }, { is_teacher: true, extra: 1 }]) expect((await api("POST", `/admin/users/${parent.id}/teacher`, adminToken, body)).status).toBe(422);
    expect((await api("POST", "/admin/users/999999/teacher", adminToken, { is_teacher: true })).status).toBe(404);
    expect((await api("POST", `/admin/users/${parent.id}/teacher`, parentToken, { is_teacher: true })).status).toBe(403);
    expect((await api("POST", `/admin/users/${parent.id}/teacher`, undefined, { is_teacher: true })).status).toBe(401);
  });

  test("the users list shows adults by default with kind and teacher role; children and pupils (no email) on their own filter; the overview counts them", async () => {
    const child = learner("child", { parentId: parent.id });
    const adults = await api("GET", "/admin/users?page_size=100", adminToken);
    expect(adults.status).toBe(200);
    expect(adults.body.users.every((u: { kind: string }) => u.kind === "adult")).toBe(true);
    expect(adults.body.users.find((u: { id: number }) => u.id === child.id)).toBeUndefined();
    const children = await api("GET", "/admin/users?kind=child&page_size=100", adminToken);
    expect(children.body.users.find((u: { id: number }) => u.id === child.id)).toMatchObject({ kind: "child", email: null, parent_id: parent.id, is_teacher: false });
    const searched = await api("GET", "/admin/users?kind=all&search=yasmin", adminToken);
    expect(searched.body.users.some((u: { id: number }) => u.id === child.id)).toBe(true);
    expect((await api("GET", "/admin/users?kind=robots", adminToken)).status).toBe(422);

    const stats = await api("GET", "/admin/stats", adminToken);
    const n = (kind: "child" | "pupil") => t.deps.db.select().from(users).where(eq(users.kind, kind)).all().length;
    expect(stats.body.users).toMatchObject({ children: n("child"), pupils: n("pupil") });
    expect(stats.body.users.children).toBeGreaterThan(0);
  });
});
