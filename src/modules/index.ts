// The /api/v1 route table, mounted by createApp (src/app.ts). One chain of `.use(...)`, so the table's type
// carries every route: the browser's typed client (web/api/client.ts, Eden Treaty) reads it. Add a line
// per new area.
import { Elysia } from "elysia";
import type { Deps } from "../deps";
import { healthRoutes } from "./health/routes";
import { sessionRoutes } from "./session/routes";
import { userRoutes } from "./account/profileRoutes";
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

/** An area that exists only where something is sold (PAYMENTS=on, issue #33). Without payments its routes
 *  are not mounted, so every call to them is the API's 404; the type still names them (the client may
 *  call them on an instance that sells). */
function sellingOnly<P extends Elysia<any, any, any, any, any, any, any>>(
  deps: Deps,
  plugin: (deps: Deps) => P,
) {
  return deps.config.payments === "on" ? plugin(deps) : (new Elysia() as unknown as P);
}

export const apiRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/api/v1" })
    .use(healthRoutes(deps))
    .use(sessionRoutes(deps))
    .use(userRoutes(deps))
    .use(subscriptionRoutes(deps))
    .use(sellingOnly(deps, paymentRoutes))
    .use(authRoutes(deps))
    .use(assessmentRoutes(deps))
    .use(contactRoutes(deps))
    .use(adminRoutes(deps))
    .use(publicSiteRoutes(deps))
    .use(siteRoutes(deps))
    .use(courseRoutes(deps))
    .use(audioRoutes(deps))
    .use(progressRoutes(deps))
    .use(familyRoutes(deps))
    .use(childrenRoutes(deps))
    .use(classRoutes(deps))
    .use(setupRoutes(deps))
    .use(backupRoutes(deps))
    .use(shelfRoutes(deps));
