// Request shapes of the course API (zod): ids in URLs and the answer of each activity type.
// Bounded everywhere (ids, arrays, coordinates), so a huge or odd body is a clear 4xx.
import { z } from "zod";
import type { ActivityType } from "./contentSchema";
import { OPAQUE_ID } from "./opaque";

/** Lesson and activity ids as content names them. */
export const ContentId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/);
/** Attempt ids: opaque random strings (randomToken, base64url). */
export const AttemptId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

const ItemId = z.string().max(64).regex(OPAQUE_ID, "is not one of this activity's items");
const Choice = z.strictObject({ choice: ItemId });
const Seen = z.strictObject({ seen: z.literal(true, { error: "send {seen: true}" }) });
const Pairs = z.strictObject({ pairs: z.array(z.tuple([ItemId, ItemId])).min(1).max(8) });
const Coord = z.number().finite().min(-2048).max(4096);

/** The answer shape of each activity type (publicTypes.ts AnswerFor). */
export const ANSWER_SCHEMAS: Record<ActivityType, z.ZodType> = {
  meet_letter: Seen,
  meet_word: Seen,
  listen_pick_letter: Choice,
  listen_pick_syllable: Choice,
  listen_pick_picture: Choice,
  read_pick_picture: Choice,
  pick_word: Choice,
  find_letter: z.strictObject({ index: z.number().int().min(0).max(200) }),
  build_word: z.strictObject({ tiles: z.array(ItemId).min(1).max(30) }),
  match_forms: Pairs,
  match_sounds: Pairs,
  // self_report: the keyboard path ("I traced it"): counts as done, never as right the first time.
  trace: z.strictObject({ strokes: z.array(z.array(z.tuple([Coord, Coord])).max(2000)).max(40), self_report: z.literal(true).optional() }),
  order_words: z.strictObject({ chips: z.array(ItemId).min(1).max(30) }),
};

/** POST /attempts/{id}/answers. */
export const AnswerRequest = z.object({ activity_id: ContentId, answer: z.unknown() });
/** GET /attempts/{id}/activities/{aid}/prompt?choice=… (a sound of match_sounds). */
export const PromptQuery = z.object({ choice: ItemId.optional() });
