// Arabic text rules shared by the content checker, the audio ids and (later) the player payloads:
// which characters content may use, which letter each character is, and what "fully vowelled" means.
// The vowelling rule is documented in content/README.md; keep the two in step.
import type { LetterId } from "./contentSchema";

const FATHA = "\u064E",
  KASRA = "\u0650",
  DAMMA = "\u064F",
  SUKUN = "\u0652",
  SHADDA = "\u0651";
const FATHATAN = "\u064B",
  DAMMATAN = "\u064C",
  KASRATAN = "\u064D",
  DAGGER_ALIF = "\u0670";

/** Mark characters → their names (audio ids, messages). */
export const MARK_NAMES: Record<string, string> = {
  [FATHATAN]: "fathatan",
  [DAMMATAN]: "dammatan",
  [KASRATAN]: "kasratan",
  [FATHA]: "fatha",
  [DAMMA]: "damma",
  [KASRA]: "kasra",
  [SHADDA]: "shadda",
  [SUKUN]: "sukun",
  [DAGGER_ALIF]: "dagger_alif",
};
/** Marks that give a letter its vowel (or its absence): shadda alone does not. */
const VOWEL_MARKS = new Set([FATHA, KASRA, DAMMA, SUKUN, FATHATAN, DAMMATAN, KASRATAN, DAGGER_ALIF]);

/** Each base letter character → the letters a child must know to read it. */
const LETTER_OF: Record<string, LetterId[]> = {
  ا: ["alif"],
  ب: ["ba"],
  ت: ["ta"],
  ث: ["tha"],
  ج: ["jim"],
  ح: ["hha"],
  خ: ["kha"],
  د: ["dal"],
  ذ: ["dhal"],
  ر: ["ra"],
  ز: ["zay"],
  س: ["sin"],
  ش: ["shin"],
  ص: ["sad"],
  ض: ["dad"],
  ط: ["tta"],
  ظ: ["zza"],
  ع: ["ayn"],
  غ: ["ghayn"],
  ف: ["fa"],
  ق: ["qaf"],
  ك: ["kaf"],
  ل: ["lam"],
  م: ["mim"],
  ن: ["nun"],
  ه: ["ha"],
  و: ["waw"],
  ي: ["ya"],
  ء: ["hamza"],
  ة: ["ta_marbuta"],
  ى: ["alif_maqsura"],
  // hamza on a seat: the seat's letter and the hamza
  أ: ["alif", "hamza"],
  إ: ["alif", "hamza"],
  آ: ["alif", "hamza"],
  ؤ: ["waw", "hamza"],
  ئ: ["ya", "hamza"],
};
/** Audio-id names of the characters that are not one of the letter ids. */
const SEAT_NAMES: Record<string, string> = {
  أ: "hamza_on_alif",
  إ: "hamza_under_alif",
  آ: "alif_madda",
  ؤ: "hamza_on_waw",
  ئ: "hamza_on_ya",
};

export const isLetterChar = (c: string) => c in LETTER_OF;
export const isMarkChar = (c: string) => c in MARK_NAMES;
const PUNCTUATION = new Set(["؟", "،", " "]);

/** Why `s` is not acceptable authored Arabic (NFC; Arabic letters, marks, ؟ ، and single spaces), or null. */
export function arabicProblem(s: string): string | null {
  if (s.normalize("NFC") !== s)
    return "is not Unicode NFC (normalise it; NFC puts fatha/kasra/damma before shadda)";
  if (s !== s.trim() || s.includes("  ")) return "has leading, trailing or double spaces";
  for (const c of s) {
    if (isLetterChar(c) || isMarkChar(c) || PUNCTUATION.has(c)) continue;
    const cp = c.codePointAt(0)!;
    const hex = "U+" + cp.toString(16).toUpperCase().padStart(4, "0");
    if (/[A-Za-z]/.test(c)) return `contains Latin text ("${c}")`;
    if (cp === 0x640) return "contains tatweel (U+0640): forms are derived, never authored";
    return `contains a character that is not an Arabic letter, mark, ؟ or ، (${hex})`;
  }
  if (![...s].some(isLetterChar)) return "has no Arabic letter";
  // a mark must follow a letter (or another mark), never a space or the start
  const chars = [...s];
  for (let i = 0; i < chars.length; i++) {
    if (isMarkChar(chars[i]) && (i === 0 || !(isLetterChar(chars[i - 1]) || isMarkChar(chars[i - 1]))))
      return "has a mark that does not follow a letter";
  }
  for (const w of words(s)) {
    const ks = clusters(w);
    for (const [i, k] of ks.entries()) {
      const vowels = k.marks.filter((m) => m !== SHADDA);
      if (vowels.length > 1 || new Set(k.marks).size !== k.marks.length)
        return `has two marks on one letter (${k.ch} in ${w}): one vowel, with shadda if doubled`;
      if (k.marks.includes(SHADDA) && k.marks.includes(SUKUN))
        return `has shadda with sukun (${k.ch} in ${w})`;
      // tanwin ends a word: on its last letter, or before the final alif / alif maqsura (كِتَابًا، هُدًى)
      const lastish = i === ks.length - 1 || (i === ks.length - 2 && ["ا", "ى"].includes(ks[i + 1].ch));
      if (k.marks.some((m) => [FATHATAN, DAMMATAN, KASRATAN].includes(m)) && !lastish)
        return `has tanwin inside a word (${k.ch} in ${w}): tanwin ends a word`;
    }
  }
  return null;
}

/** A letter with its marks. */
export type Cluster = { ch: string; marks: string[] };

/** Splits one word (no spaces or punctuation) into letters with their marks. */
export function clusters(word: string): Cluster[] {
  const out: Cluster[] = [];
  for (const c of word) {
    if (isMarkChar(c) && out.length) out[out.length - 1].marks.push(c);
    else out.push({ ch: c, marks: [] });
  }
  return out;
}

const words = (s: string) => s.split(/[\s؟،]+/).filter(Boolean);
const hasVowel = (k: Cluster | undefined) => !!k && k.marks.some((m) => VOWEL_MARKS.has(m));
const has = (k: Cluster | undefined, ...m: string[]) => !!k && k.marks.some((x) => m.includes(x));
/** Prefixes written onto a word before ال: بِـ وَ فَ كَ (one letter with its vowel). */
const AL_PREFIXES = new Set(["ب", "و", "ف", "ك"]);

/**
 * The letters of `s` that lack a vowel mark under the vowelling rule (empty = fully vowelled).
 * `pausal`: a word's last letter may stay unmarked (read with a stop); false for syllables.
 */
export function unvowelledLetters(s: string, pausal = true): { word: string; index: number; ch: string }[] {
  const missing: { word: string; index: number; ch: string }[] = [];
  for (const w of words(s)) {
    const ks = clusters(w);
    // the ال of the definite article, possibly after a one-letter prefix: its alif is hamzat wasl
    // (silent, unmarked) and its lam is unmarked before a sun letter (which carries shadda)
    let alAt = -1;
    if (ks[0]?.ch === "ا" && ks[1]?.ch === "ل") alAt = 0;
    else if (AL_PREFIXES.has(ks[0]?.ch) && hasVowel(ks[0]) && ks[1]?.ch === "ا" && ks[2]?.ch === "ل")
      alAt = 1;
    ks.forEach((k, i) => {
      if (hasVowel(k)) return;
      const prev = ks[i - 1];
      const last = i === ks.length - 1;
      if (pausal && last && ks.length > 1) return; // pausal form: the final letter is read with a stop
      if (last && ks.length > 1 && k.marks.includes(SHADDA)) return; // a doubled final in pause: مُرّ
      if (k.ch === "آ") return; // alif madda carries its own vowel (ʾā)
      if (k.ch === "ا" && (i === 0 || i === alAt)) return; // hamzat wasl
      if (k.ch === "ا" && alAt >= 0 && i === alAt + 2 && has(ks[alAt + 1], KASRA)) return; // ال before a wasl word: الِاثْنَيْن
      if (k.ch === "ا" && has(prev, FATHA, FATHATAN)) return; // long ā, or the alif of tanwin fath
      if (k.ch === "ا" && last && prev?.ch === "و" && ks[i - 2] && has(ks[i - 2], DAMMA)) return; // كَتَبُوا
      if (k.ch === "ى" && has(prev, FATHA, FATHATAN)) return; // long ā at the end
      if (k.ch === "و" && has(prev, DAMMA) && !k.marks.includes(SHADDA)) return; // long ū
      if (k.ch === "ي" && has(prev, KASRA) && !k.marks.includes(SHADDA)) return; // long ī
      if (k.ch === "ل" && i === alAt + 1 && alAt >= 0 && has(ks[i + 1], SHADDA)) return; // sun letter
      missing.push({ word: w, index: i, ch: k.ch });
    });
  }
  return missing;
}

/** The letter ids a reader needs for `s` (لا also needs lam_alif: its joined shape is taught on its own). */
export function lettersOf(s: string): Set<LetterId> {
  const out = new Set<LetterId>();
  const letters = [...s].filter(isLetterChar);
  letters.forEach((c, i) => {
    for (const id of LETTER_OF[c]) out.add(id);
    if (c === "ل" && ["ا", "أ", "إ", "آ"].includes(letters[i + 1] ?? "")) out.add("lam_alif");
  });
  return out;
}

/** The audio-id names of a syllable's characters (letter ids and mark names), or null if it has others. */
export function syllableParts(ar: string): string[] | null {
  const parts: string[] = [];
  for (const c of ar.normalize("NFC")) {
    if (c in SEAT_NAMES) parts.push(SEAT_NAMES[c]);
    else if (isLetterChar(c)) parts.push(LETTER_OF[c][0]);
    else if (isMarkChar(c)) parts.push(MARK_NAMES[c]);
    else return null;
  }
  return parts.length ? parts : null;
}

/** The unvowelled form, as Arabic is written for readers past the first steps (newspapers, signs, and what
 * a word's harakat fade to, content/wheels.ts): every mark of U+064B–U+0652 (tanwin, short vowels,
 * shadda, sukun) and the dagger alif U+0670 removed. Shadda goes too, as a teacher writes it: a reader who
 * no longer needs the short vowels reads the doubling from the word (جدة, not جدّة), and هٰذا is written
 * هذا. Letters (hamza seats, ة, ى, the alif of tanwin fath) stay. */
export const stripMarks = (s: string) => s.replace(/[\u064B-\u0652\u0670]/g, "");

/** A mark a lesson teaches (contentSchema MARKS). */
export type MarkId =
  | "fatha"
  | "kasra"
  | "damma"
  | "sukun"
  | "shadda"
  | "tanwin"
  | "long_a"
  | "long_i"
  | "long_u";
const MARK_ID: Record<string, MarkId> = {
  [FATHA]: "fatha",
  [KASRA]: "kasra",
  [DAMMA]: "damma",
  [SUKUN]: "sukun",
  [SHADDA]: "shadda",
  [FATHATAN]: "tanwin",
  [DAMMATAN]: "tanwin",
  [KASRATAN]: "tanwin",
  [DAGGER_ALIF]: "long_a",
};

/**
 * The marks a reader needs for `s` (the `teaches.marks` ids): each mark character, tanwīn for ً ٌ ٍ,
 * long ā for the dagger alif and for a bare ا/ى after fatḥa, long ī for a bare ي after kasra, long ū
 * for a bare و after ḍamma ("bare": no vowel and no shadda of its own, else it is a consonant: كُرْسِيّ).
 * What carries no mark needs none: the silent alif of ال / hamzat al-waṣl, the alif after tanwīn fatḥ
 * (كِتَابًا: the tanwīn is what is read), the ا of كَتَبُوا, the sun-letter lam (its letter's shadda is
 * counted), a final letter read in pause. آ carries its own long ā (ʾā), so it needs long_a.
 */
export function marksOf(s: string): Set<MarkId> {
  const out = new Set<MarkId>();
  for (const w of words(s)) {
    const ks = clusters(w);
    ks.forEach((k, i) => {
      for (const m of k.marks) out.add(MARK_ID[m]);
      if (k.ch === "آ") out.add("long_a");
      const bare = !k.marks.some((m) => m !== SUKUN);
      if (!bare) return;
      const prev = ks[i - 1];
      if ((k.ch === "ا" || k.ch === "ى") && has(prev, FATHA)) out.add("long_a");
      if (k.ch === "ي" && has(prev, KASRA)) out.add("long_i");
      if (k.ch === "و" && has(prev, DAMMA)) out.add("long_u");
    });
  }
  return out;
}
