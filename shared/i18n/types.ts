// The shape every language's catalogue follows: the English one is the source; another language's
// area file is typed `Messages<typeof en>`, so a missing or an extra key is a compile error.
import type { en } from "./en";

/** One area of a translation: exactly the English area's keys, each an ICU MessageFormat string. */
export type Messages<T> = { readonly [K in keyof T]: string };
export type Catalogue = typeof en;
export type Translation = { readonly [A in keyof Catalogue]: Messages<Catalogue[A]> };
export type Area = keyof Catalogue;
/** "area.key": every message of the catalogue, type-checked at each call. */
export type MessageKey = { [A in Area]: `${A}.${keyof Catalogue[A] & string}` }[Area];
export type Value = string | number | Date | boolean | null | undefined;
export type Values = Record<string, Value>;
/** The one translation function: server render, browser, mails and CLI texts call it alike. */
export type T = (key: MessageKey, values?: Values) => string;
