// Browser entry: hydrate the server-rendered page with the same route table.
import "./styles/app.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { routes } from "./routes";
import { I18nProvider, setAreaLoader, setBrowserTranslator } from "./i18n";
import { translator } from "../shared/i18n/translate";
import type { Locale } from "../shared/i18n/locale";
import type { Translation } from "../shared/i18n/types";
import { areaOfChunk } from "../shared/i18n/chunks";

const locale = (document.documentElement.dataset.locale ?? "en") as Locale;
/** The page's language, area by area: the chunks of the areas this page shows (the server named them in
 *  modulepreload links) before hydrating; the language's other areas (in <meta mh-catalogue>) when the
 *  visitor first goes to another page (the root loader waits for them: web/routes.tsx). One translator
 *  reads the one `messages` object, which the areas join as they arrive. */
const messages: Record<string, Record<string, unknown>> = {};
/** Loads chunks (an area, or a part of one: shared/i18n/chunks.ts) into their areas. */
const loadAreas = (chunks: [string, string][]) =>
  Promise.all(
    chunks.map(async ([chunk, href]) => {
      const part = (await import(/* a chunk named by the server */ href)).messages;
      Object.assign((messages[areaOfChunk(chunk)] ??= {}), part);
    }),
  );
const t = translator(locale, messages as unknown as Translation, { parsed: true });
const firstAreas = [...document.querySelectorAll("link[data-catalogue]")].map(
  (l) => [l.getAttribute("data-catalogue")!, l.getAttribute("href")!] as [string, string],
);
let laterAreas: [string, string][] = [];
try {
  laterAreas = Object.entries(
    JSON.parse(document.querySelector('meta[name="mh-catalogue"]')?.getAttribute("content") ?? "{}"),
  );
} catch {}

// Pages outside the landing site are split into their own chunks (route `lazy`). The server
// rendered the current page already, so load its chunk before hydrating: the first render in the
// browser must match the HTML exactly.
async function resolveLazyMatches() {
  for (const m of matchRoutes(routes, window.location) ?? []) {
    const route = m.route as RouteObject;
    const lazy = route.lazy;
    if (!lazy || typeof lazy === "function") continue;
    const resolved = Object.fromEntries(
      await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
      ),
    );
    Object.assign(route, resolved);
    delete route.lazy;
  }
}

await Promise.all([loadAreas(firstAreas), resolveLazyMatches()]);
setBrowserTranslator(t);
let later: Promise<void> | null = null;
// a chunk that fails to arrive (offline) is asked for again at the next navigation; the page still shows
setAreaLoader(
  () =>
    (later ??= loadAreas(laterAreas).then(
      () => undefined,
      () => {
        later = null;
      },
    )),
);
const router = createBrowserRouter(routes, { hydrationData: (window as any).__staticRouterHydrationData });

hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <I18nProvider t={t}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
