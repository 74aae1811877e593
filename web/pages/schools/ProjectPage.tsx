// /teach/project/:lessonId — "project this lesson": the lesson's letters and words with their pictures,
// large for the classroom screen. Read-only: nothing is graded, nothing is recorded.
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { ApiClientError, loaderApi, ok } from "../../api/client";
import { Ar } from "../courses/bits";
import { requireTeacherPage, type ProjectedLesson } from "./teacher";
import { useT } from "../../i18n";
import { levelName } from "../../i18n/courseWords";

export async function projectLoader(args: LoaderFunctionArgs) {
  await requireTeacherPage(args);
  try {
    return await ok(
      loaderApi(args)
        .teach.lessons({ id: encodeURIComponent(args.params.lessonId ?? "") })
        .get(),
    );
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 404) throw data(null, { status: 404 });
    throw e;
  }
}

export function ProjectPage() {
  const l = useLoaderData() as ProjectedLesson;
  const t = useT();
  // the course's own words in the page's language where the course has them (English otherwise)
  const say = (x: { en: string; fr?: string | null }) => (t.locale === "fr" && x.fr) || x.en;
  return (
    <main id="main" className="project">
      <header className="project-head">
        <Link to="/teach" className="btn btn-ghost btn-sm project-back">
          {t("classes.back")}
        </Link>
        <div>
          <p className="project-kicker">
            {levelName(t, l.level)}
            {l.unit ? ` · ${say(l.unit)}` : ""}
          </p>
          <h1>{say(l.title)}</h1>
        </div>
      </header>
      {l.letters.length > 0 && (
        <ul className="project-letters" aria-label={t("classes.project.letters")}>
          {l.letters.map((x) => (
            <li key={x.id} className="project-card">
              <Ar className="project-letter">{x.char}</Ar>
              <Ar className="project-name">{x.name}</Ar>
              <span className="project-translit">{x.translit}</span>
            </li>
          ))}
        </ul>
      )}
      {l.words.length > 0 && (
        <ul className="project-words" aria-label={t("classes.project.words")}>
          {l.words.map((w) => (
            <li key={w.id} className="project-card">
              {w.picture && <img src={w.picture} alt="" width={160} height={160} />}
              <Ar className="project-word">{w.ar}</Ar>
              <span className="project-translit">{w.translit}</span>
              <span className="project-en">{say(w)}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
