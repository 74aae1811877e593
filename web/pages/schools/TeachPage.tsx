// /teach — the teacher's classes: each with its code and pupils, and a form to create one.
import { useState, type FormEvent } from "react";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { api, ApiClientError, loaderApi, ok } from "../../api/client";
import { Shell } from "../subscription/Shell";
import { requireTeacherPage, type ClassList, type ClassSummary } from "./teacher";
import { Rich, useT, type Translator } from "../../i18n";
import { longDate } from "../../../shared/i18n/translate";

export async function teachLoader(args: LoaderFunctionArgs) {
  await requireTeacherPage(args);
  return ok(loaderApi(args).classes.get());
}

/** The class's licence or trial in plain words (the server decides the state: access/classTrial.ts). */
export function licenceText(c: Pick<ClassSummary, "access">, t: Translator) {
  const a = c.access;
  const day = (iso: string) => longDate(iso, t.locale);
  if (a.state === "licence") return t("classes.licence.licence", { until: day(a.licence_until!) });
  if (a.state === "trial")
    return t("classes.licence.trial", { until: day(a.trial_until), n: a.trial_lessons_per_level });
  return a.licence_until
    ? t("classes.licence.licenceEnded", { day: day(a.licence_until) })
    : t("classes.licence.trialEnded", { day: day(a.trial_until) });
}

export function TeachPage() {
  const { classes } = useLoaderData() as ClassList;
  const navigate = useNavigate();
  const t = useT();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const c = await ok(api.classes.post({ name }));
      navigate(`/teach/classes/${c.id}`);
    } catch (err) {
      setError(
        err instanceof ApiClientError ? (err.fields?.name ?? err.message) : t("classes.error.generic"),
      );
      setBusy(false);
    }
  };

  return (
    <Shell className="teach-page">
      <section className="library-hero">
        <div className="container">
          <p className="eyebrow">{t("classes.teach.eyebrow")}</p>
          <h1>{t("classes.teach.title")}</h1>
          <p className="lead">
            <Rich k="classes.teach.lead" tags={{ b: (c) => <strong>{c}</strong> }} />
          </p>
        </div>
      </section>
      <div className="container teach-body">
        {classes.length ? (
          <ul className="teach-classes">
            {classes.map((c) => (
              <li key={c.id} className="card teach-class">
                <h2>
                  <Link to={`/teach/classes/${c.id}`}>{c.name}</Link>
                </h2>
                <p>
                  {t("classes.teach.code")}{" "}
                  <strong className="class-code" data-testid="class-code">
                    {c.code}
                  </strong>{" "}
                  · {t("classes.pupils", { n: c.pupils })}
                </p>
                <p className="muted">{licenceText(c, t)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="card">{t("classes.teach.none")}</p>
        )}
        <form className="card teach-form" onSubmit={create}>
          <h2>{t("classes.teach.create")}</h2>
          <label htmlFor="class-name">{t("classes.teach.name")}</label>
          <div className="teach-row">
            <input
              id="class-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={60}
              required
              placeholder={t("classes.teach.namePlaceholder")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "class-name-error" : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t("classes.teach.createButton")}
            </button>
          </div>
          {error && (
            <p id="class-name-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      </div>
    </Shell>
  );
}
