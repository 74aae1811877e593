// The family's pages (issue #16): "Who is learning?" after sign-in when the account has child profiles.
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { requireSession } from "../../state/session";
import type { Translator } from "../../i18n";

async function whoLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  if (!session.family) throw redirect("/dashboard"); // no child profiles: the grown-up learns as today
  return null;
}

export const familyRoutes: RouteObject[] = [
  {
    path: "who",
    loader: whoLoader,
    lazy: { Component: async () => (await import("./WhoPage")).WhoPage },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("family.meta.whoTitle"),
        description: t("family.meta.whoDescription"),
      }),
    },
  },
];
