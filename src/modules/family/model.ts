// The contract of the family's routes (issue #32): child profiles, the parent gate and PIN, the family's own
// data (welcome, export, digest, deletions). Requests and replies as zod schemas; reply types are z.infer
// of these, and Elysia sends only what is named here.
import { z } from "zod";
import { personName } from "../../lib/names";
import { AVATARS } from "./avatarNames";
import { LearningExport } from "../learning/progressModel";

const iso = z.string();
const count = z.number();

// ---- requests ----

/** A child's name: the names rule, short enough for a picture tile. */
export const CHILD_NAME_MAX = 40;
export const AGE_BANDS = ["4-6", "7-9", "10-12"] as const;
const fields = {
  first_name: personName("First name", CHILD_NAME_MAX),
  avatar: z.enum(AVATARS, { error: "Choose one of the pictures" }),
  age_band: z.enum(AGE_BANDS, { error: `age_band must be one of ${AGE_BANDS.join(", ")}` }),
};
// Adding a child records the grown-up's confirmation of being the child's parent or guardian (issue #28;
// COPPA, GDPR art. 8): when and by which account, on the child's row.
export const ChildCreate = z.strictObject(
  {
    ...fields,
    guardian_confirmed: z.literal(true, {
      error: "Please confirm that you are this child's parent or legal guardian",
    }),
  },
  { error: "Send a JSON object with first_name, avatar, age_band and guardian_confirmed" },
);
export const ChildUpdate = z
  .strictObject(
    {
      first_name: fields.first_name.optional(),
      avatar: fields.avatar.optional(),
      age_band: fields.age_band.optional(),
    },
    { error: "Send a JSON object with first_name, avatar or age_band" },
  )
  .refine((v) => Object.keys(v).length > 0, {
    message: "Send at least one of first_name, avatar, age_band",
    path: ["body"],
  });
export const ChildDeleteConfirm = z.strictObject(
  {
    confirm: z.literal(true, { error: "Send confirm: true to delete the child profile and their learning" }),
  },
  { error: "Send a JSON object with confirm: true" },
);
export const Gate = z
  .strictObject(
    {
      pin: z.string({ error: "pin must be text" }).max(20, "That PIN is not right.").optional(),
      password: z
        .string({ error: "password must be text" })
        .max(1000, "That password is not right.")
        .optional(),
    },
    { error: "Send a JSON object with password or pin" },
  )
  .refine((v) => (v.pin === undefined) !== (v.password === undefined), {
    message: "Send either password or pin",
    path: ["body"],
  });
export const Pin = z.strictObject(
  {
    pin: z
      .string({ error: "The PIN must be 4 to 6 digits" })
      .regex(/^[0-9]{4,6}$/, "The PIN must be 4 to 6 digits"),
  },
  { error: "Send a JSON object with pin" },
);

/** DELETE /users/me: confirmed, and the gate's answer again (the password, or the PIN when one is set). */
export const DeleteAccount = z
  .strictObject(
    {
      confirm: z.literal(true, { error: "Send confirm: true to delete the account and everything in it" }),
      password: z
        .string({ error: "password must be text" })
        .max(1000, "That password is not right.")
        .optional(),
      pin: z.string({ error: "pin must be text" }).max(20, "That PIN is not right.").optional(),
    },
    { error: "Send a JSON object with confirm: true and your password or PIN" },
  )
  .refine((v) => !(v.pin !== undefined && v.password !== undefined), {
    message: "Send either password or pin",
    path: ["body"],
  });
/** PUT /users/me/digest. */
export const DigestSetting = z.strictObject(
  { enabled: z.boolean({ error: "enabled must be true or false" }) },
  { error: "Send a JSON object with enabled" },
);
/** DELETE /progress: the page asks for a confirmation first; the call says so too. */
export const ProgressDeleteConfirm = z.strictObject(
  {
    confirm: z.literal(true, { error: "Send confirm: true to delete the learning history" }),
    // one child profile's history (issue #16); without it, what the account learned as itself
    child_id: z
      .number({ error: "child_id must be a child profile's id" })
      .int("child_id must be a child profile's id")
      .positive("child_id must be a child profile's id")
      .optional(),
  },
  { error: "Send a JSON object with confirm: true" },
);

// ---- replies ----

/** A child profile as the family's pages show it. */
export const PublicChild = z.object({
  id: z.number(),
  first_name: z.string(),
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  age_band: z.string().nullable(),
  created_at: iso,
});
export type PublicChild = z.infer<typeof PublicChild>;

/** How the parent gate opens: the PIN, the password, or signing in again (a Google-only account). */
export const GateKind = z.enum(["pin", "password", "signin"]);
export type GateKind = z.infer<typeof GateKind>;

/** GET /session's family block: the child the session acts as, the family's children, the gate. */
export const SessionFamily = z.object({
  child: PublicChild.nullable(),
  children: z.array(PublicChild),
  gate: GateKind,
});
export type SessionFamily = z.infer<typeof SessionFamily>;

/** GET /children. */
export const ChildrenOverview = z.object({
  children: z.array(PublicChild),
  max: z.number(),
  avatars: z.array(z.object({ name: z.string(), url: z.string().nullable() })),
  age_bands: z.array(z.enum(AGE_BANDS)),
  gate: GateKind,
});
/** The learning rows moved or deleted with a child profile, by table. */
const LearningCounts = {
  lesson_attempts: count,
  lesson_progress: count,
  skill_progress: count,
  review_items: count,
  level_test_results: count,
  level_tests: count,
  certificates: count,
  shelf_progress: count,
};
/** POST /children (201): `moved`, what the account learned as itself before its first child profile. */
export const ChildCreated = z.object({
  child: PublicChild,
  moved: z.object(LearningCounts).nullable(),
});
export const ChildReply = z.object({ child: PublicChild });
export const ChildDeleted = z.object({ deleted: z.object({ child: PublicChild, ...LearningCounts }) });
/** POST /children/:id/select and /parent-gate: the new access token (also the web app's cookie). */
export const Switched = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  child: PublicChild.nullable(),
});
export const PinReply = z.object({ has_pin: z.boolean() });

/** GET /users/me/welcome (issue #28): the dashboard's greeting and next step. */
export const DashboardWelcome = z.object({
  first_visit: z.boolean(),
  step: z.enum(["add_child", "start_lesson", "none"]),
  children: z.array(PublicChild),
  first_lesson: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type DashboardWelcome = z.infer<typeof DashboardWelcome>;

/** GET /users/me/deletion: what deleting the account loses. */
export const DeletionPreview = z.object({
  children: z.array(z.string()),
  lessons_finished: count,
  certificates: count,
  classes: count,
  payments_kept: count,
  gate: GateKind,
});
export const AccountDeleted = z.object({
  deleted: z.literal(true),
  id: z.number(),
  children: count,
  payments_kept: count,
});
export const DigestReply = z.object({ enabled: z.boolean() });
export const HistoryDeleted = z.object({
  deleted: z.object({
    lesson_attempts: count,
    answers: count,
    lesson_progress: count,
    skill_progress: count,
    review_items: count,
    shelf_progress: count,
  }),
});

/** GET /users/me/export: the caller's data only, as a JSON download. */
export const FamilyExport = z.object({
  exported_at: iso,
  account: z.object({
    id: z.number(),
    email: z.string().nullable(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    locale: z.enum(["en", "fr"]).nullable(),
    weekly_email: z.boolean(),
    is_verified: z.boolean(),
    signs_in_with_password: z.boolean(),
    signs_in_with_google: z.boolean(),
    has_parent_pin: z.boolean(),
    created_at: iso.nullable(),
  }),
  subscriptions: z.array(
    z.object({
      id: z.number(),
      type: z.enum(["demo", "paid"]),
      status: z.enum(["active", "cancelled", "expired"]),
      start_date: iso.nullable(),
      end_date: iso.nullable(),
      cancelled_at: iso.nullable(),
      created_at: iso.nullable(),
    }),
  ),
  subscription_events: z.array(
    z.object({
      kind: z.string(),
      subscription_id: z.number().nullable(),
      detail: z.record(z.string(), z.unknown()).nullable(),
      created_at: iso.nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      provider: z.enum(["stripe", "local"]),
      amount_cents: z.number(),
      currency: z.string(),
      purpose: z.enum(["new", "renewal"]),
      status: z.enum(["open", "paid", "expired", "cancelled", "refunded"]),
      months_granted: z.number().nullable(),
      created_at: iso.nullable(),
      fulfilled_at: iso.nullable(),
      refunded_at: iso.nullable(),
    }),
  ),
  ...LearningExport,
  children: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      avatar: z.string().nullable(),
      age_band: z.string().nullable(),
      created_at: iso.nullable(),
      ...LearningExport,
    }),
  ),
});
