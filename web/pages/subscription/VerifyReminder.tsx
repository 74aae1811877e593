// The dashboard's reminder for an account whose email is not verified yet, with a resend
// button (POST /auth/resend-verification). The answer shows inline, where the button is.
import { useState } from "react";
import { api, ApiClientError, ok } from "../../api/client";
import { Rich, useT } from "../../i18n";

export function VerifyReminder({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  async function resend() {
    setBusy(true);
    try {
      const r = await ok(api.auth["resend-verification"].post());
      setResult({ ok: true, message: r.message });
    } catch (err) {
      setResult({
        ok: false,
        message:
          err instanceof ApiClientError && err.status !== 0 ? err.message : t("subscription.verify.failed"),
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="alert alert-warn dash-alert" data-testid="verify-reminder">
      <p className="verify-reminder-text">
        <Rich
          k="subscription.verify.text"
          values={{ email }}
          tags={{ b: (c) => <strong>{c}</strong>, email: (c) => <strong className="break">{c}</strong> }}
        />
      </p>
      <span className="dash-alert-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={resend} disabled={busy}>
          {busy ? t("subscription.verify.sending") : t("subscription.verify.resend")}
        </button>
      </span>
      <p
        role="status"
        className={"verify-reminder-result " + (result && !result.ok ? "field-error" : "small")}
      >
        {result?.message}
      </p>
    </div>
  );
}
