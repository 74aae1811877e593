// Dates as the pages show them. Always in UTC with a fixed locale, so the server render and the
// browser's hydration produce the same text.

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One Intl.DateTimeFormat per locale and options: making one costs far more than formatting with it
 *  (it was a tenth of a signed-in page's render). Always in UTC. */
export function utcDate(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" })));
  return f;
}

/** "Nov 23, 2026"; "" when there is no (valid) date. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return utcDate("en-US", { year: "numeric", month: "short", day: "numeric" }).format(d);
}

/** "23 Nov": a day within the current year (chart labels). */
export function dayMonth(iso: string): string {
  return utcDate("en-GB", { day: "numeric", month: "short" }).format(new Date(iso));
}
