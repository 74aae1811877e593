// "Add a whole class" (issue #29): paste names (one per line, or CSV "name,picture") or open a roster CSV
// from the school's system; the server checks every row and shows its problem before anything is written;
// then every pupil is added at once (or none), and the sign-in sheet prints the new pupils' cards.
import { useState, type ChangeEvent } from "react";
import { Link } from "../../components/Link";
import { api, ApiClientError, ok, type Reply } from "../../api/client";
import { savePictures } from "./teacher";

type RosterPreview = Reply<ReturnType<typeof api.classes>["roster"]["preview"]["post"]>;

export function RosterImport({ classId, onAdded }: { classId: number; onAdded: () => void }) {
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
          : "Something went wrong. Please try again.",
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
    if (f.size > 200_000) return setError("This file is too big for a class list (at most 200 KB).");
    setText(await f.text());
    setPreview(null);
  };
  const bad = preview ? preview.rows.filter((r) => r.problems.length).length : 0;

  return (
    <details className="teach-roster" open={!!preview || !!added}>
      <summary>Add a whole class at once</summary>
      <p className="muted">
        Paste one first name per line (or <code>name,picture</code>), or open a CSV from your school's system
        with the columns class, given name, family initial and picture. Nothing is added before you check the
        list.
      </p>
      <label htmlFor="roster-text">Names</label>
      <textarea
        id="roster-text"
        rows={8}
        value={text}
        onChange={(e) => (setText(e.target.value), setPreview(null))}
        placeholder={"Yasmin\nAdam\nLina"}
      />
      <div className="teach-row">
        <label className="btn btn-outline btn-sm teach-file">
          Open a CSV file
          <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={open} />
        </label>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy || !text.trim()}
          onClick={check}
        >
          Check the list
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
              ? `${preview.adds} ${preview.adds === 1 ? "pupil" : "pupils"} ready to add.`
              : `${bad} ${bad === 1 ? "row has a problem" : "rows have problems"}: fix ${bad === 1 ? "it" : "them"} above and check again. Nothing was added.`}
            {preview.skipped_other_classes > 0 &&
              ` ${preview.skipped_other_classes} ${preview.skipped_other_classes === 1 ? "row is" : "rows are"} for other classes and left out.`}
          </p>
          {preview.ok && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={add}>
              Add {preview.adds} {preview.adds === 1 ? "pupil" : "pupils"}
            </button>
          )}
          <div className="teach-scroll" tabIndex={0} role="region" aria-label="The list as it will be added">
            <table className="teach-grid">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">First name</th>
                  <th scope="col">Picture</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} className={r.problems.length ? "is-problem" : ""}>
                    <td>{r.line}</td>
                    <td>{r.first_name || "–"}</td>
                    <td>{r.avatar ?? "chosen for them"}</td>
                    <td>{r.problems.join(" · ") || "OK"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {added && (
        <p className="teach-added" role="status">
          {added.length} {added.length === 1 ? "pupil" : "pupils"} added, each with three pictures (kept on
          this device for the sheet).{" "}
          <Link
            to={`/teach/classes/${classId}/sheet?pupils=${added.join(",")}`}
            className="btn btn-primary btn-sm"
          >
            Print the sign-in sheet for the new pupils
          </Link>
        </p>
      )}
    </details>
  );
}
