// The contract of the /admin API (issue #32): requests and replies. Query values arrive as strings; ids in
// the path too.
import { z } from "zod";
import { SETTING_KEYS } from "../site/settings";
import { MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, USER_KINDS } from "./service";
import { email } from "../../../shared/auth";
import { PublicUser } from "../users/model";
import { PublicSubscription } from "../subscriptions/model";
import { BackupStatus } from "../backups/model";
import { HardUnit } from "../classes/model";
import { LockedAccount } from "../auth/model";
import { ProcessingSummary } from "../account/model";

export { ProcessingSummary };

const pageNumber = z.coerce
  .number({ error: "Must be a whole number" })
  .int("Must be a whole number")
  .min(1, "Must be at least 1")
  .max(1_000_000, "Too large");

export const UserListQuery = z.object({
  page: pageNumber.default(1),
  page_size: z.coerce
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE}`)
    .default(ADMIN_PAGE_SIZE),
  search: z.string().max(200, "Search is too long (200 characters at most)").optional(),
  kind: z.enum(USER_KINDS, { error: `Must be one of ${USER_KINDS.join(", ")}` }).default("adult"),
});

export const SubscriptionListQuery = z.object({
  page: pageNumber.default(1),
  page_size: z.coerce
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE}`)
    .default(ADMIN_PAGE_SIZE),
  status: z
    .enum(["active", "cancelled", "expired"], { error: "Must be active, cancelled or expired" })
    .optional(),
  type: z.enum(["demo", "paid"], { error: "Must be demo or paid" }).optional(),
  user_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31)
    .optional(),
});

export const IdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "Must be a positive whole number")
    .transform(Number),
});

export const UserPatch = z
  .strictObject({
    is_active: z.boolean({ error: "Must be true or false" }).optional(),
    is_admin: z.boolean({ error: "Must be true or false" }).optional(),
  })
  .refine((b) => b.is_active !== undefined || b.is_admin !== undefined, {
    message: "Send is_active or is_admin",
    path: ["body"],
  });

export const SubscriptionPatch = z.strictObject({
  status: z.enum(["active", "cancelled", "expired"], { error: "Must be active, cancelled or expired" }),
});

export const UnlockBody = z.strictObject({ email });

export const TeacherBody = z.strictObject({ is_teacher: z.boolean({ error: "Must be true or false" }) });

export const ClassListQuery = z.object({
  page: pageNumber.default(1),
  page_size: z.coerce
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE}`)
    .default(ADMIN_PAGE_SIZE),
  search: z.string().max(200, "Search is too long (200 characters at most)").optional(),
});

// ---- replies ----
const iso = z.string();
const n = z.number();

/** One line of the audit log as the admin area lists it. */
export const AuditEntry = z.object({
  id: n,
  actor: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: iso,
});
/** GET /admin/stats: the overview, with the locked accounts and the daily backup's state. */
export const AdminStats = z.object({
  users: z.object({
    total: n,
    active: n,
    verified: n,
    admins: n,
    teachers: n,
    children: n,
    pupils: n,
    new_this_week: n,
  }),
  subscriptions: z.object({ total: n, active: n, demo: n, paid: n }),
  conversions: z.object({ demo_users: n, converted_to_paid: n, rate: n }),
  recent_audit: z.array(AuditEntry),
  locked_accounts: z.array(LockedAccount),
  backups: BackupStatus,
});
export const LockedAccounts = z.object({ accounts: z.array(LockedAccount) });
export const Cleared = z.object({ cleared: n });
/** An account as the admin area shows it: the public fields, the family and class links, the plan. */
export const AdminUser = PublicUser.extend({
  parent_id: n.nullable(),
  class_id: n.nullable(),
  subscription: z
    .object({
      id: n,
      type: z.enum(["demo", "paid"]),
      status: z.enum(["active", "cancelled", "expired"]),
      end_date: iso,
    })
    .nullable(),
});
export const UserList = z.object({ users: z.array(AdminUser), total: n, page: n, page_size: n });
export const TeacherSet = AdminUser.extend({ changed: z.boolean() });
export const UserDeleted = z.object({ message: z.string(), id: n });
/** A class as the admin's Classes tab lists it (issue #16, #29). */
export const AdminClass = z.object({
  id: n,
  name: z.string(),
  code: z.string(),
  teacher: z.object({
    id: n,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    is_teacher: z.boolean(),
  }),
  pupils: n,
  licence_until: iso.nullable(),
  licence_active: z.boolean(),
  created_at: iso,
  /** the teacher asked for a licence (cleared when one is granted) */
  licence_requested_at: iso.nullable(),
  trial_until: iso,
});
export type AdminClass = z.infer<typeof AdminClass>;
export const ClassList = z.object({
  classes: z.array(AdminClass),
  requests: n,
  trial_days: n,
  total: n,
  page: n,
  page_size: n,
});
export const HardestReply = z.object({ units: z.array(HardUnit) });
/** A plan as the admin's Subscriptions tab lists it. */
export const AdminSubscription = PublicSubscription.extend({
  user_id: n,
  created_at: iso,
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string().nullable() }),
});
export const SubscriptionList = z.object({
  subscriptions: z.array(AdminSubscription),
  total: n,
  page: n,
  page_size: n,
  /** the admin page leaves out wording meant for test instances */
  is_production: z.boolean(),
});

// ---- /admin/site: the operator settings ----
/** POST /admin/site/video-preview. */
export const VideoPreviewRequest = z.strictObject({
  url: z.string({ error: "Paste a YouTube link or video id" }).max(500, "At most 500 characters"),
});
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
