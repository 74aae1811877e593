// The public site's routes. `publicCache: true` lets the server keep the rendered HTML for
// visitors with no session (src/ssr/pageCache.ts): such pages must not depend on the visitor.
import type { RouteObject } from "react-router";
import { DEFAULT_META } from "../../lib/meta";
import { LandingPage } from "./LandingPage";
import { ServicePage, serviceLoader, serviceMeta } from "./ServicePage";
import { ContactPage } from "./ContactPage";
import { UiConfigPage } from "./UiConfigPage";
import { creditsLoader } from "./VoiceCredits";
import type { MessageKey, Translator } from "../../i18n";

const landing = { meta: DEFAULT_META, publicCache: true };
/** A page's title and description from the catalogue, in the page's language. */
const m = (title: MessageKey, description: MessageKey) => (_: unknown, t: Translator) => ({
  title: t(title),
  description: t(description),
});

export const siteRoutes: RouteObject[] = [
  { index: true, Component: LandingPage, handle: landing },
  { path: "home", Component: LandingPage, handle: landing },
  {
    path: "service-single/:id",
    loader: serviceLoader,
    Component: ServicePage,
    handle: { meta: serviceMeta, publicCache: true },
  },
  {
    path: "contact",
    Component: ContactPage,
    handle: {
      meta: m("site.meta.contact", "site.meta.contactDescription"),
      publicCache: true,
    },
  },
  {
    path: "credits",
    loader: creditsLoader, // the voices come from the database: not kept in the public page cache
    lazy: { Component: async () => (await import("./CreditsPage")).CreditsPage },
    handle: {
      meta: m("site.meta.credits", "site.meta.creditsDescription"),
    },
  },
  // issue #28: the privacy notice, the terms and the accessibility statement (linked from every footer)
  {
    path: "privacy",
    lazy: { Component: async () => (await import("./LegalPages")).PrivacyPage },
    handle: {
      meta: m("site.meta.privacy", "site.meta.privacyDescription"),
      publicCache: true,
    },
  },
  {
    path: "terms",
    lazy: { Component: async () => (await import("./LegalPages")).TermsPage },
    handle: {
      meta: m("site.meta.terms", "site.meta.termsDescription"),
      publicCache: true,
    },
  },
  {
    path: "accessibility",
    lazy: { Component: async () => (await import("./LegalPages")).AccessibilityPage },
    handle: {
      meta: m("site.meta.accessibility", "site.meta.accessibilityDescription"),
      publicCache: true,
    },
  },
  {
    path: "ui-config",
    Component: UiConfigPage,
    handle: {
      meta: {
        title: "Layout configuration - Marhaba",
        description: "Adjust the positions and sizes of the landing page's decorative images.",
      },
      publicCache: true,
    },
  },
];
