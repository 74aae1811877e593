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
  sqlite.exec("PRAGMA synchronous = NORMAL;");
  return drizzle(sqlite, { schema }) as Db;
}

export function closeDb(db: Db) {
  try {
    db.$client.exec("PRAGMA optimize;");
  } catch {}
  db.$client.close();
}
