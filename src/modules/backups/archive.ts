// A Marhaba backup file (issue #33): one file holding a consistent copy of the database and the files
// under DATA_DIR (recorded clips, the school's logo, the kept secret). Layout:
//   "MARHABA-BACKUP 1\n" · header length (decimal) "\n" · header JSON · the parts' bytes, in header order
// The header names the app version and the migrations the database had, and each part's size and
// SHA-256, so a truncated, altered or foreign file is refused before anything is replaced.
import {
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  closeSync,
  statSync,
  writeSync,
  fsyncSync,
  readdirSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join, relative, sep } from "node:path";

export const MAGIC = "MARHABA-BACKUP 1\n";
const HEADER_MAX = 16 * 1024 * 1024;

export type Part = { path: string; bytes: number; sha256: string };
export type BackupHeader = {
  format: 1;
  app_version: string;
  created_at: string;
  dialect: "sqlite" | "postgres";
  /** the tags of the migrations the database had, oldest first */
  migrations: string[];
  /** the database: a SQLite file, or pg_dump's custom format */
  database: Part;
  /** files under DATA_DIR, paths relative to it with "/" */
  files: Part[];
};

export class ArchiveError extends Error {}

async function sha256Of(file: string): Promise<string> {
  const h = createHash("sha256");
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest("hex");
}

/** The files of DATA_DIR a backup carries: everything but the database, its journal, the backups and
 *  the top-level dot-entries (a restore's work folders). */
export function dataFiles(dataDir: string, skip: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (dir === dataDir && e.name.startsWith(".")) continue;
      if (skip.some((s) => full === s || full.startsWith(s + sep))) continue;
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) out.push(full);
    }
  };
  if (existsSync(dataDir)) walk(dataDir);
  return out.sort();
}

function copyInto(fd: number, file: string, expected: number) {
  const src = openSync(file, "r");
  try {
    const buf = Buffer.allocUnsafe(1 << 20);
    let total = 0;
    for (;;) {
      const n = readSync(src, buf, 0, buf.length, null);
      if (n === 0) break;
      writeSync(fd, buf, 0, n);
      total += n;
    }
    if (total !== expected) throw new ArchiveError(`${file} changed while it was backed up`);
  } finally {
    closeSync(src);
  }
}

/** Writes the archive to `target` (fsynced; the caller renames it into place). */
export async function writeArchive(
  target: string,
  meta: Omit<BackupHeader, "database" | "files" | "format">,
  dbCopy: string,
  dataDir: string,
  files: string[],
) {
  const part = async (file: string, path: string): Promise<Part> => ({
    path,
    bytes: statSync(file).size,
    sha256: await sha256Of(file),
  });
  const database = await part(dbCopy, "database");
  const parts: Part[] = [];
  for (const f of files)
    if (existsSync(f)) parts.push(await part(f, relative(dataDir, f).split(sep).join("/")));
  const header: BackupHeader = { format: 1, ...meta, database, files: parts };
  const json = Buffer.from(JSON.stringify(header));
  const fd = openSync(target, "w", 0o600);
  try {
    writeSync(fd, MAGIC + `${json.length}\n`);
    writeSync(fd, json);
    copyInto(fd, dbCopy, database.bytes);
    for (const p of parts) copyInto(fd, join(dataDir, ...p.path.split("/")), p.bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return header;
}

/** Reads and checks the header (magic, shape, total size): a foreign or truncated file is refused here. */
export function readHeader(file: string): { header: BackupHeader; offset: number } {
  if (!existsSync(file)) throw new ArchiveError(`No file at ${file}.`);
  if (!statSync(file).isFile()) throw new ArchiveError(`${file} is not a file.`);
  const size = statSync(file).size;
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(Math.min(size, MAGIC.length + 12));
    readSync(fd, head, 0, head.length, 0);
    const text = head.toString("latin1");
    if (!text.startsWith(MAGIC)) throw new ArchiveError(`${file} is not a Marhaba backup.`);
    const nl = text.indexOf("\n", MAGIC.length);
    const len = Number(text.slice(MAGIC.length, nl));
    if (nl < 0 || !Number.isSafeInteger(len) || len <= 0 || len > HEADER_MAX)
      throw new ArchiveError(`${file} is not a Marhaba backup (its header is damaged).`);
    const offset = nl + 1 + len;
    if (offset > size) throw new ArchiveError(`${file} is truncated: it ends inside its header.`);
    const json = Buffer.alloc(len);
    readSync(fd, json, 0, len, nl + 1);
    let header: BackupHeader;
    try {
      header = JSON.parse(json.toString("utf8"));
    } catch {
      throw new ArchiveError(`${file} is not a Marhaba backup (its header is not readable).`);
    }
    const ok =
      header?.format === 1 &&
      typeof header.app_version === "string" &&
      Array.isArray(header.migrations) &&
      header.migrations.every((m) => typeof m === "string") &&
      isPart(header.database) &&
      Array.isArray(header.files) &&
      header.files.every((p) => isPart(p) && safeRelative(p.path));
    if (!ok) throw new ArchiveError(`${file} is not a Marhaba backup this version can read.`);
    const expected = offset + header.database.bytes + header.files.reduce((n, p) => n + p.bytes, 0);
    if (size !== expected)
      throw new ArchiveError(
        `${file} is ${size < expected ? "truncated" : "longer than its header says"}: ${size} bytes instead of ${expected}.`,
      );
    return { header, offset };
  } finally {
    closeSync(fd);
  }
}

const isPart = (p: unknown): p is Part =>
  !!p &&
  typeof (p as Part).path === "string" &&
  Number.isSafeInteger((p as Part).bytes) &&
  (p as Part).bytes >= 0 &&
  /^[0-9a-f]{64}$/.test(String((p as Part).sha256));
/** A relative path that stays inside DATA_DIR. */
const safeRelative = (p: string) =>
  p.length > 0 &&
  p.length < 1000 &&
  !p.startsWith("/") &&
  !p.includes("\\") &&
  !p.includes("\0") &&
  p.split("/").every((s) => s !== "" && s !== "." && s !== "..");

/** Writes every part out under `into` (database → `into/database`, files at their paths), checking each
 *  part's SHA-256; nothing outside `into` is touched. */
export function extractArchive(file: string, into: string): BackupHeader {
  const { header, offset } = readHeader(file);
  const fd = openSync(file, "r");
  try {
    let pos = offset;
    const out = (p: Part, dest: string) => {
      mkdirSync(dirname(dest), { recursive: true });
      const h = createHash("sha256");
      const w = openSync(dest, "w", 0o600);
      try {
        const buf = Buffer.allocUnsafe(1 << 20);
        let left = p.bytes;
        while (left > 0) {
          const n = readSync(fd, buf, 0, Math.min(buf.length, left), pos);
          if (n <= 0) throw new ArchiveError(`${file} is truncated.`);
          h.update(buf.subarray(0, n));
          writeSync(w, buf, 0, n);
          pos += n;
          left -= n;
        }
        fsyncSync(w);
      } finally {
        closeSync(w);
      }
      if (h.digest("hex") !== p.sha256)
        throw new ArchiveError(`${file} is damaged: ${p.path} does not match its checksum.`);
    };
    out(header.database, join(into, "database"));
    for (const p of header.files) out(p, join(into, "files", ...p.path.split("/")));
    return header;
  } finally {
    closeSync(fd);
  }
}
