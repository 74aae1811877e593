// Dates for the learner pages: en-US short, computed the same way on the server and in the
// browser (fixed time zone), so the server render and hydration always agree.
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
