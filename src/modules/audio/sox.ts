// sox (a Debian package, called as a program) trims the silence around a clip and normalises its
// loudness, and measures its length. Without sox, clips are stored as they came (the admin page says so).

let soxPath: string | null | undefined;
let readable: Set<string> | null = null;

/** sox on PATH, looked up once per process. */
export function soxCommand(): string | null {
  if (soxPath === undefined) soxPath = Bun.which("sox");
  return soxPath;
}

/** The file types this sox reads and writes (mp3 needs libsox-fmt-mp3; webm and mp4 it never reads). */
export function soxHandles(ext: string): boolean {
  const sox = soxCommand();
  if (!sox) return false;
  if (!readable) {
    const help = Bun.spawnSync([sox, "-h"], { stdout: "pipe", stderr: "pipe" }).stdout.toString();
    readable = new Set(/AUDIO FILE FORMATS:([^\n]*)/.exec(help)?.[1].trim().split(/\s+/) ?? []);
  }
  return readable.has(ext);
}

async function run(args: string[]): Promise<{ ok: boolean; out: string; err: string }> {
  const p = Bun.spawn(args, { stdout: "pipe", stderr: "pipe", timeout: 20_000 });
  const [out, err, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { ok: code === 0, out, err };
}

/** The clip's length in milliseconds, or null when sox cannot read it. */
export async function soxDurationMs(file: string): Promise<number | null> {
  const sox = soxCommand();
  if (!sox) return null;
  const r = await run([sox, "--i", "-D", file]);
  const s = Number(r.out.trim());
  return r.ok && Number.isFinite(s) && s >= 0 ? Math.round(s * 1000) : null;
}

/** Writes `output` (its type from its extension): the clip in mono without leading and trailing silence
 * (a little kept around the sound), peak-normalised to -1 dBFS; an MP3 at 64 kbit/s, plenty for a voice
 * (about 8 KB a second). Returns sox's complaint when it failed. */
export async function soxTrimNormalise(input: string, output: string): Promise<string | null> {
  const sox = soxCommand();
  if (!sox) return "sox is not installed";
  const trim = ["silence", "1", "0.02", "0.5%"];
  const encode = output.endsWith(".mp3") ? ["-C", "64"] : [];
  const r = await run([sox, "-q", input, ...encode, output, "channels", "1", ...trim, "reverse", ...trim, "reverse", "pad", "0.05", "0.05", "norm", "-1"]);
  return r.ok ? null : r.err.trim().slice(0, 300) || "sox failed";
}
