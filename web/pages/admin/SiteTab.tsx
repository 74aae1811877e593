// Site: what the public pages show — contact details, social links, the video channel, and the
// outside videos of the landing page's carousel. Empty fields are hidden on the site. The server
// validates every value (https addresses only) and parses video links; this page shows its answer.
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok, type Reply } from "../../api/client";
import { SchoolBranding } from "./SchoolBranding";
import { SchoolAccess } from "./SchoolAccess";
import type { AdminSite, SiteSettings } from "./types";
import { Rich, useT, type MessageKey } from "../../i18n";

type TextKey = Exclude<
  keyof SiteSettings,
  "landing_videos" | "school_name" | "school_logo" | "school_access"
>;
/** Each field's label and hint are catalogue keys: admin.site.field.<key> and admin.site.hint.<key>. */
const FIELDS: { key: TextKey; hint?: true; type?: string; multiline?: boolean }[] = [
  { key: "contact_address", hint: true, multiline: true },
  { key: "contact_phone", type: "tel" },
  { key: "contact_email", type: "email" },
  { key: "social_facebook", hint: true, type: "url" },
  { key: "social_instagram", type: "url" },
  { key: "social_x", type: "url" },
  { key: "social_linkedin", type: "url" },
  { key: "video_channel_url", hint: true, type: "url" },
  { key: "forum_url", hint: true, type: "url" },
  { key: "controller_name", hint: true },
  { key: "controller_address", hint: true, multiline: true },
  { key: "retention_unverified_days", hint: true },
  { key: "retention_inactive_months", hint: true },
];

type Preview = Reply<(typeof api.admin.site)["video-preview"]["post"]>;

function useSave() {
  const revalidator = useRevalidator();
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function save(patch: Partial<SiteSettings>, success: string): Promise<Record<string, string> | null> {
    setBusy(true);
    try {
      await ok(api.admin.site.patch(patch));
      toast.success(success, { id: "site-saved" });
      await revalidator.revalidate();
      return null;
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 422 && e.fields) return e.fields;
      toast.error(e instanceof ApiClientError && e.status < 500 ? e.message : t("admin.site.saveFailed"), {
        id: "site-error",
      });
      return {};
    } finally {
      setBusy(false);
    }
  }
  return { save, busy };
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { save, busy } = useSave();
  const t = useT();
  const [values, setValues] = useState(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, settings[f.key]])) as Record<TextKey, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = await save(values, t("admin.site.saved"));
    setErrors(fields ?? {});
  };
  return (
    <form className="admin-site-form" onSubmit={submit} noValidate>
      <h3 className="admin-subtitle">{t("admin.site.contact")}</h3>
      <p className="admin-muted">{t("admin.site.emptyHides")}</p>
      {FIELDS.map((f) => {
        const id = `site-${f.key}`;
        const err = errors[f.key];
        const described =
          [f.hint ? `${id}-hint` : "", err ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
        const common = {
          id,
          name: f.key,
          value: values[f.key],
          "aria-invalid": err ? true : undefined,
          "aria-describedby": described,
          onChange: (e: { target: { value: string } }) =>
            setValues((v) => ({ ...v, [f.key]: e.target.value })),
        };
        return (
          <div className="field" key={f.key}>
            <label htmlFor={id}>{t(`admin.site.field.${f.key}` as MessageKey)}</label>
            {f.multiline ? (
              <textarea rows={3} maxLength={300} {...common} />
            ) : (
              <input type={f.type ?? "text"} maxLength={500} autoComplete="off" {...common} />
            )}
            {f.hint && (
              <span className="admin-muted" id={`${id}-hint`}>
                {t(`admin.site.hint.${f.key}` as MessageKey)}
              </span>
            )}
            {err && (
              <span className="field-error" id={`${id}-error`}>
                {err}
              </span>
            )}
          </div>
        );
      })}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t("admin.site.save")}
      </button>
    </form>
  );
}

function Videos({
  videos,
  thumbnails,
  limits,
}: {
  videos: SiteSettings["landing_videos"];
  thumbnails: AdminSite["thumbnails"];
  limits: AdminSite["limits"];
}) {
  const { save, busy } = useSave();
  const t = useT();
  const [url, setUrl] = useState("");
  const [title, setTitle] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const check = async (e: FormEvent) => {
    e.preventDefault();
    setPreview(null);
    try {
      setPreview(await ok(api.admin.site["video-preview"].post({ url })));
      setErrors({});
    } catch (err) {
      setErrors({
        url: err instanceof ApiClientError && err.fields?.url ? err.fields.url : t("admin.site.linkFailed"),
      });
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!preview) return;
    const fields = await save(
      { landing_videos: [...videos, { id: preview.id, title }] },
      t("admin.site.videoAdded"),
    );
    if (fields === null) {
      setPreview(null);
      setUrl("");
      setTitle("");
      setErrors({});
    } else
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [
            k.endsWith(".title") ? "title" : k.startsWith("landing_videos") ? "url" : k,
            v,
          ]),
        ),
      );
  };
  const remove = (id: string) =>
    save({ landing_videos: videos.filter((v) => v.id !== id) }, t("admin.site.videoRemoved"));

  return (
    <div className="admin-site-videos">
      <h3 className="admin-subtitle">{t("admin.site.videos")}</h3>
      {videos.length === 0 ? (
        <p className="admin-empty">{t("admin.site.noVideos")}</p>
      ) : (
        <ul className="admin-video-list">
          {videos.map((v) => (
            <li key={v.id}>
              <img src={thumbnails[v.id]} alt="" width="120" height="90" loading="lazy" />
              <span>
                <strong>{v.title}</strong>
                <span className="admin-muted">{v.id}</span>
              </span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy}
                onClick={() => remove(v.id)}
                aria-label={t("admin.site.removeVideo", { title: v.title })}
              >
                {t("admin.site.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {videos.length < limits.videos && (
        <form onSubmit={check} className="admin-filters" noValidate>
          <div className="field">
            <label htmlFor="site-video-url">{t("admin.site.videoUrl")}</label>
            <input
              id="site-video-url"
              value={url}
              maxLength={500}
              autoComplete="off"
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={errors.url ? "site-video-url-error" : undefined}
              onChange={(e) => setUrl(e.target.value)}
            />
            {errors.url && (
              <span className="field-error" id="site-video-url-error">
                {errors.url}
              </span>
            )}
          </div>
          <button type="submit" className="btn btn-outline">
            {t("admin.site.check")}
          </button>
        </form>
      )}
      {preview && (
        <form className="admin-video-preview" onSubmit={add} aria-label={t("admin.site.newVideo")} noValidate>
          <img src={preview.thumbnail_url} alt={t("admin.site.videoPicture")} width="240" height="180" />
          <div>
            <p>
              <Rich
                k="admin.site.videoId"
                values={{ id: preview.id }}
                tags={{ code: (c) => <code data-testid="video-preview-id">{c}</code> }}
              />
            </p>
            <div className="field">
              <label htmlFor="site-video-title">{t("admin.site.videoTitle")}</label>
              <input
                id="site-video-title"
                value={title}
                maxLength={limits.video_title}
                autoComplete="off"
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? "site-video-title-error" : undefined}
                onChange={(e) => setTitle(e.target.value)}
              />
              {errors.title && (
                <span className="field-error" id="site-video-title-error">
                  {errors.title}
                </span>
              )}
            </div>
            <p className="admin-muted" aria-live="polite">
              {t("admin.site.onLanding", { title: title || "…" })}
            </p>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t("admin.site.add")}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export function SiteTab({ data }: { data: AdminSite }) {
  const t = useT();
  return (
    <>
      <h2 id="admin-panel-title">{t("admin.site.title")}</h2>
      <SchoolBranding
        name={data.settings.school_name ?? ""}
        logo={data.settings.school_logo ?? ""}
        limits={data.limits}
      />
      {data.payments === false && <SchoolAccess value={data.settings.school_access ?? ""} />}
      <div className="admin-site">
        <SettingsForm settings={data.settings} />
        <Videos videos={data.settings.landing_videos} thumbnails={data.thumbnails} limits={data.limits} />
      </div>
    </>
  );
}
