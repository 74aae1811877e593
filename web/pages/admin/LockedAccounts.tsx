// Accounts some address must wait to sign in to after failed passwords (the wait is per account
// and address, so the owner elsewhere is not affected). An admin can clear them; the clearing is audited.
import { api, ok } from "../../api/client";
import type { LockedAccount } from "./types";
import { shortDateTime } from "./format";
import { useAdminAction } from "./useAdminAction";

export function LockedAccounts({ accounts }: { accounts: LockedAccount[] }) {
  const { run, busy } = useAdminAction();
  return (
    <section aria-labelledby="admin-locked-title">
      <h3 className="admin-subtitle" id="admin-locked-title">
        Sign-ins waiting after failed passwords
      </h3>
      {accounts.length === 0 ? (
        <p className="admin-empty">
          No account is waiting. After repeated wrong passwords, the address that tried waits a little longer
          each time; it shows here.
        </p>
      ) : (
        <ul className="admin-audit admin-locked">
          {accounts.map((a) => (
            <li key={a.email}>
              <span>
                <strong>{a.email}</strong> {a.has_account ? "" : "(no such account) "}· {a.failures} failed{" "}
                {a.failures === 1 ? "try" : "tries"} from {a.addresses}{" "}
                {a.addresses === 1 ? "address" : "addresses"} · waits until {shortDateTime(a.blocked_until)}
              </span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy === a.email}
                onClick={() =>
                  run(
                    a.email,
                    () => ok(api.admin["locked-accounts"].clear.post({ email: a.email })),
                    `Sign-in waits of ${a.email} cleared`,
                    "Could not clear the waits",
                  )
                }
              >
                Clear<span className="sr-only"> the waits of {a.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
