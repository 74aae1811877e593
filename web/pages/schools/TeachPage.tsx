// /teach — the teacher's classes: each with its code and pupils, and a form to create one.
import { useState, type FormEvent } from "react";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { api, ApiClientError, loaderApi, ok } from "../../api/client";
import { Shell } from "../subscription/Shell";
import { requireTeacherPage, type ClassList, type ClassSummary } from "./teacher";
import { utcDate } from "../../../shared/format";

export async function teachLoader(args: LoaderFunctionArgs) {
  await requireTeacherPage(args);
  return ok(loaderApi(args).classes.get());
}

const longDay = (iso: string) =>
  utcDate("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));

/** The class's licence or trial in plain words (the server decides the state: access/classTrial.ts). */
export function licenceText(c: Pick<ClassSummary, "access">) {
  const a = c.access;
  if (a.state === "licence")
    return `School licence until ${longDay(a.licence_until!)}: your pupils open every lesson.`;
  if (a.state === "trial")
    return `Trial until ${longDay(a.trial_until)}: your pupils open the first ${a.trial_lessons_per_level} lessons of every level. A school licence opens every lesson.`;
  return `${a.licence_until ? `The school licence ended on ${longDay(a.licence_until)}` : `The trial ended on ${longDay(a.trial_until)}`}: your pupils' lessons stay locked until your school's admin grants a licence.`;
}

export function TeachPage() {
  const { classes } = useLoaderData() as ClassList;
  const navigate = useNavigate();
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
        err instanceof ApiClientError
          ? (err.fields?.name ?? err.message)
          : "Something went wrong. Please try again.",
      );
      setBusy(false);
    }
  };

  return (
    <Shell className="teach-page">
      <section className="library-hero">
        <div className="container">
          <p className="eyebrow">For teachers</p>
          <h1>My classes</h1>
          <p className="lead">
            Pupils sign in at <strong>/class</strong> with the class code and three pictures: no email, no
            password.
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
                  Code{" "}
                  <strong className="class-code" data-testid="class-code">
                    {c.code}
                  </strong>{" "}
                  · {c.pupils} {c.pupils === 1 ? "pupil" : "pupils"}
                </p>
                <p className="muted">{licenceText(c)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="card">No classes yet. Create your first class below.</p>
        )}
        <form className="card teach-form" onSubmit={create}>
          <h2>Create a class</h2>
          <label htmlFor="class-name">Class name</label>
          <div className="teach-row">
            <input
              id="class-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={60}
              required
              placeholder="e.g. Year 2 – Tuesday"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "class-name-error" : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Create class
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
