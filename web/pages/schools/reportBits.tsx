// Pieces of the printable reports (issue #29): time and shares in words, and a pupil's one page (the
// teacher's print and the family's link show the same page).
import type { api, Reply } from "../../api/client";

/** GET /classes/:id/pupils/:pid/report (the family's link shows the same). */
type PupilReport = Omit<Reply<ReturnType<ReturnType<typeof api.classes>["pupils"]>["report"]["get"]>, "link">;
import type { ReactNode } from "react";
import { Rich, useT, type MessageKey, type Translator } from "../../i18n";
import { longDate } from "../../../shared/i18n/translate";

export const minutes = (s: number, t: Translator) => {
  const m = Math.round(s / 60);
  return m < 60
    ? t("classes.report.minutes", { m })
    : t("classes.report.hours", { h: Math.floor(m / 60), m: m % 60 });
};
export const pctOf = (share: number, t: Translator) =>
  t("classes.report.percent", { n: Math.round(share * 100) });
export const longDay = (iso: string, t: Translator) =>
  longDate(iso.length === 10 ? `${iso}T00:00:00Z` : iso, t.locale);
export const GOAL_WORDS: Record<"ahead" | "on_track" | "behind", MessageKey> = {
  ahead: "classes.goal.ahead",
  on_track: "classes.goal.on_track",
  behind: "classes.goal.behind",
};

const b = (c: ReactNode) => <strong>{c}</strong>;

export function PupilPage({ r }: { r: PupilReport }) {
  const t = useT();
  const p = r.pupil;
  return (
    <article className="report-pupil" data-testid="pupil-report">
      <header className="report-head">
        <img src={p.avatar.url} alt="" width={64} height={64} />
        <div>
          <h1>{t("classes.pupilPage.title", { name: p.first_name })}</h1>
          <p>
            {r.class.name}
            {r.school ? ` · ${r.school}` : ""} · {longDay(r.generated_at, t)}
          </p>
        </div>
      </header>
      <ul className="report-figures">
        <li>
          <Rich k="classes.pupilPage.lessons" values={{ n: p.lessons_finished }} tags={{ b }} />
        </li>
        <li>
          <Rich k="classes.pupilPage.stars" values={{ n: p.stars }} tags={{ b }} />
        </li>
        <li>
          <Rich k="classes.pupilPage.time" values={{ time: minutes(p.seconds, t) }} tags={{ b }} />
        </li>
        <li>
          <Rich k="classes.pupilPage.mastered" values={{ n: p.skills_mastered }} tags={{ b }} />
        </li>
      </ul>
      {r.goal && (
        <section>
          <h2>{t("classes.pupilPage.goal")}</h2>
          <p>
            {t("classes.pupilPage.goalText", {
              status: t(GOAL_WORDS[r.goal.status]),
              done: r.goal.done,
              lessons: r.goal.lessons,
              target: r.goal.target_name,
              day: longDay(r.goal.date, t),
            })}
          </p>
          <p className="report-rule">{r.goal.rule}</p>
        </section>
      )}
      <section>
        <h2>{t("classes.pupilPage.recent")}</h2>
        {r.recent.length ? (
          <ul>
            {r.recent.map((l) => (
              <li key={l.lesson_id}>
                {l.title}: {"★".repeat(l.stars)}
                <span className="sr-only">{t("classes.pupilPage.starsOf", { n: l.stars })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("classes.pupilPage.noLesson")}</p>
        )}
      </section>
      {p.check_scores.length > 0 && (
        <section>
          <h2>{t("classes.pupilPage.checks")}</h2>
          <ul>
            {p.check_scores.map((c) => (
              <li key={c.lesson_id}>{t("classes.pupilPage.check", { title: c.title, best: c.best })}</li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h2>{t("classes.pupilPage.skills")}</h2>
        {p.mastery.length ? (
          <ul className="report-skills">
            {p.mastery.map((m) => (
              <li key={m.skill}>
                {m.label}:{" "}
                {m.share >= 1
                  ? t("classes.pupilPage.skillMastered")
                  : m.share > 0
                    ? t("classes.pupilPage.skillShare", { pct: pctOf(m.share, t) })
                    : t("classes.pupilPage.practising")}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("classes.pupilPage.nonePractised")}</p>
        )}
      </section>
    </article>
  );
}
