// The foundation's contracts: health, the error envelope, 404s, pages, sessions and CSRF.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "bun:sqlite";
import type { Sql } from "postgres";
import { handleOf } from "../../src/db/client";
import { processDialect } from "../../src/db/dialect";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe("health", () => {
  test("answers with version and database status", async () => {
    const r = await t.call("GET", "/api/v1/health");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "ok", database: "ok" });
    expect(r.body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("error envelope", () => {
  test("malformed JSON is a 400 in the envelope", async () => {
    const r = await t.call("PUT", "/api/v1/test/clock", {
      raw: '{"offset_ms": ',
      headers: { "content-type": "application/json" },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("MALFORMED_JSON");
    expect(typeof r.body.error.message).toBe("string");
  });
  test("a schema violation is a 422 naming the fields, never echoing values", async () => {
    const r = await t.call("PUT", "/api/v1/test/clock", {
      body: { offset_ms: "soon-secret-value", extra: 1 },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("VALIDATION");
    expect(Object.keys(r.body.error.fields)).toContain("offset_ms");
    expect(r.text).not.toContain("soon-secret-value");
    const wrongType = await t.call("PUT", "/api/v1/test/clock", { raw: "[1,2,3]" });
    expect(wrongType.status).toBe(422);
  });
  test("an unknown API route is a JSON 404, not the HTML 404 page", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const r = await t.call(method, "/api/v1/no/such/route");
      expect(r.status).toBe(404);
      expect(r.headers.get("content-type")).toContain("application/json");
      expect(r.body.error.code).toBe("NOT_FOUND");
    }
  });
  test("oversized bodies are refused with 413", async () => {
    const r = await t.call("POST", "/api/v1/health", {
      raw: "x".repeat(10),
      headers: { "content-length": String(5 * 1024 * 1024) },
    });
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });
  test("an unexpected exception is a 500 with a request id and no stack", async () => {
    // A real failure: a table a signed-in request reads is gone (an outage of the database itself
    // answers 503, see tests/unit/pg-outage.test.ts).
    const broken = await makeTestApp();
    const user = await createTestUser(broken.deps);
    const s = await signIn(broken.deps, user);
    const h = handleOf(broken.deps.db);
    if (h.dialect === "sqlite") h.client.exec("ALTER TABLE users RENAME TO users_gone");
    else await (h.client as Sql).unsafe("ALTER TABLE users RENAME TO users_gone");
    const r = await broken.call("GET", "/api/v1/users/me", { token: s.token });
    await broken.close();
    expect(r.status).toBe(500);
    expect(r.body.error.code).toBe("INTERNAL");
    expect(r.body.error.message).toMatch(/request [0-9a-f]{12}/);
    expect(r.text).not.toContain("at ");
    expect(r.text).not.toContain(".ts");
  });
});

describe("pages", () => {
  test("/ renders on the server with the spec's title and a description", async () => {
    const r = await t.call("GET", "/");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("text/html");
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.text).toContain("<title>Learn Arabic Online - Master the Arabic Language</title>");
    expect(r.text).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(r.text).toContain("__staticRouterHydrationData");
  });
  test("an unknown path is the 404 page with status 404", async () => {
    const r = await t.call("GET", "/this/does/not/exist");
    expect(r.status).toBe(404);
    expect(r.text).toContain("Page Not Found");
    expect(r.text).toContain(
      "The page you are looking for was moved, removed, renamed or might never existed.",
    );
    expect(r.text).toContain('aria-label="Breadcrumb"');
    expect(r.text).toContain('href="/"');
  });
  test("the client bundle is content-hashed and cached for a year; gzip when asked", async () => {
    const page = await t.call("GET", "/");
    const js = page.text.match(/\/assets\/client-[a-z0-9]+\.js/)![0];
    const r = await t.call("GET", js, { headers: { "accept-encoding": "gzip" } });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toContain("immutable");
    expect(r.headers.get("content-encoding")).toBe("gzip");
    const missing = await t.call("GET", "/assets/client-nope.js");
    expect(missing.status).toBe(404);
  });
});

describe("sessions", () => {
  test("GET /users/me needs a session and answers 401 in the envelope", async () => {
    const r = await t.call("GET", "/api/v1/users/me");
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe("UNAUTHORIZED");
  });
  test("a Bearer token and cookies both identify the user", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const a = await t.call("GET", "/api/v1/users/me", { token: s.token });
    expect(a.status).toBe(200);
    expect(a.body.email).toBe(user.email);
    expect(a.body).not.toHaveProperty("password_hash");
    const b = await t.call("GET", "/api/v1/session", { cookie: s.cookie });
    expect(b.body.user.email).toBe(user.email);
  });
  test("a tampered or expired access token is refused", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const [h, p, sig] = s.token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, "base64url").toString()), sub: "999" }),
    ).toString("base64url");
    expect((await t.call("GET", "/api/v1/users/me", { token: `${h}.${forged}.${sig}` })).status).toBe(401);
    t.deps.clock.advance(16 * 60 * 1000);
    expect((await t.call("GET", "/api/v1/users/me", { token: s.token })).status).toBe(401);
    t.deps.clock.offsetMs = 0;
  });
  test("with cookies, an expired access token is renewed from the refresh cookie", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    t.deps.clock.advance(20 * 60 * 1000);
    const r = await t.call("GET", "/api/v1/users/me", { cookie: s.cookie });
    t.deps.clock.offsetMs = 0;
    expect(r.status).toBe(200);
    const set = r.headers.getSetCookie();
    expect(set.some((c) => c.startsWith("mh_at=") && c.includes("HttpOnly"))).toBe(true);
    expect(set.some((c) => c.startsWith("mh_rt=") && c.includes("SameSite=Lax"))).toBe(true);
  });
  test("cookie-authenticated writes without the CSRF header are refused", async () => {
    const user = await createTestUser(t.deps);
    const s = await signIn(t.deps, user);
    const r = await t.call("PUT", "/api/v1/test/clock", {
      cookie: s.cookie,
      body: {},
      headers: { "x-csrf-protection": "" },
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("CSRF");
    const cross = await t.call("PUT", "/api/v1/test/clock", {
      cookie: s.cookie,
      body: {},
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
  });
});

describe("migrations", () => {
  test("the embedded migration lists match the migrations folders (SQLite and PostgreSQL)", () => {
    const root = join(import.meta.dir, "../..");
    const generated = readFileSync(join(root, "src/db/migrations.generated.ts"), "utf8");
    for (const dir of ["sqlite", "pg"]) {
      const journal = JSON.parse(readFileSync(join(root, "migrations", dir, "meta/_journal.json"), "utf8"));
      for (const e of journal.entries) expect(generated).toContain(`migrations/${dir}/${e.tag}.sql`);
      const sqlFiles = readdirSync(join(root, "migrations", dir)).filter((f) => f.endsWith(".sql"));
      expect(sqlFiles.length).toBe(journal.entries.length);
    }
  });
  test.skipIf(processDialect() === "postgres")(
    "the SQLite database runs in WAL mode with foreign keys on",
    () => {
      const sqlite = handleOf(t.deps.db).client as Database;
      expect((sqlite.query("PRAGMA journal_mode").get() as any).journal_mode).toBe("wal");
      expect((sqlite.query("PRAGMA foreign_keys").get() as any).foreign_keys).toBe(1);
      expect(existsSync(join(t.dataDir, "marhaba.sqlite"))).toBe(true);
    },
  );
});
