// Dates as the pages show them. Always in UTC with a fixed locale, so the server render and the
// browser's hydration produce the same text.

/** "Nov 23, 2026"; "" when there is no (valid) date. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

/** "23 Nov": a day within the current year (chart labels). */
export function dayMonth(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}
