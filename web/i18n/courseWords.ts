// The course's own words in the page's language. Some replies (the claims, a class's progress, the audio
// coverage) carry the course's English level names ("Absolute Beginner"): the levels with a French name
// are said in it, the CEFR ones ("A1") stay as they are, a name the server already put in French passes
// through. Titles come as { en, fr? }: the page picks its language.
import type { Translator } from "./index";

const KEYS: Record<string, "absoluteBeginner" | "beginner"> = {
  "Absolute Beginner": "absoluteBeginner",
  Beginner: "beginner",
};

export const levelName = (t: Translator, name: string): string =>
  t("common.levelName", { level: KEYS[name] ?? name });

/** The course's own text ({ en, fr? }: a lesson's or a unit's title) in the page's language, English where
 *  the course has no French yet. */
export const courseText = (t: Translator, x: { en: string; fr?: string | null }): string =>
  (t.locale === "fr" && x.fr) || x.en;
