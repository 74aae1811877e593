// Every area's API plugin, mounted under /api/v1 by createApp. Add a line per area.
import type { Elysia } from "elysia";
import type { Deps } from "../deps";
import { subscriptionRoutes } from "./subscriptions/routes";
import { paymentRoutes } from "./payments/routes";
import { authRoutes } from "./auth/routes";
import { assessmentRoutes } from "./assessments/routes";
import { contactRoutes } from "./contact/routes";
import { adminRoutes } from "./admin/routes";
import { siteRoutes } from "./site/routes";
import { courseRoutes } from "./courses/routes";
import { audioRoutes } from "./audio/routes";
import { progressRoutes } from "./progress/routes";
import { familyRoutes } from "./family/routes";
import { childrenRoutes } from "./family/childrenRoutes";
import { classRoutes } from "./classes/routes";

export const apiModules: ((deps: Deps) => Elysia<any, any, any, any, any, any, any>)[] = [
  subscriptionRoutes,
  paymentRoutes,
  authRoutes,
  assessmentRoutes,
  contactRoutes,
  adminRoutes,
  siteRoutes,
  courseRoutes,
  audioRoutes,
  progressRoutes,
  familyRoutes,
  childrenRoutes,
  classRoutes,
];
