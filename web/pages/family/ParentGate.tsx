// The parent gate (issue #16): the way from a child's session back to the grown-up's. Typing is for the
// parent: the account's password, or the PIN the parent set. Wrong answers are counted on the server.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { api, ApiClientError, ok } from "../../api/client";
import { useT } from "../../i18n";
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
  const t = useT();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!value) return setError(t(pin ? "family.gate.typePin" : "family.gate.typePassword"));
    setBusy(true);
    setError(null);
    try {
      await ok(api["parent-gate"].post(pin ? { pin: value } : { password: value }));
      navigate(next); // the session is the grown-up's again; the root loader reads it afresh
    } catch (err) {
      setValue("");
      setError(err instanceof ApiClientError ? err.message : t("family.gate.failed"));
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
      <h2 id="gate-title">{t("family.gate.title")}</h2>
      {gate === "signin" ? (
        <>
          <p>{t("family.gate.noCheck")}</p>
          <div className="gate-actions">
            <button type="button" className="btn btn-primary" onClick={signOut}>
              {t("family.gate.signOut")}
            </button>
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              {t("family.gate.back")}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="gate-lead">{t(pin ? "family.gate.leadPin" : "family.gate.leadPassword")}</p>
          <label htmlFor="gate-input">{t(pin ? "family.gate.pin" : "family.gate.password")}</label>
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
              {t("family.gate.open")}
            </button>
            <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
              {t("family.gate.backToLearning")}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
