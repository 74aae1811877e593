// Issue #12: a signed-in request does each thing once. A page's loaders share the page's session (one
// token check, one read of the account and of the live session); a verified token is remembered, but
// signing out or its expiry still ends it at once; SQLite runs the app's LIMIT queries without
// re-compiling them. Statements are counted at the driver (bun:sqlite's Statement), on SQLite only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { dialectOfDb } from "../../src/db/client";
import { parametersAsExpressions } from "../../src/db/sqliteStatements";
import { users } from "../../src/db/schema";
import { desc, eq } from "drizzle-orm";

// Every statement this file's apps run, by SQL text: bun:sqlite's `query` (which the app's statement cache
// calls) is wrapped while this file runs, before its app opens the database.
const seen: string[] = [];
let counting = false;
const wrapped = new WeakSet<object>();
const originalQuery = Database.prototype.query;

let t: TestApp;
beforeAll(async () => {
  Database.prototype.query = function (this: Database, sql: string) {
    const st = originalQuery.call(this, sql) as unknown as Record<string, (...a: unknown[]) => unknown>;
    if (!wrapped.has(st)) {
      wrapped.add(st);
      for (const m of ["all", "get", "values", "run"]) {
        const run = st[m];
        st[m] = (...a: unknown[]) => {
          if (counting) seen.push(sql);
          return run.apply(st, a);
        };
      }
    }
    return st;
  } as unknown as typeof Database.prototype.query;
  t = await makeTestApp();
});
afterAll(async () => {
  Database.prototype.query = originalQuery;
  await t.close();
});

async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  seen.length = 0;
  counting = true;
  try {
    await work();
  } finally {
    counting = false;
  }
  return [...seen];
}

describe("a signed-in page does each thing once", () => {
  test.skipIf(process.env.DATABASE_URL?.startsWith("postgres") ?? false)(
    "the dashboard reads the account and the live session once, whatever its loaders ask",
    async () => {
      expect(dialectOfDb(t.deps.db)).toBe("sqlite");
      const user = await createTestUser(t.deps);
      const s = await signIn(t.deps, user);
      expect(
        (await t.call("POST", "/api/v1/subscriptions/demo", { cookie: s.cookie, body: {} })).status,
      ).toBe(201);
      const page = async () => {
        const res = await t.app.handle(
          new Request("http://localhost/dashboard", { headers: { cookie: s.cookie } }),
        );
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(user.email);
      };
      await page(); // warm: statements compiled once
      const ran = await statementsDuring(page);
      const accountReads = ran.filter((q) => /from "users".* where "users"\."id" = \+?\?/.test(q));
      const sessionChecks = ran.filter((q) => /from "refresh_tokens"/.test(q));
      // three loaders (session, site, certificates) ask the API; the account and the session are read once
      expect(accountReads).toHaveLength(1);
      expect(sessionChecks).toHaveLength(1);
    },
  );
});

describe("a verified access token is remembered, not trusted", () => {
  test("signing out ends a token that was already verified", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    expect((await t.call("GET", "/api/v1/subscriptions/status", { token: s.token })).status).toBe(200);
    expect((await t.call("POST", "/api/v1/auth/logout", { token: s.token, body: {} })).status).toBe(200);
    const after = await t.call("GET", "/api/v1/subscriptions/status", { token: s.token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("UNAUTHORIZED");
  });

  test("a remembered token still expires on time (15 minutes)", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    expect((await t.call("GET", "/api/v1/subscriptions/status", { token: s.token })).status).toBe(200);
    t.deps.clock.advance(14 * 60_000);
    expect((await t.call("GET", "/api/v1/subscriptions/status", { token: s.token })).status).toBe(200);
    t.deps.clock.advance(61_000);
    expect((await t.call("GET", "/api/v1/subscriptions/status", { token: s.token })).status).toBe(401);
  });

  test("a tampered copy of a remembered token is refused", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    expect((await t.call("GET", "/api/v1/subscriptions/status", { token: s.token })).status).toBe(200);
    const [h, p, sig] = s.token.split(".");
    const flipped = sig.slice(0, -2) + (sig.at(-2) === "A" ? "B" : "A") + sig.at(-1);
    expect(
      (await t.call("GET", "/api/v1/subscriptions/status", { token: `${h}.${p}.${flipped}` })).status,
    ).toBe(401);
  });
});

describe("parameters as expressions (SQLite compiles such statements once)", () => {
  test("every bound parameter outside quotes becomes +?, nothing else changes", () => {
    expect(
      parametersAsExpressions('select "id" from "users" where "users"."id" = ? order by "id" limit ?'),
    ).toBe('select "id" from "users" where "users"."id" = +? order by "id" limit +?');
    expect(parametersAsExpressions("insert into t (a, b) values (?, ?)")).toBe(
      "insert into t (a, b) values (+?, +?)",
    );
    expect(parametersAsExpressions("select '?' as q, \"a?\" from t where x = ?")).toBe(
      "select '?' as q, \"a?\" from t where x = +?",
    );
    expect(parametersAsExpressions("select 'it''s ?' where x = ?")).toBe("select 'it''s ?' where x = +?");
    expect(parametersAsExpressions("select 1 limit ?1")).toBe("select 1 limit ?1");
    expect(parametersAsExpressions("select 1 limit +?")).toBe("select 1 limit +?");
    expect(parametersAsExpressions("VACUUM INTO ?")).toBe("VACUUM INTO ?");
  });

  test("a text stays text and a number a number: the same rows come back", async () => {
    const kid = await createTestUser(t.deps, { firstName: "Zaid" });
    const byName = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.firstName, "Zaid"))
      .orderBy(desc(users.id));
    expect(byName.map((r) => r.id)).toContain(kid.id);
    const asText = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, kid.email))
      .orderBy(desc(users.id))
      .limit(1);
    expect(asText).toEqual([{ id: kid.id }]);
  });

  test("pages of rows come back the same: limit and offset still mean what they say", async () => {
    for (let i = 0; i < 5; i++) await createTestUser(t.deps);
    const all = await t.deps.db.select({ id: users.id }).from(users).orderBy(desc(users.id));
    const page = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .orderBy(desc(users.id))
      .limit(2)
      .offset(1);
    expect(page.map((r) => r.id)).toEqual(all.slice(1, 3).map((r) => r.id));
    const none = await t.deps.db.select({ id: users.id }).from(users).limit(0);
    expect(none).toHaveLength(0);
  });
});
