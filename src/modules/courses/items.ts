// What each activity is made of, named the same way for the payload (present.ts) and the grader
// (grade.ts): every choice, tile, chip and match item has a key ("letter:dal", "t:0", "L:ba"…) from
// which its opaque per-attempt id is derived (opaque.ts). Pure functions of the content.
import { clusters, isLetterChar, stripMarks } from "./arabic";
import type { Activity, Letter, LetterId } from "./contentSchema";
import type { CourseIndex } from "./courseIndex";

type Of<T extends Activity["type"]> = Extract<Activity, { type: T }>;
export type ChoiceActivity = Of<"listen_pick_letter" | "listen_pick_syllable" | "listen_pick_picture" | "read_pick_picture" | "pick_word">;
export const CHOICE_TYPES = new Set<Activity["type"]>(["listen_pick_letter", "listen_pick_syllable", "listen_pick_picture", "read_pick_picture", "pick_word"]);
export const isChoiceActivity = (a: Activity): a is ChoiceActivity => CHOICE_TYPES.has(a.type);

/** The key of one choice of a choice activity (its value is a letter id, a syllable or a word id). */
export function choiceKey(a: ChoiceActivity, value: string): string {
  if (a.type === "listen_pick_letter") return `letter:${value}`;
  if (a.type === "listen_pick_syllable") return `syllable:${value}`;
  return `word:${value}`;
}

const TATWEEL = "\u0640";
/** A letter's four forms as shown to a child, with tatweel where it joins. */
export function formsOf(l: Letter): { isolated: string; initial: string; medial: string; final: string } {
  const c = l.char;
  if (l.joins === "dual") return { isolated: c, initial: c + TATWEEL, medial: TATWEEL + c + TATWEEL, final: TATWEEL + c };
  if (l.joins === "right") return { isolated: c, initial: c, medial: TATWEEL + c, final: TATWEEL + c };
  return { isolated: c, initial: c, medial: c, final: c };
}

/** The letters of a word in order, harakat dropped (the tiles of build_word). */
export const wordLetters = (ar: string): string[] => [...stripMarks(ar)].filter(isLetterChar);

/** build_word's tiles: the word's letters (t:i) and the decoys (d:i). */
export function tileItems(a: Of<"build_word">, ix: CourseIndex): { key: string; char: string; inWord: boolean }[] {
  const word = ix.words.get(a.word)!;
  return [
    ...wordLetters(word.ar).map((char, i) => ({ key: `t:${i}`, char, inWord: true })),
    ...a.decoys.map((d, i) => ({ key: `d:${i}`, char: ix.letters.get(d)!.char, inWord: false })),
  ];
}

/** order_words' chips: the phrase's words in order (w:i). */
export const chipItems = (phrase: string) => phrase.split(" ").filter(Boolean).map((text, i) => ({ key: `w:${i}`, text }));

/** find_letter's parts: the word's letters with their marks, by index (a space is a part too). */
export const letterParts = (ar: string) => clusters(ar).map((k, index) => ({ index, ch: k.ch, text: k.ch + k.marks.join("") }));

const SEATS: Record<string, LetterId[]> = { "أ": ["alif", "hamza"], "إ": ["alif", "hamza"], "آ": ["alif", "hamza"], "ؤ": ["waw", "hamza"], "ئ": ["ya", "hamza"] };
const ALIFS = new Set(["ا", "أ", "إ", "آ"]);
/** Whether part `i` of the word is (part of) the letter: a hamza seat counts for its seat and hamza; لا for lam_alif. */
export function partIsLetter(parts: { ch: string }[], i: number, letter: Letter): boolean {
  const ch = parts[i]?.ch;
  if (!ch) return false;
  if (letter.id === "lam_alif") return (ch === "ل" && ALIFS.has(parts[i + 1]?.ch ?? "")) || (ALIFS.has(ch) && parts[i - 1]?.ch === "ل");
  if (ch === letter.char) return true;
  return SEATS[ch]?.includes(letter.id) ?? false;
}

/** match_forms / match_sounds: the left item (the letter) and right item (its form or sound) keys. */
export const leftKey = (id: string) => `L:${id}`;
export const rightKey = (id: string) => `R:${id}`;
