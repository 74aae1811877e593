// The error envelope in the request's language (issue #30): the API's messages are written in English
// where they are thrown (the spec's words); errorResponse passes each envelope through here, the one
// place it is translated. A message is found in the catalogue's "errors" area by its English text
// (under its code, then any field message), arguments read back from it; English is never rewritten,
// and a message with no entry stays as it is, never a key.
import { en } from "../../shared/i18n/en";
import { translatorFor } from "../../shared/i18n/catalogues";
import type { Locale } from "../../shared/i18n/locale";
import type { MessageKey } from "../../shared/i18n/types";

type Entry = { key: MessageKey; exact: string | null; pattern: RegExp | null; names: string[] };

function entryOf(key: string, source: string): Entry {
  const names: string[] = [];
  const escaped = source.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // "{name}" (escaped as "\{name\}") → a capture; the catalogue's error messages use plain arguments only
  const body = escaped.replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
    names.push(name);
    return "(.+?)";
  });
  return {
    key: `errors.${key}` as MessageKey,
    exact: names.length ? null : source,
    pattern: names.length ? new RegExp(`^${body}$`, "s") : null,
    names,
  };
}

const byCode = new Map<string, Entry[]>();
const fieldEntries: Entry[] = [];
for (const [key, source] of Object.entries(en.errors)) {
  const entry = entryOf(key, source);
  if (key.startsWith("field.")) fieldEntries.push(entry);
  else {
    const code = key.split(".")[0];
    byCode.set(code, [...(byCode.get(code) ?? []), entry]);
  }
}
// exact texts before patterns, so "Email is required" is not read as "{label} is required"
fieldEntries.sort((a, b) => Number(a.exact === null) - Number(b.exact === null));

function matchIn(
  entries: readonly Entry[],
  text: string,
): { key: MessageKey; values: Record<string, string> } | null {
  for (const e of entries) {
    if (e.exact !== null) {
      if (e.exact === text) return { key: e.key, values: {} };
      continue;
    }
    const m = e.pattern!.exec(text);
    if (m) return { key: e.key, values: Object.fromEntries(e.names.map((n, i) => [n, m[i + 1]])) };
  }
  return null;
}

/** The envelope's message in `locale`: its own entry (by English text), else the code's first message
 *  when it takes no argument (a French reader gets the gist), else the English as it came. */
export function localizedMessage(locale: Locale, code: string, message: string): string {
  if (locale === "en") return message;
  const t = translatorFor(locale);
  const entries = byCode.get(code) ?? [];
  const hit = matchIn(entries, message) ?? matchIn(fieldEntries, message);
  if (hit) return t(hit.key, hit.values);
  const first = entries[0];
  return first && first.exact !== null ? t(first.key) : message;
}

/** The envelope's field messages in `locale` (a field may repeat its code's message, as a 409's does);
 *  a message with no entry stays English. */
export function localizedFields(
  locale: Locale,
  code: string,
  fields: Record<string, string>,
): Record<string, string> {
  if (locale === "en") return fields;
  const t = translatorFor(locale);
  const entries = byCode.get(code) ?? [];
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const hit = matchIn(fieldEntries, message) ?? matchIn(entries, message);
    out[name] = hit ? t(hit.key, hit.values) : message;
  }
  return out;
}
