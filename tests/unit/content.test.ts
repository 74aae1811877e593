// The course content: the real files pass every rule, the embedded index is current, and a small
// valid fixture (tests/fixtures/content) broken one rule at a time is refused with the file and field.
import { describe, expect, test } from "bun:test";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unvowelledLetters, lettersOf, arabicProblem } from "../../src/modules/content/arabic";
import { audioIdForSyllable } from "../../src/modules/content/audioIds";
import { listAudioItems } from "../../src/modules/content/content";
import { contentPaths, generatedIndex, readContentDir } from "../../src/modules/content/contentFiles";
import { buildContent, ContentError, type ContentProblem } from "../../src/modules/content/loader";
import { iconSetHasPicture } from "../../src/modules/content/pictureNames";

const root = join(import.meta.dir, "../..");
const opts = { hasPicture: iconSetHasPicture };
const fixture = () => readContentDir(join(root, "tests/fixtures/content"));
const UNIT = "levels/absolute-beginner/u01-first-letters.yaml";
const VOCAB = "vocab/absolute-beginner.yaml";

/** The problems buildContent reports for the fixture after `edit`; fails if it loads. */
function problemsAfter(edit: (files: Record<string, string>) => void): ContentProblem[] {
  const files = fixture();
  edit(files);
  try {
    buildContent(files, opts);
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  }
  throw new Error("the broken content loaded");
}
const replace = (files: Record<string, string>, file: string, from: string, to: string) => {
  if (!files[file].includes(from)) throw new Error(`fixture ${file} has no ${from}`);
  files[file] = files[file].replace(from, to);
};
/** One problem on `file` whose field is `field` and whose message matches. */
function expectProblem(problems: ContentProblem[], file: string, field: string, message: RegExp) {
  const hit = problems.find((p) => p.file === file && p.field === field && message.test(p.message));
  if (!hit)
    throw new Error(
      `no problem ${file}: ${field}: ${message} among\n${problems.map((p) => `${p.file}: ${p.field}: ${p.message}`).join("\n")}`,
    );
}

describe("the real content", () => {
  test("every file passes every rule", () => {
    const content = buildContent(readContentDir(join(root, "content")), opts);
    expect(content.lessons.length).toBeGreaterThan(0);
  });
  test("the embedded index lists exactly the files on disk (run bun scripts/build-client.ts)", () => {
    const file = join(root, "src/modules/content/content.generated.ts");
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toBe(generatedIndex(contentPaths(join(root, "content"))));
  });
});

describe("the fixture course", () => {
  test("loads, in course order, with positions and content hashes", () => {
    const c = buildContent(fixture(), opts);
    expect(c.lessons.map((l) => [l.lesson.id, l.positionInLevel])).toEqual([
      ["ab-u01-l01", 1],
      ["ab-u01-l02", 2],
      ["ab-u01-l03", 3],
    ]);
    expect(new Set(c.lessons.map((l) => l.hash)).size).toBe(3);
    // a change to a word a lesson uses changes that lesson's hash, not the others'
    const files = fixture();
    replace(files, VOCAB, `en: "roses"`, `en: "flowers"`);
    const c2 = buildContent(files, opts);
    expect(
      c2.lessons.map((l) => l.hash === c.lessons.find((x) => x.lesson.id === l.lesson.id)!.hash),
    ).toEqual([true, false, false]);
  });
  test("lists every audio slot once, in course order, then the words no lesson uses", () => {
    const items = listAudioItems(buildContent(fixture(), opts));
    const ids = items.map((i) => i.id);
    expect(ids.slice(0, 9)).toEqual([
      "letter.alif",
      "letter.ba",
      "syllable.ba-fatha",
      "syllable.ba-fatha-alif",
      "syllable.ba-kasra",
      "letter.dal",
      "letter.ra",
      "letter.waw",
      "word.dar",
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.find((i) => i.id === "word.this-is-a-door")).toEqual({
      id: "word.this-is-a-door",
      kind: "phrase",
      ar: "هٰذَا بَاب",
      translit: "hādhā bāb",
      en: "this is a door",
    });
    expect(ids.filter((i) => i.startsWith("letter.")).length).toBe(32); // every letter has a slot
  });
});

describe("a coming level's draft units", () => {
  const DRAFT = "levels/a1/u01-more.yaml";
  /** A draft unit of the coming level a1 (in English only unless `fr`: a draft may skip French). */
  const draft = (files: Record<string, string>, answer = "dar", fr = false) => {
    const text = (en: string, f: string) => (fr ? `{en: "${en}", fr: "${f}"}` : `{en: "${en}"}`);
    files["vocab/a1.yaml"] =
      `words:\n  - {id: a1-bayt, ar: "بَيْت", translit: "bayt", en: "house (a1)", ${fr ? 'fr: "maison (a1)", ' : ""}picture: house-with-garden, level: a1}\n`;
    files[DRAFT] = [
      "id: a1-u01",
      `title: ${text("More", "Plus")}`,
      `goal: ${text("Read more.", "Lire davantage.")}`,
      `topic: ${text("More", "Plus")}`,
      "picture: house",
      "lessons:",
      "  - id: a1-u01-l01",
      `    title: ${text("Check", "Bilan")}`,
      "    kind: check",
      "    teaches: {}",
      "    activities:",
      `      - {id: a1, type: read_pick_picture, answer: ${answer}, choices: [dar, ward]}`,
      "      - {id: a2, type: meet_word, word: a1-bayt}",
      "      - {id: a3, type: listen_pick_picture, answer: a1-bayt, choices: [a1-bayt, ward]}",
      "      - {id: a4, type: pick_word, answer: ward, choices: [ward, dar]}",
      "      - {id: a5, type: pick_word, answer: dar, choices: [ward, dar]}",
    ].join("\n");
  };
  test("are checked in course order but not served until the level is available", () => {
    const files = fixture();
    draft(files);
    const c = buildContent(files, opts);
    expect(c.lessons.map((l) => l.lesson.id)).not.toContain("a1-u01-l01");
    expect(c.levels.find((l) => l.meta.id === "a1")!.units).toEqual([]);
    expect(c.words.has("a1-bayt")).toBe(false);
    // available: the same unit is served, with its words — once it is given in French too
    replace(files, "levels.yaml", "status: coming", "status: available");
    const untranslated = problemsAfter((f) => Object.assign(f, files));
    expectProblem(untranslated, DRAFT, "title.fr", /has no French/);
    expectProblem(untranslated, DRAFT, "lessons.0.title.fr", /has no French/);
    expectProblem(untranslated, "vocab/a1.yaml", "words.0.fr", /has no French/);
    draft(files, "dar", true);
    const live = buildContent(files, opts);
    expect(live.lessons.map((l) => l.lesson.id)).toContain("a1-u01-l01");
    expect(live.words.has("a1-bayt")).toBe(true);
  });
  test("a broken draft unit is refused like any other", () => {
    const problems = problemsAfter((files) => draft(files, "bab"));
    expectProblem(problems, DRAFT, "lessons.0.activities.0.answer", /not among the choices/);
  });
});

describe("a sentence to complete (complete_sentence), broken one rule at a time", () => {
  const SENT = "levels/a1/u01-sentences.yaml";
  const A1_VOCAB = "vocab/a1.yaml";
  // a fixture sentence: هٰذِهِ دَارٌ (دَار is feminine without ة); the child hears it and taps هٰذِهِ
  const sentence = (
    files: Record<string, string>,
    o: { ar?: string; spoken?: string; picture?: boolean; choices?: string; meet?: boolean } = {},
  ) => {
    files[A1_VOCAB] =
      `words:\n  - {id: a1-this-house, kind: phrase, ar: "${o.ar ?? "هٰذِهِ دَارٌ"}", translit: "hādhihi dārun", spoken: "${o.spoken ?? "هٰذِهِ دَار"}", spoken_translit: "hādhihi dār", en: "This is a house.", fr: "C’est une maison.", ${o.picture === false ? "" : "picture: house-with-garden, "}level: a1}\n`;
    const cs = (id: string) =>
      `      - {id: ${id}, type: complete_sentence, phrase: a1-this-house, blank: 0, choices: [${o.choices ?? '"هٰذَا", "هٰذِهِ"'}]}`;
    files[SENT] = [
      "id: a1-u01",
      'title: {en: "Sentences", fr: "Phrases"}',
      'goal: {en: "Complete a sentence.", fr: "Compléter une phrase."}',
      'topic: {en: "Home", fr: "La maison"}',
      "picture: house",
      "lessons:",
      "  - id: a1-u01-l01",
      '    title: {en: "This is …", fr: "C’est …"}',
      "    kind: words",
      "    teaches: {letters: [ha, dhal], marks: [tanwin], words: [a1-this-house]}",
      "    activities:",
      o.meet === false
        ? "      - {id: a1, type: meet_word, word: dar}"
        : "      - {id: a1, type: meet_word, word: a1-this-house}",
      cs("a2"),
      "      - {id: a3, type: meet_word, word: ward}",
      "      - {id: a4, type: meet_word, word: bab}",
      "      - {id: a5, type: read_pick_picture, answer: ward, choices: [dar, ward]}",
      "  - id: a1-u01-l02",
      '    title: {en: "Check", fr: "Bilan"}',
      "    kind: check",
      "    teaches: {}",
      "    activities:",
      cs("a1"),
      "      - {id: a2, type: pick_word, answer: bab, choices: [bab, dar]}",
      "      - {id: a3, type: read_pick_picture, answer: ward, choices: [dar, ward]}",
      "      - {id: a4, type: listen_pick_picture, answer: dar, choices: [dar, ward]}",
      "      - {id: a5, type: pick_word, answer: dar, choices: [bab, dar]}",
    ].join("\n");
  };
  test("the valid sentence loads", () => {
    const files = fixture();
    sentence(files);
    replace(files, "levels.yaml", "status: coming", "status: available");
    const c = buildContent(files, opts);
    expect(c.lessons.map((l) => l.lesson.id)).toContain("a1-u01-l01");
  });
  test("an untaught letter in a choice", () => {
    const problems = problemsAfter((f) => sentence(f, { choices: '"هٰذِهِ", "تِلْكَ"' }));
    expectProblem(problems, SENT, "lessons.0.activities.1", /uses letters not taught yet: ta, lam, kaf/);
  });
  test("the missing word not among the choices", () => {
    const problems = problemsAfter((f) => sentence(f, { choices: '"هٰذَا", "ذَا"' }));
    expectProblem(
      problems,
      SENT,
      "lessons.0.activities.1.choices",
      /the missing word "هٰذِهِ" is not among the choices/,
    );
  });
  test("a wrong agreement in the sentence (هٰذَا with a feminine word)", () => {
    const problems = problemsAfter((f) =>
      sentence(f, { ar: "هٰذَا دَارٌ", spoken: "هٰذَا دَار", choices: '"هٰذَا", "هٰذِهِ"' }),
    );
    expectProblem(problems, A1_VOCAB, "words.0.ar", /دار is feminine, so it takes هٰذِهِ/);
  });
  test("a sentence without a picture", () => {
    const problems = problemsAfter((f) => sentence(f, { picture: false }));
    expectProblem(problems, SENT, "lessons.0.activities.1.phrase", /has no picture/);
  });
  test("a sentence graded before the child met it", () => {
    const problems = problemsAfter((f) => sentence(f, { meet: false }));
    expectProblem(problems, SENT, "lessons.0.activities.1.phrase", /before any meet_word shows it/);
  });
});

describe("true or false for a picture (true_false), broken one rule at a time", () => {
  const TF = "levels/a1/u01-true-false.yaml";
  // "دَار" (house) with the picture of وَرْد (roses): the answer is no
  const unit = (
    files: Record<string, string>,
    o: { word?: string; shows?: string; vocab?: string; teach?: string } = {},
  ) => {
    files["vocab/a1.yaml"] =
      `words:\n${o.vocab ?? '  - {id: a1-home, ar: "مَنْزِل", translit: "manzil", en: "home (a1)", picture: derelict-house, level: a1}'}\n`;
    const tf = (id: string) =>
      `      - {id: ${id}, type: true_false, word: ${o.word ?? "dar"}, shows: ${o.shows ?? "ward"}}`;
    files[TF] = [
      "id: a1-u01",
      'title: {en: "Yes or no"}',
      'goal: {en: "Say yes or no."}',
      'topic: {en: "Home"}',
      "picture: house",
      "lessons:",
      "  - id: a1-u01-l01",
      '    title: {en: "Yes or no"}',
      "    kind: words",
      `    teaches: {letters: [${o.teach ?? "mim"}], words: [a1-home]}`,
      "    activities:",
      "      - {id: a1, type: meet_word, word: a1-home}",
      tf("a2"),
      "      - {id: a3, type: meet_word, word: ward}",
      "      - {id: a4, type: meet_word, word: bab}",
      "      - {id: a5, type: read_pick_picture, answer: ward, choices: [dar, ward]}",
      "  - id: a1-u01-l02",
      '    title: {en: "Check"}',
      "    kind: check",
      "    teaches: {}",
      "    activities:",
      tf("a1"),
      "      - {id: a2, type: pick_word, answer: bab, choices: [bab, dar]}",
      "      - {id: a3, type: read_pick_picture, answer: ward, choices: [dar, ward]}",
      "      - {id: a4, type: listen_pick_picture, answer: dar, choices: [dar, ward]}",
      "      - {id: a5, type: pick_word, answer: dar, choices: [bab, dar]}",
    ].join("\n");
  };
  test("a valid one loads (no: the house with the picture of roses; yes: the house with its own picture)", () => {
    for (const shows of ["ward", "dar"]) {
      const files = fixture();
      unit(files, { shows });
      expect(buildContent(files, opts).words.size).toBeGreaterThan(0);
    }
  });
  test("a picture shown for a word that has none", () => {
    const problems = problemsAfter((f) => unit(f, { shows: "this-is-a-door" }));
    expectProblem(problems, TF, "lessons.0.activities.1.shows", /has no picture/);
  });
  test("a 'no' whose picture is the word's own picture, or whose word means the same", () => {
    const same = problemsAfter((f) =>
      unit(f, {
        vocab: '  - {id: a1-home, ar: "مَنْزِل", translit: "manzil", en: "dwelling", picture: house, level: a1}',
        word: "dar",
        shows: "a1-home",
      }),
    );
    expectProblem(
      same,
      TF,
      "lessons.0.activities.1.shows",
      /shows the same picture as "dar": the answer would be yes/,
    );
    const meaning = problemsAfter((f) =>
      unit(f, {
        vocab:
          '  - {id: a1-home, ar: "مَنْزِل", translit: "manzil", en: "house", picture: derelict-house, level: a1}',
        word: "dar",
        shows: "a1-home",
      }),
    );
    expectProblem(meaning, TF, "lessons.0.activities.1.shows", /could both be yes: both mean "house"/);
  });
  test("a word to read with a letter not taught yet", () => {
    const problems = problemsAfter((f) => unit(f, { word: "a1-home", shows: "ward", teach: "ha" }));
    expectProblem(problems, TF, "lessons.0.activities.1", /uses letters not taught yet: mim, nun, zay, lam/);
  });
});

describe("a broken file is refused with its file and field", () => {
  test("not YAML", () => {
    expectProblem(
      problemsAfter((f) => (f[UNIT] += "\n  - [unclosed")),
      UNIT,
      "",
      /not valid YAML/,
    );
  });
  test("a wrong shape (unknown field)", () => {
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "topic:", "colour: red\ntopic:")),
      UNIT,
      "colour",
      /colour/,
    );
    expectProblem(
      problemsAfter((f) =>
        replace(f, UNIT, "{id: a5, type: trace, letter: ba}", "{id: a5, type: trace, letter: bb}"),
      ),
      UNIT,
      "lessons.0.activities.4.letter",
      /.+/,
    );
  });
  test("a trace without a stroke guide for its form", () => {
    expectProblem(
      problemsAfter((f) => delete f["strokes/ba.json"]),
      UNIT,
      "lessons.0.activities.4.form",
      /no stroke guide for the isolated form of ba/,
    );
    expectProblem(
      problemsAfter((f) =>
        replace(
          f,
          UNIT,
          "{id: a5, type: trace, letter: ba}",
          "{id: a5, type: trace, letter: ba, form: medial}",
        ),
      ),
      UNIT,
      "lessons.0.activities.4.form",
      /medial form of ba/,
    );
  });
  test("a missing file", () => {
    expectProblem(
      problemsAfter((f) => delete f["letters.yaml"]),
      "letters.yaml",
      "",
      /missing file/,
    );
  });
  test("a stray YAML file", () => {
    expectProblem(
      problemsAfter((f) => (f["lessons.yaml"] = "a: 1")),
      "lessons.yaml",
      "",
      /unexpected content file/,
    );
    const yml = "levels/absolute-beginner/u02-more.yml";
    expectProblem(
      problemsAfter((f) => (f[yml] = f[UNIT])),
      yml,
      "",
      /uNN-slug.yaml/,
    );
    expectProblem(
      problemsAfter((f) => (f["vocab/more.yml"] = "words: []")),
      "vocab/more.yml",
      "",
      /unexpected content file/,
    );
  });
  test("a unit file named outside the layout", () => {
    expectProblem(
      problemsAfter((f) => (f["levels/absolute-beginner/first.yaml"] = f[UNIT])),
      "levels/absolute-beginner/first.yaml",
      "",
      /uNN-slug/,
    );
  });
  test("Arabic not in NFC (shadda typed before the fatha)", () => {
    const p = problemsAfter((f) => replace(f, VOCAB, `ar: "بَاب"`, `ar: "ب\u0651\u064Eاب"`));
    expectProblem(p, VOCAB, "words.2.ar", /NFC/);
  });
  test("Latin, tatweel and other characters in Arabic", () => {
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, `ar: "دَار"`, `ar: "دَار dar"`)),
      VOCAB,
      "words.0.ar",
      /Latin/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, `ar: "دَار"`, `ar: "دَـار"`)),
      VOCAB,
      "words.0.ar",
      /tatweel/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, `ar: "دَار"`, `ar: "دَار!"`)),
      VOCAB,
      "words.0.ar",
      /U\+0021/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, `ar: "دَار"`, `ar: "ڤَار"`)),
      VOCAB,
      "words.0.ar",
      /U\+06A4/,
    );
  });
  test("control and invisible characters anywhere", () => {
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, `en: "house"`, `en: "ho\u200Fuse"`)),
      VOCAB,
      "words.0.en",
      /invisible/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, `title: {en: "Alif and ba"`, `title: {en: "Alif\\u0007"`)),
      UNIT,
      "lessons.0.title.en",
      /control/,
    );
  });
  test("French missing where a child or parent reads the English", () => {
    const problems = problemsAfter((f) => {
      replace(f, UNIT, `, fr: "Alif et ba"`, "");
      replace(f, VOCAB, `fr: "la maison", `, "");
      replace(f, "letters.yaml", `, fr: "b comme dans «\u00a0ballon\u00a0»"`, "");
      replace(f, "levels.yaml", "    name_fr: Grand débutant\n", "");
    });
    expectProblem(problems, UNIT, "lessons.0.title.fr", /"Alif and ba" has no French/);
    expectProblem(problems, VOCAB, "words.0.fr", /"house" has no French/);
    expectProblem(problems, "letters.yaml", "letters.1.sound.fr", /"b as in ball" has no French/);
    expectProblem(problems, "levels.yaml", "levels.0.name_fr", /no French name/);
  });
  test("French without its typography: no-break spaces before : ; ! ? and inside « », no straight quotes", () => {
    const broken = (fr: string) =>
      problemsAfter((f) => replace(f, UNIT, `fr: "Alif et ba"`, `fr: ${JSON.stringify(fr)}`));
    expectProblem(broken("Alif : ba"), UNIT, "lessons.0.title.fr", /no-break space goes before ":"/);
    expectProblem(broken("Alif et ba !"), UNIT, "lessons.0.title.fr", /no-break space goes before "!"/);
    expectProblem(broken("Alif et ba\u00a0; dāl?"), UNIT, "lessons.0.title.fr", /before "\?"/);
    expectProblem(broken("Dites « alif\u00a0»"), UNIT, "lessons.0.title.fr", /after «/);
    expectProblem(broken('Dites "alif"'), UNIT, "lessons.0.title.fr", /quotes in French are « »/);
    // the same marks are fine in English, and in French with their no-break spaces
    const files = fixture();
    replace(files, UNIT, `fr: "Alif et ba"`, `fr: "Alif\u00a0: dites «\u00a0ba\u00a0»\u202f! Où\u202f?!"`);
    expect(() => buildContent(files, opts)).not.toThrow();
  });
  test("Arabic in a transliteration", () => {
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, `translit: "dār"`, `translit: "دار"`)),
      VOCAB,
      "words.0.translit",
      /Latin letters only/,
    );
  });
  test("a word not fully vowelled", () => {
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, `ar: "وَرْد"`, `ar: "وَرد"`)),
      VOCAB,
      "words.1.ar",
      /not fully vowelled: ر/,
    );
  });
  test("a syllable without its mark", () => {
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, `"بَ", "بَا", "بِ"]`, `"بَ", "بَا", "ب"]`)),
      UNIT,
      "lessons.0.activities.3.choices.2",
      /not fully vowelled/,
    );
  });
  test("a letter written with the wrong character", () => {
    expectProblem(
      problemsAfter((f) => replace(f, "letters.yaml", `char: "ث"`, `char: "ت"`)),
      "letters.yaml",
      "letters.3.char",
      /tha is written ث/,
    );
  });
  test("an answer that is not among its choices", () => {
    expectProblem(
      problemsAfter((f) =>
        replace(f, UNIT, "answer: ba, choices: [ba, alif]", "answer: ba, choices: [alif, dal]"),
      ),
      UNIT,
      "lessons.0.activities.2.answer",
      /not among the choices/,
    );
  });
  test("choices that repeat", () => {
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "choices: [dar, ward]}", "choices: [dar, ward, dar]}")),
      UNIT,
      "lessons.1.activities.2.choices",
      /repeat/,
    );
  });
  test("a word, pattern or picture that does not exist", () => {
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "word: dar}", "word: darr}")),
      UNIT,
      "lessons.1.activities.0.word",
      /no word "darr"/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "words: [dar, ward]", "words: [dar, ward], patterns: [nope]")),
      UNIT,
      "lessons.1.teaches.patterns.0",
      /no pattern/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, "picture: rose", "picture: rose-bush-of-doom")),
      VOCAB,
      "words.1.picture",
      /no picture named/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "picture: house", "picture: not-an-icon")),
      UNIT,
      "picture",
      /no picture named/,
    );
  });
  test("a picture activity whose word has no picture", () => {
    expectProblem(
      problemsAfter((f) => replace(f, VOCAB, ", picture: door", "")),
      UNIT,
      "lessons.2.activities.4.choices.0",
      /has no picture/,
    );
  });
  test("ids used twice or not following the agreed names", () => {
    expectProblem(
      problemsAfter(
        (f) =>
          (f["vocab/more.yaml"] =
            `words:\n  - {id: dar, ar: "دَار", translit: "dār", en: "home", level: absolute-beginner}\n`),
      ),
      "vocab/more.yaml",
      "words.0.id",
      /already used in vocab\/absolute-beginner.yaml/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "id: ab-u01-l02", "id: ab-u01-l07")),
      UNIT,
      "lessons.1.id",
      /is "ab-u01-l02"/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "id: ab-u01\n", "id: ab-u02\n")),
      UNIT,
      "id",
      /is "ab-u01"/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "{id: a2, type: meet_letter", "{id: a1, type: meet_letter")),
      UNIT,
      "lessons.0.activities.1.id",
      /used twice/,
    );
  });
  test("a lesson that names no skill", () => {
    const p = problemsAfter((f) =>
      replace(f, UNIT, "teaches: {letters: [alif, ba], marks: [fatha, kasra, long_a]}", "teaches: {}"),
    );
    expectProblem(p, UNIT, "lessons.0.teaches", /names the skills it trains/);
  });
  test("a unit that does not end with its check", () => {
    const p = problemsAfter((f) => replace(f, UNIT, "kind: check", "kind: review"));
    expectProblem(p, UNIT, "lessons.2.kind", /ends with its unit check/);
  });
  test("a reading activity that uses a letter not taught yet", () => {
    // dal is taught in lesson 2: lesson 1 may not show it
    const p = problemsAfter((f) =>
      replace(f, UNIT, "answer: ba, choices: [ba, alif]", "answer: ba, choices: [ba, dal]"),
    );
    expectProblem(p, UNIT, "lessons.0.activities.2", /letters not taught yet: dal/);
    // a word read in lesson 1 made of letters taught in lesson 2
    const q = problemsAfter((f) =>
      replace(
        f,
        UNIT,
        "{id: a5, type: trace, letter: ba}",
        "{id: a5, type: read_pick_picture, answer: dar, choices: [dar, bab]}",
      ),
    );
    expectProblem(q, UNIT, "lessons.0.activities.4", /not taught yet: dal, ra/);
  });
  test("listening to a word before its letters are taught is allowed", () => {
    const files = fixture();
    replace(
      files,
      UNIT,
      "{id: a5, type: trace, letter: ba}",
      "{id: a5, type: meet_word, word: dar}\n      - {id: a6, type: meet_word, word: ward}\n      - {id: a7, type: listen_pick_picture, answer: dar, choices: [dar, ward]}",
    );
    expect(buildContent(files, opts).lessons.length).toBe(3);
  });
  test("find_letter with a letter the word lacks; build_word with a decoy from the word", () => {
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "word: ward, letter: ra", "word: ward, letter: ba")),
      UNIT,
      "lessons.1.activities.5.letter",
      /has no ba/,
    );
    expectProblem(
      problemsAfter((f) => replace(f, UNIT, "decoys: [ba]", "decoys: [ra]")),
      UNIT,
      "lessons.1.activities.4.decoys.0",
      /letter of the word/,
    );
  });
  test("a level that is available without units, or a unit of an unknown level", () => {
    expectProblem(
      problemsAfter((f) => delete f[UNIT]),
      "levels.yaml",
      "levels.0.status",
      /no unit/,
    );
    const p = problemsAfter((f) => (f["levels/zz/u01-x.yaml"] = f[UNIT]));
    expectProblem(p, "levels/zz/u01-x.yaml", "", /no level "zz"/);
  });
  test("the error message names the file and the field", () => {
    const files = fixture();
    replace(files, VOCAB, `ar: "وَرْد"`, `ar: "وَرد"`);
    expect(() => buildContent(files, opts)).toThrow(
      `vocab/absolute-beginner.yaml: words.1.ar: "وَرد" is not fully vowelled`,
    );
  });
});

describe("Arabic rules", () => {
  test("fully vowelled: long vowels, ال with sun and moon letters, tanwin alif, dagger alif, pausal end, the wasl alif after الِ", () => {
    for (const ok of [
      "بَاب",
      "دَار",
      "الشَّمْس",
      "الْقَمَر",
      "بِالْبَيْتِ",
      "وَالشَّمْسُ",
      "كِتَابًا",
      "هٰذَا",
      "قِطَّة",
      "عَلَى",
      "كَتَبُوا",
      "أَنَا",
      "اِسْمِي",
      "اسْمِي",
      "نُور",
      "فِيل",
      "آدَم",
      "صَبَاحُ الْخَيْرِ",
      "يَوْمُ الِاثْنَيْنِ",
    ])
      expect([ok, unvowelledLetters(ok)]).toEqual([ok, []]);
    const missing = (s: string) =>
      unvowelledLetters(s)
        .map((m) => m.ch)
        .join("");
    expect(missing("باب")).toBe("با"); // ba bare, so its alif is no long ā (the last letter may pause)
    expect(missing("القَمَر")).toBe("ل"); // moon lam needs its sukun
    expect(missing("قِطّة")).toBe("ط"); // shadda alone is not a vowel
    expect(missing("بَيت")).toBe("ي"); // ya after fatha is a diphthong, not a long vowel
    expect(missing("مَدرَسَة")).toBe("د");
    expect(unvowelledLetters("بِي", false)).toEqual([]);
    expect(unvowelledLetters("ب", false).length).toBe(1);
    expect(unvowelledLetters("مُرّ", false)).toEqual([]); // a doubled final in pause is clear
    expect(unvowelledLetters("مُر", false).map((m) => m.ch)).toEqual(["ر"]); // مُرْ or مُرَ?
  });
  test("letters a reader needs, lam-alif included", () => {
    expect([...lettersOf("سَلَام")].sort()).toEqual(["alif", "lam", "lam_alif", "mim", "sin"]);
    expect([...lettersOf("أُمّ")].sort()).toEqual(["alif", "hamza", "mim"]);
    expect([...lettersOf("مَدْرَسَة")].sort()).toEqual(["dal", "mim", "ra", "sin", "ta_marbuta"]);
  });
  test("authored Arabic: NFC, Arabic only, tidy spaces", () => {
    expect(arabicProblem("مَرْحَبًا، كَيْفَ حَالُكَ؟")).toBeNull();
    expect(arabicProblem(" بَاب")).toMatch(/spaces/);
    expect(arabicProblem("\u064Eب")).toMatch(/mark that does not follow/);
    expect(arabicProblem("بَِاب")).toMatch(/two marks on one letter/);
    expect(arabicProblem("بًاب")).toMatch(/tanwin inside a word/);
    expect(arabicProblem("كِتَابًا")).toBeNull();
    expect(arabicProblem("هُدًى")).toBeNull();
  });
  test("syllable audio ids", () => {
    expect(audioIdForSyllable("دَ")).toBe("syllable.dal-fatha");
    expect(audioIdForSyllable("بِي")).toBe("syllable.ba-kasra-ya");
    expect(audioIdForSyllable("ب\u0651\u064E")).toBe("syllable.ba-fatha-shadda"); // normalised first
    expect(audioIdForSyllable("أُ")).toBe("syllable.hamza_on_alif-damma");
    expect(() => audioIdForSyllable("x")).toThrow(/not a syllable/);
  });
});

describe("scripts/check-content.ts", () => {
  test("passes a valid directory and fails a broken one, naming the file and field", () => {
    const run = (dir: string) =>
      Bun.spawnSync([process.execPath, join(root, "scripts/check-content.ts"), dir], {
        stdout: "pipe",
        stderr: "pipe",
      });
    const ok = run(join(root, "tests/fixtures/content"));
    expect(ok.exitCode).toBe(0);
    expect(ok.stdout.toString()).toContain(
      "content: all files valid — 2 levels, 1 units, 3 lessons, 4 words",
    );
    const broken = join(root, ".tmp/content-broken");
    rmSync(broken, { recursive: true, force: true });
    cpSync(join(root, "tests/fixtures/content"), broken, { recursive: true });
    writeFileSync(
      join(broken, VOCAB),
      readFileSync(join(broken, VOCAB), "utf8").replace(`ar: "وَرْد"`, `ar: "وَرد"`),
    );
    const bad = run(broken);
    rmSync(broken, { recursive: true, force: true });
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr.toString()).toContain(
      `vocab/absolute-beginner.yaml: words.1.ar: "وَرد" is not fully vowelled`,
    );
  });
});
