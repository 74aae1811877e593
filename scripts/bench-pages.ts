// npm run bench:pages — issue #12's figures: the compiled executable (dist/marhaba, production, SQLite) beside
// bare references, in one interleaved run. Each pair, in every round: the target, then its reference.
//   signed-in GET /dashboard                       vs (b) a bare react-router static-handler render of a page of
//                                                      the same byte size in the same document shell   target ≥ 1.0×
//   GET /api/v1/subscriptions/status (Bearer)      vs (c) Elysia answering JSON of the same size, one row of a
//                                                      bun:sqlite table read by primary key            target ≥ 0.25×
//   signed-out GET /login                          vs (a) a raw Bun.serve answering the same bytes     target ≥ 0.5×
//   signed-in GET / at 200 connections             p99 only                                            target < 50 ms
// The signed-in family is a real-looking one (scripts/lib/benchFamily.ts: verified adult, paid plan running,
// three lessons finished, a certificate). Before each pair its tokens are renewed (POST /auth/refresh) and
// the target is checked to answer 200 with the family's own data; any non-2xx answer or socket error in any
// wrk run makes the figures invalid.
// How to read it: req/s is the median over the rounds (min–max beside it), p50/p99 the medians of the rounds'
// percentiles; a ratio is the median of the rounds' target/reference ratios (each round's pair ran seconds
// apart, so a machine busy with something else weighs on both sides alike). Servers run on core 1 and wrk on
// core 0 (taskset; without it, or with one core, everything shares the cores and the run says so).
// It exits 0 whatever the figures (a measurement, not a test); 1 when something failed to start or answered
// non-2xx, or a socket error happened.
// Env: BENCH_SECONDS (5) per measurement, BENCH_WARMUP_SECONDS (2) before each, BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (32), BENCH_EXE (an executable to measure; default dist/marhaba, rebuilt when older than
// the sources), BENCH_PROFILE=1 (then also a CPU profile of a /dashboard and a status run, top 20 functions by
// self time, native functions named with their caller; the profiled process is this checkout's build without
// minification, dist/marhaba-prof, even with BENCH_EXE; profiles kept in BENCH_PROFILE_DIR, default dist/profiles,
// for Chrome's DevTools).
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";
import { freePort } from "../tests/e2e/support/server";
import { topSelf } from "./lib/cpuProfile";
import { wrk, type WrkRun } from "./lib/wrk";
import { benchProcesses } from "./lib/benchProcesses";

const ROOT = join(import.meta.dir, "..");
const BUN = process.execPath;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PROFILE = process.env.BENCH_PROFILE === "1";
const PROFILE_DIR = resolve(process.env.BENCH_PROFILE_DIR ?? join(ROOT, "dist/profiles"));
const TIMEOUT = 10; // s: a slow answer under load is a latency, not a socket error (wrk's default is 2 s)

// ---- cores: servers on core 1, wrk on core 0 ----
const TASKSET = Bun.which("taskset");
const PINNED =
  !!TASKSET && availableParallelism() >= 2 && Bun.spawnSync([TASKSET, "-c", "1", "true"]).exitCode === 0;
const onCore = (core: 0 | 1, argv: string[]) => (PINNED ? [TASKSET!, "-c", String(core), ...argv] : argv);
const WRK_THREADS = PINNED ? 1 : 2; // one core for wrk: one thread

// ---- processes and temp dirs, all removed at the end ----
const { children, tmp, cleanUp } = benchProcesses();

// ---- the executable ----
const SOURCES = [
  "src",
  "web",
  "shared",
  "content",
  "migrations",
  "cli",
  "package.json",
  "scripts/build-exe.ts",
  "scripts/build-client.ts",
  "scripts/build-pictures.ts",
];
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((n) => newestMtime(join(path, n))));
}
function run(argv: string[], what: string) {
  const p = Bun.spawnSync(argv, { cwd: ROOT, stdout: "pipe", stderr: "pipe" });
  if (p.exitCode !== 0) throw new Error(`${what} failed:\n${p.stdout}${p.stderr}`);
}
/** dist/marhaba, built (client first) when missing or older than any source; or BENCH_EXE as it is. */
function ensureExe(): string {
  if (process.env.BENCH_EXE) {
    const exe = resolve(process.env.BENCH_EXE);
    if (!existsSync(exe)) throw new Error(`BENCH_EXE ${exe} does not exist`);
    return exe;
  }
  const exe = join(ROOT, "dist/marhaba");
  if (existsSync(exe) && statSync(exe).mtimeMs >= Math.max(...SOURCES.map((p) => newestMtime(join(ROOT, p)))))
    return exe;
  console.log("building dist/marhaba (missing or older than the sources)…");
  run([BUN, "scripts/build-client.ts"], "the client build");
  run([BUN, "scripts/build-exe.ts"], "the executable build");
  return exe;
}
/** For profiles: the same executable as scripts/build-exe.ts builds but not minified, so that the profile names
 *  functions (--minify renames them to two letters) and their lines lead to their modules (the bundler's
 *  "// path" comments). Rebuilt when older than dist/marhaba or the sources. */
function ensureProfileExe(exe: string): string {
  const out = join(ROOT, "dist/marhaba-prof");
  if (
    existsSync(out) &&
    statSync(out).mtimeMs >=
      Math.max(statSync(exe).mtimeMs, ...SOURCES.map((p) => newestMtime(join(ROOT, p))))
  )
    return out;
  run(
    [
      BUN,
      "build",
      "src/server.ts",
      "--compile",
      "--sourcemap=none",
      "--define",
      'process.env.NODE_ENV="production"',
      "--outfile",
      out,
    ],
    "the profiling executable build",
  );
  return out;
}

// ---- servers ----
async function until(what: string, proc: Subprocess, ok: () => Promise<boolean>) {
  for (const end = Date.now() + 60_000; ; await Bun.sleep(50)) {
    if (await ok().catch(() => false)) return;
    if (proc.exitCode !== null) throw new Error(`${what} exited (${proc.exitCode}) before answering`);
    if (Date.now() > end) throw new Error(`${what} did not answer within 60 s`);
  }
}
function appEnv(dataDir: string, port: number, extra: Record<string, string> = {}) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    ALLOW_LOCAL_CHECKOUT: "1",
    LOG_LEVEL: "error",
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    ...extra,
  };
  delete env.DATABASE_URL; // SQLite, in DATA_DIR
  return env;
}
async function startApp(exe: string, dataDir: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  // from an empty working directory, as an operator would run it
  const proc = Bun.spawn(onCore(1, [exe]), {
    cwd: tmp("mh-bench-cwd-"),
    env: appEnv(dataDir, port, extra),
    stdout: "ignore",
    stderr: "inherit",
  });
  children.push(proc);
  const url = `http://127.0.0.1:${port}`;
  await until("the executable", proc, async () => (await fetch(url + "/api/v1/health")).ok);
  return { url, proc, port };
}
/** A reference server (scripts/lib/benchRefs.tsx); resolves with the size of its answer once it listens. */
async function startRef(mode: "raw" | "render" | "json", env: Record<string, string>) {
  const port = await freePort();
  const proc = Bun.spawn(onCore(1, [BUN, "scripts/lib/benchRefs.tsx", mode]), {
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), NODE_ENV: "production", PORT: String(port), ...env },
    stdout: "pipe",
    stderr: "inherit",
  });
  children.push(proc);
  const reader = proc.stdout.getReader();
  let out = "";
  while (!out.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`reference ${mode} exited (${await proc.exited}) before it was ready`);
    out += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  const bytes = Number(out.match(/^ready (\d+)/)?.[1]);
  if (!bytes) throw new Error(`reference ${mode} said ${out}`);
  return { url: `http://127.0.0.1:${port}`, proc, bytes };
}

// ---- the family's session ----
type Family = {
  id: number;
  email: string;
  firstName: string;
  accessToken: string;
  refreshToken: string;
  lessons: string[];
};
let family: Family;
async function seedFamily(dataDir: string, port: number): Promise<Family> {
  const p = Bun.spawn([BUN, "scripts/lib/benchFamily.ts", JSON.stringify({ lessons: 3 })], {
    cwd: ROOT,
    env: { ...appEnv(dataDir, port), LOG_LEVEL: "silent" },
    stdout: "pipe",
    stderr: "inherit",
  });
  const out = await new Response(p.stdout).text();
  if ((await p.exited) !== 0) throw new Error("seeding the family failed");
  return JSON.parse(out.trim().split("\n").pop()!);
}
/** New tokens through the API (access tokens last ACCESS_TTL_SECONDS): one refresh before each pair. */
async function renewTokens(base: string) {
  const r = await fetch(base + "/api/v1/auth/refresh", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refresh_token: family.refreshToken }),
  });
  if (r.status !== 200) throw new Error(`POST /api/v1/auth/refresh answered ${r.status}: ${await r.text()}`);
  const j = (await r.json()) as { access_token: string; refresh_token: string };
  family.accessToken = j.access_token;
  family.refreshToken = j.refresh_token;
}
const cookie = () => `mh_at=${family.accessToken}; mh_rt=${family.refreshToken}`;

// ---- what is measured ----
type Side = { label: string; url: () => string; headers: () => string[]; connections: number };
type Pair = {
  key: string;
  target: Side;
  ref?: Side;
  signedIn: boolean;
  /** Throws unless `base` answers 200 with the family's own data. */
  check: (base: string) => Promise<void>;
  goal: string;
  judge: (target: Summary, ratio: number | null) => { value: string; pass: boolean };
};
type Summary = { rps: number; rpsMin: number; rpsMax: number; p50: number; p99: number; errors: number };

async function expectPage(base: string, path: string, mustContain: string[]) {
  const r = await fetch(base + path, { headers: { cookie: cookie() }, redirect: "manual" });
  const html = await r.text();
  if (r.status !== 200)
    throw new Error(`signed-in GET ${path} answered ${r.status} (location ${r.headers.get("location")})`);
  for (const s of mustContain)
    if (!html.includes(s))
      throw new Error(`signed-in GET ${path} does not show ${JSON.stringify(s)}: not the family's own page`);
  if (r.headers.getSetCookie().some((c) => c.startsWith("mh_")))
    throw new Error(`signed-in GET ${path} renewed the session: the token was not valid`);
  return html;
}

let app: { url: string };
let loginHtml = "";
function pairs(refs: {
  raw: string;
  render: string;
  json: string;
  renderBytes: number;
  jsonBytes: number;
  loginBytes: number;
}): Pair[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    {
      key: "dashboard",
      signedIn: true,
      goal: "≥ 1.0× (b)",
      target: {
        label: "GET /dashboard, signed in",
        url: () => app.url + "/dashboard",
        headers: () => [`Cookie: ${cookie()}`],
        connections: CONNECTIONS,
      },
      ref: {
        label: `(b) bare react-router render, ${kb(refs.renderBytes)}`,
        url: () => refs.render + "/",
        headers: () => [],
        connections: CONNECTIONS,
      },
      check: (base) =>
        expectPage(base, "/dashboard", [family.firstName, family.email, "Certificate"]).then(() => {}),
      judge: (_t, x) => ({ value: `${x!.toFixed(2)}×`, pass: x! >= 1.0 }),
    },
    {
      key: "status",
      signedIn: true,
      goal: "≥ 0.25× (c)",
      target: {
        label: "GET /api/v1/subscriptions/status",
        url: () => app.url + "/api/v1/subscriptions/status",
        headers: () => [`Authorization: Bearer ${family.accessToken}`],
        connections: CONNECTIONS,
      },
      ref: {
        label: `(c) Elysia + bun:sqlite JSON, ${refs.jsonBytes} B`,
        url: () => refs.json + "/status",
        headers: () => [],
        connections: CONNECTIONS,
      },
      check: async (base) => {
        const r = await fetch(base + "/api/v1/subscriptions/status", {
          headers: { authorization: `Bearer ${family.accessToken}` },
        });
        const body = await r.text();
        if (r.status !== 200)
          throw new Error(`GET /api/v1/subscriptions/status answered ${r.status}: ${body}`);
        const j = JSON.parse(body);
        if (j.plan_state !== "premium" || j.subscription?.type !== "paid")
          throw new Error(`status is not the family's paid plan: ${body}`);
      },
      judge: (_t, x) => ({ value: `${x!.toFixed(2)}×`, pass: x! >= 0.25 }),
    },
    {
      key: "login",
      signedIn: false,
      goal: "≥ 0.5× (a)",
      target: {
        label: "GET /login, signed out",
        url: () => app.url + "/login",
        headers: () => [],
        connections: CONNECTIONS,
      },
      ref: {
        label: `(a) raw Bun.serve, same ${kb(refs.loginBytes)}`,
        url: () => refs.raw + "/",
        headers: () => [],
        connections: CONNECTIONS,
      },
      check: async (base) => {
        const r = await fetch(base + "/login");
        const html = await r.text();
        if (r.status !== 200) throw new Error(`signed-out GET /login answered ${r.status}`);
        if (html !== loginHtml)
          throw new Error("signed-out GET /login no longer answers the bytes the raw reference serves");
      },
      judge: (_t, x) => ({ value: `${x!.toFixed(2)}×`, pass: x! >= 0.5 }),
    },
    {
      key: "root200",
      signedIn: true,
      goal: "p99 < 50 ms",
      target: {
        label: "GET /, signed in, 200 connections",
        url: () => app.url + "/",
        headers: () => [`Cookie: ${cookie()}`],
        connections: 200,
      },
      check: (base) => expectPage(base, "/", [family.firstName]).then(() => {}),
      judge: (t) => ({ value: `p99 ${fmtMs(t.p99)}`, pass: t.p99 < 50 }),
    },
  ];
}

// ---- wrk ----
const load = (side: Side, seconds: number) =>
  wrk({
    url: side.url(),
    seconds,
    connections: side.connections,
    threads: WRK_THREADS,
    timeout: TIMEOUT,
    headers: side.headers(),
    prefix: onCore(0, []),
  });
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const summary = (runs: WrkRun[]): Summary => ({
  rps: median(runs.map((r) => r.rps)),
  rpsMin: Math.min(...runs.map((r) => r.rps)),
  rpsMax: Math.max(...runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((a, r) => a + r.non2xx + r.socketErrors, 0),
});
const fmtMs = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1)) + " ms";
const row = (label: string, s: Summary) =>
  `${label.padEnd(44)} ${s.rps.toFixed(0).padStart(7)} ${`(${s.rpsMin.toFixed(0)}–${s.rpsMax.toFixed(0)})`.padStart(15)} ${fmtMs(s.p50).padStart(9)} ${fmtMs(s.p99).padStart(9)} ${String(s.errors).padStart(7)}`;

let invalid = false;
/** Warm-up then measurement of one side; a non-2xx answer or socket error in either makes the run invalid. */
async function measure(side: Side, onWarm?: () => void): Promise<WrkRun> {
  const warm = await load(side, WARMUP);
  onWarm?.();
  const m = await load(side, SECONDS);
  if (!m.requests) throw new Error(`${side.label}: no request was answered in ${SECONDS} s`);
  const bad = warm.non2xx + m.non2xx;
  if (bad || warm.socketErrors || m.socketErrors) {
    invalid = true;
    console.error(
      `!! ${side.label}: ${bad} non-2xx answers, ${warm.socketErrors + m.socketErrors} socket errors`,
    );
    if (bad) throw new Error(`${side.label} answered non-2xx: the figures would measure errors`);
  }
  m.non2xx += warm.non2xx;
  m.socketErrors += warm.socketErrors;
  return m;
}

async function profileRuns(exe: string, dataDir: string, list: Pair[]) {
  const profExe = ensureProfileExe(exe);
  mkdirSync(PROFILE_DIR, { recursive: true });
  console.log(
    `\nCPU profiles (bun --cpu-prof through BUN_OPTIONS) of ${profExe.replace(ROOT + "/", "")}: the same build, not minified (names kept);`,
  );
  console.log(
    `one fresh process per call on the same data and core, ${WARMUP} s warm-up then ${SECONDS} s of wrk; self time in the measured ${SECONDS} s only`,
  );
  for (const pair of list) {
    const dir = tmp("mh-bench-prof-");
    const name = `${pair.key}.cpuprofile`;
    const prof = await startApp(profExe, dataDir, {
      BUN_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir} --cpu-prof-name=${name}`,
    });
    const base = prof.url;
    await renewTokens(base);
    await pair.check(base);
    const side = { ...pair.target, url: () => pair.target.url().replace(app.url, base) };
    let measuredFrom = 0;
    const m = await measure(side, () => (measuredFrom = performance.now()));
    const window = performance.now() - measuredFrom;
    prof.proc.kill("SIGTERM");
    await prof.proc.exited;
    const file = join(dir, name);
    if (!existsSync(file)) {
      console.log(`${pair.target.label}: no profile was written`);
      continue;
    }
    copyFileSync(file, join(PROFILE_DIR, name));
    const { rows, busyMs, samples, intervalUs } = topSelf(file, 20, profExe, window);
    console.log(
      `\n${pair.target.label}: ${m.rps.toFixed(0)} req/s under the profiler; ${samples} samples every ${(intervalUs / 1000).toFixed(2)} ms (${(busyMs / 1000).toFixed(1)} s of the ${(window / 1000).toFixed(1)} s sampled); ${join(PROFILE_DIR, name).replace(ROOT + "/", "")}`,
    );
    console.log(`${"self ms".padStart(8)} ${"share".padStart(6)}  function (module)`);
    for (const r of rows)
      console.log(
        `${r.ms.toFixed(0).padStart(8)} ${(100 * r.share).toFixed(1).padStart(5)}%  ${r.name} (${r.where})`,
      );
  }
}

let failed = false;
try {
  const exe = ensureExe();
  const dataDir = tmp("mh-bench-pages-data-");
  const loadBefore = loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
  const started = await startApp(exe, dataDir);
  app = started;
  family = await seedFamily(dataDir, started.port);

  // the sizes the references must match, measured on the executable
  await renewTokens(app.url);
  const dashboard = await expectPage(app.url, "/dashboard", [family.firstName]);
  const dashboardBytes = Buffer.byteLength(dashboard);
  const statusReply = await fetch(app.url + "/api/v1/subscriptions/status", {
    headers: { authorization: `Bearer ${family.accessToken}` },
  });
  const statusBytes = (await statusReply.arrayBuffer()).byteLength;
  const login = await fetch(app.url + "/login");
  loginHtml = await login.text();
  if (login.status !== 200 || statusReply.status !== 200)
    throw new Error(`GET /login answered ${login.status}, status ${statusReply.status}`);

  const work = tmp("mh-bench-refs-");
  writeFileSync(join(work, "login.html"), loginHtml);
  writeFileSync(
    join(work, "shell.html"),
    dashboard.slice(0, dashboard.indexOf('<div id="root">') + '<div id="root">'.length),
  );
  const raw = await startRef("raw", {
    BODY_FILE: join(work, "login.html"),
    CT: login.headers.get("content-type") ?? "text/html; charset=utf-8",
  });
  const render = await startRef("render", {
    SHELL_FILE: join(work, "shell.html"),
    TARGET_BYTES: String(dashboardBytes),
  });
  const json = await startRef("json", { DB_DIR: work, TARGET_BYTES: String(statusBytes) });
  if ((await (await fetch(raw.url)).text()) !== loginHtml)
    throw new Error("(a) does not answer /login's bytes");
  const list = pairs({
    raw: raw.url,
    render: render.url,
    json: json.url,
    renderBytes: render.bytes,
    jsonBytes: json.bytes,
    loginBytes: Buffer.byteLength(loginHtml),
  });

  console.log(
    `executable ${exe.replace(ROOT + "/", "")} (${new Date(statSync(exe).mtimeMs).toISOString().slice(0, 16)}Z), SQLite, NODE_ENV=production`,
  );
  console.log(
    `family: verified adult, paid plan, ${family.lessons.length} lessons finished, 1 certificate; signed-in /dashboard ${dashboardBytes} B (reference (b) ${render.bytes} B), status ${statusBytes} B ((c) ${json.bytes} B), /login ${Buffer.byteLength(loginHtml)} B`,
  );
  console.log(
    PINNED
      ? "servers pinned to core 1, wrk to core 0 (taskset), wrk 1 thread"
      : `NOT pinned (${TASKSET ? "one core only" : "no taskset"}): servers and wrk share the cores, wrk 2 threads`,
  );
  console.log(
    `${ROUNDS} rounds; each pair: target then reference; ${WARMUP} s warm-up + ${SECONDS} s per measurement, ${CONNECTIONS} connections unless said; load average before: ${loadBefore}\n`,
  );

  const runs = new Map<string, WrkRun[]>();
  const ratios = new Map<string, number[]>();
  const push = <T>(m: Map<string, T[]>, k: string, v: T) => m.set(k, [...(m.get(k) ?? []), v]);
  for (let r = 1; r <= ROUNDS; r++) {
    for (const pair of list) {
      if (pair.signedIn) await renewTokens(app.url);
      await pair.check(app.url);
      const t = await measure(pair.target);
      push(runs, pair.target.label, t);
      let line = `round ${r}  ${pair.target.label.padEnd(36)} ${t.rps.toFixed(0).padStart(7)} req/s  p50 ${fmtMs(t.p50).padStart(9)}  p99 ${fmtMs(t.p99).padStart(9)}`;
      if (pair.ref) {
        const ref = await measure(pair.ref);
        push(runs, pair.ref.label, ref);
        push(ratios, pair.key, t.rps / ref.rps);
        line += `   reference ${ref.rps.toFixed(0).padStart(7)} req/s  → ${(t.rps / ref.rps).toFixed(2)}×`;
      }
      console.log(line);
    }
  }

  console.log(`\nmedian of ${ROUNDS} rounds`);
  console.log(
    `${"".padEnd(44)} ${"req/s".padStart(7)} ${"(min–max)".padStart(15)} ${"p50".padStart(9)} ${"p99".padStart(9)} ${"errors".padStart(7)}`,
  );
  const sums = new Map<string, Summary>();
  for (const pair of list) {
    for (const side of [pair.target, pair.ref]) {
      if (!side) continue;
      const s = summary(runs.get(side.label)!);
      sums.set(side.label, s);
      console.log(row(side.label, s));
    }
  }
  console.log("\nagainst issue #12's targets");
  for (const pair of list) {
    const rs = ratios.get(pair.key);
    const ratio = rs ? median(rs) : null;
    const { value, pass } = pair.judge(sums.get(pair.target.label)!, ratio);
    const spread = rs ? ` (rounds ${Math.min(...rs).toFixed(2)}–${Math.max(...rs).toFixed(2)})` : "";
    console.log(
      `${pair.target.label.padEnd(44)} ${(value + spread).padEnd(28)} target ${pair.goal.padEnd(12)} ${pass ? "PASS" : "MISS"}`,
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );

  if (PROFILE)
    await profileRuns(
      exe,
      dataDir,
      list.filter((p) => p.key === "dashboard" || p.key === "status"),
    );
  if (invalid) {
    failed = true;
    console.error("\nsome runs had socket errors: the figures above are not valid");
  }
} catch (e) {
  failed = true;
  console.error(e instanceof Error ? e.message : e);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
