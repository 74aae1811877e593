// Request shapes of the assessments API (zod). Replies are built in service.ts and levelTest.ts.
import { z } from "zod";
import { OPAQUE_ID } from "../content/opaque";

/** POST /assessments/level-tests: `restart` leaves the open test (if any) and begins a new one. */
export const StartTest = z.object({ restart: z.boolean().optional() });

/** POST /assessments/level-tests/:id/answers: the number of the question on screen and the chosen choice id. */
export const TestAnswer = z.object({
  number: z.number({ error: "number must be the question's number" }).int().min(1).max(100),
  choice: z
    .string({ error: "Please select an answer before submitting" })
    .regex(OPAQUE_ID, "Please choose one of the answers shown"),
  /** Issue #25: whether the page's device has an Arabic voice; without one, listening questions are asked
   * only about items with a recorded clip (absent: as before, every item). */
  hears_arabic: z.boolean({ error: "hears_arabic must be true or false" }).optional(),
});

export const ResultId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /assessments/access-token. */
export const AccessTokenRequest = z.object({
  content_type: z.enum(["lesson", "assessment"], { error: "content_type must be lesson or assessment" }),
  content_id: z.string().min(1, "content_id is required").max(64, "content_id is too long"),
});
