// Builds the running pieces from configuration: used by the server and the CLI.
import { ConfigError, loadConfig, type Config } from "./config";
import { isDatabaseUnavailable, openSqlite, type Db } from "./db/client";
import { processDialect } from "./db/dialect";
import { migrate } from "./db/migrate";
import { openPostgres } from "./db/pg";
import { AdjustableClock, systemClock } from "./lib/clock";
import { createLogger, type Logger } from "./lib/log";
import type { Deps } from "./deps";

export async function boot(
  env: Record<string, string | undefined> = process.env,
  opts: { migrate?: boolean; waitForDatabaseMs?: number } = {},
): Promise<Deps & { applied: number }> {
  const config: Config = loadConfig(env);
  const log = createLogger(config.logLevel);
  const db = openDatabase(config);
  const applied =
    opts.migrate === false
      ? 0
      : (await whenReachable(config, log, () => migrate(db), opts.waitForDatabaseMs ?? 30_000)).applied;
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

/** Runs `work` (the migrations, the first use of the database) once PostgreSQL answers: an instance
 *  started together with its database (a compose file, a host's reboot) waits for it instead of exiting. */
async function whenReachable<T>(
  config: Config,
  log: Logger,
  work: () => Promise<T>,
  waitMs: number,
): Promise<T> {
  const until = Date.now() + waitMs;
  for (let pause = 250; ; pause = Math.min(pause * 2, 4000)) {
    try {
      return await work();
    } catch (e) {
      if (config.database.dialect !== "postgres" || !isDatabaseUnavailable(e)) throw e;
      const url = new URL(config.database.url as string);
      const where = `${url.hostname}:${url.port || 5432}`;
      const why = (e as { code?: string }).code ?? (e as Error).message;
      if (Date.now() + pause > until)
        throw new Error(
          `The database at ${where} did not answer within ${Math.round(waitMs / 1000)} s (${why}): is PostgreSQL running, and DATABASE_URL right?`,
        );
      log.warn("waiting for the database", { at: where, reason: why });
      await Bun.sleep(pause);
    }
  }
}
