// Builds the browser bundle (content-hashed JS, CSS and fonts) into dist/client and
// writes src/ssr/assets.generated.ts, which imports every file "with { type: 'file' }"
// so the same code serves them from disk in a checkout and from inside the executable.
import { rmSync, mkdirSync, readdirSync, writeFileSync, cpSync, existsSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import "./gen-content"; // the course content is embedded in the build too
import { writePictures } from "./build-pictures";
import { CHUNK_LOCALES, chunkSources } from "./i18n-chunks";

const root = join(import.meta.dir, "..");
const out = join(root, "dist/client");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const started = performance.now();
const result = await Bun.build({
  entrypoints: [join(root, "web/client.tsx")],
  outdir: out,
  target: "browser",
  minify: true,
  splitting: true, // areas behind route `lazy` become their own chunks
  format: "esm",
  sourcemap: "none",
  naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
  publicPath: "/assets/",
  external: ["/static/*"],
  // The catalogue reaches the browser already parsed (scripts/i18n-chunks.ts): intl-messageformat's
  // parser stays out of the bundle, replaced by formatjs's own stand-in for pre-parsed messages.
  plugins: [
    {
      name: "icu-no-parser",
      setup(b) {
        b.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, () => ({
          path: join(root, "node_modules/@formatjs/icu-messageformat-parser/no-parser.js"),
        }));
      },
    },
  ],
  loader: {
    ".woff2": "file",
    ".woff": "file",
    ".svg": "file",
    ".png": "file",
    ".webp": "file",
    ".jpg": "file",
  },
  define: { "process.env.NODE_ENV": '"production"' },
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
// The message catalogue, one chunk per language (issue #30): a page loads its visitor's language only.
// One chunk per language and area (scripts/i18n-chunks.ts): a page loads the areas it shows.
const chunkDir = join(root, ".tmp/i18n-chunks");
rmSync(chunkDir, { recursive: true, force: true });
mkdirSync(chunkDir, { recursive: true });
const chunkEntries: string[] = [];
for (const l of CHUNK_LOCALES)
  for (const [area, source] of Object.entries(chunkSources(l))) {
    writeFileSync(join(chunkDir, `${l}-${area}.js`), source);
    chunkEntries.push(join(chunkDir, `${l}-${area}.js`));
  }
const catalogues = await Bun.build({
  entrypoints: chunkEntries,
  outdir: out,
  target: "browser",
  minify: true,
  format: "esm",
  sourcemap: "none",
  naming: { entry: "i18n-[name]-[hash].[ext]" },
});
if (!catalogues.success) {
  for (const log of catalogues.logs) console.error(log);
  process.exit(1);
}
/** language → area → its chunk's address */
const catalogueFiles: Record<string, Record<string, string>> = {};
const sizes: Record<string, { gz: number; parts: string[] }> = {};
for (const o of catalogues.outputs) {
  const m = /^i18n-(en|fr|pseudo)-(\w+)-/.exec(relative(out, o.path));
  if (!m) continue;
  const [, locale, area] = m;
  (catalogueFiles[locale] ??= {})[area] = "/assets/" + relative(out, o.path);
  const gz = Bun.gzipSync(await Bun.file(o.path).bytes()).length;
  const s = (sizes[locale] ??= { gz: 0, parts: [] });
  s.gz += gz;
  s.parts.push(`${area} ${(gz / 1024).toFixed(1)}`);
}
console.log(
  `catalogue per language (gzip): ${Object.entries(sizes)
    .map(([l, s]) => `${l} ${(s.gz / 1024).toFixed(1)} KB in all [${s.parts.sort().join(", ")}]`)
    .join("; ")}`,
);

// Static files that keep their names (images, icons) live in web/public and are served under /static.
const pub = join(root, "web/public");
if (existsSync(pub)) cpSync(pub, join(out, "static"), { recursive: true });
// Self-hosted fonts from their npm packages (never a CDN); app.css declares them.
const FONTS = [
  "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
  "@fontsource/cairo/files/cairo-arabic-400-normal.woff2",
  "@fontsource/cairo/files/cairo-arabic-700-normal.woff2",
  // The teaching font of the course pages (web/styles/courses.css).
  "@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2",
  "@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2",
];
mkdirSync(join(out, "static/fonts"), { recursive: true });
for (const f of FONTS) cpSync(join(root, "node_modules", f), join(out, "static/fonts", f.split("/").pop()!));
// Only the pictures the course content uses, content-hashed (scripts/build-pictures.ts).
const pics = writePictures(out, join(root, "content"));
console.log(
  `pictures: ${pics.count} SVG, ${(pics.bytes / 1024).toFixed(1)} KB (${(pics.gzip / 1024).toFixed(1)} KB gzip)${pics.missing.length ? `; not in the icon set: ${pics.missing.join(", ")}` : ""}`,
);

const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(relative(out, p));
  }
};
walk(out);

const entryOut = result.outputs.find((o) => o.kind === "entry-point" && o.path.endsWith(".js"));
if (!entryOut) throw new Error("client bundle missing");
const entryJs = relative(out, entryOut.path);
const entryCss = files.find((f) => /^client-[\w-]+\.css$/.test(f));
// Chunks the entry imports statically load at start-up: the page preloads them (no waterfall).
const staticImports = (code: string) =>
  [...code.matchAll(/(?:from|import)\s*"(?:\.\/|\/assets\/)([^"]+\.js)"/g)].map((m) => m[1]);
const preload: string[] = [];
const queue = staticImports(await Bun.file(entryOut.path).text());
while (queue.length) {
  const f = queue.shift()!;
  if (preload.includes(f)) continue;
  preload.push(f);
  queue.push(...staticImports(await Bun.file(join(out, f)).text()));
}
const lines = [
  "// @ts-nocheck -- generated by scripts/build-client.ts; do not edit, do not commit.",
  ...files.map(
    (f, i) =>
      `import f${i} from ${JSON.stringify(relative(join(root, "src/ssr"), join(out, f)))} with { type: "file" };`,
  ),
  "",
  "/** URL path (without /assets/ or /static/ prefix rules applied) → file to serve. */",
  "export const assetFiles: Record<string, string> = {",
  ...files.map((f, i) => `  ${JSON.stringify(f.startsWith("static/") ? "/" + f : "/assets/" + f)}: f${i},`),
  "};",
  `export const entry = { js: ${JSON.stringify("/assets/" + entryJs)}, css: ${JSON.stringify(entryCss ? "/assets/" + entryCss : null)}, preload: ${JSON.stringify(preload.map((f) => "/assets/" + f))}, catalogues: ${JSON.stringify(catalogueFiles)} as Record<string, Record<string, string>> };`,
  "",
];
writeFileSync(join(root, "src/ssr/assets.generated.ts"), lines.join("\n"));
// What every page loads before it is interactive: the entry and its static chunks.
let raw = 0,
  gz = 0;
for (const f of [entryJs, ...preload]) {
  const bytes = await Bun.file(join(out, f)).bytes();
  raw += bytes.length;
  gz += Bun.gzipSync(bytes).length;
}
console.log(
  `client built in ${(performance.now() - started).toFixed(0)} ms: start-up JS ${(raw / 1024).toFixed(1)} KB (${(gz / 1024).toFixed(1)} KB gzip) in ${1 + preload.length} file(s), ${files.length} files in all`,
);
