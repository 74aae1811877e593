// The operator settings the public pages show (footer, contact, landing videos), fetched by
// the "site" layout route once per page load. Nothing set → nothing shown.
import { useRouteLoaderData, type RouterContextProvider } from "react-router";
import { loaderApi } from "../api/client";
import type { PublicSite } from "../../src/modules/site/service";

/** GET /site, as the server answers it (type-only). */
export type { PublicSite };

export const EMPTY_SITE: PublicSite = { contact: { address: null, phone: null, email: null }, social: [], video_channel_url: null, videos: [], school: { name: null, logo_url: null } };

/** The school's name and logo, never undefined (an older cached reply may lack them). */
export function useSchool(): PublicSite["school"] {
  return useSite().school ?? EMPTY_SITE.school;
}

export function loadSite(args: { request: Request; context: Readonly<RouterContextProvider> }): Promise<PublicSite> {
  return loaderApi(args)
    .get<PublicSite>("/site")
    .catch(() => EMPTY_SITE);
}

export function useSite(): PublicSite {
  return (useRouteLoaderData("site") as PublicSite | undefined) ?? EMPTY_SITE;
}
