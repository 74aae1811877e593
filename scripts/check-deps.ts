// The dependency rule (.dependency-cruiser.cjs) checked on the code as it runs: every .ts/.tsx file
// of shared/, src/, web/ and cli/ is stripped of its types by Bun's own transpiler (the one the
// bundle and the server use) into .tmp/deps/, then dependency-cruiser walks that tree. So an
// `import type` (erased at build) never counts, and any import that survives does. (dependency-
// cruiser cannot parse TypeScript itself here: it needs TypeScript < 7.)
// Then the folder rules of src/modules (scripts/lib/moduleFolders.ts) over the code as written, type-only
// imports included: no two folders import each other, nor three or more in a ring, no folder imports a
// higher layer, every folder has a layer.
// Usage: bun scripts/check-deps.ts [root]   — root defaults to the repository (a test passes a fixture).
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { arrowsUp, folderGraph, folderLoops, folderPairs, moduleFolders } from "./lib/moduleFolders";

const repo = resolve(import.meta.dir, "..");
const root = resolve(process.argv[2] ?? repo);
const out = join(repo, ".tmp/deps", root === repo ? "repo" : relative(repo, root).replace(/[/\\]/g, "_"));
const AREAS = ["shared", "src", "web", "cli"];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
symlinkSync(join(repo, "node_modules"), join(out, "node_modules"));

const ts = new Bun.Transpiler({ loader: "ts" });
const tsx = new Bun.Transpiler({ loader: "tsx", tsconfig: { compilerOptions: { jsx: "react-jsx" } } });
let files = 0;
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== "node_modules") walk(p);
      continue;
    }
    const dest = join(out, relative(root, p));
    mkdirSync(dirname(dest), { recursive: true });
    if (/\.generated\.ts$|\.d\.ts$/.test(name)) continue;
    if (/\.tsx?$/.test(name)) {
      const code = readFileSync(p, "utf8");
      // Explicit ".ts"/".tsx" specifiers point at the .js written here.
      const js = (name.endsWith("x") ? tsx : ts)
        .transformSync(code)
        .replace(/(from\s*["'][^"']+)\.tsx?(["'])/g, "$1$2");
      writeFileSync(dest.replace(/\.tsx?$/, ".js"), js);
      files++;
    } else if (name.endsWith(".json")) cpSync(p, dest);
  }
};
for (const area of AREAS) {
  try {
    walk(join(root, area));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
}

const present = AREAS.filter((a) => {
  try {
    return statSync(join(out, a)).isDirectory();
  } catch {
    return false;
  }
});
const proc = Bun.spawnSync(
  [join(repo, "node_modules/.bin/depcruise"), "--config", join(repo, ".dependency-cruiser.cjs"), ...present],
  {
    cwd: out,
    stdout: "pipe",
    stderr: "pipe",
  },
);
const text = (proc.stdout.toString() + proc.stderr.toString()).replaceAll(".js", ".ts(x)").trim();
console.log(`${files} files transpiled; ${text}`);

const graph = folderGraph(root);
const { up, unknown } = arrowsUp(graph, moduleFolders(root));
const shown = (e: { from: string; to: string; typeOnly: boolean }) =>
  `${e.from} → ${e.to}${e.typeOnly ? " (type only)" : ""}`;
const folderViolations = [
  ...folderPairs(graph).map(
    (p) => `no-folder-pair: src/modules/${p.a} ↔ src/modules/${p.b}: ${p.edges.map(shown).join("; ")}`,
  ),
  ...folderLoops(graph).map(
    (l) => `no-folder-loop: ${l.map((f) => `src/modules/${f}`).join(" ~ ")} reach each other`,
  ),
  ...up.map((u) => {
    const [a, b] = u.key.split(" -> ");
    return `layers: src/modules/${a} (${u.from}) imports src/modules/${b} (${u.to}, higher): ${u.edges.map(shown).join("; ")}`;
  }),
  ...unknown.map((f) => `layers: src/modules/${f} is in no layer (scripts/lib/moduleFolders.ts LAYERS)`),
];
for (const v of folderViolations) console.log(`  error ${v}`);
console.log(
  folderViolations.length
    ? `✖ ${folderViolations.length} folder rule violations`
    : `✔ no folder rule violations (${graph.size} folder arrows)`,
);
process.exit(folderViolations.length ? 1 : (proc.exitCode ?? 1));
