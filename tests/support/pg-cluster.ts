// A throw-away PostgreSQL cluster a test owns (scripts/pg-tmp.sh), for tests that stop and start the
// database under running apps: outages, several instances.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";

const ROOT = join(import.meta.dir, "../..");

export type Cluster = {
  dir: string;
  adminUrl: string;
  stop: () => Promise<void>;
  start: () => void;
  remove: () => void;
};

/** Runs a shell command as the cluster's owner (PostgreSQL refuses root: its files belong to `postgres`). */
function asOwner(cmd: string): void {
  const argv = process.getuid?.() === 0 ? ["su", "postgres", "-s", "/bin/sh", "-c", cmd] : ["sh", "-c", cmd];
  const r = Bun.spawnSync(argv, { stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`${cmd}: ${r.stderr.toString()}`);
}

export function startCluster(prefix = "mh-pg-"): Cluster {
  const dir = mkdtempSync(`/tmp/${prefix}`); // short: the socket's path must fit in 107 bytes
  const started = Bun.spawnSync(["bash", join(ROOT, "scripts/pg-tmp.sh"), "start", dir], {
    stdout: "pipe",
    stderr: "pipe",
  });
  if (started.exitCode !== 0) throw new Error(`pg-tmp.sh start: ${started.stderr.toString()}`);
  // how to start it again exactly as it runs now: postmaster.opts holds the server's command line
  const [bin, ...args] = readFileSync(join(dir, "data/postmaster.opts"), "utf8").trim().split(" ");
  const startCmd = `'${dirname(bin)}/pg_ctl' -D '${dir}/data' -o '${args.join(" ")}' -l '${dir}/log' -w -t 30 start >/dev/null`;
  const pidFile = join(dir, "data/postmaster.pid");
  return {
    dir,
    adminUrl: started.stdout.toString().trim(),
    /** Fast shutdown: open sessions are told 57P01 and closed; resolves once the server is gone. */
    stop: async () => {
      process.kill(Number(readFileSync(pidFile, "utf8").split("\n")[0]), "SIGINT");
      for (let i = 0; i < 200 && existsSync(pidFile); i++) await Bun.sleep(50);
      if (existsSync(pidFile)) throw new Error("PostgreSQL did not stop within 10 s");
    },
    start: () => asOwner(startCmd),
    remove: () => {
      Bun.spawnSync(["bash", join(ROOT, "scripts/pg-tmp.sh"), "stop", dir]);
      if (!existsSync(pidFile)) rmSync(dir, { recursive: true, force: true }); // a start that failed early
    },
  };
}
