// A real server for benchmarks: its own free port and fresh data dir, one seeded user, limits
// lifted through configuration only (a benchmark sends far more requests than a person would).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/e2e/support/server";

export async function startBenchServer(limits: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "marhaba-bench-"));
  const env = {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_IP: "0",
    ...limits,
  };
  const server = Bun.spawn([process.execPath, "src/server.ts"], { env, stdout: "ignore", stderr: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill();
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(url + "/api/v1/health").then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 200) throw new Error("server did not start");
      await Bun.sleep(50);
    }
    const seeded = Bun.spawnSync(
      [process.execPath, "tests/support/seed-user.ts", JSON.stringify({ email: "bench@example.com" })],
      { env: { ...env, LOG_LEVEL: "silent" } },
    );
    const user = JSON.parse(String(seeded.stdout).trim().split("\n").pop()!) as {
      email: string;
      password: string;
    };
    return { url, user, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
