// Latency of POST /api/v1/auth/login on a real server over loopback.
// Usage: bun scripts/bench-login.ts [requests=200] [concurrency=1]
// Starts its own server on a free port with a fresh data dir, seeds one user, then sends a
// bounded number of sign-ins and prints median, p90, p99 and max in milliseconds.
// The argon2id cost (users/service.ts: m=19456 KiB, t=2, p=1) dominates by design.
import { startBenchServer } from "./lib/benchServer";

const total = Math.min(Math.max(Number(process.argv[2] ?? 200), 10), 2000);
const concurrency = Math.min(Math.max(Number(process.argv[3] ?? 1), 1), 16);
const { url, user, stop } = await startBenchServer({ RATE_LIMIT_LOGIN_PER_ACCOUNT: "0" });
try {
  const body = JSON.stringify({ email: user.email, password: user.password });
  const once = async () => {
    const t0 = performance.now();
    const r = await fetch(url + "/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
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
  await stop();
}
