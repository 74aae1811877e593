// Browser entry: hydrate the server-rendered page with the same route table.
import "./styles/app.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { routes } from "./routes";

const router = createBrowserRouter(routes, { hydrationData: (window as any).__staticRouterHydrationData });

hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
