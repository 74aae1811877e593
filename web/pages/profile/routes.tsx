// The grown-up's profile: account, plan, children, level tests, certificates and the family's data.
import type { RouteObject } from "react-router";

export const profileRoutes: RouteObject[] = [
  {
    path: "profile",
    lazy: {
      loader: async () => (await import("./ProfilePage")).profileLoader,
      Component: async () => (await import("./ProfilePage")).ProfilePage,
    },
    handle: {
      meta: {
        title: "My Profile - Marhaba",
        description: "Your Marhaba account, subscription and settings.",
      },
    },
  },
];
