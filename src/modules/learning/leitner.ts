// Leitner boxes per item (COURSE-DESIGN.md §4): a right first-try answer to a due (or new) item moves
// it up a box, a mistake sends it back to box 1; box n is due INTERVAL_DAYS[n-1] days after its last
// move. A right answer to an item that is not due yet (the same letter in the next activity) keeps
// its box and date: one lesson cannot push a letter to "mastered". A self-reported trace changes
// nothing (done, never right). Mastery = the share of a skill's items in box ≥ MASTERED_BOX (isMastered:
// an item left unreviewed for a whole interval past its due date stops counting until answered again).
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { reviewItems } from "../../db/schema";
import { addDays } from "../../lib/clock";

export const INTERVAL_DAYS = [1, 2, 4, 7, 14, 30] as const;
export const TOP_BOX = INTERVAL_DAYS.length;
export const MASTERED_BOX = 3;

export type Outcome = "right" | "wrong";

/** Moves the items of one first-try answer (called by learning/service.ts answer()). */
export async function recordAnswer(
  deps: Deps,
  userId: number,
  items: string[],
  outcome: Outcome,
): Promise<void> {
  const now = deps.clock.now();
  for (const item of items) {
    const [row] = await deps.db
      .select()
      .from(reviewItems)
      .where(and(eq(reviewItems.userId, userId), eq(reviewItems.item, item)))
      .limit(1);
    if (!row) {
      // a new item starts in box 1 either way (right: seen it once; wrong: to practise tomorrow)
      await deps.db
        .insert(reviewItems)
        .values({
          userId,
          item,
          box: 1,
          dueAt: addDays(now, INTERVAL_DAYS[0]),
          right: outcome === "right" ? 1 : 0,
          wrong: outcome === "wrong" ? 1 : 0,
          lastAnsweredAt: now,
        })
        .onConflictDoNothing();
      continue;
    }
    let set: Partial<typeof reviewItems.$inferInsert>;
    if (outcome === "wrong") set = { box: 1, dueAt: addDays(now, INTERVAL_DAYS[0]), wrong: row.wrong + 1 };
    else if (row.dueAt.getTime() <= now.getTime()) {
      const box = Math.min(row.box + 1, TOP_BOX);
      set = { box, dueAt: addDays(now, INTERVAL_DAYS[box - 1]), right: row.right + 1 };
    } else set = { right: row.right + 1 };
    await deps.db
      .update(reviewItems)
      .set({ ...set, lastAnsweredAt: now })
      .where(eq(reviewItems.id, row.id));
  }
}

export type ItemRow = typeof reviewItems.$inferSelect;

/** Whether an item counts as mastered now: box ≥ MASTERED_BOX, and not left unreviewed for longer than
 * its own interval past its due date (mastery decays with time; one right answer restores it). */
export function isMastered(row: Pick<ItemRow, "box" | "dueAt">, now: Date): boolean {
  if (row.box < MASTERED_BOX) return false;
  return now.getTime() < addDays(row.dueAt, INTERVAL_DAYS[row.box - 1]).getTime();
}
export const itemsOf = (deps: Deps, userId: number): Promise<ItemRow[]> =>
  deps.db.select().from(reviewItems).where(eq(reviewItems.userId, userId));
