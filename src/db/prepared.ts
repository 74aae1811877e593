// Queries on the hot path of every signed-in request (who is this, what may they open), built once per
// database: drizzle otherwise rebuilds the SQL text of each query on every call, which cost more than
// running it. On SQLite the compiled statement is kept too; on PostgreSQL postgres.js prepares it once per
// connection. Only for reads outside transactions: a prepared query runs on the database it was built on
// (on PostgreSQL, not inside a transaction's connection).
import type { Db } from "./client";

const built = new WeakMap<Db, Map<string, unknown>>();

/** `build(db).prepare(name)`, made once per database and kept. `name` is unique per query (PostgreSQL needs one). */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let mine = built.get(db);
  if (!mine) built.set(db, (mine = new Map()));
  let q = mine.get(name) as T | undefined;
  if (q === undefined) {
    q = build(db, name);
    mine.set(name, q);
  }
  return q;
}
