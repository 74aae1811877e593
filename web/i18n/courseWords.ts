// A course level's name in the page's language. Some replies (the claims, a class's progress, the audio
// coverage) carry the course's own English level names ("Absolute Beginner"); the levels with a French
// name are said in it, the CEFR ones ("A1") stay as they are; a name the server already put in French
// passes through.
import type { Translator } from "./index";

const KEYS: Record<string, "absoluteBeginner" | "beginner"> = {
  "Absolute Beginner": "absoluteBeginner",
  Beginner: "beginner",
};

export const levelName = (t: Translator, name: string): string =>
  t("common.levelName", { level: KEYS[name] ?? name });
