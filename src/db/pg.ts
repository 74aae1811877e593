// Opens PostgreSQL (DATABASE_URL=postgres://…) through postgres.js: a pool of `poolSize` connections,
// each with a statement_timeout, reconnecting by itself after the database went away (a query on a lost
// connection fails; the next one opens a new connection). Only src/db touches the raw client.
import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import * as pgTables from "./schema.pg";
import { register, type Db } from "./client";

export type PgOptions = { poolSize?: number; statementTimeoutMs?: number; connectTimeoutSeconds?: number };

export function openPostgres(url: string, opts: PgOptions = {}): Db {
  const sql = postgres(url, {
    max: opts.poolSize ?? 10,
    // A database that does not answer fails the request soon (503) instead of queueing it for half a minute.
    connect_timeout: opts.connectTimeoutSeconds ?? 5,
    // Idle connections are closed after a minute, so a quiet instance holds few of the server's connections.
    idle_timeout: 60,
    connection: { application_name: "marhaba", statement_timeout: opts.statementTimeoutMs ?? 10_000 },
    onnotice: () => {}, // "relation already exists, skipping" and the like from migrations
  });
  return register(drizzle(sql, { schema: pgTables }), {
    dialect: "postgres",
    client: sql,
    url,
    close: () => sql.end({ timeout: 5 }),
  });
}
