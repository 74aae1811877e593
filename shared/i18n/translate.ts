// t(key, values): a message of the catalogue in one language, ICU MessageFormat (plurals, select,
// numbers, dates) through intl-messageformat (decision 0064). Each message is compiled once per
// translator; a message that fails to format answers its key, so a page never breaks on a typo.
import { IntlMessageFormat } from "intl-messageformat";
import { intlTag, type Locale } from "./locale";
import { formatEuros } from "../price";
import type { MessageKey, T, Translation, Values } from "./types";
import { chunkOf } from "./chunks";

/** Values a rich message can take: plain values, or a function wrapping a tag's content
 *  (`<b>…</b>` → values.b(chunks)). */
export type RichValues<R> = Record<string, unknown | ((chunks: (string | R)[]) => R)>;

export type Translator = T & {
  locale: Locale;
  /** The message with its tags given as functions: an array of strings and the functions' results. */
  rich: <R>(key: MessageKey, values: RichValues<R>) => (string | R)[];
  has: (key: string) => key is MessageKey;
};

/** A message: its ICU text (the server) or its already parsed form (the browser's chunks, decision 0015). */
type Source = string | ConstructorParameters<typeof IntlMessageFormat>[0];

export function lookup(messages: Translation, key: string): Source | undefined {
  const dot = key.indexOf(".");
  const area = (messages as unknown as Record<string, Record<string, Source>>)[key.slice(0, dot)];
  return area?.[key.slice(dot + 1)];
}

/** `parsed`: the messages come from the browser's chunks (scripts/i18n-chunks.ts): a text is already
 *  plain (no ICU left in it) and the others are parsed; the server's messages are ICU text. */
export function translator(
  locale: Locale,
  messages: Translation,
  opts: { parsed?: boolean } = {},
): Translator {
  const tag = intlTag(locale);
  const compiled = new Map<string, IntlMessageFormat | string | null>();
  const formatFor = (key: string): IntlMessageFormat | string | null => {
    let f = compiled.get(key);
    if (f === undefined) {
      const source = lookup(messages, key);
      if (source === undefined) return null; // not loaded yet (an area's chunk on its way), or no such key
      try {
        f = opts.parsed && typeof source === "string" ? source : new IntlMessageFormat(source, tag);
      } catch (e) {
        console.error(`i18n: ${locale} ${key} does not parse`, e);
        f = null;
      }
      compiled.set(key, f);
    }
    return f;
  };
  const t = ((key: MessageKey, values?: Values) => {
    const f = formatFor(key);
    if (f === null) return key;
    if (typeof f === "string") return f;
    try {
      return String(f.format(values as Record<string, string>));
    } catch (e) {
      console.error(`i18n: ${locale} ${key} could not format`, e);
      return key;
    }
  }) as Translator;
  t.locale = locale;
  t.rich = <R>(key: MessageKey, values: RichValues<R>) => {
    const f = formatFor(key);
    if (f === null) return [key];
    if (typeof f === "string") return [f];
    const out = f.format(values as Record<string, string>);
    return (Array.isArray(out) ? out : [out]) as (string | R)[];
  };
  t.has = (key: string): key is MessageKey => lookup(messages, key) !== undefined;
  return t;
}

/** The same translator, noting the browser chunk of each message it is asked for (the server render: the
 *  page's chunks, shared/i18n/chunks.ts). */
export function recording(base: Translator, chunks: Set<string>): Translator {
  const note = (key: string) => chunks.add(chunkOf(key));
  const t = ((key: MessageKey, values?: Values) => (note(key), base(key, values))) as Translator;
  t.locale = base.locale;
  t.rich = (key, values) => (note(key), base.rich(key, values));
  t.has = base.has;
  return t;
}

/** Euros as the language writes them: "€40", "€49.99", "49,99 €" (shared/price.ts's one format). */
export const euros = (cents: number, locale: Locale): string =>
  formatEuros(cents, locale === "fr" ? "fr" : "en");

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** "12 March 2026" / "12 mars 2026", "1er mars 2026", always in UTC so the server render and hydration agree. */
export function longDate(iso: string | Date, locale: Locale): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return "";
  const tag = intlTag(locale);
  let f = dateFormats.get(tag);
  if (!f) dateFormats.set(tag, (f = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" })));
  const s = f.format(d);
  return locale === "fr" ? s.replace(/^1 /, "1er ") : s; // French writes the first of the month 1er
}

/** "a, b and c" / "a, b et c". */
export function listOf(items: string[], locale: Locale): string {
  return new Intl.ListFormat(intlTag(locale), { style: "long", type: "conjunction" }).format(items);
}
