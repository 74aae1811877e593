// Classes: every class of the school with its teacher, pupils and licence; the admin grants premium
// access to a class until a date, or ends it (with confirmation). The server checks the date.
import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import { api, ApiClientError, ok, type Reply } from "../../api/client";
import type { AdminClass, ClassPage } from "./types";
import { shortDate } from "./format";
import { AdminTable, type Column } from "./AdminTable";
import { ConfirmDialog, type ConfirmRequest } from "./ConfirmDialog";
import { useAdminAction } from "./useAdminAction";

const isoDay = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

function LicenceForm({
  c,
  busy,
  run,
}: {
  c: AdminClass;
  busy: boolean;
  run: ReturnType<typeof useAdminAction>["run"];
}) {
  const [until, setUntil] = useState(isoDay(c.licence_until));
  const [error, setError] = useState<string | null>(null);
  const id = `licence-${c.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // a refused date also shows next to the field
    const save = () =>
      ok(
        api.admin.classes({ id: c.id }).licence.post({
          until: until as unknown as Date,
        }) /* a date string: the schema reads it into a Date */,
      ).catch((err: unknown) => {
        if (err instanceof ApiClientError && err.status === 422) setError(err.fields?.until ?? err.message);
        throw err;
      });
    void run(`licence-${c.id}`, save, `Licence of ${c.name} saved`, "The licence could not be saved");
  };
  return (
    <form className="admin-licence-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>
        Premium until<span className="sr-only"> for {c.name}</span>
      </label>
      <input
        id={id}
        type="date"
        value={until}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setUntil(e.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !until}>
        {c.licence_until ? "Change" : "Grant"}
      </button>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </form>
  );
}

const COLUMNS: [Column<AdminClass>, ...Column<AdminClass>[]] = [
  {
    header: "Class",
    cell: (c) => (
      <>
        <span className="admin-name">{c.name}</span>
        <span className="admin-muted">code {c.code}</span>
      </>
    ),
  },
  {
    header: "Teacher",
    cell: (c) => (
      <>
        {c.teacher.first_name} {c.teacher.last_name}
        <br />
        <span className="admin-muted">{c.teacher.email}</span>
        {!c.teacher.is_teacher && <span className="badge admin-badge-off">not a teacher now</span>}
      </>
    ),
  },
  { header: "Pupils", cell: (c) => c.pupils },
  {
    header: "Licence",
    cell: (c) => (
      <>
        {c.licence_until ? (
          <span
            className={`badge admin-badge-licence ${c.licence_active ? "admin-badge-ok" : "admin-badge-off"}`}
          >
            {c.licence_active ? "Premium" : "Ended"} until {shortDate(c.licence_until)}
          </span>
        ) : (
          <span className="badge admin-badge-licence admin-badge-off">No licence</span>
        )}
        {!c.licence_active && (
          <span className="admin-muted">
            {Date.parse(c.trial_until) > Date.now()
              ? `Trial until ${shortDate(c.trial_until)}`
              : `Trial ended ${shortDate(c.trial_until)}`}
          </span>
        )}
        {c.licence_requested_at && (
          <span className="badge admin-badge-request" data-testid="licence-request">
            Asked {shortDate(c.licence_requested_at)}
          </span>
        )}
      </>
    ),
  },
];

/** The class trial's length (site setting class_trial_days; empty: the default). */
function TrialDays({ days }: { days: number }) {
  const { run, busy } = useAdminAction();
  const [value, setValue] = useState(String(days));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const save = () =>
      ok(api.admin.site.patch({ class_trial_days: value.trim() })).catch((err: unknown) => {
        if (err instanceof ApiClientError && err.status === 422)
          setError(err.fields?.class_trial_days ?? err.message);
        throw err;
      });
    void run("trial-days", save, "Trial length saved", "The trial length could not be saved");
  };
  return (
    <form className="admin-filters admin-trial-days" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="admin-trial-days">Trial for a class without a licence (days from its creation)</label>
        <input
          id="admin-trial-days"
          inputMode="numeric"
          value={value}
          maxLength={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "admin-trial-days-error" : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        {error && (
          <span className="field-error" id="admin-trial-days-error">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn-outline" disabled={busy !== null}>
        Save
      </button>
    </form>
  );
}

export function ClassesTab({ data, search, page }: { data: ClassPage | null; search: string; page: number }) {
  const { run, busy } = useAdminAction();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const href = (p: number) =>
    `/admin?${new URLSearchParams({ tab: "classes", ...(search ? { search } : {}), page: String(p) })}`;
  const end = (c: AdminClass) =>
    setConfirm({
      title: `End the licence of ${c.name}?`,
      message: `Its ${c.pupils} pupil(s) keep their progress but lose the premium lessons at once.`,
      confirmLabel: "End licence",
      dismissLabel: "Keep the licence",
      danger: true,
      onConfirm: () =>
        run(
          `end-${c.id}`,
          () => ok(api.admin.classes({ id: c.id }).licence.post({ until: null })),
          `Licence of ${c.name} ended`,
          "The licence could not be ended",
        ),
    });

  return (
    <>
      <h2 id="admin-panel-title">Classes</h2>
      <p className="admin-muted">
        Pupils learn on their class's licence: while it runs they have every lesson. Without one, a class
        tries the first lessons of every level for {data?.trial_days ?? "a few"} days from its creation.
        Teachers create the classes.
      </p>
      {data && data.requests > 0 && (
        <p className="alert alert-info" role="status" data-testid="licence-requests">
          <span className="badge admin-badge-request">{data.requests}</span>{" "}
          {data.requests === 1 ? "class asks" : "classes ask"} for a licence.
        </p>
      )}
      {data && <TrialDays days={data.trial_days} />}
      <Form method="get" action="/admin" className="admin-filters" role="search">
        <input type="hidden" name="tab" value="classes" />
        <div className="field">
          <label htmlFor="admin-class-search">Search by class, code or teacher's email</label>
          <input id="admin-class-search" name="search" type="search" defaultValue={search} maxLength={200} />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </Form>
      {data && (
        <AdminTable
          caption="Classes, newest first"
          columns={COLUMNS}
          rows={data.classes}
          testId="class-row"
          empty={search ? `No class matches “${search}”.` : "No classes yet: a teacher creates them."}
          pager={{ page, total: data.total, hrefFor: href, noun: "classes" }}
          actions={(c) => (
            <>
              <LicenceForm key={c.licence_until ?? "none"} c={c} busy={busy !== null} run={run} />
              {c.licence_until && (
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={busy !== null}
                  onClick={() => end(c)}
                  aria-label={`End licence of ${c.name}`}
                >
                  End licence
                </button>
              )}
            </>
          )}
        />
      )}
      <HardestQuestions />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

type HardUnits = Reply<(typeof api.admin)["hardest-questions"]["get"]>;
/** Every learner's first tries, per unit: the items most missed (issue #29), to find unclear content. */
function HardestQuestions() {
  const [data, setData] = useState<HardUnits | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    setError(null);
    try {
      setData(await ok(api.admin["hardest-questions"].get()));
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : "The questions could not be loaded.");
    }
  };
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  return (
    <section className="admin-hardest" aria-labelledby="admin-hardest-h">
      <h3 id="admin-hardest-h" className="admin-subtitle">
        Hardest questions (every learner)
      </h3>
      <p className="admin-muted">
        Per unit, the activities most learners missed on their first try, and what they chose instead: where
        the content may be unclear.
      </p>
      {!data && (
        <button type="button" className="btn btn-outline btn-sm" onClick={load}>
          Show the hardest questions
        </button>
      )}
      {error && <p className="field-error">{error}</p>}
      {data && !data.units.length && <p className="admin-empty">No question missed yet.</p>}
      {data?.units.map((u) => (
        <div key={u.unit_id}>
          <h4>
            {u.unit_title} <span className="admin-muted">({u.level})</span>
          </h4>
          <ol>
            {u.questions.map((q) => (
              <li key={q.activity_id}>
                <strong>{q.label}</strong> <span className="admin-muted">({q.activity_id})</span>: {q.missed}{" "}
                of {q.answered} missed ({pct(q.share)})
                {q.wrong_choices.length > 0 && (
                  <>; chose instead {q.wrong_choices.map((w) => `${w.choice} ×${w.count}`).join(", ")}</>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
