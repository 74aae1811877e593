// Every background job of the server, in one list: src/server.ts starts them all (jobs/start.ts) and
// `marhaba cli jobs:list` / `jobs:run <name>` show and run them. A new job goes here, never inline.
import type { Job } from "./job";
import { siteSettingsJob } from "./site-settings";
import { claimsJob } from "./claims";
import { weeklyDigestJob } from "./weekly-digest";
import { retentionJob } from "./retention";
import { outboxJob } from "./outbox";
import { backupsJob } from "./backups";

export const jobs: readonly Job[] = [
  siteSettingsJob,
  claimsJob,
  weeklyDigestJob,
  retentionJob,
  outboxJob,
  backupsJob,
];

export const findJob = (name: string) => jobs.find((j) => j.name === name);
