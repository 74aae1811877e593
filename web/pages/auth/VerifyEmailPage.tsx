import { useEffect, useRef, useState } from "react";
import { Icon } from "../../components/Icon";
import { useNavigate, useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { postAuthPath, readPendingAction, savePendingAction } from "../../lib/pendingAction";
import { useSession } from "../../state/session";
import { AuthLayout } from "./AuthLayout";
import { useT } from "../../i18n";

export const REDIRECT_AFTER_VERIFY_MS = 2000;

type State = { kind: "loading" } | { kind: "success" } | { kind: "error"; title: string; detail?: string };

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const { user } = useSession();
  const t = useT();
  const [state, setState] = useState<State>(
    token ? { kind: "loading" } : { kind: "error", title: t("auth.verify.invalid") },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    ok(api.auth["verify-email"].post({ token }))
      .then(() => {
        setState({ kind: "success" });
        toast.success(t("auth.verify.success"));
      })
      .catch((err) => {
        const detail = err instanceof ApiClientError && err.status !== 0 ? err.message : undefined;
        setState({ kind: "error", title: t("auth.verify.failed"), detail });
      });
  }, [token]);

  useEffect(() => {
    if (state.kind !== "success") return;
    const timer = setTimeout(() => {
      const pending = readPendingAction();
      savePendingAction(null);
      navigate(user ? postAuthPath(pending) : "/login", { replace: true });
    }, REDIRECT_AFTER_VERIFY_MS);
    return () => clearTimeout(timer);
  }, [state.kind]);

  return (
    <AuthLayout title={t("auth.verify.title")} panelTitle={t("auth.verify.panel")}>
      {state.kind === "loading" && (
        <div className="auth-status" role="status">
          <div className="spinner" aria-hidden="true" />
          <p>{t("auth.verify.loading")}</p>
        </div>
      )}
      {state.kind === "success" && (
        <div className="auth-status" role="status">
          <p className="auth-status-icon is-success" aria-hidden="true" data-testid="verified-icon">
            <Icon name="check" size={40} />
          </p>
          <p className="auth-status-title">{t("auth.verify.success")}</p>
          <p>{t("auth.verify.onwards")}</p>
        </div>
      )}
      {state.kind === "error" && (
        <div className="auth-status">
          <div className="alert alert-error" role="alert">
            <strong>{state.title}</strong>
            {state.detail && <p className="small">{state.detail}</p>}
          </div>
          <div className="wizard-buttons">
            <Link className="btn btn-primary" to="/login">
              {t("auth.goToLogin")}
            </Link>
            <Link className="btn btn-outline" to="/">
              {t("common.backHome")}
            </Link>
          </div>
        </div>
      )}
    </AuthLayout>
  );
}
