// The parts of letters and words that several activity types (activities/) and the level test share:
// a letter's forms, a word's letters, find_letter's parts and its letter rule. Each item of an
// activity has a key ("letter:dal", "t:0", "L:ba"…, named in its module) from which its opaque
// per-attempt id is derived (opaque.ts). Pure functions of the content.
import { clusters, isLetterChar, stripMarks } from "./arabic";
import type { Letter, LetterId } from "./contentSchema";

const TATWEEL = "\u0640";
/** A letter's four forms as shown to a child, with tatweel where it joins. */
export function formsOf(l: Letter): { isolated: string; initial: string; medial: string; final: string } {
  const c = l.char;
  if (l.joins === "dual")
    return { isolated: c, initial: c + TATWEEL, medial: TATWEEL + c + TATWEEL, final: TATWEEL + c };
  if (l.joins === "right") return { isolated: c, initial: c, medial: TATWEEL + c, final: TATWEEL + c };
  return { isolated: c, initial: c, medial: c, final: c };
}

/** The letters of a word in order, harakat dropped (the tiles of build_word). */
export const wordLetters = (ar: string): string[] => [...stripMarks(ar)].filter(isLetterChar);

/** find_letter's parts: the word's letters with their marks, by index (a space is a part too). */
export const letterParts = (ar: string) =>
  clusters(ar).map((k, index) => ({ index, ch: k.ch, text: k.ch + k.marks.join("") }));

const SEATS: Record<string, LetterId[]> = {
  أ: ["alif", "hamza"],
  إ: ["alif", "hamza"],
  آ: ["alif", "hamza"],
  ؤ: ["waw", "hamza"],
  ئ: ["ya", "hamza"],
};
const ALIFS = new Set(["ا", "أ", "إ", "آ"]);
/** Whether part `i` of the word is (part of) the letter: a hamza seat counts for its seat and hamza; لا for lam_alif. */
export function partIsLetter(parts: { ch: string }[], i: number, letter: Letter): boolean {
  const ch = parts[i]?.ch;
  if (!ch) return false;
  if (letter.id === "lam_alif")
    return (ch === "ل" && ALIFS.has(parts[i + 1]?.ch ?? "")) || (ALIFS.has(ch) && parts[i - 1]?.ch === "ل");
  if (ch === letter.char) return true;
  return SEATS[ch]?.includes(letter.id) ?? false;
}
