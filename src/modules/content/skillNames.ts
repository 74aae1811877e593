// Skills named in words for the grown-ups (issue #25): a lesson card says "the letters alif, dāl and
// dhāl" or "the words dār (house) and ward (roses)", never the content ids ("b-al-ahad") the progress
// counts by. The one rule, on the server: pages show the text as it comes, in the learner's language.
import type { CourseIndex } from "./courseIndex";
import { inLang, type Lang } from "./contentIds";
import type { Lesson } from "./contentSchema";
import { spokenTranslit } from "./spoken";

const MARK_NAMES: Record<Lang, Record<string, string>> = {
  en: {
    fatha: "fatḥa",
    kasra: "kasra",
    damma: "ḍamma",
    sukun: "sukūn",
    shadda: "shadda",
    tanwin: "tanwīn",
    long_a: "long ā",
    long_i: "long ī",
    long_u: "long ū",
  },
  fr: {
    fatha: "fatḥa",
    kasra: "kasra",
    damma: "ḍamma",
    sukun: "sukūn",
    shadda: "shadda",
    tanwin: "tanwīn",
    long_a: "ā long",
    long_i: "ī long",
    long_u: "ū long",
  },
};
/** "the letter" / "the letters" … in each language. */
const NOUNS: Record<Lang, Record<"letter" | "mark" | "word", [one: string, many: string]>> = {
  en: {
    letter: ["the letter", "the letters"],
    mark: ["the mark", "the marks"],
    word: ["the word", "the words"],
  },
  fr: {
    letter: ["la lettre", "les lettres"],
    mark: ["le signe", "les signes"],
    word: ["le mot", "les mots"],
  },
};

/** "a", "a and b", "a, b and c" ("a, b et c" in French). */
export function listText(items: string[], lang: Lang = "en"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${lang === "fr" ? "et" : "and"} ${items[items.length - 1]}`;
}

const group = (lang: Lang, noun: "letter" | "mark" | "word", names: string[]) =>
  names.length ? `${NOUNS[lang][noun][names.length === 1 ? 0 : 1]} ${listText(names, lang)}` : null;

/** A pattern's short title: the part before its colon ("Saying my name: اِسْمِي …" → "saying my name"). */
function patternName(title: string): string {
  const head = title.split(":")[0]!.trim();
  return head.charAt(0).toLowerCase() + head.slice(1);
}

/** What a lesson teaches, in words: "the letters alif, dāl and dhāl · the word marḥaban (hello)" ("les
 * lettres alif, dāl et dhāl · le mot marḥaban (bonjour)" in French); null when it teaches nothing new
 * (reviews, unit checks). Unknown ids are left out, never shown raw. */
export function teachesText(ix: CourseIndex, teaches: Lesson["teaches"], lang: Lang = "en"): string | null {
  const letters = teaches.letters.map((id) => ix.letters.get(id)?.translit).filter((x): x is string => !!x);
  const marks = teaches.marks.map((id) => MARK_NAMES[lang][id]).filter((x): x is string => !!x);
  const words = teaches.words
    .map((id) => ix.words.get(id))
    .filter((w): w is NonNullable<typeof w> => !!w)
    .map((w) => `${spokenTranslit(w)} (${inLang(w, lang)})`); // as a parent says it (content/README.md)
  const patterns = teaches.patterns
    .map((id) => {
      const p = ix.content.patterns.get(id);
      return p && inLang(p.title, lang);
    })
    .filter((x): x is string => !!x)
    .map(patternName);
  const parts = [
    group(lang, "letter", letters),
    group(lang, "mark", marks),
    group(lang, "word", words),
    patterns.length ? listText(patterns, lang) : null,
  ];
  const text = parts.filter(Boolean).join(" · ");
  return text || null;
}
