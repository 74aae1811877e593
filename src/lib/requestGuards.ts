// Checks every API request passes before routing: body size (per route), body type (JSON only,
// so a cross-site HTML form cannot post) and, for state-changing calls, a same-site Origin.
import type { Config } from "../config";
import { ApiError } from "./errors";
import { audioUploadLimit, isAudioUpload } from "../modules/audio/limits";
import { LOGO_BODY_MAX_BYTES, isLogoUpload } from "../modules/site/logoLimits";

/** Ordinary JSON bodies: forms, answers, settings. Generous for what they carry, small for a server. */
export const JSON_MAX_BYTES = 64 * 1024;
/** Stripe's event payloads (signed raw JSON) can be larger than a form. */
export const WEBHOOK_MAX_BYTES = 1024 * 1024;
const WEBHOOK_PATH = "/api/v1/payments/webhook";
/** Bun's own ceiling (it answers a bare 413 beyond it): far above every route's limit, so that our
 * envelope answers first; bodies are never read past a route's limit (see ../serve.ts). */
export const SERVER_MAX_REQUEST_BYTES = 64 * 1024 * 1024;

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** POSTs authorised only by a signed token in their URL, never by cookies or a session: the weekly digest's
 * one-click opt-out (modules/digest/optOutRoutes.ts). Its callers post form bodies (the opt-out page's HTML
 * form, and mail clients following RFC 8058 from their own servers, with any Origin or none), so the
 * JSON-only, same-site Origin and CSRF-header rules are deliberately not applied: they protect ambient
 * credentials, which this route does not use; a forged request can do only what the link's holder can. */
const TOKEN_AUTHORIZED_POSTS = new Set(["/api/v1/digest/opt-out"]);
export const tokenAuthorized = (method: string, path: string) =>
  method === "POST" && TOKEN_AUTHORIZED_POSTS.has(path);

/** The most bytes the route behind method + path takes. */
export function bodyLimit(method: string, path: string): number {
  if (isAudioUpload(method, path)) return audioUploadLimit(path);
  if (isLogoUpload(method, path)) return LOGO_BODY_MAX_BYTES;
  if (path === WEBHOOK_PATH) return WEBHOOK_MAX_BYTES;
  return JSON_MAX_BYTES;
}

export const payloadTooLarge = (limit: number) =>
  new ApiError(
    413,
    "PAYLOAD_TOO_LARGE",
    `The request body is too large (at most ${limit >= 1024 * 1024 ? `${limit / 1024 / 1024} MB` : `${limit / 1024} KB`} here).`,
  );

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return request.body !== null;
}

/** The first refusal for this request, or null. `path` is the URL's pathname. */
export function guardRequest(
  config: Pick<Config, "appUrl">,
  request: Request,
  path: string,
): ApiError | null {
  if ((request.method === "GET" || request.method === "HEAD") && !request.headers.has("content-length"))
    return null; // nothing to guard
  const length = Number(request.headers.get("content-length") ?? 0);
  const limit = bodyLimit(request.method, path);
  if (length > limit) return payloadTooLarge(limit);
  if (!UNSAFE.has(request.method) || !path.startsWith("/api/") || tokenAuthorized(request.method, path))
    return null;

  // State-changing calls, signed in or not: a browser names the page that sent them.
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== new URL(request.url).origin && origin !== config.appUrl)
    return new ApiError(403, "CSRF", "Cross-site request refused");
  if (request.headers.get("sec-fetch-site") === "cross-site")
    return new ApiError(403, "CSRF", "Cross-site request refused");

  return null;
}

/** JSON only on the API (clip uploads carry audio, the school's logo comes as multipart; both are admin
 * calls that also need the x-csrf-protection header when cookie-authenticated): an HTML form cannot send application/json to
 * another site. `isRoute` tells whether method + path is an API route (an unknown one answers 404). */
export function jsonOnly(
  request: Request,
  path: string,
  isRoute: (method: string, path: string) => boolean,
): ApiError | null {
  if (
    !UNSAFE.has(request.method) ||
    !path.startsWith("/api/") ||
    isAudioUpload(request.method, path) ||
    isLogoUpload(request.method, path) ||
    tokenAuthorized(request.method, path) ||
    !hasBody(request)
  )
    return null;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json" || !isRoute(request.method, path)) return null;
  return new ApiError(
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    "Send the request body as JSON (content-type: application/json).",
  );
}

/** method + path → is there such an API route, from a route list like Elysia's `app.routes`. */
export function routeMatcher(routes: { method: string; path: string }[]) {
  const compiled = routes.map((r) => ({
    method: r.method,
    re: new RegExp(
      "^" +
        r.path
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/:[^/]+/g, "[^/]+")
          .replace(/\*/g, ".*") +
        "/?$",
    ),
  }));
  return (method: string, path: string) =>
    compiled.some((r) => (r.method === method || r.method === "ALL") && r.re.test(path));
}
