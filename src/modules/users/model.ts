// A user as the API shows them (issue #32), as a zod schema: the reply of /users/me (account/profileRoutes.ts)
// and part of the sign-in, session, setup and admin replies, hence here in the lowest folder that has users.
import { z } from "zod";
import { LOCALES } from "../../../shared/i18n/locale";

/** A user as the API shows them (their own account, a sign-in's reply, the admin's lists). */
export const PublicUser = z.object({
  id: z.number(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  profile_picture: z.string().nullable(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  is_verified: z.boolean(),
  /** adult | child | pupil (issue #16): the pages show a pupil the pupil's pages */
  kind: z.enum(["adult", "child", "pupil"]),
  is_teacher: z.boolean(),
  /** the language chosen for their pages (shared/i18n/locale.ts: a new language is added there) */
  locale: z.enum(LOCALES).nullable(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;
