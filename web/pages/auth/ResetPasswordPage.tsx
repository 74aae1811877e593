import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { AuthLayout, Field } from "./AuthLayout";
import { StrengthMeter } from "./StrengthMeter";
import { confirmError, signupPasswordError, type Errors } from "./rules";
import { useT } from "../../i18n";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const t = useT();
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
      toast.success(t("auth.reset.done"));
      navigate("/login", { replace: true });
    } catch (err) {
      const e2 = err instanceof ApiClientError ? err : null;
      if (e2?.fields?.new_password) setErrors({ new_password: e2.fields.new_password });
      const message = e2 && e2.status !== 0 && e2.message ? e2.message : t("auth.reset.failed");
      setFormError(message);
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t("auth.reset.title")}
      intro={<p>{t("auth.reset.intro")}</p>}
      panelTitle={t("auth.reset.panel")}
    >
      {formError && (
        <div className="alert alert-error" role="alert">
          {formError}{" "}
          {formError.includes("ask for a new one") && (
            <Link to="/forgot-password">{t("auth.reset.askAgain")}</Link>
          )}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <Field
          id="new_password"
          label={t("auth.reset.new")}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.new_password}
          hint={<StrengthMeter password={password} />}
        />
        <Field
          id="confirm_password"
          label={t("auth.reset.confirm")}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm_password}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t("auth.reset.busy") : t("auth.reset.submit")}
        </button>
      </form>
      <p className="auth-switch">
        <Link to="/login">{t("auth.backToSignIn")}</Link>
      </p>
    </AuthLayout>
  );
}
