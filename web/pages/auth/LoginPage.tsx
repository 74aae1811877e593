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

export function LoginPage() {
  const { providers } = useLoaderData() as { providers: Providers };
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
      toast.success("Login successful!");
      const pending = readPendingAction();
      savePendingAction(null);
      const dest = from ?? postAuthPath(pending, null, signedIn.home);
      // The audio recorder's document may use the microphone; others may not: load it afresh.
      if (needsDocumentLoad(dest)) window.location.replace(dest);
      else navigate(dest, { replace: true });
    } catch (err) {
      const message =
        err instanceof ApiClientError && err.message
          ? err.message
          : "Login failed. Please check your credentials.";
      if (err instanceof ApiClientError && err.fields) setErrors(err.fields);
      setFormError(message);
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Welcome back!"
      intro={<p>Sign in to continue your family's Arabic adventure.</p>}
      panelTitle="Ahlan wa sahlan — welcome back!"
    >
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
          error={errors.email}
        />
        <Field
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className="auth-row">
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{" "}
            Remember Me
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </button>
      </form>
      <ProviderButtons providers={providers} from={from} googleLabel="Sign in with Google" />
      {providers.signup === "open" && (
        <p className="auth-switch">
          New to Marhaba?{" "}
          <Link to={queryFrom ? `/signup?from=${encodeURIComponent(queryFrom)}` : "/signup"}>
            Create an account
          </Link>
        </p>
      )}
    </AuthLayout>
  );
}
