// Audio coverage per level and unit, as the server counts it (GET /admin/audio/coverage): items the
// lessons use, how many have a current clip, and how many only a stale one.
import type { AudioCoverageData } from "./types";
import { useT } from "../../../i18n";
import { levelName } from "../../../i18n/courseWords";

const pct = (n: number, d: number) => (d ? Math.floor((n / d) * 100) : 0);

export function CoverageTable({ coverage }: { coverage: AudioCoverageData }) {
  const t = useT();
  const levels = coverage.levels.filter((l) => l.items > 0);
  return (
    <details className="audio-coverage-table" open>
      <summary>{t("admin.coverage.summary")}</summary>
      <div className="audio-cov-wrap">
        <table className="audio-cov">
          <caption className="sr-only">{t("admin.coverage.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.coverage.what")}</th>
              <th scope="col">{t("admin.coverage.current")}</th>
              <th scope="col">{t("admin.coverage.stale")}</th>
              <th scope="col">{t("admin.coverage.covered")}</th>
            </tr>
          </thead>
          {levels.map((lv) => (
            <tbody key={lv.id}>
              <tr className="audio-coverage-level">
                <th scope="row">{levelName(t, lv.name)}</th>
                <td>{t("admin.coverage.of", { n: lv.fresh, of: lv.items })}</td>
                <td>{lv.clips - lv.fresh}</td>
                <td>{t("admin.overview.rate", { n: pct(lv.fresh, lv.items) })}</td>
              </tr>
              {lv.units.map((u) => (
                <tr key={u.id}>
                  <th scope="row" className="audio-coverage-unit">
                    {u.title}
                  </th>
                  <td>{t("admin.coverage.of", { n: u.fresh, of: u.items })}</td>
                  <td>{u.clips - u.fresh}</td>
                  <td>{t("admin.overview.rate", { n: pct(u.fresh, u.items) })}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </details>
  );
}
