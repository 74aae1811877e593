// A setting changed by the CLI (another process) reaches the pages within a few seconds.
import type { Job } from "./job";
import { refreshSiteSettings, SETTINGS_TTL_MS } from "../modules/site/service";

export const siteSettingsJob: Job = {
  name: "site-settings-refresh",
  description: "Re-read the operator's site settings (a change made by another process reaches the pages)",
  every: SETTINGS_TTL_MS,
  run: async (deps) => {
    await refreshSiteSettings(deps);
    return "site settings re-read";
  },
};
