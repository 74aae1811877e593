// Builds and checks the shelf of tales and rhymes against the course (content/README.md, "Tales and
// rhymes"): each story opens after a unit, and the checker proves it reads only what that unit and
// the ones before it taught — every word of every line is a vocabulary word taught by then (or a
// letter's name, or a shelf word met in a taught phrase or listed as a function word from then), every
// letter is taught — and that its pictures exist, each answer is among its choices, the spoken forms
// are the pausal ones, and an adjective or a demonstrative agrees with the noun it sits beside.
// Pure: takes the file map and the loaded course, returns the shelf and every problem found.
import { arabicProblem, lettersOf, stripMarks, unvowelledLetters } from "./arabic";
import { parseFile } from "./parseFile";
import type { LetterId } from "./contentSchema";
import type { Content, ContentProblem, LoadOptions } from "./loaded";
import { spokenProblems } from "./spoken";
import type { Word } from "./contentSchema";
import {
  type Line,
  type Page,
  type Question,
  RhymeFile,
  type ShelfWord,
  ShelfWordsFile,
  TaleFile,
} from "./shelfSchema";
import type { z } from "zod";

export const SHELF_WORDS_FILE = "shelf-words.yaml";
export const isShelfFile = (path: string) =>
  path === SHELF_WORDS_FILE || /^(tales|rhymes)\/[a-z0-9-]+\.yaml$/.test(path);

/** What a word of a line is: a vocabulary word, a shelf word or a letter's name (for its meaning and sound). */
export type TokenRef = { kind: "word" | "shelf"; id: string } | { kind: "letter"; id: LetterId };
export type LoadedToken = { text: string; ref: TokenRef; and: boolean };
export type LoadedLine = Line & { tokens: LoadedToken[]; audioId: string };
export type LoadedPage = Omit<Page, "lines"> & { lines: LoadedLine[] };
export type LoadedStory = {
  kind: "tale" | "rhyme";
  id: string;
  file: string;
  level: string;
  after: string;
  /** position of `after` in course order (newest unlocked = highest) */
  unitOrder: number;
  title: { en: string; fr: string };
  cover: string;
  pages: LoadedPage[];
  questions: Question[];
};
export type Shelf = { stories: LoadedStory[]; byId: Map<string, LoadedStory>; words: Map<string, ShelfWord> };

/** The audio slot of a line: tale.<story id>.p<page>.<line> (1-based), recorded like any other item. */
export const audioIdForLine = (storyId: string, page: number, line: number) =>
  `tale.${storyId}.p${page + 1}.${line + 1}`;

const PUNCT = /[؟،]/g;
const FATHATAN = "\u064B";
const SHADDA = "\u0651";
/** A word's look-up key: its letters without marks, punctuation or the article's ال. */
export function keyOf(text: string): string {
  let s = stripMarks(text.replace(PUNCT, ""));
  // كِتَابًا → كتاب; a doubled letter's shadda sits next to the tanwīn (NFC puts ً first: حَارًّا → حار)
  if (new RegExp(`(${FATHATAN}${SHADDA}?|${SHADDA}${FATHATAN})ا$`).test(text.replace(PUNCT, "")))
    s = s.slice(0, -1);
  return s.startsWith("ال") && s.length > 3 ? s.slice(2) : s;
}

// Agreement the checker can see: these adjectives' genders by key, and nouns that are feminine without ة.
const ADJECTIVE_GENDER: Record<string, "m" | "f"> = {
  احمر: "m",
  حمراء: "f",
  ازرق: "m",
  زرقاء: "f",
  اخضر: "m",
  خضراء: "f",
  اصفر: "m",
  صفراء: "f",
  ابيض: "m",
  بيضاء: "f",
  اسود: "m",
  سوداء: "f",
  كبير: "m",
  كبيرة: "f",
  صغير: "m",
  صغيرة: "f",
};
const FEMININE_NOUNS = new Set([
  "شمس",
  "ام",
  "امي",
  "بنت",
  "اخت",
  "اختي",
  "يد",
  "عين",
  "اذن",
  "رجل",
  "نار",
  "دار",
  "ارض",
  "سماء",
]);
const DEMONSTRATIVE: Record<string, "m" | "f"> = { هذا: "m", هذه: "f" };
/** The key with its hamza seats as bare alifs (the tables above are written so). */
const plain = (k: string) => k.replace(/[أإآ]/g, "ا");

type Snapshot = {
  letters: Set<LetterId>;
  vocab: Map<string, string[]>;
  exact: Map<string, string>;
  phraseKeys: Set<string>;
  patterns: Set<string>;
};

// The article is a reading rule, not a word: ال is read from the lesson teaching al-moon-letters, and a
// sun letter's shadda after a silent lām from the one teaching al-sun-letters (letters alone let الدُّبّ
// through at ab-u07, where a child would read it al-dubb).
const MOON = "al-moon-letters";
const SUN = "al-sun-letters";
/** The article a word of a line reads (after a وَ), if any: moon (lām said, with sukūn or a waṣl kasra) or sun (bare lām). */
export function articleOf(text: string): typeof MOON | typeof SUN | null {
  const t = text.replace(/^وَ(?=ال)/, "");
  if (!t.startsWith("ال") || t.length < 4) return null;
  return t[2] === "\u0652" || t[2] === "\u0650" ? MOON : SUN;
}

export function buildShelf(
  files: Record<string, string>,
  content: Content,
  opts: LoadOptions,
): { shelf: Shelf; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const add = (file: string, field: string, message: string) => problems.push({ file, field, message });
  // the same reading as the course's files (parseFile.ts)
  const parse = <S extends z.ZodType>(file: string, schema: S) => parseFile(files, file, schema, problems);
  const arabic = (file: string, field: string, s: string) => {
    const p = arabicProblem(s);
    if (p) return add(file, field, `"${s}" ${p}`);
    const missing = unvowelledLetters(s, true);
    if (missing.length)
      add(
        file,
        field,
        `"${s}" is not fully vowelled: ${missing.map((m) => `${m.ch} (letter ${m.index + 1} of ${m.word})`).join(", ")} has no haraka`,
      );
  };

  // ---- what each unit has taught by its end, in course order
  const unitOrder = new Map<string, number>();
  const snapshots: Snapshot[] = [];
  const letters = new Set<LetterId>();
  const vocab = new Map<string, string[]>();
  const exact = new Map<string, string>();
  const phraseKeys = new Set<string>();
  const patterns = new Set<string>();
  const patternLesson = new Map<string, string>();
  const unitLevel = new Map<string, string>();
  for (const level of content.levels)
    for (const { unit } of level.units) {
      for (const lesson of unit.lessons) {
        lesson.teaches.letters.forEach((l) => letters.add(l));
        for (const p of lesson.teaches.patterns) {
          patterns.add(p);
          if (!patternLesson.has(p)) patternLesson.set(p, lesson.id);
        }
        for (const id of lesson.teaches.words) {
          const w = content.words.get(id);
          if (!w) continue;
          if (/\s/.test(w.ar)) for (const t of w.ar.split(" ")) phraseKeys.add(keyOf(t));
          else {
            const k = keyOf(w.ar);
            if (!vocab.get(k)?.includes(id)) vocab.set(k, [...(vocab.get(k) ?? []), id]);
            if (!exact.has(stripMarks(w.ar))) exact.set(stripMarks(w.ar), id);
          }
        }
      }
      unitOrder.set(unit.id, snapshots.length);
      unitLevel.set(unit.id, level.meta.id);
      snapshots.push({
        letters: new Set(letters),
        vocab: new Map(vocab),
        exact: new Map(exact),
        phraseKeys: new Set(phraseKeys),
        patterns: new Set(patterns),
      });
    }
  const lastVocab = snapshots[snapshots.length - 1]?.vocab ?? new Map<string, string[]>();
  const letterNames = new Map(content.letters.map((l) => [keyOf(l.name), l.id]));

  // ---- shelf words: where each is first taught
  const words = new Map<string, ShelfWord>();
  const wordTaughtAt = new Map<string, number>();
  const shelfByKey = new Map<string, ShelfWord[]>();
  if (SHELF_WORDS_FILE in files) {
    for (const [i, w] of (parse(SHELF_WORDS_FILE, ShelfWordsFile)?.words ?? []).entries()) {
      const f = `words.${i}`;
      if (words.has(w.id)) add(SHELF_WORDS_FILE, `${f}.id`, `shelf word "${w.id}" is listed twice`);
      if (content.words.has(w.id)) add(SHELF_WORDS_FILE, `${f}.id`, `"${w.id}" is a vocabulary id`);
      words.set(w.id, w);
      arabic(SHELF_WORDS_FILE, `${f}.ar`, w.ar);
      const k = keyOf(w.ar);
      let at = snapshots.findIndex((s) => s.phraseKeys.has(k));
      // a word the vocabulary teaches by the time the shelf meets it is used from content/vocab/; one the
      // course teaches as a word only later (a phrase showed it first) stays a shelf word until then
      const asWord = snapshots.findIndex((s) => s.vocab.has(k));
      if (asWord >= 0 && (at < 0 || asWord <= at))
        add(SHELF_WORDS_FILE, `${f}.ar`, `"${w.ar}" is a vocabulary word: use it from content/vocab/`);
      if (w.after !== undefined) {
        const u = unitOrder.get(w.after);
        if (u === undefined) add(SHELF_WORDS_FILE, `${f}.after`, `no unit "${w.after}"`);
        else {
          if (w.pos !== "function")
            add(
              SHELF_WORDS_FILE,
              `${f}.after`,
              `only a function word is listed as taught from a unit; "${w.ar}" is taught where a phrase shows it`,
            );
          const untaught = [...lettersOf(w.ar)].filter((l) => !snapshots[u].letters.has(l));
          if (untaught.length)
            add(
              SHELF_WORDS_FILE,
              `${f}.after`,
              `"${w.ar}" uses letters not taught by ${w.after}: ${untaught.join(", ")}`,
            );
          at = at < 0 ? u : Math.min(at, u);
        }
      }
      if (at < 0)
        add(
          SHELF_WORDS_FILE,
          `${f}.ar`,
          `"${w.ar}" is in no taught phrase: a function word names the unit it is taught from (after: <unit id>)`,
        );
      else wordTaughtAt.set(w.id, at);
      shelfByKey.set(k, [...(shelfByKey.get(k) ?? []), w]);
    }
  }

  // ---- tales and rhymes
  const stories: LoadedStory[] = [];
  const byId = new Map<string, LoadedStory>();
  for (const file of Object.keys(files).sort()) {
    const m = /^(tales|rhymes)\/([a-z0-9-]+)\.yaml$/.exec(file);
    if (!m) continue;
    const kind = m[1] === "tales" ? "tale" : "rhyme";
    const story = kind === "tale" ? parse(file, TaleFile) : parse(file, RhymeFile);
    if (!story) continue;
    if (story.id !== m[2]) add(file, "id", `the story in ${file} has the id "${m[2]}", not "${story.id}"`);
    if (byId.has(story.id)) add(file, "id", `story id "${story.id}" is used twice`);
    const u = unitOrder.get(story.after);
    if (u === undefined) {
      add(file, "after", `no unit "${story.after}"`);
      continue;
    }
    if (unitLevel.get(story.after) !== story.level)
      add(file, "level", `${story.after} is a unit of ${unitLevel.get(story.after)}, not ${story.level}`);
    const snap = snapshots[u];
    const picture = (field: string, name: string) => {
      if (!opts.hasPicture(name)) add(file, field, `no picture named "${name}" (fluent-emoji-flat)`);
    };
    picture("cover", story.cover);
    const resolve = (text: string): { ref: TokenRef; and: boolean } | null => {
      const k = keyOf(text);
      const bare = stripMarks(text.replace(PUNCT, ""));
      const tries: { key: string; and: boolean }[] = [{ key: k, and: false }];
      if (/^وَ/.test(text) && k.length > 2) tries.push({ key: keyOf(text.slice(2)), and: true });
      for (const t of tries) {
        const exactId = !t.and ? snap.exact.get(bare) : undefined;
        if (exactId) return { ref: { kind: "word", id: exactId }, and: false };
        const ids = snap.vocab.get(t.key);
        if (ids) return { ref: { kind: "word", id: ids[0] }, and: t.and };
        // a word a taught phrase already showed, whose own vocabulary entry comes later (الْعُصْفُورُ صَغِيرٌ)
        const later = lastVocab.get(t.key);
        if (later && snap.phraseKeys.has(t.key)) return { ref: { kind: "word", id: later[0] }, and: t.and };
        const letter = letterNames.get(t.key);
        if (letter && snap.letters.has(letter)) return { ref: { kind: "letter", id: letter }, and: t.and };
        const sw = shelfByKey.get(t.key)?.find((w) => (wordTaughtAt.get(w.id) ?? Infinity) <= u);
        if (sw) return { ref: { kind: "shelf", id: sw.id }, and: t.and };
      }
      return null;
    };
    const pages: LoadedPage[] = story.pages.map((page, pi) => {
      page.icons.forEach((icon, ii) => picture(`pages.${pi}.icons.${ii}`, icon));
      const lines = page.lines.map((line, li): LoadedLine => {
        const f = `pages.${pi}.lines.${li}`;
        arabic(file, `${f}.ar`, line.ar);
        if (line.spoken !== undefined) arabic(file, `${f}.spoken`, line.spoken);
        for (const p of spokenProblems({ ...line, kind: "phrase" } as unknown as Word))
          add(file, `${f}.${p.field}`, p.message);
        const untaughtLetters = [...lettersOf(line.ar)].filter((l) => !snap.letters.has(l));
        if (untaughtLetters.length)
          add(
            file,
            `${f}.ar`,
            `"${line.ar}" uses letters not taught by ${story.after}: ${untaughtLetters.join(", ")}`,
          );
        const tokens: LoadedToken[] = [];
        for (const text of line.ar.split(" ")) {
          const rule = articleOf(text);
          if (rule && !snap.patterns.has(rule))
            add(
              file,
              `${f}.ar`,
              `"${text}" reads ${rule === SUN ? "ال before a sun letter" : "ال"}, taught in ${patternLesson.get(rule) ?? "no lesson"} (${rule}): not by ${story.after}`,
            );
        }
        // a line of letters' names (the letters' song) names letters, even where a name is also a word (عَيْن)
        const letterOf = (t: string) => letterNames.get(keyOf(t));
        const allLetters = line.ar.split(" ").every((t) => snap.letters.has(letterOf(t)!));
        for (const text of line.ar.split(" ")) {
          const r = allLetters
            ? { ref: { kind: "letter" as const, id: letterOf(text)! }, and: false }
            : resolve(text);
          if (!r) {
            add(
              file,
              `${f}.ar`,
              `"${text}" is not a word taught by ${story.after} (vocabulary, a letter's name, or a shelf word in ${SHELF_WORDS_FILE})`,
            );
            continue;
          }
          tokens.push({ text, ...r });
        }
        if (tokens.length === line.ar.split(" ").length)
          agreement(tokens, (msg) => add(file, `${f}.ar`, msg));
        return { ...line, tokens, audioId: audioIdForLine(story.id, pi, li) };
      });
      return { ...page, lines };
    });
    const questions: Question[] = kind === "tale" ? (story as TaleFile).questions : [];
    questions.forEach((q, qi) => {
      q.choices.forEach((c, ci) => picture(`questions.${qi}.choices.${ci}`, c));
      if (new Set(q.choices).size !== q.choices.length)
        add(file, `questions.${qi}.choices`, "the choices repeat one another");
      if (!q.choices.includes(q.answer))
        add(file, `questions.${qi}.answer`, `the answer "${q.answer}" is not among the choices`);
    });
    const loaded: LoadedStory = {
      kind,
      id: story.id,
      file,
      level: story.level,
      after: story.after,
      unitOrder: u,
      title: story.title,
      cover: story.cover,
      pages,
      questions,
    };
    stories.push(loaded);
    byId.set(loaded.id, loaded);
  }

  /** An adjective after a noun, or a noun after هٰذَا/هٰذِهِ, has the noun's gender. */
  function agreement(tokens: LoadedToken[], report: (msg: string) => void) {
    const genderOfNoun = (t: LoadedToken): "m" | "f" | null => {
      if (t.ref.kind === "letter") return null;
      const k = plain(keyOf(t.and ? t.text.slice(2) : t.text));
      if (k in ADJECTIVE_GENDER || k in DEMONSTRATIVE) return null;
      if (t.ref.kind === "shelf") {
        const w = words.get(t.ref.id)!;
        if (w.pos !== "noun") return null;
        if (w.gender) return w.gender;
      } else if (
        content.words.get(t.ref.id)?.kind !== "word" ||
        /[0-9]/.test(content.words.get(t.ref.id)?.en ?? "")
      )
        return null;
      return k.endsWith("ة") || FEMININE_NOUNS.has(k) ? "f" : "m";
    };
    const genderOfAdjective = (t: LoadedToken): "m" | "f" | null => {
      const k = plain(keyOf(t.and ? t.text.slice(2) : t.text));
      if (k in ADJECTIVE_GENDER) return ADJECTIVE_GENDER[k];
      if (t.ref.kind === "shelf" && words.get(t.ref.id)!.pos === "adjective")
        return words.get(t.ref.id)!.gender ?? (k.endsWith("ة") ? "f" : "m");
      return null;
    };
    tokens.forEach((t, i) => {
      const prev = tokens[i - 1];
      if (!prev || /[؟،]$/.test(prev.text)) return;
      const adj = genderOfAdjective(t);
      const noun = genderOfNoun(prev);
      if (adj && noun && adj !== noun && !t.and)
        report(
          `"${t.text}" does not agree with "${prev.text}": the noun is ${noun === "f" ? "feminine" : "masculine"}, the adjective ${adj === "f" ? "feminine" : "masculine"}`,
        );
      const dem = DEMONSTRATIVE[keyOf(prev.and ? prev.text.slice(2) : prev.text)];
      const after = genderOfNoun(t);
      if (dem && after && dem !== after && !t.and)
        report(
          `"${prev.text} ${t.text}": the noun is ${after === "f" ? "feminine (هٰذِهِ)" : "masculine (هٰذَا)"}`,
        );
    });
  }

  return { shelf: { stories, byId, words }, problems };
}
