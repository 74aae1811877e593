// The first admin of a fresh instance (issue #33): the one-time code from the start's log, a name, an
// email and a password, and the school's name and logo (both optional). The server checks everything;
// the logo goes through the admin's own upload (checked by its bytes) once the admin exists.
import { useRef, useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { api, ApiClientError, ok } from "../../api/client";
import { AuthLayout, Field } from "../auth/AuthLayout";
import { StrengthMeter } from "../auth/StrengthMeter";
import { uploadLogo } from "../admin/SchoolBranding";
import type { SetupState } from "./routes";
import { useT } from "../../i18n";

type Values = {
  code: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  school_name: string;
};
const EMPTY: Values = { code: "", first_name: "", last_name: "", email: "", password: "", school_name: "" };

export function SetupPage() {
  const state = useLoaderData() as SetupState;
  const t = useT();
  const [v, setV] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const logoRef = useRef<HTMLInputElement>(null);
  const set = (k: keyof Values) => (value: string) => setV((old) => ({ ...old, [k]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await ok(api.setup.post({ ...v, school_name: v.school_name || undefined }));
    } catch (err) {
      const e2 = err instanceof ApiClientError ? err : null;
      setErrors(e2?.fields ?? {});
      // a refusal about a field is said under that field; anything else above the form
      if (!e2?.fields || Object.keys(e2.fields).length === 0)
        setFormError(e2 && e2.status > 0 && e2.status < 500 ? e2.message : t("admin.setup.failed"));
      setBusy(false);
      return;
    }
    // the admin exists and is signed in: the logo is theirs to upload now; a refused file is said on the admin page
    const file = logoRef.current?.files?.[0];
    let logoNote = "";
    if (file)
      await uploadLogo(file).catch(
        (err) => (logoNote = err instanceof ApiClientError ? err.message : t("admin.setup.logoFailed")),
      );
    window.location.assign(logoNote ? "/admin?tab=site" : "/admin");
  }

  return (
    <AuthLayout
      title={t("admin.setup.title")}
      intro={<p>{t("admin.setup.intro")}</p>}
      panelTitle={t("admin.setup.panelTitle")}
    >
      {!state.code_open && (
        <div className="alert alert-info" role="status">
          {t("admin.setup.codeUsed")}
        </div>
      )}
      {formError && (
        <div className="alert alert-error" role="alert">
          {formError}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <Field
          id="code"
          label={t("admin.setup.code")}
          value={v.code}
          onChange={set("code")}
          error={errors.code}
          autoComplete="off"
        />
        <Field
          id="first_name"
          label={t("admin.setup.firstName")}
          value={v.first_name}
          onChange={set("first_name")}
          error={errors.first_name}
          autoComplete="given-name"
        />
        <Field
          id="last_name"
          label={t("admin.setup.lastName")}
          value={v.last_name}
          onChange={set("last_name")}
          error={errors.last_name}
          autoComplete="family-name"
        />
        <Field
          id="email"
          label={t("admin.setup.email")}
          type="email"
          inputMode="email"
          value={v.email}
          onChange={set("email")}
          error={errors.email}
          autoComplete="email"
        />
        <Field
          id="password"
          label={t("admin.setup.password")}
          type="password"
          value={v.password}
          onChange={set("password")}
          error={errors.password}
          autoComplete="new-password"
          hint={<StrengthMeter password={v.password} />}
        />
        <Field
          id="school_name"
          label={t("admin.setup.school")}
          value={v.school_name}
          onChange={set("school_name")}
          error={errors.school_name}
          autoComplete="organization"
        />
        <div className="field">
          <label htmlFor="logo">{t("admin.setup.logo", { kb: state.logo_max_kb })}</label>
          <input id="logo" name="logo" type="file" accept="image/png,image/jpeg,image/webp" ref={logoRef} />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t("admin.setup.creating") : t("admin.setup.create")}
        </button>
      </form>
    </AuthLayout>
  );
}
