// The daily backup (issue #33): checked soon after start and then hourly; off on PostgreSQL by default.
// A run writes one only when the newest is a day old; backups/service.ts locks against other instances.
import { HOUR_MS, type Job } from "./job";
import { checkBackup } from "../modules/backups/service";

export const backupsJob: Job = {
  name: "backups",
  description: "Write the daily backup when the newest one is a day old",
  every: HOUR_MS,
  firstAfterMs: 3_000,
  enabled: (deps) => deps.config.backups.enabled,
  run: checkBackup,
};
