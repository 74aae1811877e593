// What a benchmark starts and makes (servers, temp dirs), removed together at its end or on Ctrl-C.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";

/** `beforeFiles` runs after the processes ended, before the temp dirs go (a database cluster, say). */
export function benchProcesses(beforeFiles: () => void = () => {}) {
  const children: Subprocess[] = [];
  const temps: string[] = [];
  const tmp = (prefix: string) => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    temps.push(d);
    return d;
  };
  let cleaning: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const c of children) if (c.exitCode === null) c.kill();
      await Promise.race([Promise.all(children.map((c) => c.exited)), Bun.sleep(10_000)]);
      beforeFiles();
      for (const d of temps) rmSync(d, { recursive: true, force: true });
    })());
  for (const sig of ["SIGINT", "SIGTERM"] as const)
    process.on(sig, () => void cleanUp().then(() => process.exit(sig === "SIGINT" ? 130 : 143)));
  return { children, tmp, cleanUp };
}
