// The contract of /setup (issue #32): the first-run form and the replies. Reply types are z.infer of these.
import { z } from "zod";
import { email, newPassword } from "../../../shared/auth";
import { personName } from "../../../shared/names";
import { SCHOOL_NAME_MAX } from "../site/settings";
import { PublicUser } from "../users/model";

/** POST /setup: the setup code printed at start, the first admin and (optionally) the school's name. */
export const SetupBody = z.strictObject({
  code: z
    .string({ error: "The setup code is required" })
    .trim()
    .min(1, "The setup code is required")
    .max(40, "This is not a setup code"),
  first_name: personName("First name"),
  last_name: personName("Last name"),
  email,
  password: newPassword,
  school_name: z
    .string({ error: "Must be text" })
    .max(SCHOOL_NAME_MAX * 4, `At most ${SCHOOL_NAME_MAX} characters`)
    .transform((v) => v.normalize("NFC").trim())
    .pipe(
      z
        .string()
        .max(SCHOOL_NAME_MAX, `At most ${SCHOOL_NAME_MAX} characters`)
        .refine(
          (v) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(v),
          "Contains characters that are not allowed",
        ),
    )
    .optional(),
});

/** GET /setup: only while no admin exists (then 404 SETUP_DONE). */
export const SetupState = z.object({
  needed: z.boolean(),
  code_open: z.boolean(),
  logo_max_kb: z.number(),
});
export type SetupState = z.infer<typeof SetupState>;
/** POST /setup (201): the admin, signed in (cookies), and where to go. */
export const SetupDone = z.object({ user: PublicUser, home: z.literal("/admin") });
