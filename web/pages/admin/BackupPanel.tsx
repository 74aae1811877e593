// The daily backup's state (issue #33): when the newest backup was written, its size, where they are,
// and a warning when it is older than two days (or there is none). All of it is the server's answer
// (GET /admin/stats → backups); "Back up now" asks the server to write one.
import { useState } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { shortDateTime } from "./format";
import type { BackupStatus } from "./types";

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function BackupPanel({ status }: { status: BackupStatus }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const now = async () => {
    setBusy(true);
    try {
      await ok(api.admin.backups.post({}));
      toast.success("Backup written", { id: "backup" });
      await revalidator.revalidate();
    } catch (e) {
      toast.error(
        e instanceof ApiClientError && e.status < 600 ? e.message : "The backup could not be written.",
        { id: "backup" },
      );
    } finally {
      setBusy(false);
    }
  };
  if (!status.enabled && status.dialect === "postgres")
    return (
      <section className="admin-backups" aria-labelledby="backups-title">
        <h3 className="admin-subtitle" id="backups-title">
          Backups
        </h3>
        <p className="admin-muted">
          This instance runs on PostgreSQL: back it up with the database's own tools (pg_dump, or your host's
          snapshots).
        </p>
      </section>
    );
  const last = status.last;
  return (
    <section className="admin-backups" aria-labelledby="backups-title">
      <h3 className="admin-subtitle" id="backups-title">
        Backups
      </h3>
      {status.stale && (
        <p className="alert alert-warn" role="status" data-testid="backup-warning">
          {last
            ? `The newest backup is from ${shortDateTime(last.at)}: more than two days old.`
            : "No backup has been written yet."}{" "}
          {status.enabled
            ? "Check the server's log, or back up now."
            : "The daily backup is off (BACKUPS=off)."}
        </p>
      )}
      <dl className="admin-backup-facts">
        <div>
          <dt>Last backup</dt>
          <dd data-testid="backup-last">{last ? shortDateTime(last.at) : "none yet"}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd data-testid="backup-size">{last ? size(last.bytes) : "—"}</dd>
        </div>
        <div>
          <dt>Kept</dt>
          <dd>
            {status.count} backup(s): the last {status.keep.days} day(s) and {status.keep.weeks} week(s)
          </dd>
        </div>
        <div>
          <dt>Folder</dt>
          <dd>
            <code>{status.dir}</code>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn-outline btn-sm admin-backup-now"
        onClick={() => void now()}
        disabled={busy}
      >
        {busy ? "Backing up..." : "Back up now"}
      </button>
    </section>
  );
}
