// Voice packs travel as a POSIX ustar archive, gzip-compressed or not: a well-defined format any system
// can open (tar -xzf). Reading is defensive: every size is bounded before anything is inflated or kept,
// and only plain files with plain relative names are accepted; anything else refuses the whole archive.
import { gunzipSync, gzipSync } from "node:zlib";

export type TarEntry = { name: string; data: Uint8Array };
export type TarLimits = {
  maxArchiveBytes: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxEntries: number;
};

export class PackError extends Error {}

const BLOCK = 512;
const enc = new TextEncoder();
const dec = new TextDecoder("utf-8", { fatal: true });

function header(name: string, size: number, mtime: number): Uint8Array {
  const h = new Uint8Array(BLOCK);
  const put = (at: number, len: number, text: string) => h.set(enc.encode(text).slice(0, len), at);
  const octal = (at: number, len: number, n: number) =>
    put(at, len, n.toString(8).padStart(len - 1, "0") + "\0");
  if (enc.encode(name).length > 100) throw new PackError(`name too long for the archive: ${name}`);
  put(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, mtime);
  put(148, 8, "        ");
  put(156, 1, "0");
  put(257, 6, "ustar\0");
  put(263, 2, "00");
  const sum = h.reduce((a, b) => a + b, 0);
  put(148, 8, sum.toString(8).padStart(6, "0") + "\0 ");
  return h;
}

/** A gzip-compressed ustar archive of the entries, in the order given. */
export function writeTarGz(entries: TarEntry[], mtime = Math.floor(Date.now() / 1000)): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const e of entries) {
    parts.push(header(e.name, e.data.length, mtime), e.data);
    const pad = (BLOCK - (e.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(new Uint8Array(pad));
  }
  parts.push(new Uint8Array(BLOCK * 2));
  const total = parts.reduce((n, p) => n + p.length, 0);
  const tar = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    tar.set(p, at);
    at += p.length;
  }
  return new Uint8Array(gzipSync(tar, { level: 6 }));
}

/** A name a pack may hold: relative, forward slashes, no "." or ".." segment, plain characters. */
export const safeEntryName = (name: string) =>
  name.length > 0 &&
  name.length <= 100 &&
  /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(name) &&
  !name.split("/").some((s) => s === "." || s === "..");

const field = (h: Uint8Array, at: number, len: number) => {
  const raw = h.subarray(at, at + len);
  const end = raw.indexOf(0);
  return dec.decode(end < 0 ? raw : raw.subarray(0, end));
};
const octalField = (h: Uint8Array, at: number, len: number) => {
  const s = field(h, at, len).trim();
  if (!/^[0-7]+$/.test(s)) throw new PackError("the archive is damaged (a size is not a number)");
  return Number.parseInt(s, 8);
};

/** The archive's files. Throws PackError (naming the problem) on anything but a small, plain tar or tar.gz. */
export function readTar(input: Uint8Array, limits: TarLimits): TarEntry[] {
  if (input.length > limits.maxArchiveBytes)
    throw new PackError(`the archive is larger than ${Math.round(limits.maxArchiveBytes / 1024 / 1024)} MB`);
  let tar = input;
  if (input[0] === 0x1f && input[1] === 0x8b) {
    try {
      // Inflating stops at the bound: a small archive that would grow beyond it (a zip bomb) is refused.
      tar = new Uint8Array(gunzipSync(input, { maxOutputLength: limits.maxTotalBytes + 1024 * 1024 }));
    } catch (e) {
      const big =
        (e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ||
        /larger than/i.test(String((e as Error).message));
      throw new PackError(
        big
          ? `the archive unpacks to more than ${Math.round(limits.maxTotalBytes / 1024 / 1024)} MB`
          : "the archive is damaged (gzip)",
      );
    }
  } else if (input[0] === 0x50 && input[1] === 0x4b)
    throw new PackError("this is a zip file; a voice pack is a .tar.gz made by audio:export");
  const entries: TarEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  for (let at = 0; ; ) {
    if (at + BLOCK > tar.length) throw new PackError("the archive is damaged (it ends in the middle)");
    const h = tar.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) break;
    let name: string;
    try {
      const prefix = field(h, 345, 155);
      name = (prefix ? prefix + "/" : "") + field(h, 0, 100);
    } catch {
      throw new PackError("the archive is damaged (a name is not text)");
    }
    const sum = octalField(h, 148, 8);
    const actual = h.reduce((a, b, i) => a + (i >= 148 && i < 156 ? 32 : b), 0);
    if (sum !== actual) throw new PackError("the archive is damaged (a header checksum is wrong)");
    const size = octalField(h, 124, 12);
    const type = String.fromCharCode(h[156] || 48);
    if (type === "5") {
      at += BLOCK; // a folder entry: nothing to keep
      continue;
    }
    if (type !== "0") throw new PackError(`"${name}" is not a plain file (links and devices are refused)`);
    if (!safeEntryName(name))
      throw new PackError(
        `"${name.slice(0, 120)}" is not a safe file name (absolute paths and ".." are refused)`,
      );
    if (names.has(name)) throw new PackError(`"${name}" is in the archive twice`);
    if (size > limits.maxEntryBytes)
      throw new PackError(`"${name}" is larger than ${Math.round(limits.maxEntryBytes / 1024)} KB`);
    total += size;
    if (total > limits.maxTotalBytes)
      throw new PackError(
        `the archive unpacks to more than ${Math.round(limits.maxTotalBytes / 1024 / 1024)} MB`,
      );
    if (entries.length >= limits.maxEntries)
      throw new PackError(`the archive holds more than ${limits.maxEntries} files`);
    if (at + BLOCK + size > tar.length) throw new PackError("the archive is damaged (a file is cut short)");
    entries.push({ name, data: tar.slice(at + BLOCK, at + BLOCK + size) });
    names.add(name);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
