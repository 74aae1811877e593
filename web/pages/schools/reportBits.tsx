// Pieces of the printable reports (issue #29): time and shares in words, and a pupil's one page (the
// teacher's print and the family's link show the same page).
import type { api, Reply } from "../../api/client";

/** GET /classes/:id/pupils/:pid/report (the family's link shows the same). */
type PupilReport = Omit<Reply<ReturnType<ReturnType<typeof api.classes>["pupils"]>["report"]["get"]>, "link">;
import { utcDate } from "../../../shared/format";

export const minutes = (s: number) => {
  const m = Math.round(s / 60);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`;
};
export const pctOf = (share: number) => `${Math.round(share * 100)}%`;
export const longDay = (iso: string) =>
  utcDate("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );
export const GOAL_WORDS = { ahead: "Ahead", on_track: "On track", behind: "Behind" } as const;

export function PupilPage({ r }: { r: PupilReport }) {
  const p = r.pupil;
  return (
    <article className="report-pupil" data-testid="pupil-report">
      <header className="report-head">
        <img src={p.avatar.url} alt="" width={64} height={64} />
        <div>
          <h1>{p.first_name}'s Arabic</h1>
          <p>
            {r.class.name}
            {r.school ? ` · ${r.school}` : ""} · {longDay(r.generated_at)}
          </p>
        </div>
      </header>
      <ul className="report-figures">
        <li>
          <strong>{p.lessons_finished}</strong> {p.lessons_finished === 1 ? "lesson" : "lessons"} finished
        </li>
        <li>
          <strong>{p.stars}</strong> stars
        </li>
        <li>
          <strong>{minutes(p.seconds)}</strong> of lessons
        </li>
        <li>
          <strong>{p.skills_mastered}</strong>{" "}
          {p.skills_mastered === 1 ? "letter or word" : "letters and words"} mastered
        </li>
      </ul>
      {r.goal && (
        <section>
          <h2>The year's goal</h2>
          <p>
            {GOAL_WORDS[r.goal.status]}: {r.goal.done} of {r.goal.lessons} lessons towards{" "}
            {r.goal.target_name} by {longDay(r.goal.date)}.
          </p>
          <p className="report-rule">{r.goal.rule}</p>
        </section>
      )}
      <section>
        <h2>Recent lessons</h2>
        {r.recent.length ? (
          <ul>
            {r.recent.map((l) => (
              <li key={l.lesson_id}>
                {l.title}: {"★".repeat(l.stars)}
                <span className="sr-only"> {l.stars} of 3 stars</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>No lesson finished yet.</p>
        )}
      </section>
      {p.check_scores.length > 0 && (
        <section>
          <h2>End-of-unit checks</h2>
          <ul>
            {p.check_scores.map((c) => (
              <li key={c.lesson_id}>
                {c.title}: best {c.best}%
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h2>Letters and words</h2>
        {p.mastery.length ? (
          <ul className="report-skills">
            {p.mastery.map((m) => (
              <li key={m.skill}>
                {m.label}:{" "}
                {m.share >= 1 ? "mastered" : m.share > 0 ? `${pctOf(m.share)} mastered` : "practising"}
              </li>
            ))}
          </ul>
        ) : (
          <p>None practised yet.</p>
        )}
      </section>
    </article>
  );
}
