// The two teaching-order rules of the content checker: a reading activity uses only marks taught
// (teaches.marks) in this or an earlier lesson, and a graded activity only words and letters a child
// has met (meet_word, meet_letter) in this or an earlier lesson. The valid fixture course
// (tests/fixtures/content) is broken one way at a time, in memory, and must be refused naming the
// file, the field and the activity.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { marksOf } from "../../src/modules/content/arabic";
import { readContentDir } from "../../src/modules/content/contentFiles";
import { buildContent, ContentError, type ContentProblem } from "../../src/modules/content/loader";
import { iconSetHasPicture } from "../../src/modules/content/pictureNames";

const root = join(import.meta.dir, "../..");
const opts = { hasPicture: iconSetHasPicture };
const UNIT = "levels/absolute-beginner/u01-first-letters.yaml";

/** The fixture with each [from, to] replacement applied (each `from` must be there). */
function fixtureWith(...edits: [string, string][]): Record<string, string> {
  const files = readContentDir(join(root, "tests/fixtures/content"));
  for (const [from, to] of edits) {
    if (!files[UNIT].includes(from)) throw new Error(`the fixture has no ${from}`);
    files[UNIT] = files[UNIT].replace(from, to);
  }
  return files;
}
function problemsOf(files: Record<string, string>): ContentProblem[] {
  try {
    buildContent(files, opts);
    return [];
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  }
}
const lines = (ps: ContentProblem[]) => ps.map((p) => `${p.file}: ${p.field}: ${p.message}`);
/** The problems of the unit file, as the fields they name. */
const fields = (ps: ContentProblem[]) =>
  ps
    .filter((p) => p.file === UNIT)
    .map((p) => p.field)
    .sort();

const L1_TEACHES = "teaches: {letters: [alif, ba], marks: [fatha, kasra, long_a]}";
const L2_TEACHES = "teaches: {letters: [dal, ra, waw], marks: [sukun], words: [dar, ward]}";

test("the real content and the fixture pass both rules", () => {
  expect(buildContent(readContentDir(join(root, "content")), opts).lessons.length).toBeGreaterThan(0);
  expect(problemsOf(fixtureWith())).toEqual([]);
});

describe("marks are taught before they are read", () => {
  test("a syllable with a mark not taught yet (ḍamma in lesson 1)", () => {
    const p = problemsOf(fixtureWith([`"بَ", "بَا", "بِ"]`, `"بَ", "بَا", "بُ"]`]));
    expect(lines(p)).toEqual([
      `${UNIT}: lessons.0.activities.3.choices.2: listen_pick_syllable "a4" in ab-u01-l01 reads "بُ", whose marks are not taught yet: damma (a reading activity uses only marks in the teaches.marks of this or an earlier lesson)`,
    ]);
    // the loader's error names the file, the field and the activity
    expect(() => buildContent(fixtureWith([`"بَ", "بَا", "بِ"]`, `"بَ", "بَا", "بُ"]`]), opts)).toThrow(
      `${UNIT}: lessons.0.activities.3.choices.2: listen_pick_syllable "a4" in ab-u01-l01 reads "بُ"`,
    );
  });

  test("a word read with sukūn before sukūn is taught; find_letter looks at shapes only", () => {
    const p = problemsOf(fixtureWith([L2_TEACHES, "teaches: {letters: [dal, ra, waw], words: [dar, ward]}"]));
    // read_pick_picture reads وَرْد; find_letter (a6) in the same word is not a reading of its marks
    expect(lines(p)).toEqual([
      `${UNIT}: lessons.1.activities.3.answer: read_pick_picture "a4" in ab-u01-l02 reads "وَرْد", whose marks are not taught yet: sukun (a reading activity uses only marks in the teaches.marks of this or an earlier lesson)`,
    ]);
  });

  test("long ā (ا after fatḥa) counts as a mark of its own, in syllables, pick_word and build_word", () => {
    const p = problemsOf(fixtureWith([L1_TEACHES, "teaches: {letters: [alif, ba], marks: [fatha, kasra]}"]));
    expect(fields(p)).toEqual([
      "lessons.0.activities.3.choices.1", // بَا
      "lessons.1.activities.4.word", // build_word دَار
      "lessons.2.activities.0.choices.0", // pick_word بَاب
      "lessons.2.activities.0.choices.1", // pick_word دَار
    ]);
    expect(p.every((x) => /not taught yet: long_a/.test(x.message))).toBe(true);
  });

  test("order_words reads its phrase (the dagger alif of هٰذَا is long ā)", () => {
    const p = problemsOf(
      fixtureWith(
        [L1_TEACHES, "teaches: {letters: [alif, ba, ha, dhal], marks: [fatha, kasra]}"],
        [
          "{id: a5, type: listen_pick_picture, answer: bab, choices: [bab, ward, dar]}",
          "{id: a5, type: listen_pick_picture, answer: bab, choices: [bab, ward, dar]}\n      - {id: a6, type: meet_word, word: this-is-a-door}\n      - {id: a7, type: order_words, phrase: this-is-a-door}",
        ],
      ),
    );
    expect(lines(p)).toContain(
      `${UNIT}: lessons.2.activities.6.phrase: order_words "a7" in ab-u01-l03 reads "هٰذَا بَاب", whose marks are not taught yet: long_a (a reading activity uses only marks in the teaches.marks of this or an earlier lesson)`,
    );
  });

  test("an unvowelled lesson shows words without harakat, but its syllables keep theirs", () => {
    // lesson 2 unvowelled: وَرْد is shown ورد, so sukūn need not be taught
    const files = fixtureWith([
      L2_TEACHES,
      "vowelled: false\n    teaches: {letters: [dal, ra, waw], words: [dar, ward]}",
    ]);
    expect(lines(problemsOf(files))).toEqual([]);
    const p = problemsOf(
      fixtureWith([L1_TEACHES, `vowelled: false\n    ${L1_TEACHES}`], [`"بَ", "بَا", "بِ"]`, `"بَ", "بَا", "بُ"]`]),
    );
    expect(fields(p)).toEqual(["lessons.0.activities.3.choices.2"]);
  });

  test("which marks a text needs", () => {
    const m = (s: string) => [...marksOf(s)].sort();
    expect(m("بَاب")).toEqual(["fatha", "long_a"]);
    expect(m("عَلَى")).toEqual(["fatha", "long_a"]); // ى after fatḥa
    expect(m("هٰذَا")).toEqual(["fatha", "long_a"]); // the dagger alif
    expect(m("آدَم")).toEqual(["fatha", "long_a"]); // آ is ʾā
    expect(m("فِيل")).toEqual(["kasra", "long_i"]);
    expect(m("نُور")).toEqual(["damma", "long_u"]);
    expect(m("كَتَبُوا")).toEqual(["damma", "fatha", "long_u"]); // its last alif is silent
    expect(m("بَيْت")).toEqual(["fatha", "sukun"]); // a diphthong, no long vowel
    expect(m("كُرْسِيّ")).toEqual(["damma", "kasra", "shadda", "sukun"]); // يّ is a consonant
    expect(m("كِتَابًا")).toEqual(["fatha", "kasra", "long_a", "tanwin"]); // the alif after ً is tanwīn's
    expect(m("هُدًى")).toEqual(["damma", "tanwin"]);
    expect(m("الشَّمْس")).toEqual(["fatha", "shadda", "sukun"]); // the ا and ل of ال carry nothing
    expect(m("مَرْحَبًا، كَيْفَ حَالُكَ؟")).toEqual(["damma", "fatha", "long_a", "sukun", "tanwin"]);
    expect(m("ورد")).toEqual([]);
  });
});

describe("words and letters are met before they are graded", () => {
  test("a word graded before any meet_word shows it", () => {
    const p = problemsOf(fixtureWith(["\n      - {id: a10, type: meet_word, word: bab}", ""]));
    expect(lines(p)).toEqual([
      `${UNIT}: lessons.2.activities.0.choices.0: pick_word "a1" in ab-u01-l03 grades the word "bab" before any meet_word shows it (add a meet_word in this or an earlier lesson)`,
      `${UNIT}: lessons.2.activities.4.choices.0: listen_pick_picture "a5" in ab-u01-l03 grades the word "bab" before any meet_word shows it (add a meet_word in this or an earlier lesson)`,
    ]);
  });

  test("listening counts too: listen_pick_picture needs its words met", () => {
    const p = problemsOf(
      fixtureWith([
        "{id: a5, type: trace, letter: ba}",
        "{id: a5, type: listen_pick_picture, answer: dar, choices: [dar, ward]}",
      ]),
    );
    expect(fields(p)).toEqual(["lessons.0.activities.4.choices.0", "lessons.0.activities.4.choices.1"]);
  });

  test("a letter graded before any meet_letter shows it (find_letter, match_forms, listen_pick_letter)", () => {
    const p = problemsOf(fixtureWith(["\n      - {id: a8, type: meet_letter, letter: ra}", ""]));
    expect(fields(p)).toEqual([
      "lessons.1.activities.5.letter", // find_letter
      "lessons.2.activities.2.letters.1", // match_forms
      "lessons.2.activities.3.choices.0", // listen_pick_letter
    ]);
    expect(p[0].message).toBe(
      `find_letter "a6" in ab-u01-l02 grades the letter ra before any meet_letter shows it (add a meet_letter in this or an earlier lesson)`,
    );
  });

  test("a meet in a later lesson does not count; one in the same lesson does", () => {
    const later = problemsOf(
      fixtureWith(
        ["\n      - {id: a8, type: meet_letter, letter: ra}", ""],
        [
          "{id: a5, type: listen_pick_picture, answer: bab, choices: [bab, ward, dar]}",
          "{id: a5, type: listen_pick_picture, answer: bab, choices: [bab, ward, dar]}\n      - {id: a6, type: meet_letter, letter: ra}",
        ],
      ),
    );
    expect(fields(later)).toEqual(["lessons.1.activities.5.letter"]);
    // the fixture's lesson 2 meets ra after its find_letter: the lesson counts as a whole
    expect(problemsOf(fixtureWith())).toEqual([]);
  });

  test("find_letter's word is not graded: it needs no meet_word", () => {
    const files = fixtureWith([
      "{id: a5, type: trace, letter: ba}",
      "{id: a5, type: find_letter, word: bab, letter: ba}",
    ]);
    expect(lines(problemsOf(files))).toEqual([]);
  });
});
