// Which database this process uses: PostgreSQL when DATABASE_URL is a postgres:// URL, SQLite otherwise.
// Decided once per process (the tables a module imports are the chosen dialect's), so config and
// schema can never disagree: boot refuses a config whose dialect differs from the process's.
export type Dialect = "sqlite" | "postgres";

export function dialectOf(url: string | undefined): Dialect {
  return url && /^postgres(ql)?:\/\//i.test(url) ? "postgres" : "sqlite";
}

export function processDialect(): Dialect {
  return dialectOf(process.env.DATABASE_URL);
}
