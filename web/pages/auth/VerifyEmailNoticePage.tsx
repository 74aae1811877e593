import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { isPendingAction, savePendingAction } from "../../lib/pendingAction";
import { useSession } from "../../state/session";
import { AuthLayout } from "./AuthLayout";
import { Icon } from "../../components/Icon";
import { Rich, useT } from "../../i18n";

export function VerifyEmailNoticePage() {
  const [params] = useSearchParams();
  const action = params.get("action");
  const { user } = useSession();
  const t = useT();
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
        err instanceof ApiClientError && err.status !== 0 ? err.message : t("auth.notice.resendFailed"),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t("auth.notice.title")} panelTitle={t("auth.notice.panel")}>
      <div className="auth-status">
        <p className="auth-status-icon" aria-hidden="true">
          <Icon name="mail" size={40} />
        </p>
        <p>
          {user && !user.is_verified ? (
            <Rich
              k="auth.notice.sentTo"
              values={{ email: user.email }}
              tags={{ b: (c) => <strong>{c}</strong> }}
            />
          ) : (
            t("auth.notice.sentToYou")
          )}
        </p>
        {user && <p>{t("auth.notice.signedIn")}</p>}
        <p className="alert alert-info">{t("auth.notice.spam")}</p>
        {user && !user.is_verified && (
          <button type="button" className="btn btn-outline" onClick={resend} disabled={busy}>
            {busy ? t("auth.sending") : t("auth.notice.resend")}
          </button>
        )}
        <div className="wizard-buttons">
          {user ? (
            // already signed in (issue #28): no sign-in page to go to
            <Link className="btn btn-primary" to="/dashboard">
              {t("auth.notice.dashboard")}
            </Link>
          ) : (
            <Link className="btn btn-primary" to="/login">
              {t("auth.goToLogin")}
            </Link>
          )}
          <Link className="btn btn-outline" to="/">
            {t("common.backHome")}
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
