// The contract of /admin/backups (issue #33, #32): what the admin area shows about the daily backup.
import { z } from "zod";

/** GET /admin/backups and POST (a backup now): the same status. */
export const BackupStatus = z.object({
  enabled: z.boolean(),
  dialect: z.enum(["sqlite", "postgres"]),
  dir: z.string(),
  keep: z.object({ days: z.number(), weeks: z.number() }),
  count: z.number(),
  last: z.object({ name: z.string(), at: z.string(), bytes: z.number() }).nullable(),
  /** no backup yet, or the newest is older than two days */
  stale: z.boolean(),
});
export type BackupStatus = z.infer<typeof BackupStatus>;
