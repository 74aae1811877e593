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

export const REDIRECT_AFTER_GOOGLE_ERROR_MS = 3000;

type Texts = {
  id: "google" | "oidc";
  title: string;
  pending: string;
  success: string;
  cancelled: string;
  failed: string;
  unavailable: string;
};
const GOOGLE: Texts = {
  id: "google",
  title: "Signing in with Google",
  pending: "Signing you in with Google…",
  success: "Successfully signed in with Google!",
  cancelled: "Google authentication was cancelled or failed",
  failed: "Failed to sign in with Google",
  unavailable: "Sign-in with Google is unavailable right now. Please try again later.",
};
const SCHOOL: Texts = {
  id: "oidc",
  title: "Signing in with your school account",
  pending: "Signing you in with your school account…",
  success: "Successfully signed in with your school account!",
  cancelled: "Sign-in with your school account was cancelled or failed",
  failed: "Failed to sign in with your school account",
  unavailable: "Sign-in with your school account is unavailable right now. Please try again later.",
};

export const GoogleCallbackPage = () => <ProviderCallbackPage texts={GOOGLE} />;
export const SchoolCallbackPage = () => <ProviderCallbackPage texts={SCHOOL} />;

/** Where a provider sends the person back: the whole query (code, state, iss, …) goes to the server as it came. */
function ProviderCallbackPage({ texts }: { texts: Texts }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get("code");
    if (params.get("error") === "temporarily_unavailable") return fail(texts.unavailable);
    if (params.get("error")) return fail(texts.cancelled);
    if (!code) return fail("No authorization code received");
    ok(api.auth[texts.id].post({ ...Object.fromEntries(params), code }))
      .then((signedIn) => {
        toast.success(texts.success);
        const pending = readPendingAction();
        const back = readReturnTo();
        savePendingAction(null);
        saveReturnTo(null);
        navigate(postAuthPath(pending, back, signedIn.home), { replace: true });
      })
      .catch((err) =>
        fail(err instanceof ApiClientError && err.status !== 0 && err.message ? err.message : texts.failed),
      );
  }, []);

  useEffect(() => {
    if (!error) return;
    const t = setTimeout(() => navigate("/signup", { replace: true }), REDIRECT_AFTER_GOOGLE_ERROR_MS);
    return () => clearTimeout(t);
  }, [error]);

  function fail(message: string) {
    setError(message);
    toast.error("Authentication failed", { id: "provider-failed" });
  }

  return (
    <AuthLayout title={texts.title} panelTitle="Just a moment!">
      {error ? (
        <div className="auth-status">
          <div className="alert alert-error" role="alert">
            {error}
          </div>
          <p>Taking you back to sign-up in a few seconds…</p>
          <Link className="btn btn-outline" to="/signup">
            Back to Sign Up
          </Link>
        </div>
      ) : (
        <div className="auth-status" role="status">
          <div className="spinner" aria-hidden="true" />
          <p>{texts.pending}</p>
        </div>
      )}
    </AuthLayout>
  );
}
