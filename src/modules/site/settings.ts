// The operator settings: every key, how its value is validated, and what "not set" looks like.
// Shared by the admin API and the CLI, so both refuse the same values.
import { z } from "zod";
import { VIDEO_ID } from "./youtube";

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/; // tab and newline are handled per field
const noControl = (allowNewlines: boolean) => (v: string) =>
  !CONTROL.test(v) && !v.includes("\t") && (allowNewlines || !v.includes("\n"));

/** A single line of text, trimmed; "" means not set. */
const line = (max: number) =>
  z
    .string({ error: "Must be text" })
    .max(max * 4, `At most ${max} characters`) // refuse huge input before trimming it
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .max(max, `At most ${max} characters`)
        .refine(noControl(false), "Contains characters that are not allowed"),
    );

/** An https:// address (no user name or password in it); "" means not set. */
const httpsUrl = line(500).refine((v) => v === "" || isHttpsUrl(v), "Must be a full https:// address");

export function isHttpsUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "https:" && !u.username && !u.password && u.hostname.includes(".") && !/\s/.test(v);
  } catch {
    return false;
  }
}

const address = z
  .string({ error: "Must be text" })
  .max(1200, "At most 300 characters")
  .transform((v) => v.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .max(300, "At most 300 characters")
      .refine(noControl(true), "Contains characters that are not allowed")
      .refine((v) => v.split("\n").length <= 5, "At most 5 lines"),
  );

const phone = line(40).refine(
  (v) => v === "" || /^\+?[0-9][0-9 ()./-]{3,38}[0-9]$/.test(v),
  "Digits, spaces and + ( ) - . / only",
);
const email = line(254).refine((v) => v === "" || z.email().safeParse(v).success, "Must be an email address");

/** The school's name on a self-hosted instance (issue #16): header, certificates, mails. */
export const SCHOOL_NAME_MAX = 80;
/** The stored logo: its content hash and type (site/branding.ts writes the file and this value). */
export const LOGO_FILE = /^[0-9a-f]{64}\.(png|jpg|webp)$/;
const logoFile = z
  .string({ error: "Must be a logo file name" })
  .refine((v) => v === "" || LOGO_FILE.test(v), "Not a stored logo");

/** A whole number within bounds, written as text; "" means the default. */
function whole(min: number, max: number) {
  // a stored "14" may come back from PostgreSQL's jsonb as the number 14: read it as text again
  return z
    .preprocess((v) => (typeof v === "number" ? String(v) : v), line(6))
    .refine(
      (v) => v === "" || (/^[0-9]{1,4}$/.test(v) && Number(v) >= min && Number(v) <= max),
      `A whole number from ${min} to ${max}, or empty for the default`,
    );
}
/** A class without a licence tries the demo lessons for this many days from its creation (issue #29). */
export const CLASS_TRIAL_DAYS_DEFAULT = 30;
export const CLASS_TRIAL_DAYS_MAX = 365;
/** Whole days, "" for the default. */
const trialDays = line(3).refine(
  (v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) <= CLASS_TRIAL_DAYS_MAX),
  `Whole days from 0 to ${CLASS_TRIAL_DAYS_MAX}`,
);

export const MAX_VIDEOS = 24;
export const VIDEO_TITLE_MAX = 80;

const video = z.strictObject({
  id: z.string({ error: "Must be a video id" }).regex(VIDEO_ID, "Must be an 11-character video id"),
  title: line(VIDEO_TITLE_MAX).refine((v) => v.length > 0, "A title is required"),
});
const videos = z
  .array(video, { error: "Must be a list of videos" })
  .max(MAX_VIDEOS, `At most ${MAX_VIDEOS} videos`)
  .refine((list) => new Set(list.map((v) => v.id)).size === list.length, "The same video is listed twice");

export const SOCIAL_NETWORKS = [
  { key: "social_facebook", label: "Facebook" },
  { key: "social_instagram", label: "Instagram" },
  { key: "social_x", label: "X (Twitter)" },
  { key: "social_linkedin", label: "LinkedIn" },
] as const;

/** Every setting and its validator. Adding a key here adds it to the API, the CLI and the admin form. */
export const SETTINGS = {
  contact_address: address,
  contact_phone: phone,
  contact_email: email,
  social_facebook: httpsUrl,
  social_instagram: httpsUrl,
  social_x: httpsUrl,
  social_linkedin: httpsUrl,
  video_channel_url: httpsUrl,
  landing_videos: videos,
  school_name: line(SCHOOL_NAME_MAX),
  school_logo: logoFile,
  /** A forum the operator runs (none ships with the code): named on the landing only when set. */
  forum_url: httpsUrl,
  // issue #28: who is responsible for the data (the privacy notice says clearly when this is missing)
  controller_name: line(120),
  controller_address: address,
  // retention: "" means the default (never-verified accounts: 30 days; free accounts inactive 24 months)
  retention_unverified_days: whole(7, 365),
  retention_inactive_months: whole(6, 120),
  // Only on an instance without payments (PAYMENTS=off, issue #33): "" (everyone learns with full access) or
  // "licences" (class licences and per-family plans decide, as on a selling instance). site/instanceAccess.ts.
  school_access: z
    .enum(["", "everyone", "licences"], { error: 'Must be "everyone" or "licences"' })
    .transform((v) => (v === "everyone" ? "" : v)),
  /** "yes": teachers may record the course's audio and flag clips (issue #26); "" (the default): admins only. */
  audio_teachers_record: line(3).refine((v) => ["", "yes"].includes(v), 'Must be "yes" or "" (admins only)'),
  class_trial_days: trialDays,
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type LandingVideo = z.infer<typeof video>;
export type SettingValues = { [K in SettingKey]: z.infer<(typeof SETTINGS)[K]> };
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export const isSettingKey = (k: string): k is SettingKey => Object.hasOwn(SETTINGS, k);

/** What an unset key reads as. */
export const EMPTY: SettingValues = {
  contact_address: "",
  contact_phone: "",
  contact_email: "",
  social_facebook: "",
  social_instagram: "",
  social_x: "",
  social_linkedin: "",
  video_channel_url: "",
  landing_videos: [],
  school_name: "",
  school_logo: "",
  forum_url: "",
  controller_name: "",
  controller_address: "",
  retention_unverified_days: "",
  retention_inactive_months: "",
  school_access: "",
  audio_teachers_record: "",
  class_trial_days: "",
};

export const isEmptyValue = (v: unknown) => v === "" || (Array.isArray(v) && v.length === 0);

/** The keys set by typing a value (PATCH /admin/site, cli site:set); the logo is uploaded instead. */
export type EditableKey = Exclude<SettingKey, "school_logo">;
export const EDITABLE_KEYS = SETTING_KEYS.filter((k): k is EditableKey => k !== "school_logo");
export const isEditableKey = (k: string): k is EditableKey => isSettingKey(k) && k !== "school_logo";

/** PATCH /admin/site: any subset of the editable keys, at least one; an unknown key is refused. */
export const SettingsPatch = z
  .strictObject(
    Object.fromEntries(EDITABLE_KEYS.map((k) => [k, SETTINGS[k].optional()])) as {
      [K in EditableKey]: z.ZodOptional<(typeof SETTINGS)[K]>;
    },
  )
  .refine((b) => Object.keys(b).length > 0, { message: "Send at least one setting", path: ["body"] });
