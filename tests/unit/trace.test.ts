// Tracing: every authored stroke guide is well formed and every trace activity has one; the grader
// (hanzi-writer's stroke rule) accepts the guide and a child's wobbly copy, and refuses a stroke drawn
// backwards, far away, in the wrong order, a missing or misplaced dot, and a scribble.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "../../src/modules/content/content";
import type { TraceGuide } from "../../src/modules/content/publicTypes";
import { loadStrokes } from "../../src/modules/content/content";
import { type Form, gradeTrace, type Point, StrokeFileSchema } from "../../src/modules/content/trace";

const dir = join(import.meta.dir, "../../content/strokes");
const files = readdirSync(dir)
  .filter((f) => !f.endsWith(".md"))
  .sort();
const content = loadContent();
const letters = new Map<string, (typeof content.letters)[number]>(content.letters.map((l) => [l.id, l]));
const FORMS_BY_JOINS: Record<string, Form[]> = {
  dual: ["isolated", "initial", "medial", "final"],
  right: ["isolated", "final"],
  none: ["isolated"],
};
const ZWJ = "\u200D";

const guideOf = (letter: string, form: Form = "isolated"): TraceGuide => {
  const g = loadStrokes(letter, form);
  if (!g) throw new Error(`no guide for ${letter} ${form}`);
  return g;
};
const strokesOf = (g: TraceGuide): Point[][] => g.strokes.map((s) => s.points.map(([x, y]): Point => [x, y]));

/** A child's copy: resampled at another density, each point nudged by up to `amp` px (seeded, repeatable). */
function wobbly(strokes: Point[][], amp: number, seed = 7): Point[][] {
  let s = seed;
  const rnd = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  return strokes.map((st) => {
    if (st.length === 1) return [[st[0][0] + rnd() * amp, st[0][1] + rnd() * amp]];
    const out: Point[] = [];
    for (let i = 0; i < st.length - 1; i++)
      for (const t of [0, 0.33, 0.66])
        out.push([
          st[i][0] + t * (st[i + 1][0] - st[i][0]) + rnd() * amp,
          st[i][1] + t * (st[i + 1][1] - st[i][1]) + rnd() * amp,
        ]);
    out.push([st[st.length - 1][0] + rnd() * amp, st[st.length - 1][1] + rnd() * amp]);
    return out;
  });
}

describe("stroke guides (content/strokes)", () => {
  test("there is a guide for every letter", () => {
    expect(files.map((f) => f.replace(/\.json$/, ""))).toEqual(content.letters.map((l) => l.id).sort());
  });

  test.each(files)("%s is well formed for its letter", (file) => {
    const id = file.replace(/\.json$/, "");
    const letter = letters.get(id);
    expect(letter, `${file}: no letter "${id}" in letters.yaml`).toBeDefined();
    const data = StrokeFileSchema.parse(JSON.parse(readFileSync(join(dir, file), "utf8")));
    for (const [form, guide] of Object.entries(data)) {
      if (!guide) continue;
      expect(
        FORMS_BY_JOINS[letter!.joins],
        `${file}: ${letter!.char} (joins ${letter!.joins}) has no ${form} form`,
      ).toContain(form as Form);
      // the glyph the lines were fitted to is this letter (joined on the sides its form joins)
      const want = {
        isolated: letter!.char,
        initial: letter!.char + ZWJ,
        medial: ZWJ + letter!.char + ZWJ,
        final: ZWJ + letter!.char,
      }[form as Form];
      expect(guide.text?.glyph).toBe(want);
      for (const [i, s] of guide.strokes.entries()) {
        for (const [x, y] of s.points)
          expect(x >= 0 && x <= 1024 && y >= 0 && y <= 1024, `${file} ${form} stroke ${i + 1}`).toBe(true);
        if (!s.dot) {
          expect(s.points.length).toBeGreaterThanOrEqual(2);
          s.points
            .slice(1)
            .forEach((p, j) =>
              expect(p, `${file} ${form} stroke ${i + 1}: repeated point`).not.toEqual(s.points[j]),
            );
        }
      }
      // the body comes before its dots (dots and marks are written after the stroke they belong to)
      expect(guide.strokes[0].dot, `${file} ${form}: starts with a dot`).toBeUndefined();
    }
  });

  test("every trace activity in the content has a guide for its letter and form", () => {
    const missing: string[] = [];
    let traces = 0;
    for (const { lesson } of content.lessons)
      for (const a of lesson.activities)
        if (a.type === "trace") {
          traces++;
          if (!loadStrokes(a.letter, a.form)) missing.push(`${a.id}: ${a.letter} ${a.form}`);
        }
    expect(traces).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  test("the file schema refuses a one-point stroke, a two-point dot and a point outside the box", () => {
    const file = (strokes: unknown) => StrokeFileSchema.safeParse({ isolated: { strokes } }).success;
    expect(
      file([
        {
          points: [
            [10, 10],
            [20, 20],
          ],
        },
        { points: [[5, 5]], dot: true },
      ]),
    ).toBe(true);
    expect(file([{ points: [[10, 10]] }])).toBe(false);
    expect(
      file([
        {
          points: [
            [10, 10],
            [20, 20],
          ],
          dot: true,
        },
      ]),
    ).toBe(false);
    expect(
      file([
        {
          points: [
            [10, 10],
            [2000, 20],
          ],
        },
      ]),
    ).toBe(false);
  });

  test("an unknown letter or unauthored form has no guide", () => {
    expect(loadStrokes("no_such_letter", "isolated")).toBeNull();
    expect(loadStrokes("alif", "medial")).toBeNull();
  });
});

describe("gradeTrace", () => {
  const authored = files.flatMap((f) => {
    const id = f.replace(/\.json$/, "");
    return (["isolated", "initial", "medial", "final"] as Form[])
      .filter((form) => loadStrokes(id, form))
      .map((form) => [id, form] as const);
  });
  test.each(authored)("the guide of %s (%s) traced exactly is right", (id, form) => {
    const g = guideOf(id, form);
    const r = gradeTrace(g, strokesOf(g), 1);
    expect(r).toEqual({ correct: true, strokes: g.strokes.map(() => ({ ok: true })) });
  });

  test.each(["ba", "jim", "sin", "ha", "waw", "kaf", "lam_alif", "ya"])(
    "a wobbly copy of %s is right",
    (id) => {
      const g = guideOf(id);
      expect(gradeTrace(g, wobbly(strokesOf(g), 25), 1).correct).toBe(true);
    },
  );

  test("a stroke drawn backwards is wrong, and said to be backwards", () => {
    const g = guideOf("ba");
    const [body, dot] = strokesOf(g);
    const r = gradeTrace(g, [[...body].reverse(), dot], 1);
    expect(r.correct).toBe(false);
    expect(r.strokes[0]).toEqual({ ok: false, backwards: true });
    expect(r.strokes[1].ok).toBe(true);
    // and so for a straight one (alif is written top down)
    const alif = guideOf("alif");
    expect(gradeTrace(alif, [strokesOf(alif)[0].reverse()], 1).correct).toBe(false);
  });

  test("the right shape far from the guide is wrong", () => {
    const g = guideOf("dal");
    const moved = strokesOf(g).map((s) => s.map(([x, y]): Point => [x - 320, y + 200]));
    expect(gradeTrace(g, moved, 1).correct).toBe(false);
  });

  test("strokes in the wrong order are wrong", () => {
    const g = guideOf("tta"); // body, then the stem
    const [body, stem] = strokesOf(g);
    const r = gradeTrace(g, [stem, body], 1);
    expect(r.correct).toBe(false);
    expect(r.strokes.map((s) => s.ok)).toEqual([false, false]);
    const t = guideOf("ta"); // body, right dot, left dot: a dot before the body is wrong
    const [tb, d1, d2] = strokesOf(t);
    expect(gradeTrace(t, [d1, tb, d2], 1).correct).toBe(false);
  });

  test("dots: a tap or a small blob on the dot is right; a missing, extra or misplaced dot is wrong", () => {
    const g = guideOf("ba");
    const [body, [dot]] = strokesOf(g);
    expect(gradeTrace(g, [body, [[dot[0] + 40, dot[1] - 30]]], 1).correct).toBe(true);
    expect(
      gradeTrace(
        g,
        [
          body,
          [
            [dot[0] - 20, dot[1]],
            [dot[0] + 20, dot[1] + 10],
            [dot[0], dot[1] + 25],
          ],
        ],
        1,
      ).correct,
    ).toBe(true);
    expect(gradeTrace(g, [body], 1)).toEqual({ correct: false, strokes: [{ ok: true }, { ok: false }] });
    expect(gradeTrace(g, [body, [dot], [dot]], 1).correct).toBe(false);
    // the dot above the letter instead of below (that would be ن, not ب)
    expect(gradeTrace(g, [body, [[dot[0], 150]]], 1).correct).toBe(false);
    // a long line through the dot is not a dot
    expect(
      gradeTrace(
        g,
        [
          body,
          [
            [dot[0] - 300, dot[1]],
            [dot[0] + 300, dot[1]],
          ],
        ],
        1,
      ).correct,
    ).toBe(false);
    // ت's two dots swapped: each lands on the other's place
    const t = guideOf("ta");
    const [tb, d1, d2] = strokesOf(t);
    expect(gradeTrace(t, [tb, d1, d2], 1).correct).toBe(true);
    expect(gradeTrace(t, [tb, d2, d1], 1).correct).toBe(false);
  });

  test("a scribble, nothing and too little are wrong", () => {
    const g = guideOf("mim");
    const scribble: Point[] = Array.from({ length: 60 }, (_, i) => [
      512 + 200 * Math.cos(i),
      512 + 200 * Math.sin(i * 1.7),
    ]);
    expect(gradeTrace(g, [scribble], 1).correct).toBe(false);
    expect(gradeTrace(g, [], 1)).toEqual({ correct: false, strokes: [{ ok: false }] });
    const [body] = strokesOf(g);
    expect(gradeTrace(g, [body.slice(0, 4)], 1).correct).toBe(false); // a quarter of the stroke
    expect(gradeTrace(g, [[body[0]]], 1).correct).toBe(false); // a tap is not a stroke
  });

  test("leniency: a sloppy copy refused at 1 passes when the grader is kinder", () => {
    const g = guideOf("nun");
    const [body, dot] = strokesOf(g);
    const sloppy = [body.map(([x, y]): Point => [x + 190, y - 190]), dot]; // the bowl drawn 270 px off
    expect(gradeTrace(g, sloppy, 1).correct).toBe(false);
    expect(gradeTrace(g, sloppy, 1.5).correct).toBe(true);
  });

  test("forged input is refused quickly, not crashed on", () => {
    const g = guideOf("ba");
    const huge: Point[] = Array.from({ length: 200_000 }, (_, i) => [i % 1024, (i * 7) % 1024]);
    const t0 = performance.now();
    expect(gradeTrace(g, [huge, huge], 1).correct).toBe(false);
    expect(
      gradeTrace(
        g,
        Array.from({ length: 5000 }, () => [[1, 1]] as Point[]),
        1,
      ).correct,
    ).toBe(false);
    expect(
      gradeTrace(
        g,
        [
          [
            [NaN, 3],
            [Infinity, 4],
          ],
          [[500, 800]],
        ],
        1,
      ).correct,
    ).toBe(false);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
