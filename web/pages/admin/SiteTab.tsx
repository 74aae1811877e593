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

type TextKey = Exclude<
  keyof SiteSettings,
  "landing_videos" | "school_name" | "school_logo" | "school_access"
>;
const FIELDS: { key: TextKey; label: string; hint?: string; type?: string; multiline?: boolean }[] = [
  {
    key: "contact_address",
    label: "Address",
    hint: "Shown in the footer and on the contact page. Up to 5 lines.",
    multiline: true,
  },
  { key: "contact_phone", label: "Phone", type: "tel" },
  { key: "contact_email", label: "E-mail", type: "email" },
  { key: "social_facebook", label: "Facebook page", hint: "A full https:// address.", type: "url" },
  { key: "social_instagram", label: "Instagram page", type: "url" },
  { key: "social_x", label: "X (Twitter) page", type: "url" },
  { key: "social_linkedin", label: "LinkedIn page", type: "url" },
  {
    key: "video_channel_url",
    label: "Video channel",
    hint: "The footer's “Our video channel” button.",
    type: "url",
  },
  {
    key: "forum_url",
    label: "Forum",
    hint: "Only when you run one: the landing page then names it and links to it.",
    type: "url",
  },
  {
    key: "controller_name",
    label: "Data controller",
    hint: "Who is responsible for the data (the school or company): named on the privacy page, which says so while it is missing.",
  },
  {
    key: "controller_address",
    label: "Data controller's address",
    hint: "Postal address for privacy requests. Up to 5 lines.",
    multiline: true,
  },
  {
    key: "retention_unverified_days",
    label: "Remove never-verified accounts after (days)",
    hint: "Empty: 30 days.",
  },
  {
    key: "retention_inactive_months",
    label: "Remove inactive free accounts after (months)",
    hint: "Empty: 24 months; a warning email goes 30 days before.",
  },
];

type Preview = Reply<(typeof api.admin.site)["video-preview"]["post"]>;

function useSave() {
  const revalidator = useRevalidator();
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
      toast.error(
        e instanceof ApiClientError && e.status < 500 ? e.message : "The settings could not be saved.",
        { id: "site-error" },
      );
      return {};
    } finally {
      setBusy(false);
    }
  }
  return { save, busy };
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { save, busy } = useSave();
  const [values, setValues] = useState(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, settings[f.key]])) as Record<TextKey, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = await save(values, "Site settings saved");
    setErrors(fields ?? {});
  };
  return (
    <form className="admin-site-form" onSubmit={submit} noValidate>
      <h3 className="admin-subtitle">Contact details and links</h3>
      <p className="admin-muted">Leave a field empty to hide it on the site.</p>
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
            <label htmlFor={id}>{f.label}</label>
            {f.multiline ? (
              <textarea rows={3} maxLength={300} {...common} />
            ) : (
              <input type={f.type ?? "text"} maxLength={500} autoComplete="off" {...common} />
            )}
            {f.hint && (
              <span className="admin-muted" id={`${id}-hint`}>
                {f.hint}
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
        Save settings
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
        url:
          err instanceof ApiClientError && err.fields?.url
            ? err.fields.url
            : "The link could not be checked.",
      });
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!preview) return;
    const fields = await save(
      { landing_videos: [...videos, { id: preview.id, title }] },
      "Video added to the landing page",
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
  const remove = (id: string) => save({ landing_videos: videos.filter((v) => v.id !== id) }, "Video removed");

  return (
    <div className="admin-site-videos">
      <h3 className="admin-subtitle">Landing page videos</h3>
      {videos.length === 0 ? (
        <p className="admin-empty">No videos: the landing page shows no video section.</p>
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
                aria-label={`Remove video ${v.title}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {videos.length < limits.videos && (
        <form onSubmit={check} className="admin-filters" noValidate>
          <div className="field">
            <label htmlFor="site-video-url">YouTube link or video id</label>
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
            Check link
          </button>
        </form>
      )}
      {preview && (
        <form className="admin-video-preview" onSubmit={add} aria-label="New video" noValidate>
          <img src={preview.thumbnail_url} alt="Picture of the video" width="240" height="180" />
          <div>
            <p>
              Video id <code data-testid="video-preview-id">{preview.id}</code>
            </p>
            <div className="field">
              <label htmlFor="site-video-title">Title shown under the picture</label>
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
              On the landing page: “{title || "…"}”. Visitors load the player only when they press play.
            </p>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Add to landing page
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export function SiteTab({ data }: { data: AdminSite }) {
  return (
    <>
      <h2 id="admin-panel-title">Site</h2>
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
