// PostgreSQL's migrations: the committed snapshot has the rules the database enforces (one demo per account,
// usernames unique whatever their case), and instances starting at once migrate once. The last part needs
// a throw-away cluster: PG_TEST_URL, an admin URL scripts/test-all.sh sets for its PostgreSQL pass.
import { afterAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { closeDb, handleOf } from "../../src/db/client";
import { migrate } from "../../src/db/migrate";
import { pgMigrations } from "../../src/db/migrations.generated";
import { openPostgres } from "../../src/db/pg";

const folder = join(import.meta.dir, "../../migrations/pg/meta");

test("the newest PostgreSQL snapshot has the partial unique index (one demo per user) and the lower(username) unique index", () => {
  const newest = readdirSync(folder)
    .filter((f) => f.endsWith("_snapshot.json"))
    .sort()
    .at(-1) as string;
  const snap = JSON.parse(readFileSync(join(folder, newest), "utf8"));
  const demo = snap.tables["public.subscriptions"].indexes.subscriptions_one_demo_per_user;
  expect(demo).toMatchObject({ isUnique: true, where: "type = 'demo'" });
  expect(demo.columns.map((c: { expression: string }) => c.expression)).toEqual(["user_id"]);
  const username = snap.tables["public.users"].indexes.users_username_unique;
  expect(username.isUnique).toBe(true);
  expect(username.columns).toMatchObject([{ expression: 'lower("username")', isExpression: true }]);
});

const adminUrl = process.env.PG_TEST_URL;
if (!adminUrl)
  console.warn(
    "tests/unit/pg-migrate.test.ts: PG_TEST_URL is not set (an admin URL to a throw-away PostgreSQL); its PostgreSQL tests are skipped",
  );

describe.skipIf(!adminUrl)("on a throw-away PostgreSQL (PG_TEST_URL)", () => {
  const admin = adminUrl
    ? postgres(adminUrl, { max: 1, onnotice: () => {} })
    : (undefined as unknown as postgres.Sql);
  const name = `marhaba_b1_migrate_${process.pid}`;
  const url = () => Object.assign(new URL(adminUrl as string), { pathname: `/${name}` }).toString();
  afterAll(async () => {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin.end();
  });

  test("three instances starting at once on an empty database: one migrates, the others find it done; the rules hold", async () => {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin`create database ${admin(name)}`;
    const dbs = [1, 2, 3].map(() => openPostgres(url(), { poolSize: 2 }));
    try {
      const applied = (await Promise.all(dbs.map((db) => migrate(db)))).map((r) => r.applied).sort();
      expect(applied).toEqual([0, 0, pgMigrations.length]);
      expect((await migrate(dbs[0])).applied).toBe(0);
      const sql = postgres(url(), { max: 1, onnotice: () => {} });
      try {
        const [{ n }] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
        expect(n).toBe(pgMigrations.length);
        const [u] =
          await sql`insert into users (email, username, first_name, last_name) values ('a@example.com', 'Amira', 'A', 'H') returning id`;
        await expect(
          sql`insert into users (email, username, first_name, last_name) values ('b@example.com', 'AMIRA', 'B', 'H')`,
        ).rejects.toThrow(/users_username_unique/);
        const demo = (id: number) =>
          sql`insert into subscriptions (user_id, type, start_date, end_date) values (${id}, 'demo', now(), now() + interval '14 days')`;
        await demo(u.id);
        await expect(demo(u.id)).rejects.toThrow(/subscriptions_one_demo_per_user/);
        // a paid plan beside the demo is fine: the index covers demos only
        await sql`insert into subscriptions (user_id, type, start_date, end_date) values (${u.id}, 'paid', now(), now() + interval '1 year')`;
        // the pool keeps its statement timeout after the migrator lifted it on its own connection
        const h = handleOf(dbs[0]);
        if (h.dialect !== "postgres") throw new Error("expected a PostgreSQL handle");
        const [{ statement_timeout }] = await h.client`show statement_timeout`;
        expect(statement_timeout).toBe("10s");
      } finally {
        await sql.end();
      }
    } finally {
      for (const db of dbs) await closeDb(db);
    }
  });
});
