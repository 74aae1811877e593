// Applies the migrations embedded in the build (see scripts/gen-migrations.ts) through
// drizzle's own migrator, so the bookkeeping table is the one drizzle-kit expects.
import { createHash } from "node:crypto";
import type { Db } from "./client";
import { migrations } from "./migrations.generated";

export function migrate(db: Db): { applied: number } {
  const before = countApplied(db);
  const metas = migrations.map((m) => ({
    sql: m.sql.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: createHash("sha256").update(m.sql).digest("hex"),
  }));
  // @ts-expect-error dialect and session are drizzle internals used by its own migrator
  db.dialect.migrate(metas, db.session, { migrationsFolder: "(embedded)" });
  return { applied: countApplied(db) - before };
}

function countApplied(db: Db): number {
  try {
    return (db.$client.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;
  } catch {
    return 0;
  }
}
