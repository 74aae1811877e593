// Builds the running pieces from configuration: used by the server and the CLI.
import { ConfigError, loadConfig, type Config } from "./config";
import { openSqlite, type Db } from "./db/client";
import { processDialect } from "./db/dialect";
import { migrate } from "./db/migrate";
import { openPostgres } from "./db/pg";
import { AdjustableClock, systemClock } from "./lib/clock";
import { createLogger } from "./lib/log";
import type { Deps } from "./deps";

export async function boot(env: Record<string, string | undefined> = process.env, opts: { migrate?: boolean } = {}): Promise<Deps & { applied: number }> {
  const config: Config = loadConfig(env);
  const log = createLogger(config.logLevel);
  const db = openDatabase(config);
  const applied = opts.migrate === false ? 0 : (await migrate(db)).applied;
  const clock = config.allowTestClock ? new AdjustableClock() : systemClock;
  return { config, db, clock, log, applied };
}

/** The configured database. The tables every module imports were chosen when the process started
 *  (src/db/schema.ts, from the process's DATABASE_URL), so a config naming the other dialect is refused. */
export function openDatabase(config: Config): Db {
  const { dialect, url, poolSize, statementTimeoutMs } = config.database;
  if (dialect !== processDialect())
    throw new ConfigError(
      dialect === "postgres"
        ? "DATABASE_URL names PostgreSQL, but this process was started without it (on SQLite): set DATABASE_URL in the process's environment before it starts."
        : "This process was started with a PostgreSQL DATABASE_URL, but the configuration has none: pass the same DATABASE_URL.",
    );
  if (dialect === "postgres" && url) return openPostgres(url, { poolSize, statementTimeoutMs });
  return openSqlite(config.dbFile);
}
