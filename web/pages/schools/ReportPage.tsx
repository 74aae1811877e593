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
import { useT } from "../../i18n";
import { levelName } from "../../i18n/courseWords";

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
  const t = useT();
  return (
    <main id="main" className="report">
      <div className="report-tools">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          {t("classes.print")}
        </button>
        <Link to={`/teach/classes/${r.class.id}`} className="btn btn-ghost btn-sm">
          {t("classes.backToClass")}
        </Link>
      </div>
      <header className="report-title">
        <h1>{t("classes.classReport.title", { name: r.class.name })}</h1>
        <p>
          {r.school ? `${r.school} · ` : ""}
          {r.teacher} · {t("classes.pupils", { n: r.class.pupils })} · {longDay(r.generated_at, t)}
        </p>
      </header>

      <section aria-labelledby="r-pupils">
        <h2 id="r-pupils">{t("classes.classReport.pupils")}</h2>
        <div className="teach-scroll" tabIndex={0} role="region" aria-labelledby="r-pupils">
          <table className="report-table" data-testid="report-pupils">
            <thead>
              <tr>
                <th scope="col">{t("classes.classReport.pupil")}</th>
                <th scope="col">{t("classes.classReport.lessonsFinished")}</th>
                <th scope="col">{t("classes.classReport.stars")}</th>
                <th scope="col">{t("classes.classReport.time")}</th>
                <th scope="col">{t("classes.classReport.checks")}</th>
                <th scope="col">{t("classes.classReport.mastered")}</th>
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
                  <td>{minutes(p.seconds, t)}</td>
                  <td>
                    {p.check_scores.length
                      ? p.check_scores
                          .map((c) => t("classes.classReport.check", { title: c.title, best: c.best }))
                          .join(", ")
                      : "–"}
                  </td>
                  <td>
                    {p.mastery.length
                      ? t("classes.classReport.masteredOf", { n: p.skills_mastered, of: p.mastery.length })
                      : "–"}
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
        </div>
        {!r.pupils.length && <p>{t("classes.classReport.noPupils")}</p>}
      </section>

      <section aria-labelledby="r-units">
        <h2 id="r-units">{t("classes.classReport.units")}</h2>
        <div className="teach-scroll" tabIndex={0} role="region" aria-labelledby="r-units">
          <table className="report-table" data-testid="report-units">
            <thead>
              <tr>
                <th scope="col">{t("classes.classReport.unit")}</th>
                <th scope="col">{t("classes.classReport.unitAverage")}</th>
                <th scope="col">{t("classes.classReport.unitCheck")}</th>
                <th scope="col">{t("classes.classReport.notStarted")}</th>
              </tr>
            </thead>
            <tbody>
              {r.units.map((u) => (
                <tr key={u.id}>
                  <th scope="row">
                    {u.title}{" "}
                    <span className="report-muted">
                      {t("classes.classReport.unitLessons", { level: levelName(t, u.level), n: u.lessons })}
                    </span>
                  </th>
                  <td>{pctOf(u.average_finished, t)}</td>
                  <td>
                    {u.average_check === null ? "–" : t("classes.report.percent", { n: u.average_check })}
                  </td>
                  <td>
                    {!u.not_started.length
                      ? t("classes.classReport.everyone")
                      : u.not_started.length === r.class.pupils
                        ? t("classes.classReport.nobody")
                        : u.not_started.join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <Goal report={r} />

      <section aria-labelledby="r-hardest">
        <h2 id="r-hardest">{t("classes.classReport.hardest")}</h2>
        <p className="report-muted">{t("classes.classReport.hardestHelp")}</p>
        {hardest.units.length ? (
          hardest.units.map((u) => (
            <div key={u.unit_id} className="report-hard-unit">
              <h3>
                {u.unit_title} <span className="report-muted">({levelName(t, u.level)})</span>
              </h3>
              <ol className="report-hard" data-testid="hardest">
                {u.questions.map((q) => (
                  <li key={q.activity_id}>
                    <strong>{q.label}</strong>{" "}
                    <span className="report-muted">
                      {t("classes.classReport.inLesson", { title: q.lesson_title })}
                    </span>
                    :{" "}
                    {t("classes.classReport.missed", {
                      missed: q.missed,
                      answered: q.answered,
                      pct: pctOf(q.share, t),
                    })}
                    {q.wrong_choices.length > 0 && (
                      <>
                        {t("classes.classReport.choseInstead", {
                          choices: q.wrong_choices
                            .map((w) =>
                              t("classes.classReport.choice", {
                                choice: w.choice,
                                n: w.count,
                                pct: pctOf(w.share, t),
                              }),
                            )
                            .join(", "),
                        })}
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          ))
        ) : (
          <p>{t("classes.classReport.noneMissed")}</p>
        )}
      </section>
    </main>
  );
}

function Goal({ report: r }: { report: ClassReport }) {
  const revalidator = useRevalidator();
  const t = useT();
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
          : t("classes.error.generic"),
      );
    }
  };
  return (
    <section aria-labelledby="r-goal">
      <h2 id="r-goal">{t("classes.classReport.goal")}</h2>
      {r.goal ? (
        <>
          <p>
            {t("classes.classReport.goalText", {
              target: r.goal.target_name,
              n: r.goal.lessons,
              day: longDay(r.goal.date, t),
            })}
          </p>
          <p className="report-rule">{r.goal.rule}</p>
          <div className="teach-scroll" tabIndex={0} role="region" aria-labelledby="r-goal">
            <table className="report-table" data-testid="report-goal">
              <thead>
                <tr>
                  <th scope="col">{t("classes.classReport.pupil")}</th>
                  <th scope="col">{t("classes.classReport.goalDone")}</th>
                  <th scope="col">{t("classes.classReport.goalStand")}</th>
                </tr>
              </thead>
              <tbody>
                {r.goal.pupils.map((p) => (
                  <tr key={p.id} className={`goal-${p.status}`}>
                    <th scope="row">{p.first_name}</th>
                    <td>{t("classes.classReport.doneOf", { done: p.done, n: r.goal!.lessons })}</td>
                    <td>{t(GOAL_WORDS[p.status])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p>{t("classes.classReport.noGoal")}</p>
      )}
      <form className="report-goal-form" onSubmit={save}>
        <label>
          {t("classes.classReport.target")}{" "}
          <select value={target} onChange={(e) => setTarget(e.target.value)}>
            {r.goal_targets.map((l) => (
              <optgroup key={l.id} label={levelName(t, l.name)}>
                <option value={l.id}>{t("classes.classReport.endOf", { name: levelName(t, l.name) })}</option>
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
          {t("classes.classReport.by")}{" "}
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <button type="submit" className="btn btn-outline btn-sm">
          {r.goal ? t("classes.classReport.change") : t("classes.classReport.set")}
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
