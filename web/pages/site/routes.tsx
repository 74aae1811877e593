import type { RouteObject } from "react-router";
import { DEFAULT_META } from "../../lib/meta";
import { LandingPage } from "./LandingPage";

export const siteRoutes: RouteObject[] = [
  { index: true, Component: LandingPage, handle: { meta: DEFAULT_META } },
  { path: "home", Component: LandingPage, handle: { meta: DEFAULT_META } },
];
