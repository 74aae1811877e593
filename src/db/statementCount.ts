// Counts the statements a piece of work sends to the database, at the driver (issue #32 step 5: what an
// answer costs in round trips). PostgreSQL: postgres.js's `debug` hook, set on the pool's options only while
// counting (every statement it sends, BEGIN and COMMIT included: what log_statement=all logs). SQLite: every
// statement drizzle compiles (sqliteStatements.ts) and the BEGIN/COMMIT/ROLLBACK of `transact`. For tests and
// scripts/count-answer-statements.ts; nothing is counted, and nothing costs, when no one listens.
import { handleOf, type Db } from "./client";
import { sqliteListeners } from "./sqliteStatements";

export type StatementLog = {
  /** The SQL text of every statement sent since counting began, in order. */
  readonly texts: string[];
  /** Ends the counting (the texts stay). */
  stop: () => void;
};

type PgOptions = { debug?: unknown };

/** Starts counting the statements sent to `db`'s database (by this process, on any connection). */
export function countStatements(db: Db): StatementLog {
  const texts: string[] = [];
  const h = handleOf(db);
  if (h.dialect === "postgres") {
    const options = (h.client as unknown as { options: PgOptions }).options;
    const before = options.debug;
    options.debug = (_connection: number, text: string) => {
      texts.push(text);
    };
    return {
      texts,
      stop: () => {
        options.debug = before;
      },
    };
  }
  const listener = (text: string) => {
    texts.push(text);
  };
  sqliteListeners.set(h.client, listener);
  return {
    texts,
    stop: () => {
      if (sqliteListeners.get(h.client) === listener) sqliteListeners.delete(h.client);
    },
  };
}

/** The statements `work` sends to `db`'s database. Nothing else may use the database meanwhile. */
export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const log = countStatements(db);
  try {
    await work();
  } finally {
    log.stop();
  }
  return log.texts;
}
