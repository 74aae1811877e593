// Request shapes of the course API (zod): ids in URLs, the answer envelope (each activity type's answer
// shape is its module's `answer`, activities/).
// Bounded everywhere (ids, arrays, coordinates), so a huge or odd body is a clear 4xx.
import { z } from "zod";
import { ItemId } from "../content/activities/kit";

/** Lesson and activity ids as content names them. */
export const ContentId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/);
/** Attempt ids: opaque random strings (randomToken, base64url). */
export const AttemptId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** POST /attempts/{id}/answers. */
export const AnswerRequest = z.object({ activity_id: ContentId, answer: z.unknown() });
/** GET /attempts/{id}/activities/{aid}/prompt?choice=… (a sound of match_sounds). */
export const PromptQuery = z.object({ choice: ItemId.optional() });
