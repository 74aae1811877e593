// The contract of /users (issue #32): the requests the routes accept and the replies they send, as zod
// schemas. Reply types are z.infer of these; Elysia checks each reply and sends only what is named here.
import { z } from "zod";
import { NAME_MAX, personName } from "../../lib/names";

export const PROFILE_NAME_MAX = NAME_MAX;
const name = (label: string) => personName(label);

/** PATCH /users/me: only the names. Any other field (email, is_admin…) is refused, not silently dropped. */
const EDITABLE = new Set(["first_name", "last_name"]);
const onlyNames = z.custom(
  (b) => !(b && typeof b === "object" && !Array.isArray(b) && Object.keys(b).some((k) => !EDITABLE.has(k))),
  "Only first_name and last_name can be changed",
);
export const ProfileUpdate = onlyNames.pipe(
  z.object({ first_name: name("First name"), last_name: name("Last name") }),
);
export const LocaleUpdate = z.strictObject(
  { locale: z.enum(["en", "fr"], { error: "locale must be 'en' or 'fr'" }) },
  { error: "Send a JSON object with locale" },
);

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
  locale: z.enum(["en", "fr"]).nullable(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;
