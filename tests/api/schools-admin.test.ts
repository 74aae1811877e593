// The school's admin side (issue #16): the teacher role, class licences, and the school's branding.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp, type TestUser } from "../support/app";
import { auditLog, certificates, classes, outbox, subscriptionEvents, users } from "../../src/db/schema";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { sendVerification } from "../../src/modules/auth/service";
import { DAY_MS } from "../../src/lib/clock";

setDefaultTimeout(30_000);

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let parent: TestUser;
let parentToken: string;

const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });
const learner = async (kind: "child" | "pupil", link: { parentId?: number; classId?: number }) =>
  (
    await t.deps.db
      .insert(users)
      .values({
        username: `${kind}-${Math.random().toString(36).slice(2, 10)}`,
        firstName: kind === "child" ? "Yasmin" : "Adam",
        lastName: "",
        kind,
        ...link,
      })
      .returning()
  )[0];
const makeTeacher = async (over: Parameters<typeof createTestUser>[1] = {}) => {
  const u = await createTestUser(t.deps, over);
  await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, u.id));
  return u;
};
const lastAudit = async () =>
  (await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

beforeAll(async () => {
  t = await makeTestApp();
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
    expect((await t.deps.db.select().from(users).where(eq(users.id, u.id)).limit(1))[0]!.isTeacher).toBe(
      true,
    );
    const a = await lastAudit();
    expect([a.action, a.targetId, a.actorLabel, a.before, a.after]).toEqual([
      "user.grant_teacher",
      String(u.id),
      admin.email,
      { is_teacher: false },
      { is_teacher: true },
    ]);

    const again = await api("POST", `/admin/users/${u.id}/teacher`, adminToken, { is_teacher: true });
    expect(again.body).toMatchObject({ is_teacher: true, changed: false });
    expect((await lastAudit()).id).toBe(a.id);

    const revoked = await api("POST", `/admin/users/${u.id}/teacher`, adminToken, { is_teacher: false });
    expect(revoked.body).toMatchObject({ is_teacher: false, changed: true });
    expect((await lastAudit()).action).toBe("user.revoke_teacher");
  });

  test("a child profile or a pupil cannot be a teacher (422); bad bodies, unknown ids and non-admins are refused", async () => {
    const child = await learner("child", { parentId: parent.id });
    const teacher = await createTestUser(t.deps);
    const cls = (
      await t.deps.db
        .insert(classes)
        .values({ teacherId: teacher.id, name: "CE2", code: "T3ACH1" })
        .returning()
    )[0];
    const pupil = await learner("pupil", { classId: cls.id });
    for (const id of [child.id, pupil.id]) {
      const r = await api("POST", `/admin/users/${id}/teacher`, adminToken, { is_teacher: true });
      expect([r.status, r.body.error.code, r.body.error.fields.is_teacher]).toEqual([
        422,
        "VALIDATION",
        "Only an adult's account can be a teacher.",
      ]);
    }
    expect((await t.deps.db.select().from(users).where(eq(users.id, child.id)).limit(1))[0]!.isTeacher).toBe(
      false,
    );
    for (const body of [{}, { is_teacher: "yes" }, { is_teacher: true, extra: 1 }])
      expect((await api("POST", `/admin/users/${parent.id}/teacher`, adminToken, body)).status).toBe(422);
    expect((await api("POST", "/admin/users/999999/teacher", adminToken, { is_teacher: true })).status).toBe(
      404,
    );
    expect(
      (await api("POST", `/admin/users/${parent.id}/teacher`, parentToken, { is_teacher: true })).status,
    ).toBe(403);
    expect(
      (await api("POST", `/admin/users/${parent.id}/teacher`, undefined, { is_teacher: true })).status,
    ).toBe(401);
  });

  test("the users list shows adults by default with kind and teacher role; children and pupils (no email) on their own filter; the overview counts them", async () => {
    const child = await learner("child", { parentId: parent.id });
    const adults = await api("GET", "/admin/users?page_size=100", adminToken);
    expect(adults.status).toBe(200);
    expect(adults.body.users.every((u: { kind: string }) => u.kind === "adult")).toBe(true);
    expect(adults.body.users.find((u: { id: number }) => u.id === child.id)).toBeUndefined();
    const children = await api("GET", "/admin/users?kind=child&page_size=100", adminToken);
    expect(children.body.users.find((u: { id: number }) => u.id === child.id)).toMatchObject({
      kind: "child",
      email: null,
      parent_id: parent.id,
      is_teacher: false,
    });
    const searched = await api("GET", "/admin/users?kind=all&search=yasmin", adminToken);
    expect(searched.body.users.some((u: { id: number }) => u.id === child.id)).toBe(true);
    expect((await api("GET", "/admin/users?kind=robots", adminToken)).status).toBe(422);

    const stats = await api("GET", "/admin/stats", adminToken);
    const n = async (kind: "child" | "pupil") =>
      (await t.deps.db.select().from(users).where(eq(users.kind, kind))).length;
    expect(stats.body.users).toMatchObject({ children: await n("child"), pupils: await n("pupil") });
    expect(stats.body.users.children).toBeGreaterThan(0);
  });
});

describe("class licences", () => {
  test("the admin lists classes with teacher, pupils and licence; a licence opens premium lessons to the pupils, recorded in the teacher's history and the audit", async () => {
    const { loadContent } = await import("../../src/modules/content/content");
    const level = loadContent().levels.find((l) => l.meta.status === "available")!;
    const premiumLesson = level.units.flatMap((u) => u.unit.lessons)[2];
    const teacher = await makeTeacher({ firstName: "Salma", lastName: "Nour" });
    const cls = (
      await t.deps.db
        .insert(classes)
        .values({ teacherId: teacher.id, name: "CM1 Les étoiles", code: "LIC3NC" })
        .returning()
    )[0];
    const pupil = await learner("pupil", { classId: cls.id });
    await learner("pupil", { classId: cls.id });
    const { token: pupilToken } = await signIn(t.deps, pupil);
    expect((await api("GET", `/lessons/${premiumLesson.id}`, pupilToken)).status).toBe(403);

    const list = await api("GET", "/admin/classes?search=%C3%A9toiles", adminToken);
    expect(list.status).toBe(200);
    expect(list.body.classes).toEqual([
      expect.objectContaining({
        id: cls.id,
        name: "CM1 Les étoiles",
        pupils: 2,
        licence_until: null,
        licence_active: false,
        teacher: expect.objectContaining({ id: teacher.id, email: teacher.email }),
      }),
    ]);

    const until = new Date(t.deps.clock.now().getTime() + 200 * DAY_MS).toISOString().slice(0, 10);
    const granted = await api("POST", `/admin/classes/${cls.id}/licence`, adminToken, { until });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      id: cls.id,
      licence_until: `${until}T23:59:59.999Z`,
      licence_active: true,
    });
    expect((await api("GET", `/lessons/${premiumLesson.id}`, pupilToken)).status).toBe(200);

    const ev = (
      await t.deps.db
        .select()
        .from(subscriptionEvents)
        .where(and(eq(subscriptionEvents.userId, teacher.id), eq(subscriptionEvents.kind, "class_licence")))
        .limit(1)
    )[0]!;
    expect(ev.detail).toMatchObject({
      class_id: cls.id,
      class_name: "CM1 Les étoiles",
      end_date: `${until}T23:59:59.999Z`,
      previous_end_date: null,
      by: admin.email,
    });
    const history = await api("GET", "/subscriptions/history", (await signIn(t.deps, teacher)).token);
    expect(history.body.history[0]).toMatchObject({
      kind: "class_licence",
      detail: { class_name: "CM1 Les étoiles" },
    });
    const a = await lastAudit();
    expect([a.action, a.targetType, a.targetId, a.after]).toEqual([
      "class.grant_licence",
      "class",
      String(cls.id),
      { licence_until: `${until}T23:59:59.999Z` },
    ]);

    const ended = await api("POST", `/admin/classes/${cls.id}/licence`, adminToken, { until: null });
    expect(ended.body).toMatchObject({ licence_until: null, licence_active: false });
    expect((await api("GET", `/lessons/${premiumLesson.id}`, pupilToken)).status).toBe(403);
    expect((await lastAudit()).action).toBe("class.end_licence");
    expect(
      (
        await t.deps.db
          .select()
          .from(subscriptionEvents)
          .where(
            and(
              eq(subscriptionEvents.userId, teacher.id),
              eq(subscriptionEvents.kind, "class_licence_ended"),
            ),
          )
          .limit(1)
      )[0],
    ).toBeTruthy();
    const again = await api("POST", `/admin/classes/${cls.id}/licence`, adminToken, { until: null });
    expect([again.status, again.body.error.code]).toEqual([409, "NO_CHANGE"]);
  });

  test("a past, unreal, malformed or too distant date is refused (422) and changes nothing; unknown class 404; non-admin 403", async () => {
    const teacher = await makeTeacher();
    const cls = (
      await t.deps.db
        .insert(classes)
        .values({ teacherId: teacher.id, name: "CE1", code: "BADD4T" })
        .returning()
    )[0];
    const today = t.deps.clock.now();
    const day = (n: number) => new Date(today.getTime() + n * DAY_MS).toISOString().slice(0, 10);
    const auditBefore = (await lastAudit()).id;
    for (const until of [
      day(-1),
      "2027-02-30",
      "tomorrow",
      20270731,
      "",
      day(6 * 366),
      `${day(30)}T25:00:00Z`,
    ]) {
      const r = await api("POST", `/admin/classes/${cls.id}/licence`, adminToken, { until });
      expect([r.status, r.body.error.code, typeof r.body.error.fields?.until]).toEqual([
        422,
        "VALIDATION",
        "string",
      ]);
    }
    for (const body of [{}, { until: day(30), extra: true }])
      expect((await api("POST", `/admin/classes/${cls.id}/licence`, adminToken, body)).status).toBe(422);
    expect(
      (await t.deps.db.select().from(classes).where(eq(classes.id, cls.id)).limit(1))[0]!.licenceUntil,
    ).toBeNull();
    expect((await lastAudit()).id).toBe(auditBefore);
    expect((await api("POST", "/admin/classes/999999/licence", adminToken, { until: day(30) })).status).toBe(
      404,
    );
    expect(
      (await api("POST", `/admin/classes/${cls.id}/licence`, parentToken, { until: day(30) })).status,
    ).toBe(403);
    expect((await api("GET", "/admin/classes", parentToken)).status).toBe(403);
  });
});

describe("school branding", () => {
  const PNG = new Uint8Array(readFileSync(join(import.meta.dir, "../fixtures/school-logo.png")));
  const JPEG = new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
  ]);
  const WEBP = new Uint8Array([
    ...new TextEncoder().encode("RIFF"),
    26,
    0,
    0,
    0,
    ...new TextEncoder().encode("WEBPVP8L"),
    13,
    0,
    0,
    0,
    0x2f,
    0,
    0,
    0,
    0x10,
    7,
    0x10,
    0x11,
    0x11,
    0x88,
    0x88,
    0xfe,
    7,
    0,
  ]);
  const SVG = new TextEncoder().encode(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );

  /** A multipart upload through the whole app (guards included), as the admin page sends it. */
  const upload = async (
    parts: Record<string, Blob | string>,
    token = adminToken,
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(parts))
      typeof v === "string" ? form.append(k, v) : form.append(k, v, "logo.png");
    const res = await t.app.handle(
      new Request("http://localhost/api/v1/admin/site/logo", {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${token}`, ...headers },
      }),
    );
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const site = async () => (await api("GET", "/site")).body;
  const brandingFiles = () =>
    existsSync(join(t.dataDir, "branding")) ? readdirSync(join(t.dataDir, "branding")) : [];

  test("an admin uploads a PNG logo and names the school: stored by content hash, served for a year with nosniff, shown by /site and audited", async () => {
    const named = await api("PATCH", "/admin/site", adminToken, { school_name: "  École Al-Nour  " });
    expect(named.status).toBe(200);
    const r = await upload({ logo: new Blob([PNG], { type: "image/png" }) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ type: "image/png", bytes: PNG.length });
    expect(r.body.file).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(brandingFiles()).toEqual([r.body.file]);
    expect((await site()).school).toEqual({ name: "École Al-Nour", logo_url: `/branding/${r.body.file}` });

    const served = await t.app.handle(new Request(`http://localhost/branding/${r.body.file}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await t.app.handle(new Request("http://localhost/branding/../../marhaba.sqlite"))).status).toBe(
      404,
    );
    expect((await t.app.handle(new Request(`http://localhost/branding/${"0".repeat(64)}.png`))).status).toBe(
      404,
    );

    const a = await lastAudit();
    expect([a.action, a.targetId, a.before, a.after]).toEqual(["site.logo", "school_logo", "", r.body.file]);
    expect(
      (
        await t.deps.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, "school_name"))
          .orderBy(auditLog.id)
      ).at(-1)!.after,
    ).toBe("École Al-Nour");

    // the header shows both, the logo's alt text is the school's name
    const home = await t.call("GET", "/");
    expect(home.text).toContain(`src="/branding/${r.body.file}"`);
    expect(home.text).toContain('alt="École Al-Nour"');
  });

  test("JPEG and WebP are accepted by their bytes; a replaced logo's file is deleted; the logo can be removed (audited)", async () => {
    const before = brandingFiles();
    const j = await upload({ logo: new Blob([JPEG], { type: "application/octet-stream" }) });
    expect([j.status, j.body.type]).toEqual([200, "image/jpeg"]);
    const w = await upload({ logo: new Blob([WEBP], { type: "image/png" }) }); // the declared type is not believed
    expect([w.status, w.body.type]).toEqual([200, "image/webp"]);
    expect(brandingFiles()).toEqual([w.body.file]);
    expect(before).not.toContain(w.body.file);

    const removed = await api("DELETE", "/admin/site/logo", adminToken);
    expect(removed.status).toBe(200);
    expect(brandingFiles()).toEqual([]);
    expect((await site()).school.logo_url).toBeNull();
    expect((await lastAudit()).action).toBe("site.logo_remove");
    expect((await api("DELETE", "/admin/site/logo", adminToken)).status).toBe(409);
  });

  test("bad files are refused with a clear 4xx and store nothing: wrong magic, SVG, empty, too big, no file, not multipart, non-admin", async () => {
    const auditBefore = (await lastAudit()).id;
    const cases: [Record<string, Blob | string>, number, RegExp][] = [
      [
        { logo: new Blob([new TextEncoder().encode("GIF89a not allowed")], { type: "image/png" }) },
        422,
        /Not a PNG, JPEG or WebP/,
      ],
      [{ logo: new Blob([PNG.slice(1)], { type: "image/png" }) }, 422, /Not a PNG, JPEG or WebP/],
      [{ logo: new Blob([SVG], { type: "image/svg+xml" }) }, 422, /SVG/],
      [
        {
          logo: new Blob([new TextEncoder().encode("\uFEFF  <svg onload=alert(1)>")], { type: "image/png" }),
        },
        422,
        /SVG/,
      ],
      [{ logo: new Blob([], { type: "image/png" }) }, 422, /empty/],
      [{ logo: new Blob([PNG, new Uint8Array(256 * 1024)], { type: "image/png" }) }, 413, /at most 256 KB/],
      [
        { logo: new Blob([PNG, new Uint8Array(400 * 1024)], { type: "image/png" }) },
        413,
        /too large|at most/,
      ],
      [{ picture: new Blob([PNG], { type: "image/png" }) }, 422, /No logo file/],
      [{ logo: "iVBORw0KGgo=" }, 422, /No logo file/],
      [{}, 422, /No logo file/],
    ];
    for (const [parts, status, message] of cases) {
      const r = await upload(parts);
      expect([r.status, r.body?.error?.message]).toEqual([status, expect.stringMatching(message)]);
    }
    const json = await api("POST", "/admin/site/logo", adminToken, { logo: "x" });
    expect([json.status, json.body.error.code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const broken = await t.app.handle(
      new Request("http://localhost/api/v1/admin/site/logo", {
        method: "POST",
        body: "--x\r\nnonsense",
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "multipart/form-data; boundary=x" },
      }),
    );
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect((await upload({ logo: new Blob([PNG], { type: "image/png" }) }, parentToken)).status).toBe(403);
    expect(
      (
        await upload({ logo: new Blob([PNG], { type: "image/png" }) }, adminToken, {
          origin: "https://evil.example",
        })
      ).status,
    ).toBe(403);
    expect(brandingFiles()).toEqual([]);
    expect((await lastAudit()).id).toBe(auditBefore);
  });

  test("the school's name refuses control characters and huge input; it cannot be set to a logo path by PATCH", async () => {
    for (const school_name of [
      "A\u0000B",
      "Line\nbreak",
      "Bi\u2028di",
      "Esc\u001b[31m",
      "x".repeat(81),
      "y".repeat(60_000),
    ]) {
      const r = await api("PATCH", "/admin/site", adminToken, { school_name });
      expect([r.status, typeof r.body.error?.fields?.school_name]).toEqual([422, "string"]);
    }
    const r = await api("PATCH", "/admin/site", adminToken, { school_logo: `${"a".repeat(64)}.png` });
    expect(r.status).toBe(422);
  });

  test("certificates' verification and mails name the school; without a name nothing changes", async () => {
    await upload({ logo: new Blob([PNG], { type: "image/png" }) });
    await api("PATCH", "/admin/site", adminToken, { school_name: "École <Al-Nour>" });
    const u = await createTestUser(t.deps, { isVerified: false });
    await sendVerification(t.deps, u);
    const mail = (await t.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;
    expect(mail.text).toContain("École <Al-Nour>");
    expect(mail.html).toContain("École &lt;Al-Nour&gt;");
    expect(mail.html).not.toContain("<Al-Nour>");
    expect(mail.html).toMatch(
      /<img src="http:\/\/localhost\/branding\/[0-9a-f]{64}\.png" alt="École &lt;Al-Nour&gt;"/,
    );

    // the public check page and the family's print page say who issued it
    const { loadContent } = await import("../../src/modules/content/content");
    const levelId = loadContent().levels.find((l) => l.meta.status === "available")!.meta.id;
    await t.deps.db.insert(certificates).values({
      code: "MH-7KQ2-XW9D",
      userId: parent.id,
      levelId,
      name: "Rania Parent",
      score: 90,
      issuedAt: t.deps.clock.now(),
    });
    const check = await t.call("GET", "/certificates/MH-7KQ2-XW9D");
    expect(check.status).toBe(200);
    expect(check.text).toContain("Issued by École &lt;Al-Nour&gt;.");
    const print = await t.call("GET", "/certificates/MH-7KQ2-XW9D/print", {
      cookie: (await signIn(t.deps, parent)).cookie,
    });
    expect(print.status).toBe(200);
    expect(print.text).toMatch(/data-testid="cert-school"><img src="\/branding\/[0-9a-f]{64}\.png"/);
    expect(print.text).toContain("issued by École &lt;Al-Nour&gt;");

    await api("PATCH", "/admin/site", adminToken, { school_name: "" });
    await api("DELETE", "/admin/site/logo", adminToken);
    expect((await t.call("GET", "/certificates/MH-7KQ2-XW9D")).text).not.toContain("Issued by");
    await sendVerification(t.deps, u);
    const plain = (await t.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;
    expect(plain.html).not.toContain("<img");
    expect(plain.text).not.toContain("Al-Nour");
  });
});
