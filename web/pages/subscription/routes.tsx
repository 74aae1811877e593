import type { RouteObject } from "react-router";

export const subscriptionRoutes: RouteObject[] = [];
