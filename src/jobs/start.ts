// The server's one starter: every enabled job of the list on its interval (and a first run when it asks
// for one). Timers are unref'd so they never keep the process alive; the returned function stops them.
// A failure is logged and the next tick tries again.
import type { Deps } from "../deps";
import { everyMs, isEnabled, type Job } from "./job";
import { jobs as allJobs } from "./index";

export function startJobs(deps: Deps, jobs: readonly Job[] = allJobs): () => void {
  const timeouts: ReturnType<typeof setTimeout>[] = [];
  const intervals: ReturnType<typeof setInterval>[] = [];
  for (const job of jobs) {
    if (!isEnabled(job, deps)) continue;
    const tick = () =>
      void job
        .run(deps)
        .catch((e) => deps.log.error(`${job.name} failed`, { error: String((e as Error)?.message ?? e) }));
    if (job.firstAfterMs !== undefined) timeouts.push(setTimeout(tick, job.firstAfterMs).unref());
    intervals.push(setInterval(tick, everyMs(job, deps)).unref());
  }
  return () => {
    for (const t of timeouts) clearTimeout(t);
    for (const t of intervals) clearInterval(t);
  };
}
