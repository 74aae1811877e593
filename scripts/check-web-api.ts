// The browser's one contract with the API (issue #32): web/ calls the API only through the typed Eden
// Treaty client (web/api/client.ts), so no string API path may appear in web/ code (no "/api/v1…", no
// `api.get("/…")`, no apiRequest, no fetch("/…")), and web/ imports nothing from src/ but the App type
// (`import type { App } from "…/src/app"`, erased at build): reply types come from the routes, not from
// hand-picked server modules. Run by tests/unit/web-api-contract.test.ts (in `npm test`); also a CLI:
// bun scripts/check-web-api.ts [root]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";

export type Source = { path: string; text: string }; // path relative to the repository, e.g. "web/x.tsx"

const ts = new Bun.Transpiler({ loader: "ts" });
const tsx = new Bun.Transpiler({ loader: "tsx", tsconfig: { compilerOptions: { jsx: "react-jsx" } } });

/** The code a file runs, without comments (a comment may name a route). */
const code = (f: Source) => (f.path.endsWith("x") ? tsx : ts).transformSync(f.text);

const STRING_PATH_CALLS: [RegExp, string][] = [
  [/\/api\/v1/, 'an "/api/v1" path'],
  [/\.(get|post|put|patch|delete)\s*(<[^>()]*>)?\(\s*["'`]\//, "a call with a string path"],
  [/\bapiRequest\s*\(/, "apiRequest(…)"],
  [/\bfetch\s*\(\s*["'`]\//, "fetch of a string path"],
];

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

/** Every breach of the contract in these files, one line each ("web/x.tsx: …"). */
export function webApiViolations(files: Source[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    if (!f.path.startsWith("web/") || !/\.tsx?$/.test(f.path)) continue;
    const js = code(f);
    for (const [re, what] of STRING_PATH_CALLS) {
      const m = js.match(re);
      if (m) out.push(`${f.path}: ${what} (${m[0].trim()}…): call the API through web/api/client.ts`);
    }
    for (const m of f.text.matchAll(IMPORT)) {
      const spec = m[4] ?? m[5] ?? m[6];
      if (!spec?.startsWith(".")) continue;
      const target = normalize(join(dirname(f.path), spec)).replace(/\.tsx?$/, "");
      if (!target.startsWith("src/")) continue;
      const typeOnly = m[1] === "import" && m[2] !== undefined;
      const names = (m[3] ?? "").replace(/[{}\s]/g, "");
      if (target === "src/app" && typeOnly && names === "App") continue;
      out.push(
        `${f.path}: imports ${spec}: web/ takes only \`import type { App } from "…/src/app"\` from src/`,
      );
    }
  }
  return out;
}

/** The .ts/.tsx files of root/web, as Sources. */
export function webSources(root: string): Source[] {
  const files: Source[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
        files.push({ path: relative(root, p), text: readFileSync(p, "utf8") });
    }
  };
  walk(join(root, "web"));
  return files;
}

if (import.meta.main) {
  const root = resolve(process.argv[2] ?? join(import.meta.dir, ".."));
  const files = webSources(root);
  const bad = webApiViolations(files);
  for (const line of bad) console.log(line);
  console.log(`${files.length} web files checked; ${bad.length} breach(es) of the API contract`);
  process.exit(bad.length ? 1 : 0);
}
