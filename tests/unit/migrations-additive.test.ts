// Rolling deploys (#17): while a new instance migrates, older instances keep serving on the same database,
// so a migration may only add (tables, nullable or defaulted columns, indexes). A change that drops,
// renames or retypes needs two releases (add → move readers → remove) and an entry in the allow-list below
// with the reason. SQLite's 0006 rebuilt `users` before PostgreSQL existed (schools run one container).
import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "../..");
const DESTRUCTIVE =
  /\b(DROP\s+(TABLE|COLUMN|INDEX)|RENAME\s+(TO|COLUMN)|ALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE|ALTER\s+COLUMN\s+\S+\s+SET\s+NOT\s+NULL)/i;
// A new NOT NULL column without a default: an older instance's inserts (which do not name it) would fail.
const REQUIRED_COLUMN = (s: string) =>
  /\bALTER\s+TABLE\b[^;]*\bADD\b/i.test(s) && /\bNOT\s+NULL\b/i.test(s) && !/\bDEFAULT\b/i.test(s);
// A single-instance SQLite history from before issue #17: 0006 made users.email nullable (a table rebuild).
const ALLOWED = new Set(["sqlite/0006_jazzy_spectrum.sql"]);

function destructiveStatements(sql: string): string[] {
  return sql
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => DESTRUCTIVE.test(s) || REQUIRED_COLUMN(s));
}

for (const dialect of ["sqlite", "pg"]) {
  test(`${dialect}: every migration after the first only adds`, () => {
    const files = readdirSync(join(ROOT, "migrations", dialect))
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .slice(1);
    const found = files
      .filter((f) => !ALLOWED.has(`${dialect}/${f}`))
      .flatMap((f) =>
        destructiveStatements(readFileSync(join(ROOT, "migrations", dialect, f), "utf8")).map(
          (s) => `${f}: ${s.slice(0, 80)}`,
        ),
      );
    expect(found).toEqual([]);
  });
}

test("the check finds what an older instance would trip over", () => {
  expect(destructiveStatements('ALTER TABLE "users" DROP COLUMN "avatar";')).toHaveLength(1);
  expect(destructiveStatements('ALTER TABLE "users" RENAME COLUMN "avatar" TO "picture";')).toHaveLength(1);
  expect(
    destructiveStatements('ALTER TABLE "outbox" ALTER COLUMN "attempts" SET DATA TYPE bigint;'),
  ).toHaveLength(1);
  expect(destructiveStatements('ALTER TABLE "outbox" ADD COLUMN "lane" text NOT NULL;')).toHaveLength(1);
  expect(
    destructiveStatements('ALTER TABLE "outbox" ADD COLUMN "lane" text DEFAULT \'a\' NOT NULL;'),
  ).toHaveLength(0);
  expect(
    destructiveStatements('ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp (3) with time zone;'),
  ).toHaveLength(0);
});
