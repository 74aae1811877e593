// The learner's level test and its results.
import type { RouteObject } from "react-router";

export const assessmentRoutes: RouteObject[] = [
  {
    path: "level-test",
    lazy: {
      loader: async () => (await import("./LevelTestPage")).levelTestLoader,
      Component: async () => (await import("./LevelTestPage")).LevelTestPage,
    },
    handle: {
      meta: {
        title: "Arabic Level Test - Marhaba",
        description: "A quick, friendly Arabic level test for children with instant results.",
      },
    },
  },
  {
    path: "level-test/results",
    lazy: {
      loader: async () => (await import("./LevelTestResultsPage")).levelTestResultsLoader,
      Component: async () => (await import("./LevelTestResultsPage")).LevelTestResultsPage,
    },
    handle: {
      meta: {
        title: "Your Level Test Results - Marhaba",
        description: "Your Arabic proficiency level, score and next steps.",
      },
    },
  },
];
