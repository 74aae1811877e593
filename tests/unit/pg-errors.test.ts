// Which errors mean "the database is out of reach for now" (503 DATABASE_UNAVAILABLE, src/app.ts) and which
// stay what they are: a refused SMTP or Stripe connection is not a database outage, a constraint is not either.
import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { DrizzleQueryError } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, isDatabaseUnavailable, openSqlite, ping } from "../../src/db/client";

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
const query = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

test("lost or refused PostgreSQL connections are outages, wrapped by drizzle or not", () => {
  for (const code of ["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT"]) {
    expect(isDatabaseUnavailable(coded(code))).toBe(true);
    expect(isDatabaseUnavailable(query(coded(code)))).toBe(true);
  }
  // SQLSTATE class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 starting up
  for (const code of ["08000", "08003", "08006", "08001", "57P01", "57P02", "57P03"])
    expect(isDatabaseUnavailable(query(coded(code)))).toBe(true);
  expect(isDatabaseUnavailable(query(coded("ECONNREFUSED")))).toBe(true);
  expect(isDatabaseUnavailable(query(coded("ECONNRESET")))).toBe(true);
});

test("other errors are not: constraints, timeouts of a statement, a refused mail server, SQLite's own", () => {
  expect(isDatabaseUnavailable(query(coded("23505", "duplicate key value violates unique constraint")))).toBe(
    false,
  );
  expect(isDatabaseUnavailable(query(coded("57014", "canceling statement due to statement timeout")))).toBe(
    false,
  );
  expect(isDatabaseUnavailable(coded("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:587"))).toBe(false); // SMTP, not us
  expect(isDatabaseUnavailable(new Error("plain"))).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
  expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  const sqlite = new Database(":memory:");
  let err: unknown;
  try {
    sqlite.query("select * from missing").all();
  } catch (e) {
    err = e;
  }
  expect(isDatabaseUnavailable(query(err))).toBe(false);
});

test("ping answers true on a working SQLite database and false once it is closed", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mh-ping-"));
  try {
    const db = openSqlite(join(dir, "x.sqlite"));
    expect(await ping(db)).toBe(true);
    await closeDb(db);
    expect(await ping(db)).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
