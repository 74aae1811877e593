// The security headers every answer carries, whatever produced it: API replies (success or error),
// assets, audio clips, downloads, redirects. Pages set their fuller set first (ssr/securityHeaders.ts);
// only what is still missing is added here, so one wrapper around the app covers every path.
import type { Config } from "../config";

const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'";

function apply(headers: Headers, hsts: boolean) {
  if (!headers.has("x-content-type-options")) headers.set("x-content-type-options", "nosniff");
  if (!headers.has("referrer-policy")) headers.set("referrer-policy", "strict-origin-when-cross-origin");
  if (!headers.has("x-frame-options")) headers.set("x-frame-options", "DENY");
  // A reply that is not a page may never be framed, nor run anything if opened on its own.
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", NON_HTML_CSP);
  if (hsts && !headers.has("strict-transport-security"))
    headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
}

/** Adds the missing security headers to `response` (a copy when its headers are immutable). */
export function withSecurityHeaders(response: Response, config: Pick<Config, "appUrl">): Response {
  const hsts = config.appUrl.startsWith("https://");
  try {
    apply(response.headers, hsts);
    return response;
  } catch {
    const copy = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(response.headers),
    });
    apply(copy.headers, hsts);
    return copy;
  }
}
