// Browser entry: hydrate the server-rendered page with the same route table.
import "./styles/app.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { routes } from "./routes";
import { I18nProvider, setBrowserTranslator } from "./i18n";
import { translator } from "../shared/i18n/translate";
import type { Locale } from "../shared/i18n/locale";
import type { Translation } from "../shared/i18n/types";

/** The page's one language: the server named its catalogue chunk in a modulepreload link. */
async function loadCatalogue() {
  const href = document.querySelector("link[data-catalogue]")?.getAttribute("href");
  const locale = (document.documentElement.dataset.locale ?? "en") as Locale;
  const messages = (href ? (await import(/* chunk named by the server */ href)).messages : {}) as Translation;
  return translator(locale, messages);
}

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

const [t] = await Promise.all([loadCatalogue(), resolveLazyMatches()]);
setBrowserTranslator(t);
const router = createBrowserRouter(routes, { hydrationData: (window as any).__staticRouterHydrationData });

hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <I18nProvider t={t}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
