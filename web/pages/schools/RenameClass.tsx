// The class page's rename form, opened from the page's actions. The name rule is the server's
// (PATCH /classes/:id answers 422 with the field's message, shown as is): no copy of it here.
import { useEffect, useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { currentT, useT } from "../../i18n";

export function RenameClass({
  classId,
  name,
  onDone,
}: {
  classId: number;
  name: string;
  onDone: (renamed: boolean) => void;
}) {
  const t = useT();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const c = await ok(api.classes({ id: classId }).patch({ name: value }));
      toast.success(currentT()("classes.rename.done", { name: c.name }), { id: "class-renamed" });
      onDone(true);
    } catch (err) {
      setError(
        err instanceof ApiClientError
          ? (err.fields?.name ?? err.message)
          : currentT()("classes.error.generic"),
      );
      setBusy(false);
    }
  };

  return (
    <form
      id="rename-class"
      className="teach-confirm teach-rename"
      onSubmit={submit}
      onKeyDown={(e) => e.key === "Escape" && onDone(false)}
      aria-label={t("classes.rename.form")}
    >
      <label htmlFor="rename-class-name">{t("classes.rename.label")}</label>
      <input
        id="rename-class-name"
        ref={input}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "rename-class-error" : undefined}
      />
      <button type="submit" className="btn btn-primary teach-tap" disabled={busy}>
        {t("classes.rename.save")}
      </button>
      <button type="button" className="btn btn-ghost teach-tap" onClick={() => onDone(false)}>
        {t("classes.cancel")}
      </button>
      {error && (
        <p id="rename-class-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
