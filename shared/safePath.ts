// The one check of a return path (`?from=`, a payment's return_to): the server (payments, issue #25)
// and the browser (sign-in, sign-up) use the same rule.
const PROBE_ORIGIN = "http://same-origin.invalid";

/**
 * The one check of a return path (`?from=`), on the server render and in the browser alike: a
 * same-origin path, normalised, or null. Browsers drop tabs and newlines from URLs and read "\\" as
 * "/", so "/%09/evil.example" would become "//evil.example": anything with those is refused.
 */
export function safePath(p: string | null | undefined): string | null {
  if (typeof p !== "string" || p.length === 0 || p.length > 2048) return null;
  if (/[\u0000-\u0020\u007f\\]/.test(p)) return null;
  if (!p.startsWith("/") || p.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(p, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith("//") ? null : path;
}
