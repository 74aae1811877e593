// /teach/classes/:id — one class: its code and sign-in sheet, pupils (add, new pictures, remove with a
// confirmation, data export, someone's wrong picture tries and a way to clear them), lessons assigned with due dates, and the progress the server computed:
// the grid (pupils × lessons, stars), who is stuck, the unit checks' best scores, mastery per skill, CSV.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from "react-router";
import toast from "react-hot-toast";
import { Link } from "../../components/Link";
import { api, ApiClientError, loaderApi, ok, path } from "../../api/client";
import { Shell } from "../subscription/Shell";
import { Ar } from "../courses/bits";
import { LicenceBlock } from "./LicenceBlock";
import { RosterImport } from "./RosterImport";
import { RenameClass } from "./RenameClass";
import { utcDate } from "../../../shared/format";
import { intlTag } from "../../../shared/i18n/locale";
import { currentT, Rich, useT, type Translator } from "../../i18n";
import { courseText, levelName } from "../../i18n/courseWords";
import {
  forgetClassPictures,
  requireTeacherPage,
  savedPictures,
  savePictures,
  shortDay,
  type ClassDetail,
  type ClassProgress,
  type Pic,
  type Pupil,
} from "./teacher";

export async function classLoader(args: LoaderFunctionArgs) {
  await requireTeacherPage(args);
  const id = args.params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw data(null, { status: 404 });
  const level = new URL(args.request.url).searchParams.get("level");
  const client = loaderApi(args);
  try {
    const [detail, progress] = await Promise.all([
      ok(client.classes({ id }).get()),
      ok(client.classes({ id }).progress.get({ query: level ? { level } : {} })).catch(() =>
        ok(client.classes({ id }).progress.get()),
      ),
    ]);
    return { detail, progress };
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 404) throw data(null, { status: 404 });
    throw e;
  }
}

const dayAndTime = (iso: string, t: Translator) =>
  t("classes.class.dayAndTime", {
    when: utcDate(t.locale === "en" ? "en-GB" : intlTag(t.locale), {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(iso)),
  });

/** Wrong picture tries on a pupil (issue #31), as the server counted them: the teacher may clear them. */
function SignInTries({
  pupil,
  tries,
  busy,
  onClear,
}: {
  pupil: Pupil;
  tries: NonNullable<Pupil["sign_in_tries"]>;
  busy: boolean;
  onClear: () => void;
}) {
  const t = useT();
  return (
    <span
      className="teach-tries"
      role="group"
      aria-label={t("classes.class.tries.group", { name: pupil.first_name })}
      data-testid="sign-in-tries"
    >
      <span>
        {t("classes.class.tries.text", {
          tries: tries.tries,
          places: tries.places,
          until: tries.waiting_until ? dayAndTime(tries.waiting_until, t) : "none",
        })}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm teach-tries-clear"
        disabled={busy}
        onClick={onClear}
        aria-label={t("classes.class.tries.clearLabel", { name: pupil.first_name })}
      >
        {t("classes.class.tries.clear")}
      </button>
    </span>
  );
}

const problem = (e: unknown) =>
  e instanceof ApiClientError
    ? e.fields
      ? Object.values(e.fields)[0]
      : e.message
    : currentT()("classes.error.generic");
const pct = (v: number | null, t: Translator) =>
  v === null ? "–" : t("classes.report.percent", { n: Math.round(v * 100) });

export function ClassPage() {
  const { detail, progress } = useLoaderData() as Awaited<ReturnType<typeof classLoader>>;
  const cls = detail.class;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const t = useT();
  const [shown, setShown] = useState<{ name: string; pictures: Pic[] } | null>(null);
  const [saved, setSaved] = useState<Record<string, string[]>>({});
  const [confirm, setConfirm] = useState<string | null>(null); // "rename" | "class" | "code" | "pupil:<id>"
  const renameButton = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSaved(savedPictures(cls.id)), [cls.id, detail]);
  const picUrl = new Map(detail.pictures.map((p) => [p.name, p.url]));

  const run = async (what: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await what();
      setConfirm(null);
      revalidator.revalidate();
    } catch (e) {
      setError(problem(e));
    } finally {
      setBusy(false);
    }
  };

  const newPictures = (p: Pupil) =>
    run(async () => {
      const r = await ok(api.classes({ id: cls.id }).pupils({ pid: p.id }).pictures.post({}));
      savePictures(
        cls.id,
        p.id,
        r.pictures.map((x) => x.name),
      );
      setShown({ name: p.first_name, pictures: r.pictures });
    });
  const remove = (p: Pupil) =>
    run(async () => {
      await ok(api.classes({ id: cls.id }).pupils({ pid: p.id }).delete());
      savePictures(cls.id, p.id, null);
    });
  const clearTries = (p: Pupil) =>
    run(async () => {
      await ok(api.classes({ id: cls.id }).pupils({ pid: p.id })["sign-in-tries"].delete());
      toast.success(t("classes.class.tries.cleared", { name: p.first_name }), { id: "tries-cleared" });
    });
  const deleteClass = () =>
    run(async () => {
      await ok(api.classes({ id: cls.id }).delete());
      forgetClassPictures(cls.id);
      navigate("/teach");
    });

  const titleOf = new Map(progress.lessons.map((l) => [l.id, courseText(t, l.title)]));
  const stuck = progress.pupils.filter((p) => p.stuck);

  return (
    <Shell className="teach-page">
      <section className="library-hero">
        <div className="container">
          <p className="eyebrow">
            <Rich k="classes.class.eyebrow" tags={{ a: (c) => <Link to="/teach">{c}</Link> }} />
          </p>
          <h1>{cls.name}</h1>
          <p className="lead">
            <Rich
              k="classes.class.lead"
              values={{ code: cls.code }}
              tags={{
                mark: (c) => (
                  <strong className="class-code" data-testid="class-code">
                    {c}
                  </strong>
                ),
                b: (c) => <strong>{c}</strong>,
              }}
            />
          </p>
          <LicenceBlock cls={cls} onAsked={() => revalidator.revalidate()} />
          <div className="teach-actions">
            <Link to={`/teach/classes/${cls.id}/sheet`} className="btn btn-primary btn-sm">
              {t("classes.class.printSheet")}
            </Link>
            <Link to={`/teach/classes/${cls.id}/report`} className="btn btn-outline btn-sm">
              {t("classes.class.report")}
            </Link>
            <a
              className="btn btn-outline btn-sm"
              href={path(api.classes({ id: cls.id })["progress.csv"], { level: progress.level.id })}
              download
            >
              {t("classes.class.csv")}
            </a>
            <button
              type="button"
              ref={renameButton}
              className="btn btn-outline btn-sm teach-tap"
              aria-expanded={confirm === "rename"}
              aria-controls="rename-class"
              onClick={() => setConfirm(confirm === "rename" ? null : "rename")}
            >
              {t("classes.class.rename")}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirm("code")}>
              {t("classes.class.newCode")}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirm("class")}>
              {t("classes.class.delete")}
            </button>
          </div>
          {confirm === "rename" && (
            <RenameClass
              classId={cls.id}
              name={cls.name}
              onDone={(renamed) => {
                setConfirm(null);
                renameButton.current?.focus();
                if (renamed) revalidator.revalidate();
              }}
            />
          )}
          {confirm === "code" && (
            <div className="teach-confirm" role="group" aria-label={t("classes.class.confirmCode")}>
              <p>{t("classes.class.codeWarning", { code: cls.code })}</p>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy}
                onClick={() => run(() => ok(api.classes({ id: cls.id }).patch({ regenerate_code: true })))}
              >
                {t("classes.class.makeCode")}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirm(null)}>
                {t("classes.cancel")}
              </button>
            </div>
          )}
          {confirm === "class" && (
            <div className="teach-confirm" role="group" aria-label={t("classes.class.confirmDelete")}>
              <p>{t("classes.class.deleteText", { name: cls.name, n: cls.pupils })}</p>
              <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={deleteClass}>
                {t("classes.class.deleteButton")}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirm(null)}>
                {t("classes.cancel")}
              </button>
            </div>
          )}
        </div>
      </section>

      <div className="container teach-body">
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {shown && (
          <div className="card teach-shown" role="status" data-testid="pictures-shown">
            <p>
              <Rich
                k="classes.class.shown"
                values={{ name: shown.name }}
                tags={{ b: (c) => <strong>{c}</strong> }}
              />
            </p>
            <ol className="teach-pics">
              {shown.pictures.map((p) => (
                <li key={p.name}>
                  <img src={p.url} alt={p.name.replace(/-/g, " ")} width={56} height={56} />
                </li>
              ))}
            </ol>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setShown(null)}>
              {t("classes.class.done")}
            </button>
          </div>
        )}

        <section className="card" aria-labelledby="pupils-h">
          <h2 id="pupils-h">{t("classes.class.pupils")}</h2>
          <AddPupil
            classId={cls.id}
            avatars={detail.avatars}
            onAdded={(name, pupilId, pictures) => {
              savePictures(
                cls.id,
                pupilId,
                pictures.map((x) => x.name),
              );
              setShown({ name, pictures });
              revalidator.revalidate();
            }}
          />
          <RosterImport classId={cls.id} onAdded={() => revalidator.revalidate()} />
          <ul className="teach-pupils">
            {detail.pupils.map((p) => (
              <li key={p.id} className="teach-pupil">
                <img src={p.avatar.url} alt="" width={44} height={44} />
                <span className="teach-pupil-name">{p.first_name}</span>
                <span className="teach-pics teach-pics--small">
                  {saved[p.id] ? (
                    saved[p.id].map(
                      (n) =>
                        picUrl.get(n) && (
                          <img
                            key={n}
                            src={picUrl.get(n)}
                            alt={n.replace(/-/g, " ")}
                            width={28}
                            height={28}
                          />
                        ),
                    )
                  ) : (
                    <span className="sr-only">{t("classes.class.picturesElsewhere")}</span>
                  )}
                </span>
                <span className="teach-pupil-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy}
                    onClick={() => newPictures(p)}
                    aria-label={t("classes.class.newPicturesFor", { name: p.first_name })}
                  >
                    {t("classes.class.newPictures")}
                  </button>
                  <a
                    className="btn btn-ghost btn-sm"
                    href={path(api.classes({ id: cls.id }).pupils({ pid: p.id }).export)}
                    download
                    aria-label={t("classes.class.exportOf", { name: p.first_name })}
                  >
                    {t("classes.class.export")}
                  </a>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => setConfirm(`pupil:${p.id}`)}
                    aria-label={t("classes.class.removeLabel", { name: p.first_name })}
                  >
                    {t("classes.class.remove")}
                  </button>
                </span>
                {p.sign_in_tries && (
                  <SignInTries pupil={p} tries={p.sign_in_tries} busy={busy} onClear={() => clearTries(p)} />
                )}
                {confirm === `pupil:${p.id}` && (
                  <span
                    className="teach-confirm"
                    role="group"
                    aria-label={t("classes.class.confirmRemove", { name: p.first_name })}
                  >
                    {t("classes.class.removeText", { name: p.first_name })}{" "}
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      disabled={busy}
                      onClick={() => remove(p)}
                    >
                      {t("classes.class.removeYes", { name: p.first_name })}
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirm(null)}>
                      {t("classes.cancel")}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {!detail.pupils.length && <p className="muted">{t("classes.class.noPupils")}</p>}
        </section>

        <section className="card" aria-labelledby="grid-h">
          <div className="teach-row teach-row--between">
            <h2 id="grid-h">{t("classes.class.progress", { level: levelName(t, progress.level.name) })}</h2>
            {progress.levels.length > 1 && (
              <nav aria-label={t("classes.class.level")} className="teach-levels">
                {progress.levels.map((l) => (
                  <Link
                    key={l.id}
                    to={`?level=${l.id}`}
                    aria-current={l.id === progress.level.id ? "page" : undefined}
                    className="btn btn-ghost btn-sm"
                  >
                    {levelName(t, l.name)}
                  </Link>
                ))}
              </nav>
            )}
          </div>
          <div
            className="teach-scroll"
            tabIndex={0}
            role="region"
            aria-label={t("classes.class.starsRegion")}
          >
            <table className="teach-grid" data-testid="progress-grid">
              <thead>
                <tr>
                  <th scope="col">{t("classes.class.pupil")}</th>
                  {progress.lessons.map((l, i) => (
                    <th scope="col" key={l.id} title={courseText(t, l.title)}>
                      <span className="sr-only">{courseText(t, l.title)}</span>
                      <span aria-hidden="true">{l.kind === "check" ? "✓" : i + 1}</span>
                    </th>
                  ))}
                  <th scope="col">{t("classes.class.stars")}</th>
                </tr>
              </thead>
              <tbody>
                {progress.pupils.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.first_name}</th>
                    {progress.lessons.map((l) => (
                      <td key={l.id} data-lesson={l.id}>
                        {p.stars[l.id] ? (
                          <span
                            role="img"
                            className={`teach-stars teach-stars--${p.stars[l.id]}`}
                            aria-label={t("classes.class.starsOf", { n: p.stars[l.id] })}
                          >
                            {"★".repeat(p.stars[l.id])}
                          </span>
                        ) : (
                          <span className="teach-empty" role="img" aria-label={t("classes.class.notYet")}>
                            ·
                          </span>
                        )}
                      </td>
                    ))}
                    <td>{p.stars_total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className="card" aria-labelledby="stuck-h">
          <h2 id="stuck-h">{t("classes.class.stuck")}</h2>
          <p className="muted">
            {t("classes.class.stuckRule", {
              days: progress.rules.stuck_no_lesson_days,
              attempts: progress.rules.stuck_attempts,
              stars: progress.rules.stuck_stars,
            })}
          </p>
          {stuck.length ? (
            <ul className="teach-stuck">
              {stuck.map((p) => (
                <li key={p.id}>
                  <strong>{p.first_name}</strong>:{" "}
                  {p.stuck!.reason === "lesson"
                    ? t("classes.class.stuckLesson", {
                        title: titleOf.get(p.stuck!.lesson_id) ?? p.stuck!.lesson_id,
                        n: p.stuck!.attempts,
                      })
                    : t("classes.class.stuckDays", { n: p.stuck!.days })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("classes.class.nobody")}</p>
          )}
        </section>

        <Assignments
          classId={cls.id}
          progress={progress}
          assignments={detail.assignments}
          onChange={() => revalidator.revalidate()}
        />

        {progress.checks.length > 0 && (
          <section className="card" aria-labelledby="quiz-h">
            <h2 id="quiz-h">{t("classes.class.checks")}</h2>
            <div
              className="teach-scroll"
              tabIndex={0}
              role="region"
              aria-label={t("classes.class.checksRegion")}
            >
              <table className="teach-grid">
                <thead>
                  <tr>
                    <th scope="col">{t("classes.class.pupil")}</th>
                    {progress.checks.map((q, i) => (
                      <th scope="col" key={q.id} title={courseText(t, q.title)}>
                        {t("classes.class.unitN", { n: i + 1 })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {progress.pupils.map((p) => (
                    <tr key={p.id}>
                      <th scope="row">{p.first_name}</th>
                      {progress.checks.map((q) => (
                        <td key={q.id}>
                          {p.quizzes[q.id] === null
                            ? "–"
                            : t("classes.report.percent", { n: p.quizzes[q.id] })}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}

        <section className="card" aria-labelledby="mastery-h">
          <h2 id="mastery-h">{t("classes.class.mastery")}</h2>
          <p className="muted">{t("classes.class.masteryHelp")}</p>
          <div
            className="teach-scroll"
            tabIndex={0}
            role="region"
            aria-label={t("classes.class.masteryRegion")}
          >
            <table className="teach-grid teach-grid--mastery">
              <thead>
                <tr>
                  <th scope="col">{t("classes.class.pupil")}</th>
                  {progress.skills.map((s) => (
                    <th scope="col" key={s.skill}>
                      <SkillLabel label={s.label} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {progress.pupils.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.first_name}</th>
                    {progress.skills.map((s) => {
                      const m = p.mastery[s.skill];
                      return (
                        <td
                          key={s.skill}
                          className={m === null ? "" : m >= 1 ? "is-mastered" : m > 0 ? "is-learning" : ""}
                        >
                          {pct(m, t)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </Shell>
  );
}

/** "ب (bāʾ)" / "بَاب (door)": the Arabic in the teaching font, then its reading in Latin letters. */
function SkillLabel({ label }: { label: string }) {
  const i = label.indexOf(" (");
  if (i < 0) return <>{label}</>;
  return (
    <span className="teach-skill">
      <Ar>{label.slice(0, i)}</Ar> <span>{label.slice(i + 1)}</span>
    </span>
  );
}

/** The avatars the add-a-pupil route takes (the form offers the server's list). */
type PupilAvatar = NonNullable<Parameters<ReturnType<typeof api.classes>["pupils"]["post"]>[0]["avatar"]>;

function AddPupil({
  classId,
  avatars,
  onAdded,
}: {
  classId: number;
  avatars: Pic[];
  onAdded: (name: string, id: number, pictures: Pic[]) => void;
}) {
  const t = useT();
  const [name, setName] = useState("");
  const [avatar, setAvatar] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await ok(
        api.classes({ id: classId }).pupils.post({
          first_name: name,
          ...(avatar ? { avatar: avatar as PupilAvatar } : {}),
        }),
      );
      setName("");
      setAvatar("");
      onAdded(r.pupil.first_name, r.pupil.id, r.pictures);
    } catch (err) {
      setError(problem(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="teach-add" onSubmit={submit}>
      <label htmlFor="pupil-name">{t("classes.class.firstName")}</label>
      <div className="teach-row">
        <input
          id="pupil-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={40}
          required
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "pupil-error" : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("classes.class.addPupil")}
        </button>
      </div>
      <fieldset className="teach-avatars">
        <legend>{t("classes.class.avatar")}</legend>
        {avatars.map((a) => (
          <label key={a.name} className={avatar === a.name ? "is-on" : ""}>
            <input
              type="radio"
              name="avatar"
              value={a.name}
              checked={avatar === a.name}
              onChange={() => setAvatar(a.name)}
              className="sr-only"
            />
            <img src={a.url} alt={a.name.replace(/-/g, " ")} width={40} height={40} />
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="pupil-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Assignments({
  classId,
  progress,
  assignments,
  onChange,
}: {
  classId: number;
  progress: ClassProgress;
  assignments: ClassDetail["assignments"];
  onChange: () => void;
}) {
  const t = useT();
  const [lesson, setLesson] = useState(progress.lessons[0]?.id ?? "");
  const [due, setDue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const act = async (what: () => Promise<unknown>) => {
    setError(null);
    setWarning(null);
    try {
      const r = (await what()) as { warning?: string | null } | undefined;
      if (r?.warning) setWarning(r.warning);
      onChange();
    } catch (e) {
      setError(problem(e));
    }
  };
  return (
    <section className="card" aria-labelledby="assign-h">
      <h2 id="assign-h">{t("classes.class.assigned")}</h2>
      {assignments.length ? (
        <ul className="teach-assignments">
          {assignments.map((a) => (
            <li key={a.id}>
              <span>
                <strong>{courseText(t, a.title)}</strong>{" "}
                {a.due_date
                  ? t("classes.class.dueBy", { day: shortDay(a.due_date, t.locale) })
                  : t("classes.class.noDue")}
                {!a.class_can_open && <span className="teach-locked">{t("classes.class.locked")}</span>}
              </span>
              <span>
                <Link className="btn btn-ghost btn-sm" to={`/teach/project/${a.lesson_id}`}>
                  {t("classes.class.board")}
                </Link>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() =>
                    act(() => ok(api.classes({ id: classId }).assignments({ aid: a.id }).delete()))
                  }
                  aria-label={t("classes.class.unassignLabel", { title: courseText(t, a.title) })}
                >
                  {t("classes.class.unassign")}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("classes.class.noneAssigned")}</p>
      )}
      <form
        className="teach-row teach-assign"
        onSubmit={(e) => (
          e.preventDefault(),
          act(() =>
            ok(api.classes({ id: classId }).assignments.post({ lesson_id: lesson, due_date: due || null })),
          )
        )}
      >
        <label>
          {t("classes.class.lesson")}{" "}
          <select value={lesson} onChange={(e) => setLesson(e.target.value)}>
            {progress.lessons.map((l, i) => (
              <option key={l.id} value={l.id}>
                {i + 1}. {courseText(t, l.title)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("classes.class.due")} <input type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-outline btn-sm">
          {t("classes.class.assign")}
        </button>
        <Link className="btn btn-ghost btn-sm" to={`/teach/project/${lesson}`}>
          {t("classes.class.board")}
        </Link>
      </form>
      {warning && (
        <p className="teach-warning" role="alert" data-testid="assign-warning">
          {warning}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
