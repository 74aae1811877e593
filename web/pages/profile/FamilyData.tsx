// The family's own data on /profile (issue #13): the weekly progress email (opt-in), download everything
// as JSON (a plain link, works without JavaScript) and delete the learning history after a confirmation
// that names what is lost.
import { useState } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok, path } from "../../api/client";

export const HISTORY_DELETED = "The learning history was deleted.";

export function FamilyData() {
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await ok(api.progress.delete({ confirm: true }));
      toast.success(HISTORY_DELETED);
      setAsking(false);
      revalidator.revalidate();
    } catch (e) {
      toast.error(
        e instanceof ApiClientError
          ? e.message
          : "The learning history could not be deleted. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card pf-card" aria-labelledby="pf-data-title">
      <h2 id="pf-data-title">Our Data</h2>
      <p>
        Everything we keep about your family, in one file: the account, subscriptions, payments, level tests,
        lessons, answers, practice and certificates.
      </p>
      <div className="pf-actions">
        <a className="btn btn-outline" href={path(api.users.me.export)} download>
          Download all our data
        </a>
        {!asking && (
          <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
            Delete learning history
          </button>
        )}
      </div>
      {asking && (
        <div
          className="alert alert-error pf-confirm"
          role="alertdialog"
          aria-labelledby="pf-confirm-title"
          aria-describedby="pf-confirm-text"
        >
          <p id="pf-confirm-title">
            <strong>Delete the learning history?</strong>
          </p>
          <p id="pf-confirm-text">
            This removes every lesson played and its stars, every answer, the stickers, the letters and words
            learned, the time spent and the practice boxes. It cannot be undone. Your account, subscription,
            level tests and certificates stay.
          </p>
          <div className="pf-actions">
            <button type="button" className="btn btn-danger" onClick={remove} disabled={busy}>
              Yes, delete the learning history
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setAsking(false)}
              disabled={busy}
              autoFocus
            >
              Keep it
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The weekly progress email: off unless turned on here; every email also has a one-click opt-out link. */
export function WeeklyEmail({ enabled }: { enabled: boolean }) {
  const [on, setOn] = useState(enabled);
  const [busy, setBusy] = useState(false);
  async function change(next: boolean) {
    setOn(next); // the box follows the tap at once; the server's answer confirms or puts it back
    setBusy(true);
    try {
      const r = await ok(api.users.me.digest.put({ enabled: next }));
      setOn(r.enabled);
      toast.success(r.enabled ? "The weekly email is on." : "The weekly email is off.");
    } catch (e) {
      setOn(!next);
      toast.error(
        e instanceof ApiClientError ? e.message : "The setting could not be saved. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card pf-card" aria-labelledby="pf-digest-title">
      <h2 id="pf-digest-title">Weekly Email</h2>
      <label className="pf-check">
        <input
          type="checkbox"
          checked={on}
          disabled={busy}
          onChange={(e) => change(e.currentTarget.checked)}
        />
        Send me a short email each week: what was learned, and three words to practise together.
      </label>
    </section>
  );
}
