// Starts the real server (bun src/server.ts) on a free port with a fresh data directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:net";
import { spawn, type ChildProcess } from "node:child_process";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  logs: string[];
  /** The seed helper of this server (tests/support/seed-service.ts): seedUser and keyOf call it. */
  seedUrl?: string;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const BUN = join(ROOT, "node_modules/.bin/bun");

/** The environment browser tests run the server with: the test clock, and no minimum fill time on the
 *  contact form. Rate limits keep their production values; a test that needs others passes them in `env`. */
export const E2E_ENV: Record<string, string> = {
  NODE_ENV: "test",
  LOG_LEVEL: "info",
  ALLOW_TEST_CLOCK: "1",
  CONTACT_MIN_FILL_SECONDS: "0",
};

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort(); // a PORT chosen ahead lets a stand-in register the callback URL
  const dataDir = mkdtempSync(join(tmpdir(), "marhaba-e2e-"));
  const url = `http://localhost:${port}`;
  const logs: string[] = [];
  const child: ChildProcess = spawn(BUN, ["src/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...E2E_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => logs.push(String(d)));
  child.stderr!.on("data", (d) => logs.push(String(d)));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const r = await fetch(`${url}/api/v1/health`);
      if (r.ok) break;
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${logs.join("")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  // Started once the server has migrated the database, so the two never migrate at the same time.
  const seeder = await startSeedService({
    ...process.env,
    ...E2E_ENV,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...env,
  });
  return {
    url,
    port,
    dataDir,
    logs,
    seedUrl: seeder.url,
    stop: async () => {
      await Promise.all([stopChild(seeder.child), stopChild(child)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The per-server seed helper: answers on a free port it prints as {"port":N}. */
async function startSeedService(
  env: Record<string, string | undefined>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(BUN, ["tests/support/seed-service.ts"], {
    cwd: ROOT,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  child.stderr!.on("data", (d) => (out += String(d)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      out += String(d);
      const m = out.match(/\{"port":(\d+)\}/);
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", (code) => reject(new Error(`seed service exited (${code}):\n${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}
