// Audio coverage per level and unit, as the server counts it (GET /admin/audio/coverage): items the
// lessons use, how many have a current clip, and how many only a stale one.
import type { AudioCoverageData } from "./types";

const pct = (n: number, d: number) => (d ? Math.floor((n / d) * 100) : 0);

export function CoverageTable({ coverage }: { coverage: AudioCoverageData }) {
  const levels = coverage.levels.filter((l) => l.items > 0);
  return (
    <details className="audio-coverage-table" open>
      <summary>Coverage per level and unit</summary>
      <div className="audio-cov-wrap">
        <table className="audio-cov">
          <caption className="sr-only">Clips per level and unit</caption>
          <thead>
            <tr>
              <th scope="col">Level or unit</th>
              <th scope="col">Current</th>
              <th scope="col">Stale</th>
              <th scope="col">Covered</th>
            </tr>
          </thead>
          {levels.map((lv) => (
            <tbody key={lv.id}>
              <tr className="audio-coverage-level">
                <th scope="row">{lv.name}</th>
                <td>
                  {lv.fresh} of {lv.items}
                </td>
                <td>{lv.clips - lv.fresh}</td>
                <td>{pct(lv.fresh, lv.items)}%</td>
              </tr>
              {lv.units.map((u) => (
                <tr key={u.id}>
                  <th scope="row" className="audio-coverage-unit">
                    {u.title}
                  </th>
                  <td>
                    {u.fresh} of {u.items}
                  </td>
                  <td>{u.clips - u.fresh}</td>
                  <td>{pct(u.fresh, u.items)}%</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </details>
  );
}
