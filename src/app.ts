// createApp(deps) → the Elysia app: the JSON API under /api/v1, the client assets and
// every page rendered on the server. Tests build one on a temporary database.
import { Elysia } from "elysia";
import type { Deps } from "./deps";
import { z } from "zod";
import { ApiError, errorResponse, jsonBody, routeValidationError } from "./lib/errors";
import { requestId } from "./lib/ids";
import { AdjustableClock } from "./lib/clock";
import { createPageRenderer } from "./ssr/render";
import { serveAsset } from "./ssr/assets";
import { parseCookies, ACCESS_COOKIE, REFRESH_COOKIE, accountLocaleOf } from "./modules/auth/current";
import { apiRoutes } from "./modules";
import { requestLocale } from "./lib/requestLocale";
import { audioFileRoutes } from "./modules/audio/routes";
import { brandingFileRoutes } from "./modules/admin/siteRoutes";
import { guardRequest, jsonOnly, routeMatcher, tokenAuthorized } from "./lib/requestGuards";
import { clientIp } from "./modules/ratelimit/service";
import { isDatabaseUnavailable } from "./db/client";
import { isInProcess } from "./lib/clientAddress";
import { withSecurityHeaders } from "./lib/responseHeaders";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Cookie-authenticated writes must also carry our header (cross-site forms cannot send it). */
function csrfHeaderRejection(request: Request, path: string): ApiError | null {
  if (!UNSAFE.has(request.method) || !path.startsWith("/api/v1/") || tokenAuthorized(request.method, path))
    return null;
  if (request.headers.get("authorization")?.toLowerCase().startsWith("bearer ")) return null;
  const cookies = parseCookies(request.headers.get("cookie"));
  if (!cookies[ACCESS_COOKIE] && !cookies[REFRESH_COOKIE]) return null;
  if (request.headers.get("x-csrf-protection") !== "1")
    return new ApiError(403, "CSRF", "Missing CSRF protection header");
  return null;
}

export function createApp(deps: Deps) {
  // Without payments (issue #33) the checkout, verify-session, webhook and local test checkout routes do
  // not exist: every /payments call is the API's 404, whatever ALLOW_LOCAL_CHECKOUT says (modules/index.ts).
  const api = apiRoutes(deps);
  if (deps.config.allowTestClock && deps.clock instanceof AdjustableClock) {
    const clock = deps.clock;
    // Test-only time travel, enabled by ALLOW_TEST_CLOCK (refused in production by config).
    const TestClock = z.strictObject({
      offset_ms: z.number().int().optional(),
      advance_ms: z.number().int().optional(),
    });
    api.put(
      "/test/clock",
      ({ body: b }) => {
        if (b.offset_ms !== undefined) clock.offsetMs = b.offset_ms;
        if (b.advance_ms !== undefined) clock.advance(b.advance_ms);
        return { now: clock.now().toISOString(), offset_ms: clock.offsetMs };
      },
      { body: jsonBody(TestClock) },
    );
  }

  /** Every error envelope of the app leaves here, in the request's language (issue #30). */
  const reply = async (err: ApiError, request: Request, withAccount = true) =>
    errorResponse(
      err,
      requestLocale(deps.config, request, withAccount ? await accountLocaleOf(deps, request) : null),
    );

  let renderPage: ReturnType<typeof createPageRenderer>;
  const isApiRoute = routeMatcher(api.routes);

  const app = new Elysia()
    .onRequest(({ request }) => {
      if (isInProcess(request)) return; // a page's own loader calling the API (lib/clientAddress.ts)
      // Public pages already rendered for signed-out visitors skip routing altogether.
      const page = renderPage.cached(request);
      if (page) return page;
      const path = new URL(request.url).pathname;
      // Size, JSON only, same-site Origin (lib/requestGuards.ts); then the cookie writes' header.
      const refused =
        guardRequest(deps.config, request, path) ??
        csrfHeaderRejection(request, path) ??
        jsonOnly(request, path, isApiRoute);
      if (refused) return reply(refused, request);
    })
    .onError(({ code, error, request }) => {
      if (error instanceof ApiError) return reply(error, request);
      if (code === "PARSE")
        return reply(new ApiError(400, "MALFORMED_JSON", "The request body is not valid JSON."), request);
      if (code === "VALIDATION") return reply(routeValidationError(error), request);
      if (code === "NOT_FOUND") return reply(new ApiError(404, "NOT_FOUND", "Not found"), request);
      if (isDatabaseUnavailable(error)) {
        // A lost or refused database connection: the driver reconnects on the next query, so ask to retry.
        deps.log.warn("database unavailable", {
          method: request.method,
          url: request.url,
          error: String((error as Error)?.message ?? error),
        });
        return reply(
          new ApiError(
            503,
            "DATABASE_UNAVAILABLE",
            "The service is briefly unavailable. Please try again in a moment.",
            undefined,
            { "Retry-After": "5" },
          ),
          request,
          false, // no account read from a database that is away
        );
      }
      const id = requestId();
      deps.log.error("unhandled error", {
        requestId: id,
        method: request.method,
        url: request.url,
        error: String((error as Error)?.stack ?? error),
      });
      return reply(
        new ApiError(500, "INTERNAL", `Something went wrong on our side (request ${id}).`),
        request,
      );
    })
    .use(api)
    .get("/favicon.ico", () => Response.redirect("/favicon.svg", 301))
    .use(audioFileRoutes(deps))
    .use(brandingFileRoutes(deps))
    .all("/*", async ({ request, server }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith("/api/"))
        return reply(new ApiError(404, "NOT_FOUND", `No API route ${request.method} ${path}`), request);
      if (request.method !== "GET" && request.method !== "HEAD")
        return reply(new ApiError(405, "METHOD_NOT_ALLOWED", "Method not allowed"), request);
      const asset =
        path.startsWith("/assets/") || path.startsWith("/static/") || path === "/favicon.svg"
          ? await serveAsset(path === "/favicon.svg" ? "/static/favicon.svg" : path, request)
          : null;
      if (asset) return asset;
      if (path.startsWith("/assets/")) return new Response("Not found", { status: 404 });
      return renderPage(request, clientIp(deps, { request, server }));
    });

  // Loaders' in-process calls use the bare handler; every answer that leaves gets the security headers.
  const bare = app.handle;
  renderPage = createPageRenderer(deps, (req) => bare(req));
  app.handle = async (req: Request) => withSecurityHeaders(await bare(req), deps.config);
  return app;
}

/** The whole app's type, every /api/v1 route with its params, query, body and replies: the one thing web/
 *  imports from src/ (type only), for its Eden Treaty client (web/api/client.ts). */
export type App = ReturnType<typeof createApp>;
