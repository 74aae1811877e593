// The dashboard's reminder for an account whose email is not verified yet, with a resend
// button (POST /auth/resend-verification). The answer shows inline, where the button is.
import { useState } from "react";
import { api, ApiClientError, ok } from "../../api/client";

export function VerifyReminder({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
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
          err instanceof ApiClientError && err.status !== 0
            ? err.message
            : "We could not send the email. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="alert alert-warn dash-alert" data-testid="verify-reminder">
      <p className="verify-reminder-text">
        <strong>Please confirm your email address.</strong> We sent a link to{" "}
        <strong className="break">{email}</strong>. Confirming it opens the level test and keeps your account
        safe.
      </p>
      <span className="dash-alert-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={resend} disabled={busy}>
          {busy ? "Sending..." : "Resend the email"}
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
