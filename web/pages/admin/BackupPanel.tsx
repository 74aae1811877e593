// The daily backup's state (issue #33): when the newest backup was written, its size, where they are,
// and a warning when it is older than two days (or there is none). All of it is the server's answer
// (GET /admin/stats → backups); "Back up now" asks the server to write one.
import { useState } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { shortDateTime } from "./format";
import type { BackupStatus } from "./types";
import { useT, type Translator } from "../../i18n";

const size = (bytes: number, t: Translator) =>
  bytes >= 1024 * 1024
    ? t("admin.backup.mb", { n: (bytes / 1024 / 1024).toFixed(1) })
    : t("admin.backup.kb", { n: Math.max(1, Math.round(bytes / 1024)) });

export function BackupPanel({ status }: { status: BackupStatus }) {
  const revalidator = useRevalidator();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const now = async () => {
    setBusy(true);
    try {
      await ok(api.admin.backups.post({}));
      toast.success(t("admin.backup.written"), { id: "backup" });
      await revalidator.revalidate();
    } catch (e) {
      toast.error(e instanceof ApiClientError && e.status < 600 ? e.message : t("admin.backup.failed"), {
        id: "backup",
      });
    } finally {
      setBusy(false);
    }
  };
  if (!status.enabled && status.dialect === "postgres")
    return (
      <section className="admin-backups" aria-labelledby="backups-title">
        <h3 className="admin-subtitle" id="backups-title">
          {t("admin.backup.title")}
        </h3>
        <p className="admin-muted">{t("admin.backup.postgres")}</p>
      </section>
    );
  const last = status.last;
  return (
    <section className="admin-backups" aria-labelledby="backups-title">
      <h3 className="admin-subtitle" id="backups-title">
        {t("admin.backup.title")}
      </h3>
      {status.stale && (
        <p className="alert alert-warn" role="status" data-testid="backup-warning">
          {last ? t("admin.backup.stale", { when: shortDateTime(last.at, t) }) : t("admin.backup.none")}{" "}
          {status.enabled ? t("admin.backup.check") : t("admin.backup.off")}
        </p>
      )}
      <dl className="admin-backup-facts">
        <div>
          <dt>{t("admin.backup.last")}</dt>
          <dd data-testid="backup-last">{last ? shortDateTime(last.at, t) : t("admin.backup.noneYet")}</dd>
        </div>
        <div>
          <dt>{t("admin.backup.size")}</dt>
          <dd data-testid="backup-size">{last ? size(last.bytes, t) : "—"}</dd>
        </div>
        <div>
          <dt>{t("admin.backup.kept")}</dt>
          <dd>
            {t("admin.backup.keptText", {
              n: status.count,
              days: status.keep.days,
              weeks: status.keep.weeks,
            })}
          </dd>
        </div>
        <div>
          <dt>{t("admin.backup.folder")}</dt>
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
        {busy ? t("admin.backup.running") : t("admin.backup.now")}
      </button>
    </section>
  );
}
