// Server rendering: run the route table's loaders through react-router's static handler,
// render to HTML and embed the loader data so the browser hydrates without refetching.
// Loaders reach /api/v1 in-process (no network) with the visitor's cookies.
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  RouterContextProvider,
  isRouteErrorResponse,
} from "react-router";
import { routes } from "../../web/routes";
import { transportContext } from "../../web/api/client";
import { RenderHintsContext, type RenderHints } from "../../web/lib/renderHints";
import { metaFor, type PageMeta } from "../../web/lib/meta";
import type { Deps } from "../deps";
import {
  parseCookies,
  resolveAuth,
  shareSession,
  ACCESS_COOKIE,
  REFRESH_COOKIE,
} from "../modules/auth/current";
import { entry } from "./assets.generated";
import { PageCache, isPubliclyCacheable } from "./pageCache";
import { SignedInCache, showsOwnFamilyOnly } from "./signedInCache";
import { onSiteChange } from "../modules/site/service";
import { scriptHash, setSecurityHeaders } from "./securityHeaders";
import { actOnBehalfOf } from "../lib/clientAddress";
import { requestLocale } from "../lib/requestLocale";
import { translatorFor } from "../../shared/i18n/catalogues";
import { dirOf, htmlLang, PAGE_LANG_HEADER } from "../../shared/i18n/locale";
import { recording, type Translator } from "../../shared/i18n/translate";
import { I18nProvider } from "../../web/i18n";

const handler = createStaticHandler(routes);

const notFoundMeta = (t: Translator): PageMeta => ({
  title: t("common.notFound.metaTitle"),
  description: t("common.notFound.metaDescription"),
});

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
// JSON inside <script>: neutralise "</script>" and line separators.
const safeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The same shape react-router's own StaticRouterProvider writes, so the browser router reads it. */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (isRouteErrorResponse(v)) out[k] = { ...v, __type: "RouteErrorResponse" };
    else if (v instanceof Error) out[k] = { message: "Unexpected Server Error", __type: "Error" };
    else out[k] = v;
  }
  return out;
}

export type PageRenderer = ((request: Request, clientAddress?: string) => Promise<Response>) & {
  /** A page already rendered for signed-out visitors (see ./pageCache.ts), or null. */
  cached: (request: Request) => Response | null;
};

export function createPageRenderer(deps: Deps, apiHandle: (req: Request) => Promise<Response>): PageRenderer {
  // Signed-out visitors share a render per page and language.
  const pageCache = new PageCache(undefined, (request) => requestLocale(deps.config, request));
  // Signed-in pages kept per visitor, language and family data version (see ./signedInCache.ts).
  const signedInCache = new SignedInCache();
  // Pages show the operator settings (footer, contact, landing videos) and claims: a change must show at once.
  onSiteChange(deps, () => {
    pageCache.clear();
    signedInCache.clear();
  });
  return Object.assign(
    async function renderPage(request: Request, clientAddress?: string): Promise<Response> {
      // Signed-out visitors of public pages share one render (see ./pageCache.ts).
      const cacheKey = pageCache.keyFor(request);
      const cached = cacheKey ? pageCache.get(cacheKey, request) : null;
      if (cached) return cached;
      const setCookies: string[] = [];
      const jar = parseCookies(request.headers.get("cookie"));

      // The session is resolved once per page (an expired access token renewed once, before loaders run in
      // parallel) and shared by every loader's API call (shareSession).
      const signedIn = Boolean(jar[ACCESS_COOKIE] || jar[REFRESH_COOKIE]);
      // A signed-in page already rendered at the family's current data version, in the same language, is
      // served as it is.
      let kept: { key: string; version: number; now: number } | null = null;
      let accountLocale: string | null = null;
      if (signedIn) {
        const { auth, setCookies: renewed } = await resolveAuth(deps, request);
        accountLocale = auth?.user.locale ?? null; // a child profile's session: the child's own choice
        if (auth && !renewed.length) {
          const key = signedInCache.keyFor(request, auth, jar);
          if (key) {
            const withLocale = `${key}\0${requestLocale(deps.config, request, accountLocale)}`;
            kept = { key: withLocale, version: auth.account.dataVersion, now: deps.clock.now().getTime() };
            const hit = signedInCache.get(withLocale, kept.version, kept.now);
            if (hit) return hit;
          }
        }
        for (const c of renewed) {
          setCookies.push(c);
          const [pair] = c.split(";");
          const i = pair.indexOf("=");
          jar[pair.slice(0, i)] = pair.slice(i + 1);
        }
      }

      // The page's one language (issue #30): its catalogue renders the page and is the one the browser loads.
      const locale = requestLocale(deps.config, request, accountLocale);

      const transport = async (req: Request) => {
        const headers = new Headers(req.headers);
        // the loaders' API answers (their texts and error messages) in the page's language
        headers.set(PAGE_LANG_HEADER, locale);
        const cookie = Object.entries(jar)
          .filter(([, v]) => v)
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join("; ");
        if (cookie) headers.set("cookie", cookie);
        const inner = new Request(req.url, { method: req.method, headers, body: req.body });
        // Loaders act for the visitor: their API calls count against the visitor's address.
        actOnBehalfOf(inner, clientAddress ?? "local");
        if (signedIn) shareSession(deps, inner, request);
        const res = await apiHandle(inner);
        for (const c of res.headers.getSetCookie()) {
          if (c.startsWith(ACCESS_COOKIE + "=") || c.startsWith(REFRESH_COOKIE + "=")) continue; // already settled above
          setCookies.push(c);
        }
        return res;
      };

      // the catalogue chunks of the messages the page shows (shared/i18n/chunks.ts): the browser loads them first
      const areas = new Set<string>(["common"]);
      const t = recording(translatorFor(locale), areas);

      const context = new RouterContextProvider();
      context.set(transportContext, transport);
      let result: Awaited<ReturnType<typeof handler.query>>;
      try {
        result = await handler.query(request, { requestContext: context });
      } catch (e) {
        // The visitor went away mid-render (closed tab, load generator stopping): nothing to answer, nothing to log.
        if (request.signal.aborted) return new Response(null, { status: 499 });
        throw e;
      }

      if (result instanceof Response) {
        const headers = new Headers(result.headers);
        for (const c of setCookies) headers.append("set-cookie", c);
        headers.set("cache-control", "no-store");
        setSecurityHeaders(headers, deps.config, new URL(request.url));
        return new Response(result.body, { status: result.status, headers });
      }

      const router = createStaticRouter(handler.dataRoutes, result);
      const hints: RenderHints = { liveClock: false };
      const body = renderToString(
        <RenderHintsContext.Provider value={hints}>
          <I18nProvider t={t}>
            <StaticRouterProvider router={router} context={result} hydrate={false} />
          </I18nProvider>
        </RenderHintsContext.Provider>,
      );
      const meta =
        result.statusCode === 404
          ? notFoundMeta(t)
          : metaFor(
              result.matches.map((m) => ({
                handle: m.route.handle,
                loaderData: result.loaderData[m.route.id],
              })),
              t,
            );
      const chunks = entry.catalogues?.[locale] ?? {};
      const first = Object.entries(chunks).filter(([area]) => areas.has(area));
      const later = Object.fromEntries(Object.entries(chunks).filter(([area]) => !areas.has(area)));
      const catalogue =
        first
          .map(([area, href]) => `<link rel="modulepreload" href="${href}" data-catalogue="${area}">`)
          .join("") + `<meta name="mh-catalogue" content="${escapeHtml(JSON.stringify(later))}">`;
      const hydration = {
        loaderData: result.loaderData,
        actionData: result.actionData,
        errors: serializeErrors(result.errors),
      };

      const hydrationScript = `window.__staticRouterHydrationData=${safeJson(hydration)}`;
      const html = `<!DOCTYPE html><html lang="${htmlLang(locale)}" dir="${dirOf(locale)}" data-locale="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(meta.title)}</title><meta name="description" content="${escapeHtml(meta.description)}">${meta.noindex ? '<meta name="robots" content="noindex">' : ""}<meta name="theme-color" content="#0b7a6f"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="preload" href="/static/fonts/nunito-latin-wght-normal.woff2" as="font" type="font/woff2" crossorigin>${entry.css ? `<link rel="stylesheet" href="${entry.css}">` : ""}${entry.preload.map((p) => `<link rel="modulepreload" href="${p}">`).join("")}${catalogue}<script type="module" src="${entry.js}"></script></head><body><div id="root">${body}</div><script>${hydrationScript}</script></body></html>`;

      const headers = new Headers({
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
      });
      for (const m of result.matches) {
        const h = result.loaderHeaders[m.route.id];
        h?.forEach((v, k) => k.toLowerCase() !== "set-cookie" && headers.set(k, v));
        for (const c of h?.getSetCookie?.() ?? []) headers.append("set-cookie", c);
      }
      for (const c of setCookies) headers.append("set-cookie", c);
      setSecurityHeaders(headers, deps.config, new URL(request.url), [scriptHash(hydrationScript)]);
      if (cacheKey && result.statusCode === 200 && isPubliclyCacheable(result.matches))
        pageCache.set(cacheKey, html, result.statusCode, headers);
      if (kept && !hints.liveClock && showsOwnFamilyOnly(result.matches))
        signedInCache.set(kept.key, kept.version, kept.now, html, result.statusCode, headers);
      return new Response(html, { status: result.statusCode, headers });
    },
    { cached: (request: Request) => pageCache.lookup(request) },
  );
}
