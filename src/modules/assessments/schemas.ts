// Request shapes of the assessments API (zod). Replies are built in service.ts.
import { z } from "zod";

const id = z.string().min(1).max(64);

/** POST /assessments/level-test: the chosen option per question. Anything else sent (a score…) is ignored. */
export const LevelTestSubmission = z.object({
  answers: z
    .record(id, id, { error: "Answers must map question ids to option ids" })
    .refine((a) => Object.keys(a).length <= 500, "Too many answers"),
});

export const ResultId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /assessments/access-token. */
export const AccessTokenRequest = z.object({
  content_type: z.enum(["lesson", "assessment"], { error: "content_type must be lesson or assessment" }),
  content_id: z.string().min(1, "content_id is required").max(64, "content_id is too long"),
});
