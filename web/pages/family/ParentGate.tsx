// The parent gate (issue #16): the way from a child's session back to the grown-up's. Typing is for the
// parent: the account's password, or the PIN the parent set. Wrong answers are counted on the server.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { api, ApiClientError, ok } from "../../api/client";
import { signOut } from "../../components/UserMenu";
import type { SessionFamily } from "../../state/types";

/** `next`: where the grown-up goes once the gate opens (the dashboard; from a locked lesson, the subscribe
 * page that brings them back to it, issue #25). Always a same-site path chosen by the page, never input. */
export function ParentGate({
  gate,
  onCancel,
  next = "/dashboard",
}: {
  gate: SessionFamily["gate"];
  onCancel: () => void;
  next?: string;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pin = gate === "pin";

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!value) return setError(pin ? "Type the PIN." : "Type the password.");
    setBusy(true);
    setError(null);
    try {
      await ok(api["parent-gate"].post(pin ? { pin: value } : { password: value }));
      navigate(next); // the session is the grown-up's again; the root loader reads it afresh
    } catch (err) {
      setValue("");
      setError(err instanceof ApiClientError ? err.message : "That did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="gate"
      role="dialog"
      aria-modal="false"
      aria-labelledby="gate-title"
      data-testid="parent-gate"
      onKeyDown={(e) => e.key === "Escape" && onCancel()}
    >
      <h2 id="gate-title">For grown-ups</h2>
      {gate === "signin" ? (
        <>
          <p>
            This account has no password or PIN to check. Sign out, sign in again as the grown-up, then set a
            PIN in the profile.
          </p>
          <div className="gate-actions">
            <button type="button" className="btn btn-primary" onClick={signOut}>
              Sign out
            </button>
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              Back
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="gate-lead">
            {pin
              ? "Type the family PIN to open the grown-ups' area."
              : "Type the account's password to open the grown-ups' area."}
          </p>
          <label htmlFor="gate-input">{pin ? "PIN" : "Password"}</label>
          <input
            id="gate-input"
            className="form-control"
            type="password"
            inputMode={pin ? "numeric" : undefined}
            autoComplete={pin ? "off" : "current-password"}
            maxLength={pin ? 6 : 200}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            aria-invalid={!!error}
            aria-describedby={error ? "gate-error" : undefined}
            autoFocus
          />
          {error && (
            <p id="gate-error" className="gate-error" role="alert">
              {error}
            </p>
          )}
          <div className="gate-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Open
            </button>
            <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
              Back to learning
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
