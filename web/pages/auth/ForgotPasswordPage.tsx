import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { AuthLayout, Field } from "./AuthLayout";
import { emailError } from "./rules";

export const REDIRECT_AFTER_RESET_LINK_MS = 3000;

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const t = setTimeout(() => navigate("/login"), REDIRECT_AFTER_RESET_LINK_MS);
    return () => clearTimeout(t);
  }, [sent]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const em = emailError(email);
    setError(em);
    setFormError(null);
    if (em) return;
    setBusy(true);
    try {
      const r = await ok(
        api.auth["forgot-password"].post({
          email: email.trim(),
        }),
      );
      setSent(r.message || "Password reset link has been sent to your email. Please check your inbox.");
      toast.success("Password reset link sent successfully!");
    } catch (err) {
      const message =
        err instanceof ApiClientError && err.status !== 0 && err.message
          ? err.message
          : "Failed to send reset link. Please try again.";
      if (err instanceof ApiClientError && err.fields?.email) setError(err.fields.email);
      setFormError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      intro={<p>No worries! Type your email and we will send you a link to choose a new one.</p>}
      panelTitle="Everyone forgets sometimes!"
    >
      {sent ? (
        <div className="alert alert-success" role="status">
          {sent}
          <p className="small">Taking you to the sign-in page…</p>
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
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={error}
            />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? "Sending..." : "Send Reset Link"}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">
        Remembered it? <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthLayout>
  );
}
