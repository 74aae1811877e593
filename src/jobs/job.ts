// What a background job is: a name, how often the server runs it, and the work itself over deps.
// The server starts every job of jobs/index.ts (jobs/start.ts); `marhaba cli jobs:run <name>` runs one once.
import type { Deps } from "../deps";

export interface Job {
  /** what the CLI and the logs call it (kebab-case) */
  name: string;
  /** one line for `cli jobs:list` */
  description: string;
  /** milliseconds between two runs on a server (some come from the config) */
  every: number | ((deps: Deps) => number);
  /** a first run this soon after start, besides the interval (none when absent) */
  firstAfterMs?: number;
  /** off on this instance (the server does not start it; the CLI refuses to run it) */
  enabled?: (deps: Deps) => boolean;
  /** the work; what it resolves to is printed by the CLI */
  run: (deps: Deps) => Promise<unknown>;
}

export const everyMs = (job: Job, deps: Deps) =>
  typeof job.every === "number" ? job.every : job.every(deps);
export const isEnabled = (job: Job, deps: Deps) => job.enabled?.(deps) ?? true;

export const HOUR_MS = 60 * 60_000;
