// The learner's level test, its results and the profile page.
import type { RouteObject } from "react-router";
import { LevelTestPage, levelTestLoader } from "./LevelTestPage";
import { LevelTestResultsPage, levelTestResultsLoader } from "./LevelTestResultsPage";
import { ProfilePage, profileLoader } from "./ProfilePage";

export const assessmentRoutes: RouteObject[] = [
  {
    path: "level-test",
    loader: levelTestLoader,
    Component: LevelTestPage,
    handle: { meta: { title: "Arabic Level Test - Marhaba", description: "A quick, friendly Arabic level test for children with instant results." } },
  },
  {
    path: "level-test/results",
    loader: levelTestResultsLoader,
    Component: LevelTestResultsPage,
    handle: { meta: { title: "Your Level Test Results - Marhaba", description: "Your Arabic proficiency level, score and next steps." } },
  },
  {
    path: "profile",
    loader: profileLoader,
    Component: ProfilePage,
    handle: { meta: { title: "My Profile - Marhaba", description: "Your Marhaba account, subscription and settings." } },
  },
];
