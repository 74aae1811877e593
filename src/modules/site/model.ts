// The contract of /site and /admin/site (issue #32): requests and replies as zod schemas. Reply types are
// z.infer of these; Elysia sends only what is named here. The settings' own validators are settings.ts's.
import { z } from "zod";
import { SETTING_KEYS } from "./settings";

/** POST /admin/site/video-preview. */
export const VideoPreviewRequest = z.strictObject({
  url: z.string({ error: "Paste a YouTube link or video id" }).max(500, "At most 500 characters"),
});

const nullable = z.string().nullable();
/** What this instance may claim (shared/claims.ts): every feature named only when it exists here. */
export const Claims = z.object({
  levels: z.number(),
  levels_available: z.number(),
  level_names_available: z.array(z.string()),
  units: z.number(),
  lessons: z.number(),
  activities: z.number(),
  words: z.number(),
  tales: z.number(),
  audio: z.object({ recorded: z.number(), total: z.number(), complete: z.boolean() }),
  videos: z.number(),
  forum_url: nullable,
  level_test_questions: z.number(),
  processors: z.object({
    payments: z.enum(["stripe", "none"]),
    mail: z.boolean(),
    google_sign_in: z.boolean(),
    school_sign_in: z.boolean(),
  }),
});
/** GET /site: what the public pages show (only what is set), and the claims (issue #28). */
export const SiteReply = z.object({
  contact: z.object({ address: nullable, phone: nullable, email: nullable }),
  social: z.array(z.object({ network: z.string(), label: z.string(), url: z.string() })),
  video_channel_url: nullable,
  videos: z.array(
    z.object({ id: z.string(), title: z.string(), thumbnail_url: z.string(), embed_url: z.string() }),
  ),
  /** a self-hosted school's name and logo; nothing set → Marhaba alone */
  school: z.object({ name: nullable, logo_url: nullable }),
  /** the privacy notice (issue #28): who is responsible, and how long accounts are kept */
  controller: z.object({ name: nullable, address: nullable }),
  retention: z.object({ unverified_days: z.number(), inactive_months: z.number(), warning_days: z.number() }),
  /** THE flag every page reads before it shows a price, a checkout, the demo or an upgrade (issue #33) */
  payments: z.boolean(),
  claims: Claims,
});
export type SiteReply = z.infer<typeof SiteReply>;
export type PublicSite = Omit<SiteReply, "claims">;

/** Every setting as stored: text, except the landing's videos. */
export const SettingsReply = z.object({
  ...(Object.fromEntries(SETTING_KEYS.map((k) => [k, z.string()])) as Record<
    Exclude<(typeof SETTING_KEYS)[number], "landing_videos" | "school_access">,
    z.ZodString
  >),
  landing_videos: z.array(z.object({ id: z.string(), title: z.string() })),
  school_access: z.enum(["", "licences"]),
});
/** GET /admin/site: the settings with each video's picture and the limits the form shows. */
export const AdminSiteReply = z.object({
  settings: SettingsReply,
  thumbnails: z.record(z.string(), z.string()),
  payments: z.boolean(),
  limits: z.object({
    videos: z.number(),
    video_title: z.number(),
    school_name: z.number(),
    logo_bytes: z.number(),
  }),
});
/** PATCH /admin/site. */
export const SettingsUpdated = z.object({ settings: SettingsReply });
/** POST /admin/site/logo: the stored file (named by its content) and its address. */
export const LogoSaved = z.object({ file: z.string(), url: z.string(), bytes: z.number(), type: z.string() });
export const LogoRemoved = z.object({ removed: z.string() });
/** POST /admin/site/video-preview: the video id, its picture and the address the landing embeds. */
export const VideoPreview = z.object({ id: z.string(), thumbnail_url: z.string(), embed_url: z.string() });
