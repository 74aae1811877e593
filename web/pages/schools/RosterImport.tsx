// "Add a whole class" (issue #29): paste names (one per line, or CSV "name,picture") or open a roster CSV
// from the school's system; the server checks every row and shows its problem before anything is written;
// then every pupil is added at once (or none), and the sign-in sheet prints the new pupils' cards.
import { useState, type ChangeEvent } from "react";
import { Link } from "../../components/Link";
import { api, ApiClientError, ok, type Reply } from "../../api/client";
import { savePictures } from "./teacher";
import { Rich, useT } from "../../i18n";

type RosterPreview = Reply<ReturnType<typeof api.classes>["roster"]["preview"]["post"]>;

export function RosterImport({ classId, onAdded }: { classId: number; onAdded: () => void }) {
  const t = useT();
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [added, setAdded] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const call = async <T,>(what: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      return await what();
    } catch (e) {
      setError(
        e instanceof ApiClientError
          ? e.fields
            ? Object.values(e.fields)[0]
            : e.message
          : t("classes.error.generic"),
      );
      return null;
    } finally {
      setBusy(false);
    }
  };
  const check = async () => {
    setAdded(null);
    const p = await call(() => ok(api.classes({ id: classId }).roster.preview.post({ text })));
    if (p) setPreview(p);
  };
  const add = async () => {
    const r = await call(() => ok(api.classes({ id: classId }).roster.post({ text })));
    if (!r) return;
    for (const a of r.added)
      savePictures(
        classId,
        a.pupil.id,
        a.pictures.map((x) => x.name),
      );
    setAdded(r.added.map((a) => a.pupil.id));
    setPreview(null);
    setText("");
    onAdded();
  };
  const open = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return;
    if (f.size > 200_000) return setError(t("classes.roster.tooBig"));
    setText(await f.text());
    setPreview(null);
  };
  const bad = preview ? preview.rows.filter((r) => r.problems.length).length : 0;

  return (
    <details className="teach-roster" open={!!preview || !!added}>
      <summary>{t("classes.roster.summary")}</summary>
      <p className="muted">
        <Rich k="classes.roster.help" tags={{ code: (c) => <code>{c}</code> }} />
      </p>
      <label htmlFor="roster-text">{t("classes.roster.names")}</label>
      <textarea
        id="roster-text"
        rows={8}
        value={text}
        onChange={(e) => (setText(e.target.value), setPreview(null))}
        placeholder={t("classes.roster.placeholder")}
      />
      <div className="teach-row">
        <label className="btn btn-outline btn-sm teach-file">
          {t("classes.roster.open")}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={open} />
        </label>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy || !text.trim()}
          onClick={check}
        >
          {t("classes.roster.check")}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {preview && (
        <div className="teach-preview" data-testid="roster-preview">
          {preview.problems.map((p) => (
            <p key={p} className="field-error">
              {p}
            </p>
          ))}
          <p role="status">
            {preview.ok
              ? t("classes.roster.ready", { n: preview.adds })
              : t("classes.roster.problems", { n: bad })}
            {preview.skipped_other_classes > 0 &&
              t("classes.roster.skipped", { n: preview.skipped_other_classes })}
          </p>
          {preview.ok && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={add}>
              {t("classes.roster.add", { n: preview.adds })}
            </button>
          )}
          <div className="teach-scroll" tabIndex={0} role="region" aria-label={t("classes.roster.table")}>
            <table className="teach-grid">
              <thead>
                <tr>
                  <th scope="col">{t("classes.roster.line")}</th>
                  <th scope="col">{t("classes.roster.firstName")}</th>
                  <th scope="col">{t("classes.roster.picture")}</th>
                  <th scope="col">{t("classes.roster.problem")}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} className={r.problems.length ? "is-problem" : ""}>
                    <td>{r.line}</td>
                    <td>{r.first_name || "–"}</td>
                    <td>{r.avatar ?? t("classes.roster.chosen")}</td>
                    <td>{r.problems.join(" · ") || t("classes.roster.ok")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {added && (
        <p className="teach-added" role="status">
          {t("classes.roster.added", { n: added.length })}{" "}
          <Link
            to={`/teach/classes/${classId}/sheet?pupils=${added.join(",")}`}
            className="btn btn-primary btn-sm"
          >
            {t("classes.roster.printNew")}
          </Link>
        </p>
      )}
    </details>
  );
}
