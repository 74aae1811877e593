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
const { loadContent } = await import("./modules/courses/content");
const { ContentError } = await import("./modules/courses/loader");
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
// A setting changed by the CLI (another process) reaches the pages within a few seconds.
const { refreshSiteSettings, SETTINGS_TTL_MS } = await import("./modules/site/service");
setInterval(() => void refreshSiteSettings(deps).catch((e) => log.error("site settings refresh failed", { error: String(e) })), SETTINGS_TTL_MS).unref();
// What the pages claim (recorded audio, videos…) is re-read on the same beat; a change clears the page cache.
const { refreshClaims } = await import("./modules/claims/service");
setInterval(() => void refreshClaims(deps).catch((e) => log.error("claims refresh failed", { error: String(e) })), SETTINGS_TTL_MS).unref();
// The weekly digest: checked every hour; the first check of a week writes it (once per family and week,
// whatever the number of instances — digest/service.ts claims a row first).
const { sendDigests } = await import("./modules/digest/service");
setInterval(() => void sendDigests(deps).catch((e) => log.error("weekly digest failed", { error: String(e) })), 60 * 60_000).unref();
// Retention (issue #28): checked every hour; the first check of a day runs it, once across instances
// (account/retention.ts claims the day in job_runs).
const { runRetention } = await import("./modules/account/retention");
setInterval(() => void runRetention(deps).catch((e) => log.error("retention failed", { error: String(e) })), 60 * 60_000).unref();
// The outbox sender: mails left unsent (by an instance that stopped) and failed ones due again. Every
// instance runs it; a mail is claimed before it is sent, so it goes out once (mail/service.ts).
const { sendDue } = await import("./modules/mail/service");
setInterval(() => void sendDue(deps).catch((e) => log.error("outbox sender failed", { error: String(e) })), config.outboxIntervalMs).unref();
// The daily backup (issue #33): checked soon after start and then hourly; off on PostgreSQL by default.
const { scheduleBackups, whenBackupsIdle } = await import("./modules/backups/service");
scheduleBackups(deps);
// A fresh instance (no admin yet): the one-time code for /setup, on the container's output (issue #33).
const { announceSetup } = await import("./modules/setup/service");
await announceSetup(deps).catch((e) => log.error("setup code could not be made", { error: String(e) }));
log.info("Marhaba is listening", { url: config.appUrl, port: server.port, migrationsApplied: applied, dataDir: config.dataDir, env: config.env });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info("shutting down", { signal });
  // Stop accepting; wait for in-flight requests and a backup being written (a few seconds at most, within
  // docker stop's 10), then close the database.
  await server.stop(false);
  await Promise.race([whenBackupsIdle(), Bun.sleep(7_000)]);
  await closeDb(db);
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
