// The shelf of tales and rhymes (src/modules/tales): a story opens once its unit is finished on a plan
// that gives access; the reader's payload carries no answer; answers are graded on the server, with
// every bad input a clear 4xx, and a tale whose three questions were answered right counts as read.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { lessonProgress, shelfProgress, subscriptions } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { opaqueIds } from "../../src/modules/content/opaque";
import { placeInto } from "../support/placement";
import { makeWav } from "./audio-fixtures";

let t: TestApp;
const content = loadContent();
const lastLessonOf = (unitId: string) => content.lessons.filter((l) => l.unitId === unitId).at(-1)!.lesson.id;
const TALE = "ab-colours"; // after ab-u07
const tale = content.shelf.byId.get(TALE)!;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function learner(plan: "premium" | "none", finishedUnits: string[] = []) {
  const user = await createTestUser(t.deps);
  const { token } = await signIn(t.deps, user);
  const now = t.deps.clock.now();
  if (plan === "premium")
    await t.deps.db.insert(subscriptions).values({
      userId: user.id,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: addDays(now, 365),
    });
  for (const u of finishedUnits)
    await t.deps.db
      .insert(lessonProgress)
      .values({ userId: user.id, lessonId: lastLessonOf(u), bestStars: 3, completedAt: now });
  return { user, token };
}
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });
/** The opaque id of a picture choice, as the server derives it for this learner. */
const choiceId = (userId: number, storyId: string, q: number, picture: string) =>
  opaqueIds(t.deps.config.jwtSecret, `shelf:${userId}`, `${storyId}.q${q}`)(`picture:${picture}`);

describe("shelf: access", () => {
  test("signed out, the shelf lists every tale and rhyme, all locked, and a story does not open", async () => {
    const r = await api("GET", "/shelf");
    expect(r.status).toBe(200);
    const served = loadContent().shelf.stories; // what opens after a served unit (a draft level's stories wait)
    expect(r.body.counts).toEqual({
      tales: served.filter((x) => x.kind === "tale").length,
      rhymes: served.filter((x) => x.kind === "rhyme").length,
    });
    expect(r.body.counts.tales).toBeGreaterThanOrEqual(12);
    // the course totals the landing reads name them too
    expect((await api("GET", "/courses/totals")).body.totals).toMatchObject(r.body.counts);
    expect(r.body.items.every((i: any) => i.locked)).toBe(true);
    expect(r.body.newest).toBeNull();
    const s = await api("GET", `/shelf/${TALE}`);
    expect(s.status).toBe(403);
    expect(s.body.error.code).toBe("STORY_LOCKED");
  });

  test("a tale opens once its unit is finished, not before; the payload carries no answer", async () => {
    const { token } = await learner("premium", ["ab-u06"]);
    const before = await api("GET", `/shelf/${TALE}`, token);
    expect(before.status).toBe(403);
    expect(before.body.error).toEqual({
      code: "STORY_LOCKED",
      message: expect.any(String),
      after_unit: "ab-u07",
      unlock_tier: null,
    });

    const { token: ready } = await learner("premium", ["ab-u07"]);
    const shelf = await api("GET", "/shelf", ready);
    const byId = new Map(shelf.body.items.map((i: any) => [i.id, i]));
    expect((byId.get(TALE) as any).locked).toBe(false);
    expect((byId.get("ab-where-cat") as any).locked).toBe(true); // after ab-u08
    expect(["ab-colours", "numbers-five", "letters-song"]).toContain(shelf.body.newest.id);

    const r = await api("GET", `/shelf/${TALE}`, ready);
    expect(r.status).toBe(200);
    expect(r.body.pages).toHaveLength(tale.pages.length);
    expect(r.body.pages[0].lines[0].ar).toBe("هٰذَا بَحْرٌ أَزْرَقُ");
    expect(r.body.pages[0].lines[0].say).toEqual({ url: null, speak: "هٰذَا بَحْرٌ أَزْرَق" });
    expect(r.body.pages[0].lines[0].tokens.map((x: any) => x.en)).toEqual([
      "this (masculine); the small upright alif on هٰ is a long ā",
      "sea",
      "blue",
    ]);
    expect(r.body.questions).toHaveLength(3);
    for (const q of r.body.questions) for (const c of q.choices) expect(c.id).toMatch(/^c[0-9a-f]{12}$/);
    expect(r.text).not.toContain("answer");
    expect(r.text).not.toContain('"correct"');
  });

  test("a premium child placed into a later level has that level's earlier stories open, not its own", async () => {
    const { user, token } = await learner("premium");
    await placeInto(t.deps, user.id, "beginner");
    const items = new Map((await api("GET", "/shelf", token)).body.items.map((i: any) => [i.id, i.locked]));
    expect(items.get(TALE)).toBe(false);
    expect(items.get("ab-where-cat")).toBe(false);
    expect(items.get("b-sun-and-moon")).toBe(true); // Beginner: after its unit, as for everyone
    expect((await api("GET", `/shelf/${TALE}`, token)).status).toBe(200);
  });

  test("a family without a plan does not open a story, even with the unit finished", async () => {
    const { token } = await learner("none", ["ab-u07"]);
    const r = await api("GET", `/shelf/${TALE}`, token);
    expect(r.status).toBe(403);
    expect(r.body.error.unlock_tier).toBe("demo");
  });

  test("unknown, malformed and huge ids are 404", async () => {
    const { token } = await learner("premium", ["ab-u07"]);
    for (const id of ["no-such-tale", "AB-COLOURS", "x".repeat(500), "%00"]) {
      const r = await api("GET", `/shelf/${id}`, token);
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("STORY_NOT_FOUND");
    }
  });
});

describe("shelf: answers", () => {
  test("answers are graded on the server; three right answers finish the tale", async () => {
    const { user, token } = await learner("premium", ["ab-u07"]);
    const q0 = tale.questions[0];
    const wrong = q0.choices.find((c) => c !== q0.answer)!;
    const w = await api("POST", `/shelf/${TALE}/answers`, token, {
      question: 0,
      choice: choiceId(user.id, TALE, 0, wrong),
    });
    expect(w.status).toBe(200);
    expect(w.body).toEqual({ correct: false, questions_right: 0, total: 3, done: false });
    for (let i = 0; i < 3; i++) {
      const r = await api("POST", `/shelf/${TALE}/answers`, token, {
        question: i,
        choice: choiceId(user.id, TALE, i, tale.questions[i].answer),
      });
      expect(r.body).toEqual({ correct: true, questions_right: i + 1, total: 3, done: i === 2 });
    }
    // a wrong answer afterwards takes nothing away
    const again = await api("POST", `/shelf/${TALE}/answers`, token, {
      question: 0,
      choice: choiceId(user.id, TALE, 0, wrong),
    });
    expect(again.body.done).toBe(true);
    const shelf = await api("GET", "/shelf", token);
    expect(shelf.body.items.find((i: any) => i.id === TALE).done).toBe(true);
    const story = await api("GET", `/shelf/${TALE}`, token);
    expect(story.body.questions.map((q: any) => q.right)).toEqual([true, true, true]);
    // counted in the child's progress
    expect((await api("GET", "/progress", token)).body.stories_read).toBe(1);
  });

  test("bad input is a clear 4xx and writes nothing", async () => {
    const { user, token } = await learner("premium", ["ab-u07"]);
    const good = choiceId(user.id, TALE, 0, tale.questions[0].answer);
    const malformed = await t.call("POST", `/api/v1/shelf/${TALE}/answers`, { token, raw: '{"question":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("MALFORMED_JSON");
    for (const body of [
      {},
      { question: 0 },
      { choice: good },
      { question: "0", choice: good },
      { question: 0.5, choice: good },
      { question: -1, choice: good },
      { question: 7, choice: good },
      { question: 0, choice: "x".repeat(100_00) },
      { question: 0, choice: "c\u0000abc" },
      { question: 0, choice: good, extra: 1 },
      [],
      "text",
      null,
    ]) {
      const r = await api("POST", `/shelf/${TALE}/answers`, token, body);
      expect([400, 413, 422]).toContain(r.status);
      expect(r.body.error.code).toBeString();
    }
    // a choice of another question, and a choice id made for another learner, are not this question's choices
    const other = await createTestUser(t.deps);
    for (const choice of [
      choiceId(user.id, TALE, 1, tale.questions[1].answer),
      choiceId(other.id, TALE, 0, tale.questions[0].answer),
    ]) {
      const r = await api("POST", `/shelf/${TALE}/answers`, token, { question: 0, choice });
      expect(r.status).toBe(422);
      expect(r.body.error.fields).toEqual({ choice: "is not one of this question's choices" });
    }
    const rows = await t.deps.db.select().from(shelfProgress).where(eq(shelfProgress.userId, user.id));
    expect(rows).toEqual([]);
  });

  test("answers for a locked tale, or signed out, are refused", async () => {
    const { user, token } = await learner("premium", ["ab-u07"]);
    const locked = "ab-where-cat"; // after ab-u08
    const q = content.shelf.byId.get(locked)!.questions[0];
    const r = await api("POST", `/shelf/${locked}/answers`, token, {
      question: 0,
      choice: choiceId(user.id, locked, 0, q.answer),
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("STORY_LOCKED");
    const anon = await api("POST", `/shelf/${TALE}/answers`, undefined, {
      question: 0,
      choice: choiceId(user.id, TALE, 0, tale.questions[0].answer),
    });
    expect(anon.status).toBe(401);
    expect(
      await t.deps.db
        .select()
        .from(shelfProgress)
        .where(and(eq(shelfProgress.userId, user.id), eq(shelfProgress.storyId, locked))),
    ).toEqual([]);
  });

  test("a rhyme read to its end counts as read; a tale is not finished that way", async () => {
    const { token } = await learner("premium", ["ab-u07"]);
    const r = await api("POST", "/shelf/numbers-five/finish", token);
    expect(r.status).toBe(200);
    expect(
      (await api("GET", "/shelf", token)).body.items.find((i: any) => i.id === "numbers-five").done,
    ).toBe(true);
    expect((await api("POST", `/shelf/${TALE}/finish`, token)).status).toBe(409);
    expect((await api("POST", "/shelf/days/finish", token)).status).toBe(403); // after b-u08
  });
});

describe("shelf: recorded lines", () => {
  test("a line's audio slot is in the course's item list; once recorded, the reader gets its clip", async () => {
    const admin = await signIn(t.deps, await createTestUser(t.deps, { isAdmin: true }));
    const slot = "tale.ab-colours.p1.1";
    const list = await api("GET", "/admin/audio?kind=phrase&page_size=200", admin.token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(60);
    const put = await t.app.handle(
      new Request(
        `http://localhost/api/v1/admin/audio/${slot}?speaker=Salma%20Haddad&licence=CC%20BY%204.0`,
        {
          method: "PUT",
          headers: { authorization: `Bearer ${admin.token}`, "content-type": "audio/wav" },
          body: makeWav() as BodyInit,
        },
      ),
    );
    expect(put.status).toBeLessThan(300);
    const { token } = await learner("premium", ["ab-u07"]);
    const r = await api("GET", `/shelf/${TALE}`, token);
    expect(r.body.pages[0].lines[0].say.url).toMatch(/^\/.+/);
    expect(r.body.pages[0].lines[0].say.speak).toBe("هٰذَا بَحْرٌ أَزْرَق"); // the voice still has the text, should the clip fail
    expect(r.body.pages[1].lines[0].say.url).toBeNull();
  });
});
