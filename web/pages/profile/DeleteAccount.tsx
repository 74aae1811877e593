// Deleting the whole account (issue #28), on /profile, which only the grown-up reaches (the parent gate):
// the confirmation names what will be lost, from the server's preview, and asks for the password or PIN
// again. After it the browser leaves for the home page with a full load (the session is gone).
import { useState, type FormEvent } from "react";
import { api, ApiClientError, ok, type Reply } from "../../api/client";

type Preview = Reply<typeof api.users.me.deletion.get>;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function DeleteAccount() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [secret, setSecret] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask() {
    setError(null);
    try {
      setPreview(await ok(api.users.me.deletion.get()));
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : "Please try again.");
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
      setError(
        err instanceof ApiClientError ? err.message : "The account could not be deleted. Please try again.",
      );
      setBusy(false);
    }
  }

  return (
    <section className="card pf-card pf-danger" aria-labelledby="pf-delete-title">
      <h2 id="pf-delete-title">Delete the account</h2>
      <p>
        Everything goes: your details, your children's profiles and all they learned. Only the payment records
        the law requires are kept, without your children.
      </p>
      {!preview && (
        <button type="button" className="btn btn-outline" onClick={ask}>
          Delete the whole account…
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
            <strong>Delete the whole account? It cannot be undone.</strong>
          </p>
          <div id="pf-del-acc-text">
            <p>This deletes at once:</p>
            <ul>
              <li>your account and your sign-ins on every device</li>
              {preview.children.length > 0 && (
                <li>
                  {preview.children.length === 1
                    ? `${preview.children[0]}'s profile`
                    : `the profiles of ${preview.children.join(", ")}`}
                </li>
              )}
              <li>
                {plural(preview.lessons_finished, "finished lesson")}, the stars, practice words and level
                tests
                {preview.certificates > 0 ? `, and ${plural(preview.certificates, "certificate")}` : ""}
              </li>
              {preview.classes > 0 && (
                <li>{plural(preview.classes, "class", "classes")} you teach, with their pupils</li>
              )}
              <li>your plan: its remaining time is lost</li>
            </ul>
            <p>
              {preview.payments_kept > 0
                ? `Kept, because the law requires it: the record of your ${plural(preview.payments_kept, "payment")} (who paid, how much and when), with nothing about your children.`
                : "Nothing is kept."}{" "}
              A confirmation email follows. <a href="/privacy">Privacy notice</a>
            </p>
          </div>
          {preview.gate !== "signin" && (
            <div className="field">
              <label htmlFor="pf-del-secret">
                {preview.gate === "pin" ? "Your grown-ups' PIN" : "Your password"}
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
              {busy ? "Deleting..." : "Yes, delete everything"}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setPreview(null)}
              disabled={busy}
              autoFocus
            >
              Keep the account
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
