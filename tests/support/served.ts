// The app behind a real Bun.serve (socket addresses, Bun's own body handling), as src/server.ts runs it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boot } from "../../src/boot";
import { createApp } from "../../src/app";
import { closeDb } from "../../src/db/client";
import { serveApp } from "../../src/serve";
import { TEST_ENV } from "./app";
import { databaseFor } from "./pg";
import type { AdjustableClock } from "../../src/lib/clock";
import type { Deps } from "../../src/deps";

export async function served(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "marhaba-guards-"));
  const pg = await databaseFor(env.DATA_DIR ?? dataDir, env);
  const deps = (await boot({ ...TEST_ENV, DATA_DIR: dataDir, ...pg.env, ...env }).catch(async (e) => {
    await pg.release();
    throw e;
  })) as unknown as Deps & { clock: AdjustableClock };
  const app = createApp(deps);
  const server = serveApp(app, { port: 0, host: "127.0.0.1" });
  (app as unknown as { server: typeof server }).server = server;
  const url = `http://127.0.0.1:${server.port}`;
  return {
    deps,
    app,
    url,
    close: async () => {
      server.stop(true);
      await closeDb(deps.db);
      await pg.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
