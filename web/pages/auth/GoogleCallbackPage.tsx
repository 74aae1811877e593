import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError } from "../../api/client";
import { postAuthPath, readPendingAction, readReturnTo, savePendingAction, saveReturnTo } from "../../lib/pendingAction";
import { AuthLayout } from "./AuthLayout";

export const REDIRECT_AFTER_GOOGLE_ERROR_MS = 3000;

export function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get("code");
    if (params.get("error")) return fail("Google authentication was cancelled or failed");
    if (!code) return fail("No authorization code received");
    api
      .post("/auth/google", { code, state: params.get("state") ?? undefined })
      .then(() => {
        toast.success("Successfully signed in with Google!");
        const pending = readPendingAction();
        const back = readReturnTo();
        savePendingAction(null);
        saveReturnTo(null);
        navigate(postAuthPath(pending, back), { replace: true });
      })
      .catch((err) => fail(err instanceof ApiClientError && err.status !== 0 && err.message ? err.message : "Failed to sign in with Google"));
  }, []);

  useEffect(() => {
    if (!error) return;
    const t = setTimeout(() => navigate("/signup", { replace: true }), REDIRECT_AFTER_GOOGLE_ERROR_MS);
    return () => clearTimeout(t);
  }, [error]);

  function fail(message: string) {
    setError(message);
    toast.error("Authentication failed", { id: "google-failed" });
  }

  return (
    <AuthLayout title="Signing in with Google" panelTitle="Just a moment!">
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
          <p>Signing you in with Google…</p>
        </div>
      )}
    </AuthLayout>
  );
}
