// The public site's routes. `publicCache: true` lets the server keep the rendered HTML for
// visitors with no session (src/ssr/pageCache.ts): such pages must not depend on the visitor.
import type { RouteObject } from "react-router";
import { DEFAULT_META } from "../../lib/meta";
import { LandingPage } from "./LandingPage";
import { ServicePage, serviceLoader, serviceMeta } from "./ServicePage";
import { ContactPage } from "./ContactPage";
import { UiConfigPage } from "./UiConfigPage";

const landing = { meta: DEFAULT_META, publicCache: true };

export const siteRoutes: RouteObject[] = [
  { index: true, Component: LandingPage, handle: landing },
  { path: "home", Component: LandingPage, handle: landing },
  { path: "service-single/:id", loader: serviceLoader, Component: ServicePage, handle: { meta: serviceMeta, publicCache: true } },
  {
    path: "contact",
    Component: ContactPage,
    handle: { meta: { title: "Contact us - Marhaba", description: "Questions about Marhaba's Arabic lessons for children? Parents, schools and groups: write to us, we reply within 24 hours." }, publicCache: true },
  },
  {
    path: "credits",
    lazy: { Component: async () => (await import("./CreditsPage")).CreditsPage },
    handle: { meta: { title: "Credits - Marhaba", description: "The pictures, fonts and audio Marhaba's Arabic lessons are made with, and their licences." }, publicCache: true },
  },
  {
    path: "ui-config",
    Component: UiConfigPage,
    handle: { meta: { title: "Layout configuration - Marhaba", description: "Adjust the positions and sizes of the landing page's decorative images." }, publicCache: true },
  },
];
