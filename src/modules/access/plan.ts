// Which of a payer's plans gives access now (paid before demo; an ended plan still shown as ended),
// read by the learner value (learner.ts) and by the plan rules of subscriptions/ that build on it.
// Expiry is derived at read time from end_date and the clock, whether or not any job ran.
import { desc, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import { prepared } from "../../db/prepared";
import { subscriptions, type Subscription } from "../../db/schema";

/** A drizzle transaction or the database itself: both offer the same query builder. */
export type Tx = Pick<Deps["db"], "select" | "insert" | "update" | "delete">;

export function isExpired(deps: Deps, s: Subscription) {
  return s.status === "expired" || s.endDate.getTime() <= deps.clock.now().getTime();
}

/** Access continues until end_date for active and cancelled subscriptions. */
export const hasAccess = (deps: Deps, s: Subscription) => s.status !== "expired" && !isExpired(deps, s);

/**
 * The user's current subscription: one that still gives access (paid before demo), else the
 * one that ended last, so an ended demo or plan can still be shown as expired.
 */
export async function currentSubscription(
  deps: Deps,
  userId: number,
  tx: Tx = deps.db,
): Promise<Subscription | undefined> {
  return currentOf(deps, await planRows(deps, userId, tx));
}

/** currentSubscription's pick from the payer's rows (planRows). */
export function currentOf(deps: Deps, rows: Subscription[]): Subscription | undefined {
  const live = rows.filter((r) => hasAccess(deps, r));
  return live.find((r) => r.type === "paid") ?? live[0] ?? rows[0];
}

/** The payer's plans, newest end first. Outside a transaction (every signed-in page asks) the query is
 *  prepared once (src/db/prepared.ts). */
export function planRows(deps: Deps, userId: number, tx: Tx = deps.db): Promise<Subscription[]> {
  const byEnd = () => [desc(subscriptions.endDate), desc(subscriptions.id)];
  if (tx !== deps.db)
    return tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(...byEnd());
  const q = prepared(deps.db, "plans_of_user", (db, name) =>
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sql.placeholder("user")))
      .orderBy(...byEnd())
      .prepare(name),
  );
  return q.execute({ user: userId });
}
