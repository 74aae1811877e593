// The children on /profile (issue #16, grown-up only): add, edit and delete child profiles (deleting asks
// first and names what is lost), and the parent gate's PIN. The rules (4 at most, names, the picture set)
// are the server's: the page shows what GET /children answers and the server's messages.
import { usePayments } from "../../state/site";
import { useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok, type Reply } from "../../api/client";
import { Rich, useT } from "../../i18n";
import type { PublicChild } from "../../state/types";

/** GET /children, as the server answers it (type-only). */
export type ChildrenReply = Reply<typeof api.children.get>;
export type Draft = { first_name: string; avatar: string; age_band: string };
/** The add-a-child body as the route declares it: its avatars and age bands are the server's lists, which
 *  the form offers (so a draft's strings are among them). */
export type ChildBody = Omit<Parameters<typeof api.children.post>[0], "guardian_confirmed">;
const errText = (e: unknown, fallback: string) =>
  e instanceof ApiClientError ? (Object.values(e.fields ?? {})[0] ?? e.message) : fallback;

const srOnly = (c: ReactNode) => <span className="sr-only">{c}</span>;

export function ChildrenManager({ initial }: { initial: ChildrenReply }) {
  const sells = usePayments(); // a school's instance has no subscription to name (issue #33)
  const revalidator = useRevalidator();
  const [data, setData] = useState<ChildrenReply | null>(initial);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<PublicChild | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  const load = () => ok(api.children.get()).then(setData, () => undefined);
  if (!data) return null;
  const refresh = async () => {
    await load();
    revalidator.revalidate(); // the navbar and /who read the family from the session
  };

  async function save(draft: Draft, id: number | "new") {
    setBusy(true);
    try {
      if (id === "new") await ok(api.children.post({ ...(draft as ChildBody), guardian_confirmed: true }));
      else await ok(api.children({ id }).patch(draft as ChildBody));
      toast.success(
        id === "new"
          ? t("family.children.added", { name: draft.first_name.trim() })
          : t("family.children.saved"),
      );
      setEditing(null);
      await refresh();
    } catch (e) {
      toast.error(errText(e, t("family.children.saveFailed")));
    } finally {
      setBusy(false);
    }
  }
  async function remove(c: PublicChild) {
    setBusy(true);
    try {
      await ok(api.children({ id: c.id }).delete({ confirm: true }));
      toast.success(t("family.children.deleted", { name: c.first_name }));
      setDeleting(null);
      await refresh();
    } catch (e) {
      toast.error(errText(e, t("family.children.deleteFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      id="children"
      className="card pf-card"
      aria-labelledby="pf-children-title"
      data-testid="children-manager"
    >
      <h2 id="pf-children-title">{t("family.children.title")}</h2>
      <p>{t("family.children.intro", { sells: sells ? "yes" : "no", max: data.max, gate: data.gate })}</p>
      {data.children.length > 0 && (
        <ul className="fam-list">
          {data.children.map((c) =>
            editing === c.id ? (
              <li key={c.id}>
                <ChildForm
                  data={data}
                  initial={{
                    first_name: c.first_name,
                    avatar: c.avatar ?? data.avatars[0].name,
                    age_band: c.age_band ?? "4-6",
                  }}
                  busy={busy}
                  onSave={(d) => save(d, c.id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={c.id} className="fam-child" data-testid={`child-${c.first_name}`}>
                {c.avatar_url && <img src={c.avatar_url} alt="" width={56} height={56} />}
                <span className="fam-child-name">
                  {c.first_name}
                  <small>{c.age_band ? t("family.children.years", { band: c.age_band }) : ""}</small>
                </span>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setEditing(c.id)}
                  disabled={busy}
                >
                  <Rich k="family.children.edit" values={{ name: c.first_name }} tags={{ sr: srOnly }} />
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setDeleting(c)}
                  disabled={busy}
                >
                  <Rich k="family.children.delete" values={{ name: c.first_name }} tags={{ sr: srOnly }} />
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {deleting && (
        <div
          className="alert alert-error pf-confirm"
          role="alertdialog"
          aria-labelledby="fam-del-title"
          aria-describedby="fam-del-text"
        >
          <p id="fam-del-title">
            <strong>{t("family.children.deleteTitle", { name: deleting.first_name })}</strong>
          </p>
          <p id="fam-del-text">
            {t("family.children.deleteText", { name: deleting.first_name, sells: sells ? "yes" : "no" })}
          </p>
          <div className="pf-actions">
            <button type="button" className="btn btn-danger" onClick={() => remove(deleting)} disabled={busy}>
              {t("family.children.deleteYes", { name: deleting.first_name })}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setDeleting(null)}
              disabled={busy}
              autoFocus
            >
              {t("family.children.keep", { name: deleting.first_name })}
            </button>
          </div>
        </div>
      )}
      {editing === "new" ? (
        <ChildForm
          data={data}
          initial={{
            first_name: "",
            avatar: data.avatars[data.children.length % data.avatars.length].name,
            age_band: "4-6",
          }}
          busy={busy}
          onSave={(d) => save(d, "new")}
          onCancel={() => setEditing(null)}
          isNew
        />
      ) : data.children.length < data.max ? (
        <button type="button" className="btn btn-primary" onClick={() => setEditing("new")} disabled={busy}>
          {t("family.children.add")}
        </button>
      ) : (
        <p className="muted">{t("family.children.max", { max: data.max })}</p>
      )}
      {data.children.length > 0 && <PinSetting gate={data.gate} onChange={load} />}
    </section>
  );
}

export function ChildForm({
  data,
  initial,
  busy,
  onSave,
  onCancel,
  saveLabel,
  isNew = false,
}: {
  data: ChildrenReply;
  initial: Draft;
  busy: boolean;
  onSave: (d: Draft) => void;
  onCancel?: () => void;
  saveLabel?: string;
  isNew?: boolean;
}) {
  const [d, setD] = useState(initial);
  const [guardian, setGuardian] = useState(false);
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(d);
  };
  return (
    <form className="fam-form" onSubmit={submit} data-testid="child-form">
      <div>
        <label htmlFor="fam-name">{t("family.form.name")}</label>
        <input
          id="fam-name"
          className="form-control"
          value={d.first_name}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => setD({ ...d, first_name: e.currentTarget.value })}
          required
          autoFocus
        />
      </div>
      <fieldset>
        <legend>{t("family.form.picture")}</legend>
        <div className="fam-avatars">
          {data.avatars.map((a) => (
            <label
              key={a.name}
              className="fam-avatar"
              title={a.name.replace(/-face$/, "").replace(/-/g, " ")}
            >
              <input
                type="radio"
                name="fam-avatar"
                value={a.name}
                checked={d.avatar === a.name}
                onChange={() => setD({ ...d, avatar: a.name })}
              />
              {a.url && (
                <img
                  src={a.url}
                  alt={a.name.replace(/-face$/, "").replace(/-/g, " ")}
                  width={48}
                  height={48}
                />
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("family.form.age")}</legend>
        <div className="fam-bands">
          {data.age_bands.map((b) => (
            <label key={b} className="fam-band">
              <input
                type="radio"
                name="fam-band"
                value={b}
                checked={d.age_band === b}
                onChange={() => setD({ ...d, age_band: b })}
              />
              {t("family.children.years", { band: b })}
            </label>
          ))}
        </div>
      </fieldset>
      {isNew && (
        // the law asks a parent or guardian to agree for a child (issue #28); kept with the date and the account
        <div className="fam-guardian">
          <label>
            <input
              type="checkbox"
              checked={guardian}
              onChange={(e) => setGuardian(e.currentTarget.checked)}
              required
            />
            <Rich
              k="family.form.guardian"
              tags={{
                a: (c) => (
                  <a href="/privacy" target="_blank" rel="noopener">
                    {c}
                  </a>
                ),
                sr: srOnly,
              }}
            />
          </label>
        </div>
      )}
      <div className="pf-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || (isNew && !guardian)}>
          {saveLabel ?? t("family.form.save")}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
            {t("family.form.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

/** The gate's PIN: 4–6 digits; without one, the gate asks for the account's password. */
function PinSetting({ gate, onChange }: { gate: ChildrenReply["gate"]; onChange: () => void }) {
  const [pin, setPin] = useState("");
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await ok(api.users.me["parent-pin"].put({ pin }));
      toast.success(t("family.pin.saved"));
      setPin("");
      onChange();
    } catch (err) {
      toast.error(errText(err, t("family.pin.saveFailed")));
    } finally {
      setBusy(false);
    }
  }
  async function removePin() {
    setBusy(true);
    try {
      await ok(api.users.me["parent-pin"].delete());
      toast.success(t("family.pin.removed"));
      onChange();
    } catch (err) {
      toast.error(errText(err, t("family.pin.removeFailed")));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="fam-pin" onSubmit={save}>
      <div>
        <label htmlFor="fam-pin-input">
          <strong>{t("family.pin.label")}</strong> {t("family.pin.hint", { gate })}
        </label>
        <input
          id="fam-pin-input"
          className="form-control"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          pattern="[0-9]{4,6}"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.currentTarget.value)}
        />
      </div>
      <button type="submit" className="btn btn-outline" disabled={busy || !pin}>
        {t("family.pin.save")}
      </button>
      {gate === "pin" && (
        <button type="button" className="btn btn-ghost" onClick={removePin} disabled={busy}>
          {t("family.pin.remove")}
        </button>
      )}
    </form>
  );
}
