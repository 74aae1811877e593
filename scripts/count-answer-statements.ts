// bun scripts/count-answer-statements.ts — issue #32 step 5: the statements a lesson's calls send to the
// database, counted two ways on PostgreSQL (a throw-away cluster with log_statement=all, counting the lines
// its statement log gains during each call, and postgres.js's own hook, src/db/statementCount.ts, which must
// agree) and at the driver on SQLite. A family on a paid plan plays lesson LESSON through the API (Bearer):
// the status call, the lesson's start, every activity's first-try answer, the finish. Averages per call.
// BEFORE: the same counts at a68e7ed (before this work), kept here to print beside today's.
// Env: COUNT_LESSON (default ab-u01-l04, bench:db's lesson), COUNT_VERBOSE=1 prints every statement of one answer.
import { appendFileSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { durably } from "../src/db/client";
import { countStatements } from "../src/db/statementCount";
import { courseIndex } from "../src/modules/content/courseIndex";
import { grantPaidPeriod } from "../src/modules/subscriptions/service";
import { playedAnswer } from "../tests/api/courses-solver";
import { createTestUser, makeTestApp, signIn, type TestApp } from "../tests/support/app";
import { startCluster, type Cluster } from "../tests/support/pg-cluster";

const LESSON = process.env.COUNT_LESSON ?? "ab-u01-l04";
const VERBOSE = process.env.COUNT_VERBOSE === "1";
const ROUNDS = 3; // lesson plays counted (after one uncounted warm-up play)
type Call = "status" | "start" | "answer" | "finish";
const CALLS: Call[] = ["status", "start", "answer", "finish"];
/** Per call on PostgreSQL at a68e7ed (from its statement log; the driver's hook agreed). */
const BEFORE: Record<Call, number> = { status: 2, start: 11, answer: 15.6, finish: 19 };

type Counts = Record<Call, { log: number[]; driver: number[] }>;

/** The statement lines PostgreSQL logged since `offset` (log_statement=all: simple and extended protocol). */
function loggedSince(logFile: string, offset: number): number {
  const text = readFileSync(logFile, "utf8").slice(offset);
  return text.split("\n").filter((l) => /LOG: {2}(statement|execute [^:]*):/.test(l)).length;
}

async function play(t: TestApp, logFile: string | null, counts: Counts | null) {
  const ix = courseIndex();
  const l = ix.lessons.get(LESSON);
  if (!l) throw new Error(`no lesson ${LESSON}`);
  const user = await createTestUser(t.deps);
  await durably(t.deps.db, (tx) => grantPaidPeriod(t.deps, tx, user.id, { source: "count" }));
  const { token } = await signIn(t.deps, user);
  const measured = async (call: Call, work: () => Promise<{ status: number; body: any }>) => {
    await Bun.sleep(20); // the log has what came before
    const offset = logFile ? statSync(logFile).size : 0;
    const log = countStatements(t.deps.db);
    const res = await work();
    log.stop();
    if (res.status >= 300) throw new Error(`${call}: ${res.status} ${JSON.stringify(res.body)}`);
    if (call === "answer" && !res.body.first_try) throw new Error("an answer was not a first try");
    if (VERBOSE && call === "answer" && counts && !counts.answer.driver.length)
      console.log(`one answer's statements:\n  ${log.texts.join("\n  ")}`);
    await Bun.sleep(50);
    if (counts) {
      counts[call].driver.push(log.texts.length);
      if (logFile) counts[call].log.push(loggedSince(logFile, offset));
    }
    return res.body;
  };
  const api = (method: string, path: string, body?: unknown) => () =>
    t.call(method, "/api/v1" + path, { token, body });
  await measured("status", api("GET", "/subscriptions/status"));
  const at = await measured("start", api("POST", `/lessons/${LESSON}/attempts`));
  for (const [i, a] of l.lesson.activities.entries()) {
    const answer = playedAnswer(t.deps.config.jwtSecret, at.attempt_id, a, ix.content, at.activities[i]);
    await measured(
      "answer",
      api("POST", `/attempts/${at.attempt_id}/answers`, { activity_id: a.id, answer }),
    );
  }
  await measured("finish", api("POST", `/attempts/${at.attempt_id}/finish`));
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const fmt = (x: number) => (Number.isNaN(x) ? "–" : Number.isInteger(x) ? String(x) : x.toFixed(1));

async function measure(logFile: string | null): Promise<Counts> {
  const t = await makeTestApp(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  try {
    const counts = Object.fromEntries(CALLS.map((c) => [c, { log: [], driver: [] }])) as unknown as Counts;
    await play(t, logFile, null); // warm-up: caches, prepared statements
    for (let r = 0; r < ROUNDS; r++) await play(t, logFile, counts);
    return counts;
  } finally {
    await t.close();
  }
}

/** One dialect per process (the dialect is chosen once, at start: decision 0012): this script again. */
async function child(env: Record<string, string>): Promise<Counts> {
  const p = Bun.spawn([process.execPath, import.meta.path], {
    env: { ...(process.env as Record<string, string>), LOG_LEVEL: "silent", ...env, COUNT_CHILD: "1" },
    stdout: "pipe",
    stderr: "inherit",
  });
  const out = await new Response(p.stdout).text();
  if ((await p.exited) !== 0) throw new Error(`counting failed:\n${out}`);
  const lines = out.trim().split("\n");
  if (lines.length > 1) console.log(lines.slice(0, -1).join("\n"));
  return JSON.parse(lines.at(-1)!);
}

if (process.env.COUNT_CHILD) {
  console.log(JSON.stringify(await measure(process.env.COUNT_LOG || null)));
  process.exit(0);
}

let cluster: Cluster | null = null;
let failed = false;
try {
  const { DATABASE_URL: _, ...noDb } = process.env as Record<string, string>;
  process.env = noDb;
  const sqlite = await child({});
  console.log(`lesson ${LESSON}, ${ROUNDS} plays; statements per call:`);
  console.log("SQLite (at the driver)");
  for (const c of CALLS) console.log(`  ${c.padEnd(6)} ${fmt(mean(sqlite[c].driver))}`);

  cluster = startCluster("mh-count-");
  const admin = postgres(cluster.adminUrl, { max: 1, onnotice: () => {} });
  await admin`alter system set log_statement = 'all'`;
  await admin`select pg_reload_conf()`;
  await admin`create database count_answers`;
  await admin.end();
  const url = Object.assign(new URL(cluster.adminUrl), { pathname: "/count_answers" }).toString();
  const logFile = join(cluster.dir, "log");
  appendFileSync(logFile, ""); // exists
  const pg = await child({ DATABASE_URL: url, COUNT_LOG: logFile });
  console.log("PostgreSQL (its statement log, log_statement=all; the driver's count beside it)");
  for (const c of CALLS) {
    const log = mean(pg[c].log);
    const driver = mean(pg[c].driver);
    if (log !== driver) failed = true;
    console.log(
      `  ${c.padEnd(6)} before ${fmt(BEFORE[c]).padStart(4)}  now ${fmt(log).padStart(4)}  (driver ${fmt(driver)}${log !== driver ? ": DISAGREES" : ""})`,
    );
  }
  console.log(`\nstatements per answer: before ${fmt(BEFORE.answer)} after ${fmt(mean(pg.answer.log))}`);
} catch (e) {
  failed = true;
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
} finally {
  cluster?.remove();
}
process.exit(failed ? 1 : 0);
