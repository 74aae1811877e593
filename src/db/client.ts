// Opens the database and runs transactions, the same way on SQLite and PostgreSQL.
// Services see only `Db`: drizzle's PostgreSQL query builder type, whose queries are all awaited. On SQLite
// the object is drizzle's bun:sqlite database over schema.sqlite.ts; awaiting its queries works the same.
import { AsyncLocalStorage } from "node:async_hooks";
import { Database } from "bun:sqlite";
import { DrizzleQueryError } from "drizzle-orm";
import { drizzle } from "drizzle-orm/bun-sqlite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import type { Dialect } from "./dialect";
import { tables, type Schema } from "./schema";
import { cacheStatements, sqliteListeners } from "./sqliteStatements";

/** The query builder every service uses. No `transaction` (use `transact`), no raw client. */
export type Db = Omit<PgDatabase<PgQueryResultHKT, Schema>, "transaction" | "execute" | "$client">;

/** What only src/db needs: the dialect and the raw connection behind a Db. */
export type DbHandle =
  | { dialect: "sqlite"; client: Database }
  | { dialect: "postgres"; client: Sql; url: string; close: () => Promise<void> };
const handles = new WeakMap<object, DbHandle>();

export function handleOf(db: Db): DbHandle {
  const h = handles.get(db);
  if (!h) throw new Error("not a database opened by src/db/client.ts");
  return h;
}

export function dialectOfDb(db: Db): Dialect {
  return handleOf(db).dialect;
}

/** Registers a database opened elsewhere in src/db (the PostgreSQL opener). */
export function register(db: object, handle: DbHandle): Db {
  handles.set(db, handle);
  return db as unknown as Db;
}

export function openSqlite(file: string): Db {
  const sqlite = new Database(file, { create: true, strict: true });
  sqlite.exec("PRAGMA journal_mode = WAL;");
  sqlite.exec("PRAGMA foreign_keys = ON;");
  sqlite.exec("PRAGMA busy_timeout = 5000;");
  // WAL + NORMAL: a commit is safe from a crash of the app, but the last commits before a power
  // loss may be lost (they are fsynced at the next checkpoint). Payments commit with FULL (durably).
  sqlite.exec("PRAGMA synchronous = NORMAL;");
  cacheStatements(sqlite);
  return register(drizzle(sqlite, { schema: tables }), { dialect: "sqlite", client: sqlite });
}

/** @deprecated name kept for callers that only ever open SQLite files (CLI copies, tests). */
export const openDb = openSqlite;

// ---- Transactions ------------------------------------------------------------------------------
// PostgreSQL: drizzle's own (a pooled connection of its own). SQLite: one connection, and drizzle's
// bun:sqlite transaction is synchronous, so an async body would commit at its first await. Here the
// body runs between BEGIN IMMEDIATE and COMMIT, one transaction at a time per connection (a queue).
// Rule: a transaction body awaits only queries on `tx` (no network, no hashing, no files), so on SQLite
// it runs within one turn of the event loop and no other request's query can fall into it.
const queues = new WeakMap<Database, Promise<unknown>>();
const pgTransactions = new WeakSet<object>();
/** Errors thrown by the raw driver outside drizzle's queries (a transaction's BEGIN, the migrator's
 *  connection): marked as the database's own, see isDatabaseUnavailable. */
const databaseErrors = new WeakSet<object>();

/** `work`, whose failure is marked as the database's (for isDatabaseUnavailable). */
export function fromDatabase<T>(work: Promise<T>): Promise<T> {
  return work.catch((e) => {
    if (e && typeof e === "object") databaseErrors.add(e);
    throw e;
  });
}
const inside = new AsyncLocalStorage<Database>();

export function transact<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return run(db, work, false);
}

/** Runs `work` in a transaction whose commit is on disk before it returns, power loss included.
 *  For money: payments and their grants. (PostgreSQL commits are durable already.) */
export function durably<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return run(db, work, true);
}

/** A transaction's own statement on SQLite (counted like the others when someone counts: statementCount.ts). */
function exec(client: Database, sql: string) {
  if (sqliteListeners.size) sqliteListeners.get(client)?.(sql);
  client.exec(sql);
}

async function run<T>(db: Db, work: (tx: Db) => Promise<T>, durable: boolean): Promise<T> {
  const h = handleOf(db);
  if (h.dialect === "postgres") {
    if (pgTransactions.has(db)) return work(db); // nested: part of the outer transaction, as on SQLite
    const full = db as unknown as { transaction: <R>(body: (tx: object) => Promise<R>) => Promise<R> };
    return fromDatabase(
      full.transaction((tx) => {
        // the transaction is a Db of the same database: handleOf(tx) and a nested transact(tx, …) work on it
        handles.set(tx, h);
        pgTransactions.add(tx);
        return work(tx as unknown as Db);
      }),
    );
  }
  const client = h.client;
  if (inside.getStore() === client) return work(db); // nested: part of the outer transaction
  const before = queues.get(client) ?? Promise.resolve();
  let release = () => {};
  const mine = new Promise<void>((r) => {
    release = r;
  });
  queues.set(
    client,
    before.then(() => mine),
  );
  await before;
  if (durable) client.exec("PRAGMA synchronous = FULL;");
  try {
    return await inside.run(client, async () => {
      exec(client, "BEGIN IMMEDIATE");
      try {
        const out = await work(db);
        exec(client, "COMMIT");
        return out;
      } catch (e) {
        if (client.inTransaction) exec(client, "ROLLBACK");
        throw e;
      }
    });
  } finally {
    if (durable) client.exec("PRAGMA synchronous = NORMAL;");
    release();
  }
}

export async function closeDb(db: Db): Promise<void> {
  const h = handleOf(db);
  if (h.dialect === "postgres") return h.close();
  try {
    h.client.exec("PRAGMA optimize;");
  } catch {}
  h.client.close();
}

// ---- Health and outages ----------------------------------------------------------------------------

/** True when the database answers a trivial query within `timeoutMs` (the health check). */
export async function ping(db: Db, timeoutMs = 2000): Promise<boolean> {
  const h = handleOf(db);
  if (h.dialect === "sqlite") {
    try {
      h.client.query("SELECT 1").get();
      return true;
    } catch {
      return false;
    }
  }
  const query = h.client`SELECT 1`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query.then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    query.catch(() => {}); // a query that lost the race fails later, unobserved
  }
}

// postgres.js's own codes for a connection that could not be made or was lost; the system's codes count
// only on an error that came from the database (an SMTP or Stripe call may be refused too: not a 503 of ours).
const DRIVER_LOST = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);
const SYSTEM_LOST = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** Whether an error (or its cause: drizzle wraps driver errors) means the database is out of reach for now:
 *  refused or lost connections, SQLSTATE class 08 (connection exception), 57P01–57P03 (the server is shutting
 *  down, crashed or starting). Such a request answers 503 and the next one reconnects by itself. SQLite: never. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let fromDatabase = false;
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (e instanceof DrizzleQueryError || databaseErrors.has(e)) fromDatabase = true;
    const code = (e as { code?: unknown }).code;
    if (typeof code !== "string") continue;
    if (
      DRIVER_LOST.has(code) ||
      /^08[0-9A-Z]{3}$/.test(code) ||
      code === "57P01" ||
      code === "57P02" ||
      code === "57P03"
    )
      return true;
    if (fromDatabase && SYSTEM_LOST.has(code)) return true;
  }
  return false;
}
