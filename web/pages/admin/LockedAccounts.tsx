// Accounts some address must wait to sign in to after failed passwords (the wait is per account
// and address, so the owner elsewhere is not affected). An admin can clear them; the clearing is audited.
import { api, ok } from "../../api/client";
import type { LockedAccount } from "./types";
import { shortDateTime } from "./format";
import { useAdminAction } from "./useAdminAction";
import { Rich, useT } from "../../i18n";

export function LockedAccounts({ accounts }: { accounts: LockedAccount[] }) {
  const { run, busy } = useAdminAction();
  const t = useT();
  return (
    <section aria-labelledby="admin-locked-title">
      <h3 className="admin-subtitle" id="admin-locked-title">
        {t("admin.locked.title")}
      </h3>
      {accounts.length === 0 ? (
        <p className="admin-empty">{t("admin.locked.none")}</p>
      ) : (
        <ul className="admin-audit admin-locked">
          {accounts.map((a) => (
            <li key={a.email}>
              <span>
                <strong>{a.email}</strong> {a.has_account ? "" : t("admin.locked.noAccount")}
                {t("admin.locked.line", {
                  failures: a.failures,
                  addresses: a.addresses,
                  until: shortDateTime(a.blocked_until, t),
                })}
              </span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy === a.email}
                onClick={() =>
                  run(
                    a.email,
                    () => ok(api.admin["locked-accounts"].clear.post({ email: a.email })),
                    t("admin.locked.cleared", { email: a.email }),
                    t("admin.locked.failed"),
                  )
                }
              >
                <Rich
                  k="admin.locked.clear"
                  values={{ email: a.email }}
                  tags={{ sr: (c) => <span className="sr-only">{c}</span> }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
