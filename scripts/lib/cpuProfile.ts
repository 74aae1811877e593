// Reads a .cpuprofile (Chrome's format, as `bun --cpu-prof` writes it) and sums self time per function.
// Functions of a compiled executable carry only a line of the bundle it embeds: when `exe` is given, the
// bundle's text is found inside the executable (its lines are located by matching the profile's named
// functions against `function NAME(` lines) and each function is given the module the bundler's
// "// path" comment above it names. If that match is not convincing, functions stay without a module.
import { readFileSync } from "node:fs";

type Frame = { functionName: string; url: string; lineNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };
export type SelfRow = { name: string; where: string; ms: number; share: number };

/** For each line of the embedded bundle, the module it belongs to; null when the bundle is not found. */
function bundleModules(exe: string, frames: Frame[]): ((line: number) => string) | null {
  const lines = readFileSync(exe, "latin1").split("\n");
  const named = frames.filter(
    (f) => f.url.includes("$bunfs") && /^[A-Za-z_$][\w$]{3,}$/.test(f.functionName) && f.lineNumber >= 0,
  );
  if (!named.length) return null;
  const defs = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const m = l.match(/^\s*(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)\s*\(/);
    if (m) defs.set(m[1], [...(defs.get(m[1]) ?? []), i]);
  });
  // the offset of the bundle's first line that most named functions agree on
  const votes = new Map<number, number>();
  for (const f of named)
    for (const at of defs.get(f.functionName) ?? [])
      votes.set(at - f.lineNumber, (votes.get(at - f.lineNumber) ?? 0) + 1);
  const [base, agree] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  const declared = named.filter((f) => defs.has(f.functionName)).length;
  if (!agree || agree < 0.6 * declared) return null;
  const moduleAt: string[] = [];
  let current = "";
  for (let i = base; i < lines.length; i++) {
    const m = lines[i].match(/^\/\/ (\S+\.(?:[cm]?[jt]sx?|json))$/);
    if (m) current = m[1].replace(/^.*node_modules\//, "");
    moduleAt.push(current);
  }
  return (line) => moduleAt[line] ?? "";
}

/** The `top` functions by self time (samples × sampling interval), with their share of all samples. A native function
 *  (no script of its own) is named with the nearest script function that called it. `lastMs`: only the
 *  samples of the profile's last so many milliseconds (the measured run, not the start-up). */
export function topSelf(
  profileFile: string,
  top = 20,
  exe?: string,
  lastMs?: number,
): { rows: SelfRow[]; busyMs: number; samples: number; intervalUs: number } {
  const p = JSON.parse(readFileSync(profileFile, "utf8")) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const moduleOf = exe
    ? bundleModules(
        exe,
        p.nodes.map((n) => n.callFrame),
      )
    : null;
  const inBundle = (f: Frame) => f.url.includes("$bunfs");
  const place = (f: Frame) =>
    moduleOf ? moduleOf(f.lineNumber) || "(bundler runtime)" : `bundle line ${f.lineNumber + 1}`;
  const caller = (id: number) => {
    for (let at = parent.get(id); at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      if (inBundle(f)) return `native, from ${f.functionName || "(anonymous)"} in ${place(f)}`;
    }
    return "native";
  };
  const self = new Map<string, { name: string; where: string; us: number }>();
  // Bun's profiles have no "(idle)" node: an idle stretch is one long gap between two samples. So each sample
  // weighs the sampling interval (the median gap), not the gap that follows it.
  const gaps = p.timeDeltas.slice(1).sort((a, b) => a - b);
  const interval = gaps[gaps.length >> 1] ?? 1000;
  let samples = 0;
  // sample i was taken at startTime + timeDeltas[0..i]
  let t = p.startTime;
  const from = lastMs === undefined ? -Infinity : p.endTime - lastMs * 1000;
  p.samples.forEach((id, i) => {
    t += p.timeDeltas[i] ?? 0;
    if (t < from) return;
    const f = byId.get(id)!.callFrame;
    if (f.functionName === "(idle)") return;
    samples++;
    const us = interval;
    const where = inBundle(f) ? place(f) : f.url ? f.url : caller(id);
    const name = f.functionName || "(anonymous)";
    const key = `${name}\t${where}`;
    const row = self.get(key) ?? { name, where, us: 0 };
    row.us += us;
    self.set(key, row);
  });
  const busy = samples * interval;
  const rows = [...self.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, top)
    .map((r) => ({ name: r.name, where: r.where, ms: r.us / 1000, share: busy ? r.us / busy : 0 }));
  return { rows, busyMs: busy / 1000, samples, intervalUs: interval };
}
