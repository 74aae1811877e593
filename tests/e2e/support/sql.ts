// A test's window on the running server's own database: one SQL statement, its rows as JSON (SQLite,
// in a separate Bun process: Playwright's Node has no bun:sqlite).
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunningServer } from "./server";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");

export function sql(server: RunningServer, query: string, params: (string | number)[] = []): any[] {
  const script = `import { Database } from "bun:sqlite";
const db = new Database(process.env.DB_FILE); db.exec("PRAGMA busy_timeout = 5000");
console.log(JSON.stringify(db.query(process.env.Q).all(...JSON.parse(process.env.P))));`;
  const out = execFileSync(join(ROOT, "node_modules/.bin/bun"), ["-e", script], {
    env: {
      ...process.env,
      DB_FILE: join(server.dataDir, "marhaba.sqlite"),
      Q: query,
      P: JSON.stringify(params),
    },
  });
  return JSON.parse(String(out).trim() || "[]");
}
