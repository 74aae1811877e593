// /teach/classes/:id/report — the class report a teacher prints (A4 from the browser's print, like the
// certificates) for a parents' evening or the head: per pupil lessons finished, stars, time, unit-check
// scores and letters/words mastered; per unit the class's average and who has not started; the hardest
// questions; the year's goal with each pupil's standing and the rule. All figures are the server's.
import { useState, type FormEvent } from "react";
import { data, useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { api, ApiClientError, loaderApi, ok, type Reply } from "../../api/client";
import { requireTeacherPage } from "./teacher";
import { GOAL_WORDS, longDay, minutes, pctOf } from "./reportBits";

type ClassReport = Reply<ReturnType<typeof api.classes>["report"]["get"]>;

export async function reportLoader(args: LoaderFunctionArgs) {
  await requireTeacherPage(args);
  const id = args.params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw data(null, { status: 404 });
  const client = loaderApi(args);
  try {
    const [report, hardest] = await Promise.all([
      ok(client.classes({ id }).report.get()),
      ok(client.classes({ id }).hardest.get()),
    ]);
    return { report, hardest };
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 404) throw data(null, { status: 404 });
    throw e;
  }
}

export function ReportPage() {
  const { report: r, hardest } = useLoaderData() as Awaited<ReturnType<typeof reportLoader>>;
  return (
    <main id="main" className="report">
      <div className="report-tools">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          Print
        </button>
        <Link to={`/teach/classes/${r.class.id}`} className="btn btn-ghost btn-sm">
          Back to the class
        </Link>
      </div>
      <header className="report-title">
        <h1>{r.class.name}: class report</h1>
        <p>
          {r.school ? `${r.school} · ` : ""}
          {r.teacher} · {r.class.pupils} {r.class.pupils === 1 ? "pupil" : "pupils"} ·{" "}
          {longDay(r.generated_at)}
        </p>
      </header>

      <section aria-labelledby="r-pupils">
        <h2 id="r-pupils">Pupils</h2>
        <table className="report-table" data-testid="report-pupils">
          <thead>
            <tr>
              <th scope="col">Pupil</th>
              <th scope="col">Lessons finished</th>
              <th scope="col">Stars</th>
              <th scope="col">Time</th>
              <th scope="col">Unit checks (best)</th>
              <th scope="col">Letters and words mastered</th>
            </tr>
          </thead>
          <tbody>
            {r.pupils.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <Link to={`/teach/classes/${r.class.id}/pupils/${p.id}/report`}>{p.first_name}</Link>
                </th>
                <td>{p.lessons_finished}</td>
                <td>{p.stars}</td>
                <td>{minutes(p.seconds)}</td>
                <td>
                  {p.check_scores.length
                    ? p.check_scores.map((c) => `${c.title}: ${c.best}%`).join(", ")
                    : "–"}
                </td>
                <td>
                  {p.mastery.length ? `${p.skills_mastered} mastered of ${p.mastery.length} practised` : "–"}
                  {p.mastery.some((m) => m.share >= 1) && (
                    <span className="report-mastered">
                      {" "}
                      (
                      {p.mastery
                        .filter((m) => m.share >= 1)
                        .map((m) => m.label)
                        .join(", ")}
                      )
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!r.pupils.length && <p>No pupils in this class yet.</p>}
      </section>

      <section aria-labelledby="r-units">
        <h2 id="r-units">Units</h2>
        <table className="report-table" data-testid="report-units">
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Lessons finished (class average)</th>
              <th scope="col">Unit check (class average)</th>
              <th scope="col">Not started</th>
            </tr>
          </thead>
          <tbody>
            {r.units.map((u) => (
              <tr key={u.id}>
                <th scope="row">
                  {u.title}{" "}
                  <span className="report-muted">
                    ({u.level}, {u.lessons} lessons)
                  </span>
                </th>
                <td>{pctOf(u.average_finished)}</td>
                <td>{u.average_check === null ? "–" : `${u.average_check}%`}</td>
                <td>
                  {!u.not_started.length
                    ? "Everyone has started"
                    : u.not_started.length === r.class.pupils
                      ? "Nobody has started yet"
                      : u.not_started.join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <Goal report={r} />

      <section aria-labelledby="r-hardest">
        <h2 id="r-hardest">Hardest questions</h2>
        <p className="report-muted">
          Per unit, the activities most pupils missed on their first try (each pupil's first answer counts
          once), and what they chose instead.
        </p>
        {hardest.units.length ? (
          hardest.units.map((u) => (
            <div key={u.unit_id} className="report-hard-unit">
              <h3>
                {u.unit_title} <span className="report-muted">({u.level})</span>
              </h3>
              <ol className="report-hard" data-testid="hardest">
                {u.questions.map((q) => (
                  <li key={q.activity_id}>
                    <strong>{q.label}</strong> <span className="report-muted">in “{q.lesson_title}”</span>:{" "}
                    {q.missed} of {q.answered} missed ({pctOf(q.share)})
                    {q.wrong_choices.length > 0 && (
                      <>
                        . Chose instead:{" "}
                        {q.wrong_choices.map((w) => `${w.choice} ×${w.count} (${pctOf(w.share)})`).join(", ")}
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          ))
        ) : (
          <p>No question missed yet.</p>
        )}
      </section>
    </main>
  );
}

function Goal({ report: r }: { report: ClassReport }) {
  const revalidator = useRevalidator();
  const [target, setTarget] = useState(r.goal?.target ?? r.goal_targets[0]?.id ?? "");
  const [date, setDate] = useState(r.goal?.date ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await ok(api.classes({ id: r.class.id }).goal.put({ target, date }));
      revalidator.revalidate();
    } catch (err) {
      setError(
        err instanceof ApiClientError
          ? err.fields
            ? Object.values(err.fields)[0]
            : err.message
          : "Something went wrong. Please try again.",
      );
    }
  };
  return (
    <section aria-labelledby="r-goal">
      <h2 id="r-goal">The year's goal</h2>
      {r.goal ? (
        <>
          <p>
            Reach {r.goal.target_name} ({r.goal.lessons} lessons) by {longDay(r.goal.date)}.
          </p>
          <p className="report-rule">{r.goal.rule}</p>
          <table className="report-table" data-testid="report-goal">
            <thead>
              <tr>
                <th scope="col">Pupil</th>
                <th scope="col">Lessons of the goal finished</th>
                <th scope="col">Where they stand</th>
              </tr>
            </thead>
            <tbody>
              {r.goal.pupils.map((p) => (
                <tr key={p.id} className={`goal-${p.status}`}>
                  <th scope="row">{p.first_name}</th>
                  <td>
                    {p.done} of {r.goal!.lessons}
                  </td>
                  <td>{GOAL_WORDS[p.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p>No goal set yet.</p>
      )}
      <form className="report-goal-form" onSubmit={save}>
        <label>
          Target{" "}
          <select value={target} onChange={(e) => setTarget(e.target.value)}>
            {r.goal_targets.map((l) => (
              <optgroup key={l.id} label={l.name}>
                <option value={l.id}>The end of {l.name}</option>
                {l.units.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          By <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <button type="submit" className="btn btn-outline btn-sm">
          {r.goal ? "Change the goal" : "Set the goal"}
        </button>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
