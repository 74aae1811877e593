// Opaque, per-attempt ids for an activity's choices, tiles, chips and match items. Each id is an
// HMAC of (attempt id, activity id, what the item is) under a key derived from the server secret:
// the browser cannot tell which item is which, a new attempt shuffles anew, and the grader derives
// the same ids again from the attempt id, so nothing but the attempt id is stored.
import { createHash, createHmac } from "node:crypto";

export type OpaqueIds = (item: string) => string;

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let k = keys.get(secret);
  if (!k) {
    k = createHash("sha256")
      .update("marhaba:course-choice-ids\0" + secret)
      .digest();
    keys.set(secret, k);
  }
  return k;
}

/** The id function of one activity in one attempt: `item` names the content (e.g. "letter:dal"). */
export function opaqueIds(secret: string, attemptId: string, activityId: string): OpaqueIds {
  const key = keyFor(secret);
  const prefix = `${attemptId}\0${activityId}\0`;
  return (item) =>
    "c" +
    createHmac("sha256", key)
      .update(prefix + item)
      .digest("hex")
      .slice(0, 12);
}

/** The shape of every opaque id (validation of posted answers). */
export const OPAQUE_ID = /^c[0-9a-f]{12}$/;

/** Items with their ids, in the order of their ids: a shuffle that is stable within an attempt. */
export function withIds<T>(
  items: T[],
  ids: OpaqueIds,
  itemKey: (t: T, i: number) => string,
): { item: T; id: string }[] {
  return items
    .map((item, i) => ({ item, id: ids(itemKey(item, i)) }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
