// Applies the migrations embedded in the build (see scripts/gen-migrations.ts) through
// drizzle's own migrator, so the bookkeeping table is the one drizzle-kit expects.
import { createHash } from "node:crypto";
import type { Db } from "./client";
import { migrations } from "./migrations.generated";

/** Applies `list` (the embedded migrations; a test passes a prefix to build an older database). */
export async function migrate(db: Db, list = migrations): Promise<{ applied: number }> {
  const before = countApplied(db);
  const metas = list.map((m) => ({
    sql: m.sql.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: createHash("sha256").update(m.sql).digest("hex"),
  }));
  // drizzle runs every migration inside one transaction, where SQLite ignores `PRAGMA foreign_keys`; a
  // migration that rebuilds a table (drop + rename, e.g. 0006 making users.email nullable) would then
  // cascade-delete every row that references it. So foreign keys are off around the migrator and checked
  // after: the 12-step table change SQLite documents.
  db.$client.exec("PRAGMA foreign_keys = OFF;");
  try {
    // @ts-expect-error dialect and session are drizzle internals used by its own migrator
    db.dialect.migrate(metas, db.session, { migrationsFolder: "(embedded)" });
    const broken = db.$client.query("PRAGMA foreign_key_check").all();
    if (broken.length) throw new Error(`migration left ${broken.length} broken reference(s): ${JSON.stringify(broken.slice(0, 3))}`);
  } finally {
    db.$client.exec("PRAGMA foreign_keys = ON;");
  }
  return { applied: countApplied(db) - before };
}

function countApplied(db: Db): number {
  try {
    return (db.$client.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;
  } catch {
    return 0;
  }
}
