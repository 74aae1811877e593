// Compiles server + client bundle + static files + migrations into one executable: dist/marhaba.
// React is built in production mode; the app's own mode still comes from NODE_ENV at run time.
import { join } from "node:path";
import { statSync } from "node:fs";

const root = join(import.meta.dir, "..");
const outfile = join(root, "dist/marhaba");
const started = performance.now();
const proc = Bun.spawnSync(
  [
    process.execPath,
    "build",
    "src/server.ts",
    "--compile",
    "--minify",
    "--sourcemap=none",
    "--define",
    'process.env.NODE_ENV="production"',
    "--outfile",
    outfile,
  ],
  { cwd: root, stdout: "inherit", stderr: "inherit" },
);
if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
console.log(
  `dist/marhaba: ${(statSync(outfile).size / 1e6).toFixed(1)} MB in ${(performance.now() - started).toFixed(0)} ms`,
);
