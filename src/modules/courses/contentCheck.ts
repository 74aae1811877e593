// The cross-file rules of the course content (content/README.md lists them for authors): Arabic text
// is NFC and Arabic only, fully vowelled, answers are among their choices, references resolve, ids
// follow the agreed names and are unique, a unit ends with its check, and a reading activity uses
// only letters and marks taught in this or an earlier lesson, and a graded activity only words and
// letters met (meet_word, meet_letter) in this or an earlier lesson. Returns every problem with its
// file and field.
import { arabicProblem, lettersOf, type MarkId, marksOf, stripMarks, syllableParts, unvowelledLetters } from "./arabic";
import { type Activity, type LetterId, LETTER_IDS, READING_TYPES } from "./contentSchema";
import type { Content, ContentProblem, LoadedUnit, LoadOptions, Pattern } from "./loaded";
import { interchangeable } from "./pictureReadings";
import { spokenProblems } from "./spoken";

/** Unit id prefix of each level (unit ids ab-u01…, lesson ids ab-u01-l01…). */
export const LEVEL_PREFIX: Record<string, string> = {
  "absolute-beginner": "ab", beginner: "b", a1: "a1", a2: "a2", b1: "b1", b2: "b2", c1: "c1", c2: "c2",
};
/** The isolated character of each letter id. */
const CHAR_OF: Record<LetterId, string> = {
  alif: "ا", ba: "ب", ta: "ت", tha: "ث", jim: "ج", hha: "ح", kha: "خ", dal: "د", dhal: "ذ", ra: "ر", zay: "ز",
  sin: "س", shin: "ش", sad: "ص", dad: "ض", tta: "ط", zza: "ظ", ayn: "ع", ghayn: "غ", fa: "ف", qaf: "ق",
  kaf: "ك", lam: "ل", mim: "م", nun: "ن", ha: "ه", waw: "و", ya: "ي", hamza: "ء", ta_marbuta: "ة",
  alif_maqsura: "ى", lam_alif: "لا",
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
      return [{ file, field, message: "is not Unicode NFC (normalise it; NFC puts fatha/kasra/damma before shadda)" }];
    return [];
  }
  if (Array.isArray(data)) return data.flatMap((v, i) => textProblems(file, v, [...path, String(i)]));
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([k, v]) => textProblems(file, v, [...path, k]));
  return [];
}

export function checkContent(content: Content, units: LoadedUnit[], patternList: Pattern[], opts: LoadOptions): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, field: string, message: string) => problems.push({ file, field, message });
  /** Arabic text that must be fully vowelled (pausal: a word's last letter may stay unmarked). */
  const arabic = (file: string, field: string, s: string, vowelled = true, pausal = true) => {
    const p = arabicProblem(s);
    if (p) return add(file, field, `"${s}" ${p}`);
    if (!vowelled) return;
    const missing = unvowelledLetters(s, pausal);
    if (missing.length)
      add(file, field, `"${s}" is not fully vowelled: ${missing.map((m) => `${m.ch} (letter ${m.index + 1} of ${m.word})`).join(", ")} has no haraka`);
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
    if (l.char !== CHAR_OF[l.id]) add(L, `letters.${i}.char`, `the letter ${l.id} is written ${CHAR_OF[l.id]}, not "${l.char}"`);
    arabic(L, `letters.${i}.name`, l.name);
    latin(L, `letters.${i}.translit`, l.translit);
  });
  for (const id of LETTER_IDS) if (!seenLetters.has(id)) add(L, "letters", `letter "${id}" is missing`);

  // ---- levels.yaml and the unit folders
  const levelIds = new Set<string>();
  content.levels.forEach(({ meta, units: us }, i) => {
    if (levelIds.has(meta.id)) add("levels.yaml", `levels.${i}.id`, `level "${meta.id}" is listed twice`);
    levelIds.add(meta.id);
    if (!(meta.id in LEVEL_PREFIX)) add("levels.yaml", `levels.${i}.id`, `"${meta.id}" is not one of ${Object.keys(LEVEL_PREFIX).join(", ")}`);
    if (meta.status === "available" && us.length === 0)
      add("levels.yaml", `levels.${i}.status`, `level "${meta.id}" is available but content/levels/${meta.id}/ has no unit`);
    // a coming level may hold draft units: checked here, served only once it is available (loader.ts)
  });
  for (const u of units) if (!levelIds.has(u.levelId)) add(u.file, "", `no level "${u.levelId}" in levels.yaml`);

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
    if (w.kind === "word" && spaced) add(w.file, `${f}.kind`, `"${w.ar}" has several words: kind: phrase`);
    if (w.picture && !opts.hasPicture(w.picture)) add(w.file, `${f}.picture`, `no picture named "${w.picture}" (fluent-emoji-flat)`);
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
      if (unit.id !== expectUnit) add(file, "id", `the unit in this file is "${expectUnit}", not "${unit.id}"`);
      if (unitIds.has(unit.id)) add(file, "id", `unit id "${unit.id}" is used twice`);
      unitIds.add(unit.id);
      if (!opts.hasPicture(unit.picture)) add(file, "picture", `no picture named "${unit.picture}" (fluent-emoji-flat)`);
      unit.lessons.forEach((lesson, li) => {
        const lf = `lessons.${li}`;
        const expectLesson = `${unit.id}-l${String(li + 1).padStart(2, "0")}`;
        if (lesson.id !== expectLesson) add(file, `${lf}.id`, `lesson ${li + 1} of ${unit.id} is "${expectLesson}", not "${lesson.id}"`);
        if (lessonIds.has(lesson.id)) add(file, `${lf}.id`, `lesson id "${lesson.id}" is used twice`);
        lessonIds.add(lesson.id);
        const last = li === unit.lessons.length - 1;
        if (last && lesson.kind !== "check") add(file, `${lf}.kind`, `a unit ends with its unit check (kind: check)`);
        if (!last && lesson.kind === "check") add(file, `${lf}.kind`, `the unit check is the unit's last lesson`);
        const t = lesson.teaches;
        if (lesson.kind !== "check" && lesson.kind !== "review" && !t.letters.length && !t.marks.length && !t.words.length && !t.patterns.length)
          add(file, `${lf}.teaches`, "a lesson names the skills it trains (letters, marks, words or patterns); only reviews and checks may teach nothing new");
        lesson.teaches.words.forEach((w, k) => {
          if (!content.words.has(w)) add(file, `${lf}.teaches.words.${k}`, `no word "${w}" in content/vocab/`);
        });
        lesson.teaches.patterns.forEach((p, k) => {
          if (!patternIds.has(p)) add(file, `${lf}.teaches.patterns.${k}`, `no pattern "${p}" in patterns.yaml`);
        });
        for (const l of lesson.teaches.letters) taught.add(l);
        for (const m of lesson.teaches.marks) taughtMarks.add(m);
        // "this or an earlier lesson": a lesson's meet_* count for all of its activities
        for (const a of lesson.activities) {
          if (a.type === "meet_word") metWords.add(a.word);
          if (a.type === "meet_letter") metLetters.add(a.letter);
        }
        const activityIds = new Set<string>();
        lesson.activities.forEach((a, ai) => {
          const af = `${lf}.activities.${ai}`;
          if (activityIds.has(a.id)) add(file, `${af}.id`, `activity id "${a.id}" is used twice in ${lesson.id}`);
          activityIds.add(a.id);
          checkActivity(a, (field, message) => add(file, `${af}.${field}`.replace(/\.$/, ""), message), {
            content, opts, vowelled: lesson.vowelled, arabic: (field, s, pausal) => arabic(file, `${af}.${field}`, s, lesson.vowelled, pausal),
          });
          if (READING_TYPES.has(a.type)) {
            const untaught = [...readingLetters(a, content)].filter((l) => !taught.has(l));
            if (untaught.length)
              add(file, af, `${a.type} "${a.id}" in ${lesson.id} uses letters not taught yet: ${untaught.join(", ")} (a reading activity uses only letters taught in this or an earlier lesson)`);
          }
          for (const { field, text } of readMarkedTexts(a, content, lesson.vowelled)) {
            const untaught = [...marksOf(text)].filter((m) => !taughtMarks.has(m));
            if (untaught.length)
              add(file, `${af}.${field}`, `${a.type} "${a.id}" in ${lesson.id} reads "${text}", whose marks are not taught yet: ${untaught.join(", ")} (a reading activity uses only marks in the teaches.marks of this or an earlier lesson)`);
          }
          for (const { field, word, letter } of gradedRefs(a)) {
            if (word !== undefined && !metWords.has(word))
              add(file, `${af}.${field}`, `${a.type} "${a.id}" in ${lesson.id} grades the word "${word}" before any meet_word shows it (add a meet_word in this or an earlier lesson)`);
            if (letter !== undefined && !metLetters.has(letter))
              add(file, `${af}.${field}`, `${a.type} "${a.id}" in ${lesson.id} grades the letter ${letter} before any meet_letter shows it (add a meet_letter in this or an earlier lesson)`);
          }
        });
      });
    }
  }
  return problems;
}

type Ctx = { content: Content; opts: LoadOptions; vowelled: boolean; arabic: (field: string, s: string, pausal?: boolean) => void };

function checkActivity(a: Activity, add: (field: string, message: string) => void, ctx: Ctx) {
  const { content } = ctx;
  const word = (field: string, id: string) => {
    const w = content.words.get(id);
    if (!w) add(field, `no word "${id}" in content/vocab/`);
    return w;
  };
  const unique = (field: string, xs: string[]) => {
    if (new Set(xs).size !== xs.length) add(field, "the choices repeat one another");
  };
  /** Two choices a child could both defend (a shared meaning, or a picture that reads as the other). */
  const twoRight = (shown: string[], choices: string[]) => {
    for (const x of shown)
      for (const y of choices) {
        const wx = content.words.get(x), wy = content.words.get(y);
        if (x === y || !wx || !wy) continue;
        if (shown === choices && choices.indexOf(y) < choices.indexOf(x)) continue;
        const why = interchangeable(wx, wy);
        if (why) add(`choices.${choices.indexOf(y)}`, `"${x}" and "${y}" could both be right: ${why}`);
      }
  };
  const answerAmong = (answer: string, choices: string[]) => {
    if (!choices.includes(answer)) add("answer", `the answer "${answer}" is not among the choices`);
  };
  switch (a.type) {
    case "meet_letter":
      break;
    case "meet_word":
      word("word", a.word);
      break;
    case "listen_pick_letter":
      unique("choices", a.choices);
      answerAmong(a.answer, a.choices);
      break;
    case "listen_pick_syllable": {
      unique("choices", a.choices);
      answerAmong(a.answer, a.choices);
      a.choices.forEach((s, i) => {
        if (/\s/.test(s) || !syllableParts(s)) add(`choices.${i}`, `"${s}" is not a syllable (one letter or two, with marks)`);
        else ctx.arabic(`choices.${i}`, s, false);
      });
      break;
    }
    case "listen_pick_picture":
    case "read_pick_picture": {
      unique("choices", a.choices);
      answerAmong(a.answer, a.choices);
      const pictures = a.choices.map((id, i) => {
        const w = word(`choices.${i}`, id);
        if (w && !w.picture) add(`choices.${i}`, `the word "${id}" has no picture (a picture activity needs one for every choice)`);
        return w?.picture;
      });
      if (new Set(pictures.filter(Boolean)).size !== pictures.filter(Boolean).length)
        add("choices", "two choices show the same picture");
      else twoRight(a.choices, a.choices);
      break;
    }
    case "pick_word": {
      unique("choices", a.choices);
      answerAmong(a.answer, a.choices);
      const ws = a.choices.map((id, i) => word(`choices.${i}`, id));
      const w = content.words.get(a.answer);
      if (w && !w.picture) add("answer", `the word "${a.answer}" has no picture (pick_word shows it)`);
      const texts = ws.filter(Boolean).map((x) => x!.ar);
      if (new Set(texts).size !== texts.length) add("choices", "two choices are written the same");
      twoRight([a.answer], a.choices); // only the answer's picture is shown
      break;
    }
    case "find_letter": {
      const w = word("word", a.word);
      if (w && !lettersOf(w.ar).has(a.letter)) add("letter", `"${w.ar}" has no ${a.letter}`);
      break;
    }
    case "build_word": {
      const w = word("word", a.word);
      if (w?.kind === "phrase") add("word", `"${a.word}" is a phrase: build_word builds one word`);
      const inWord = w ? lettersOf(w.ar) : new Set<LetterId>();
      unique("decoys", a.decoys);
      a.decoys.forEach((d, i) => {
        if (inWord.has(d)) add(`decoys.${i}`, `the decoy ${d} is a letter of the word`);
      });
      break;
    }
    case "match_forms": {
      unique("letters", a.letters);
      a.letters.forEach((l, i) => {
        const letter = content.letters.find((x) => x.id === l);
        if (letter?.joins === "none") add(`letters.${i}`, `${l} never joins: it has no ${a.form} form`);
      });
      break;
    }
    case "match_sounds":
      unique("letters", a.letters);
      break;
    case "trace": {
      // the guide is what the child traces over and what the server grades against (trace.ts)
      const file = `strokes/${a.letter}.json`;
      const text = content.extra[file];
      let forms: Record<string, unknown> | null = null;
      try {
        forms = text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
      } catch {
        add("letter", `content/${file} is not valid JSON`);
        break;
      }
      if (!forms || typeof forms !== "object" || !forms[a.form]) add("form", `no stroke guide for the ${a.form} form of ${a.letter} (content/${file})`);
      break;
    }
    case "order_words": {
      const w = word("phrase", a.phrase);
      if (!w) break;
      const parts = w.ar.split(" ");
      if (parts.length < 2) add("phrase", `"${w.ar}" has one word: nothing to order`);
      const sorted = [...parts].sort().join(" ");
      a.also_accept.forEach((order, i) => {
        order.forEach((s, k) => ctx.arabic(`also_accept.${i}.${k}`, s));
        if ([...order].sort().join(" ") !== sorted) add(`also_accept.${i}`, `must use exactly the words of "${w.ar}"`);
        else if (order.join(" ") === w.ar) add(`also_accept.${i}`, "repeats the phrase's own order (always accepted)");
      });
      break;
    }
  }
}

/** The letters a child reads in an activity: every Arabic text it shows and every letter it names. */
export function readingLetters(a: Activity, content: Content): Set<LetterId> {
  const out = new Set<LetterId>();
  const text = (s: string | undefined) => s && lettersOf(s).forEach((l) => out.add(l));
  const wordText = (id: string) => text(content.words.get(id)?.ar);
  switch (a.type) {
    case "listen_pick_letter":
      a.choices.forEach((l) => out.add(l));
      break;
    case "listen_pick_syllable":
      a.choices.forEach(text);
      break;
    case "read_pick_picture":
      wordText(a.answer); // the choices are pictures
      break;
    case "pick_word":
      a.choices.forEach(wordText);
      break;
    case "find_letter":
      wordText(a.word);
      out.add(a.letter);
      break;
    case "build_word":
      wordText(a.word);
      a.decoys.forEach((l) => out.add(l));
      break;
    case "match_forms":
    case "match_sounds":
      a.letters.forEach((l) => out.add(l));
      break;
    case "trace":
      out.add(a.letter);
      break;
    case "order_words":
      wordText(a.phrase);
      break;
    default:
      break;
  }
  return out;
}

/**
 * The Arabic a child reads in an activity, as the player shows it, with its field: the marks rule
 * checks it. Exempt: find_letter (the child looks for a letter's shape, not a reading), match_forms,
 * match_sounds, listen_pick_letter and trace (bare letters), build_word's decoys (bare letter tiles),
 * read_pick_picture's choices (pictures). An unvowelled lesson shows words without their harakat
 * (arabic.ts stripMarks: no mark stays), so only what is left counts; syllables always keep theirs.
 * Letters with no mark need none (see marksOf: the ا of ال, hamzat al-waṣl, a pausal final), while
 * the letters rule still counts those letters: the child sees them.
 */
export function readMarkedTexts(a: Activity, content: Content, vowelled = true): { field: string; text: string }[] {
  const word = (field: string, id: string) => {
    const ar = content.words.get(id)?.ar;
    return ar ? [{ field, text: vowelled ? ar : stripMarks(ar) }] : [];
  };
  switch (a.type) {
    case "listen_pick_syllable": {
      const texts = a.choices.map((text, i) => ({ field: `choices.${i}`, text }));
      return a.choices.includes(a.answer) ? texts : [...texts, { field: "answer", text: a.answer }];
    }
    case "read_pick_picture":
      return word("answer", a.answer);
    case "pick_word":
      return a.choices.flatMap((id, i) => word(`choices.${i}`, id));
    case "build_word":
      return word("word", a.word);
    case "order_words":
      return word("phrase", a.phrase);
    default:
      return [];
  }
}

/**
 * What a graded activity asks the child to recognise, with its field: words must have had a meet_word
 * and letters a meet_letter in this or an earlier lesson. find_letter's word is not graded (only its
 * letter is); trace is exempt (the guide shows the letter to copy).
 */
export function gradedRefs(a: Activity): { field: string; word?: string; letter?: LetterId }[] {
  switch (a.type) {
    case "read_pick_picture":
    case "listen_pick_picture":
    case "pick_word":
      return [
        ...(a.choices.includes(a.answer) ? [] : [{ field: "answer", word: a.answer }]),
        ...a.choices.map((word, i) => ({ field: `choices.${i}`, word })),
      ];
    case "build_word":
      return [{ field: "word", word: a.word }];
    case "order_words":
      return [{ field: "phrase", word: a.phrase }];
    case "listen_pick_letter":
      return [
        ...(a.choices.includes(a.answer) ? [] : [{ field: "answer", letter: a.answer }]),
        ...a.choices.map((letter, i) => ({ field: `choices.${i}`, letter })),
      ];
    case "match_forms":
    case "match_sounds":
      return a.letters.map((letter, i) => ({ field: `letters.${i}`, letter }));
    case "find_letter":
      return [{ field: "letter", letter: a.letter }];
    default:
      return [];
  }
}
