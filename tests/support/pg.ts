// PostgreSQL for the test apps. When the suite runs with DATABASE_URL=<an admin URL> (scripts/test-all.sh
// starts a throw-away cluster), every test app gets a database of its own, dropped when the app closes:
// the same isolation a fresh SQLite file gives. Creating one is a copy of a template database that is
// migrated once (CREATE DATABASE … TEMPLATE …, tens of milliseconds) instead of running every migration
// per app. Without a postgres DATABASE_URL nothing here runs and the apps use SQLite files as before.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { boot } from "../../src/boot";
import { closeDb } from "../../src/db/client";
import { dialectOf } from "../../src/db/dialect";

/** The suite's admin URL when this process runs on PostgreSQL, undefined on SQLite. */
export const pgAdminUrl: string | undefined =
  dialectOf(process.env.DATABASE_URL) === "postgres" ? process.env.DATABASE_URL : undefined;

let admin: postgres.Sql | undefined;
function adminSql(): postgres.Sql {
  if (!pgAdminUrl) throw new Error("tests/support/pg.ts: DATABASE_URL is not a postgres URL");
  admin ??= postgres(pgAdminUrl, { max: 2, idle_timeout: 10, onnotice: () => {} });
  return admin;
}

/** The admin URL with another database name. */
export function urlOf(database: string): string {
  const u = new URL(pgAdminUrl as string);
  u.pathname = `/${database}`;
  return u.toString();
}

// The template is named after the migrations it holds, so a run on a long-lived cluster reuses it until
// the migrations change. It is built under another name and renamed when complete: a run that died
// halfway never leaves a half-migrated template behind.
let template: Promise<string> | undefined;
function templateDatabase(): Promise<string> {
  template ??= (async () => {
    const name = `marhaba_tpl_${migrationsHash()}`;
    const sql = adminSql();
    // One builder at a time across processes sharing the cluster (two suites on one developer cluster).
    const reserved = await sql.reserve();
    try {
      await reserved`select pg_advisory_lock(hashtext(${name}))`;
      try {
        const [found] = await reserved`select 1 from pg_database where datname = ${name}`;
        if (!found) {
          const building = `${name}_building`;
          await reserved`drop database if exists ${reserved(building)} with (force)`;
          await reserved`create database ${reserved(building)}`;
          await migrateDatabase(urlOf(building));
          await reserved`alter database ${reserved(building)} rename to ${reserved(name)}`;
        }
      } finally {
        await reserved`select pg_advisory_unlock(hashtext(${name}))`;
      }
    } finally {
      reserved.release();
    }
    return name;
  })();
  return template;
}

/** The embedded migration list and every PostgreSQL migration file: a change to either makes a new template. */
function migrationsHash(): string {
  const root = join(import.meta.dir, "../..");
  const hash = createHash("sha256").update(readFileSync(join(root, "src/db/migrations.generated.ts")));
  const dir = join(root, "migrations/pg");
  const files = existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : [];
  for (const f of files)
    if (statSync(join(dir, f)).isFile()) hash.update(f).update(readFileSync(join(dir, f)));
  return hash.digest("hex").slice(0, 16);
}

/** Runs the app's own migrations on a database, the way the server does at start. */
async function migrateDatabase(url: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "marhaba-pgtpl-"));
  try {
    const { TEST_ENV } = await import("./app");
    const deps = await boot({ ...TEST_ENV, DATA_DIR: dataDir, DATABASE_URL: url });
    await closeDb(deps.db);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export type TestDatabase = { url: string; drop: () => Promise<void> };

/** A fresh, migrated database of its own (a copy of the template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const tpl = await templateDatabase();
  const sql = adminSql();
  const name = `marhaba_t_${randomBytes(6).toString("hex")}`;
  await sql`create database ${sql(name)} template ${sql(tpl)}`;
  return {
    url: urlOf(name),
    // WITH (FORCE): a CLI process or a pool the test left open must not keep the database alive.
    drop: async () => {
      await sql`drop database if exists ${sql(name)} with (force)`;
    },
  };
}

// The database behind each data directory a test app runs on, so that a second app or a CLI process on
// the same DATA_DIR (as an operator would run them) reaches the same data. Dropped when its last app closes.
const byDataDir = new Map<string, { db: TestDatabase; apps: number }>();

/** The DATABASE_URL of the test app running on this data directory, if this run is on PostgreSQL. */
export function databaseUrlFor(dataDir: string): string | undefined {
  return byDataDir.get(dataDir)?.db.url;
}

/** Env for a process (a CLI command, a server) on a test app's data directory: its DATABASE_URL on PostgreSQL. */
export function dbEnvFor(dataDir: string): Record<string, string> {
  const url = databaseUrlFor(dataDir);
  return url ? { DATABASE_URL: url } : {};
}

/**
 * The env additions for one test app on `dataDir`: {} on SQLite; on PostgreSQL the DATABASE_URL of
 * the data directory's database (made now if it has none). `release` is called when the app closes.
 */
export async function databaseFor(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ env: Record<string, string>; release: () => Promise<void> }> {
  if (!pgAdminUrl || (env.DATABASE_URL && env.DATABASE_URL !== pgAdminUrl))
    return { env: {}, release: async () => {} };
  let entry = byDataDir.get(dataDir);
  if (!entry) {
    entry = { db: await createTestDatabase(), apps: 0 };
    byDataDir.set(dataDir, entry);
  }
  entry.apps++;
  const mine = entry;
  let released = false;
  return {
    env: { DATABASE_URL: mine.db.url },
    release: async () => {
      if (released) return;
      released = true;
      if (--mine.apps > 0) return;
      byDataDir.delete(dataDir);
      await mine.db.drop();
    },
  };
}
