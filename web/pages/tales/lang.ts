// The stories' own words as the shelf API sends them: every text in English and French side by side.
// The page shows (and the device says) the one of the page's language; English when French is missing.
import type { Locale } from "../../../shared/i18n/locale";

export type Both = { en: string; fr?: string };

/** The text of `l` in `locale`'s language: French for "fr" when there is one, else the English. */
export const inLang = (l: Both | null | undefined, locale: Locale): string =>
  (locale === "fr" && l?.fr) || l?.en || "";

/** The language `inLang` answered in, for the voice that says it. */
export const langOf = (l: Both | null | undefined, locale: Locale): "en" | "fr" =>
  locale === "fr" && l?.fr ? "fr" : "en";
