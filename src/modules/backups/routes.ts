// /api/v1/admin/backups (issue #33): what the admin area shows about the daily backup, and a backup now.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireAdmin } from "../auth/current";
import { ApiError, replies } from "../../lib/errors";
import { BackupStatus } from "./model";
import { recordAudit } from "../audit/service";
import { actorLabel } from "../users/service";
import { backupStatus, runBackup } from "./service";

export const backupRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/admin/backups" })
    .get(
      "",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return backupStatus(deps);
      },
      { response: replies({ 200: BackupStatus }) },
    )
    .post(
      "",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        const r = await runBackup(deps).catch((e) => {
          deps.log.error("backup failed", { error: String((e as Error)?.message ?? e) });
          throw new ApiError(500, "BACKUP_FAILED", "The backup could not be written: see the server's log.");
        });
        if ("skipped" in r)
          throw new ApiError(
            409,
            "BACKUP_RUNNING",
            "A backup is being written right now. Try again in a minute.",
          );
        await recordAudit(
          deps,
          deps.db,
          { userId: me.id, label: actorLabel(me) },
          {
            action: "backup.run",
            targetType: "backup",
            targetId: r.written.name,
            before: null,
            after: { bytes: r.written.bytes },
          },
        );
        return backupStatus(deps);
      },
      { response: replies({ 200: BackupStatus }) },
    );
