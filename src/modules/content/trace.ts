// Tracing a letter form: the stroke guides (content/strokes/<letterId>.json, embedded with the content)
// and the grading of a child's strokes against them.
//
// The stroke matcher is a port of hanzi-writer's (src/strokeMatches.ts, src/geometry.ts and
// src/models/Stroke.ts at 7cff0a3; https://github.com/chanind/hanzi-writer, MIT licence,
// Copyright (c) 2014 David Chanin), which COURSE-DESIGN.md §3 adopts: in a 1024 × 1024 box, a stroke
// matches when its start and end lie within 250 × leniency of the guide's, its segments run the
// guide's way (average best cosine > 0), its shape after normalising is within Fréchet distance
// 0.4 × leniency (trying five small rotations), and it is at least 0.35 of the guide's length.
// Kept from hanzi-writer too: the average-distance pre-check, and a stroke that fits a later guide
// stroke better is judged with less leniency (the child probably drew the wrong stroke).
// Our additions: dots (hanzi-writer has none) are matched by position; the whole letter is right
// when every guide stroke is matched by the child's stroke of the same number, in order.
import { z } from "zod";
import type { TraceGuide } from "./publicTypes";

export type Point = [number, number];
export type Form = "isolated" | "initial" | "medial" | "final";
export type StrokeResult = { ok: boolean; backwards?: boolean };
export type TraceResult = { correct: boolean; strokes: StrokeResult[] };

export const BOX = 1024;

// ---- the stroke files ----------------------------------------------------------------------
const Coord = z.number().finite().min(0).max(BOX);
const PointSchema = z.tuple([Coord, Coord]);
const Stroke = z
  .strictObject({ points: z.array(PointSchema).min(1), dot: z.literal(true).optional() })
  .refine(
    (s) => (s.dot ? s.points.length === 1 : s.points.length >= 2),
    "a dot is one point; a stroke has at least two",
  );
export const TraceGuideSchema = z.strictObject({
  text: z
    .strictObject({ glyph: z.string().min(1), x: z.number(), y: z.number(), size: z.number().positive() })
    .optional(),
  strokes: z.array(Stroke).min(1),
});
/** content/strokes/<letterId>.json: one guide per form (isolated always). */
export const StrokeFileSchema = z.strictObject({
  isolated: TraceGuideSchema,
  initial: TraceGuideSchema.optional(),
  medial: TraceGuideSchema.optional(),
  final: TraceGuideSchema.optional(),
});
export type StrokeFile = z.infer<typeof StrokeFileSchema>;

const parsed = new WeakMap<Record<string, string>, Map<string, StrokeFile | null>>();

/** The guide for a letter form, from the content's stroke files (`extra`: content/strokes/*.json by
 * path); null when none is authored. Parsed once per content object. */
export function strokesIn(extra: Record<string, string>, letterId: string, form: Form): TraceGuide | null {
  let files = parsed.get(extra);
  if (!files) parsed.set(extra, (files = new Map()));
  if (!files.has(letterId)) {
    const text = extra[`strokes/${letterId}.json`];
    files.set(letterId, text === undefined ? null : StrokeFileSchema.parse(JSON.parse(text)));
  }
  return files.get(letterId)?.[form] ?? null;
}

// ---- grading -------------------------------------------------------------------------------
const COSINE_SIMILARITY_THRESHOLD = 0; // -1 to 1, smaller = more lenient
const START_AND_END_DIST_THRESHOLD = 250; // bigger = more lenient
const FRECHET_THRESHOLD = 0.4; // bigger = more lenient
const MIN_LEN_THRESHOLD = 0.35; // smaller = more lenient
const AVERAGE_DISTANCE_THRESHOLD = 350;
// hanzi-writer halves the average-distance allowance when the outline is shown (ours always is)
const OUTLINE_SHOWN = 0.5;
const SHAPE_FIT_ROTATIONS = [Math.PI / 16, Math.PI / 32, 0, -Math.PI / 32, -Math.PI / 16];
// Dots (ours): the ink's centre within DOT_RADIUS of the dot, and no ink further than DOT_REACH.
const DOT_RADIUS = 120;
const DOT_REACH = 220;
// Bounds on forged input: a stroke is thinned to this many points, and far too many strokes fail fast.
const MAX_POINTS = 400;

/** Grades the child's strokes (1024 box, y down) against the guide; leniency 1 is hanzi-writer's default, bigger is kinder. */
export function gradeTrace(guide: TraceGuide, strokes: Point[][], leniency = 1): TraceResult {
  const user =
    strokes.length > guide.strokes.length + 20
      ? []
      : strokes.map((s) => thin(stripDuplicates(s.filter(finite))));
  const results: StrokeResult[] = guide.strokes.map((g, i) => {
    const u = user[i];
    if (!u || u.length === 0) return { ok: false };
    if (g.dot) return { ok: dotMatches(u, g.points[0], leniency) };
    return strokeMatches(
      u,
      guide.strokes.map((s) => stripDuplicates(s.points)),
      i,
      leniency,
    );
  });
  return { correct: user.length === guide.strokes.length && results.every((r) => r.ok), strokes: results };
}

const finite = (p: Point) => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]);

function thin(points: Point[]): Point[] {
  if (points.length <= MAX_POINTS) return points;
  const step = (points.length - 1) / (MAX_POINTS - 1);
  return Array.from({ length: MAX_POINTS }, (_, i) => points[Math.round(i * step)]);
}

function dotMatches(points: Point[], dot: Point, leniency: number): boolean {
  const centre: Point = [average(points.map((p) => p[0])), average(points.map((p) => p[1]))];
  return (
    distance(centre, dot) <= DOT_RADIUS * leniency &&
    points.every((p) => distance(p, dot) <= DOT_REACH * leniency)
  );
}

/** hanzi-writer's strokeMatches(): the child's stroke against guide stroke `n` of `guides`. */
function strokeMatches(points: Point[], guides: Point[][], n: number, leniency: number): StrokeResult {
  if (points.length < 2) return { ok: false };
  const first = matchData(points, guides[n], leniency, true);
  if (!first.isMatch) return miss(first.backwards);
  // if a later (non-dot) stroke fits better, the child probably drew that one: judge with less leniency
  let closest = first.avgDist;
  for (let i = n + 1; i < guides.length; i++) {
    if (guides[i].length < 2) continue;
    const later = matchData(points, guides[i], leniency, false);
    if (later.isMatch && later.avgDist < closest) closest = later.avgDist;
  }
  if (closest < first.avgDist) {
    const adjustment = (0.6 * (closest + first.avgDist)) / (2 * first.avgDist);
    const again = matchData(points, guides[n], leniency * adjustment, true);
    return again.isMatch ? { ok: true } : miss(again.backwards);
  }
  return { ok: true };
}

const miss = (backwards: boolean): StrokeResult => (backwards ? { ok: false, backwards } : { ok: false });

function matchData(
  points: Point[],
  stroke: Point[],
  leniency: number,
  checkBackwards: boolean,
): { isMatch: boolean; avgDist: number; backwards: boolean } {
  const avgDist = averageDistance(stroke, points);
  if (avgDist > AVERAGE_DISTANCE_THRESHOLD * OUTLINE_SHOWN * leniency)
    return { isMatch: false, avgDist, backwards: false };
  const isMatch =
    startAndEndMatches(points, stroke, leniency) &&
    directionMatches(points, stroke) &&
    shapeFit(points, stroke, leniency) &&
    lengthMatches(points, stroke, leniency);
  if (checkBackwards && !isMatch && matchData([...points].reverse(), stroke, leniency, false).isMatch)
    return { isMatch, avgDist, backwards: true };
  return { isMatch, avgDist, backwards: false };
}

function startAndEndMatches(points: Point[], stroke: Point[], leniency: number): boolean {
  return (
    distance(stroke[0], points[0]) <= START_AND_END_DIST_THRESHOLD * leniency &&
    distance(stroke[stroke.length - 1], points[points.length - 1]) <= START_AND_END_DIST_THRESHOLD * leniency
  );
}

const edgeVectors = (points: Point[]): Point[] => points.slice(1).map((p, i) => subtract(p, points[i]));

function directionMatches(points: Point[], stroke: Point[]): boolean {
  const strokeVectors = edgeVectors(stroke);
  const similarities = edgeVectors(points).map((e) =>
    Math.max(...strokeVectors.map((s) => cosineSimilarity(s, e))),
  );
  return average(similarities) > COSINE_SIMILARITY_THRESHOLD;
}

function lengthMatches(points: Point[], stroke: Point[], leniency: number): boolean {
  return (leniency * (length(points) + 25)) / (length(stroke) + 25) >= MIN_LEN_THRESHOLD;
}

function stripDuplicates(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) if (!out.length || !equals(p, out[out.length - 1])) out.push(p);
  return out;
}

function shapeFit(curve1: Point[], curve2: Point[], leniency: number): boolean {
  const a = normalizeCurve(curve1);
  const b = normalizeCurve(curve2);
  let minDist = Infinity;
  for (const theta of SHAPE_FIT_ROTATIONS) minDist = Math.min(minDist, frechetDist(a, rotate(b, theta)));
  return minDist <= FRECHET_THRESHOLD * leniency;
}

// ---- geometry (hanzi-writer's geometry.ts) ------------------------------------------------------
const subtract = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const magnitude = (p: Point) => Math.sqrt(p[0] ** 2 + p[1] ** 2);
const distance = (a: Point, b: Point) => magnitude(subtract(a, b));
const equals = (a: Point, b: Point) => a[0] === b[0] && a[1] === b[1];
const average = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const cosineSimilarity = (a: Point, b: Point) => (a[0] * b[0] + a[1] * b[1]) / magnitude(a) / magnitude(b);

function length(points: Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i], points[i - 1]);
  return total;
}

function averageDistance(stroke: Point[], points: Point[]): number {
  const nearest = (p: Point) => Math.min(...stroke.map((s) => distance(s, p)));
  return points.reduce((s, p) => s + nearest(p), 0) / points.length;
}

/** p3 on the line through p1 and p2, `dist` beyond p2. */
function extendPointOnLine(p1: Point, p2: Point, dist: number): Point {
  const v = subtract(p2, p1);
  const norm = dist / magnitude(v);
  return [p2[0] + norm * v[0], p2[1] + norm * v[1]];
}

function frechetDist(curve1: Point[], curve2: Point[]): number {
  const long = curve1.length >= curve2.length ? curve1 : curve2;
  const short = curve1.length >= curve2.length ? curve2 : curve1;
  let prev: number[] = [];
  for (let i = 0; i < long.length; i++) {
    const cur: number[] = [];
    for (let j = 0; j < short.length; j++) {
      const d = distance(long[i], short[j]);
      if (i === 0 && j === 0) cur.push(d);
      else if (j === 0) cur.push(Math.max(prev[0], d));
      else if (i === 0) cur.push(Math.max(cur[j - 1], d));
      else cur.push(Math.max(Math.min(prev[j], prev[j - 1], cur[j - 1]), d));
    }
    prev = cur;
  }
  return prev[short.length - 1];
}

/** Breaks long segments into pieces no longer than maxLen. */
function subdivideCurve(curve: Point[], maxLen = 0.05): Point[] {
  const out = curve.slice(0, 1);
  for (const p of curve.slice(1)) {
    const last = out[out.length - 1];
    const segLen = distance(p, last);
    if (segLen > maxLen) {
      const n = Math.ceil(segLen / maxLen);
      const newSegLen = segLen / n;
      for (let i = 0; i < n; i++) out.push(extendPointOnLine(p, last, -1 * newSegLen * (i + 1)));
    } else out.push(p);
  }
  return out;
}

/** Redraws the curve with numPoints points equally spaced along it. */
function outlineCurve(curve: Point[], numPoints = 30): Point[] {
  const segmentLen = length(curve) / (numPoints - 1);
  const out: Point[] = [curve[0]];
  const end = curve[curve.length - 1];
  const rest = curve.slice(1);
  for (let i = 0; i < numPoints - 2; i++) {
    let last = out[out.length - 1];
    let remaining = segmentLen;
    for (;;) {
      const nextDist = distance(last, rest[0]);
      // (rest.length > 1: float rounding must not walk past the end; hanzi-writer relies on it not happening)
      if (nextDist < remaining && rest.length > 1) {
        remaining -= nextDist;
        last = rest.shift()!;
      } else {
        out.push(extendPointOnLine(last, rest[0], remaining - nextDist));
        break;
      }
    }
  }
  out.push(end);
  return out;
}

/** Translate to the mean and scale by the ends' spread (Procrustes), then subdivide. */
function normalizeCurve(curve: Point[]): Point[] {
  const outlined = outlineCurve(curve);
  const mean: Point = [average(outlined.map((p) => p[0])), average(outlined.map((p) => p[1]))];
  const translated = outlined.map((p) => subtract(p, mean));
  const first = translated[0],
    last = translated[translated.length - 1];
  const scale = Math.sqrt(average([first[0] ** 2 + first[1] ** 2, last[0] ** 2 + last[1] ** 2]));
  return subdivideCurve(translated.map((p): Point => [p[0] / scale, p[1] / scale]));
}

function rotate(curve: Point[], theta: number): Point[] {
  return curve.map(
    (p): Point => [
      Math.cos(theta) * p[0] - Math.sin(theta) * p[1],
      Math.sin(theta) * p[0] + Math.cos(theta) * p[1],
    ],
  );
}
