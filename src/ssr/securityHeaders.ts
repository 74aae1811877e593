// Security headers on every HTML answer (rendered, cached, redirects, error pages).
// The only inline script is the hydration data: it is allowed by its hash, which stays valid when
// the page cache serves the same bytes again (a nonce would not). Styles may be inline: React
// writes style attributes and the toast library injects a <style> element.
import { createHash } from "node:crypto";
import type { Config } from "../config";

import { isPreviewUrl, needsDocumentLoad } from "../../web/lib/pendingAction";

/** Pages that record audio (MICROPHONE_PATHS): the only documents that may use the microphone. */
const usesMicrophone = (path: string) => needsDocumentLoad(path);

/** The CSP source expression allowing exactly this inline script body. */
export const scriptHash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

function contentSecurityPolicy(inlineScriptHashes: string[], framedBySelf: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScriptHashes.map((h) => " " + h).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    // Landing videos: thumbnails from the video site, the player only after a press (youtube-nocookie).
    "img-src 'self' data: blob: https://i.ytimg.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com", // self: the layout tool's preview
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Sets the security headers of an HTML answer to `url`. Nothing may frame a page, except the
 * landing page's preview URL, which the layout tool on this same site embeds. */
export function setSecurityHeaders(
  headers: Headers,
  config: Pick<Config, "appUrl">,
  url: URL,
  inlineScriptHashes: string[] = [],
) {
  const path = url.pathname;
  const preview = isPreviewUrl(url);
  headers.set("content-security-policy", contentSecurityPolicy(inlineScriptHashes, preview));
  headers.set("x-frame-options", preview ? "SAMEORIGIN" : "DENY");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set(
    "permissions-policy",
    `camera=(), microphone=${usesMicrophone(path) ? "(self)" : "()"}, geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()`,
  );
  if (config.appUrl.startsWith("https://"))
    headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  return headers;
}
