// Latency of POST /api/v1/auth/login on a real server over loopback.
// Usage: bun scripts/bench-login.ts [requests=200] [concurrency=1]
// Starts its own server on a free port with a fresh data dir, seeds one user, then sends a
// bounded number of sign-ins and prints median, p90, p99 and max in milliseconds.
// The argon2id cost (users/service.ts: m=19456 KiB, t=2, p=1) dominates by design.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../tests/e2e/support/server";

const total = Math.min(Math.max(Number(process.argv[2] ?? 200), 10), 2000);
const concurrency = Math.min(Math.max(Number(process.argv[3] ?? 1), 1), 16);
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "marhaba-bench-"));
const env = {
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  // The benchmark signs in far more often than a person would: lift the limits (configuration only).
  RATE_LIMIT_LOGIN_PER_ACCOUNT: "0",
  RATE_LIMIT_PER_IP: "0",
};
const server = Bun.spawn([process.execPath, "src/server.ts"], { env, stdout: "ignore", stderr: "inherit" });
const url = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    if (await fetch(url + "/api/v1/health").then((r) => r.ok, () => false)) break;
    if (i > 200) throw new Error("server did not start");
    await Bun.sleep(50);
  }
  const seeded = Bun.spawnSync([process.execPath, "tests/support/seed-user.ts", JSON.stringify({ email: "bench@example.com" })], { env: { ...env, LOG_LEVEL: "silent" } });
  const user = JSON.parse(String(seeded.stdout).trim().split("\n").pop()!);
  const body = JSON.stringify({ email: user.email, password: user.password });
  const once = async () => {
    const t0 = performance.now();
    const r = await fetch(url + "/api/v1/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error("login answered " + r.status);
    return performance.now() - t0;
  };
  for (let i = 0; i < 5; i++) await once(); // warm-up
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        times.push(await once());
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  const f = (n: number) => n.toFixed(1);
  console.log(
    JSON.stringify({
      endpoint: "POST /api/v1/auth/login",
      requests: times.length,
      concurrency,
      argon2id: { memoryKiB: 19456, timeCost: 2, parallelism: 1 },
      median_ms: +f(q(50)),
      p90_ms: +f(q(90)),
      p99_ms: +f(q(99)),
      max_ms: +f(times[times.length - 1]),
      throughput_per_s: +f((times.length / wall) * 1000),
    }),
  );
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
