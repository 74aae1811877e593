// Issue #30: a teacher (and a family) reads the class replies in their language. A French teacher
// (users.locale 'fr') or any reader asking ?lang=fr gets the course's French lesson and unit titles,
// level names and glosses, and the server's own sentences (the goal, the hardest questions' lines, the
// assign warning, the progress CSV) in French; the same calls in English stay English.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { classes, users, type User } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import type { Activity } from "../../src/modules/content/contentSchema";
import { opaqueIds } from "../../src/modules/content/opaque";
import { rightAnswer } from "./courses-solver";

setDefaultTimeout(60_000);
let t: TestApp;
const content = loadContent();
const activityOf = (id: string): Activity =>
  content.lessons.flatMap((l) => l.lesson.activities).find((a) => a.id === id)!;
const L1 = content.lessons[0];
const title = L1.lesson.title as { en: string; fr: string };
const unit = content.levels[0].units[0].unit;
const level = content.levels[0].meta;
const word = content.words.get("marhaban")!;
const dhal = content.letters.find((l) => l.id === "dhal")!;
const NB = "\u00a0";
const api = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers?: Record<string, string>,
) => t.call(method, "/api/v1" + path, { token, body, headers });
const as = async (u: User) => (await signIn(t.deps, u)).token;

let fr: User, en: User, frClass: number, enClass: number, pupil: User;
async function teacherWithClass(locale: "en" | "fr") {
  const u = await createTestUser(t.deps);
  await t.deps.db.update(users).set({ isTeacher: true, locale }).where(eq(users.id, u.id));
  const c = (await api("POST", "/classes", await as(u), { name: "CE1 B" })).body;
  return { u, id: c.id as number };
}
async function pupilIn(classId: number, name: string) {
  return (
    await t.deps.db
      .insert(users)
      .values({ username: `pupil-${name}-${classId}`, firstName: name, lastName: "", kind: "pupil", classId })
      .returning()
  )[0];
}
/** A pupil's attempt at L1: the listen-and-pick-the-letter activity missed first (dāl for dhāl), then finished. */
async function playMissingFirst(p: User) {
  const token = await as(p);
  const at = (await api("POST", `/lessons/${L1.lesson.id}/attempts`, token)).body;
  const secret = t.deps.config.jwtSecret;
  const pick = activityOf(`${L1.lesson.id}-a04`);
  await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
    activity_id: pick.id,
    answer: { choice: opaqueIds(secret, at.attempt_id, pick.id)("letter:dal") },
  });
  for (const shown of at.activities) {
    const a = activityOf(shown.id);
    await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: rightAnswer(secret, at.attempt_id, a, content, shown),
    });
  }
  expect((await api("POST", `/attempts/${at.attempt_id}/finish`, token)).status).toBe(200);
}

beforeAll(async () => {
  t = await makeTestApp();
  ({ u: fr, id: frClass } = await teacherWithClass("fr"));
  ({ u: en, id: enClass } = await teacherWithClass("en"));
  pupil = await pupilIn(frClass, "Yasmin");
  await playMissingFirst(pupil);
  const stuck = await pupilIn(frClass, "Nour");
  const token = await as(stuck);
  for (let i = 0; i < 3; i++) await api("POST", `/lessons/${L1.lesson.id}/attempts`, token); // never finished
});
afterAll(() => t.close());

describe("a French teacher reads the class in French", () => {
  test("progress: French lesson titles, level name, word glosses; ?lang=en answers English", async () => {
    const token = await as(fr);
    const g = await api("GET", `/classes/${frClass}/progress`, token);
    expect(g.status).toBe(200);
    expect(g.body.lessons[0].title).toBe(title.fr);
    expect(g.body.level.name).toBe(level.name_fr!);
    expect(g.body.skills.map((s: any) => s.label)).toContain(`${word.ar} (${word.fr})`);
    expect(JSON.stringify(g.body)).not.toContain(title.en);

    const inEnglish = await api("GET", `/classes/${frClass}/progress?lang=en`, token);
    expect(inEnglish.body.lessons[0].title).toBe(title.en);
    expect(inEnglish.body.level.name).toBe(level.name);
    expect(inEnglish.body.skills.map((s: any) => s.label)).toContain(`${word.ar} (${word.en})`);
    // an English teacher asking ?lang=fr reads French
    const asked = await api("GET", `/classes/${enClass}/progress?lang=fr`, await as(en));
    expect(asked.body.lessons[0].title).toBe(title.fr);
  });

  test("the progress CSV's headers and stuck notes in French", async () => {
    const csv = await t.call("GET", `/api/v1/classes/${frClass}/progress.csv`, { token: await as(fr) });
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toStartWith(`Élève,"${title.fr} (étoiles)",`); // a title with a comma is quoted
    expect(header).toEndWith(",En difficulté");
    expect(header).toContain(`(${word.fr})${NB}: maîtrise (%)`);
    expect(header).not.toContain("stars");
    expect(rows.find((r) => r.startsWith("Nour,"))!.endsWith(`a essayé ${L1.lesson.id} 3 fois`)).toBe(true);
    const english = await t.call("GET", `/api/v1/classes/${frClass}/progress.csv?lang=en`, {
      token: await as(fr),
    });
    expect(english.text.replace(/^\uFEFF/, "").split(",")[0]).toBe("Pupil");
  });

  test("report, goal and hardest questions: French titles, the goal's sentence and the question's line", async () => {
    const token = await as(fr);
    const date = addDays(t.deps.clock.now(), 60).toISOString().slice(0, 10);
    const r = await api("PUT", `/classes/${frClass}/goal`, token, { target: unit.id, date });
    expect(r.status).toBe(200);
    expect(r.body.goal.target_name).toBe(`l’unité «${NB}${unit.title.fr}${NB}»`);
    expect(r.body.goal.rule).toContain("c’est en avance");
    expect(r.body.goal.rule).not.toContain("ahead");
    expect(r.body.units[0]).toMatchObject({ title: unit.title.fr, level: level.name_fr });
    expect(r.body.goal_targets[0].name).toBe(level.name_fr);
    const yasmin = r.body.pupils.find((p: any) => p.first_name === "Yasmin");
    expect(yasmin.mastery.map((m: any) => m.label)).toContain(`${word.ar} (${word.fr})`);

    const level_end = await api("PUT", `/classes/${frClass}/goal`, token, { target: level.id, date });
    expect(level_end.body.goal.target_name).toBe(`la fin du niveau ${level.name_fr}`);
    const english = await api("GET", `/classes/${frClass}/report?lang=en`, token);
    expect(english.body.goal.target_name).toBe(`the end of ${level.name}`);
    expect(english.body.goal.rule).toContain("110% or more is ahead");

    const h = await api("GET", `/classes/${frClass}/hardest`, token);
    expect(h.body.units[0]).toMatchObject({ unit_title: unit.title.fr, level: level.name_fr });
    const q = h.body.units[0].questions[0];
    expect(q.lesson_title).toBe(title.fr);
    expect(q.label).toBe(`Écouter, choisir la lettre${NB}: ${dhal.char} (${dhal.translit})`);
  });

  test("the pupil's report and the family's link read in the reader's language", async () => {
    const token = await as(fr);
    const base = `/classes/${frClass}/pupils/${pupil.id}`;
    const own = await api("GET", `${base}/report`, token);
    expect(own.body.recent[0].title).toBe(title.fr);
    const link = (await api("POST", `${base}/report-link`, token)).body.url as string;
    const path = link.slice(link.indexOf("/family-report/"));
    const french = await api("GET", path, undefined, undefined, { "accept-language": "fr-FR,fr;q=0.9" });
    expect(french.body.recent[0].title).toBe(title.fr);
    expect(french.body.goal.target_name).toStartWith("la fin du niveau");
    const english = await api("GET", path, undefined, undefined, { "accept-language": "en-GB" });
    expect(english.body.recent[0].title).toBe(title.en);
  });

  test("the board, the assignments and the assign warning in French", async () => {
    const token = await as(fr);
    const board = await api("GET", `/teach/lessons/${L1.lesson.id}`, token);
    expect(board.body).toMatchObject({ title: title.fr, unit: unit.title.fr, level: level.name_fr });
    expect(board.body.words.find((w: any) => w.id === word.id).meaning).toBe(word.fr);
    // a class whose trial ended: the warning is the teacher's language
    await t.deps.db
      .update(classes)
      .set({ createdAt: new Date(t.deps.clock.now().getTime() - 400 * DAY_MS) })
      .where(eq(classes.id, frClass));
    const a = await api("POST", `/classes/${frClass}/assignments`, token, { lesson_id: L1.lesson.id });
    expect(a.status).toBe(201);
    expect(a.body.title).toBe(title.fr);
    expect(a.body.warning).toStartWith(
      `Vos élèves ne peuvent pas ouvrir cette leçon${NB}: l’essai a pris fin le `,
    );
    const detail = await api("GET", `/classes/${frClass}`, token);
    expect(detail.body.assignments[0].title).toBe(title.fr);
    expect((await api("GET", `/classes/${frClass}?lang=en`, token)).body.assignments[0].title).toBe(title.en);
  });

  test("a pasted list's problems in French; the refused import's preview and message too", async () => {
    const token = await as(fr);
    const text = "Yasmin\nAdam\nAdam\n=1+1";
    const p = await api("POST", `/classes/${frClass}/roster/preview`, token, { text });
    expect(p.status).toBe(200);
    expect(p.body.rows.map((r: any) => r.problems)).toEqual([
      [`Déjà dans la classe${NB}: ajoutez l’initiale du nom de famille pour les distinguer`],
      [],
      [`Doublon de la ligne 2${NB}: ajoutez l’initiale du nom de famille pour les distinguer`],
      [`Commence comme une formule de tableur (= + - @)${NB}: tapez seulement le prénom`],
    ]);
    const english = await api("POST", `/classes/${frClass}/roster/preview?lang=en`, token, { text });
    expect(english.body.rows[2].problems).toEqual([
      "Duplicate of line 2: add a family initial to tell them apart",
    ]);
    const refused = await api("POST", `/classes/${frClass}/roster`, token, { text: "" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.preview.problems).toEqual([
      `Aucun prénom trouvé${NB}: collez un prénom par ligne.`,
    ]);
    expect(refused.body.error.message).toBe(`Aucun prénom trouvé${NB}: collez un prénom par ligne.`);
    // rows with problems and none for the whole list: the summary, in French
    const rows = await api("POST", `/classes/${frClass}/roster`, token, { text: "Adam\nAdam" });
    expect([rows.status, rows.body.error.message]).toEqual([
      422,
      `Certaines lignes ont des problèmes${NB}: corrigez-les et réessayez. Rien n’a été ajouté.`,
    ]);
    const inEnglish = await api("POST", `/classes/${frClass}/roster?lang=en`, token, { text: "" });
    expect(inEnglish.body.error.message).toBe("No names found: paste one name per line.");
  });

  test("the audio page's coverage names levels and units in the admin's language", async () => {
    const admin = await createTestUser(t.deps, { isAdmin: true });
    await t.deps.db.update(users).set({ locale: "fr" }).where(eq(users.id, admin.id));
    const c = await api("GET", "/admin/audio/coverage", await as(admin));
    expect(c.status).toBe(200);
    expect(c.body.levels[0]).toMatchObject({ name: level.name_fr });
    expect(c.body.levels[0].units[0].title).toBe(unit.title.fr);
    const english = await api("GET", "/admin/audio/coverage?lang=en", await as(admin));
    expect(english.body.levels[0].units[0].title).toBe(unit.title.en);
  });

  test("a parent's dashboard names the first lesson in their language", async () => {
    const parent = await createTestUser(t.deps);
    await t.deps.db.update(users).set({ locale: "fr" }).where(eq(users.id, parent.id));
    const w = await api("GET", "/users/me/welcome", await as(parent));
    expect(w.body.first_lesson.title).toBe(title.fr);
    const english = await api("GET", "/users/me/welcome?lang=en", await as(parent));
    expect(english.body.first_lesson.title).toBe(title.en);
  });
});
