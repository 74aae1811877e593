// The sentences a child reads after an answer, in the learner's language (issue #30): the grader writes
// them (it alone knows the right answer), so they are course text like the titles and meanings, given in
// English and French. Arabic stays as it is; the French uses tu and its typography (no-break spaces).
import type { Lang } from "../contentIds";

const NB = "\u00a0"; // before :
const NNB = "\u202f"; // before ! ?

export type Feedback = {
  right: string;
  thisIs: (what: string) => string;
  thisIsWord: (ar: string, translit: string, meaning: string) => string;
  writtenAs: (ar: string) => string;
  letterIsHere: (char: string) => string;
  sentenceIs: (ar: string, meaning?: string) => string;
  rightPairs: string;
  traceAgain: string;
  yesItIs: (ar: string, meaning: string) => string;
  noItIsNot: (ar: string, meaning: string) => string;
};

const EN: Feedback = {
  right: "Well done!",
  thisIs: (what) => `This is ${what}.`,
  thisIsWord: (ar, translit, meaning) => `This is ${ar} (${translit}): ${meaning}.`,
  writtenAs: (ar) => `It is written ${ar}.`,
  letterIsHere: (char) => `${char} is here.`,
  sentenceIs: (ar, meaning) => (meaning ? `It goes: ${ar} (${meaning})` : `It goes: ${ar}.`),
  rightPairs: "Here are the right pairs.",
  traceAgain: "Let's trace it again, stroke by stroke.",
  yesItIs: (ar, meaning) => `Yes: this is ${ar} (${meaning}).`,
  noItIsNot: (ar, meaning) => `No: ${ar} is "${meaning}", not this picture.`,
};

const FR: Feedback = {
  right: `Bravo${NNB}!`,
  thisIs: (what) => `C'est ${what}.`,
  thisIsWord: (ar, translit, meaning) => `C'est ${ar} (${translit})${NB}: ${meaning}.`,
  writtenAs: (ar) => `Ça s'écrit ${ar}.`,
  letterIsHere: (char) => `${char} est ici.`,
  sentenceIs: (ar, meaning) => (meaning ? `La phrase${NB}: ${ar} (${meaning})` : `Dans l'ordre${NB}: ${ar}.`),
  rightPairs: "Voici les bonnes paires.",
  traceAgain: "On la retrace ensemble, trait par trait.",
  yesItIs: (ar, meaning) => `Oui${NB}: c'est ${ar} (${meaning}).`,
  noItIsNot: (ar, meaning) => `Non${NB}: ${ar} veut dire «${NB}${meaning}${NB}», pas cette image.`,
};

/** The feedback sentences in `lang` (English by default). */
export const feedbackIn = (lang: Lang = "en"): Feedback => (lang === "fr" ? FR : EN);
