// Deleting the whole account (issue #28), on /profile, which only the grown-up reaches (the parent gate):
// the confirmation names what will be lost, from the server's preview, and asks for the password or PIN
// again. After it the browser leaves for the home page with a full load (the session is gone).
import { useState, type FormEvent } from "react";
import { api, ApiClientError, ok, type Reply } from "../../api/client";
import { Rich, useT } from "../../i18n";
import { listOf } from "../../../shared/i18n/translate";

type Preview = Reply<typeof api.users.me.deletion.get>;

export function DeleteAccount() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [secret, setSecret] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function ask() {
    setError(null);
    try {
      setPreview(await ok(api.users.me.deletion.get()));
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : t("family.deletion.retry"));
    }
  }
  async function remove(e: FormEvent) {
    e.preventDefault();
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const body =
        preview.gate === "pin"
          ? { confirm: true as const, pin: secret }
          : preview.gate === "password"
            ? { confirm: true as const, password: secret }
            : { confirm: true as const };
      await ok(api.users.me.delete(body));
      window.location.assign("/?deleted=1");
    } catch (err) {
      setError(err instanceof ApiClientError ? err.message : t("family.deletion.failed"));
      setBusy(false);
    }
  }

  return (
    <section className="card pf-card pf-danger" aria-labelledby="pf-delete-title">
      <h2 id="pf-delete-title">{t("family.deletion.title")}</h2>
      <p>{t("family.deletion.text")}</p>
      {!preview && (
        <button type="button" className="btn btn-outline" onClick={ask}>
          {t("family.deletion.ask")}
        </button>
      )}
      {preview && (
        <form
          className="alert alert-error pf-confirm"
          role="alertdialog"
          aria-labelledby="pf-del-acc-title"
          aria-describedby="pf-del-acc-text"
          onSubmit={remove}
          data-testid="delete-account-dialog"
        >
          <p id="pf-del-acc-title">
            <strong>{t("family.deletion.confirmTitle")}</strong>
          </p>
          <div id="pf-del-acc-text">
            <p>{t("family.deletion.lead")}</p>
            <ul>
              <li>{t("family.deletion.account")}</li>
              {preview.children.length > 0 && (
                <li>
                  {t("family.deletion.children", {
                    count: preview.children.length,
                    names: listOf(preview.children, t.locale),
                  })}
                </li>
              )}
              <li>
                {t("family.deletion.learning", {
                  lessons: preview.lessons_finished,
                  certificates: preview.certificates,
                })}
              </li>
              {preview.classes > 0 && <li>{t("family.deletion.classes", { n: preview.classes })}</li>}
              <li>{t("family.deletion.plan")}</li>
            </ul>
            <p>
              <Rich
                k="family.deletion.kept"
                values={{ n: preview.payments_kept }}
                tags={{ a: (c) => <a href="/privacy">{c}</a> }}
              />
            </p>
          </div>
          {preview.gate !== "signin" && (
            <div className="field">
              <label htmlFor="pf-del-secret">
                {t(preview.gate === "pin" ? "family.deletion.pin" : "family.deletion.password")}
              </label>
              <input
                id="pf-del-secret"
                className="form-control"
                type="password"
                inputMode={preview.gate === "pin" ? "numeric" : undefined}
                autoComplete={preview.gate === "pin" ? "off" : "current-password"}
                value={secret}
                onChange={(e) => setSecret(e.currentTarget.value)}
                required
              />
            </div>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="pf-actions">
            <button
              type="submit"
              className="btn btn-danger"
              disabled={busy || (preview.gate !== "signin" && !secret)}
            >
              {busy ? t("family.deletion.deleting") : t("family.deletion.yes")}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setPreview(null)}
              disabled={busy}
              autoFocus
            >
              {t("family.deletion.keep")}
            </button>
          </div>
        </form>
      )}
      {error && !preview && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
