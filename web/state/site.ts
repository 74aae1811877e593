// The operator settings the public pages show (footer, contact, landing videos), fetched by
// the "site" layout route once per page load. Nothing set → nothing shown.
import { useRouteLoaderData, type RouterContextProvider } from "react-router";
import { loaderApi } from "../api/client";

export type PublicSite = {
  contact: { address: string | null; phone: string | null; email: string | null };
  social: { network: string; label: string; url: string }[];
  video_channel_url: string | null;
  videos: { id: string; title: string; thumbnail_url: string; embed_url: string }[];
  /** A self-hosted school's name and logo (issue #16); null when not set. */
  school: { name: string | null; logo_url: string | null };
};

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
