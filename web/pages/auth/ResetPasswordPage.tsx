import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { AuthLayout, Field } from "./AuthLayout";
import { StrengthMeter } from "./StrengthMeter";
import { confirmError, signupPasswordError, type Errors } from "./rules";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    const p = signupPasswordError(password); // the rule the server applies to a new password
    if (p) next.new_password = p;
    const c = confirmError(password, confirm);
    if (c) next.confirm_password = c;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await ok(api.auth["reset-password"].post({ token, new_password: password }));
      toast.success("Password reset successfully! Please log in with your new password.");
      navigate("/login", { replace: true });
    } catch (err) {
      const e2 = err instanceof ApiClientError ? err : null;
      if (e2?.fields?.new_password) setErrors({ new_password: e2.fields.new_password });
      const message =
        e2 && e2.status !== 0 && e2.message ? e2.message : "Failed to reset password. Please try again.";
      setFormError(message);
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Choose a new password"
      intro={<p>Pick something strong that you will remember: a mix of big and small letters and numbers.</p>}
      panelTitle="A fresh start!"
    >
      {formError && (
        <div className="alert alert-error" role="alert">
          {formError}{" "}
          {formError.includes("ask for a new one") && <Link to="/forgot-password">Ask for a new link</Link>}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <Field
          id="new_password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.new_password}
          hint={<StrengthMeter password={password} />}
        />
        <Field
          id="confirm_password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm_password}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? "Saving..." : "Reset Password"}
        </button>
      </form>
      <p className="auth-switch">
        <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthLayout>
  );
}
