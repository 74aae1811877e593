// Hand-made SVG charts for /progress, rendered on the server (the page is right without JavaScript):
// each is an <svg role="img"> with a title and a summary, and a visually hidden table with the figures.
import type { WeekFigures } from "./types";
import { useT } from "../../i18n";
import { dayMonthIn } from "./format";

/** Minutes learned per week (oldest first, this week last). */
export function WeekBars({ weeks }: { weeks: WeekFigures[] }) {
  const t = useT();
  const day = (iso: string) => dayMonthIn(iso, t.locale);
  const minutes = weeks.map((w) => Math.round(w.seconds / 60));
  const max = Math.max(10, ...minutes);
  const W = 560,
    H = 220,
    top = 30,
    bottom = 40,
    left = 4,
    gap = 10;
  const bw = (W - left * 2 - gap * (weeks.length - 1)) / weeks.length;
  const y = (m: number) => top + (H - top - bottom) * (1 - m / max);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="weeks-chart-title" className="chart-svg">
        <title id="weeks-chart-title">
          {t("courses.chart.weeksTitle", { n: weeks.length, minutes: minutes.join(", ") })}
        </title>
        <line x1={left} x2={W - left} y1={H - bottom} y2={H - bottom} className="chart-axis" />
        {weeks.map((w, i) => {
          const x = left + i * (bw + gap);
          const m = minutes[i];
          const last = i === weeks.length - 1;
          return (
            <g key={w.start}>
              <rect
                x={x}
                y={y(m)}
                width={bw}
                height={Math.max(0, H - bottom - y(m))}
                rx={6}
                className={last ? "chart-bar is-now" : "chart-bar"}
              />
              <text x={x + bw / 2} y={y(m) - 6} textAnchor="middle" className="chart-value">
                {m}
              </text>
              <text x={x + bw / 2} y={H - bottom + 24} textAnchor="middle" className="chart-label">
                {last ? t("courses.chart.now") : day(w.start)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted small">{t("courses.chart.weeksCaption")}</figcaption>
      <div className="sr-only">
        <table>
          <caption>{t("courses.chart.weeksTable")}</caption>
          <tbody>
            {weeks.map((w, i) => (
              <tr key={w.start}>
                <th scope="row">{t("courses.chart.weekOf", { date: day(w.start) })}</th>
                <td>
                  {t("courses.chart.weekRow", { minutes: minutes[i], lessons: w.lessons, days: w.days })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Skills by mastery: mastered (box ≥ 3), learning, to practise — one stacked bar. */
export function MasteryBar({
  mastered,
  learning,
  practise,
}: {
  mastered: number;
  learning: number;
  practise: number;
}) {
  const t = useT();
  const total = mastered + learning + practise;
  const W = 560,
    H = 44;
  const parts = [
    { n: mastered, cls: "is-mastered", label: t("courses.chart.mastered") },
    { n: learning, cls: "is-learning", label: t("courses.chart.learning") },
    { n: practise, cls: "is-practise", label: t("courses.chart.practise") },
  ];
  let x = 0;
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="mastery-chart-title"
        className="chart-svg chart-svg--thin"
      >
        <title id="mastery-chart-title">
          {t("courses.chart.masteryTitle", { mastered, learning, practise })}
        </title>
        {total === 0 && <rect x={0} y={8} width={W} height={28} rx={14} className="chart-empty" />}
        {parts.map((p) => {
          const w = total ? (W * p.n) / total : 0;
          const r = <rect key={p.cls} x={x} y={8} width={w} height={28} className={`chart-seg ${p.cls}`} />;
          x += w;
          return r;
        })}
      </svg>
      <figcaption className="chart-legend">
        {parts.map((p) => (
          <span key={p.cls}>
            <i className={`legend-dot ${p.cls}`} aria-hidden="true" /> {p.n} {p.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
