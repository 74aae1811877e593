// npm run bench:db — issue #17's benchmark: signed-in API calls on the real server (production mode) as
//   A  one instance on SQLite
//   B  one instance on PostgreSQL
//   C  two instances on one PostgreSQL (one wrk per instance at once, half the connections each:
//      requests/s summed, the worse instance's p50 and p99)
// for two calls: GET /api/v1/subscriptions/status (Bearer) and POST /api/v1/attempts/:id/answers (a
// lesson's answer, graded and stored: every one a first try of a fresh attempt, spread over enough
// families that ANSWERS_PER_HOUR / ATTEMPTS_PER_HOUR are never what is measured; see scripts/lib/benchSeed.ts).
// One throw-away PostgreSQL cluster (scripts/pg-tmp.sh), a database for B and one for C, removed at the end.
// The configurations take turns (A B C, A B C, …), each call warmed up before it is measured; the table
// gives the median over the rounds, and lesson answers/s on PostgreSQL as a share of SQLite's. No targets: it exits non-zero only on errors (a failed start, an
// answer that is not 2xx, a socket error).
// Env: BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (32, in total), BENCH_ROUNDS (3),
// BENCH_TIMEOUT_SECONDS (10: wrk counts a request unanswered after it as a socket error).
// DATABASE_POOL_SIZE passes to the instances (default 10 each).
import { loadavg } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { courseIndex } from "../src/modules/content/courseIndex";
import { ACCESS_TTL_SECONDS } from "../src/modules/auth/sessions";
import { ANSWERS_PER_HOUR, ATTEMPTS_PER_HOUR } from "../src/modules/learning/service";
import { freePort } from "../tests/e2e/support/server";
import { startCluster, type Cluster } from "../tests/support/pg-cluster";
import { benchProcesses } from "./lib/benchProcesses";
import { wrk, type WrkRun } from "./lib/wrk";

const ROOT = join(import.meta.dir, "..");
const BUN = process.execPath;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// a slow answer on a loaded machine is a latency, not an error (wrk's default gives up after 2 s)
const TIMEOUT = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 10);
const THREADS = 2; // wrk threads in total, per configuration (C: one per wrk)
const LUA = join(ROOT, "scripts/lib/benchDb.lua");
const JWT_SECRET = "bench-db-secret-shared-by-every-instance-0123";
const LESSON = "ab-u01-l04"; // a words lesson: pictures, tiles, choices (no tracing)
const ACTIVITIES = courseIndex().lessons.get(LESSON)!.lesson.activities.length;
// a family's whole share of the run stays under both hourly limits (with room for the checks)
const ATTEMPTS_PER_USER = Math.min(ATTEMPTS_PER_HOUR - 10, Math.floor((ANSWERS_PER_HOUR - 100) / ACTIVITIES));
const ANSWERS_PER_USER = ATTEMPTS_PER_USER * ACTIVITIES;

type Instance = { url: string; proc: ReturnType<typeof Bun.spawn> };
type Setup = {
  name: string;
  instances: Instance[];
  env: Record<string, string>; // the first instance's, for the seeder
  dir: string; // tokens and answers (scripts/lib/benchSeed.ts)
  users: number;
  pool: number; // answers seeded
  cursor: number; // the next unsent answer
  tokensAt: number;
  answerRate: number; // the fastest seen (requests/s), to seed ahead of the next run
  runs: Record<Call, WrkRun[]>;
};
type Call = "status" | "answer";
const CALLS: Record<Call, string> = {
  status: "GET /subscriptions/status",
  answer: "POST /attempts/:id/answers",
};

let cluster: Cluster | null = null;
/** The instances first (a timer of theirs would log the database's disappearance), then the cluster and files. */
const { children, tmp, cleanUp } = benchProcesses(() => cluster?.remove());

async function startInstance(
  name: string,
  databaseUrl?: string,
): Promise<Instance & { env: Record<string, string> }> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: tmp(`mh-bench-db-${name}-`),
    JWT_SECRET,
    ALLOW_LOCAL_CHECKOUT: "1",
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const proc = Bun.spawn([BUN, "src/server.ts"], { cwd: ROOT, env, stdout: "ignore", stderr: "inherit" });
  children.push(proc);
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; ; await Bun.sleep(100)) {
    if (
      await fetch(url + "/api/v1/health").then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (proc.exitCode !== null || Date.now() > until) throw new Error(`instance ${name} did not start`);
  }
  return { url, proc, env };
}

async function seed(s: Setup, job: Record<string, unknown>) {
  const p = Bun.spawn([BUN, "scripts/lib/benchSeed.ts", JSON.stringify({ dir: s.dir, ...job })], {
    cwd: ROOT,
    env: { ...s.env, LOG_LEVEL: "silent" },
    stdout: "pipe",
    stderr: "inherit",
  });
  const out = await new Response(p.stdout).text();
  if ((await p.exited) !== 0) throw new Error(`seeding ${s.name} failed`);
  return JSON.parse(out.trim().split("\n").pop()!);
}

/** Enough fresh answers for `seconds` at the fastest rate seen (×1.5), and sessions younger than the access token. */
async function ready(s: Setup, seconds: number) {
  const need = Math.ceil(s.answerRate * seconds * 1.5);
  const missing = need - (s.pool - s.cursor);
  if (missing > 0) {
    // at least as many families as connections, so that no family has two answers in flight
    const users = Math.max(CONNECTIONS, Math.ceil(missing / ANSWERS_PER_USER));
    const attempts = Math.min(ATTEMPTS_PER_USER, Math.ceil(missing / (users * ACTIVITIES)));
    const done = await seed(s, { users, from: s.users, attempts, lesson: LESSON });
    s.users += done.users;
    s.pool += done.answers;
  }
  if (Date.now() - s.tokensAt > (ACCESS_TTL_SECONDS - 180) * 1000) {
    await seed(s, { sessions: true });
    s.tokensAt = Date.now();
  }
}

/** One load of `call` on every instance of the setup at once; the answers' cursor moves past what was sent. */
async function load(s: Setup, call: Call, seconds: number, warmUp = false): Promise<WrkRun> {
  const n = s.instances.length;
  const runs = await Promise.all(
    s.instances.map((inst, i) =>
      wrk({
        url: inst.url,
        seconds,
        connections: CONNECTIONS / n,
        threads: THREADS / n,
        script: LUA,
        timeout: TIMEOUT,
        args:
          call === "status"
            ? ["status", s.dir]
            : ["answer", s.dir, String(s.cursor), String(i * (THREADS / n)), String(THREADS)],
      }),
    ),
  );
  if (call === "answer") {
    const ends = runs.map((r) => r.out.match(/^bench-db-next (\d+) over (\d+)$/m));
    if (ends.some((m) => !m)) throw new Error("benchDb.lua did not say where the answers stopped");
    s.cursor = Math.min(s.pool, Math.max(...ends.map((m) => Number(m![1]))));
    const over = ends.reduce((a, m) => a + Number(m![2]), 0);
    if (over && !warmUp)
      throw new Error(
        `${s.name}: the answers ran out during a measured run (${over} requests past the ${s.pool} seeded)`,
      );
  }
  return {
    requests: runs.reduce((a, r) => a + r.requests, 0),
    rps: runs.reduce((a, r) => a + r.rps, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    socketErrors: runs.reduce((a, r) => a + r.socketErrors, 0),
    out: runs.map((r) => r.out).join("\n"),
  };
}

/** One call of each by hand before any load: both answer 200 (a wrong seed shows its error here, not as a count). */
async function check(s: Setup) {
  const [tokenLine] = (await Bun.file(join(s.dir, "tokens")).text()).split("\n");
  const token = tokenLine.split("\t")[1];
  const status = await fetch(s.instances.at(-1)!.url + "/api/v1/subscriptions/status", {
    headers: { authorization: `Bearer ${token}` },
  });
  if (status.status !== 200)
    throw new Error(`${s.name}: status answered ${status.status} ${await status.text()}`);
  const [u, id, body] = (await Bun.file(join(s.dir, "answers")).text()).split("\n")[s.cursor++].split("\t");
  const tok = (await Bun.file(join(s.dir, "tokens")).text()).split("\n")[Number(u)].split("\t")[1];
  const answer = await fetch(`${s.instances[0].url}/api/v1/attempts/${id}/answers`, {
    method: "POST",
    headers: { authorization: `Bearer ${tok}`, "content-type": "application/json" },
    body,
  });
  const reply = await answer.text();
  if (answer.status !== 200 || !JSON.parse(reply).first_try)
    throw new Error(`${s.name}: an answer answered ${answer.status} ${reply}`);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmtMs = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1)) + " ms";
const load1 = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");

let failed = false;
try {
  if (CONNECTIONS % 2 || CONNECTIONS < 2)
    throw new Error("BENCH_CONNECTIONS must be even (C splits them over two instances)");
  const loadBefore = load1();
  cluster = startCluster("mh-bench-db-");
  const admin = postgres(cluster.adminUrl, { max: 1, onnotice: () => {} });
  await admin`create database bench_one`;
  await admin`create database bench_two`;
  await admin.end();
  const dbUrl = (db: string) => Object.assign(new URL(cluster!.adminUrl), { pathname: `/${db}` }).toString();

  const a = await startInstance("sqlite");
  const b = await startInstance("pg", dbUrl("bench_one"));
  const c1 = await startInstance("pg2a", dbUrl("bench_two")); // the first migrates, the second finds the schema current
  const c2 = await startInstance("pg2b", dbUrl("bench_two"));
  const setup = (name: string, instances: (Instance & { env: Record<string, string> })[]): Setup => ({
    name,
    instances,
    env: instances[0].env,
    dir: tmp("mh-bench-db-seed-"),
    users: 0,
    pool: 0,
    cursor: 0,
    tokensAt: Date.now(),
    answerRate: 1500, // a first guess, for the first warm-up (past the seeded answers it sends status calls); the runs correct it
    runs: { status: [], answer: [] },
  });
  const setups = [
    setup("A  SQLite, 1 instance", [a]),
    setup("B  PostgreSQL, 1 instance", [b]),
    setup("C  PostgreSQL, 2 instances", [c1, c2]),
  ];
  for (const s of setups) {
    await ready(s, WARMUP);
    await check(s);
  }
  console.log(
    `${ROUNDS} rounds × (A B C) × 2 calls; wrk ${CONNECTIONS} connections and ${THREADS} threads in total per configuration, ${WARMUP} s warm-up then ${SECONDS} s each`,
  );
  console.log(
    `answers: lesson ${LESSON} (${ACTIVITIES} activities), each answer the first try of its activity, spread over at least ${CONNECTIONS} families (none has two in flight); PostgreSQL pool ${process.env.DATABASE_POOL_SIZE ?? 10} per instance`,
  );
  console.log(`load average before: ${loadBefore}\n`);

  for (let r = 1; r <= ROUNDS; r++) {
    for (const s of setups) {
      for (const call of ["status", "answer"] as Call[]) {
        await ready(s, WARMUP + SECONDS);
        const warm = await load(s, call, WARMUP, true);
        if (call === "answer") {
          // the first warm-up shows the rate: seed for it now (once; later rounds seed ahead)
          s.answerRate = s.runs.answer.length ? Math.max(s.answerRate, warm.rps) : warm.rps;
          await ready(s, SECONDS);
        }
        const run = await load(s, call, SECONDS);
        if (call === "answer") s.answerRate = Math.max(s.answerRate, run.rps);
        if (warm.non2xx || warm.socketErrors)
          (run.non2xx += warm.non2xx), (run.socketErrors += warm.socketErrors);
        s.runs[call].push(run);
        console.log(
          `round ${r}  ${s.name.padEnd(28)} ${CALLS[call].padEnd(28)} ${run.rps.toFixed(0).padStart(7)} req/s  p50 ${fmtMs(run.p50).padStart(9)}  p99 ${fmtMs(run.p99).padStart(9)}  non-2xx ${run.non2xx}  socket errors ${run.socketErrors}`,
        );
      }
    }
  }

  console.log(
    `\nmedian of ${ROUNDS} rounds (C: requests/s summed over both instances, the worse instance's latencies)`,
  );
  console.log(
    `${"configuration".padEnd(28)} ${"call".padEnd(28)} ${"req/s".padStart(7)} ${"(min–max)".padStart(13)} ${"p50".padStart(9)} ${"p99".padStart(9)}  non-2xx`,
  );
  for (const s of setups) {
    for (const call of ["status", "answer"] as Call[]) {
      const rs = s.runs[call];
      const rps = rs.map((x) => x.rps);
      const bad = rs.reduce((a, x) => a + x.non2xx + x.socketErrors, 0);
      if (bad) failed = true;
      console.log(
        `${s.name.padEnd(28)} ${CALLS[call].padEnd(28)} ${median(rps).toFixed(0).padStart(7)} ${`(${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)})`.padStart(13)} ${fmtMs(median(rs.map((x) => x.p50))).padStart(9)} ${fmtMs(median(rs.map((x) => x.p99))).padStart(9)}  ${rs.reduce((a, x) => a + x.non2xx, 0)}${rs.some((x) => x.socketErrors) ? ` (+${rs.reduce((a, x) => a + x.socketErrors, 0)} socket errors)` : ""}`,
      );
    }
  }
  // issue #32 (5): lesson answers on PostgreSQL beside SQLite, from the same run (each round's A and B back to back)
  const perRound = setups[1].runs.answer.map((b, i) => b.rps / setups[0].runs.answer[i].rps);
  console.log(
    `\nlesson answers/s, PostgreSQL ÷ SQLite (B ÷ A): ${(median(setups[1].runs.answer.map((x) => x.rps)) / median(setups[0].runs.answer.map((x) => x.rps))).toFixed(2)}× of the medians; per round ${perRound.map((x) => x.toFixed(2) + "×").join(" ")} (goal ≥ 0.8×)`,
  );
  console.log(
    `\nfamilies seeded: ${setups.map((s) => `${s.name.slice(0, 1)} ${s.users}`).join(", ")}; load average after: ${load1()}`,
  );
  if (failed)
    console.error("\nsome calls failed (non-2xx or socket errors): the figures above are not valid");
} catch (e) {
  failed = true;
  console.error(e instanceof Error ? e.message : e);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
