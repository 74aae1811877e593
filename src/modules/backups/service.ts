// Backups by themselves (issue #33): once a day each instance checks whether the newest backup in
// BACKUP_DIR is a day old and, if so, writes a new one — a consistent copy of the database (SQLite:
// VACUUM INTO; PostgreSQL, when turned on: pg_dump) and the files under DATA_DIR — then prunes to the
// last BACKUP_KEEP_DAYS days and BACKUP_KEEP_WEEKS weeks. A lock file in BACKUP_DIR makes instances
// sharing it take turns. Names carry the (injectable) clock's time, so rotation is tested without waiting.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import type { Deps } from "../../deps";
import { backupDatabase } from "../../db/backup";
import { handleOf } from "../../db/client";
import { migrations } from "../../db/migrations.generated";
import { DAY_MS } from "../../lib/clock";
import { dataFiles, writeArchive } from "./archive";
import { APP_VERSION } from "./version";
import type { BackupStatus } from "./model";

export const BACKUP_NAME = /^marhaba-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z\.mhbak$/;
/** The admin area warns when the newest backup is older than this. */
export const STALE_AFTER_MS = 2 * DAY_MS;
/** A lock older than this was left by an instance that stopped mid-backup. */
const STALE_LOCK_MS = 2 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export type BackupFile = { file: string; name: string; at: Date; bytes: number };

const nameFor = (d: Date) =>
  `marhaba-${d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")
    .replace("T", "-")}.mhbak`;

/** The backups in the folder, newest first (only files named as this job names them). */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  const out: BackupFile[] = [];
  for (const name of readdirSync(dir)) {
    const m = BACKUP_NAME.exec(name);
    if (!m) continue;
    const at = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
    out.push({ file: join(dir, name), name, at, bytes: statSync(join(dir, name)).size });
  }
  return out.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Which backups rotation keeps: the newest of each of the last `keepDays` days that have one, the newest
 *  of each of the last `keepWeeks` weeks (Monday to Sunday, UTC) that have one, and always the newest. */
export function keptBackups(list: BackupFile[], keepDays: number, keepWeeks: number): Set<string> {
  const keep = new Set<string>();
  if (list[0]) keep.add(list[0].name);
  const pick = (key: (d: Date) => string, n: number) => {
    const seen = new Set<string>();
    for (const b of list) {
      const k = key(b.at);
      if (seen.has(k)) continue;
      if (seen.size >= n) break;
      seen.add(k);
      keep.add(b.name);
    }
  };
  pick((d) => d.toISOString().slice(0, 10), keepDays);
  pick(
    (d) => new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10),
    keepWeeks,
  );
  return keep;
}

/** Deletes the backups rotation does not keep, and partial files an interrupted run left (a day old). */
export function prune(deps: Deps): string[] {
  const { dir, keepDays, keepWeeks } = deps.config.backups;
  const list = listBackups(dir);
  const keep = keptBackups(list, keepDays, keepWeeks);
  const removed: string[] = [];
  for (const b of list) {
    if (keep.has(b.name)) continue;
    rmSync(b.file, { force: true });
    removed.push(b.name);
  }
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!name.endsWith(".partial")) continue;
    const f = join(dir, name);
    if (Date.now() - statSync(f).mtimeMs > DAY_MS) rmSync(f, { force: true });
  }
  return removed;
}

/** Takes the folder's lock (one backup at a time across the instances that share it); null when taken. */
function lock(dir: string): (() => void) | null {
  const file = join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      if (Date.now() - statSync(file).mtimeMs < STALE_LOCK_MS) return null;
      try {
        unlinkSync(file); // left by an instance that stopped mid-backup
      } catch {}
    }
  }
  return null;
}

export type BackupOutcome = { written: BackupFile; pruned: string[] } | { skipped: "locked" };

/** Writes one backup now (then prunes). Throws when it cannot; leaves no partial file behind. */
export async function runBackup(deps: Deps): Promise<BackupOutcome> {
  const { dir } = deps.config.backups;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const unlock = lock(dir);
  if (!unlock) return { skipped: "locked" };
  const now = deps.clock.now();
  const name = nameFor(now);
  const partial = join(dir, `${name}.${process.pid}.partial`);
  const dbCopy = join(dir, `.db-${process.pid}-${now.getTime()}.partial`);
  try {
    const h = handleOf(deps.db);
    await backupDatabase(deps.db, dbCopy);
    const { dataDir, dbFile } = deps.config;
    const files = dataFiles(dataDir, [
      dbFile,
      `${dbFile}-wal`,
      `${dbFile}-shm`,
      `${dbFile}-journal`,
      dir,
      join(dataDir, ".restore"),
    ]);
    await writeArchive(
      partial,
      {
        app_version: APP_VERSION,
        created_at: now.toISOString(),
        dialect: h.dialect,
        migrations: migrations.map((m) => m.tag),
      },
      dbCopy,
      dataDir,
      files,
    );
    const target = join(dir, name);
    renameSync(partial, target);
    const written = {
      file: target,
      name,
      at: new Date(Math.floor(now.getTime() / 1000) * 1000),
      bytes: statSync(target).size,
    };
    const pruned = prune(deps);
    deps.log.info("backup written", { file: target, bytes: written.bytes, pruned: pruned.length });
    return { written, pruned };
  } finally {
    rmSync(dbCopy, { force: true });
    rmSync(partial, { force: true });
    unlock();
  }
}

/** Whether the newest backup is a day old (or there is none). */
export function backupDue(deps: Deps): boolean {
  const newest = listBackups(deps.config.backups.dir)[0];
  return !newest || deps.clock.now().getTime() - newest.at.getTime() >= DAY_MS - HOUR_MS / 2;
}

/** What the admin area shows: the newest backup, its age, and whether that is too old. */
export function backupStatus(deps: Deps): BackupStatus {
  const { enabled, dir, keepDays, keepWeeks } = deps.config.backups;
  const list = listBackups(dir);
  const newest = list[0] ?? null;
  const age = newest ? deps.clock.now().getTime() - newest.at.getTime() : null;
  return {
    enabled,
    dialect: handleOf(deps.db).dialect,
    dir,
    keep: { days: keepDays, weeks: keepWeeks },
    count: list.length,
    last: newest ? { name: newest.name, at: newest.at.toISOString(), bytes: newest.bytes } : null,
    /** no backup yet, or the newest is older than two days */
    stale: enabled && (age === null || age > STALE_AFTER_MS),
  };
}
export type { BackupStatus };

let inFlight: Promise<void> | null = null;
/** Resolves when no scheduled backup is being written: a stopping server waits for it (within limits). */
export const whenBackupsIdle = () => inFlight ?? Promise.resolve();

/** One check of the daily backup (the server's "backups" job, jobs/backups.ts, runs it hourly): a due backup is
 * written; a check while one is being written waits for it. What it did, in words. */
export function checkBackup(deps: Deps): Promise<string> {
  if (inFlight) return inFlight.then(() => "a backup was being written");
  if (!backupDue(deps)) return Promise.resolve("not due: the newest backup is less than a day old");
  const run = runBackup(deps).then((r) => {
    if (!("skipped" in r)) return `written: ${r.written.name}`;
    deps.log.info("backup skipped: another instance is writing one");
    return "skipped: another instance is writing one";
  });
  inFlight = run
    .then(
      () => {},
      () => {},
    )
    .finally(() => {
      inFlight = null;
    });
  return run;
}
