// The grown-up's profile: account, plan, children, level tests, certificates and the family's data.
import type { RouteObject } from "react-router";
import type { Translator } from "../../i18n";

export const profileRoutes: RouteObject[] = [
  {
    path: "profile",
    lazy: {
      loader: async () => (await import("./ProfilePage")).profileLoader,
      Component: async () => (await import("./ProfilePage")).ProfilePage,
    },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("family.profile.metaTitle"),
        description: t("family.profile.metaDescription"),
      }),
    },
  },
];
