// npm run bench — GET / for a signed-out visitor on the real server, against a raw Bun.serve
// answering the same bytes, loaded one after the other by wrk (32 connections, after a warm-up).
// Also measures a signed-in visitor's GET / (rendered per request) for reference.
// Env: BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (default 3), BENCH_CONNECTIONS (32),
// BENCH_PATH (default "/"; e.g. /login, cached for signed-out visitors since issue #12 — the signed-in
// reference is only measured for "/").
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";

const ROOT = join(import.meta.dir, "..");
const BUN = process.execPath;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WRK = process.env.WRK ?? "/usr/bin/wrk";
const PATH = process.env.BENCH_PATH ?? "/";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

async function waitFor(url: string, child: ReturnType<typeof Bun.spawn>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server at ${url} did not start`);
    await Bun.sleep(50);
  }
}

type Result = { rps: number; p99: string; p50: string; errors: string };
async function wrk(url: string, seconds: number, headers: string[] = []): Promise<Result> {
  const args = [
    WRK,
    `-t2`,
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    "--latency",
    ...headers.flatMap((h) => ["-H", h]),
    url,
  ];
  const p = Bun.spawn(args, { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(p.stdout).text();
  await p.exited;
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const p99 = out.match(/^\s+99%\s+(\S+)/m)?.[1] ?? "?";
  const p50 = out.match(/^\s+50%\s+(\S+)/m)?.[1] ?? "?";
  const errors = out.match(/Non-2xx or 3xx responses: \d+|Socket errors:.*$/m)?.[0] ?? "none";
  return { rps, p99, p50, errors };
}

const dataDir = mkdtempSync(join(tmpdir(), "marhaba-bench-"));
const appPort = await freePort();
const rawPort = await freePort();
const children: ReturnType<typeof Bun.spawn>[] = [];
const stopAll = () => {
  for (const c of children) c.kill();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => (stopAll(), process.exit(130)));

try {
  // The real server, as in production (React's production build).
  const env = {
    ...process.env,
    NODE_ENV: "production",
    ALLOW_LOCAL_CHECKOUT: "1",
    PORT: String(appPort),
    HOST: "127.0.0.1",
    APP_URL: `http://localhost:${appPort}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  };
  const app = Bun.spawn([BUN, "src/server.ts"], { cwd: ROOT, env, stdout: "inherit", stderr: "inherit" });
  children.push(app);
  const appUrl = `http://127.0.0.1:${appPort}/`;
  await waitFor(appUrl + "api/v1/health", app);

  const pageUrl = new URL(PATH, appUrl).href;
  const first = await fetch(pageUrl);
  const html = await first.text();
  const contentType = first.headers.get("content-type") ?? "text/html; charset=utf-8";
  if (first.status !== 200) throw new Error(`GET ${PATH} answered ${first.status}`);

  // A raw Bun.serve answering the very same bytes.
  const bodyFile = join(dataDir, "landing.html");
  writeFileSync(bodyFile, html);
  const rawCode = `const body = await Bun.file(process.env.BODY_FILE).bytes();
Bun.serve({ port: Number(process.env.RAW_PORT), hostname: "127.0.0.1", fetch: () => new Response(body, { headers: { "content-type": process.env.CT, "cache-control": "no-store" } }) });`;
  const raw = Bun.spawn([BUN, "-e", rawCode], {
    env: { ...process.env, BODY_FILE: bodyFile, RAW_PORT: String(rawPort), CT: contentType },
    stdout: "inherit",
    stderr: "inherit",
  });
  children.push(raw);
  const rawUrl = `http://127.0.0.1:${rawPort}/`;
  await waitFor(rawUrl, raw);
  const rawBody = await (await fetch(rawUrl)).text();
  if (rawBody !== html) throw new Error("raw server does not answer the same bytes");

  // A signed-in visitor, for reference (rendered per request with their own state).
  const seed = Bun.spawn([BUN, "tests/support/seed-user.ts", "{}"], {
    cwd: ROOT,
    env: { ...env, LOG_LEVEL: "silent" },
    stdout: "pipe",
  });
  const seeded = JSON.parse((await new Response(seed.stdout).text()).trim().split("\n").pop()!);
  const cookie = `Cookie: mh_at=${seeded.accessToken}; mh_rt=${seeded.refreshToken}`;
  const mine = await (await fetch(appUrl, { headers: { cookie: cookie.slice(8) } })).text();
  if (!mine.includes(seeded.email)) throw new Error("signed-in GET / does not show the visitor's own state");

  console.log(
    `GET ${PATH} is ${(html.length / 1024).toFixed(1)} KB; wrk, ${CONNECTIONS} connections, ${WARMUP}s warm-up then ${SECONDS}s each, one after the other\n`,
  );
  await wrk(pageUrl, WARMUP);
  const appResult = await wrk(pageUrl, SECONDS);
  await wrk(rawUrl, WARMUP);
  const rawResult = await wrk(rawUrl, SECONDS);
  const signedIn =
    PATH === "/" ? (await wrk(appUrl, WARMUP, [cookie]), await wrk(appUrl, SECONDS, [cookie])) : null;

  const row = (name: string, r: Result) =>
    console.log(
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(9)} req/s   p50 ${r.p50.padStart(8)}   p99 ${r.p99.padStart(8)}   errors: ${r.errors}`,
    );
  row("raw Bun.serve, same bytes", rawResult);
  row(`Marhaba GET ${PATH}, signed out`, appResult);
  if (signedIn) row("Marhaba GET /, signed in", signedIn);
  const ratio = appResult.rps / rawResult.rps;
  console.log(
    `\nsigned-out ratio to raw: ${ratio.toFixed(2)} (target ≥ 0.50) ${ratio >= 0.5 ? "PASS" : "FAIL"}`,
  );
  process.exitCode = ratio >= 0.5 ? 0 : 1;
} finally {
  stopAll();
}
