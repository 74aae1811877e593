// The contract of the account area (issue #32): /users/me's requests (its reply is users/model.ts's PublicUser)
// and the school's data-processing summary (issue #28).
import { z } from "zod";
import { NAME_MAX, personName } from "../../lib/names";
import { LOCALES } from "../../../shared/i18n/locale";

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
  { locale: z.enum(LOCALES, { error: `locale must be ${LOCALES.map((l) => `'${l}'`).join(" or ")}` }) },
  { error: "Send a JSON object with locale" },
);

const n = z.number();

/** GET /admin/data-processing: the school's one-page data-processing summary (issue #28). */
export const ProcessingSummary = z.object({
  generated_at: z.string(),
  controller: z.object({ name: z.string().nullable(), address: z.string().nullable() }),
  school: z.string().nullable(),
  storage: z.enum(["postgresql", "sqlite"]),
  counts: z.object({ classes: n, pupils: n, teachers: n, grown_ups: n, child_profiles: n }),
  retention: z.object({ unverified_days: n, inactive_months: n, warning_days: n }),
  processors: z.object({
    payments: z.enum(["stripe", "none"]),
    mail: z.boolean(),
    google_sign_in: z.boolean(),
    school_sign_in: z.boolean(),
  }),
});
export type ProcessingSummary = z.infer<typeof ProcessingSummary>;
