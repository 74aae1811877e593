// Every word of the level test a person reads, in the reader's language (issue #30): the server keeps the
// test as keys (item keys, question types, skills, level values) and writes them out through the catalogue
// ("assessment.*") at each reply, so a result stored once reads in English or French alike. Level values
// (SPEC section 3's "Absolute Beginner", "A1"…) stay values; their names go through "assessment.level.name".
import type { Translator } from "../../../shared/i18n/translate";
import { inLang, langOf } from "../content/contentIds";
import { courseIndex } from "../content/courseIndex";
import { spokenTranslit } from "../content/spoken";
import type { QuestionType, Skill } from "./questionBank";

const LEVEL_KEYS: Record<string, string> = { "Absolute Beginner": "absoluteBeginner", Beginner: "beginner" };

/** A level value's name: "Absolute Beginner" → "Grand débutant" in French; "A1" stays "A1". */
export const levelName = (t: Translator, level: string): string =>
  t("assessment.level.name", { level: LEVEL_KEYS[level] ?? level });

const OPTION_KEYS = {
  "opt:hello": "assessment.option.hello",
  "opt:goodbye": "assessment.option.goodbye",
  "opt:thank-you": "assessment.option.thankYou",
  "opt:please": "assessment.option.please",
} as const;

/** The greeting options' words ("opt:hello" → "Hello" / "Bonjour"); null for another key. */
export function optionText(t: Translator, key: string): string | null {
  const k = OPTION_KEYS[key as keyof typeof OPTION_KEYS];
  return k ? t(k) : null;
}

/** A word's meaning in the reader's language ("door" / "porte"), or null for an unknown word. */
export function wordMeaning(t: Translator, id: string): string | null {
  const w = courseIndex().words.get(id);
  return w ? inLang(w, langOf(t)) : null;
}

/** A readable name of an item for the review after the test ("Hello", "the letter bāʾ", "door (bāb)"). */
export function itemText(t: Translator, key: string): { text: string; arabic: string | null } {
  const id = key.slice(key.indexOf(":") + 1);
  const ix = courseIndex();
  if (key.startsWith("opt:")) return { text: optionText(t, key) ?? id, arabic: null };
  if (key.startsWith("letter:")) {
    const l = ix.letters.get(id as never);
    return {
      text: l ? t("assessment.review.letter", { translit: l.translit }) : id,
      arabic: l?.char ?? null,
    };
  }
  const w = ix.words.get(id);
  return {
    text: w
      ? t("assessment.review.word", { meaning: inLang(w, langOf(t)), translit: spokenTranslit(w) })
      : id,
    arabic: w?.ar ?? null,
  };
}

/** What a question asks, on screen and in the review ("You heard a word. Which picture was it?"). */
export const instruction = (t: Translator, type: QuestionType): string => t(`assessment.q.${type}`);
export const spoken = (t: Translator, type: QuestionType): string =>
  type === "meaning" ? t("assessment.q.meaningSay") : instruction(t, type);
export const reviewPrompt = (t: Translator, type: QuestionType): string =>
  type === "meaning" ? t("assessment.q.meaning") : t(`assessment.review.${type}`);

/** "What the grown-up reads the child can already do" for a skill at a level. */
export const canDoText = (t: Translator, skill: Skill, level: string): string =>
  t(`assessment.skill.${skill}`, { level: levelName(t, level) });

const RECOMMENDATION_KEYS: Record<string, "absoluteBeginner" | "beginner" | "a1"> = {
  "Absolute Beginner": "absoluteBeginner",
  Beginner: "beginner",
  A1: "a1",
};

/** The recommendations for a placed level (the spec's three for Absolute Beginner), in the reader's language. */
export const recommendationsFor = (t: Translator, level: string): string[] =>
  ([1, 2, 3] as const).map((n) => t(`assessment.recs.${RECOMMENDATION_KEYS[level] ?? "default"}.${n}`));

/** Said when the child is placed at the highest level with lessons: the next level has none yet. */
export const ceilingNote = (t: Translator, coming: string[], top: string): string =>
  t("assessment.results.ceiling", {
    next: levelName(t, coming[0]),
    more: coming.length > 1 ? "yes" : "no",
    top: levelName(t, top),
  });
