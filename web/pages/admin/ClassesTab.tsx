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
import { Rich, useT, type Translator } from "../../i18n";

const sr = { sr: (c: React.ReactNode) => <span className="sr-only">{c}</span> };

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
  const t = useT();
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
    void run(
      `licence-${c.id}`,
      save,
      t("admin.classes.saved", { name: c.name }),
      t("admin.classes.saveFailed"),
    );
  };
  return (
    <form className="admin-licence-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>
        <Rich k="admin.classes.premiumUntil" values={{ name: c.name }} tags={sr} />
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
        {c.licence_until ? t("admin.classes.change") : t("admin.classes.grant")}
      </button>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </form>
  );
}

const columns = (t: Translator): [Column<AdminClass>, ...Column<AdminClass>[]] => [
  {
    header: t("admin.classes.class"),
    cell: (c) => (
      <>
        <span className="admin-name">{c.name}</span>
        <span className="admin-muted">{t("admin.classes.code", { code: c.code })}</span>
      </>
    ),
  },
  {
    header: t("admin.classes.teacher"),
    cell: (c) => (
      <>
        {c.teacher.first_name} {c.teacher.last_name}
        <br />
        <span className="admin-muted">{c.teacher.email}</span>
        {!c.teacher.is_teacher && (
          <span className="badge admin-badge-off">{t("admin.classes.notTeacher")}</span>
        )}
      </>
    ),
  },
  { header: t("admin.classes.pupils"), cell: (c) => c.pupils },
  {
    header: t("admin.classes.licence"),
    cell: (c) => (
      <>
        {c.licence_until ? (
          <span
            className={`badge admin-badge-licence ${c.licence_active ? "admin-badge-ok" : "admin-badge-off"}`}
          >
            {t(c.licence_active ? "admin.classes.premiumTo" : "admin.classes.endedTo", {
              day: shortDate(c.licence_until, t),
            })}
          </span>
        ) : (
          <span className="badge admin-badge-licence admin-badge-off">{t("admin.classes.noLicence")}</span>
        )}
        {!c.licence_active && (
          <span className="admin-muted">
            {Date.parse(c.trial_until) > Date.now()
              ? t("admin.classes.trialUntil", { day: shortDate(c.trial_until, t) })
              : t("admin.classes.trialEnded", { day: shortDate(c.trial_until, t) })}
          </span>
        )}
        {c.licence_requested_at && (
          <span className="badge admin-badge-request" data-testid="licence-request">
            {t("admin.classes.asked", { day: shortDate(c.licence_requested_at, t) })}
          </span>
        )}
      </>
    ),
  },
];

/** The class trial's length (site setting class_trial_days; empty: the default). */
function TrialDays({ days }: { days: number }) {
  const { run, busy } = useAdminAction();
  const t = useT();
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
    void run("trial-days", save, t("admin.classes.trialSaved"), t("admin.classes.trialFailed"));
  };
  return (
    <form className="admin-filters admin-trial-days" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="admin-trial-days">{t("admin.classes.trialLabel")}</label>
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
        {t("admin.classes.save")}
      </button>
    </form>
  );
}

export function ClassesTab({ data, search, page }: { data: ClassPage | null; search: string; page: number }) {
  const { run, busy } = useAdminAction();
  const t = useT();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const href = (p: number) =>
    `/admin?${new URLSearchParams({ tab: "classes", ...(search ? { search } : {}), page: String(p) })}`;
  const end = (c: AdminClass) =>
    setConfirm({
      title: t("admin.classes.endTitle", { name: c.name }),
      message: t("admin.classes.endText", { n: c.pupils }),
      confirmLabel: t("admin.classes.endConfirm"),
      dismissLabel: t("admin.classes.keep"),
      danger: true,
      onConfirm: () =>
        run(
          `end-${c.id}`,
          () => ok(api.admin.classes({ id: c.id }).licence.post({ until: null })),
          t("admin.classes.ended", { name: c.name }),
          t("admin.classes.endFailed"),
        ),
    });

  return (
    <>
      <h2 id="admin-panel-title">{t("admin.classes.title")}</h2>
      <p className="admin-muted">
        {t("admin.classes.intro", { days: data?.trial_days ?? t("admin.classes.aFew") })}
      </p>
      {data && data.requests > 0 && (
        <p className="alert alert-info" role="status" data-testid="licence-requests">
          <span className="badge admin-badge-request">{data.requests}</span>{" "}
          {t("admin.classes.requests", { n: data.requests })}
        </p>
      )}
      {data && <TrialDays days={data.trial_days} />}
      <Form method="get" action="/admin" className="admin-filters" role="search">
        <input type="hidden" name="tab" value="classes" />
        <div className="field">
          <label htmlFor="admin-class-search">{t("admin.classes.search")}</label>
          <input id="admin-class-search" name="search" type="search" defaultValue={search} maxLength={200} />
        </div>
        <button type="submit" className="btn btn-primary">
          {t("admin.classes.searchButton")}
        </button>
      </Form>
      {data && (
        <AdminTable
          caption={t("admin.classes.caption")}
          columns={columns(t)}
          rows={data.classes}
          testId="class-row"
          empty={search ? t("admin.classes.noMatch", { search }) : t("admin.classes.none")}
          pager={{ page, total: data.total, hrefFor: href, noun: "classes" }}
          actions={(c) => (
            <>
              <LicenceForm key={c.licence_until ?? ""} c={c} busy={busy !== null} run={run} />
              {c.licence_until && (
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={busy !== null}
                  onClick={() => end(c)}
                  aria-label={t("admin.classes.endLabel", { name: c.name })}
                >
                  {t("admin.classes.endConfirm")}
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
  const t = useT();
  const [data, setData] = useState<HardUnits | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    setError(null);
    try {
      setData(await ok(api.admin["hardest-questions"].get()));
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : t("admin.hardest.failed"));
    }
  };
  const pct = (x: number) => t("admin.overview.rate", { n: Math.round(x * 100) });
  return (
    <section className="admin-hardest" aria-labelledby="admin-hardest-h">
      <h3 id="admin-hardest-h" className="admin-subtitle">
        {t("admin.hardest.title")}
      </h3>
      <p className="admin-muted">{t("admin.hardest.help")}</p>
      {!data && (
        <button type="button" className="btn btn-outline btn-sm" onClick={load}>
          {t("admin.hardest.show")}
        </button>
      )}
      {error && <p className="field-error">{error}</p>}
      {data && !data.units.length && <p className="admin-empty">{t("admin.hardest.none")}</p>}
      {data?.units.map((u) => (
        <div key={u.unit_id}>
          <h4>
            {u.unit_title} <span className="admin-muted">({u.level})</span>
          </h4>
          <ol>
            {u.questions.map((q) => (
              <li key={q.activity_id}>
                <strong>{q.label}</strong> <span className="admin-muted">({q.activity_id})</span>
                {t("admin.hardest.missed", { missed: q.missed, answered: q.answered, pct: pct(q.share) })}
                {q.wrong_choices.length > 0 && (
                  <>
                    {t("admin.hardest.chose", {
                      choices: q.wrong_choices.map((w) => `${w.choice} ×${w.count}`).join(", "),
                    })}
                  </>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
