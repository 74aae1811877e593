// The one route table, used by the server render and by the browser.
// Each area of the product contributes its own list; guarded routes call requireSession.
import { data, type RouteObject } from "react-router";
import { RootLayout, RootErrorBoundary } from "./pages/RootLayout";
import { rootLoader } from "./state/session";
import { loadSite } from "./state/site";
import { catalogueReady } from "./i18n";
import { siteRoutes } from "./pages/site/routes";
import { authRoutes } from "./pages/auth/routes";
import { subscriptionRoutes } from "./pages/subscription/routes";
import { assessmentRoutes } from "./pages/assessment/routes";
import { profileRoutes } from "./pages/profile/routes";
import { adminRoutes } from "./pages/admin/routes";
import { courseRoutes } from "./pages/courses/routes";
import { familyRoutes } from "./pages/family/routes";
import { schoolRoutes } from "./pages/schools/routes";
import { setupRoutes } from "./pages/setup/routes";
import { taleRoutes } from "./pages/tales/routes";

export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    // the session; a child session is kept out of the grown-up pages. In the browser, a navigation's next
    // page waits for the rest of the page's language too (web/i18n: catalogueReady).
    loader: async (args) => {
      await catalogueReady();
      return rootLoader(args);
    },
    // The session is re-read on every navigation: sign-in, sign-out and payments show at once.
    shouldRevalidate: () => true,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // Operator settings (footer, contact details, landing videos) for every page below;
        // react-router's default revalidation re-reads them after an admin saves.
        id: "site",
        loader: (args) => loadSite(args),
        ErrorBoundary: RootErrorBoundary,
        children: [
          ...siteRoutes,
          ...authRoutes,
          ...subscriptionRoutes,
          ...assessmentRoutes,
          ...profileRoutes,
          ...adminRoutes,
          ...courseRoutes,
          ...familyRoutes,
          ...schoolRoutes,
          ...setupRoutes,
          ...taleRoutes,
          {
            path: "*",
            loader: () => {
              throw data(null, { status: 404 });
            },
          },
        ],
      },
    ],
  },
];
