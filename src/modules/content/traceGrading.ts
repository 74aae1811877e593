// Trace guides and grading as the course API uses them (trace.ts: the stroke files and the matcher).
// Every traced letter form has a guide (the content checker refuses a trace activity without one).
import type { TraceGuide } from "./publicTypes";
import { gradeTrace, strokesIn, type Form, type Point } from "./trace";

/** Leniency of the stroke matcher (COURSE-DESIGN.md §3: hanzi-writer's thresholds × leniency; 1.0 = its default). */
export const TRACE_LENIENCY = 1.0;

const NO_GUIDE: TraceGuide = { strokes: [] };

/** `extra`: the content's extra files (Content.extra), where the stroke files are. */
export function traceGuide(extra: Record<string, string>, letterId: string, form: Form): TraceGuide {
  return strokesIn(extra, letterId, form) ?? NO_GUIDE;
}

/** Per-stroke results; right when every guide stroke is matched in order. */
export function gradeTraceAnswer(
  extra: Record<string, string>,
  letterId: string,
  form: Form,
  strokes: Point[][],
): { correct: boolean; strokes: { ok: boolean }[] } {
  const guide = strokesIn(extra, letterId, form);
  if (!guide) return { correct: false, strokes: [] }; // unreachable with checked content
  return gradeTrace(guide, strokes, TRACE_LENIENCY);
}
