// The public site's routes. `publicCache: true` lets the server keep the rendered HTML for
// visitors with no session (src/ssr/pageCache.ts): such pages must not depend on the visitor.
import type { RouteObject } from "react-router";
import { DEFAULT_META } from "../../lib/meta";
import { LandingPage } from "./LandingPage";
import { ServicePage, serviceLoader, serviceMeta } from "./ServicePage";
import { ContactPage } from "./ContactPage";
import { UiConfigPage } from "./UiConfigPage";
import { creditsLoader } from "./VoiceCredits";

const landing = { meta: DEFAULT_META, publicCache: true };

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
      meta: {
        title: "Contact us - Marhaba",
        description:
          "Questions about Marhaba's Arabic lessons for children? Parents, schools and groups: write to us, we reply within 24 hours.",
      },
      publicCache: true,
    },
  },
  {
    path: "credits",
    loader: creditsLoader, // the voices come from the database: not kept in the public page cache
    lazy: { Component: async () => (await import("./CreditsPage")).CreditsPage },
    handle: {
      meta: {
        title: "Credits - Marhaba",
        description:
          "The pictures, fonts and audio Marhaba's Arabic lessons are made with, and their licences.",
      },
    },
  },
  // issue #28: the privacy notice, the terms and the accessibility statement (linked from every footer)
  {
    path: "privacy",
    lazy: { Component: async () => (await import("./LegalPages")).PrivacyPage },
    handle: {
      meta: {
        title: "Privacy notice - Marhaba",
        description:
          "What Marhaba keeps about grown-ups, children and pupils, why, for how long, and how to export or delete it.",
      },
      publicCache: true,
    },
  },
  {
    path: "terms",
    lazy: { Component: async () => (await import("./LegalPages")).TermsPage },
    handle: {
      meta: {
        title: "Terms of use - Marhaba",
        description: "The rules of Marhaba: accounts, the free demo, Premium and refunds.",
      },
      publicCache: true,
    },
  },
  {
    path: "accessibility",
    lazy: { Component: async () => (await import("./LegalPages")).AccessibilityPage },
    handle: {
      meta: {
        title: "Accessibility statement - Marhaba",
        description: "How Marhaba meets WCAG 2.2 AA, the known gaps, and how to tell us.",
      },
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
