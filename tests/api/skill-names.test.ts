// Issue 25 (6): lesson cards name what a lesson teaches in words for the grown-ups, from the server:
// "the letters alif, dāl and dhāl", "the words dār (house) …", never a content id ("b al ahad").
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../support/app";
import { courseIndex } from "../../src/modules/content/courseIndex";
import { listText, teachesText } from "../../src/modules/content/skillNames";
import type { CoursesReply } from "../../src/modules/content/publicTypes";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe("skills named in words", () => {
  test("lists read as English: one, two with 'and', three with commas", () => {
    expect(listText([])).toBe("");
    expect(listText(["alif"])).toBe("alif");
    expect(listText(["alif", "dāl"])).toBe("alif and dāl");
    expect(listText(["alif", "dāl", "dhāl"])).toBe("alif, dāl and dhāl");
  });

  test("letters, marks, words and patterns by their names; unknown ids are left out, never shown raw", () => {
    const ix = courseIndex();
    expect(teachesText(ix, { letters: ["alif", "dal", "dhal"], marks: [], words: [], patterns: [] })).toBe(
      "the letters alif, dāl and dhāl",
    );
    expect(teachesText(ix, { letters: [], marks: ["fatha"], words: ["marhaban"], patterns: [] })).toBe(
      "the mark fatḥa · the word marḥaban (hello)",
    );
    expect(teachesText(ix, { letters: [], marks: [], words: [], patterns: ["ismi"] })).toBe("saying my name");
    expect(
      teachesText(ix, {
        letters: ["no-such"] as never,
        marks: [],
        words: ["no-such-word"],
        patterns: ["nope"],
      }),
    ).toBeNull();
    expect(teachesText(ix, { letters: [], marks: [], words: [], patterns: [] })).toBeNull();
  });

  test("GET /courses: no lesson card carries a content id, and the first lesson names its letters", async () => {
    const r = await t.call("GET", "/api/v1/courses");
    expect(r.status).toBe(200);
    const reply = r.body as CoursesReply;
    const lessons = reply.levels.flatMap((l) => l.units.flatMap((u) => u.lessons));
    expect(lessons.length).toBeGreaterThan(40);
    expect(lessons[0]!.teaches).toStartWith("the letters alif, dāl and dhāl");
    // ids that are not also how the word is written in Latin letters ("al-qalam" is both)
    const ids = [...courseIndex().words.values()]
      .filter((w) => w.id.includes("-") && !w.translit.includes(w.id))
      .map((w) => w.id);
    expect(ids).toContain("b-al-ahad");
    for (const l of lessons) {
      const text = l.teaches ?? "";
      // no "b-al-ahad", no "b al ahad": ids with their hyphens, or turned into spaces
      for (const id of ids) {
        expect(text.includes(id), `${l.id}: ${text}`).toBe(false);
        expect(text.includes(id.replace(/-/g, " ")), `${l.id}: ${text}`).toBe(false);
      }
      expect(text).not.toMatch(/\b(letter|word|mark|pattern):/);
    }
    const beginner = lessons.filter((l) => l.id.startsWith("b-"));
    expect(beginner.some((l) => (l.teaches ?? "").includes("the word"))).toBe(true);
  });
});
