// The interface languages and the one rule that picks a request's language (issue #30). Pure, so the
// server render, the page cache key and the tests share it; the server calls it once per request
// (src/lib/requestLocale.ts) and the render sets <html lang dir> from the answer.

/** Languages a person can choose (users.locale holds one of these). */
export const LOCALES = ["en", "fr"] as const;
export type ChosenLocale = (typeof LOCALES)[number];
/** `pseudo`: long, accented, right-to-left English made from the English catalogue, for tests only. */
export type Locale = ChosenLocale | "pseudo";

/** The cookie that remembers a signed-out visitor's choice (and a test's pseudo-locale). */
export const LOCALE_COOKIE = "mh_lang";
/** The page's language on its own API calls (server render and browser): the API answers in the language
 *  the page is in, even where the page's came from `?lang=` over the account's (same rank as `?lang=`). */
export const PAGE_LANG_HEADER = "x-page-lang";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

export const isChosenLocale = (v: unknown): v is ChosenLocale => v === "en" || v === "fr";

/** The writing direction of the interface. Arabic will join the pseudo-locale here. */
export const dirOf = (l: Locale): "ltr" | "rtl" => (l === "pseudo" ? "rtl" : "ltr");
/** The `lang` attribute. The pseudo-locale is right-to-left, so it carries the conventional tag of the
 *  right-to-left pseudo-locale, ar-XB (en-XA is the left-to-right one): the CSS build lowers
 *  `inset-inline-*` into rules keyed on right-to-left *languages* (`:lang(ar)`…), not on `dir`, so under
 *  en-XA every such offset stayed on the left-to-right side and the pseudo-locale could not show it. */
export const htmlLang = (l: Locale): string => (l === "pseudo" ? "ar-XB" : l);
/** The tag Intl formatters use (numbers, dates, euros, plural rules). */
export const intlTag = (l: Locale): string => (l === "fr" ? "fr-FR" : "en-IE");

/** The browser's preferred language among ours: the highest-weighted entry that is French or English
 *  (fr-CA, fr-BE… are French); English when none is. */
export function fromAcceptLanguage(header: string | null | undefined): ChosenLocale {
  if (!header) return "en";
  const ranked = header
    .slice(0, 500)
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.split("-")[0], weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((x) => x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  for (const { lang } of ranked) if (isChosenLocale(lang)) return lang;
  return "en";
}

export type LocaleInput = {
  /** `?lang=` on the address: en or fr for anyone, pseudo only when tests are allowed. */
  asked?: string | null;
  /** The signed-in person's own users.locale (a child profile's own, decision 0010). */
  account?: string | null;
  /** The LOCALE_COOKIE value. */
  cookie?: string | null;
  acceptLanguage?: string | null;
  /** ALLOW_TEST_CLOCK: the pseudo-locale may be asked for. */
  allowPseudo: boolean;
};

/** The request's language: the address, then the account, then the cookie, then the browser. */
export function pickLocale(i: LocaleInput): Locale {
  for (const v of [i.asked, i.account, i.cookie]) {
    if (isChosenLocale(v)) return v;
    if (v === "pseudo" && i.allowPseudo) return "pseudo";
  }
  return fromAcceptLanguage(i.acceptLanguage);
}

/** Each language in its own words (endonyms): the same on every page, whatever the page's language. */
export const LANGUAGE_NAMES: Record<ChosenLocale, string> = { en: "English", fr: "Français" };
