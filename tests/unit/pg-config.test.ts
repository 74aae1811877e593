// DATABASE_URL's configuration: PostgreSQL needs a shared JWT secret, a pool size and a statement timeout,
// and a process refuses a database of the other dialect than the one its tables were chosen for.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boot } from "../../src/boot";
import { ConfigError, loadConfig } from "../../src/config";
import { processDialect } from "../../src/db/dialect";

const dataDir = mkdtempSync(join(tmpdir(), "mh-pgconfig-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const URL = "postgres://app@db.internal:5432/marhaba";
const SECRET = "s".repeat(40);

test("without DATABASE_URL: SQLite under DATA_DIR, as before", () => {
  const c = loadConfig({ DATA_DIR: dataDir });
  expect(c.database).toEqual({ dialect: "sqlite", url: undefined, poolSize: 10, statementTimeoutMs: 10_000 });
  expect(c.dbFile).toBe(join(dataDir, "marhaba.sqlite"));
});

test("DATABASE_URL=postgres://… takes the pool size and statement timeout, with defaults", () => {
  expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: URL, JWT_SECRET: SECRET }).database).toEqual({
    dialect: "postgres",
    url: URL,
    poolSize: 10,
    statementTimeoutMs: 10_000,
  });
  const c = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: "postgresql://h/db",
    JWT_SECRET: SECRET,
    DATABASE_POOL_SIZE: "25",
    DATABASE_STATEMENT_TIMEOUT_MS: "3000",
  });
  expect(c.database).toMatchObject({ dialect: "postgres", poolSize: 25, statementTimeoutMs: 3000 });
  expect(c.jwtSecret).toBe(SECRET);
});

test("DATABASE_URL without JWT_SECRET is refused: every instance must sign with the same secret", () => {
  expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: URL })).toThrow(ConfigError);
  expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: URL })).toThrow(
    /JWT_SECRET is required with DATABASE_URL.*share one secret/,
  );
});

test("a DATABASE_URL that is not PostgreSQL, or a pool of 0, is refused with its name", () => {
  expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "mysql://h/db", JWT_SECRET: SECRET })).toThrow(
    /DATABASE_URL must be a postgres:\/\//,
  );
  expect(() =>
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: URL, JWT_SECRET: SECRET, DATABASE_POOL_SIZE: "0" }),
  ).toThrow(/DATABASE_POOL_SIZE/);
});

test("boot refuses a configuration whose database is not the one this process's tables were chosen for", async () => {
  const other = processDialect() === "postgres" ? { DATABASE_URL: "" } : { DATABASE_URL: URL };
  await expect(
    boot({ DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: "silent", ...other }),
  ).rejects.toThrow(/this process was started/i);
});

test.skipIf(processDialect() !== "postgres")(
  "a PostgreSQL that never answers: boot gives up after its wait, naming the address and the reason",
  async () => {
    const start = Date.now();
    await expect(
      boot(
        {
          DATA_DIR: dataDir,
          JWT_SECRET: SECRET,
          LOG_LEVEL: "silent",
          DATABASE_URL: "postgres://app:pw@127.0.0.1:1/marhaba",
        },
        { waitForDatabaseMs: 1500 },
      ),
    ).rejects.toThrow(
      "The database at 127.0.0.1:1 did not answer within 2 s (ECONNREFUSED): is PostgreSQL running, and DATABASE_URL right?",
    );
    expect(Date.now() - start).toBeGreaterThan(700);
  },
);
