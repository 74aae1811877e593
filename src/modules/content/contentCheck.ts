// The cross-file rules of the course content (content/README.md lists them for authors): Arabic text
// is NFC and Arabic only, fully vowelled, answers are among their choices, references resolve, ids
// follow the agreed names and are unique, a unit ends with its check, and a reading activity uses
// only letters and marks taught in this or an earlier lesson, and a graded activity only words and
// letters met (meet_word, meet_letter) in this or an earlier lesson. Returns every problem with its
// file and field.
import { defOf } from "./activities/registry";
import { agreementProblem } from "./agreement";
import { arabicProblem, type MarkId, marksOf, unvowelledLetters } from "./arabic";
import { type LetterId, LETTER_IDS } from "./contentSchema";
import type { Content, ContentProblem, LoadedUnit, LoadOptions, Pattern } from "./loaded";
import { spokenProblems } from "./spoken";
import { frenchTypographyProblem, missingFrench } from "./french";

/** Unit id prefix of each level (unit ids ab-u01…, lesson ids ab-u01-l01…). */
export const LEVEL_PREFIX: Record<string, string> = {
  "absolute-beginner": "ab",
  beginner: "b",
  a1: "a1",
  a2: "a2",
  b1: "b1",
  b2: "b2",
  c1: "c1",
  c2: "c2",
};
/** The isolated character of each letter id. */
const CHAR_OF: Record<LetterId, string> = {
  alif: "ا",
  ba: "ب",
  ta: "ت",
  tha: "ث",
  jim: "ج",
  hha: "ح",
  kha: "خ",
  dal: "د",
  dhal: "ذ",
  ra: "ر",
  zay: "ز",
  sin: "س",
  shin: "ش",
  sad: "ص",
  dad: "ض",
  tta: "ط",
  zza: "ظ",
  ayn: "ع",
  ghayn: "غ",
  fa: "ف",
  qaf: "ق",
  kaf: "ك",
  lam: "ل",
  mim: "م",
  nun: "ن",
  ha: "ه",
  waw: "و",
  ya: "ي",
  hamza: "ء",
  ta_marbuta: "ة",
  alif_maqsura: "ى",
  lam_alif: "لا",
};
// Invisible characters that would make a text differ from what it looks like: C0/C1 controls,
// zero-width and bidi controls.
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
const ARABIC_CHAR = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Every string of a parsed file is NFC and free of invisible characters. */
export function textProblems(file: string, data: unknown, path: string[] = []): ContentProblem[] {
  if (typeof data === "string") {
    const field = path.join(".");
    if (INVISIBLE.test(data)) return [{ file, field, message: "contains a control or invisible character" }];
    if (data.normalize("NFC") !== data)
      return [
        {
          file,
          field,
          message: "is not Unicode NFC (normalise it; NFC puts fatha/kasra/damma before shadda)",
        },
      ];
    const key = path[path.length - 1] ?? "";
    const french = key === "fr" || key.endsWith("_fr") ? frenchTypographyProblem(data) : null;
    if (french) return [{ file, field, message: `"${data}": ${french}` }];
    return [];
  }
  if (Array.isArray(data)) return data.flatMap((v, i) => textProblems(file, v, [...path, String(i)]));
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([k, v]) => textProblems(file, v, [...path, k]));
  return [];
}

export function checkContent(
  content: Content,
  units: LoadedUnit[],
  patternList: Pattern[],
  opts: LoadOptions,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, field: string, message: string) => problems.push({ file, field, message });
  /** Arabic text that must be fully vowelled (pausal: a word's last letter may stay unmarked). */
  const arabic = (file: string, field: string, s: string, vowelled = true, pausal = true) => {
    const p = arabicProblem(s);
    if (p) return add(file, field, `"${s}" ${p}`);
    if (!vowelled) return;
    const missing = unvowelledLetters(s, pausal);
    if (missing.length)
      add(
        file,
        field,
        `"${s}" is not fully vowelled: ${missing.map((m) => `${m.ch} (letter ${m.index + 1} of ${m.word})`).join(", ")} has no haraka`,
      );
  };
  const latin = (file: string, field: string, s: string) => {
    if (ARABIC_CHAR.test(s)) add(file, field, `"${s}" is a transliteration: Latin letters only`);
  };

  // ---- letters.yaml
  const L = "letters.yaml";
  const seenLetters = new Map<string, number>();
  content.letters.forEach((l, i) => {
    if (seenLetters.has(l.id)) add(L, `letters.${i}.id`, `letter "${l.id}" is listed twice`);
    seenLetters.set(l.id, i);
    if (l.char !== CHAR_OF[l.id])
      add(L, `letters.${i}.char`, `the letter ${l.id} is written ${CHAR_OF[l.id]}, not "${l.char}"`);
    arabic(L, `letters.${i}.name`, l.name);
    latin(L, `letters.${i}.translit`, l.translit);
  });
  for (const id of LETTER_IDS) if (!seenLetters.has(id)) add(L, "letters", `letter "${id}" is missing`);
  problems.push(...missingFrench(L, content.letters, ["letters"]));

  // ---- French: owed by every level that has lessons (a coming level's draft units may skip it)
  const live = new Set(content.levels.filter((l) => l.meta.status === "available").map((l) => l.meta.id));
  content.levels.forEach(({ meta }, i) => {
    if (!live.has(meta.id)) return;
    problems.push(...missingFrench("levels.yaml", meta, ["levels", String(i)]));
    if (!meta.name_fr)
      add("levels.yaml", `levels.${i}.name_fr`, `level "${meta.id}" has no French name (name_fr)`);
  });
  for (const { file, levelId, unit } of units)
    if (live.has(levelId)) problems.push(...missingFrench(file, unit));
  for (const w of content.words.values())
    if (live.has(w.level))
      problems.push(...missingFrench(w.file, { en: w.en, fr: w.fr }, ["words", String(w.index)]));
  const livePatterns = new Set(
    units
      .filter((u) => live.has(u.levelId))
      .flatMap((u) => u.unit.lessons.flatMap((l) => l.teaches.patterns)),
  );
  patternList.forEach((p, i) => {
    if (livePatterns.has(p.id)) problems.push(...missingFrench("patterns.yaml", p, ["patterns", String(i)]));
  });

  // ---- levels.yaml and the unit folders
  const levelIds = new Set<string>();
  content.levels.forEach(({ meta, units: us }, i) => {
    if (levelIds.has(meta.id)) add("levels.yaml", `levels.${i}.id`, `level "${meta.id}" is listed twice`);
    levelIds.add(meta.id);
    if (!(meta.id in LEVEL_PREFIX))
      add(
        "levels.yaml",
        `levels.${i}.id`,
        `"${meta.id}" is not one of ${Object.keys(LEVEL_PREFIX).join(", ")}`,
      );
    if (meta.status === "available" && us.length === 0)
      add(
        "levels.yaml",
        `levels.${i}.status`,
        `level "${meta.id}" is available but content/levels/${meta.id}/ has no unit`,
      );
    // a coming level may hold draft units: checked here, served only once it is available (loader.ts)
  });
  for (const u of units)
    if (!levelIds.has(u.levelId)) add(u.file, "", `no level "${u.levelId}" in levels.yaml`);

  // ---- vocab
  const idOfText = new Map<string, string>();
  for (const w of content.words.values()) {
    const f = `words.${w.index}`;
    // one word, one id: a second id would give it two audio slots and two review items
    const same = idOfText.get(w.ar);
    if (same) add(w.file, `${f}.ar`, `"${w.ar}" is already the word "${same}": use that id`);
    else idOfText.set(w.ar, w.id);
    arabic(w.file, `${f}.ar`, w.ar);
    latin(w.file, `${f}.translit`, w.translit);
    if (w.spoken !== undefined) arabic(w.file, `${f}.spoken`, w.spoken);
    if (w.spoken_translit !== undefined) latin(w.file, `${f}.spoken_translit`, w.spoken_translit);
    for (const p of spokenProblems(w)) add(w.file, `${f}.${p.field}`, p.message);
    const spaced = /\s/.test(w.ar);
    // a sentence's visible gender agreement (هٰذِهِ قِطَّةٌ، الْبِنْتُ سَعِيدَةٌ): agreement.ts
    const disagrees = spaced ? agreementProblem(w.ar) : null;
    if (disagrees) add(w.file, `${f}.ar`, `"${w.ar}": ${disagrees}`);
    if (w.kind === "word" && spaced) add(w.file, `${f}.kind`, `"${w.ar}" has several words: kind: phrase`);
    if (w.picture && !opts.hasPicture(w.picture))
      add(w.file, `${f}.picture`, `no picture named "${w.picture}" (fluent-emoji-flat)`);
    if (!levelIds.has(w.level)) add(w.file, `${f}.level`, `no level "${w.level}" in levels.yaml`);
  }

  // ---- patterns.yaml
  const patternIds = new Set<string>();
  patternList.forEach((p, i) => {
    if (patternIds.has(p.id)) add("patterns.yaml", `patterns.${i}.id`, `pattern "${p.id}" is listed twice`);
    patternIds.add(p.id);
    arabic("patterns.yaml", `patterns.${i}.example`, p.example);
  });

  // ---- units and lessons, in course order
  const unitIds = new Set<string>();
  const lessonIds = new Set<string>();
  const taught = new Set<LetterId>();
  const taughtMarks = new Set<MarkId>();
  const metWords = new Set<string>();
  const metLetters = new Set<LetterId>();
  for (const level of content.levels) {
    for (const { file, unit } of level.units) {
      const nn = /\/u(\d\d)-/.exec(file)![1];
      const expectUnit = `${LEVEL_PREFIX[level.meta.id] ?? level.meta.id}-u${nn}`;
      if (unit.id !== expectUnit)
        add(file, "id", `the unit in this file is "${expectUnit}", not "${unit.id}"`);
      if (unitIds.has(unit.id)) add(file, "id", `unit id "${unit.id}" is used twice`);
      unitIds.add(unit.id);
      if (!opts.hasPicture(unit.picture))
        add(file, "picture", `no picture named "${unit.picture}" (fluent-emoji-flat)`);
      unit.lessons.forEach((lesson, li) => {
        const lf = `lessons.${li}`;
        const expectLesson = `${unit.id}-l${String(li + 1).padStart(2, "0")}`;
        if (lesson.id !== expectLesson)
          add(file, `${lf}.id`, `lesson ${li + 1} of ${unit.id} is "${expectLesson}", not "${lesson.id}"`);
        if (lessonIds.has(lesson.id)) add(file, `${lf}.id`, `lesson id "${lesson.id}" is used twice`);
        lessonIds.add(lesson.id);
        const last = li === unit.lessons.length - 1;
        if (last && lesson.kind !== "check")
          add(file, `${lf}.kind`, `a unit ends with its unit check (kind: check)`);
        if (!last && lesson.kind === "check")
          add(file, `${lf}.kind`, `the unit check is the unit's last lesson`);
        const t = lesson.teaches;
        if (
          lesson.kind !== "check" &&
          lesson.kind !== "review" &&
          !t.letters.length &&
          !t.marks.length &&
          !t.words.length &&
          !t.patterns.length
        )
          add(
            file,
            `${lf}.teaches`,
            "a lesson names the skills it trains (letters, marks, words or patterns); only reviews and checks may teach nothing new",
          );
        lesson.teaches.words.forEach((w, k) => {
          if (!content.words.has(w))
            add(file, `${lf}.teaches.words.${k}`, `no word "${w}" in content/vocab/`);
        });
        lesson.teaches.patterns.forEach((p, k) => {
          if (!patternIds.has(p))
            add(file, `${lf}.teaches.patterns.${k}`, `no pattern "${p}" in patterns.yaml`);
        });
        for (const l of lesson.teaches.letters) taught.add(l);
        for (const m of lesson.teaches.marks) taughtMarks.add(m);
        // "this or an earlier lesson": a lesson's meet_* count for all of its activities
        for (const a of lesson.activities) {
          const met = defOf(a).introduces(a);
          met.words?.forEach((w) => metWords.add(w));
          met.letters?.forEach((l) => metLetters.add(l));
        }
        const activityIds = new Set<string>();
        lesson.activities.forEach((a, ai) => {
          const af = `${lf}.activities.${ai}`;
          if (activityIds.has(a.id))
            add(file, `${af}.id`, `activity id "${a.id}" is used twice in ${lesson.id}`);
          activityIds.add(a.id);
          const def = defOf(a);
          const addHere = (field: string, message: string) =>
            add(file, `${af}.${field}`.replace(/\.$/, ""), message);
          def.check(a, {
            content,
            opts,
            vowelled: lesson.vowelled,
            add: addHere,
            arabic: (field, s, pausal) => arabic(file, `${af}.${field}`, s, lesson.vowelled, pausal),
            word: (field, id) => {
              const w = content.words.get(id);
              if (!w) addHere(field, `no word "${id}" in content/vocab/`);
              return w;
            },
          });
          const untaught = [...new Set(def.readingLetters(a, content))].filter((l) => !taught.has(l));
          if (untaught.length)
            add(
              file,
              af,
              `${a.type} "${a.id}" in ${lesson.id} uses letters not taught yet: ${untaught.join(", ")} (a reading activity uses only letters taught in this or an earlier lesson)`,
            );
          for (const { field, text } of def.readMarked(a, content, lesson.vowelled)) {
            const untaught = [...marksOf(text)].filter((m) => !taughtMarks.has(m));
            if (untaught.length)
              add(
                file,
                `${af}.${field}`,
                `${a.type} "${a.id}" in ${lesson.id} reads "${text}", whose marks are not taught yet: ${untaught.join(", ")} (a reading activity uses only marks in the teaches.marks of this or an earlier lesson)`,
              );
          }
          for (const { field, word, letter } of def.gradedRefs(a)) {
            if (word !== undefined && !metWords.has(word))
              add(
                file,
                `${af}.${field}`,
                `${a.type} "${a.id}" in ${lesson.id} grades the word "${word}" before any meet_word shows it (add a meet_word in this or an earlier lesson)`,
              );
            if (letter !== undefined && !metLetters.has(letter))
              add(
                file,
                `${af}.${field}`,
                `${a.type} "${a.id}" in ${lesson.id} grades the letter ${letter} before any meet_letter shows it (add a meet_letter in this or an earlier lesson)`,
              );
          }
        });
      });
    }
  }
  return problems;
}
