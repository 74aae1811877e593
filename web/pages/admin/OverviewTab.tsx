// Overview: SPEC section 3's stats, sign-ups this week, demo → paid, and the audit trail.
import { usePayments } from "../../state/site";
import type { AdminStats } from "./types";
import { describeAction, describeChange, shortDateTime } from "./format";
import { LockedAccounts } from "./LockedAccounts";
import { BackupPanel } from "./BackupPanel";

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
  const sells = usePayments(); // a school's instance sells nothing: no plan or conversion figures (issue #33)
  return (
    <>
      <h2 id="admin-panel-title">Overview</h2>
      {stats?.backups && <BackupPanel status={stats.backups} />}
      {stats && (
        <>
          <h3 className="admin-subtitle">Users</h3>
          <div className="admin-stats" role="list">
            <div role="listitem">
              <Stat tone="teal" label="Total users" value={stats.users.total} />
            </div>
            <div role="listitem">
              <Stat tone="sky" label="Active users" value={stats.users.active} />
            </div>
            <div role="listitem">
              <Stat tone="grape" label="Verified users" value={stats.users.verified} />
            </div>
            <div role="listitem">
              <Stat
                tone="sun"
                label="New this week"
                value={stats.users.new_this_week}
                hint="signed up in the last 7 days"
              />
            </div>
          </div>
          <h3 className="admin-subtitle">Learners and teachers</h3>
          <div className="admin-stats" role="list">
            <div role="listitem">
              <Stat
                tone="coral"
                label="Child profiles"
                value={stats.users.children ?? 0}
                hint="in families' accounts"
              />
            </div>
            <div role="listitem">
              <Stat tone="teal" label="Pupils" value={stats.users.pupils ?? 0} hint="in classes" />
            </div>
            <div role="listitem">
              <Stat tone="grape" label="Teachers" value={stats.users.teachers ?? 0} />
            </div>
          </div>
          {sells && <h3 className="admin-subtitle">Subscriptions</h3>}
          {sells && (
            <div className="admin-stats" role="list">
              <div role="listitem">
                <Stat tone="teal" label="Total subscriptions" value={stats.subscriptions.total} />
              </div>
              <div role="listitem">
                <Stat tone="sky" label="Active subscriptions" value={stats.subscriptions.active} />
              </div>
              <div role="listitem">
                <Stat tone="sun" label="Demo" value={stats.subscriptions.demo} />
              </div>
              <div role="listitem">
                <Stat tone="grape" label="Paid" value={stats.subscriptions.paid} />
              </div>
              <div role="listitem">
                <Stat
                  tone="coral"
                  label="Demo → paid"
                  value={`${stats.conversions.rate}%`}
                  hint={`${stats.conversions.converted_to_paid} of ${stats.conversions.demo_users} demo families`}
                />
              </div>
            </div>
          )}
          <LockedAccounts accounts={stats.locked_accounts ?? []} />
          <h3 className="admin-subtitle">Recent admin actions</h3>
          {stats.recent_audit.length === 0 ? (
            <p className="admin-empty">
              No admin actions yet. Changes made here or with the CLI appear in this list.
            </p>
          ) : (
            <ol className="admin-audit">
              {stats.recent_audit.map((a) => {
                const change = describeChange(a.before, a.after);
                return (
                  <li key={a.id}>
                    <span className="admin-audit-when">{shortDateTime(a.created_at)}</span>
                    <span>
                      <strong>{a.actor}</strong> {describeAction(a.action, a.target_type, a.target_id)}
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
