// The operator settings the public pages show (footer, contact, landing videos), fetched by
// the "site" layout route once per page load. Nothing set → nothing shown.
import { useRouteLoaderData, type RouterContextProvider } from "react-router";
import { loaderApi, ok, type api, type Reply } from "../api/client";
import { NO_CLAIMS, type Claims } from "../../shared/claims";

/** GET /site: the instance's public settings (school, contact, what is sold). */
export type PublicSite = Reply<typeof api.site.get>;

export const EMPTY_SITE: PublicSite = {
  contact: { address: null, phone: null, email: null },
  social: [],
  video_channel_url: null,
  videos: [],
  school: { name: null, logo_url: null },
  controller: { name: null, address: null },
  retention: { unverified_days: 30, inactive_months: 24, warning_days: 30 },
  payments: true,
  claims: NO_CLAIMS,
};

/** The school's name and logo, never undefined (an older cached reply may lack them). */
export function useSchool(): PublicSite["school"] {
  return useSite().school ?? EMPTY_SITE.school;
}

export function loadSite(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<PublicSite> {
  return ok(loaderApi(args).site.get()).catch(() => EMPTY_SITE);
}

/** Whether this instance sells anything (issue #33): false on a school's instance (PAYMENTS=off). Every
 *  price, checkout, demo and upgrade on the pages is shown only when this says so. */
export function usePayments(): boolean {
  return useSite().payments !== false;
}

/** The same flag for a loader (a page that exists only where something is sold answers 404 without it). */
export async function paymentsOn(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<boolean> {
  return (await loadSite(args)).payments !== false;
}

export function useSite(): PublicSite {
  return (useRouteLoaderData("site") as PublicSite | undefined) ?? EMPTY_SITE;
}

/** What this instance may say about itself (figures and features; shared/claims.ts words them). */
export function useClaims(): Claims {
  return useSite().claims ?? NO_CLAIMS;
}
