// Trace guides and grading, as the course API uses them.
// TEMPORARY until src/modules/courses/trace.ts (trace helper: loadStrokes, gradeTrace) lands:
// no stroke data yet, so the guide is empty and any ink counts (gradeTraceTemporary).
import type { TraceGuide } from "./publicTypes";

/** Leniency for the youngest learners (COURSE-DESIGN.md §3: hanzi-writer's thresholds × leniency). */
export const TRACE_LENIENCY = 1.0;

export function traceGuide(_letterId: string, _form: string): TraceGuide {
  return { strokes: [] };
}

/** TEMPORARY: correct when the child drew at least as many strokes as the guide has (and some ink). */
export function gradeTraceTemporary(guide: TraceGuide, strokes: [number, number][][]): { correct: boolean; strokes: { ok: boolean }[] } {
  const inked = strokes.filter((s) => s.length > 0);
  const correct = inked.length > 0 && inked.length >= guide.strokes.length;
  return { correct, strokes: guide.strokes.map((_, i) => ({ ok: correct && i < inked.length })) };
}

export function gradeTraceAnswer(letterId: string, form: string, strokes: [number, number][][]) {
  return gradeTraceTemporary(traceGuide(letterId, form), strokes);
}
