// How each level value of SPEC section 3 looks on the results page: a colour (white text on it
// keeps a 4.5:1 contrast) and stars; its words come from the catalogue.
import type { Translator } from "../../i18n";

export type LevelInfo = { colour: string; soft: string; stars: number };

/** Each level's look; its name, title and description are the catalogue's ("assessment.level.*", levelWords). */
export const LEVEL_INFO: Record<string, LevelInfo> = {
  "Absolute Beginner": { colour: "#c2410c", soft: "#ffedd5", stars: 1 },
  Beginner: { colour: "#047857", soft: "#d1fae5", stars: 2 },
  A1: { colour: "#0e7490", soft: "#cffafe", stars: 3 },
  A2: { colour: "#4338ca", soft: "#e0e7ff", stars: 4 },
  B1: { colour: "#6d28d9", soft: "#ede9fe", stars: 5 },
  B2: { colour: "#a21caf", soft: "#fae8ff", stars: 6 },
  C1: { colour: "#be123c", soft: "#ffe4e6", stars: 7 },
  C2: { colour: "#92400e", soft: "#fef3c7", stars: 8 },
};

/** Any other value gets the default (blue), as SPEC section 3 says. */
export const DEFAULT_LEVEL: LevelInfo = { colour: "#1d4ed8", soft: "#dbeafe", stars: 1 };

export function levelInfo(level: string | null | undefined): LevelInfo {
  return (level && LEVEL_INFO[level]) || DEFAULT_LEVEL;
}

const LEVEL_KEYS: Record<string, "absoluteBeginner" | "beginner" | "a1" | "a2" | "b1" | "b2" | "c1" | "c2"> =
  {
    "Absolute Beginner": "absoluteBeginner",
    Beginner: "beginner",
    A1: "a1",
    A2: "a2",
    B1: "b1",
    B2: "b2",
    C1: "c1",
    C2: "c2",
  };

/** A level's name, title and description in the page's language (the catalogue's "assessment.level.*"). */
export function levelWords(t: Translator, level: string | null | undefined) {
  const key = (level && LEVEL_KEYS[level]) || null;
  return {
    name: level
      ? t("assessment.level.name", { level: key === "absoluteBeginner" || key === "beginner" ? key : level })
      : "",
    title: key ? t(`assessment.level.${key}.title`) : level || t("assessment.level.default.title"),
    description: t(`assessment.level.${key ?? "default"}.description`),
  };
}
