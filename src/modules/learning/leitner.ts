// Leitner boxes per item (COURSE-DESIGN.md §4): a right first-try answer to a due (or new) item moves
// it up a box, a mistake sends it back to box 1; box n is due INTERVAL_DAYS[n-1] days after its last
// move. A right answer to an item that is not due yet (the same letter in the next activity) keeps
// its box and date: one lesson cannot push a letter to "mastered". A self-reported trace changes
// nothing (done, never right). Mastery = the share of a skill's items in box ≥ MASTERED_BOX (isMastered:
// an item left unreviewed for a whole interval past its due date stops counting until answered again).
import { eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import type { Db } from "../../db/client";
import { reviewItems } from "../../db/schema";
import { addDays } from "../../lib/clock";

export const INTERVAL_DAYS = [1, 2, 4, 7, 14, 30] as const;
export const TOP_BOX = INTERVAL_DAYS.length;
export const MASTERED_BOX = 3;

export type Outcome = "right" | "wrong";

/** Moves the items of one first-try answer (one statement; learning/answerTx.ts sends moveBoxes with an
 *  answer's other writes). */
export async function recordAnswer(
  deps: Deps,
  userId: number,
  items: string[],
  outcome: Outcome,
): Promise<void> {
  const q = moveBoxes(deps.db, userId, items, outcome, deps.clock.now());
  if (q) await q;
}

/** The statement that moves the boxes of `items` (each once) for one first-try answer at `now`, unsent; null
 *  for no items. A new item starts in box 1 either way (right: seen it once; wrong: to practise tomorrow);
 *  a known one moves by the rule at the top, worked out by the database from the row as it is. */
export function moveBoxes(db: Db, userId: number, items: string[], outcome: Outcome, now: Date) {
  const unique = [...new Set(items)];
  if (!unique.length) return null;
  const right = outcome === "right";
  const at = (d: Date) => sql.param(d, reviewItems.dueAt);
  const dueIn = (box: number) => at(addDays(now, INTERVAL_DAYS[box - 1]));
  // not due yet: the box and date stay (one CASE, its first branch the column: PostgreSQL types it by that)
  const notDue = sql`${reviewItems.dueAt} > ${at(now)}`;
  // a right answer to a due item: one box up (at most the top), due after the new box's interval
  const up = sql.join(
    INTERVAL_DAYS.map(
      (_, i) =>
        sql`WHEN ${reviewItems.box} = ${sql.raw(String(i + 1))} THEN ${dueIn(Math.min(i + 2, TOP_BOX))}`,
    ),
    sql` `,
  );
  return db
    .insert(reviewItems)
    .values(
      unique.map((item) => ({
        userId,
        item,
        box: 1,
        dueAt: addDays(now, INTERVAL_DAYS[0]),
        right: right ? 1 : 0,
        wrong: right ? 0 : 1,
        lastAnsweredAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [reviewItems.userId, reviewItems.item],
      set: right
        ? {
            box: sql`CASE WHEN ${notDue} THEN ${reviewItems.box} WHEN ${reviewItems.box} >= ${sql.raw(String(TOP_BOX))} THEN ${sql.raw(String(TOP_BOX))} ELSE ${reviewItems.box} + 1 END`,
            dueAt: sql`CASE WHEN ${notDue} THEN ${reviewItems.dueAt} ${up} ELSE ${dueIn(TOP_BOX)} END`,
            right: sql`${reviewItems.right} + 1`,
            lastAnsweredAt: now,
          }
        : {
            box: 1,
            dueAt: addDays(now, INTERVAL_DAYS[0]),
            wrong: sql`${reviewItems.wrong} + 1`,
            lastAnsweredAt: now,
          },
    });
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
