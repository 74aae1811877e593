// /setup (issue #33): the first-run page of a fresh instance. It exists only while no admin does: the
// loader asks the server, which answers 404 once there is one.
import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ApiClientError, loaderApi, ok, api, type Reply } from "../../api/client";
import type { Translator } from "../../i18n";

export type SetupState = Reply<typeof api.setup.get>;

async function setupLoader(args: LoaderFunctionArgs): Promise<SetupState> {
  try {
    return await ok(loaderApi(args).setup.get());
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 404) throw data(null, { status: 404 });
    throw e;
  }
}

export const setupRoutes: RouteObject[] = [
  {
    path: "setup",
    loader: setupLoader,
    shouldRevalidate: () => false,
    lazy: { Component: async () => (await import("./SetupPage")).SetupPage },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("admin.setup.metaTitle"),
        description: t("admin.setup.metaDescription"),
      }),
    },
  },
];
