// transact/durably on PostgreSQL behave as on SQLite: all or nothing, a nested transact joins the outer
// one (no savepoint: its failure fails the whole), the transaction is a Db of its own (handleOf works), and
// values come back as the services expect them (Date with milliseconds, booleans, JSON). Needs PG_TEST_URL.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { closeDb, dialectOfDb, durably, handleOf, transact, type Db } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { openPostgres } from "../../src/db/pg";
import { auditLog, users } from "../../src/db/schema.pg";

const adminUrl = process.env.PG_TEST_URL;
if (!adminUrl)
  console.warn(
    "tests/unit/pg-transact.test.ts: skipped — PG_TEST_URL is not set (an admin URL to a throw-away PostgreSQL)",
  );

describe.skipIf(!adminUrl)("transactions on PostgreSQL (PG_TEST_URL)", () => {
  const name = `marhaba_b1_tx_${process.pid}`;
  const admin = adminUrl
    ? postgres(adminUrl, { max: 1, onnotice: () => {} })
    : (undefined as unknown as postgres.Sql);
  let db: Db;
  beforeAll(async () => {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin`create database ${admin(name)}`;
    db = openPostgres(Object.assign(new URL(adminUrl as string), { pathname: `/${name}` }).toString(), {
      poolSize: 4,
    });
    await migrate(db);
  });
  afterAll(async () => {
    if (db) await closeDb(db);
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin.end();
  });

  let seq = 0;
  const newUser = (tx: Db) => {
    const n = ++seq;
    return tx
      .insert(users)
      .values({ email: `u${n}@example.com`, username: `u${n}`, firstName: "U", lastName: "V" })
      .returning({ id: users.id });
  };
  const exists = async (id: number) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  test("commits the body's writes together, and none of them when it throws", async () => {
    const [a, b] = await transact(db, async (tx) => [(await newUser(tx))[0], (await newUser(tx))[0]]);
    expect([await exists(a.id), await exists(b.id)]).toEqual([true, true]);
    let lost = 0;
    await expect(
      transact(db, async (tx) => {
        lost = (await newUser(tx))[0].id;
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(lost).toBeGreaterThan(0);
    expect(await exists(lost)).toBe(false);
  });

  test("a nested transact joins the outer transaction, and the transaction is a Db of the same dialect", async () => {
    let inner = 0;
    await expect(
      transact(db, async (tx) => {
        expect(dialectOfDb(tx)).toBe("postgres");
        inner = await transact(tx, async (tx2) => (await newUser(tx2))[0].id);
        throw new Error("outer fails");
      }),
    ).rejects.toThrow("outer fails");
    expect(await exists(inner)).toBe(false);
    // joined, not a savepoint (as on SQLite): what the inner body wrote before failing stays in the outer
    const [outer, innerFailed] = await durably(db, async (tx) => {
      const o = (await newUser(tx))[0].id;
      let i = 0;
      await transact(tx, async (tx2) => {
        i = (await newUser(tx2))[0].id;
        throw new Error("inner fails");
      }).catch(() => {});
      return [o, i];
    });
    expect([await exists(outer), await exists(innerFailed)]).toEqual([true, true]);
  });

  test("parallel transactions each see their own writes and all commit", async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => transact(db, async (tx) => (await newUser(tx))[0].id)),
    );
    expect(new Set(ids).size).toBe(8);
    for (const id of ids) expect(await exists(id)).toBe(true);
  });

  test("dates keep their milliseconds, booleans and JSON come back as written", async () => {
    const when = new Date("2026-11-24T01:02:03.456Z");
    const [row] = await db
      .insert(auditLog)
      .values({
        actorLabel: "cli:test",
        action: "x",
        targetType: "t",
        targetId: "1",
        before: { a: [1, "b"] },
        after: null,
        createdAt: when,
      })
      .returning();
    expect(row.createdAt).toEqual(when);
    expect(row.before).toEqual({ a: [1, "b"] });
    const [u] = await db
      .select({ isActive: users.isActive, createdAt: users.createdAt })
      .from(users)
      .limit(1);
    expect(u.isActive).toBe(true);
    expect(u.createdAt).toBeInstanceOf(Date);
  });

  test("the pool holds at most DATABASE_POOL_SIZE connections, and statement_timeout cancels a runaway query", async () => {
    const url = Object.assign(new URL(adminUrl as string), { pathname: `/${name}` }).toString();
    const small = openPostgres(url, { poolSize: 3, statementTimeoutMs: 1000 });
    try {
      const h = handleOf(small);
      if (h.dialect !== "postgres") throw new Error("expected PostgreSQL");
      // 20 queries at once run on at most 3 server sessions (and more than one: they do run in parallel)
      const rows = await Promise.all(
        Array.from(
          { length: 20 },
          () => h.client<{ pid: number }[]>`select pg_backend_pid() as pid, pg_sleep(0.05)`,
        ),
      );
      const sessions = new Set(rows.map(([r]) => r.pid)).size;
      expect(sessions).toBeGreaterThan(1);
      expect(sessions).toBeLessThanOrEqual(3);
      const started = Date.now();
      await expect(h.client`select pg_sleep(5)`).rejects.toMatchObject({ code: "57014" });
      expect(Date.now() - started).toBeLessThan(4000);
      expect(await small.select({ id: users.id }).from(users).limit(1)).toHaveLength(1); // the connection is fine after
    } finally {
      await closeDb(small);
    }
  });
});
