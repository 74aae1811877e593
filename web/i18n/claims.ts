// What this instance has (shared/claims.ts's figures), worded in the page's language: the landing,
// the footer and the offer say the same thing in every language.
import { listOf } from "../../shared/i18n/translate";
import type { Claims } from "../../shared/claims";
import type { Translator } from "./index";

/** "interactive lessons, tracing, games and picture tales" / "des leçons interactives, … et des jeux". */
export function featureWords(t: Translator, c: Claims): string {
  const items = [t("site.claims.lessons"), t("site.claims.tracing"), t("site.claims.games")];
  if (c.tales > 0) items.push(t("site.claims.tales"));
  if (c.videos > 0) items.push(t("site.claims.videos"));
  if (c.audio.complete) items.push(t("site.claims.audio"));
  return listOf(items, t.locale);
}

/** "80 lessons in 16 units" (empty when the course has none). */
export const libraryWords = (t: Translator, c: Claims) =>
  c.lessons ? t("site.claims.library", { lessons: c.lessons, units: c.units }) : "";

/** "2 levels open today, 6 more planned". */
export const levelsWords = (t: Translator, c: Claims) =>
  c.levels ? t("site.claims.levels", { open: c.levels_available, more: c.levels - c.levels_available }) : "";
