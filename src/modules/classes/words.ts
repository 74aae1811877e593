// The class replies in the reader's language (issue #30): a teacher or a family reads the course's own
// titles, level names and glosses in French where the course has them, and the sentences the server
// makes (the progress CSV, the hardest questions' lines, the year's goal) from the catalogue
// ("classes.words.*"). The server words them once, as the course API does (content/present.ts), so the
// pages, the CSV and any API client read the same plain strings; the pseudo-locale reads the course in
// English (it has no course text of its own) and the sentences in pseudo.
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { translatorFor } from "../../../shared/i18n/catalogues";
import type { Translator } from "../../../shared/i18n/translate";
import { requestLocale } from "../../lib/requestLocale";
import { inLang, langOf } from "../content/contentIds";
import type { CourseIndex } from "../content/courseIndex";
import type { LetterId } from "../content/contentSchema";

/** The reader of a reply: ?lang=, the caller's own users.locale, mh_lang, then Accept-Language. */
export const readerOf = (deps: Deps, request: Request, user?: Pick<User, "locale"> | null): Translator =>
  translatorFor(requestLocale(deps.config, request, user?.locale));

/** A course text ({ en, fr? }) in the reader's language. */
export const say = (t: Translator, text: { en: string; fr?: string }): string => inLang(text, langOf(t));

/** A level's name: "Grand débutant" in French where the level has one, "A1" stays "A1". */
export const levelNameOf = (t: Translator, meta: { name: string; name_fr?: string }): string =>
  (langOf(t) === "fr" && meta.name_fr) || meta.name;

/** A level's name by its id (the id itself for one the course no longer has). */
export function levelNameById(t: Translator, ix: CourseIndex, id: string): string {
  const l = ix.content.levels.find((x) => x.meta.id === id);
  return l ? levelNameOf(t, l.meta) : id;
}

/** A skill ("letter:dal", "word:bab") as a teacher reads it: "د (dāl)", "بَاب (door)" / "بَاب (porte)". */
export function skillLabelOf(t: Translator, ix: CourseIndex, skill: string): string {
  const id = skill.slice(skill.indexOf(":") + 1);
  if (skill.startsWith("letter:")) {
    const l = ix.letters.get(id as LetterId);
    return l ? `${l.char} (${l.translit})` : id;
  }
  const w = ix.words.get(id);
  return w ? `${w.ar} (${say(t, w)})` : id;
}
