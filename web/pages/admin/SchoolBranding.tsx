// The school's branding on a self-hosted instance (issue #16): its name and logo, shown next to
// Marhaba in the header, on certificates and in mails. The logo is sent as multipart/form-data; the
// server checks its bytes (PNG, JPEG or WebP, at most 256 KB; SVG refused) and answers with the reason.
import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import type { AdminSite } from "./types";

/** The logo as multipart/form-data (Treaty sends a body holding a File that way). */
export const uploadLogo = (file: File) => ok(api.admin.site.logo.post({ logo: file }));

export function SchoolBranding({
  name,
  logo,
  limits,
}: {
  name: string;
  logo: string;
  limits: AdminSite["limits"];
}) {
  const revalidator = useRevalidator();
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; logo?: string }>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), logo: useId() };
  const maxKb = Math.round((limits.logo_bytes ?? 256 * 1024) / 1024);

  const act = async (call: () => Promise<unknown>, success: string, field: "name" | "logo") => {
    setBusy(true);
    setErrors({});
    try {
      await call();
      toast.success(success, { id: "branding" });
      await revalidator.revalidate();
      return true;
    } catch (e) {
      const message =
        e instanceof ApiClientError && e.status < 500
          ? (e.fields?.school_name ?? e.fields?.logo ?? e.message)
          : "The change could not be saved.";
      setErrors({ [field]: message });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const saveName = (e: FormEvent) => {
    e.preventDefault();
    void act(
      () => ok(api.admin.site.patch({ school_name: value })),
      value.trim() ? "School name saved" : "School name removed",
      "name",
    );
  };
  const upload = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setErrors({ logo: "Choose a PNG, JPEG or WebP file first." });
    // said before sending it (the server refuses it too, with its own request limit's wording)
    if (file.size > maxKb * 1024)
      return setErrors({
        logo: `This file is ${Math.ceil(file.size / 1024)} KB: a logo may be at most ${maxKb} KB.`,
      });
    if (await act(() => uploadLogo(file), "Logo saved", "logo")) fileRef.current!.value = "";
  };

  return (
    <section className="admin-branding" aria-labelledby="branding-title">
      <h3 className="admin-subtitle" id="branding-title">
        School branding
      </h3>
      <p className="admin-muted">
        For a school running its own Marhaba: the name and logo appear next to Marhaba in the header, on
        certificates and in emails.
      </p>
      <div className="admin-branding-grid">
        <form onSubmit={saveName} noValidate className="admin-branding-name">
          <div className="field">
            <label htmlFor={ids.name}>School name</label>
            <input
              id={ids.name}
              value={value}
              maxLength={limits.school_name ?? 80}
              autoComplete="organization"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${ids.name}-error` : undefined}
              onChange={(e) => setValue(e.target.value)}
            />
            {errors.name && (
              <span className="field-error" id={`${ids.name}-error`}>
                {errors.name}
              </span>
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Save name
          </button>
        </form>
        <form onSubmit={upload} noValidate className="admin-branding-logo">
          <div className="admin-branding-preview">
            {logo ? (
              <img
                src={`/branding/${logo}`}
                alt={name ? `Logo of ${name}` : "Current logo"}
                width="96"
                height="96"
              />
            ) : (
              <span className="admin-muted">No logo</span>
            )}
          </div>
          <div className="field">
            <label htmlFor={ids.logo}>Logo (PNG, JPEG or WebP, at most {maxKb} KB)</label>
            <input
              id={ids.logo}
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-invalid={errors.logo ? true : undefined}
              aria-describedby={errors.logo ? `${ids.logo}-error` : undefined}
            />
            {errors.logo && (
              <span className="field-error" id={`${ids.logo}-error`}>
                {errors.logo}
              </span>
            )}
          </div>
          <div className="admin-branding-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Upload logo
            </button>
            {logo && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => void act(() => ok(api.admin.site.logo.delete()), "Logo removed", "logo")}
              >
                Remove logo
              </button>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
