// The learner's level test and its results.
import type { RouteObject } from "react-router";
import type { Translator } from "../../i18n";

export const assessmentRoutes: RouteObject[] = [
  {
    path: "level-test",
    lazy: {
      loader: async () => (await import("./LevelTestPage")).levelTestLoader,
      Component: async () => (await import("./LevelTestPage")).LevelTestPage,
    },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("assessment.meta.testTitle"),
        description: t("assessment.meta.testDescription"),
      }),
    },
  },
  {
    path: "level-test/results",
    lazy: {
      loader: async () => (await import("./LevelTestResultsPage")).levelTestResultsLoader,
      Component: async () => (await import("./LevelTestResultsPage")).LevelTestResultsPage,
    },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("assessment.meta.resultsTitle"),
        description: t("assessment.meta.resultsDescription"),
      }),
    },
  },
];
