import { useState, type FormEvent } from "react";
import { useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import {
  needsDocumentLoad,
  postAuthPath,
  readPendingAction,
  safePath,
  savePendingAction,
} from "../../lib/pendingAction";
import { AuthLayout, Field } from "./AuthLayout";
import { ProviderButtons, type Providers } from "./ProviderButtons";
import { basicPasswordError, emailError, type Errors } from "./rules";
import { currentT, useT } from "../../i18n";

export function LoginPage() {
  const { providers } = useLoaderData() as { providers: Providers };
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Rendered output uses the query only (the server sees it too); navigation state joins in handlers.
  const queryFrom = safePath(params.get("from"));
  const from = queryFrom ?? safePath((location.state as { from?: string } | null)?.from);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    const em = emailError(email);
    if (em) next.email = em;
    const pw = basicPasswordError(password);
    if (pw) next.password = pw;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const signedIn = await ok(
        api.auth.login.post({
          email: email.trim(),
          password,
          remember_me: remember,
        }),
      );
      toast.success(currentT()("auth.login.success"));
      const pending = readPendingAction();
      savePendingAction(null);
      const dest = from ?? postAuthPath(pending, null, signedIn.home);
      // The audio recorder's document may use the microphone; others may not: load it afresh.
      if (needsDocumentLoad(dest)) window.location.replace(dest);
      else navigate(dest, { replace: true });
    } catch (err) {
      const message =
        err instanceof ApiClientError && err.message ? err.message : currentT()("auth.login.failed");
      if (err instanceof ApiClientError && err.fields) setErrors(err.fields);
      setFormError(message);
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t("auth.login.title")}
      intro={<p>{t("auth.login.intro")}</p>}
      panelTitle={t("auth.login.panel")}
    >
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
          error={errors.email}
        />
        <Field
          id="password"
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className="auth-row">
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{" "}
            {t("auth.login.remember")}
          </label>
          <Link to="/forgot-password">{t("auth.login.forgot")}</Link>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t("auth.login.busy") : t("auth.login.submit")}
        </button>
      </form>
      <ProviderButtons providers={providers} from={from} googleLabel={t("auth.login.google")} />
      {providers.signup === "open" && (
        <p className="auth-switch">
          {t("auth.login.new")}{" "}
          <Link to={queryFrom ? `/signup?from=${encodeURIComponent(queryFrom)}` : "/signup"}>
            {t("auth.login.create")}
          </Link>
        </p>
      )}
    </AuthLayout>
  );
}
