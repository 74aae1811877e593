// Applies the migrations embedded in the build (see scripts/gen-migrations.ts) through drizzle's own
// migrator, so the bookkeeping table is the one drizzle-kit expects: `__drizzle_migrations` in SQLite,
// `drizzle.__drizzle_migrations` in PostgreSQL. Each dialect has its own list (migrations/sqlite, migrations/pg).
import { createHash } from "node:crypto";
import type { Database } from "bun:sqlite";
import type { Sql } from "postgres";
import { fromDatabase, handleOf, type Db } from "./client";
import { pgMigrations, sqliteMigrations, type EmbeddedMigration } from "./migrations.generated";
import { pgFamilyVersionSql, sqliteFamilyVersionSql } from "./familyVersion";

/** One number for every instance's migrator: whoever holds it migrates, the others wait, then find nothing to do. */
const MIGRATION_LOCK = 0x6d61_7268; // "marh"

/** Applies `list` (the dialect's embedded migrations; a test passes a prefix to build an older database). */
export async function migrate(db: Db, list?: EmbeddedMigration[]): Promise<{ applied: number }> {
  const h = handleOf(db);
  if (h.dialect === "postgres") return fromDatabase(migratePostgres(h.client, list ?? pgMigrations));
  return migrateSqlite(db, h.client, list ?? sqliteMigrations);
}

function metas(list: EmbeddedMigration[]) {
  return list.map((m) => ({
    sql: m.sql.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: createHash("sha256").update(m.sql).digest("hex"),
  }));
}

function migrateSqlite(db: Db, client: Database, list: EmbeddedMigration[]): { applied: number } {
  const count = () => {
    try {
      return (client.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;
    } catch {
      return 0;
    }
  };
  const before = count();
  // drizzle runs every migration inside one transaction, where SQLite ignores `PRAGMA foreign_keys`; a
  // migration that rebuilds a table (drop + rename, e.g. 0006 making users.email nullable) would then
  // cascade-delete every row that references it. So foreign keys are off around the migrator and checked
  // after: the 12-step table change SQLite documents.
  client.exec("PRAGMA foreign_keys = OFF;");
  try {
    // @ts-expect-error dialect and session are drizzle internals used by its own migrator (synchronous on bun:sqlite)
    db.dialect.migrate(metas(list), db.session, { migrationsFolder: "(embedded)" });
    const broken = client.query("PRAGMA foreign_key_check").all();
    if (broken.length)
      throw new Error(
        `migration left ${broken.length} broken reference(s): ${JSON.stringify(broken.slice(0, 3))}`,
      );
  } finally {
    client.exec("PRAGMA foreign_keys = ON;");
  }
  // The family-version triggers, replaced on every start (src/db/familyVersion.ts); not on a database a test
  // builds to an older migration (their tables may not exist yet).
  if (list.length === sqliteMigrations.length)
    client.transaction(() => {
      for (const stmt of sqliteFamilyVersionSql()) client.exec(stmt);
    })();
  return { applied: count() - before };
}

async function migratePostgres(client: Sql, list: EmbeddedMigration[]): Promise<{ applied: number }> {
  // drizzle's pg migrator reads the last applied migration, then applies the newer ones in one transaction:
  // two instances starting at once would both read "none" and the second would fail on tables that exist.
  // So this is the same bookkeeping (drizzle.__drizzle_migrations: hash, created_at = the journal's `when`),
  // run on one reserved connection that holds a session-level advisory lock throughout: one instance
  // migrates, the others wait for the lock, then find nothing left to do.
  const conn = await client.reserve();
  try {
    // No statement timeout here: waiting for another instance's migration, or building an index on a big
    // table, may take longer than a request's query should. RESET gives the pool back its own setting.
    await conn`SET statement_timeout = 0`;
    await conn`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await conn`CREATE SCHEMA IF NOT EXISTS drizzle`;
      await conn`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`;
      const [last] = await conn<
        { created_at: string }[]
      >`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`;
      const due = metas(list).filter((m) => !last || Number(last.created_at) < m.folderMillis);
      await conn.unsafe("BEGIN");
      try {
        for (const m of due) {
          for (const stmt of m.sql) if (stmt.trim()) await conn.unsafe(stmt);
          await conn`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.folderMillis})`;
        }
        // The family-version triggers, replaced on every start (src/db/familyVersion.ts), under the same lock.
        if (list.length === pgMigrations.length)
          for (const stmt of pgFamilyVersionSql()) await conn.unsafe(stmt);
        await conn.unsafe("COMMIT");
      } catch (e) {
        await conn.unsafe("ROLLBACK").catch(() => {});
        throw e;
      }
      return { applied: due.length };
    } finally {
      await conn`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
      await conn`RESET statement_timeout`.catch(() => {});
    }
  } finally {
    conn.release();
  }
}
