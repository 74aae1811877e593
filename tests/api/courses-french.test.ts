// Issue #30 step 5: the course answers in the learner's language. A learner whose users.locale is "fr" (a
// child is a user, decision 0010) reads the library, lessons, activities, finishing and certificates in
// French — titles, goals, home cards, letter sounds, word meanings, can-do statements; another learner
// (locale null or "en") and a signed-out visitor read English. Bad input to the locale switch is a 422.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { eq } from "drizzle-orm";
import { certificates, users } from "../../src/db/schema";
import { courseIndex } from "../../src/modules/content/courseIndex";
import { listText, teachesText } from "../../src/modules/content/skillNames";
import type { CoursesReply, LessonReply } from "../../src/modules/content/publicTypes";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

/** A signed-in learner on the free demo (lessons 1 and 2 of a level open), in `locale`. */
async function learner(locale: "fr" | "en" | null) {
  const user = await createTestUser(t.deps);
  const { token } = await signIn(t.deps, user);
  if (locale) expect((await api("PUT", "/users/me/locale", token, { locale })).status).toBe(200);
  expect((await api("POST", "/subscriptions/demo", token)).status).toBe(201);
  return { user, token };
}
const firstLesson = (r: CoursesReply) => r.levels[0]!.units[0]!.lessons[0]!;
const NB = "\u00a0";

describe("the course in the learner's language", () => {
  test("GET /courses: French titles, goals, level names, descriptions and what a lesson teaches for a French learner; English for another", async () => {
    const fr = await learner("fr");
    const en = await learner(null);
    const f = (await api("GET", "/courses", fr.token)).body as CoursesReply;
    const e = (await api("GET", "/courses", en.token)).body as CoursesReply;
    expect(f.lang).toBe("fr");
    expect(e.lang).toBe("en");
    expect(f.levels[0]!.name).toBe("Grand débutant");
    expect(e.levels[0]!.name).toBe("Absolute Beginner");
    expect(f.levels[0]!.description).toStartWith("Les 28 lettres");
    expect(e.levels[0]!.description).toStartWith("The 28 letters");
    expect(f.levels[0]!.units[0]!.title).toBe(`Premières lettres${NB}: ا د ذ ر ز و`);
    expect(e.levels[0]!.units[0]!.title).toBe("First letters: ا د ذ ر ز و");
    expect(f.levels[0]!.units[0]!.goal).toStartWith("Reconnaître ا د ذ ر ز و");
    expect(f.levels[0]!.units[0]!.topic).toBe("Les salutations");
    expect(firstLesson(f).title).toBe("Alif, dāl et dhāl");
    expect(firstLesson(e).title).toBe("Alif, dāl and dhāl");
    expect(firstLesson(f).teaches).toBe(
      "les lettres alif, dāl et dhāl · le signe fatḥa · les mots marḥaban (bonjour) et shukran (merci)",
    );
    expect(firstLesson(e).teaches).toBe(
      "the letters alif, dāl and dhāl · the mark fatḥa · the words marḥaban (hello) and shukran (thank you)",
    );
    // words as a parent says them (the pausal form: maʿa s-salāma, not the written maʿa s-salāmati)
    expect(f.levels[0]!.units[0]!.lessons[1]!.teaches).toBe(
      "les lettres rāʾ et zāy · les mots ahlan (bienvenue, salut) et maʿa s-salāma (au revoir)",
    );
    // no English left in a French learner's library of the available levels (titles, goals, topics)
    const english = /\b(the|and|with|Unit check|Words to read)\b/;
    for (const level of f.levels.filter((l) => l.status === "available"))
      for (const u of level.units) {
        for (const s of [u.title, u.goal, u.topic]) expect(s, s).not.toMatch(english);
        for (const l of u.lessons) expect(l.title, l.title).not.toMatch(english);
      }
  });

  test("signed out: English", async () => {
    const r = (await api("GET", "/courses")).body as CoursesReply;
    expect(r.lang).toBe("en");
    expect(firstLesson(r).title).toBe("Alif, dāl and dhāl");
  });

  test("GET /lessons/{id} and an attempt: French title, home card, letter sounds and word meanings", async () => {
    const fr = await learner("fr");
    const en = await learner("en");
    const lf = (await api("GET", "/lessons/ab-u01-l01", fr.token)).body as LessonReply;
    const le = (await api("GET", "/lessons/ab-u01-l01", en.token)).body as LessonReply;
    expect(lf.lang).toBe("fr");
    expect(lf.title).toBe("Alif, dāl et dhāl");
    expect(lf.level.name).toBe("Grand débutant");
    expect(lf.unit.title).toStartWith("Premières lettres");
    expect(lf.home_card).toStartWith(`Chasse aux lettres${NB}: écrivez`);
    expect(le.home_card).toStartWith("Letter hunt: write");
    expect(lf.next_lesson?.title).toBe("Rāʾ et zāy");
    expect(le.next_lesson?.title).toBe("Rāʾ and zāy");

    const attempt = async (token: string) => {
      const r = await api("POST", "/lessons/ab-u01-l01/attempts", token);
      expect(r.status).toBe(201);
      return r.body.activities as any[];
    };
    const af = await attempt(fr.token);
    const ae = await attempt(en.token);
    const dal = (as: any[]) => as.find((a) => a.type === "meet_letter" && a.letter.id === "dal").letter;
    expect(dal(af).sound).toBe("d comme dans «\u00a0dos\u00a0»");
    expect(dal(ae).sound).toBe("d as in door");
    const meet = (as: any[], id: string) => as.find((a) => a.type === "meet_word" && a.word.id === id).word;
    expect(meet(af, "marhaban").en).toBe("bonjour");
    expect(meet(ae, "marhaban").en).toBe("hello");
    const labels = (as: any[]) =>
      as
        .find((a) => a.type === "listen_pick_picture")
        .choices.map((c: { label: string }) => c.label)
        .sort();
    expect(labels(af)).toEqual(["bonjour", "merci"]);
    expect(labels(ae)).toEqual(["hello", "thank you"]);
  });

  test("answers: the feedback a child reads is in the learner's language, its meanings too", async () => {
    const feedback = async (locale: "fr" | null) => {
      const { token } = await learner(locale);
      const r = await api("POST", "/lessons/ab-u01-l01/attempts", token);
      const pick = r.body.activities.find((a: any) => a.type === "listen_pick_picture");
      // a10: hear marḥaban, pick its picture; the other choice is shukran
      const label = (l: string) => pick.choices.find((c: any) => c.label === l).id;
      const post = (choice: string) =>
        api("POST", `/attempts/${r.body.attempt_id}/answers`, token, {
          activity_id: pick.id,
          answer: { choice },
        });
      const wrong = await post(label(locale === "fr" ? "merci" : "thank you"));
      const right = await post(label(locale === "fr" ? "bonjour" : "hello"));
      expect([wrong.status, right.status]).toEqual([200, 200]);
      expect([wrong.body.correct, right.body.correct]).toEqual([false, true]);
      return [wrong.body.feedback, right.body.feedback];
    };
    expect(await feedback("fr")).toEqual(["C'est مَرْحَبًا (marḥaban)\u00a0: bonjour.", "Bravo\u202f!"]);
    expect(await feedback(null)).toEqual(["This is مَرْحَبًا (marḥaban): hello.", "Well done!"]);
  });

  test("the shelf of tales and rhymes says which language to show: the learner's", async () => {
    const fr = await learner("fr");
    const f = (await api("GET", "/shelf", fr.token)).body;
    const e = (await api("GET", "/shelf")).body;
    expect([f.lang, e.lang]).toEqual(["fr", "en"]);
    const ab = (r: any) => r.items.find((i: any) => i.level.id === "absolute-beginner");
    expect(ab(f).level.name).toBe("Grand débutant");
    expect(ab(e).level.name).toBe("Absolute Beginner");
    // every story carries its French title, for the reader to show
    for (const i of f.items) expect(i.title.fr, i.id).toBeTruthy();
  });

  test("progress: the next unit to finish is named in the learner's language", async () => {
    const fr = await learner("fr");
    const en = await learner(null);
    const f = (await api("GET", "/progress", fr.token)).body;
    const e = (await api("GET", "/progress", en.token)).body;
    expect(f.next_milestone.title).toBe(`Premières lettres${NB}: ا د ذ ر ز و`);
    expect(e.next_milestone.title).toBe("First letters: ا د ذ ر ز و");
  });

  test("a child learns in French while the parent reads English (a child is a user: decision 0010)", async () => {
    const parent = await createTestUser(t.deps);
    const { token } = await signIn(t.deps, parent);
    const kid = await api("POST", "/children", token, {
      first_name: "Yasmin",
      avatar: "cat",
      age_band: "4-6",
      guardian_confirmed: true,
    });
    expect(kid.status).toBe(201);
    const childId = kid.body.child.id as number;
    await t.deps.db.update(users).set({ locale: "fr" }).where(eq(users.id, childId));
    const child = (await api("POST", `/children/${childId}/select`, token)).body.access_token as string;
    // selecting the child hands this session to the child; the parent signs in again on another device
    const grownUp = (await signIn(t.deps, parent)).token;
    const parentView = await api("GET", "/courses", grownUp);
    expect(parentView.body.lang).toBe("en");
    expect(firstLesson((await api("GET", "/courses", child)).body).title).toBe("Alif, dāl et dhāl");
    expect(firstLesson(parentView.body).title).toBe("Alif, dāl and dhāl");
    // the child's certificate, seen by the parent, is in the child's language
    await t.deps.db.insert(certificates).values({
      code: "MH-KIDS-KIDS-KIDS",
      userId: childId,
      levelId: "absolute-beginner",
      name: "Yasmin",
      score: 95,
      issuedAt: t.deps.clock.now(),
      issuedBy: "",
    });
    const c = await api("GET", `/certificates?child_id=${childId}`, grownUp);
    expect(c.status).toBe(200);
    expect(c.body.certificates[0].level.name).toBe("Grand débutant");
    // another family's child: not found, whatever the language
    const other = await createTestUser(t.deps);
    const o = await api("GET", `/certificates?child_id=${childId}`, (await signIn(t.deps, other)).token);
    expect(o.status).toBe(404);
  });

  test("switching users.locale switches the course, and bad locales are refused with a 422", async () => {
    const { token } = await learner(null);
    expect(firstLesson((await api("GET", "/courses", token)).body).title).toBe("Alif, dāl and dhāl");
    expect((await api("PUT", "/users/me/locale", token, { locale: "fr" })).status).toBe(200);
    expect(firstLesson((await api("GET", "/courses", token)).body).title).toBe("Alif, dāl et dhāl");
    for (const body of [{ locale: "de" }, { locale: 1 }, { locale: "fr".repeat(5000) }, {}, []]) {
      const r = await api("PUT", "/users/me/locale", token, body);
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe("VALIDATION");
    }
    // still French after the refused tries
    expect(firstLesson((await api("GET", "/courses", token)).body).title).toBe("Alif, dāl et dhāl");
  });

  test("certificates: the level's name and can-do statements in the learner's language", async () => {
    const cert = async (locale: "fr" | null, code: string) => {
      const { user, token } = await learner(locale);
      await t.deps.db.insert(certificates).values({
        code,
        userId: user.id,
        levelId: "absolute-beginner",
        name: "Sara",
        score: 90,
        issuedAt: t.deps.clock.now(),
        issuedBy: "",
      });
      const r = await api("GET", "/certificates", token);
      expect(r.status).toBe(200);
      return r.body.certificates[0].level as { name: string; can_do: string[] };
    };
    const f = await cert("fr", "MH-FRFR-FRFR-FRFR");
    const e = await cert(null, "MH-ENEN-ENEN-ENEN");
    expect(f.name).toBe("Grand débutant");
    expect(f.can_do[0]).toBe("Je peux reconnaître et nommer les lettres arabes sous leurs quatre formes.");
    expect(e.name).toBe("Absolute Beginner");
    expect(e.can_do[0]).toBe("I can recognise and name the Arabic letters in their four forms.");
  });
});

describe("what a lesson teaches, in French", () => {
  test("lists read as French: 'et' before the last", () => {
    expect(listText(["alif", "dāl"], "fr")).toBe("alif et dāl");
    expect(listText(["alif", "dāl", "dhāl"], "fr")).toBe("alif, dāl et dhāl");
  });
  test("letters, marks, words and patterns by their French names; unknown ids left out", () => {
    const ix = courseIndex();
    const none = { letters: [], marks: [], words: [], patterns: [] };
    expect(teachesText(ix, { ...none, letters: ["ba"] }, "fr")).toBe("la lettre bāʾ");
    expect(teachesText(ix, { ...none, marks: ["long_a", "kasra"] }, "fr")).toBe("les signes ā long et kasra");
    expect(teachesText(ix, { ...none, patterns: ["ismi"] }, "fr")).toBe("dire mon prénom");
    expect(teachesText(ix, { ...none, words: ["no-such"], patterns: ["nope"] }, "fr")).toBeNull();
  });
});
