// Builds the running pieces from configuration: used by the server and the CLI.
import { loadConfig, type Config } from "./config";
import { openSqlite } from "./db/client";
import { migrate } from "./db/migrate";
import { AdjustableClock, systemClock } from "./lib/clock";
import { createLogger } from "./lib/log";
import type { Deps } from "./deps";

export async function boot(env: Record<string, string | undefined> = process.env, opts: { migrate?: boolean } = {}): Promise<Deps & { applied: number }> {
  const config: Config = loadConfig(env);
  const log = createLogger(config.logLevel);
  const db = openSqlite(config.dbFile);
  const applied = opts.migrate === false ? 0 : (await migrate(db)).applied;
  const clock = config.allowTestClock ? new AdjustableClock() : systemClock;
  return { config, db, clock, log, applied };
}
