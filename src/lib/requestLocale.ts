// The request's language, resolved once per page render (issue #30): `?lang=` (or a page's own API call
// naming the page's language, PAGE_LANG_HEADER), the signed-in person's
// own users.locale, the mh_lang cookie, then Accept-Language (shared/i18n/locale.ts pickLocale).
// The pseudo-locale is only served where tests run (ALLOW_TEST_CLOCK).
import type { Deps } from "../deps";
import { LOCALE_COOKIE, PAGE_LANG_HEADER, pickLocale, type Locale } from "../../shared/i18n/locale";

function cookieValue(header: string | null, name: string): string | null {
  if (!header || !header.includes(name)) return null;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

function askedLang(url: string): string | null {
  const q = url.indexOf("?");
  if (q < 0 || !url.includes("lang=", q)) return null;
  return new URL(url).searchParams.get("lang");
}

export function requestLocale(
  config: Pick<Deps["config"], "allowTestClock">,
  request: Request,
  accountLocale?: string | null,
): Locale {
  return pickLocale({
    asked: askedLang(request.url) ?? request.headers.get(PAGE_LANG_HEADER),
    account: accountLocale,
    cookie: cookieValue(request.headers.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: request.headers.get("accept-language"),
    allowPseudo: config.allowTestClock,
  });
}
