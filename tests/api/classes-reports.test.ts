// Issue #29, reports: the class report, the hardest questions (checked against a seeded class whose first
// answers the test chose), the year's goal and its pace rule, and a pupil's report for the family behind a
// link that needs no account (30 days, revocable). Bad input and other people's sessions on every call.
import { courseIndex } from "../../src/modules/content/courseIndex";
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { users, type User } from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import type { Activity } from "../../src/modules/content/contentSchema";
import { opaqueIds } from "../../src/modules/content/opaque";
import { goalStatus } from "../../src/modules/classes/reports";
import { rightAnswer, wrongAnswer } from "./courses-solver";

setDefaultTimeout(60_000);
let t: TestApp;
const content = loadContent();
const activityOf = (id: string): Activity =>
  content.lessons.flatMap((l) => l.lesson.activities).find((a) => a.id === id)!;
const L1 = "ab-u01-l01";
const [A04, A05, A06] = ["ab-u01-l01-a04", "ab-u01-l01-a05", "ab-u01-l01-a06"]; // pick the letter (dal/dhal), match sounds, pick the syllable (دَ/ذَ)
const dal = content.letters.find((l) => l.id === "dal")!;
const dhal = content.letters.find((l) => l.id === "dhal")!;
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });
const as = async (u: User) => (await signIn(t.deps, u)).token;

let teacherUser: User, cls: { id: number; code: string; created_at: string }, pupils: Record<string, User>;
beforeAll(async () => {
  t = await makeTestApp();
  teacherUser = await createTestUser(t.deps, { firstName: "Salma", lastName: "Benali" });
  await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, teacherUser.id));
  cls = (await api("POST", "/classes", await as(teacherUser), { name: "CE1 B" })).body;
  pupils = {};
  for (const name of ["Adam", "Bilal", "Chadia", "Dina", "Elias"])
    pupils[name] = (
      await t.deps.db
        .insert(users)
        .values({
          username: `pupil-${name}-${cls.id}`,
          firstName: name,
          lastName: "",
          kind: "pupil",
          classId: cls.id,
        })
        .returning()
    )[0];
});
afterAll(() => t.close());

/** Starts an attempt of L1 and posts the given first answers ("right", "wrong", or a letter/syllable to choose). */
async function play(pupil: User, answers: [string, "right" | "wrong" | { item: string }][], finish = false) {
  const token = await as(pupil);
  const at = (await api("POST", `/lessons/${L1}/attempts`, token)).body;
  const secret = t.deps.config.jwtSecret;
  const post = (a: Activity, answer: unknown) =>
    api("POST", `/attempts/${at.attempt_id}/answers`, token, { activity_id: a.id, answer });
  for (const [id, how] of answers) {
    const a = activityOf(id);
    const answer =
      how === "right"
        ? rightAnswer(secret, at.attempt_id, a, content)
        : how === "wrong"
          ? wrongAnswer(secret, at.attempt_id, a)
          : { choice: opaqueIds(secret, at.attempt_id, a.id)(how.item) };
    expect((await post(a, answer)).status).toBe(200);
  }
  if (finish) {
    for (const shown of at.activities)
      expect(
        (
          await post(
            activityOf(shown.id),
            rightAnswer(secret, at.attempt_id, activityOf(shown.id), content, shown),
          )
        ).status,
      ).toBe(200);
    const f = await api("POST", `/attempts/${at.attempt_id}/finish`, token);
    expect(f.status).toBe(200);
    return f.body;
  }
}

describe("hardest questions", () => {
  test("per unit, the activities most pupils missed on their first try, with their wrong choices: figures the test chose", async () => {
    await play(pupils.Adam, [
      [A04, { item: "letter:dal" }],
      [A04, "right"],
      [A05, "wrong"],
      [A06, "right"],
    ]);
    await play(pupils.Bilal, [
      [A04, { item: "letter:dal" }],
      [A06, { item: "syllable:ذَ" }],
    ]);
    await play(pupils.Chadia, [[A04, "right"]]);
    await play(pupils.Dina, [[A04, { item: "letter:dal" }]]);
    await play(pupils.Dina, [[A04, "right"]]); // a later attempt: her first answer stays the wrong one
    await play(pupils.Adam, [[A06, { item: "syllable:ذَ" }]]); // a later attempt: his first answer to A06 was right
    const r = await api("GET", `/classes/${cls.id}/hardest`, await as(teacherUser));
    expect(r.status).toBe(200);
    expect(r.body.pupils).toBe(5);
    expect(r.body.units).toHaveLength(1);
    const [unit] = r.body.units;
    expect(unit.unit_id).toBe("ab-u01");
    expect(
      unit.questions.map((q: any) => [q.activity_id, q.answered, q.missed, q.share, q.wrong_choices]),
    ).toEqual([
      [A04, 4, 3, 0.75, [{ choice: `${dal.char} (${dal.translit})`, count: 3, share: 1 }]],
      [A05, 1, 1, 1, []],
      [A06, 2, 1, 0.5, [{ choice: "ذَ", count: 1, share: 1 }]],
    ]);
    expect(unit.questions[0].label).toBe(`Hear it, pick the letter: ${dhal.char} (${dhal.translit})`);

    // the admin's view counts every learner of the instance (a family's child here too)
    const parent = await createTestUser(t.deps);
    const child = (
      await t.deps.db
        .insert(users)
        .values({
          username: `child-${parent.id}`,
          firstName: "Zina",
          lastName: "",
          kind: "child",
          parentId: parent.id,
        })
        .returning()
    )[0];
    await t.deps.db.insert((await import("../../src/db/schema")).subscriptions).values({
      userId: parent.id,
      type: "demo",
      status: "active",
      startDate: t.deps.clock.now(),
      endDate: new Date(t.deps.clock.now().getTime() + 10 * DAY_MS),
    });
    await play(child, [[A04, { item: "letter:dal" }]]);
    const admin = await createTestUser(t.deps, { isAdmin: true });
    const all = await api("GET", "/admin/hardest-questions", await as(admin));
    expect(all.status).toBe(200);
    expect(all.body.units[0].questions[0]).toMatchObject({
      activity_id: A04,
      answered: 5,
      missed: 4,
      share: 0.8,
    });
    for (const tok of [await as(teacherUser), await as(pupils.Adam), await as(parent), undefined])
      expect([401, 403]).toContain((await api("GET", "/admin/hardest-questions", tok)).status);
  });
});

describe("the class report and the year's goal", () => {
  test("per pupil lessons finished, stars, time, check scores, mastery; per unit the average and who has not started", async () => {
    const finished = await play(pupils.Chadia, [], true);
    const r = await api("GET", `/classes/${cls.id}/report`, await as(teacherUser));
    expect(r.status).toBe(200);
    expect(r.body.class).toMatchObject({ name: "CE1 B", pupils: 5 });
    expect(r.body.teacher).toBe("Salma Benali");
    const chadia = r.body.pupils.find((p: any) => p.first_name === "Chadia");
    expect(chadia).toMatchObject({ lessons_finished: 1, stars: finished.best_stars });
    expect(chadia.seconds).toBeGreaterThanOrEqual(0);
    expect(chadia.mastery.length).toBeGreaterThan(0);
    expect(r.body.pupils.find((p: any) => p.first_name === "Elias")).toMatchObject({
      lessons_finished: 0,
      stars: 0,
      seconds: 0,
      check_scores: [],
      mastery: [],
    });
    const u1 = r.body.units.find((u: any) => u.id === "ab-u01");
    expect(u1).toMatchObject({
      lessons: 5,
      not_started: ["Elias"],
      average_finished: 0.04,
      average_check: null,
    }); // 1 of 5 lessons, 1 pupil of 5
    expect(r.body.units.find((u: any) => u.id === "ab-u02")?.not_started).toEqual([
      "Adam",
      "Bilal",
      "Chadia",
      "Dina",
      "Elias",
    ]);
    // the unit titles in the teacher's language (issue #30)
    const ix = courseIndex();
    expect(u1.title).toBe(ix.units.get("ab-u01")!.unit.title.en);
    const token = await as(teacherUser);
    expect((await api("PUT", "/users/me/locale", token, { locale: "fr" })).status).toBe(200);
    const fr = await api("GET", `/classes/${cls.id}/report`, token);
    expect(fr.body.units.find((u: any) => u.id === "ab-u01").title).toBe(
      ix.units.get("ab-u01")!.unit.title.fr,
    );
    expect(fr.body.goal_targets[0].units[0].title).toBe(ix.units.get("ab-u01")!.unit.title.fr);
    expect((await api("PUT", "/users/me/locale", token, { locale: "en" })).status).toBe(200);
  });

  test("the goal's pace rule at its edges", () => {
    const start = new Date("2026-09-01T00:00:00Z");
    const due = new Date("2026-10-01T00:00:00Z"); // 30 days
    const day = (n: number) => new Date(start.getTime() + n * DAY_MS);
    expect(goalStatus(0, 5, start, due, day(0.5)).status).toBe("on_track"); // no pace yet on the first day
    expect(goalStatus(1, 5, start, due, day(6)).status).toBe("on_track"); // 1 in 6 days → 5 by the date: 100%
    expect(goalStatus(1, 5, start, due, day(5.4)).status).toBe("ahead"); // → 5.56: 111%
    expect(goalStatus(1, 5, start, due, day(6.7)).status).toBe("behind"); // → 4.48: 89.6%
    expect(goalStatus(5, 5, start, due, day(29)).status).toBe("ahead"); // done
  });

  test("the teacher sets a goal; each pupil shows where they stand, the rule stated; bad goals are refused", async () => {
    const token = await as(teacherUser);
    const date = new Date(Date.parse(cls.created_at) + 60 * DAY_MS).toISOString().slice(0, 10);
    const r = await api("PUT", `/classes/${cls.id}/goal`, token, { target: "ab-u01", date });
    expect(r.status).toBe(200);
    expect(r.body.goal).toMatchObject({
      target: "ab-u01",
      date,
      lessons: 5,
      target_name: expect.stringContaining("the unit"),
    });
    expect(r.body.goal.rule).toContain("110% or more is ahead, 90% to 110% on track, less behind");
    expect(r.body.goal.pupils.every((p: any) => p.status === "on_track")).toBe(true); // the class began today: no pace yet
    for (const [body, field] of [
      [{ target: "nope", date }, "target"],
      [{ target: "ab-u01", date: "2020-01-01" }, "date"],
      [{ target: "ab-u01", date: "2027-02-30" }, "date"],
      [{ target: "ab-u01" }, "date"],
      [{ target: 5, date }, "target"],
      [{ target: "x".repeat(500), date }, "target"],
    ] as const) {
      const bad = await api("PUT", `/classes/${cls.id}/goal`, token, body);
      expect([bad.status, Object.keys(bad.body.error.fields ?? {})[0]]).toEqual([422, field]);
    }
    expect(
      (await api("PUT", `/classes/${cls.id}/goal`, token, { target: "ab-u01", date, extra: 1 })).status,
    ).toBe(422);
    expect((await t.call("PUT", `/api/v1/classes/${cls.id}/goal`, { token, raw: "{" })).status).toBe(400);
    expect((await api("GET", `/classes/${cls.id}/report`, token)).body.goal.date).toBe(date); // unchanged by the refusals
    expect((await api("DELETE", `/classes/${cls.id}/goal`, token)).body.goal).toBeNull();
  });

  test("another teacher's class 404; a pupil's or a parent's session 403; signed out 401", async () => {
    const other = await createTestUser(t.deps);
    await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, other.id));
    const parent = await createTestUser(t.deps);
    const p = pupils.Adam.id;
    const calls: [string, string, unknown?][] = [
      ["GET", `/classes/${cls.id}/report`],
      ["GET", `/classes/${cls.id}/hardest`],
      ["PUT", `/classes/${cls.id}/goal`, { target: "ab-u01", date: "2099-01-01" }],
      ["DELETE", `/classes/${cls.id}/goal`],
      ["GET", `/classes/${cls.id}/pupils/${p}/report`],
      ["POST", `/classes/${cls.id}/pupils/${p}/report-link`],
      ["DELETE", `/classes/${cls.id}/pupils/${p}/report-link`],
    ];
    for (const [m, path, body] of calls) {
      expect([m, path, (await api(m, path, await as(other), body)).status]).toEqual([m, path, 404]);
      expect((await api(m, path, await as(pupils.Bilal), body)).status).toBe(403);
      expect((await api(m, path, await as(parent), body)).status).toBe(403);
      expect((await api(m, path, undefined, body)).status).toBe(401);
    }
    expect((await api("GET", `/classes/${cls.id}/pupils/999999/report`, await as(teacherUser))).status).toBe(
      404,
    );
    expect((await api("GET", `/classes/x/report`, await as(teacherUser))).status).toBe(404);
  });
});

describe("a pupil's report for the family", () => {
  test("a link opens the report without an account for 30 days; a new link or a revocation ends the old one; tampered tokens 404", async () => {
    const token = await as(teacherUser);
    const base = `/classes/${cls.id}/pupils/${pupils.Chadia.id}`;
    const own = await api("GET", `${base}/report`, token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      pupil: { first_name: "Chadia", lessons_finished: 1 },
      class: { name: "CE1 B" },
      link: null,
    });
    const made = await api("POST", `${base}/report-link`, token);
    expect(made.status).toBe(201);
    const tok = made.body.url.split("/family-report/")[1];
    expect(made.body.expires_at).toBe(
      new Date(t.deps.clock.now().getTime() + 30 * DAY_MS).toISOString().slice(0, 16) +
        made.body.expires_at.slice(16),
    );
    const open = await api("GET", `/family-report/${tok}`);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("no-store");
    expect(open.body).toMatchObject({
      pupil: { first_name: "Chadia", lessons_finished: 1 },
      class: { name: "CE1 B" },
    });
    expect(Object.keys(open.body.pupil).sort()).toEqual([
      "avatar",
      "check_scores",
      "first_name",
      "id",
      "lessons_finished",
      "mastery",
      "seconds",
      "skills_mastered",
      "stars",
    ]); // nothing secret
    expect((await api("GET", `${base}/report`, token)).body.link).toMatchObject({
      expires_at: made.body.expires_at,
    });

    t.deps.clock.offsetMs = 30 * DAY_MS; // the 30th day is over
    expect((await api("GET", `/family-report/${tok}`)).status).toBe(404);
    t.deps.clock.offsetMs = 0;
    const again = await api("POST", `${base}/report-link`, token);
    const tok2 = again.body.url.split("/family-report/")[1];
    expect((await api("GET", `/family-report/${tok}`)).status).toBe(404); // the new link replaces the old one
    expect((await api("GET", `/family-report/${tok2}`)).status).toBe(200);
    expect((await api("DELETE", `${base}/report-link`, token)).body).toEqual({ revoked: 1 });
    const gone = await api("GET", `/family-report/${tok2}`);
    expect([gone.status, gone.body.error.message]).toEqual([
      404,
      "This link has expired or was withdrawn. Ask your child's teacher for a new one.",
    ]);
    expect((await api("DELETE", `${base}/report-link`, token)).status).toBe(404);
    for (const bad of ["x", tok2.slice(0, -1) + (tok2.endsWith("A") ? "B" : "A"), "%00", "a".repeat(500)])
      expect((await api("GET", `/family-report/${encodeURIComponent(bad)}`)).status).toBe(404);
  });
});
