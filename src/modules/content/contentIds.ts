// The smallest shapes of the authored course (ids, texts, Arabic, pictures, letter ids): a leaf module,
// so the activity type modules (activities/) and contentSchema.ts both build on it without a loop.
import { z } from "zod";

/** Stable ids: lower-case ascii, digits, '-' and '_' (they appear in URLs and audio file names). */
export const Id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "ids are lower-case letters, digits, '-' or '_'");

/** Text in a language the interface speaks. English is required; French is owed wherever a level has
 * lessons (contentCheck.ts, french.ts), so it is optional only in the shape. */
export const Text = z.strictObject({
  en: z.string().min(1).max(400),
  fr: z.string().min(1).max(400).optional(),
});

/** The languages the course is given in; a learner's users.locale picks one (English by default). */
export type Lang = "en" | "fr";
/** A text in the learner's language: French when there is one and the learner learns in French. */
export const inLang = (t: { en: string; fr?: string }, lang: Lang): string => (lang === "fr" && t.fr) || t.en;
/** The language a learner reads the course in: their users.locale (a child is a user, decision 0010). */
export const learnerLang = (user: { locale?: string | null } | null | undefined): Lang =>
  user?.locale === "fr" ? "fr" : "en";
/** The course's language for a reader's translator: French in French, English otherwise (the pseudo-locale
 *  has no course text of its own). */
export const langOf = (t: { locale: string }): Lang => (t.locale === "fr" ? "fr" : "en");

/** Arabic text as stored: NFC, Arabic letters/marks/spaces/Arabic punctuation only (contentCheck enforces). */
export const Arabic = z.string().min(1).max(200);

/** A picture: an icon name of @iconify-json/fluent-emoji-flat (MIT), e.g. "house", "red-apple". */
export const Picture = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a fluent-emoji-flat icon name");

// ---- letters.yaml ---------------------------------------------------------------------------
export const LETTER_IDS = [
  "alif",
  "ba",
  "ta",
  "tha",
  "jim",
  "hha",
  "kha",
  "dal",
  "dhal",
  "ra",
  "zay",
  "sin",
  "shin",
  "sad",
  "dad",
  "tta",
  "zza",
  "ayn",
  "ghayn",
  "fa",
  "qaf",
  "kaf",
  "lam",
  "mim",
  "nun",
  "ha",
  "waw",
  "ya",
  // not among the 28, but taught as letters of their own
  "hamza",
  "ta_marbuta",
  "alif_maqsura",
  "lam_alif",
] as const;
export const LetterId = z.enum(LETTER_IDS);
export type LetterId = z.infer<typeof LetterId>;
