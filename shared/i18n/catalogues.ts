// Every language's catalogue, for the server (page render, mails, CLI): one translator per language,
// made once. The browser never imports this file: it loads its one language's chunk (web/i18n/catalogue/).
import { en } from "./en";
import { fr } from "./fr";
import { pseudoCatalogue } from "./pseudo";
import { translator, type Translator } from "./translate";
import type { Locale } from "./locale";
import type { Translation } from "./types";

const made = new Map<Locale, Translator>();
let pseudo: Translation | null = null;

export function catalogueOf(locale: Locale): Translation {
  if (locale === "fr") return fr;
  if (locale === "pseudo") return (pseudo ??= pseudoCatalogue(en));
  return en;
}

/** The translator of a language (a mail to a parent: translatorFor(parent.locale ?? "en")). */
export function translatorFor(locale: Locale | null | undefined): Translator {
  const l: Locale = locale === "fr" || locale === "pseudo" ? locale : "en";
  let t = made.get(l);
  if (!t) made.set(l, (t = translator(l, catalogueOf(l))));
  return t;
}
