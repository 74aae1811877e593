// The family's own data on /profile (issue #13): the weekly progress email (opt-in), download everything
// as JSON (a plain link, works without JavaScript) and delete the learning history after a confirmation
// that names what is lost.
import { useState } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok, path } from "../../api/client";
import { useT } from "../../i18n";

export function FamilyData() {
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function remove() {
    setBusy(true);
    try {
      await ok(api.progress.delete({ confirm: true }));
      toast.success(t("family.data.deleted"));
      setAsking(false);
      revalidator.revalidate();
    } catch (e) {
      toast.error(e instanceof ApiClientError ? e.message : t("family.data.deleteFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card pf-card" aria-labelledby="pf-data-title">
      <h2 id="pf-data-title">{t("family.data.title")}</h2>
      <p>{t("family.data.text")}</p>
      <div className="pf-actions">
        <a className="btn btn-outline" href={path(api.users.me.export)} download>
          {t("family.data.download")}
        </a>
        {!asking && (
          <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
            {t("family.data.deleteHistory")}
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
            <strong>{t("family.data.confirmTitle")}</strong>
          </p>
          <p id="pf-confirm-text">{t("family.data.confirmText")}</p>
          <div className="pf-actions">
            <button type="button" className="btn btn-danger" onClick={remove} disabled={busy}>
              {t("family.data.yes")}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setAsking(false)}
              disabled={busy}
              autoFocus
            >
              {t("family.data.keep")}
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
  const t = useT();
  async function change(next: boolean) {
    setOn(next); // the box follows the tap at once; the server's answer confirms or puts it back
    setBusy(true);
    try {
      const r = await ok(api.users.me.digest.put({ enabled: next }));
      setOn(r.enabled);
      toast.success(t(r.enabled ? "family.digest.on" : "family.digest.off"));
    } catch (e) {
      setOn(!next);
      toast.error(e instanceof ApiClientError ? e.message : t("family.digest.failed"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card pf-card" aria-labelledby="pf-digest-title">
      <h2 id="pf-digest-title">{t("family.digest.title")}</h2>
      <label className="pf-check">
        <input
          type="checkbox"
          checked={on}
          disabled={busy}
          onChange={(e) => change(e.currentTarget.checked)}
        />
        {t("family.digest.label")}
      </label>
    </section>
  );
}
