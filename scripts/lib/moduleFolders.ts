// The folder rules of src/modules (issue #32), over the TypeScript as written, so a type-only import
// counts too (a folder that needs another's types depends on it as surely as one that calls it):
//   no-folder-pair  no two folders import each other (one may use the other, never both ways);
//   no-folder-loop  nor do three or more in a ring (a → b → c → a), even inside one layer;
//   layers          a folder imports only folders of its own layer or below (LAYERS, bottom first).
// dependency-cruiser sees modules, not folders, and sees the code with its types stripped
// (scripts/check-deps.ts), hence this walk of its own. Used by check-deps.ts; `bun
// scripts/lib/moduleFolders.ts [root]` prints the folder graph.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The layers of src/modules, bottom first: a folder may import its own layer and the layers below. */
export const LAYERS: { name: string; folders: string[] }[] = [
  // settings, users, sign-in, mail: every area's routes ask auth/ who is calling
  { name: "platform", folders: ["audit", "ratelimit", "media", "mail", "site", "users", "auth"] },
  { name: "course", folders: ["content", "audio"] },
  { name: "access", folders: ["access"] },
  { name: "plans", folders: ["subscriptions"] },
  { name: "learning", folders: ["learning"] },
  {
    name: "areas",
    folders: [
      "assessments",
      "tales",
      "classes",
      "family",
      "digest",
      "payments",
      "account",
      "claims",
      "admin",
      "backups",
      "setup",
      "contact",
      "session",
      "health",
    ],
  },
];

export type Edge = { from: string; to: string; typeOnly: boolean };
export type FolderGraph = Map<string, Edge[]>; // "a -> b" → the file imports behind the arrow

const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[\n;])\s*import\s+["']([^"']+)["']/g;

/** Every import between two folders of <root>/src/modules (files directly in src/modules compose them). */
export function folderGraph(root: string): FolderGraph {
  const base = join(root, "src/modules");
  const files: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(n) && !n.endsWith(".d.ts")) files.push(p);
    }
  };
  if (existsSync(base)) walk(base);
  const folderOf = (f: string) => {
    const parts = relative(base, f).split("/");
    return parts.length > 1 && !parts[0]!.startsWith("..") ? parts[0]! : null;
  };
  const graph: FolderGraph = new Map();
  for (const f of files) {
    const a = folderOf(f);
    if (!a) continue;
    for (const m of readFileSync(f, "utf8").matchAll(IMPORT)) {
      const spec = m[4] ?? m[5] ?? m[6]!;
      if (!spec.startsWith(".")) continue;
      const t = resolve(dirname(f), spec);
      const target = [t, `${t}.ts`, `${t}.tsx`, join(t, "index.ts")].find((p) => existsSync(p)) ?? t;
      const b = folderOf(target);
      if (!b || a === b) continue;
      const names = (m[3] ?? "").trim();
      const typeOnly = !!m[2] || /^\{\s*(type\s+[^,}]+,?\s*)+\}$/.test(names);
      const key = `${a} -> ${b}`;
      if (!graph.has(key)) graph.set(key, []);
      graph.get(key)!.push({ from: relative(root, f), to: relative(root, target), typeOnly });
    }
  }
  return graph;
}

/** The pairs of folders that import each other, each with the imports both ways. */
export function folderPairs(graph: FolderGraph): { a: string; b: string; edges: Edge[] }[] {
  const pairs = [];
  for (const key of graph.keys()) {
    const [a, b] = key.split(" -> ") as [string, string];
    const back = graph.get(`${b} -> ${a}`);
    if (a < b && back) pairs.push({ a, b, edges: [...graph.get(key)!, ...back] });
  }
  return pairs;
}

/** The rings of three or more folders that reach each other (strongly connected, Tarjan's algorithm). */
export function folderLoops(graph: FolderGraph): string[][] {
  const next = new Map<string, string[]>();
  for (const key of graph.keys()) {
    const [a, b] = key.split(" -> ") as [string, string];
    next.set(a, [...(next.get(a) ?? []), b]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const ring = stack.splice(stack.indexOf(v));
      if (ring.length > 2) loops.push(ring.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return loops;
}

const layerOf = (folder: string) => LAYERS.findIndex((l) => l.folders.includes(folder));

/** The folders of <root>/src/modules. */
export const moduleFolders = (root: string): string[] => {
  const base = join(root, "src/modules");
  return existsSync(base) ? readdirSync(base).filter((n) => statSync(join(base, n)).isDirectory()) : [];
};

/** Arrows from a folder to a folder of a higher layer (with both layers' names); and the folders no layer
 *  lists. */
export function arrowsUp(
  graph: FolderGraph,
  folders: string[],
): { up: { key: string; from: string; to: string; edges: Edge[] }[]; unknown: string[] } {
  const up = [];
  for (const [key, edges] of graph) {
    const [a, b] = key.split(" -> ") as [string, string];
    if (layerOf(a) >= 0 && layerOf(b) > layerOf(a))
      up.push({ key, from: LAYERS[layerOf(a)]!.name, to: LAYERS[layerOf(b)]!.name, edges });
  }
  return { up, unknown: folders.filter((f) => layerOf(f) < 0).sort() };
}

if (import.meta.main) {
  const root = resolve(process.argv[2] ?? join(import.meta.dir, "../.."));
  const graph = folderGraph(root);
  for (const [key, edges] of [...graph].sort())
    console.log(`${key}  (${edges.length}${edges.every((e) => e.typeOnly) ? ", types only" : ""})`);
  const pairs = folderPairs(graph);
  console.log(`\n${pairs.length} folder pair(s) importing each other`);
  for (const p of pairs) console.log(`  ${p.a} <-> ${p.b}`);
  const loops = folderLoops(graph);
  console.log(`${loops.length} ring(s) of three or more folders`);
  for (const l of loops) console.log(`  ${l.join(" ~ ")}`);
  const { up, unknown } = arrowsUp(graph, moduleFolders(root));
  console.log(`${up.length} arrow(s) running back up the layers`);
  for (const u of up) console.log(`  ${u.key}: ${u.edges.map((e) => `${e.from} -> ${e.to}`).join(", ")}`);
  if (unknown.length) console.log(`folders without a layer: ${unknown.join(", ")}`);
}
