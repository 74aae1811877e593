import type { RouteObject } from "react-router";

export const assessmentRoutes: RouteObject[] = [];
