// What the pages claim (recorded audio, videos…) is re-read on the settings' beat; a change clears the page cache.
import type { Job } from "./job";
import { refreshClaims } from "../modules/claims/service";
import { SETTINGS_TTL_MS } from "../modules/site/service";

export const claimsJob: Job = {
  name: "claims-refresh",
  description: "Re-read what the pages claim (recorded audio, videos); a change clears the page cache",
  every: SETTINGS_TTL_MS,
  run: async (deps) => ((await refreshClaims(deps)).changed ? "claims changed" : "claims unchanged"),
};
