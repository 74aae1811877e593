// A lost database answers 503 in the envelope and the app recovers by itself when the database returns:
// postgres.js drops dead connections and opens new ones on the next query, no restart. Proven against a
// PostgreSQL cluster of this test's own (scripts/pg-tmp.sh), stopped and started again under a running app.
// Needs PG_TEST_URL (set by scripts/test-all.sh's PostgreSQL pass, which also runs this process on PostgreSQL).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, dirname } from "node:path";
import postgres from "postgres";
import { processDialect } from "../../src/db/dialect";
import { boot } from "../../src/boot";
import { closeDb } from "../../src/db/client";
import { makeTestApp, TEST_ENV, type TestApp } from "../support/app";

const root = join(import.meta.dir, "../..");
const ready = !!process.env.PG_TEST_URL && processDialect() === "postgres";
if (!process.env.PG_TEST_URL)
  console.warn("tests/unit/pg-outage.test.ts: skipped — PG_TEST_URL is not set (an admin URL to a throw-away PostgreSQL; scripts/test-all.sh sets it for its PostgreSQL pass)");
else if (!ready) console.warn("tests/unit/pg-outage.test.ts: skipped — this process runs on SQLite (start it with DATABASE_URL=postgres://…)");

/** Runs a shell command as the cluster's owner (PostgreSQL refuses root: its files belong to `postgres`). */
function asOwner(cmd: string): void {
  const argv = process.getuid?.() === 0 ? ["su", "postgres", "-s", "/bin/sh", "-c", cmd] : ["sh", "-c", cmd];
  const r = Bun.spawnSync(argv, { stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`${cmd}: ${r.stderr.toString()}`);
}

describe.skipIf(!ready)("PostgreSQL stopped and started under a running app", () => {
  let dir = "";
  let t: TestApp;
  let startCmd = "";

  beforeAll(async () => {
    dir = mkdtempSync("/tmp/mh-outage-"); // short: the socket's path must fit in 107 bytes
    const started = Bun.spawnSync(["bash", join(root, "scripts/pg-tmp.sh"), "start", dir], { stdout: "pipe", stderr: "pipe" });
    if (started.exitCode !== 0) throw new Error(`pg-tmp.sh start: ${started.stderr.toString()}`);
    const admin = started.stdout.toString().trim();
    // how to start it again exactly as it runs now: postmaster.opts holds the server's command line
    const [bin, ...args] = readFileSync(join(dir, "data/postmaster.opts"), "utf8").trim().split(" ");
    startCmd = `'${dirname(bin)}/pg_ctl' -D '${dir}/data' -o '${args.join(" ")}' -l '${dir}/log' -w -t 30 start >/dev/null`;
    const sql = postgres(admin, { max: 1, onnotice: () => {} });
    await sql`create database marhaba`;
    await sql.end();
    t = await makeTestApp({ DATABASE_URL: Object.assign(new URL(admin), { pathname: "/marhaba" }).toString() });
  }, 60_000);

  afterAll(async () => {
    await t?.close().catch(() => {});
    if (!dir) return;
    Bun.spawnSync(["bash", join(root, "scripts/pg-tmp.sh"), "stop", dir]);
    if (!existsSync(join(dir, "data/postmaster.pid"))) rmSync(dir, { recursive: true, force: true }); // a start that failed early
  });

  const stop = async () => {
    const pid = Number(readFileSync(join(dir, "data/postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(pid, "SIGINT"); // fast shutdown: open sessions are told 57P01 and closed
    for (let i = 0; i < 100 && existsSync(join(dir, "data/postmaster.pid")); i++) await Bun.sleep(50);
    expect(existsSync(join(dir, "data/postmaster.pid"))).toBe(false);
  };
  const signIn = () => t.call("POST", "/api/v1/auth/login", { body: { email: "nobody@example.com", password: "not-the-password" } });

  test("up: health ok, a sign-in reaches the database", async () => {
    const health = await t.call("GET", "/api/v1/health");
    expect(health.status).toBe(200);
    expect(health.body.database).toBe("ok");
    expect((await signIn()).status).toBe(401);
  });

  test("down: health says the database is in error (503), a request answers 503 DATABASE_UNAVAILABLE, never 500", async () => {
    await stop();
    const health = await t.call("GET", "/api/v1/health");
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: "degraded", database: "error" });
    for (let i = 0; i < 3; i++) {
      const r = await signIn();
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ error: { code: "DATABASE_UNAVAILABLE", message: "The service is briefly unavailable. Please try again in a moment." } });
      expect(r.headers.get("retry-after")).toBe("5");
    }
  }, 30_000);

  test("back: the same app, not restarted, answers again", async () => {
    asOwner(startCmd);
    const health = await t.call("GET", "/api/v1/health");
    expect(health.status).toBe(200);
    expect(health.body.database).toBe("ok");
    expect((await signIn()).status).toBe(401);
  }, 30_000);

  test("connections killed by the server (as in a failover) are replaced without a failed request", async () => {
    const url = t.deps.config.database.url as string;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const killed = await admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'marhaba' and pid <> pg_backend_pid()`;
      expect(killed.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await Bun.sleep(100); // the pool hears of the closed connections
    expect((await signIn()).status).toBe(401);
    expect((await t.call("GET", "/api/v1/health")).status).toBe(200);
  }, 30_000);

  test("an instance started while the database is down waits for it, then starts", async () => {
    await stop();
    const log: string[] = [];
    const started = boot({ ...TEST_ENV, DATA_DIR: t.dataDir, DATABASE_URL: t.deps.config.database.url as string }, { waitForDatabaseMs: 30_000 }).then(
      (deps) => {
        log.push("booted");
        return deps;
      },
    );
    await Bun.sleep(1000);
    expect(log).toEqual([]); // still waiting
    asOwner(startCmd);
    const deps = await started;
    expect(deps.applied).toBe(0);
    await closeDb(deps.db);
    expect((await signIn()).status).toBe(401);
  }, 40_000);
});

