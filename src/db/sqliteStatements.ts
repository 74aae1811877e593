// How the SQLite connection compiles statements. Two costs found by profiling signed-in pages (#12):
// - drizzle compiles every awaited query anew (`Database.prepare`); bun:sqlite's `query()` keeps the
//   compiled statement per SQL text, and drizzle binds and runs it to completion synchronously, so one
//   compiled statement serves every request.
// - SQLite re-compiles a statement on every run when a bound value may change its plan: a LIMIT, or a
//   WHERE term of a query with ORDER BY (`users.parent_id = ? … order by id` cost 11 µs instead of 0.4).
//   Written `+?`, the parameter is an expression: unary plus is a no-op in SQLite (same value, same type,
//   no affinity, as a bare parameter), and the statement is compiled once.
import type { Database } from "bun:sqlite";

/** Most statements a connection keeps compiled; past this (odd IN-list lengths, say) they are compiled per use. */
export const STATEMENT_CACHE_SIZE = 500;

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** Every positional parameter `?` outside quotes, as `+?`, in a data statement (others unchanged). */
export function parametersAsExpressions(sql: string): string {
  if (!DATA_STATEMENT.test(sql) || !sql.includes("?")) return sql;
  let out = "";
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (quote) {
      if (c === quote) quote = null; // a doubled quote closes and reopens: the same state
    } else if (c === "'" || c === '"' || c === "`") {
      quote = c;
    } else if (c === "?" && !/\d/.test(sql[i + 1] ?? "") && sql[i - 1] !== "+") {
      out += "+";
    }
    out += c;
  }
  return out;
}

/** Who counts a connection's statements (statementCount.ts); empty unless a test or a script listens. */
export const sqliteListeners = new Map<Database, (sql: string) => void>();

export function cacheStatements(sqlite: Database) {
  const compile = sqlite.prepare.bind(sqlite);
  const cached = sqlite.query.bind(sqlite);
  const seen = new Set<string>();
  sqlite.prepare = ((text: string, ...rest: unknown[]) => {
    const sql = parametersAsExpressions(text);
    if (rest.length) return counted(sqlite, sql, compile(sql, ...(rest as [])));
    if (seen.has(sql)) return counted(sqlite, sql, cached(sql));
    if (seen.size >= STATEMENT_CACHE_SIZE) return counted(sqlite, sql, compile(sql));
    seen.add(sql);
    return counted(sqlite, sql, cached(sql));
  }) as Database["prepare"];
}

// Each run of a statement tells the connection's listener, if any: a statement drizzle prepared once
// (src/db/prepared.ts) runs many times without being compiled again.
const wrapped = new WeakSet<object>();
function counted<S extends object>(sqlite: Database, sql: string, st: S): S {
  if (wrapped.has(st)) return st;
  wrapped.add(st);
  const methods = st as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const m of ["all", "get", "values", "run"]) {
    const run = methods[m];
    if (typeof run !== "function") continue;
    methods[m] = function (this: unknown, ...a: unknown[]) {
      if (sqliteListeners.size) sqliteListeners.get(sqlite)?.(sql);
      return run.apply(st, a);
    };
  }
  return st;
}
