// Runs the real operator CLI (`bun cli/main.ts …`) as an operator would, on a data directory.
import { join } from "node:path";
import { TEST_ENV } from "./app";
import { dbEnvFor } from "./pg";

const ROOT = join(import.meta.dir, "../..");
const BUN = join(ROOT, "node_modules/.bin/bun");

export type CliResult = { code: number; stdout: string; stderr: string };

export async function runCliProcess(
  dataDir: string,
  args: string[],
  opts: { stdin?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  const p = Bun.spawn([BUN, "cli/main.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_ENV, DATA_DIR: dataDir, ...dbEnvFor(dataDir), ...opts.env },
    stdin: opts.stdin === undefined ? "ignore" : new TextEncoder().encode(opts.stdin),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(p.stdout).text(),
    new Response(p.stderr).text(),
    p.exited,
  ]);
  return { code, stdout, stderr };
}
