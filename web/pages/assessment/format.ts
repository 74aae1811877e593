// The learner pages show dates as every page does (shared/format.ts); in French, the French way.
import { shortDate } from "../../../shared/format";
import { longDate } from "../../../shared/i18n/translate";
import type { Locale } from "../../../shared/i18n/locale";

export { shortDate };

/** "Mar 12, 2026" in English (as before the catalogue), "12 mars 2026" in French. */
export function dateIn(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return "";
  return locale === "fr" ? longDate(iso, locale) : shortDate(iso);
}
