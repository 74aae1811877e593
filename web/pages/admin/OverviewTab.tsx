// Overview: SPEC section 3's stats, sign-ups this week, demo → paid, and the audit trail.
import { usePayments } from "../../state/site";
import type { AdminStats } from "./types";
import { describeAction, describeChange, shortDateTime } from "./format";
import { LockedAccounts } from "./LockedAccounts";
import { BackupPanel } from "./BackupPanel";
import { useT } from "../../i18n";

function Stat({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: number | string;
  hint?: string;
  tone: string;
}) {
  return (
    <div className={`admin-stat admin-stat-${tone}`}>
      <span className="admin-stat-value">{value}</span>
      <span className="admin-stat-label">{label}</span>
      {hint && <span className="admin-stat-hint">{hint}</span>}
    </div>
  );
}

export function OverviewTab({ stats }: { stats: AdminStats | null }) {
  const t = useT();
  const sells = usePayments(); // a school's instance sells nothing: no plan or conversion figures (issue #33)
  return (
    <>
      <h2 id="admin-panel-title">{t("admin.overview.title")}</h2>
      {stats?.backups && <BackupPanel status={stats.backups} />}
      {stats && (
        <>
          <h3 className="admin-subtitle">{t("admin.overview.users")}</h3>
          <div className="admin-stats" role="list">
            <div role="listitem">
              <Stat tone="teal" label={t("admin.overview.total")} value={stats.users.total} />
            </div>
            <div role="listitem">
              <Stat tone="sky" label={t("admin.overview.active")} value={stats.users.active} />
            </div>
            <div role="listitem">
              <Stat tone="grape" label={t("admin.overview.verified")} value={stats.users.verified} />
            </div>
            <div role="listitem">
              <Stat
                tone="sun"
                label={t("admin.overview.new")}
                value={stats.users.new_this_week}
                hint={t("admin.overview.newHint")}
              />
            </div>
          </div>
          <h3 className="admin-subtitle">{t("admin.overview.learners")}</h3>
          <div className="admin-stats" role="list">
            <div role="listitem">
              <Stat
                tone="coral"
                label={t("admin.overview.children")}
                value={stats.users.children ?? 0}
                hint={t("admin.overview.childrenHint")}
              />
            </div>
            <div role="listitem">
              <Stat
                tone="teal"
                label={t("admin.overview.pupils")}
                value={stats.users.pupils ?? 0}
                hint={t("admin.overview.pupilsHint")}
              />
            </div>
            <div role="listitem">
              <Stat tone="grape" label={t("admin.overview.teachers")} value={stats.users.teachers ?? 0} />
            </div>
          </div>
          {sells && <h3 className="admin-subtitle">{t("admin.overview.subscriptions")}</h3>}
          {sells && (
            <div className="admin-stats" role="list">
              <div role="listitem">
                <Stat tone="teal" label={t("admin.overview.subsTotal")} value={stats.subscriptions.total} />
              </div>
              <div role="listitem">
                <Stat tone="sky" label={t("admin.overview.subsActive")} value={stats.subscriptions.active} />
              </div>
              <div role="listitem">
                <Stat tone="sun" label={t("admin.overview.demo")} value={stats.subscriptions.demo} />
              </div>
              <div role="listitem">
                <Stat tone="grape" label={t("admin.overview.paid")} value={stats.subscriptions.paid} />
              </div>
              <div role="listitem">
                <Stat
                  tone="coral"
                  label={t("admin.overview.conversion")}
                  value={t("admin.overview.rate", { n: stats.conversions.rate })}
                  hint={t("admin.overview.conversionHint", {
                    converted: stats.conversions.converted_to_paid,
                    demo: stats.conversions.demo_users,
                  })}
                />
              </div>
            </div>
          )}
          <LockedAccounts accounts={stats.locked_accounts ?? []} />
          <h3 className="admin-subtitle">{t("admin.overview.recent")}</h3>
          {stats.recent_audit.length === 0 ? (
            <p className="admin-empty">{t("admin.overview.noActions")}</p>
          ) : (
            <ol className="admin-audit">
              {stats.recent_audit.map((a) => {
                const change = describeChange(a.before, a.after, t);
                return (
                  <li key={a.id}>
                    <span className="admin-audit-when">{shortDateTime(a.created_at, t)}</span>
                    <span>
                      <strong>{a.actor}</strong> {describeAction(a.action, a.target_type, a.target_id, t)}
                      {change && <span className="admin-audit-change"> ({change})</span>}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </>
  );
}
