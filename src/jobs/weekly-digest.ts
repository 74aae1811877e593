// The weekly digest: checked every hour; the first check of a week writes it (once per family and week,
// whatever the number of instances — digest/service.ts claims a row first).
import { HOUR_MS, type Job } from "./job";
import { sendDigests } from "../modules/digest/service";

export const weeklyDigestJob: Job = {
  name: "weekly-digest",
  description: "Write this week's progress digest for every opted-in family not yet served this week",
  every: HOUR_MS,
  run: async (deps) => {
    const r = await sendDigests(deps);
    return `week of ${r.week}: ${r.sent} digest(s) written, ${r.already} already sent this week`;
  },
};
