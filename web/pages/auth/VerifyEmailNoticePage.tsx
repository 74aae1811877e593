import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { isPendingAction, savePendingAction } from "../../lib/pendingAction";
import { useSession } from "../../state/session";
import { AuthLayout } from "./AuthLayout";
import { Icon } from "../../components/Icon";

export function VerifyEmailNoticePage() {
  const [params] = useSearchParams();
  const action = params.get("action");
  const { user } = useSession();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Carried from sign-up: applied after the email is verified.
    if (isPendingAction(action)) savePendingAction(action);
  }, [action]);

  async function resend() {
    setBusy(true);
    try {
      const r = await ok(api.auth["resend-verification"].post());
      toast.success(r.message);
    } catch (err) {
      toast.error(
        err instanceof ApiClientError && err.status !== 0
          ? err.message
          : "We could not send the email. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Check your inbox!" panelTitle="A letter is flying to you!">
      <div className="auth-status">
        <p className="auth-status-icon" aria-hidden="true">
          <Icon name="mail" size={40} />
        </p>
        <p>
          We sent a verification link to{" "}
          {user && !user.is_verified ? <strong>{user.email}</strong> : "your email address"}. Open it to
          confirm your account.
        </p>
        {user && <p>You are signed in: you can look around while you wait for it.</p>}
        <p className="alert alert-info">
          Can't find it? Please also check your spam folder. The link works for 24 hours.
        </p>
        {user && !user.is_verified && (
          <button type="button" className="btn btn-outline" onClick={resend} disabled={busy}>
            {busy ? "Sending..." : "Send the link again"}
          </button>
        )}
        <div className="wizard-buttons">
          {user ? (
            // already signed in (issue #28): no sign-in page to go to
            <Link className="btn btn-primary" to="/dashboard">
              Go to your dashboard
            </Link>
          ) : (
            <Link className="btn btn-primary" to="/login">
              Go to Login
            </Link>
          )}
          <Link className="btn btn-outline" to="/">
            Back to Home
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
