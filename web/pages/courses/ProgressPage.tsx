// /progress — what the child has done: lessons finished with their stars, practice per skill and
// time spent, as the server counts them (GET /progress).
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { loaderApi } from "../../api/client";
import { requireSession } from "../../state/session";
import { Shell } from "../subscription/Shell";
import { Stars } from "./bits";
import { duration, en, skillParts } from "./format";
import type { CoursesReply, ProgressReply } from "./types";

export async function progressLoader(args: LoaderFunctionArgs) {
  await requireSession(args);
  const client = loaderApi(args);
  const [progress, courses] = await Promise.all([client.get<ProgressReply>("/progress"), client.get<CoursesReply>("/courses").catch(() => null)]);
  return { progress, courses };
}

export function ProgressPage() {
  const { progress, courses } = useLoaderData() as Awaited<ReturnType<typeof progressLoader>>;
  const titles = new Map<string, { title: string; level: string }>();
  for (const level of courses?.levels ?? []) for (const u of level.units) for (const l of u.lessons) titles.set(l.id, { title: en(l.title), level: level.name });
  const finished = [...progress.lessons_completed].sort((a, b) => b.completed_at.localeCompare(a.completed_at));
  const skills = [...progress.skills].sort((a, b) => b.seen - a.seen);
  return (
    <Shell className="progress-page">
      <section className="library-hero">
        <div className="container">
          <p className="eyebrow">My progress</p>
          <h1>{progress.lessons_completed.length ? "Look how far you have come!" : "Your progress grows here"}</h1>
        </div>
      </section>
      <div className="container progress-body">
        <ul className="progress-stats" aria-label="Summary">
          <li className="progress-stat tone-sun">
            <strong data-testid="lessons-finished">{progress.lessons_completed.length}</strong> lessons finished
          </li>
          <li className="progress-stat tone-grape">
            <strong data-testid="stars-total">{progress.stars_total}</strong> stars
          </li>
          <li className="progress-stat tone-sky">
            <strong>{duration(progress.total_seconds)}</strong> learning
          </li>
        </ul>

        <section aria-labelledby="done-title" className="progress-section">
          <h2 id="done-title">Lessons finished</h2>
          {finished.length === 0 ? (
            <p className="progress-empty">
              No lesson finished yet. <Link to="/courses">Open the library</Link> and start the first one!
            </p>
          ) : (
            <ul className="done-list">
              {finished.map((l) => (
                <li key={l.lesson_id}>
                  <Link to={`/lessons/${l.lesson_id}`}>{titles.get(l.lesson_id)?.title ?? l.lesson_id}</Link>
                  <span className="muted small">{titles.get(l.lesson_id)?.level}</span>
                  <Stars count={l.stars} size="sm" />
                </li>
              ))}
            </ul>
          )}
        </section>

        {skills.length > 0 && (
          <section aria-labelledby="skills-title" className="progress-section">
            <h2 id="skills-title">Practice by skill</h2>
            <table className="skills-table">
              <thead>
                <tr>
                  <th scope="col">Skill</th>
                  <th scope="col">Practised</th>
                  <th scope="col">Right</th>
                </tr>
              </thead>
              <tbody>
                {skills.map((s) => {
                  const p = skillParts(s.skill);
                  return (
                    <tr key={s.skill}>
                      <th scope="row">
                        <span className="muted small">{p.kind.replace(/s$/, "")}</span> {p.name}
                      </th>
                      <td>{s.seen}</td>
                      <td>{s.correct}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </Shell>
  );
}
