import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { isPendingAction, safePath, savePendingAction, type PendingAction } from "../../lib/pendingAction";
import { AuthLayout, Field } from "./AuthLayout";
import { ProviderButtons, type Providers } from "./ProviderButtons";
import { StrengthMeter } from "./StrengthMeter";
import { STEP1_FIELDS, step1Errors, step2Errors, type Errors, type Step1, type Step2 } from "./rules";
import { Rich, useT, type MessageKey } from "../../i18n";

const EMPTY1: Step1 = {
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  address: "",
  country: "",
};
const EMPTY2: Step2 = { username: "", password: "", confirm_password: "" };

const ACTION_TEXT: Record<PendingAction, MessageKey> = {
  demo: "auth.signup.action.demo",
  subscribe: "auth.signup.action.subscribe",
  "level-test": "auth.signup.action.levelTest",
};

export function SignupPage() {
  const { providers } = useLoaderData() as { providers: Providers };
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as { action?: string; from?: string } | null;
  // The query drives what is rendered (the server render sees it); navigation state only fills in
  // for handlers, so a reload with history state cannot make server and browser disagree.
  const queryAction = params.get("action");
  const renderAction = isPendingAction(queryAction) ? queryAction : null;
  const action = renderAction ?? (isPendingAction(state?.action) ? state.action : null);
  const queryFrom = safePath(params.get("from"));
  const from = queryFrom ?? safePath(state?.from);
  const [step, setStep] = useState<1 | 2>(1);
  const [v1, setV1] = useState<Step1>(EMPTY1);
  const [v2, setV2] = useState<Step2>(EMPTY2);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [digest, setDigest] = useState(false); // the weekly email: off unless the parent ticks it
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (action) savePendingAction(action);
  }, [action]);

  const set1 = (k: keyof Step1) => (v: string) => setV1((s) => ({ ...s, [k]: v }));
  const set2 = (k: keyof Step2) => (v: string) => setV2((s) => ({ ...s, [k]: v }));

  function goTo(n: 1 | 2) {
    setStep(n);
    setTimeout(() => headingRef.current?.focus(), 0);
  }

  function next(e: FormEvent) {
    e.preventDefault();
    const errs = step1Errors(v1);
    setErrors(errs);
    if (Object.keys(errs).length) {
      toast.error(t("auth.signup.fixFields"), { id: "step1" });
      return;
    }
    goTo(2);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs = step2Errors(v2);
    setErrors(errs);
    setFormError(null);
    if (Object.keys(errs).length) return;
    setBusy(true);
    try {
      const payload = {
        email: v1.email.trim(),
        password: v2.password,
        first_name: v1.first_name.trim(),
        last_name: v1.last_name.trim(),
        username: v2.username.trim(),
        phone_number: v1.phone_number.trim(),
        address: v1.address.trim(),
        country: v1.country.trim(),
        digest_opt_in: digest,
      };
      await ok(api.auth.register.post(payload));
      toast.success(t("auth.signup.registered"));
      const q = new URLSearchParams();
      if (action) q.set("action", action);
      if (from) q.set("from", from);
      navigate("/verify-email-notice" + (q.toString() ? "?" + q : ""), {
        replace: true,
        state: { action, from },
      });
    } catch (err) {
      const e2 = err instanceof ApiClientError ? err : null;
      if (e2?.fields) {
        setErrors(e2.fields);
        if (Object.keys(e2.fields).some((k) => (STEP1_FIELDS as readonly string[]).includes(k))) goTo(1);
      }
      const message = e2 && e2.status !== 0 && e2.message ? e2.message : t("auth.signup.failed");
      setFormError(message);
      setBusy(false);
    }
  }

  const signIn = (
    <>
      <p className="auth-switch">
        {t("auth.signup.haveAccount")}{" "}
        <Link to={queryFrom ? `/login?from=${encodeURIComponent(queryFrom)}` : "/login"}>
          {t("auth.signup.signIn")}
        </Link>
      </p>
      {/* issue #28: what is kept, before anything is given */}
      <p className="auth-switch small">
        <Rich
          k="auth.signup.agree"
          tags={{
            terms: (c) => <Link to="/terms">{c}</Link>,
            privacy: (c) => <Link to="/privacy">{c}</Link>,
          }}
        />
      </p>
    </>
  );

  // SIGNUP_MODE=restricted: accounts come from the school's own sign-in or from an administrator.
  if (providers.signup === "restricted")
    return (
      <AuthLayout
        title={t("auth.signup.title")}
        intro={<p>{t("auth.signup.restricted")}</p>}
        panelTitle={t("auth.signup.panel")}
      >
        <div className="alert alert-info" role="note">
          {providers.oidc ? t("auth.signup.restrictedOidc") : t("auth.signup.restrictedAsk")}
        </div>
        <ProviderButtons
          providers={providers}
          action={action}
          from={from}
          googleLabel={t("auth.signup.google")}
          divider={false}
        />
        {signIn}
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={t("auth.signup.title")}
      intro={<p>{renderAction ? t(ACTION_TEXT[renderAction]) : t("auth.signup.intro")}</p>}
      panelTitle={t("auth.signup.panel")}
    >
      <ol className="wizard-steps" aria-label={t("auth.signup.steps")}>
        <li className={step === 1 ? "current" : "done"} aria-current={step === 1 ? "step" : undefined}>
          <span className="wizard-dot">1</span> {t("auth.signup.step1")}
        </li>
        <li className={step === 2 ? "current" : ""} aria-current={step === 2 ? "step" : undefined}>
          <span className="wizard-dot">2</span> {t("auth.signup.step2")}
        </li>
      </ol>
      <h2 className="wizard-title" tabIndex={-1} ref={headingRef}>
        {t("auth.signup.stepTitle", { step })}
      </h2>
      {formError && (
        <div className="alert alert-error" role="alert">
          {formError}
        </div>
      )}
      {step === 1 ? (
        <form onSubmit={next} noValidate>
          <div className="field-pair">
            <Field
              id="first_name"
              label={t("auth.signup.firstName")}
              autoComplete="given-name"
              value={v1.first_name}
              onChange={set1("first_name")}
              error={errors.first_name}
            />
            <Field
              id="last_name"
              label={t("auth.signup.lastName")}
              autoComplete="family-name"
              value={v1.last_name}
              onChange={set1("last_name")}
              error={errors.last_name}
            />
          </div>
          <Field
            id="email"
            label={t("auth.email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={v1.email}
            onChange={set1("email")}
            error={errors.email}
          />
          <Field
            id="phone_number"
            label={t("auth.signup.phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={v1.phone_number}
            onChange={set1("phone_number")}
            error={errors.phone_number}
          />
          <Field
            id="address"
            label={t("auth.signup.address")}
            autoComplete="street-address"
            value={v1.address}
            onChange={set1("address")}
            error={errors.address}
          />
          <Field
            id="country"
            label={t("auth.signup.country")}
            autoComplete="country-name"
            value={v1.country}
            onChange={set1("country")}
            error={errors.country}
          />
          <button type="submit" className="btn btn-primary btn-block">
            {t("auth.signup.next")}
          </button>
        </form>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field
            id="username"
            label={t("auth.signup.username")}
            autoComplete="username"
            value={v2.username}
            onChange={set2("username")}
            error={errors.username}
          />
          <Field
            id="password"
            label={t("auth.password")}
            type="password"
            autoComplete="new-password"
            value={v2.password}
            onChange={set2("password")}
            error={errors.password}
            hint={<StrengthMeter password={v2.password} />}
          />
          <Field
            id="confirm_password"
            label={t("auth.signup.confirm")}
            type="password"
            autoComplete="new-password"
            value={v2.confirm_password}
            onChange={set2("confirm_password")}
            error={errors.confirm_password}
          />
          <label className="check check--optin">
            <input
              type="checkbox"
              name="digest_opt_in"
              checked={digest}
              onChange={(e) => setDigest(e.target.checked)}
            />{" "}
            {t("auth.signup.digest")}
          </label>
          <div className="wizard-buttons">
            <button type="button" className="btn btn-outline" onClick={() => goTo(1)} disabled={busy}>
              {t("auth.signup.back")}
            </button>
            <button type="submit" className="btn btn-sun" disabled={busy}>
              {busy ? t("auth.signup.busy") : t("auth.signup.submit")}
            </button>
          </div>
        </form>
      )}
      <ProviderButtons
        providers={providers}
        action={action}
        from={from}
        googleLabel={t("auth.signup.google")}
      />
      {signIn}
    </AuthLayout>
  );
}
