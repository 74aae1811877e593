// A consistent copy of the live database while the app keeps running (`cli db:backup FILE`).
// SQLite: VACUUM INTO (a transactionally consistent snapshot, a SQLite file). PostgreSQL: pg_dump in its
// custom format (one snapshot; restore with `pg_restore -d postgres://… FILE`). Either way the copy is
// written beside FILE and renamed over it when complete: an old backup stays whole until the new one is.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { handleOf, type Db } from "./client";

export class BackupError extends Error {}

export type BackupResult = { file: string; bytes: number; format: "sqlite" | "pg_dump custom" };

/** Writes a backup of `db` to `target` (an existing file is replaced: the caller asks before). */
export async function backupDatabase(
  db: Db,
  target: string,
  opts: { pgDump?: string | null } = {},
): Promise<BackupResult> {
  const h = handleOf(db);
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    if (h.dialect === "sqlite") {
      h.client.query("VACUUM INTO ?").run(temp);
    } else {
      const pgDump = opts.pgDump === undefined ? findPgDump() : opts.pgDump;
      if (!pgDump)
        throw new BackupError(
          "pg_dump is missing: a PostgreSQL backup needs PostgreSQL's client tools, of the server's major version or newer (Debian: apt-get install postgresql-client).",
        );
      await runPgDump(pgDump, h.url, temp);
    }
    renameSync(temp, target);
  } catch (e) {
    rmSync(temp, { force: true });
    if (e instanceof BackupError) throw e;
    throw new BackupError(`Backup to ${target} failed: ${(e as Error).message}`);
  }
  return {
    file: target,
    bytes: statSync(target).size,
    format: h.dialect === "sqlite" ? "sqlite" : "pg_dump custom",
  };
}

/** pg_dump on PATH, else the newest under Debian's /usr/lib/postgresql/<version>/bin; null when there is none. */
export function findPgDump(
  pathVar = process.env.PATH ?? "",
  versionsDir = "/usr/lib/postgresql",
): string | null {
  for (const dir of pathVar.split(":").filter(Boolean))
    if (existsSync(join(dir, "pg_dump"))) return join(dir, "pg_dump");
  try {
    const versions = readdirSync(versionsDir)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions)
      if (existsSync(join(versionsDir, v, "bin/pg_dump"))) return join(versionsDir, v, "bin/pg_dump");
  } catch {}
  return null;
}

async function runPgDump(pgDump: string, url: string, file: string): Promise<void> {
  // The password goes through the environment, not the command line (which every local user can read).
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...(password ? { PGPASSWORD: password } : {}),
  };
  const proc = Bun.spawn([pgDump, "--format=custom", "--file", file, "--dbname", u.toString()], {
    env,
    stdout: "ignore",
    stderr: "pipe",
  });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  if (code !== 0) throw new BackupError(`pg_dump failed (exit ${code}): ${stderr.trim() || "no message"}`);
}
