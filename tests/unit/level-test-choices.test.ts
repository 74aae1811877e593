// The level test's questions are content too: a picture question never offers a second defensible
// answer. dār ("house, home") and bayt ("house") are both Absolute Beginner words with their own
// pictures; asked for one, the other is never among the choices (nor any pair pictureReadings refuses).
import { expect, test } from "bun:test";
import { newQuestion } from "../../src/modules/assessments/questionBank";
import { testableLevels } from "../../src/modules/content/questionBank";
import { courseIndex } from "../../src/modules/content/courseIndex";
import { interchangeable } from "../../src/modules/content/pictureReadings";

test("asked for house (dār), the test never also offers house (bayt); no two choices could both be right", () => {
  const ab = testableLevels()[0];
  const ids = ab.pictureWords.map((w) => w.id);
  expect(ids).toEqual(expect.arrayContaining(["dar", "bayt"]));
  const words = courseIndex().words;
  for (const answer of ["dar", "bayt"]) {
    const used = new Set(ids.filter((id) => id !== answer).map((id) => `word:${id}`));
    for (let i = 0; i < 60; i++) {
      const q = newQuestion(ab, "listening", used);
      expect(q.answer).toBe(`word:${answer}`);
      expect(q.items).toHaveLength(4);
      const ws = q.items.map((k) => words.get(k.slice(5))!);
      for (const a of ws) for (const b of ws) if (a !== b) expect(interchangeable(a, b)).toBeNull();
    }
  }
});
