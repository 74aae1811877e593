// Issue #32 step 6: a signed-in page whose data has not changed is not rendered again (src/ssr/signedInCache.ts),
// and never served once something it shows has changed: after each kind of write (an answer, a finished
// lesson, a child added, a plan, the profile, a write made outside the API), on another instance of the same
// database too, after the clock moved, and never to another family or a signed-out visitor.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { classes, lessonProgress, subscriptions, users } from "../../src/db/schema";
import { handleOf } from "../../src/db/client";
import { WATCHED_TABLES } from "../../src/db/familyVersion";
import { addDays } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { rightAnswer, shownActivity } from "./courses-solver";

const content = loadContent();
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.deps.clock.offsetMs = 0;
});

type Visitor = {
  user: { id: number; email: string | null; firstName: string };
  cookie: string;
  token: string;
};
async function family(
  opts: { plan?: boolean; firstName?: string; isAdmin?: boolean } = {},
): Promise<Visitor> {
  const user = await createTestUser(t.deps, { firstName: opts.firstName ?? "Amira", isAdmin: opts.isAdmin });
  if (opts.plan ?? true) {
    const now = t.deps.clock.now();
    await t.deps.db.insert(subscriptions).values({
      userId: user.id,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: addDays(now, 365),
    });
  }
  const s = await signIn(t.deps, user);
  return { user, cookie: s.cookie, token: s.token };
}
async function page(app: TestApp, v: { cookie: string }, path = "/dashboard") {
  const r = await app.app.handle(new Request("http://localhost" + path, { headers: { cookie: v.cookie } }));
  return { status: r.status, html: await r.text(), kept: r.headers.get("x-page-cache") === "signed-in", r };
}
/** The page until it is the kept render (proves the cache is in play before a write); a first dashboard
 *  visit writes (the welcome), so the third visit at the latest. */
async function keptPage(v: { cookie: string }, path = "/dashboard", app = t) {
  let last = await page(app, v, path);
  for (let i = 0; i < 2 && !last.kept; i++) last = await page(app, v, path);
  expect([last.status, last.kept]).toEqual([200, true]);
  return last.html;
}
const api = (method: string, path: string, v: { token: string }, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token: v.token, body });

describe("a signed-in page is rendered once per change of its data", () => {
  test("the same page again is the kept render, byte for byte; the welcome written by the first visit shows on the next", async () => {
    const v = await family({ firstName: "Salma" });
    const first = await page(t, v);
    expect([first.status, first.kept]).toEqual([200, false]);
    expect(first.html).toContain("welcome!"); // the first visit records itself: a write during a GET
    const second = await page(t, v);
    expect(second.kept).toBe(false); // the visit's own write moved the version
    expect(second.html).toContain("welcome back!");
    const third = await page(t, v);
    expect(third.kept).toBe(true);
    expect(third.html).toBe(second.html);
    expect(third.r.headers.get("content-security-policy")).toBe(
      second.r.headers.get("content-security-policy"),
    );
  });

  test("a profile change shows on the next page", async () => {
    const v = await family({ firstName: "Salma" });
    expect(await keptPage(v)).toContain("Salma");
    expect((await api("PATCH", "/users/me", v, { first_name: "Noor", last_name: "Haddad" })).status).toBe(
      200,
    );
    const after = await page(t, v);
    expect(after.kept).toBe(false);
    expect(after.html).toContain("Noor");
    expect(after.html).not.toContain("Salma");
  });

  test("a plan taken shows on the next page", async () => {
    const v = await family({ plan: false });
    expect(await keptPage(v, "/subscription")).not.toContain("Free trial");
    const demo = await api("POST", "/subscriptions/demo", v);
    expect(demo.status).toBe(201);
    const after = await page(t, v, "/subscription");
    expect(after.kept).toBe(false);
    expect(after.html).toContain(`"type":"demo"`);
  });

  test("a child added shows on the next page", async () => {
    const v = await family();
    expect(await keptPage(v, "/profile")).not.toContain("Yusuf");
    const r = await api("POST", "/children", v, {
      first_name: "Yusuf",
      avatar: "cat",
      age_band: "4-6",
      guardian_confirmed: true,
    });
    expect(r.status).toBe(201);
    expect((await page(t, v, "/who")).html).toContain("Yusuf");
    expect((await page(t, v, "/profile")).html).toContain("Yusuf");
  });

  test("an answer, then a finished lesson, show on the next progress page", async () => {
    const v = await family();
    const before = await keptPage(v, "/progress");
    const L1 = content.lessons[0].lesson.id;
    const at = (await api("POST", `/lessons/${L1}/attempts`, v)).body as {
      attempt_id: string;
      activities: any[];
    };
    const answerOne = async (i: number) => {
      const shown = at.activities[i];
      const a = shownActivity(t.deps.config.jwtSecret, at.attempt_id, shown.id, content);
      const r = await api("POST", `/attempts/${at.attempt_id}/answers`, v, {
        activity_id: shown.id,
        answer: rightAnswer(t.deps.config.jwtSecret, at.attempt_id, a, content, shown),
      });
      expect(r.status).toBe(200);
    };
    const kept = await keptPage(v, "/progress");
    await answerOne(0);
    const afterAnswer = await page(t, v, "/progress");
    expect(afterAnswer.kept).toBe(false);
    expect(afterAnswer.html).not.toBe(kept);
    for (let i = 1; i < at.activities.length; i++) await answerOne(i);
    await keptPage(v, "/progress");
    expect((await api("POST", `/attempts/${at.attempt_id}/finish`, v)).status).toBe(200);
    const finished = await page(t, v, "/progress");
    expect(finished.kept).toBe(false);
    expect(finished.html).toContain('data-testid="lessons-finished">1<');
    expect(before).toContain('data-testid="lessons-finished">0<');
  }, 60_000);

  test("a write made outside the API (the CLI, a job, a webhook) shows on the next page", async () => {
    const v = await family({ firstName: "Salma" });
    await keptPage(v);
    await t.deps.db.update(users).set({ firstName: "Layla" }).where(eq(users.id, v.user.id));
    expect((await page(t, v)).html).toContain("Layla");
    await keptPage(v);
    await t.deps.db.delete(subscriptions).where(eq(subscriptions.userId, v.user.id));
    const after = await page(t, v, "/dashboard");
    expect(after.kept).toBe(false);
  });

  test("a page showing the demo's countdown to the second is rendered afresh every time", async () => {
    const v = await family({ plan: false });
    expect((await api("POST", "/subscriptions/demo", v)).status).toBe(201);
    await page(t, v); // the first visit records itself
    for (let i = 0; i < 3; i++) {
      const r = await page(t, v);
      expect(r.html).toContain('role="timer"');
      expect(r.kept).toBe(false);
    }
    // the same family's pages without a countdown are kept as usual
    await keptPage(v, "/profile");
  });

  test("the clock moving on renders afresh (days left, reviews falling due)", async () => {
    const v = await family();
    await keptPage(v);
    t.deps.clock.offsetMs = 61_000;
    expect((await page(t, v)).kept).toBe(false);
    expect((await page(t, v)).kept).toBe(true);
  });
});

describe("a kept page is never someone else's", () => {
  test("another family's visit to the same page gets its own page", async () => {
    const a = await family({ firstName: "Salma" });
    const b = await family({ firstName: "Karim" });
    await keptPage(a);
    const theirs = await page(t, b);
    expect(theirs.kept).toBe(false);
    expect(theirs.html).toContain(b.user.email!);
    expect(theirs.html).not.toContain(a.user.email!);
  });

  test("a signed-out session, a forged or a stale cookie never gets the kept page", async () => {
    const v = await family();
    await keptPage(v);
    const mine = v.user.email!;
    const access = /mh_at=([^;]+)/.exec(v.cookie)![1];
    const forged = `mh_at=${access.slice(0, -4)}AAAA`;
    const junk = `mh_at=${"x".repeat(20_000)}`;
    for (const cookie of [forged, junk, "mh_at=; mh_rt=", "mh_at=%E0%A4%A", `mh_at=${access}x`]) {
      const r = await page(t, { cookie });
      expect(r.kept).toBe(false);
      expect(r.html).not.toContain(mine);
      expect(r.status).toBeLessThan(500);
    }
    const out = await t.call("POST", "/api/v1/auth/logout", { token: v.token });
    expect(out.status).toBe(200);
    const after = await page(t, v);
    expect(after.kept).toBe(false);
    expect(after.html).not.toContain(mine);
  });

  test("an admin's pages are never kept (they show every family)", async () => {
    const admin = await family({ isAdmin: true });
    await page(t, admin);
    await page(t, admin);
    expect((await page(t, admin)).kept).toBe(false);
  });

  test("a page showing another family's data is never kept (a certificate check, a pupil's report link)", async () => {
    const v = await family();
    for (const path of ["/certificates/NOPE-NOPE", "/family-report/not-a-token"]) {
      await page(t, v, path);
      expect((await page(t, v, path)).kept).toBe(false);
    }
  });
});

describe("the family's data version moves with every write, in the database", () => {
  test("every watched table has its trigger", async () => {
    const h = handleOf(t.deps.db);
    const names =
      h.dialect === "postgres"
        ? ((await h.client`SELECT DISTINCT c.relname AS t FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname LIKE 'mh_fv_%'`) as unknown as {
            t: string;
          }[])
        : (h.client
            .query(
              "SELECT DISTINCT tbl_name AS t FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'mh_fv_%'",
            )
            .all() as {
            t: string;
          }[]);
    expect(names.map((r) => r.t).sort()).toEqual([...WATCHED_TABLES].sort());
  });

  test("a child's write moves the parent's version; a pupil's, the teacher's; a class's, its pupils'", async () => {
    const versionOf = async (id: number) =>
      (await t.deps.db.select({ v: users.dataVersion }).from(users).where(eq(users.id, id)))[0].v;
    const parent = await family();
    const child = (
      await api("POST", "/children", parent, {
        first_name: "Yusuf",
        avatar: "cat",
        age_band: "4-6",
        guardian_confirmed: true,
      })
    ).body.child.id as number;
    let before = await versionOf(parent.user.id);
    await t.deps.db
      .insert(lessonProgress)
      .values({ userId: child, lessonId: "ab-u01-l01", bestStars: 3, completedAt: new Date() });
    expect(await versionOf(parent.user.id)).toBeGreaterThan(before);

    const teacher = await createTestUser(t.deps);
    await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, teacher.id));
    const [klass] = await t.deps.db
      .insert(classes)
      .values({ teacherId: teacher.id, name: "Class 1", code: `C${Date.now().toString(36).toUpperCase()}` })
      .returning();
    const [pupil] = await t.deps.db
      .insert(users)
      .values({
        username: `pupil_${Date.now()}`,
        firstName: "Adam",
        lastName: "",
        kind: "pupil",
        classId: klass.id,
      })
      .returning();
    before = await versionOf(teacher.id);
    await t.deps.db
      .insert(lessonProgress)
      .values({ userId: pupil.id, lessonId: "ab-u01-l01", bestStars: 2, completedAt: new Date() });
    expect(await versionOf(teacher.id)).toBeGreaterThan(before);
    const pupilBefore = await versionOf(pupil.id);
    await t.deps.db.update(classes).set({ name: "Class 2" }).where(eq(classes.id, klass.id));
    expect(await versionOf(pupil.id)).toBeGreaterThan(pupilBefore);
  });
});

describe("two instances on one database", () => {
  let shared: string;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = mkdtempSync(join(tmpdir(), "marhaba-two-"));
    a = await makeTestApp({ DATA_DIR: shared });
    b = await makeTestApp({ DATA_DIR: shared });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    rmSync(shared, { recursive: true, force: true });
  });

  test("a write on one instance shows on the other's next page", async () => {
    const user = await createTestUser(a.deps, { firstName: "Salma" });
    const s = await signIn(a.deps, user);
    expect(await keptPage(s, "/dashboard", a)).toContain("Salma");
    const r = await b.call("PATCH", "/api/v1/users/me", {
      token: s.token,
      body: { first_name: "Noor", last_name: "Haddad" },
    });
    expect(r.status).toBe(200);
    const after = await page(a, s);
    expect(after.kept).toBe(false);
    expect(after.html).toContain("Noor");
  });
});
