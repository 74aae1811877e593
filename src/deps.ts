// What every service and route receives. Tests build these on a temporary database.
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/log";

export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  log: Logger;
}
