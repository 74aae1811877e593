// Display helpers for the course pages (no rules: the server decides everything).
import type { Localized } from "./types";

/** A course text as shown: the course API writes its texts in the learner's language (one string); the
 * other areas' replies still send { en, fr } and show the English until they move to the catalogue. */
export const en = (l: Localized | string | null | undefined) => (typeof l === "string" ? l : (l?.en ?? ""));
/** A text sent in both languages (the shelf's tales and rhymes), shown in the reply's `lang`. */
export const textIn = (t: { en: string; fr?: string }, lang: "en" | "fr" | undefined) =>
  (lang === "fr" && t.fr) || t.en;

export const KIND_LABEL = {
  letters: "Letters",
  words: "Words",
  story: "Story",
  song: "Song",
  review: "Review",
  check: "Unit check",
} as const;

export function duration(seconds: number) {
  const m = Math.round(seconds / 60);
  if (m === 0 && seconds > 0) return "< 1 min"; // a short play is not "0"
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const r = m % 60;
  return `${h} h${r ? ` ${r} min` : ""}`;
}
