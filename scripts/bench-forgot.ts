// Timing parity of POST /api/v1/auth/forgot-password: a real account against an unknown address
// (issue 15: the answer must not tell them apart). A benchmark, not a timed test.
// Usage: bun scripts/bench-forgot.ts [requests per kind=300]
// Starts its own server on a free port with a fresh data dir, seeds one user, sends the two kinds
// interleaved over loopback and prints the median, p90 and mean of each and their difference.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../tests/e2e/support/server";

const perKind = Math.min(Math.max(Number(process.argv[2] ?? 300), 20), 5000);
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "marhaba-bench-"));
const env = {
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  // Far more requests than a person makes: lift the limits (configuration only).
  RATE_LIMIT_FORGOT_PER_ACCOUNT: "0",
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
  const once = async (email: string) => {
    const t0 = performance.now();
    const r = await fetch(url + "/api/v1/auth/forgot-password", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
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
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
