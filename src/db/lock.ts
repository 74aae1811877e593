// Row locks for read-then-write rules inside a transaction (the demo-once check, a payment's fulfilment,
// the last admin): PostgreSQL runs transactions at READ COMMITTED, so the rows a rule reads are locked
// until commit. SQLite needs nothing: `transact` holds the whole database's write lock from BEGIN IMMEDIATE.
import { processDialect } from "./dialect";

type Strength = "update" | "no key update";

/** The same select, locking the rows it reads on PostgreSQL (FOR UPDATE by default). */
export function locking<Q extends { for(strength: Strength): unknown }>(
  q: Q,
  strength: Strength = "update",
): Q {
  return processDialect() === "postgres" ? (q.for(strength) as Q) : q;
}
