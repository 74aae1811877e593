// The contract of the account area's replies (issue #32): the school's data-processing summary (issue #28).
import { z } from "zod";

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
