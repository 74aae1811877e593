// `cli db:restore FILE` (issue #33): a backup of this job (backups/archive.ts) back into DATA_DIR. The file
// is checked whole first (a Marhaba backup, not truncated, every checksum right, not from a newer version),
// unpacked beside the data, its database checked; only then does the operator confirm, told what will be
// replaced. What it replaces is moved aside into DATA_DIR/.replaced-<time>/, never deleted.
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { Config } from "../../config";
import { migrations } from "../../db/migrations.generated";
import { ArchiveError, dataFiles, extractArchive, readHeader, type BackupHeader } from "./archive";
import { APP_VERSION } from "./version";

export type RestorePlan = {
  header: BackupHeader;
  /** the unpacked backup, ready to move in */
  staging: string;
  backupUsers: number;
  current: { database: string | null; databaseBytes: number; users: number | null; files: string[] };
};

const countUsers = (file: string): number | null => {
  try {
    const db = new Database(file, { readonly: true });
    try {
      return (db.query("SELECT count(*) AS n FROM users").get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
};

/** Checks the file and unpacks it under DATA_DIR/.restore; throws ArchiveError with the reason to refuse. */
export function prepareRestore(config: Config, file: string): RestorePlan {
  if (config.database.dialect !== "sqlite")
    throw new ArchiveError(
      'This instance runs on PostgreSQL: restore its database with pg_restore (README, "PostgreSQL and several instances").',
    );
  const { header } = readHeader(file);
  if (header.dialect !== "sqlite")
    throw new ArchiveError(`${file} holds a PostgreSQL dump: restore it with pg_restore.`);
  const known = new Set(migrations.map((m) => m.tag));
  const unknown = header.migrations.filter((t) => !known.has(t));
  if (unknown.length)
    throw new ArchiveError(
      `${file} was made by a newer version of Marhaba (${header.app_version}; this is ${APP_VERSION}): upgrade Marhaba first, then restore it.`,
    );
  const staging = join(config.dataDir, ".restore");
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    extractArchive(file, staging);
    const db = new Database(join(staging, "database"), { readonly: true });
    try {
      const check = db.query("PRAGMA quick_check").get() as Record<string, string>;
      if (Object.values(check)[0] !== "ok")
        throw new ArchiveError(`${file}'s database is damaged (${Object.values(check)[0]}).`);
    } catch (e) {
      if (e instanceof ArchiveError) throw e;
      throw new ArchiveError(`${file}'s database cannot be read: ${(e as Error).message}`);
    } finally {
      db.close();
    }
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    throw e;
  }
  const current = existsSync(config.dbFile) ? config.dbFile : null;
  return {
    header,
    staging,
    backupUsers: countUsers(join(staging, "database")) ?? 0,
    current: {
      database: current,
      databaseBytes: current ? statSync(current).size : 0,
      users: current ? countUsers(current) : null,
      files: currentFiles(config),
    },
  };
}

const currentFiles = (config: Config) =>
  dataFiles(config.dataDir, [
    config.dbFile,
    `${config.dbFile}-wal`,
    `${config.dbFile}-shm`,
    `${config.dbFile}-journal`,
    config.backups.dir,
  ]).map((f) => relative(config.dataDir, f).split(sep).join("/"));

/** The confirmation question: what will be replaced, by what. */
export function describeRestore(config: Config, plan: RestorePlan): string {
  const c = plan.current;
  const now = c.database
    ? `the database ${c.database} (${c.users ?? "?"} account(s), ${c.databaseBytes} bytes)`
    : `no database yet (${config.dbFile})`;
  return [
    `This replaces, in ${config.dataDir}:`,
    `  ${now}`,
    `  and ${c.files.length} file(s) (recorded clips, the logo, the kept secret)${c.files.length ? `: ${c.files.slice(0, 5).join(", ")}${c.files.length > 5 ? ", …" : ""}` : ""}`,
    `with the backup of ${plan.header.created_at} (Marhaba ${plan.header.app_version}): ${plan.backupUsers} account(s), ${plan.header.files.length} file(s).`,
    `What is replaced is kept in ${join(config.dataDir, ".replaced-<time>")}. Stop Marhaba before restoring. Continue?`,
  ].join("\n");
}

/** Moves the unpacked backup in and what it replaces aside. Returns the folder holding the old data. */
export function applyRestore(config: Config, plan: RestorePlan, now = new Date()): string {
  const aside = join(config.dataDir, `.replaced-${now.toISOString().replace(/[-:.]/g, "")}`);
  mkdirSync(aside, { recursive: true, mode: 0o700 });
  const move = (from: string, to: string) => {
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
  };
  for (const suffix of ["", "-wal", "-shm", "-journal"]) {
    const f = config.dbFile + suffix;
    if (existsSync(f)) move(f, join(aside, relative(config.dataDir, f)));
  }
  for (const rel of plan.current.files)
    move(join(config.dataDir, ...rel.split("/")), join(aside, ...rel.split("/")));
  move(join(plan.staging, "database"), config.dbFile);
  for (const p of plan.header.files)
    move(join(plan.staging, "files", ...p.path.split("/")), join(config.dataDir, ...p.path.split("/")));
  rmSync(plan.staging, { recursive: true, force: true });
  return aside;
}
