import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { AuthLayout, Field } from "./AuthLayout";
import { emailError } from "./rules";
import { useT } from "../../i18n";

export const REDIRECT_AFTER_RESET_LINK_MS = 3000;

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const t = useT();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_AFTER_RESET_LINK_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const em = emailError(email);
    setError(em);
    setFormError(null);
    if (em) return;
    setBusy(true);
    try {
      // the server's answer is the same for every address (it must not tell which have an account)
      await ok(api.auth["forgot-password"].post({ email: email.trim() }));
      setSent(t("auth.forgot.sent"));
      toast.success(t("auth.forgot.toast"));
    } catch (err) {
      const message =
        err instanceof ApiClientError && err.status !== 0 && err.message
          ? err.message
          : t("auth.forgot.failed");
      if (err instanceof ApiClientError && err.fields?.email) setError(err.fields.email);
      setFormError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t("auth.forgot.title")}
      intro={<p>{t("auth.forgot.intro")}</p>}
      panelTitle={t("auth.forgot.panel")}
    >
      {sent ? (
        <div className="alert alert-success" role="status">
          {sent}
          <p className="small">{t("auth.forgot.redirect")}</p>
        </div>
      ) : (
        <>
          {formError && (
            <div className="alert alert-error" role="alert">
              {formError}
            </div>
          )}
          <form onSubmit={submit} noValidate>
            <Field
              id="email"
              label={t("auth.email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={error}
            />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? t("auth.sending") : t("auth.forgot.submit")}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">
        {t("auth.forgot.remembered")} <Link to="/login">{t("auth.backToSignIn")}</Link>
      </p>
    </AuthLayout>
  );
}
