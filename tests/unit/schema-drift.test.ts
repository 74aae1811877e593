// schema.sqlite.ts and schema.pg.ts must describe the same database: one service layer queries either.
// Both are read through drizzle's getTableConfig and reduced to what the two dialects share — tables;
// columns (name, not null, default, primary key, type class); indexes (name, columns or expression,
// unique, where); foreign keys (columns → table.columns, on delete); unique and composite primary keys —
// then compared. A deliberately drifted pair proves the comparison can fail.
import { describe, expect, test } from "bun:test";
import { Column, is, Param, SQL, StringChunk, getTableName, sql, type Table } from "drizzle-orm";
import {
  getTableConfig as pgConfig,
  integer as pgInteger,
  pgTable,
  PgTable,
  text as pgText,
  boolean,
  jsonb,
  index as pgIndex,
  uniqueIndex as pgUniqueIndex,
} from "drizzle-orm/pg-core";
import {
  getTableConfig as liteConfig,
  integer,
  sqliteTable,
  text,
  index,
  uniqueIndex,
  SQLiteTable,
} from "drizzle-orm/sqlite-core";
import * as pg from "../../src/db/schema.pg";
import * as lite from "../../src/db/schema.sqlite";

type Shape = {
  columns: Record<string, { notNull: boolean; hasDefault: boolean; primary: boolean; type: string }>;
  indexes: Record<string, { columns: string[]; unique: boolean; where: string | null }>;
  foreignKeys: string[];
  uniques: string[];
  primaryKeys: string[];
};

/** SQL as text, whatever the dialect: columns by name, whitespace and case normalised. */
function sqlText(x: unknown): string {
  const walk = (c: unknown): string => {
    if (is(c, SQL)) return c.queryChunks.map(walk).join("");
    if (is(c, StringChunk)) return c.value.join("");
    if (is(c, Column)) return `"${c.name}"`;
    if (is(c, Param)) return JSON.stringify(c.value);
    if (typeof c === "string") return c;
    if (c && typeof c === "object" && "name" in c) return `"${String((c as { name: string }).name)}"`; // pg IndexedColumn
    return String(c);
  };
  return walk(x).replace(/\s+/g, " ").trim().toLowerCase();
}

/** The type class of a column, the same word for the two dialects' equivalents (sqlite ↔ pg). */
function typeClass(c: Column): string {
  const enumValues = c.enumValues?.length ? `enum(${c.enumValues.join(",")})` : null;
  switch (c.columnType) {
    case "SQLiteInteger":
    case "PgInteger":
      return "integer";
    case "SQLiteTimestamp": // integer timestamp_ms ↔ timestamp (seconds would lose the milliseconds pg keeps)
      return (c as unknown as { mode: string }).mode === "timestamp_ms"
        ? "timestamp"
        : `sqlite timestamp mode ${(c as unknown as { mode: string }).mode}`;
    case "PgTimestamp":
      return "timestamp";
    case "SQLiteBoolean": // integer boolean ↔ boolean
    case "PgBoolean":
      return "boolean";
    case "SQLiteText":
    case "PgText":
      return enumValues ?? "text";
    case "SQLiteTextJson": // text json ↔ jsonb
    case "PgJsonb":
      return "json";
    default:
      return `other: ${c.columnType}`;
  }
}

function shapeOf(cfg: ReturnType<typeof liteConfig> | ReturnType<typeof pgConfig>): Shape {
  const columns: Shape["columns"] = {};
  for (const c of cfg.columns as Column[])
    columns[c.name] = {
      notNull: c.notNull,
      hasDefault: c.hasDefault,
      primary: c.primary,
      type: typeClass(c),
    };
  const indexes: Shape["indexes"] = {};
  for (const i of cfg.indexes) {
    const ic = i.config as { name: string; columns: unknown[]; unique: boolean; where?: SQL };
    indexes[ic.name] = {
      columns: ic.columns.map(sqlText),
      unique: ic.unique,
      where: ic.where ? sqlText(ic.where) : null,
    };
  }
  const foreignKeys = cfg.foreignKeys
    .map((fk) => {
      const r = fk.reference();
      const cols = (r.columns as Column[]).map((c) => c.name).join(",");
      const to = `${getTableName(r.foreignTable as Table)}.${(r.foreignColumns as Column[]).map((c) => c.name).join(",")}`;
      return `${cols} → ${to} on delete ${fk.onDelete ?? "no action"}`;
    })
    .sort();
  const uniques = [
    ...(cfg.columns as Column[]).filter((c) => c.isUnique).map((c) => `${c.uniqueName}: ${c.name}`),
    ...cfg.uniqueConstraints.map(
      (u) => `${u.getName()}: ${(u.columns as Column[]).map((c) => c.name).join(",")}`,
    ),
  ].sort();
  const primaryKeys = cfg.primaryKeys.map((k) => (k.columns as Column[]).map((c) => c.name).join(",")).sort();
  return { columns, indexes, foreignKeys, uniques, primaryKeys };
}

const sqliteTables = (mod: Record<string, unknown>) =>
  Object.values(mod).filter((v): v is SQLiteTable => is(v, SQLiteTable));
const pgTables = (mod: Record<string, unknown>) =>
  Object.values(mod).filter((v): v is PgTable => is(v, PgTable));

/** Every difference between the two dialects' tables, as readable lines; [] when they match. */
function drift(liteTables: SQLiteTable[], pgTablesList: PgTable[]): string[] {
  const out: string[] = [];
  const a = new Map(liteTables.map((t) => [getTableName(t), shapeOf(liteConfig(t))]));
  const b = new Map(pgTablesList.map((t) => [getTableName(t), shapeOf(pgConfig(t))]));
  for (const name of a.keys()) if (!b.has(name)) out.push(`table ${name}: only in SQLite`);
  for (const name of b.keys()) if (!a.has(name)) out.push(`table ${name}: only in PostgreSQL`);
  for (const [name, s] of a) {
    const p = b.get(name);
    if (!p) continue;
    for (const col of new Set([...Object.keys(s.columns), ...Object.keys(p.columns)])) {
      const [x, y] = [s.columns[col], p.columns[col]];
      if (!x || !y) out.push(`${name}.${col}: only in ${x ? "SQLite" : "PostgreSQL"}`);
      else
        for (const k of Object.keys(x) as (keyof typeof x)[])
          if (x[k] !== y[k]) out.push(`${name}.${col} ${k}: SQLite ${x[k]}, PostgreSQL ${y[k]}`);
    }
    for (const idx of new Set([...Object.keys(s.indexes), ...Object.keys(p.indexes)])) {
      const [x, y] = [s.indexes[idx], p.indexes[idx]];
      if (!x || !y) out.push(`${name} index ${idx}: only in ${x ? "SQLite" : "PostgreSQL"}`);
      else if (JSON.stringify(x) !== JSON.stringify(y))
        out.push(`${name} index ${idx}: SQLite ${JSON.stringify(x)}, PostgreSQL ${JSON.stringify(y)}`);
    }
    for (const k of ["foreignKeys", "uniques", "primaryKeys"] as const)
      if (JSON.stringify(s[k]) !== JSON.stringify(p[k]))
        out.push(`${name} ${k}: SQLite ${JSON.stringify(s[k])}, PostgreSQL ${JSON.stringify(p[k])}`);
  }
  return out;
}

describe("schema.sqlite.ts and schema.pg.ts", () => {
  test("define the same tables, columns, types, indexes, unique and foreign keys", () => {
    const l = sqliteTables(lite);
    const p = pgTables(pg);
    expect(l.length).toBeGreaterThanOrEqual(26); // the tables are found (each helper adds its own)
    expect(p.map(getTableName).sort()).toEqual(l.map(getTableName).sort());
    expect(drift(l, p)).toEqual([]);
  });

  test("the comparison sees what it should: the rules that matter are in the shapes it compares", () => {
    const users = shapeOf(pgConfig(pg.users));
    expect(users.indexes.users_username_unique).toEqual({
      columns: ['lower("username")'],
      unique: true,
      where: null,
    });
    expect(users.columns.kind.type).toBe("enum(adult,child,pupil)");
    expect(users.foreignKeys).toContain("parent_id → users.id on delete cascade");
    expect(shapeOf(liteConfig(lite.subscriptions)).indexes.subscriptions_one_demo_per_user).toEqual({
      columns: ['"user_id"'],
      unique: true,
      where: "type = 'demo'",
    });
    expect(shapeOf(liteConfig(lite.loginFailures)).primaryKeys).toEqual(["email,address"]);
    expect(shapeOf(liteConfig(lite.auditLog)).columns.before.type).toBe("json");
    expect(shapeOf(liteConfig(lite.users)).columns.created_at).toEqual({
      notNull: true,
      hasDefault: true,
      primary: false,
      type: "timestamp",
    });
  });

  test("fails on a drifted pair: each kind of difference is reported", () => {
    const parent = sqliteTable("parent", { id: integer("id").primaryKey({ autoIncrement: true }) });
    const parentPg = pgTable("parent", { id: pgInteger("id").primaryKey().generatedByDefaultAsIdentity() });
    const liteT = sqliteTable(
      "fixture",
      {
        id: integer("id").primaryKey({ autoIncrement: true }),
        parentId: integer("parent_id").references(() => parent.id, { onDelete: "cascade" }),
        name: text("name").notNull(),
        kind: text("kind", { enum: ["a", "b"] }),
        seenAt: integer("seen_at", { mode: "timestamp_ms" }),
        done: integer("done", { mode: "boolean" }),
        data: text("data", { mode: "json" }),
        onlyHere: text("only_here"),
        code: text("code").unique(),
      },
      (t) => [
        uniqueIndex("fixture_one_a").on(t.parentId).where(sql`kind = 'a'`),
        index("fixture_name").on(t.name),
      ],
    );
    const pgT = pgTable(
      "fixture",
      {
        id: pgInteger("id").primaryKey().generatedByDefaultAsIdentity(),
        parentId: pgInteger("parent_id").references(() => parentPg.id, { onDelete: "set null" }),
        name: pgText("name"), // nullable here
        kind: pgText("kind", { enum: ["a", "c"] }),
        seenAt: pgText("seen_at"), // text, not a timestamp
        done: boolean("done").default(false),
        data: jsonb("data"),
        code: pgText("code"), // not unique here
      },
      (t) => [
        pgUniqueIndex("fixture_one_a").on(t.parentId).where(sql`kind = 'b'`),
        pgIndex("fixture_name").on(sql`lower(${t.name})`),
      ],
    );
    const found = drift([parent, liteT], [parentPg, pgT]);
    expect(found).toEqual(
      expect.arrayContaining([
        "fixture.name notNull: SQLite true, PostgreSQL false",
        "fixture.kind type: SQLite enum(a,b), PostgreSQL enum(a,c)",
        "fixture.seen_at type: SQLite timestamp, PostgreSQL text",
        "fixture.done hasDefault: SQLite false, PostgreSQL true",
        "fixture.only_here: only in SQLite",
      ]),
    );
    expect(
      found.some(
        (l) =>
          l.startsWith("fixture index fixture_one_a:") &&
          l.includes("kind = 'a'") &&
          l.includes("kind = 'b'"),
      ),
    ).toBe(true);
    expect(found.some((l) => l.startsWith("fixture index fixture_name:") && l.includes("lower"))).toBe(true);
    expect(
      found.some(
        (l) => l.startsWith("fixture foreignKeys:") && l.includes("cascade") && l.includes("set null"),
      ),
    ).toBe(true);
    expect(found.some((l) => l.startsWith("fixture uniques:") && l.includes("fixture_code_unique"))).toBe(
      true,
    );
    expect(found.some((l) => l.includes("data"))).toBe(false); // text json ↔ jsonb is the same class
    expect(drift([parent], [parentPg, pgT])).toEqual(["table fixture: only in PostgreSQL"]);
  });
});
