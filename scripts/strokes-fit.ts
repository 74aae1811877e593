// Authoring aid for the trace guides: turns a few hand-placed waypoints per stroke
// (scripts/strokes-waypoints.json) into centre lines that follow the teaching font's glyph, and
// writes content/strokes/<letterId>.json. The JSON files are what the app uses and what a reviewer
// checks (bun scripts/strokes-sheet.ts); this script only saves drawing every point by hand.
//
// How: each letter form is drawn in Noto Naskh Arabic through SVG <text> exactly as the player draws
// it (fitted to the 1024 box), thinned to a one-pixel skeleton (Zhang–Suen), and each stroke follows
// the skeleton's shortest path through its waypoints, in the order and direction given; the path is
// resampled every ~28 units and lightly smoothed. A dot ({"dot": [x, y]}) lands on the centre of the
// skeleton near it. A waypoint further than 45 units from the skeleton is joined by a straight line.
//
// Waypoints: { "<letterId>": { "<form>": [ [[x,y] start, [x,y] via…, [x,y] end] | {"dot":[x,y]}, … ] } }
// in writing order (body first, dots and marks after). Forms join with ZWJ (U+200D): initial = letter+ZWJ,
// medial = ZWJ+letter+ZWJ, final = ZWJ+letter.
// Usage: bun scripts/strokes-fit.ts <letterId> […]   (Debian's Chromium; CHROMIUM_PATH to override)
import { chromium, type Page } from "playwright-core";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type P = [number, number];
type Waypoints = Record<string, Record<string, (P[] | { dot: P })[]>>;
const root = join(import.meta.dir, "..");
const ids = process.argv.slice(2);
if (!ids.length) {
  console.error("usage: bun scripts/strokes-fit.ts <letterId> [...]");
  process.exit(2);
}
const ZWJ = "\u200D";
const glyphText = (ch: string, form: string) =>
  ({ isolated: ch, initial: ch + ZWJ, medial: ZWJ + ch + ZWJ, final: ZWJ + ch })[form] ?? ch;
const letters = (
  Bun.YAML.parse(readFileSync(join(root, "content/letters.yaml"), "utf8")) as {
    letters: { id: string; char: string }[];
  }
).letters;
const waypoints = JSON.parse(readFileSync(join(root, "scripts/strokes-waypoints.json"), "utf8")) as Waypoints;
const font = readFileSync(
  join(root, "node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2"),
).toString("base64");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 2100, height: 2100 } });
await page.setContent(
  `<style>@font-face{font-family:N;src:url(data:font/woff2;base64,${font}) format("woff2")} body{margin:0;background:#fff}</style>` +
    `<div id="stage"></div><canvas id="c" style="display:none"></canvas><span style="font-family:N">ب</span>`,
);
await page.evaluate(() => document.fonts.load("100px N", "ب"));

for (const id of ids) {
  const letter = letters.find((l) => l.id === id);
  if (!letter || !waypoints[id])
    throw new Error(`${id}: not in content/letters.yaml or scripts/strokes-waypoints.json`);
  const out: Record<
    string,
    { text: { glyph: string; x: number; y: number; size: number }; strokes: unknown[] }
  > = {};
  for (const [form, strokes] of Object.entries(waypoints[id])) {
    const glyph = glyphText(letter.char, form);
    const { text, skel } = await skeleton(page, glyph);
    out[form] = {
      text: { glyph, ...text },
      strokes: strokes.map((s) => fitStroke(s, skel, `${id} ${form}`)),
    };
  }
  // one line per stroke keeps diffs readable
  const body = Object.entries(out)
    .map(
      ([form, g]) =>
        `  ${JSON.stringify(form)}: {\n    "text": ${JSON.stringify(g.text)},\n    "strokes": [\n${g.strokes.map((s) => "      " + JSON.stringify(s)).join(",\n")}\n    ]\n  }`,
    )
    .join(",\n");
  writeFileSync(join(root, `content/strokes/${id}.json`), `{\n${body}\n}\n`);
  console.log(`content/strokes/${id}.json: ${Object.keys(out).join(", ")}`);
}
await browser.close();

/** Renders the glyph as the player does (SVG text), fits it to the box (864 units, font size ≤ 1600), thins it. */
async function skeleton(page: Page, glyph: string) {
  const render = async (html: string, w: number, mode: "bounds" | "pixels") => {
    await page.evaluate((h) => (document.getElementById("stage")!.innerHTML = h), html);
    const png = (await page.locator("#stage svg").screenshot()).toString("base64");
    return page.evaluate(
      async ({ png, w, mode }) => {
        const img = new Image();
        img.src = "data:image/png;base64," + png;
        await img.decode();
        const c = document.getElementById("c") as HTMLCanvasElement;
        c.width = w;
        c.height = w;
        const g = c.getContext("2d")!;
        g.drawImage(img, 0, 0);
        const d = g.getImageData(0, 0, w, w).data;
        const ink = (i: number) => d[i * 4] < 128;
        if (mode === "bounds") {
          let x0 = 1e9,
            y0 = 1e9,
            x1 = -1,
            y1 = -1;
          for (let y = 0; y < w; y++)
            for (let x = 0; x < w; x++)
              if (ink(y * w + x))
                [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
          return [x0, y0, x1, y1];
        }
        // Zhang–Suen thinning
        const img1 = new Uint8Array(w * w).map((_, i) => (ink(i) ? 1 : 0));
        const at = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= w ? 0 : img1[y * w + x]);
        for (let changed = true; changed; ) {
          changed = false;
          for (const step of [0, 1]) {
            const del: number[] = [];
            for (let y = 0; y < w; y++)
              for (let x = 0; x < w; x++) {
                if (!img1[y * w + x]) continue;
                const p = [
                  at(x, y - 1),
                  at(x + 1, y - 1),
                  at(x + 1, y),
                  at(x + 1, y + 1),
                  at(x, y + 1),
                  at(x - 1, y + 1),
                  at(x - 1, y),
                  at(x - 1, y - 1),
                ];
                const b = p.reduce((a, v) => a + v, 0);
                if (b < 2 || b > 6) continue;
                let a = 0;
                for (let i = 0; i < 8; i++) if (!p[i] && p[(i + 1) % 8]) a++;
                if (a !== 1) continue;
                if (
                  step === 0
                    ? p[0] * p[2] * p[4] || p[2] * p[4] * p[6]
                    : p[0] * p[2] * p[6] || p[0] * p[4] * p[6]
                )
                  continue;
                del.push(y * w + x);
              }
            for (const i of del) img1[i] = 0;
            if (del.length) changed = true;
          }
        }
        const pts: number[] = [];
        for (let y = 0; y < w; y++) for (let x = 0; x < w; x++) if (img1[y * w + x]) pts.push(x, y);
        return pts;
      },
      { png, w, mode },
    );
  };
  const svg = (w: number, box: number, x: number, y: number, size: number) =>
    `<svg width="${w}" height="${w}" viewBox="0 0 ${box} ${box}"><text x="${x}" y="${y}" font-size="${size}" font-family="N" text-anchor="middle">${glyph}</text></svg>`;
  const [x0, y0, x1, y1] = await render(svg(2000, 2000, 1000, 1300, 1000), 2000, "bounds");
  const size = Math.round(Math.min(1600, 1000 * Math.min(864 / (x1 - x0 + 1), 864 / (y1 - y0 + 1))));
  const s = size / 1000;
  const text = {
    x: Math.round(512 - ((x0 + x1) / 2 - 1000) * s),
    y: Math.round(512 - ((y0 + y1) / 2 - 1300) * s),
    size,
  };
  const flat = await render(svg(512, 1024, text.x, text.y, size), 512, "pixels"); // half resolution: pixel (x, y) is (2x+1, 2y+1)
  const skel: P[] = [];
  for (let i = 0; i < flat.length; i += 2) skel.push([flat[i] * 2 + 1, flat[i + 1] * 2 + 1]);
  return { text, skel };
}

/** One stroke: the skeleton's shortest path through the waypoints, resampled and smoothed; or a dot. */
function fitStroke(s: P[] | { dot: P }, skel: P[], where: string) {
  const key = (p: P) => `${(p[0] - 1) / 2},${(p[1] - 1) / 2}`;
  const pix = new Map(skel.map((p) => [key(p), p]));
  if (!Array.isArray(s)) {
    const near = skel.filter((p) => Math.hypot(p[0] - s.dot[0], p[1] - s.dot[1]) < 70);
    const c: P = near.length ? [avg(near.map((p) => p[0])), avg(near.map((p) => p[1]))] : s.dot;
    return { points: [[Math.round(c[0]), Math.round(c[1])]], dot: true };
  }
  const nearest = (q: P) => {
    let best = skel[0],
      d = Infinity;
    for (const p of skel)
      if (Math.hypot(p[0] - q[0], p[1] - q[1]) < d) [best, d] = [p, Math.hypot(p[0] - q[0], p[1] - q[1])];
    return { p: best, d };
  };
  const path = (a: P, b: P): P[] | null => {
    const dist = new Map([[key(a), 0]]),
      prev = new Map<string, string>(),
      open = new Set([key(a)]);
    while (open.size) {
      let cur = "",
        cd = Infinity;
      for (const o of open) if (dist.get(o)! < cd) [cur, cd] = [o, dist.get(o)!];
      open.delete(cur);
      if (cur === key(b)) break;
      const [cx, cy] = cur.split(",").map(Number);
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const nk = `${cx + dx},${cy + dy}`;
          if ((!dx && !dy) || !pix.has(nk)) continue;
          const nd = cd + Math.hypot(dx, dy);
          if (nd < (dist.get(nk) ?? Infinity)) [dist.set(nk, nd), prev.set(nk, cur), open.add(nk)];
        }
    }
    if (!dist.has(key(b))) return null;
    const res: P[] = [];
    for (let c: string | undefined = key(b); c; c = prev.get(c)) res.unshift(pix.get(c)!);
    return res;
  };
  const pts: P[] = [];
  for (let i = 0; i < s.length - 1; i++) {
    const a = nearest(s[i]),
      b = nearest(s[i + 1]);
    const seg = a.d < 45 && b.d < 45 ? path(a.p, b.p) : null;
    if (!seg) console.warn(`${where}: straight line ${JSON.stringify(s[i])} → ${JSON.stringify(s[i + 1])}`);
    const piece: P[] = seg ?? [s[i], s[i + 1]];
    if (seg && a.d >= 20) piece.unshift(s[i]); // reach an end beyond the thinned tip
    if (seg && b.d >= 20) piece.push(s[i + 1]);
    pts.push(...(i ? piece.slice(1) : piece));
  }
  const len = [0];
  for (let i = 1; i < pts.length; i++)
    len.push(len[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
  const total = len[len.length - 1],
    n = Math.max(2, Math.round(total / 28) + 1);
  const rs: P[] = [];
  for (let j = 0; j < n; j++) {
    const t = (total * j) / (n - 1);
    let i = 1;
    while (i < len.length - 1 && len[i] < t) i++;
    const f = len[i] === len[i - 1] ? 0 : (t - len[i - 1]) / (len[i] - len[i - 1]);
    rs.push([
      pts[i - 1][0] + f * (pts[i][0] - pts[i - 1][0]),
      pts[i - 1][1] + f * (pts[i][1] - pts[i - 1][1]),
    ]);
  }
  const smooth = rs.map(
    (p, i): P =>
      i === 0 || i === rs.length - 1
        ? p
        : [(rs[i - 1][0] + 2 * p[0] + rs[i + 1][0]) / 4, (rs[i - 1][1] + 2 * p[1] + rs[i + 1][1]) / 4],
  );
  const round = smooth.map(([x, y]): P => [Math.round(x), Math.round(y)]);
  return { points: round.filter((p, i) => i === 0 || p[0] !== round[i - 1][0] || p[1] !== round[i - 1][1]) };
}

function avg(xs: number[]) {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
