// The server's background jobs (src/jobs/index.ts), listed and run once by hand: the same work the
// server does on its timers, with the same once-across-instances claims.
import { InvalidArgumentError } from "commander";
import { Refused, type RegisterCommands } from "./command";
import { findJob, jobs } from "../src/jobs/index";
import { everyMs, isEnabled } from "../src/jobs/job";

const names = () => jobs.map((j) => j.name).join(", ");
const every = (ms: number) =>
  ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`;

export const jobCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("jobs:list")
    .description("List the server's background jobs, how often each runs, and whether it is on here")
    .action(async () => {
      const deps = await getDeps();
      for (const j of jobs)
        console.log(
          [
            j.name.padEnd(22),
            `every ${every(everyMs(j, deps))}`.padEnd(12),
            (isEnabled(j, deps) ? "on" : "off").padEnd(4),
            j.description,
          ].join("  "),
        );
    });

  program
    .command("jobs:run")
    .description("Run one background job once now (see jobs:list)")
    .argument("<name>", "the job's name", (v: string) => {
      if (!findJob(v)) throw new InvalidArgumentError(`Unknown job. Known: ${names()}.`);
      return v;
    })
    .action(async (name: string) => {
      const job = findJob(name)!;
      const deps = await getDeps();
      if (!isEnabled(job, deps))
        throw new Refused(`The job "${name}" is off on this instance (see jobs:list).`);
      const said = await job.run(deps);
      console.log(`${name}: ${typeof said === "string" ? said : "done"}`);
    });
};
