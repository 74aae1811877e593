// Moves a school's SQLite data into PostgreSQL (for `cli db:copy --from sqlite:FILE --to postgres://…`).
// The source is only read. The target is migrated, must be empty, and receives every row of every table in
// one transaction, ids kept, in foreign-key order; then each table's row count is checked against the source
// and the id sequences are moved past the copied ids. Anything wrong rolls the whole copy back.
import { Database } from "bun:sqlite";
import { eq, getTableName, sql, type Column } from "drizzle-orm";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { getTableConfig as pgConfig, PgTable } from "drizzle-orm/pg-core";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { handleOf, transact, type Db } from "./client";
import { migrate } from "./migrate";
import { sqliteMigrations } from "./migrations.generated";
import * as pgSchema from "./schema.pg";
import * as liteSchema from "./schema.sqlite";

export class CopyError extends Error {}

export type CopiedTable = { table: string; rows: number };

type Pair = { name: string; lite: SQLiteTable; pg: PgTable };
type Row = Record<string, unknown>;

/** Copies every table of the SQLite file `file` into the PostgreSQL database `to` (which must be empty). */
export async function copySqliteToPostgres(file: string, to: Db): Promise<CopiedTable[]> {
  if (handleOf(to).dialect !== "postgres")
    throw new CopyError("db:copy writes to PostgreSQL: the target must be a postgres:// database.");
  const raw = new Database(file, { readonly: true, strict: true });
  try {
    checkSourceMigrated(raw, file);
    const source = drizzle(raw);
    await migrate(to);
    const pairs = tablePairs();
    const { order, deferred } = insertionOrder(pairs);
    const counts: CopiedTable[] = [];
    await transact(to, async (tx) => {
      const t = tx as unknown as PgTx;
      for (const p of pairs) {
        const [{ n }] = await t.execute(sql`select count(*)::int as n from ${p.pg}`);
        if (n > 0)
          throw new CopyError(
            `The target database is not empty: ${p.name} has ${n} row(s). db:copy fills a new, empty database.`,
          );
      }
      const later: { pair: Pair; rows: Row[]; columns: string[] }[] = [];
      for (const p of order) {
        const rows = (await source.select().from(p.lite)) as Row[];
        const map = columnMap(p);
        const late = deferred.get(p.name) ?? [];
        const values = rows.map((r) => {
          const out: Row = {};
          for (const [liteKey, pgKey, dbName] of map) out[pgKey] = late.includes(dbName) ? null : r[liteKey];
          return out;
        });
        const width = map.length;
        const chunk = Math.max(1, Math.floor(30_000 / width)); // PostgreSQL takes at most 65,535 parameters a statement
        for (let i = 0; i < values.length; i += chunk)
          await t.insert(p.pg).values(values.slice(i, i + chunk));
        if (late.length) later.push({ pair: p, rows, columns: late });
        counts.push({ table: p.name, rows: rows.length });
      }
      // the references that close a cycle (a child's parent, a pupil's class): set once every row exists
      for (const { pair, rows, columns } of later) await fillDeferred(t, pair, rows, columns);
      for (const c of counts) {
        const [{ n }] = await t.execute(
          sql`select count(*)::int as n from ${tablesByName(pairs, c.table).pg}`,
        );
        if (n !== c.rows)
          throw new CopyError(`Row counts differ for ${c.table}: ${c.rows} in SQLite, ${n} in PostgreSQL.`);
      }
      for (const p of pairs) await resetIdentity(t, p);
    });
    return counts;
  } finally {
    raw.close();
  }
}

// The transaction with what the copy needs beyond Db: raw statements for counts and sequences.
type PgTx = Db & { execute: (q: ReturnType<typeof sql>) => Promise<{ n: number }[]> };

function checkSourceMigrated(raw: Database, file: string): void {
  let applied = 0;
  try {
    applied = (raw.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;
  } catch {
    throw new CopyError(`${file} is not a Marhaba database (no migrations table).`);
  }
  if (applied < sqliteMigrations.length)
    throw new CopyError(
      `${file} lacks ${sqliteMigrations.length - applied} migration(s): start this version of the app on it once (or run cli db:migrate with its DATA_DIR), then copy.`,
    );
  if (applied > sqliteMigrations.length)
    throw new CopyError(
      `${file} comes from a newer version of the app (${applied} migrations, this one knows ${sqliteMigrations.length}).`,
    );
}

function tablePairs(): Pair[] {
  const pgByName = new Map(
    (Object.values(pgSchema) as unknown[])
      .filter((v): v is PgTable => v instanceof PgTable)
      .map((t) => [getTableName(t), t]),
  );
  return (Object.values(liteSchema) as unknown[])
    .filter((v): v is SQLiteTable => v instanceof SQLiteTable)
    .map((lite) => {
      const name = getTableName(lite);
      const pg = pgByName.get(name);
      if (!pg)
        throw new CopyError(
          `table ${name} has no PostgreSQL twin (tests/unit/schema-drift.test.ts should have said so)`,
        );
      return { name, lite, pg };
    });
}

const tablesByName = (pairs: Pair[], name: string) => pairs.find((p) => p.name === name) as Pair;

/** [SQLite property, PostgreSQL property, column name] for every column, matched by column name. */
function columnMap(p: Pair): [string, string, string][] {
  const pgKeys = new Map(
    Object.entries(p.pg)
      .filter(([, c]) => isColumn(c))
      .map(([key, c]) => [(c as Column).name, key]),
  );
  return Object.entries(p.lite)
    .filter(([, c]) => isColumn(c))
    .map(([key, c]) => {
      const name = (c as Column).name;
      const pgKey = pgKeys.get(name);
      if (!pgKey) throw new CopyError(`${p.name}.${name} has no PostgreSQL column`);
      return [key, pgKey, name];
    });
}

function isColumn(c: unknown): boolean {
  return !!c && typeof c === "object" && "columnType" in c && "name" in c;
}

/** Tables in an order where every reference points to a table copied before, except the nullable references
 *  that close a cycle (a child's parent in its own table; users.class_id ↔ classes.teacher_id): those columns
 *  are copied as null and filled in once every row exists. A NOT NULL reference is always respected. */
function insertionOrder(pairs: Pair[]): { order: Pair[]; deferred: Map<string, string[]> } {
  type Ref = { to: string; columns: Column[]; required: boolean };
  const refs = new Map<string, Ref[]>(
    pairs.map((p) => [
      p.name,
      pgConfig(p.pg).foreignKeys.map((fk) => {
        const r = fk.reference();
        const columns = r.columns as Column[];
        return { to: getTableName(r.foreignTable), columns, required: columns.some((c) => c.notNull) };
      }),
    ]),
  );
  // whether `from` reaches `to` through NOT NULL references only (then `to` must be copied first)
  const needs = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    seen.add(from);
    return (refs.get(from) ?? []).some(
      (r) => r.required && r.to !== from && !seen.has(r.to) && needs(r.to, to, seen),
    );
  };
  const order: Pair[] = [];
  const deferred = new Map<string, string[]>();
  const done = new Set<string>();
  const stack: string[] = [];
  const defer = (name: string, ref: Ref) =>
    deferred.set(name, [...(deferred.get(name) ?? []), ...ref.columns.map((c) => c.name)]);
  const visit = (name: string) => {
    stack.push(name);
    for (const ref of refs.get(name) ?? []) {
      if (done.has(ref.to)) continue;
      if (ref.to === name || stack.includes(ref.to) || stack.some((s) => needs(ref.to, s))) {
        if (ref.required)
          throw new CopyError(`${name} → ${ref.to}: a cycle of NOT NULL references cannot be copied`);
        defer(name, ref);
      } else visit(ref.to);
    }
    stack.pop();
    done.add(name);
    order.push(tablesByName(pairs, name));
  };
  for (const p of pairs) if (!done.has(p.name)) visit(p.name);
  return { order, deferred };
}

async function fillDeferred(t: PgTx, p: Pair, rows: Row[], columns: string[]): Promise<void> {
  const map = columnMap(p);
  const pk = pgConfig(p.pg).columns.find((c) => c.primary);
  if (!pk) throw new CopyError(`${p.name} has no single-column primary key to fill ${columns.join(", ")} by`);
  const pkLite = map.find(([, , n]) => n === pk.name)?.[0] as string;
  for (const r of rows) {
    const set: Row = {};
    for (const [liteKey, pgKey, name] of map)
      if (columns.includes(name) && r[liteKey] !== null && r[liteKey] !== undefined) set[pgKey] = r[liteKey];
    if (Object.keys(set).length) await t.update(p.pg).set(set).where(eq(pk, r[pkLite]));
  }
}

/** Moves an identity column's sequence past the copied ids, so the next insert does not collide. */
async function resetIdentity(t: PgTx, p: Pair): Promise<void> {
  const id = pgConfig(p.pg).columns.find(
    (c) => (c as unknown as { generatedIdentity?: unknown }).generatedIdentity,
  );
  if (!id) return;
  const table = getTableName(p.pg);
  await t.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${id.name}), coalesce((select max(${sql.identifier(id.name)}) from ${p.pg}), 0) + 1, false)`,
  );
}
