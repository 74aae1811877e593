// The tales' checker (src/modules/content/shelfCheck.ts): a fixture tale passes, then breaks one rule at a
// time, and the course refuses it naming the file, the field and why.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { readContentDir } from "../../src/modules/content/contentFiles";
import { buildContent, ContentError } from "../../src/modules/content/loader";
import { iconSetHasPicture } from "../../src/modules/content/pictureNames";
import { keyOf } from "../../src/modules/content/shelfCheck";

const base = readContentDir(join(import.meta.dir, "../../content"));
const opts = { hasPicture: iconSetHasPicture };

const page = (ar: string, spoken: string, translit: string, spokenTr: string, icons = "[cat]") => `
  - scene: home
    icons: ${icons}
    lines:
      - {ar: "${ar}", spoken: "${spoken}", translit: "${translit}", spoken_translit: "${spokenTr}", en: "x", fr: "x"}`;
const okPage = page("الْقِطَّةُ صَغِيرَةٌ", "الْقِطَّةُ صَغِيرَة", "al-qiṭṭatu ṣaghīratun", "al-qiṭṭatu ṣaghīra");
function tale(pages: string[], opts: { answer?: string; after?: string } = {}) {
  return `id: fixture
level: beginner
after: ${opts.after ?? "b-u04"}
title: {en: "Fixture", fr: "Fixture"}
cover: cat
pages:${pages.join("")}
questions:
  - {ask: {en: "Who?", fr: "Qui\u202f?"}, choices: [cat, dog-face], answer: ${opts.answer ?? "cat"}}
  - {ask: {en: "Who?", fr: "Qui\u202f?"}, choices: [cat, dog-face], answer: cat}
  - {ask: {en: "Who?", fr: "Qui\u202f?"}, choices: [cat, dog-face], answer: cat}
`;
}
const six = (first: string) => [first, okPage, okPage, okPage, okPage, okPage];

function problemsOf(text: string): string[] {
  try {
    const c = buildContent({ ...base, "tales/fixture.yaml": text }, opts);
    expect(c.shelf.byId.has("fixture")).toBe(true);
    return [];
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    return e.problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);
  }
}

describe("tales: the checker", () => {
  test("a word with tanwīn fatḥ is looked up without its alif, also on a doubled letter (حَارًّا is حَارّ)", () => {
    expect(keyOf("كِتَابًا")).toBe(keyOf("كِتَاب"));
    expect(keyOf("حَارًّا")).toBe(keyOf("حَارّ"));
    expect(keyOf("الْجَوُّ")).toBe("جو");
  });

  test("a tale is read like every course file: broken YAML and an unknown field are named where they are", () => {
    expect(problemsOf("id: [fixture")).toEqual([
      expect.stringMatching(/^tales\/fixture\.yaml: : not valid YAML/),
    ]);
    const extra = problemsOf(tale(six(okPage)).replace("cover: cat", "cover: cat\nmood: happy"));
    expect(extra).toEqual([expect.stringMatching(/^tales\/fixture\.yaml: mood: /)]);
  });

  test("the fixture tale is valid, its words resolved to what the child was taught", () => {
    expect(problemsOf(tale(six(okPage)))).toEqual([]);
    const c = buildContent({ ...base, "tales/fixture.yaml": tale(six(okPage)) }, opts);
    const line = c.shelf.byId.get("fixture")!.pages[0].lines[0];
    expect(line.tokens.map((t) => t.ref)).toEqual([
      { kind: "word", id: "qitta" },
      { kind: "shelf", id: "s-saghira" },
    ]);
    expect(line.audioId).toBe("tale.fixture.p1.1");
  });

  test("an untaught word is refused, naming it and the unit", () => {
    // حَلْوَى is taught in b-u01; زَرَافَة only inside a b-u04 phrase: read after b-u01 it is not known yet
    const p = problemsOf(
      tale(six(page("الزَّرَافَةُ كَبِيرَةٌ", "الزَّرَافَةُ كَبِيرَة", "az-zarāfatu kabīratun", "az-zarāfatu kabīra")), {
        after: "b-u01",
      }),
    );
    expect(p).toContain(
      `tales/fixture.yaml: pages.0.lines.0.ar: "الزَّرَافَةُ" is not a word taught by b-u01 (vocabulary, a letter's name, or a shelf word in shelf-words.yaml)`,
    );
  });

  test("a letter not taught by the unit is refused", () => {
    // قِطَّة is heard from ab-u05, but ط and ة are taught in ab-u06 and ab-u07
    const p = problemsOf(
      tale(six(page("قِطَّةٌ", "قِطَّة", "qiṭṭatun", "qiṭṭa")), { after: "ab-u05" }).replace(
        "level: beginner",
        "level: absolute-beginner",
      ),
    );
    expect(p).toContain(
      `tales/fixture.yaml: pages.0.lines.0.ar: "قِطَّةٌ" uses letters not taught by ab-u05: tta, ta_marbuta`,
    );
  });

  test("a missing picture is refused", () => {
    const p = problemsOf(
      tale(
        six(
          page(
            "الْقِطَّةُ صَغِيرَةٌ",
            "الْقِطَّةُ صَغِيرَة",
            "al-qiṭṭatu ṣaghīratun",
            "al-qiṭṭatu ṣaghīra",
            "[cat, no-such-picture]",
          ),
        ),
      ),
    );
    expect(p).toEqual([
      `tales/fixture.yaml: pages.0.icons.1: no picture named "no-such-picture" (fluent-emoji-flat)`,
    ]);
  });

  test("a wrong agreement is refused: a feminine noun with a masculine adjective, هٰذَا with a feminine noun", () => {
    const wrongAdj = problemsOf(
      tale(six(page("الْقِطَّةُ صَغِيرٌ", "الْقِطَّةُ صَغِير", "al-qiṭṭatu ṣaghīrun", "al-qiṭṭatu ṣaghīr"))),
    );
    expect(wrongAdj).toEqual([
      `tales/fixture.yaml: pages.0.lines.0.ar: "صَغِيرٌ" does not agree with "الْقِطَّةُ": the noun is feminine, the adjective masculine`,
    ]);
    const wrongDem = problemsOf(tale(six(page("هٰذَا قِطَّةٌ", "هٰذَا قِطَّة", "hādhā qiṭṭatun", "hādhā qiṭṭa"))));
    expect(wrongDem).toEqual([
      `tales/fixture.yaml: pages.0.lines.0.ar: "هٰذَا قِطَّةٌ": the noun is feminine (هٰذِهِ)`,
    ]);
    const colour = problemsOf(
      tale(six(page("الشَّمْسُ أَصْفَرُ", "الشَّمْسُ أَصْفَر", "ash-shamsu aṣfaru", "ash-shamsu aṣfar"))),
    );
    expect(colour).toEqual([
      `tales/fixture.yaml: pages.0.lines.0.ar: "أَصْفَرُ" does not agree with "الشَّمْسُ": the noun is feminine, the adjective masculine`,
    ]);
  });

  test("ال is read only once its lesson is reached: with a moon letter from ab-u08, with a sun letter from b-u01", () => {
    // the review's M1: ab-breakfast-bear ended on this line after ab-u07; its letters are all taught by then
    const bear = page(
      "الْعَسَلُ فِي فَمِ الدُّبِّ",
      "الْعَسَلُ فِي فَمِ الدُّبّ",
      "al-ʿasalu fī fami d-dubbi",
      "al-ʿasalu fī fami d-dubb",
      "[bear, honey-pot]",
    );
    const dubb = page("هٰذَا دُبٌّ", "هٰذَا دُبّ", "hādhā dubbun", "hādhā dubb", "[bear]");
    const ab = (after: string) =>
      tale([bear, dubb, dubb, dubb, dubb, dubb], { after }).replace(
        "level: beginner",
        "level: absolute-beginner",
      );
    expect(problemsOf(ab("ab-u07"))).toEqual([
      `tales/fixture.yaml: pages.0.lines.0.ar: "الْعَسَلُ" reads ال, taught in ab-u08-l02 (al-moon-letters): not by ab-u07`,
      `tales/fixture.yaml: pages.0.lines.0.ar: "الدُّبِّ" reads ال before a sun letter, taught in b-u01-l02 (al-sun-letters): not by ab-u07`,
    ]);
    // after ab-u08 the moon letter is read, the sun letter not yet (وَ before ال changes nothing)
    const withAnd = page(
      "وَالْعَسَلُ فِي فَمِ الدُّبِّ",
      "وَالْعَسَلُ فِي فَمِ الدُّبّ",
      "wa-l-ʿasalu fī fami d-dubbi",
      "wa-l-ʿasalu fī fami d-dubb",
      "[bear, honey-pot]",
    );
    expect(
      problemsOf(
        tale([withAnd, dubb, dubb, dubb, dubb, dubb], { after: "ab-u08" }).replace(
          "level: beginner",
          "level: absolute-beginner",
        ),
      ),
    ).toEqual([
      `tales/fixture.yaml: pages.0.lines.0.ar: "الدُّبِّ" reads ال before a sun letter, taught in b-u01-l02 (al-sun-letters): not by ab-u08`,
    ]);
    // from b-u01 both are taught: the line passes
    expect(problemsOf(tale([bear, dubb, dubb, dubb, dubb, dubb], { after: "b-u01" }))).toEqual([]);
  });

  test("an answer not among its choices is refused", () => {
    expect(problemsOf(tale(six(okPage), { answer: "fish" }))).toEqual([
      `tales/fixture.yaml: questions.0.answer: the answer "fish" is not among the choices`,
    ]);
  });

  test("the spoken form must be the pausal one, and the Arabic fully vowelled", () => {
    const p = problemsOf(
      tale(six(page("الْقِطَّةُ صَغِيرَةٌ", "الْقِطَّةُ صَغِيرَةٌ", "al-qiṭṭatu ṣaghīratun", "al-qiṭṭatu ṣaghīra"))),
    );
    expect(p.some((x) => x.includes("pages.0.lines.0.spoken:") && x.includes("is not the pausal form"))).toBe(
      true,
    );
    const bare = problemsOf(
      tale(six(page("الْقِطَّةُ صَغِيرةٌ", "الْقِطَّةُ صَغِيرة", "al-qiṭṭatu ṣaghīratun", "al-qiṭṭatu ṣaghīra"))),
    );
    expect(bare.some((x) => x.includes("is not fully vowelled"))).toBe(true);
  });

  test("the shape is checked: 6 to 10 pages, three questions, an existing unit", () => {
    expect(problemsOf(tale([okPage]))).toContain(
      "tales/fixture.yaml: pages: Too small: expected array to have >=6 items",
    );
    expect(problemsOf(tale(six(okPage), { after: "b-u99" }))).toEqual([
      `tales/fixture.yaml: after: no unit "b-u99"`,
    ]);
  });
});
