// The public site's routes. `publicCache: true` lets the server keep the rendered HTML for
// visitors with no session (src/ssr/pageCache.ts): such pages must not depend on the visitor.
import type { RouteObject } from "react-router";
import { DEFAULT_META } from "../../lib/meta";
import { LandingPage } from "./LandingPage";
import { serviceLoader, serviceMeta } from "./serviceRoute";
import { ContactPage } from "./ContactPage";
import { creditsLoader } from "./VoiceCredits";
import type { Translator } from "../../i18n";

/** A page's title and description from the catalogue, in the visitor's language. */
const metaFor =
  (page: "contact" | "credits" | "privacy" | "terms" | "accessibility" | "uiConfig") =>
  (_data: unknown, t: Translator) => ({
    title: t(`site.pages.meta.${page}Title`),
    description: t(`site.pages.meta.${page}Description`),
  });

const landing = { meta: DEFAULT_META, publicCache: true };

export const siteRoutes: RouteObject[] = [
  { index: true, Component: LandingPage, handle: landing },
  { path: "home", Component: LandingPage, handle: landing },
  {
    path: "service-single/:id",
    loader: serviceLoader,
    lazy: { Component: async () => (await import("./ServicePage")).ServicePage },
    handle: { meta: serviceMeta, publicCache: true },
  },
  {
    path: "contact",
    Component: ContactPage,
    handle: {
      meta: metaFor("contact"),
      publicCache: true,
    },
  },
  {
    path: "credits",
    loader: creditsLoader, // the voices come from the database: not kept in the public page cache
    lazy: { Component: async () => (await import("./CreditsPage")).CreditsPage },
    handle: {
      meta: metaFor("credits"),
    },
  },
  // issue #28: the privacy notice, the terms and the accessibility statement (linked from every footer)
  {
    path: "privacy",
    lazy: { Component: async () => (await import("./LegalPages")).PrivacyPage },
    handle: {
      meta: metaFor("privacy"),
      publicCache: true,
    },
  },
  {
    path: "terms",
    lazy: { Component: async () => (await import("./LegalPages")).TermsPage },
    handle: {
      meta: metaFor("terms"),
      publicCache: true,
    },
  },
  {
    path: "accessibility",
    lazy: { Component: async () => (await import("./LegalPages")).AccessibilityPage },
    handle: {
      meta: metaFor("accessibility"),
      publicCache: true,
    },
  },
  {
    path: "ui-config",
    // a designer's tool, not a visitor's page: kept out of the landing's start-up bundle
    lazy: { Component: async () => (await import("./UiConfigPage")).UiConfigPage },
    handle: {
      meta: metaFor("uiConfig"),
      publicCache: true,
    },
  },
];
