// Contact sheet of the trace guides: each letter form's glyph in the teaching font (placed as the
// player places it, from the guide's `text`) with the authored centre lines over it — stroke number
// and start dot, arrow at the end, dots as discs. Look at it after editing content/strokes/*.json:
// every line must lie on the glyph, in writing order and direction.
// Usage: bun scripts/strokes-sheet.ts [letterId …]   Env: OUT=.tmp/strokes-sheet.png  CELL=300  FORMS=initial,final
import { chromium } from "playwright-core";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

type Guide = {
  text?: { glyph: string; x: number; y: number; size: number };
  strokes: { points: [number, number][]; dot?: boolean }[];
};
const root = join(import.meta.dir, "..");
const out = process.env.OUT ?? join(root, ".tmp/strokes-sheet.png");
const cell = Number(process.env.CELL ?? 300);
const want = process.argv.slice(2);
const forms = process.env.FORMS?.split(",");
const fontFile = join(
  root,
  "node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2",
);
const font = readFileSync(fontFile).toString("base64");
const COLOURS = ["#16a34a", "#ea580c", "#2563eb", "#c026d3", "#0891b2", "#ca8a04"];

const cells: string[] = [];
for (const file of readdirSync(join(root, "content/strokes"))
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  const id = file.replace(/\.json$/, "");
  if (want.length && !want.includes(id)) continue;
  const guides = JSON.parse(readFileSync(join(root, "content/strokes", file), "utf8")) as Record<
    string,
    Guide
  >;
  for (const [form, g] of Object.entries(guides)) {
    if (forms && !forms.includes(form)) continue;
    let ink = "";
    g.strokes.forEach((s, i) => {
      const c = COLOURS[i % COLOURS.length];
      const [x, y] = s.points[0];
      if (s.dot) ink += `<circle cx="${x}" cy="${y}" r="24" fill="${c}" fill-opacity="0.8"/>`;
      else
        ink += `<polyline points="${s.points.map((p) => p.join(",")).join(" ")}" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round" marker-end="url(#arrow)"/><circle cx="${x}" cy="${y}" r="20" fill="${c}"/>`;
      ink += `<text x="${x + 26}" y="${y - 22}" font-size="60" font-family="sans-serif" fill="${c}" stroke="#fff" stroke-width="3" paint-order="stroke">${i + 1}</text>`;
    });
    const glyph = g.text
      ? `<text x="${g.text.x}" y="${g.text.y}" font-size="${g.text.size}" font-family="Naskh" text-anchor="middle" fill="#000" fill-opacity="0.22">${g.text.glyph}</text>`
      : "";
    cells.push(
      `<figure><svg width="${cell}" height="${cell}" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#fff" stroke="#bbb" stroke-width="4"/>${glyph}${ink}</svg><figcaption>${id} · ${form}</figcaption></figure>`,
    );
  }
}
if (!cells.length) throw new Error("no stroke files matched");

const html = `<!doctype html><meta charset="utf-8"><style>
@font-face { font-family: Naskh; src: url(data:font/woff2;base64,${font}) format("woff2"); }
body { margin: 0; font: 14px sans-serif; } #sheet { display: flex; flex-wrap: wrap; width: ${6 * (cell + 8)}px; }
figure { margin: 4px; } figcaption { text-align: center; }
</style><svg width="0" height="0"><defs><marker id="arrow" viewBox="0 0 10 10" refX="4" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0,0L10,5L0,10z" fill="#111"/></marker></defs></svg>
<div id="sheet">${cells.join("")}</div><span style="font-family:Naskh">ب</span>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 6 * (cell + 8), height: 800 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
mkdirSync(dirname(out), { recursive: true });
await page.locator("#sheet").screenshot({ path: out });
await browser.close();
console.log(`${out}: ${cells.length} letter form(s)`);
