// sox (a Debian package, called as a program) measures a clip (`stats`), trims the silence around it
// and normalises it. Without sox, clips are stored as they came (the admin page says so).

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
  const [out, err, code] = await Promise.all([
    new Response(p.stdout).text(),
    new Response(p.stderr).text(),
    p.exited,
  ]);
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

/** What `sox FILE -n channels 1 stats` says of a clip, mixed to mono. Levels in dBFS (-Infinity for
 * digital silence); `peakCount` is how many samples sit at the peak level. */
export type SoxStats = {
  peakDb: number;
  rmsDb: number;
  rmsPeakDb: number;
  peakCount: number;
  flatFactor: number;
  lengthMs: number;
};

/** "13.9k" → 13900: sox abbreviates large counts. */
const count = (v: string) => {
  const m = /^(-?[\d.]+)([kM]?)$/.exec(v);
  return m ? Number(m[1]) * (m[2] === "k" ? 1e3 : m[2] === "M" ? 1e6 : 1) : Number.NaN;
};
const level = (v: string) => (v === "-inf" ? Number.NEGATIVE_INFINITY : Number(v));

export async function soxStats(file: string): Promise<SoxStats | null> {
  const sox = soxCommand();
  if (!sox) return null;
  const r = await run([sox, file, "-n", "channels", "1", "stats"]);
  if (!r.ok) return null;
  const field = (name: string) =>
    new RegExp(`^${name.replace(/ /g, "\\s")}\\s+(\\S+)`, "m").exec(r.err)?.[1] ?? "";
  const s: SoxStats = {
    peakDb: level(field("Pk lev dB")),
    rmsDb: level(field("RMS lev dB")),
    rmsPeakDb: level(field("RMS Pk dB")),
    peakCount: count(field("Pk count")),
    flatFactor: Number(field("Flat factor")),
    lengthMs: Math.round(Number(field("Length s")) * 1000),
  };
  return Object.values(s).some((v) => Number.isNaN(v)) ? null : s;
}

/** Writes a mono 44.1 kHz WAV of the clip without its leading and trailing silence (50 ms kept each side). */
export async function soxTrim(input: string, output: string): Promise<string | null> {
  const sox = soxCommand();
  if (!sox) return "sox is not installed";
  const trim = ["silence", "1", "0.02", "0.5%"];
  const r = await run([
    sox,
    "-q",
    input,
    "-b",
    "16",
    output,
    "channels",
    "1",
    "rate",
    "44100",
    ...trim,
    "reverse",
    ...trim,
    "reverse",
    "pad",
    "0.05",
    "0.05",
  ]);
  return r.ok ? null : r.err.trim().slice(0, 300) || "sox failed";
}

/** Encodes `input` as `output` (its type from its extension; MP3 at 64 kbit/s, plenty for a voice:
 * about 8 KB a second) with a gain in dB applied. */
export async function soxEncode(input: string, output: string, gainDb: number): Promise<string | null> {
  const sox = soxCommand();
  if (!sox) return "sox is not installed";
  const encode = output.endsWith(".mp3") ? ["-C", "64"] : [];
  const r = await run([
    sox,
    "-q",
    input,
    ...encode,
    output,
    "channels",
    "1",
    "rate",
    "44100",
    "gain",
    gainDb.toFixed(2),
  ]);
  return r.ok ? null : r.err.trim().slice(0, 300) || "sox failed";
}

/** Whether the file is mono at 44.1 kHz (the stored clips' shape). */
export async function soxFormatOk(file: string): Promise<boolean> {
  const sox = soxCommand();
  if (!sox) return false;
  const [c, r] = await Promise.all([run([sox, "--i", "-c", file]), run([sox, "--i", "-r", file])]);
  return c.ok && r.ok && c.out.trim() === "1" && r.out.trim() === "44100";
}
