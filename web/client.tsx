// Browser entry: hydrate the server-rendered page with the same route table.
import "./styles/app.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { routes } from "./routes";

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

await resolveLazyMatches();
const router = createBrowserRouter(routes, { hydrationData: (window as any).__staticRouterHydrationData });

hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
