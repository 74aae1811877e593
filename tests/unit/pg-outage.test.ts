// A lost database answers 503 in the envelope and the app recovers by itself when the database returns:
// postgres.js drops dead connections and opens new ones on the next query, no restart. Proven against a
// PostgreSQL cluster of this test's own (scripts/pg-tmp.sh), stopped and started again under a running app.
// Needs PG_TEST_URL (set by scripts/test-all.sh's PostgreSQL pass, which also runs this process on PostgreSQL).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { processDialect } from "../../src/db/dialect";
import { boot } from "../../src/boot";
import { closeDb } from "../../src/db/client";
import { makeTestApp, TEST_ENV, type TestApp } from "../support/app";
import { startCluster, type Cluster } from "../support/pg-cluster";

const ready = !!process.env.PG_TEST_URL && processDialect() === "postgres";
if (!process.env.PG_TEST_URL)
  console.warn(
    "tests/unit/pg-outage.test.ts: skipped — PG_TEST_URL is not set (an admin URL to a throw-away PostgreSQL; scripts/test-all.sh sets it for its PostgreSQL pass)",
  );
else if (!ready)
  console.warn(
    "tests/unit/pg-outage.test.ts: skipped — this process runs on SQLite (start it with DATABASE_URL=postgres://…)",
  );

describe.skipIf(!ready)("PostgreSQL stopped and started under a running app", () => {
  let cluster: Cluster | undefined;
  let t: TestApp;

  beforeAll(async () => {
    cluster = startCluster("mh-outage-");
    const sql = postgres(cluster.adminUrl, { max: 1, onnotice: () => {} });
    await sql`create database marhaba`;
    await sql.end();
    t = await makeTestApp({
      DATABASE_URL: Object.assign(new URL(cluster.adminUrl), { pathname: "/marhaba" }).toString(),
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close().catch(() => {});
    cluster?.remove();
  });

  const stop = () => (cluster as Cluster).stop();
  const start = () => (cluster as Cluster).start();
  const signIn = () =>
    t.call("POST", "/api/v1/auth/login", {
      body: { email: "nobody@example.com", password: "not-the-password" },
    });

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
      expect(r.body).toEqual({
        error: {
          code: "DATABASE_UNAVAILABLE",
          message: "The service is briefly unavailable. Please try again in a moment.",
        },
      });
      expect(r.headers.get("retry-after")).toBe("5");
    }
  }, 30_000);

  test("back: the same app, not restarted, answers again", async () => {
    start();
    const health = await t.call("GET", "/api/v1/health");
    expect(health.status).toBe(200);
    expect(health.body.database).toBe("ok");
    expect((await signIn()).status).toBe(401);
  }, 30_000);

  test("connections killed by the server (as in a failover) are replaced: at worst a 503 to try again, never a 500", async () => {
    const url = t.deps.config.database.url as string;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const killed =
        await admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'marhaba' and pid <> pg_backend_pid()`;
      expect(killed.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // A connection the pool has not yet heard is closed may fail its next query: that request answers 503
    // (try again), never 500, and the pool opens a new connection for the next one.
    const statuses: number[] = [];
    for (let i = 0; i < 10 && statuses.at(-1) !== 401; i++) statuses.push((await signIn()).status);
    expect(statuses.at(-1)).toBe(401);
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    expect((await t.call("GET", "/api/v1/health")).status).toBe(200);
  }, 30_000);

  test("an instance started while the database is down waits for it, then starts", async () => {
    await stop();
    const log: string[] = [];
    const started = boot(
      { ...TEST_ENV, DATA_DIR: t.dataDir, DATABASE_URL: t.deps.config.database.url as string },
      { waitForDatabaseMs: 30_000 },
    ).then((deps) => {
      log.push("booted");
      return deps;
    });
    await Bun.sleep(1000);
    expect(log).toEqual([]); // still waiting
    start();
    const deps = await started;
    expect(deps.applied).toBe(0);
    await closeDb(deps.db);
    expect((await signIn()).status).toBe(401);
  }, 40_000);
});
