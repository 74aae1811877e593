import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import {
  postAuthPath,
  readPendingAction,
  readReturnTo,
  savePendingAction,
  saveReturnTo,
} from "../../lib/pendingAction";
import { AuthLayout } from "./AuthLayout";
import { useT, type MessageKey } from "../../i18n";

export const REDIRECT_AFTER_GOOGLE_ERROR_MS = 3000;

/** A provider's texts are catalogue keys: auth.provider.<id>.title, .pending, .success, .cancelled, .failed, .unavailable. */
type Provider = "google" | "oidc";
export const GoogleCallbackPage = () => <ProviderCallbackPage id="google" />;
export const SchoolCallbackPage = () => <ProviderCallbackPage id="oidc" />;

/** Where a provider sends the person back: the whole query (code, state, iss, …) goes to the server as it came. */
function ProviderCallbackPage({ id }: { id: Provider }) {
  const t = useT();
  const text = (k: "title" | "pending" | "success" | "cancelled" | "failed" | "unavailable") =>
    t(`auth.provider.${id}.${k}` as MessageKey);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get("code");
    if (params.get("error") === "temporarily_unavailable") return fail(text("unavailable"));
    if (params.get("error")) return fail(text("cancelled"));
    if (!code) return fail(t("auth.provider.noCode"));
    ok(api.auth[id].post({ ...Object.fromEntries(params), code }))
      .then((signedIn) => {
        toast.success(text("success"));
        const pending = readPendingAction();
        const back = readReturnTo();
        savePendingAction(null);
        saveReturnTo(null);
        navigate(postAuthPath(pending, back, signedIn.home), { replace: true });
      })
      .catch((err) =>
        fail(err instanceof ApiClientError && err.status !== 0 && err.message ? err.message : text("failed")),
      );
  }, []);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => navigate("/signup", { replace: true }), REDIRECT_AFTER_GOOGLE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  function fail(message: string) {
    setError(message);
    toast.error(t("auth.provider.toastFailed"), { id: "provider-failed" });
  }

  return (
    <AuthLayout title={text("title")} panelTitle={t("auth.provider.panel")}>
      {error ? (
        <div className="auth-status">
          <div className="alert alert-error" role="alert">
            {error}
          </div>
          <p>{t("auth.provider.back")}</p>
          <Link className="btn btn-outline" to="/signup">
            {t("auth.provider.backButton")}
          </Link>
        </div>
      ) : (
        <div className="auth-status" role="status">
          <div className="spinner" aria-hidden="true" />
          <p>{text("pending")}</p>
        </div>
      )}
    </AuthLayout>
  );
}
