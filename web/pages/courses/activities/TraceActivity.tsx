// Trace a letter form over its guide: the glyph faint in the teaching font, the current stroke's start
// and direction, the child's ink (perfect-freehand, MIT) drawn with finger, mouse or pen. "Show me"
// plays the stroke order (shown at once under reduced motion); "Done" sends the strokes in the
// guide's 1024 box and the server grades them stroke by stroke. Without a pointer: "Show me", then
// "I traced it on paper" (counted as done, never as right the first time).
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { getStroke } from "perfect-freehand";
import { Ar } from "../bits";
import { DoneButton } from "./Done";
import { useT } from "../../../i18n";
import type { ActivityProps } from "../types";

type Point = [number, number];

const BOX = 1024;
const MAX_POINTS = 1500; // per stroke: a long scribble is still sent, just not without end
const COLOURS = ["#16a34a", "#ea580c", "#2563eb", "#c026d3", "#0891b2", "#ca8a04"];

export function TraceActivity({ activity, onAnswer, disabled: busy, result }: ActivityProps<"trace">) {
  const t = useT();
  const disabled = busy || !!result;
  const guide = activity.guide.strokes;
  const text = activity.guide.text ?? { glyph: activity.glyph, x: 512, y: 700, size: 640 };
  const svgRef = useRef<SVGSVGElement>(null);
  const pen = useRef<{ id: number; points: Point[] } | null>(null);
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const [live, setLive] = useState<Point[] | null>(null);
  const [demo, setDemo] = useState<{ upTo: number; t: number } | null>(null); // "Show me": strokes < upTo done, stroke upTo at t (0..1)
  const [shown, setShown] = useState(false);
  const statusId = useId();
  const next = Math.min(strokes.length, guide.length - 1);
  const allDrawn = strokes.length >= guide.length;

  // the demo animation: each stroke drawn in turn, speed by length (so dots are quick)
  useEffect(() => {
    if (!demo || demo.upTo >= guide.length) return;
    const dur = guide[demo.upTo].dot ? 350 : Math.max(700, pathLength(guide[demo.upTo].points) * 1.6);
    const t0 = performance.now() - demo.t * dur;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let raf = requestAnimationFrame(function tick(now) {
      const t = Math.min(1, (now - t0) / dur);
      setDemo((d) => (d && d.upTo === demo.upTo ? { upTo: d.upTo, t } : d));
      if (t < 1) raf = requestAnimationFrame(tick);
      else
        timer = setTimeout(
          () => setDemo((d) => (d && d.upTo === demo.upTo ? { upTo: d.upTo + 1, t: 0 } : d)),
          250,
        );
    });
    return () => {
      cancelAnimationFrame(raf);
      clearTimeout(timer);
    };
    // re-run per stroke, not per frame
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [demo?.upTo]);

  const toBox = (e: { clientX: number; clientY: number }): Point => {
    const r = svgRef.current!.getBoundingClientRect();
    const clamp = (v: number) => Math.round(Math.min(BOX, Math.max(0, v)) * 10) / 10;
    return [clamp(((e.clientX - r.left) / r.width) * BOX), clamp(((e.clientY - r.top) / r.height) * BOX)];
  };
  const down = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (disabled || pen.current || (e.pointerType === "mouse" && e.button !== 0)) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pen.current = { id: e.pointerId, points: [toBox(e)] };
    setDemo(null);
    setLive(pen.current.points);
  };
  const move = (e: ReactPointerEvent<SVGSVGElement>) => {
    const p = pen.current;
    if (!p || e.pointerId !== p.id) return;
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const ev of events.length ? events : [e.nativeEvent]) {
      const q = toBox(ev);
      const last = p.points[p.points.length - 1];
      if (p.points.length < MAX_POINTS && Math.hypot(q[0] - last[0], q[1] - last[1]) >= 3) p.points.push(q);
    }
    setLive([...p.points]);
  };
  const up = (e: ReactPointerEvent<SVGSVGElement>) => {
    const p = pen.current;
    if (!p || e.pointerId !== p.id) return;
    pen.current = null;
    setLive(null);
    setStrokes((s) => [...s, p.points]);
  };

  const showMe = () => {
    setShown(true);
    setStrokes([]);
    const reduce = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
    setDemo(reduce ? { upTo: guide.length, t: 0 } : { upTo: 0, t: 0 });
  };

  const answered = disabled && strokes.length > 0; // checked (or being checked): show the way it is written
  const status = answered
    ? t("courses.trace.answered")
    : demo
      ? t("courses.trace.watch")
      : allDrawn
        ? t("courses.trace.allDrawn")
        : guide[next].dot
          ? t("courses.trace.dot", {
              many: guide.length > 2 ? "yes" : "no",
              n: next + 1,
              total: guide.length,
            })
          : t("courses.trace.stroke", { n: next + 1, total: guide.length });

  return (
    <div className="act act-trace">
      <p className="act-target">
        <Ar>{activity.letter.name}</Ar>
        <span className="sr-only">{t("courses.trace.formName", { form: activity.form })}</span>
      </p>
      <div style={{ position: "relative", width: "min(100%, 480px)" }}>
        <svg
          ref={svgRef}
          viewBox={`0 0 ${BOX} ${BOX}`}
          role="img"
          aria-label={t("courses.trace.board", { glyph: activity.glyph })}
          aria-describedby={statusId}
          data-testid="trace-board"
          style={{
            display: "block",
            width: "100%",
            height: "auto",
            aspectRatio: "1",
            touchAction: "none",
            userSelect: "none",
            background: "#fff",
            border: "3px solid var(--c-primary-soft, #dbeafe)",
            borderRadius: 24,
            cursor: disabled ? "default" : "crosshair",
          }}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        >
          <defs>
            <marker
              id="trace-arrow"
              viewBox="0 0 10 10"
              refX="3"
              refY="5"
              markerWidth="3.2"
              markerHeight="3.2"
              orient="auto"
            >
              <path d="M0,0L10,5L0,10z" fill="#15803d" />
            </marker>
          </defs>
          <text
            x={text.x}
            y={text.y}
            fontSize={text.size}
            textAnchor="middle"
            direction="rtl"
            fill="#64748b"
            fillOpacity={0.32}
            style={{ fontFamily: "var(--font-teach)" }}
            aria-hidden="true"
          >
            {text.glyph}
          </text>
          {demo && !answered ? (
            <Demo guide={guide} upTo={demo.upTo} t={demo.t} />
          ) : (
            !allDrawn && !disabled && <NextStroke stroke={guide[next]} n={next + 1} />
          )}
          {strokes.map((s, i) => (
            <path
              key={i}
              d={inkPath(s, true)}
              fill="var(--c-primary, #2563eb)"
              fillOpacity={answered ? 0.55 : 1}
            />
          ))}
          {answered && <Demo guide={guide} upTo={guide.length} t={1} thin />}
          {live && <path d={inkPath(live, false)} fill="var(--c-primary, #2563eb)" />}
        </svg>
      </div>
      <p id={statusId} className="act-note" role="status" aria-live="polite">
        {status}
      </p>
      {!disabled && (
        <>
          <div className="act-actions">
            <button type="button" className="btn-kid btn-kid--soft" onClick={showMe}>
              {t("courses.trace.showMe")}
            </button>
            <button
              type="button"
              className="btn-kid btn-kid--soft"
              onClick={() => (setStrokes([]), setDemo(null))}
              disabled={strokes.length === 0}
            >
              {t("courses.act.startAgain")}
            </button>
            <DoneButton
              disabled={strokes.length === 0}
              ready={allDrawn}
              onDone={() => onAnswer({ strokes })}
            />
          </div>
          {/* the way without a pointer: watch first, then say so (done, but not "right the first time") */}
          <button
            type="button"
            className="btn-kid btn-kid--soft"
            onClick={() => onAnswer({ strokes: [], self_report: true })}
            disabled={!shown}
            aria-describedby={shown ? undefined : `${statusId}-paper`}
          >
            {t("courses.trace.onPaper")}
          </button>
          {!shown && (
            <span id={`${statusId}-paper`} className="sr-only">
              {t("courses.trace.showMeFirst")}
            </span>
          )}
        </>
      )}
    </div>
  );
}

/** The current stroke: its centre line faint, a numbered start circle and an arrow along its first part. */
function NextStroke({
  stroke,
  n,
}: {
  stroke: ActivityProps<"trace">["activity"]["guide"]["strokes"][number];
  n: number;
}) {
  const [x, y] = stroke.points[0];
  if (stroke.dot)
    return (
      <g aria-hidden="true">
        <circle
          cx={x}
          cy={y}
          r={56}
          fill="#22c55e"
          fillOpacity={0.25}
          stroke="#16a34a"
          strokeWidth={8}
          strokeDasharray="18 12"
        />
        <Label x={x} y={y} n={n} />
      </g>
    );
  return (
    <g aria-hidden="true">
      <polyline
        points={stroke.points.map((p) => p.join(",")).join(" ")}
        fill="none"
        stroke="#16a34a"
        strokeOpacity={0.45}
        strokeWidth={10}
        strokeDasharray="4 22"
        strokeLinecap="round"
      />
      <polyline
        points={head(stroke.points, 170)
          .map((p) => p.join(","))
          .join(" ")}
        fill="none"
        stroke="#15803d"
        strokeWidth={16}
        strokeLinecap="round"
        strokeLinejoin="round"
        markerEnd="url(#trace-arrow)"
      />
      <circle cx={x} cy={y} r={34} fill="#16a34a" stroke="#fff" strokeWidth={6} />
      <Label x={x} y={y} n={n} />
    </g>
  );
}

function Label({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <text
      x={x}
      y={y + 15}
      fontSize={44}
      fontWeight={900}
      textAnchor="middle"
      fill="#fff"
      style={{ fontFamily: "system-ui, sans-serif" }}
    >
      {n}
    </text>
  );
}

/** "Show me": strokes before upTo complete, stroke upTo drawn to fraction t, each numbered. */
function Demo({
  guide,
  upTo,
  t,
  thin = false,
}: {
  guide: ActivityProps<"trace">["activity"]["guide"]["strokes"];
  upTo: number;
  t: number;
  thin?: boolean;
}) {
  return (
    <g aria-hidden="true">
      {guide.slice(0, Math.min(upTo + 1, guide.length)).map((s, i) => {
        const c = COLOURS[i % COLOURS.length];
        const frac = i < upTo ? 1 : t;
        const [x, y] = s.points[0];
        if (s.dot) return <circle key={i} cx={x} cy={y} r={30 * Math.min(1, frac * 2)} fill={c} />;
        const pts = head(s.points, pathLength(s.points) * frac);
        const tip = pts[pts.length - 1];
        return (
          <g key={i}>
            <polyline
              points={pts.map((p) => p.join(",")).join(" ")}
              fill="none"
              stroke={c}
              strokeWidth={thin ? 12 : 26}
              strokeLinecap="round"
              strokeLinejoin="round"
              markerEnd={i < upTo ? "url(#trace-arrow)" : undefined}
            />
            <circle cx={x} cy={y} r={30} fill={c} stroke="#fff" strokeWidth={5} />
            <Label x={x} y={y} n={i + 1} />
            {i === upTo && <circle cx={tip[0]} cy={tip[1]} r={22} fill="#fff" stroke={c} strokeWidth={10} />}
          </g>
        );
      })}
    </g>
  );
}

function pathLength(points: Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++)
    total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  return total;
}

/** The first `len` of a polyline (at least its first point). */
function head(points: Point[], len: number): Point[] {
  const out: Point[] = [points[0]];
  let left = len;
  for (let i = 1; i < points.length && left > 0; i++) {
    const [a, b] = [points[i - 1], points[i]];
    const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (d <= left) out.push(b);
    else out.push([a[0] + ((b[0] - a[0]) * left) / d, a[1] + ((b[1] - a[1]) * left) / d]);
    left -= d;
  }
  return out;
}

/** The child's ink as a filled outline (perfect-freehand), as an SVG path. */
function inkPath(points: Point[], done: boolean): string {
  const outline = getStroke(points, {
    size: 58,
    thinning: 0.35,
    smoothing: 0.55,
    streamline: 0.45,
    simulatePressure: true,
    last: done,
  });
  if (outline.length < 4) return "";
  const mid = (a: number[], b: number[]) =>
    `${((a[0] + b[0]) / 2).toFixed(1)},${((a[1] + b[1]) / 2).toFixed(1)}`;
  let d = `M${outline[0][0].toFixed(1)},${outline[0][1].toFixed(1)} Q${outline[1][0].toFixed(1)},${outline[1][1].toFixed(1)} ${mid(outline[1], outline[2])} T`;
  for (let i = 2; i < outline.length - 1; i++) d += `${mid(outline[i], outline[i + 1])} `;
  return d + "Z";
}
