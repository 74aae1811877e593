// GET /api/v1/site: the operator settings the pages show, and what this instance may claim (issue #28).
// Here, not beside the settings' admin routes (admin/siteRoutes.ts): the claims read the course, the
// audio and the settings, and site/ stays below every area that reads the settings. Reply: model.ts.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { replies } from "../../lib/errors";
import { publicSite } from "../site/service";
import { SiteReply } from "./model";
import { publicClaims } from "./service";

export async function siteReply(deps: Deps): Promise<SiteReply> {
  const [site, claims] = await Promise.all([publicSite(deps), publicClaims(deps)]);
  return { ...site, claims };
}
export type { SiteReply };

export const publicSiteRoutes = (deps: Deps) =>
  new Elysia().get(
    "/site",
    async (ctx) => {
      ctx.set.headers["cache-control"] = "no-store";
      return siteReply(deps);
    },
    { response: replies({ 200: SiteReply }) },
  );
