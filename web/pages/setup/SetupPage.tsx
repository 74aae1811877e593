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
        setFormError(
          e2 && e2.status > 0 && e2.status < 500
            ? e2.message
            : "The setup could not be finished. Please try again.",
        );
      setBusy(false);
      return;
    }
    // the admin exists and is signed in: the logo is theirs to upload now; a refused file is said on the admin page
    const file = logoRef.current?.files?.[0];
    let logoNote = "";
    if (file)
      await uploadLogo(file).catch(
        (err) => (logoNote = err instanceof ApiClientError ? err.message : "The logo could not be saved."),
      );
    window.location.assign(logoNote ? "/admin?tab=site" : "/admin");
  }

  return (
    <AuthLayout
      title="Set up Marhaba"
      intro={
        <p>
          This instance has no admin yet. Create the first one: you will then add teachers, classes and
          families from the admin area.
        </p>
      }
      panelTitle="Welcome, school!"
    >
      {!state.code_open && (
        <div className="alert alert-info" role="status">
          The setup code printed when Marhaba started has expired or was used. Restart Marhaba: it prints a
          new one.
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
          label="Setup code (from Marhaba's start-up log)"
          value={v.code}
          onChange={set("code")}
          error={errors.code}
          autoComplete="off"
        />
        <Field
          id="first_name"
          label="First name"
          value={v.first_name}
          onChange={set("first_name")}
          error={errors.first_name}
          autoComplete="given-name"
        />
        <Field
          id="last_name"
          label="Last name"
          value={v.last_name}
          onChange={set("last_name")}
          error={errors.last_name}
          autoComplete="family-name"
        />
        <Field
          id="email"
          label="Email"
          type="email"
          inputMode="email"
          value={v.email}
          onChange={set("email")}
          error={errors.email}
          autoComplete="email"
        />
        <Field
          id="password"
          label="Password"
          type="password"
          value={v.password}
          onChange={set("password")}
          error={errors.password}
          autoComplete="new-password"
          hint={<StrengthMeter password={v.password} />}
        />
        <Field
          id="school_name"
          label="School name (optional)"
          value={v.school_name}
          onChange={set("school_name")}
          error={errors.school_name}
          autoComplete="organization"
        />
        <div className="field">
          <label htmlFor="logo">
            School logo (optional: PNG, JPEG or WebP, at most {state.logo_max_kb} KB)
          </label>
          <input id="logo" name="logo" type="file" accept="image/png,image/jpeg,image/webp" ref={logoRef} />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? "Creating..." : "Create the admin"}
        </button>
      </form>
    </AuthLayout>
  );
}
