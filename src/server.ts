// Entry point: read config, open and migrate the database, listen, shut down gracefully.
// The compiled executable also carries the operator CLI: `marhaba cli <command>`.
import { ConfigError } from "./config";

// `marhaba healthcheck`: for the container HEALTHCHECK (the image has no curl).
if (process.argv[2] === "healthcheck") {
  const port = process.env.PORT || "3000";
  const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(4000) })
    .then((r) => r.ok)
    .catch(() => false);
  process.exit(ok ? 0 : 1);
}

if (process.argv[2] === "cli") {
  const { runCli } = await import("../cli/program");
  process.exit(await runCli(process.argv.slice(3)));
}

const { boot } = await import("./boot");
const { createApp } = await import("./app");
const { serveApp } = await import("./serve");
const { closeDb } = await import("./db/client");

let deps;
try {
  deps = await boot();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(78);
  }
  throw e;
}
// The course is embedded data: a bad content file stops the app here, naming the file and field
// (a picture it names must be among the pictures this build ships).
const { loadContent } = await import("./modules/content/content");
const { ContentError } = await import("./modules/content/loader");
const { hasPicture } = await import("./modules/media/pictures");
try {
  loadContent({ hasPicture });
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    process.exit(78);
  }
  throw e;
}
const { config, log, db, applied } = deps;
const app = createApp(deps);
const server = serveApp(app, config);
// Handlers see the socket's address through ctx.server (rate limits per IP); without this every
// client would share one "local" bucket.
(app as unknown as { server: typeof server }).server = server;
// Every background job (settings and claims refresh, weekly digest, retention, outbox sender, daily
// backups) is a module of src/jobs/, started from the one list there; timers are unref'd.
const { startJobs } = await import("./jobs/start");
const stopJobs = startJobs(deps);
const { whenBackupsIdle } = await import("./modules/backups/service");
// A fresh instance (no admin yet): the one-time code for /setup, on the container's output (issue #33).
const { announceSetup } = await import("./modules/setup/service");
await announceSetup(deps).catch((e) => log.error("setup code could not be made", { error: String(e) }));
log.info("Marhaba is listening", {
  url: config.appUrl,
  port: server.port,
  migrationsApplied: applied,
  dataDir: config.dataDir,
  env: config.env,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info("shutting down", { signal });
  stopJobs(); // no new run begins while the database closes
  // Stop accepting; wait for in-flight requests and a backup being written (a few seconds at most, within
  // docker stop's 10), then close the database.
  await server.stop(false);
  await Promise.race([whenBackupsIdle(), Bun.sleep(7_000)]);
  await closeDb(db);
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
