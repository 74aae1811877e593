// stripMarks (content/arabic.ts): the unvowelled form a word's harakat fade to (training wheels) and an
// unvowelled lesson shows, checked on real words of content/: every mark of U+064B–U+0652 and the dagger
// alif go (shadda and sukun too), every letter stays in its place.
import { describe, expect, test } from "bun:test";
import { stripMarks } from "../../src/modules/content/arabic";
import { loadContent } from "../../src/modules/content/content";

const content = loadContent();
const ar = (id: string) => {
  const w = content.words.get(id);
  if (!w) throw new Error(`content has no word ${id}`);
  return w.ar;
};

describe("stripMarks", () => {
  test("real words: short vowels, tanwin, sukun, shadda and the dagger alif go", () => {
    expect(stripMarks(ar("marhaban"))).toBe("مرحبا"); // sukun, fathatan; the alif of tanwin fath stays
    expect(stripMarks(ar("maa-salama"))).toBe("مع السلامة"); // shadda on the sun letter, the space kept
    expect(stripMarks(ar("jadda"))).toBe("جدة"); // shadda: the reader knows the doubling
    expect(stripMarks(ar("umm"))).toBe("أم"); // hamza on alif is a letter, not a mark
    expect(stripMarks(ar("b-al-qamar"))).toBe("القمر");
    expect(stripMarks(ar("b-p-hadha-walad"))).toBe("هذا ولد"); // dagger alif and dammatan
    expect(stripMarks(ar("b-p-hadhihi-qitta"))).toBe("هذه قطة");
  });
  test("every word and phrase of the course: no mark left, the letters unchanged", () => {
    expect(content.words.size).toBeGreaterThan(100);
    for (const w of content.words.values()) {
      const plain = stripMarks(w.ar);
      expect(plain).not.toMatch(/[\u064B-\u0652\u0670]/);
      expect(plain).toBe([...w.ar].filter((c) => !/[\u064B-\u0652\u0670]/.test(c)).join(""));
      expect(plain.length).toBeLessThan(w.ar.length); // every authored word is vowelled: something went
    }
  });
  test("text without marks is unchanged", () => {
    expect(stripMarks("كتاب")).toBe("كتاب");
    expect(stripMarks("")).toBe("");
  });
});
