// Opens the SQLite file with the pragmas every connection needs.
import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

export function openDb(file: string): Db {
  const sqlite = new Database(file, { create: true, strict: true });
  sqlite.exec("PRAGMA journal_mode = WAL;");
  sqlite.exec("PRAGMA foreign_keys = ON;");
  sqlite.exec("PRAGMA busy_timeout = 5000;");
  // WAL + NORMAL: a commit is safe from a crash of the app, but the last commits before a power
  // loss may be lost (they are fsynced at the next checkpoint). Payments commit with FULL (durably).
  sqlite.exec("PRAGMA synchronous = NORMAL;");
  return drizzle(sqlite, { schema }) as Db;
}

/** Runs `work` (a synchronous transaction) with synchronous = FULL: its commit is on disk before
 * it returns, power loss included. For money: payments and their grants. */
export function durably<T>(db: Db, work: () => T): T {
  db.$client.exec("PRAGMA synchronous = FULL;");
  try {
    return work();
  } finally {
    db.$client.exec("PRAGMA synchronous = NORMAL;");
  }
}

export function closeDb(db: Db) {
  try {
    db.$client.exec("PRAGMA optimize;");
  } catch {}
  db.$client.close();
}
