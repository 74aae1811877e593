// Measures the compiled executable's start-up: launch → first answered /api/v1/health.
// Usage: bun scripts/measure-startup.ts [runs=5]   (after npm run build)
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const exe = join(import.meta.dir, "../dist/marhaba");
const runs = Number(process.argv[2] ?? 5);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), "marhaba-start-"));
  const port = 4900 + i;
  const t0 = performance.now();
  const p = Bun.spawn([exe], {
    cwd: dir,
    env: { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdout: "ignore",
    stderr: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {}
    await Bun.sleep(2);
  }
  times.push(performance.now() - t0);
  p.kill("SIGTERM");
  await p.exited;
  rmSync(dir, { recursive: true, force: true });
}
times.sort((a, b) => a - b);
const rss = statSync(exe).size;
console.log(
  `executable ${(rss / 1e6).toFixed(1)} MB; start-up to first answer (new database): median ${times[Math.floor(runs / 2)].toFixed(0)} ms, min ${times[0].toFixed(0)} ms over ${runs} runs`,
);
