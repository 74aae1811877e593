// The API plugins of the feature areas, mounted under /api/v1 by createApp (src/app.ts) after health,
// session and users, which it mounts first itself. Add a line per new area.
import type { Elysia } from "elysia";
import type { Deps } from "../deps";
import { subscriptionRoutes } from "./subscriptions/routes";
import { paymentRoutes } from "./payments/routes";
import { authRoutes } from "./auth/routes";
import { assessmentRoutes } from "./assessments/routes";
import { contactRoutes } from "./contact/routes";
import { adminRoutes } from "./admin/routes";
import { siteRoutes } from "./admin/siteRoutes";
import { publicSiteRoutes } from "./claims/routes";
import { courseRoutes } from "./learning/routes";
import { audioRoutes } from "./audio/routes";
import { progressRoutes } from "./learning/progressRoutes";
import { familyRoutes } from "./family/routes";
import { childrenRoutes } from "./family/childrenRoutes";
import { classRoutes } from "./classes/routes";
import { setupRoutes } from "./setup/routes";
import { backupRoutes } from "./backups/routes";
import { shelfRoutes } from "./tales/routes";

export const apiModules: ((deps: Deps) => Elysia<any, any, any, any, any, any, any>)[] = [
  subscriptionRoutes,
  paymentRoutes,
  authRoutes,
  assessmentRoutes,
  contactRoutes,
  adminRoutes,
  publicSiteRoutes,
  siteRoutes,
  courseRoutes,
  audioRoutes,
  progressRoutes,
  familyRoutes,
  childrenRoutes,
  classRoutes,
  setupRoutes,
  backupRoutes,
  shelfRoutes,
];

/** The areas that exist only where something is sold (PAYMENTS=on). */
export const SELLING_MODULES = new Set<(typeof apiModules)[number]>([paymentRoutes]);
