// /setup (issue #33): the first-run page of a fresh instance. It exists only while no admin does: the
// loader asks the server, which answers 404 once there is one.
import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ApiClientError, loaderApi } from "../../api/client";
import type { setupState } from "../../../src/modules/setup/service";
import type { Translator } from "../../i18n";

export type SetupState = Awaited<ReturnType<typeof setupState>>;

async function setupLoader(args: LoaderFunctionArgs): Promise<SetupState> {
  try {
    return await loaderApi(args).get<SetupState>("/setup");
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
