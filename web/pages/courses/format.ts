// Display helpers for the course pages (no rules: the server decides everything).
import type { Localized } from "./types";
import type { LessonSummary } from "./types";
import type { MessageKey, T } from "../../../shared/i18n/types";
import type { Locale } from "../../../shared/i18n/locale";
import { utcDate } from "../../../shared/format";

/** A course text as shown: the course API writes its texts in the learner's language (one string); the
 * other areas' replies still send { en, fr } and show the English until they move to the catalogue. */
export const en = (l: Localized | string | null | undefined) => (typeof l === "string" ? l : (l?.en ?? ""));
/** A text sent in both languages (the shelf's tales and rhymes), shown in the reply's `lang`. */
export const textIn = (t: { en: string; fr?: string }, lang: "en" | "fr" | undefined) =>
  (lang === "fr" && t.fr) || t.en;

export const KIND_LABEL: Record<LessonSummary["kind"], MessageKey> = {
  letters: "courses.kind.letters",
  words: "courses.kind.words",
  story: "courses.kind.story",
  song: "courses.kind.song",
  review: "courses.kind.review",
  check: "courses.kind.check",
};

/** A time spent, in the translator's language: "< 1 min", "12 min", "1 h 5 min". */
export function duration(seconds: number, t: T) {
  const m = Math.round(seconds / 60);
  if (m === 0 && seconds > 0) return t("courses.duration.underMinute"); // a short play is not "0"
  if (m < 60) return t("courses.duration.minutes", { m });
  return t("courses.duration.hours", { h: Math.floor(m / 60), m: m % 60 });
}

/** "1 Dec" / "1 déc.": a day of the year in the page's language (UTC, so render and hydration agree). */
export const dayMonthIn = (iso: string, locale: Locale) =>
  utcDate(locale === "fr" ? "fr-FR" : "en-GB", { day: "numeric", month: "short" }).format(
    new Date(iso + (iso.length === 10 ? "T00:00:00Z" : "")),
  );
