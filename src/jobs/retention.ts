// Retention (issue #28): checked every hour; the first check of a day runs it, once across instances
// (account/retention.ts claims the day in job_runs).
import { HOUR_MS, type Job } from "./job";
import { runRetention } from "../modules/account/retention";

export const retentionJob: Job = {
  name: "retention",
  description: "Remove never-verified and long-unused free accounts (once a day across instances)",
  every: HOUR_MS,
  run: async (deps) => {
    const r = await runRetention(deps);
    if (!r.ran) return `${r.period}: already run today`;
    return `${r.period}: ${r.unverified_removed} never-verified removed, ${r.warned} warned, ${r.inactive_removed} inactive removed`;
  },
};
