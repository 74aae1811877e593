// Requests of the /admin API. Query values arrive as strings; ids in the path too.
import { z } from "zod";
import { MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, USER_KINDS } from "./service";
import { email } from "../../../shared/auth";

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
