// Skills named in words for the grown-ups (issue #25): a lesson card says "the letters alif, dāl and
// dhāl" or "the words dār (house) and ward (roses)", never the content ids ("b-al-ahad") the progress
// counts by. The one rule, on the server: pages show the text as it comes.
import type { CourseIndex } from "./courseIndex";
import type { Lesson } from "./contentSchema";

const MARK_NAMES: Record<string, string> = {
  fatha: "fatḥa",
  kasra: "kasra",
  damma: "ḍamma",
  sukun: "sukūn",
  shadda: "shadda",
  tanwin: "tanwīn",
  long_a: "long ā",
  long_i: "long ī",
  long_u: "long ū",
};

/** "a", "a and b", "a, b and c". */
export function listText(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const group = (one: string, many: string, names: string[]) =>
  names.length ? `the ${names.length === 1 ? one : many} ${listText(names)}` : null;

/** A pattern's short title: the part before its colon ("Saying my name: اِسْمِي …" → "saying my name"). */
function patternName(title: string): string {
  const head = title.split(":")[0]!.trim();
  return head.charAt(0).toLowerCase() + head.slice(1);
}

/** What a lesson teaches, in words: "the letters alif, dāl and dhāl · the word marḥaban (hello)";
 * null when it teaches nothing new (reviews, unit checks). Unknown ids are left out, never shown raw. */
export function teachesText(ix: CourseIndex, teaches: Lesson["teaches"]): string | null {
  const letters = teaches.letters.map((id) => ix.letters.get(id)?.translit).filter((x): x is string => !!x);
  const marks = teaches.marks.map((id) => MARK_NAMES[id]).filter((x): x is string => !!x);
  const words = teaches.words
    .map((id) => ix.words.get(id))
    .filter((w): w is NonNullable<typeof w> => !!w)
    .map((w) => `${w.translit} (${w.en})`);
  const patterns = teaches.patterns
    .map((id) => ix.content.patterns.get(id)?.title.en)
    .filter((x): x is string => !!x)
    .map(patternName);
  const parts = [
    group("letter", "letters", letters),
    group("mark", "marks", marks),
    group("word", "words", words),
    patterns.length ? listText(patterns) : null,
  ];
  const text = parts.filter(Boolean).join(" · ");
  return text || null;
}
