// Timing parity of POST /api/v1/auth/forgot-password: a real account against an unknown address
// (issue 15: the answer must not tell them apart). A benchmark, not a timed test.
// Usage: bun scripts/bench-forgot.ts [requests per kind=300]
// Starts its own server on a free port with a fresh data dir, seeds one user, sends the two kinds
// interleaved over loopback and prints the median, p90 and mean of each and their difference.
import { startBenchServer } from "./lib/benchServer";

const perKind = Math.min(Math.max(Number(process.argv[2] ?? 300), 20), 5000);
const { url, user, stop } = await startBenchServer({ RATE_LIMIT_FORGOT_PER_ACCOUNT: "0" });
try {
  const once = async (email: string) => {
    const t0 = performance.now();
    const r = await fetch(url + "/api/v1/auth/forgot-password", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`forgot-password answered ${r.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 20; i++) await once(i % 2 ? user.email : `nobody${i}@example.com`); // warm-up
  const real: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < perKind; i++) {
    // Interleaved, the order alternating, so drift on a busy machine hits both kinds alike.
    if (i % 2) {
      real.push(await once(user.email));
      unknown.push(await once(`nobody-${i}@example.com`));
    } else {
      unknown.push(await once(`nobody-${i}@example.com`));
      real.push(await once(user.email));
    }
  }
  const stats = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
    return { median: q(0.5), p90: q(0.9), mean: xs.reduce((a, b) => a + b, 0) / xs.length };
  };
  const r = stats(real);
  const u = stats(unknown);
  const f = (x: number) => x.toFixed(3).padStart(8);
  console.log(`forgot-password, ${perKind} requests per kind (ms)`);
  console.log(`                median      p90     mean`);
  console.log(`real account  ${f(r.median)} ${f(r.p90)} ${f(r.mean)}`);
  console.log(`unknown email ${f(u.median)} ${f(u.p90)} ${f(u.mean)}`);
  console.log(`difference    ${f(r.median - u.median)} ${f(r.p90 - u.p90)} ${f(r.mean - u.mean)}`);
} finally {
  await stop();
}
