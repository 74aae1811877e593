// The class's licence or trial in plain words, and "Ask for a licence" (issue #29): the server tells the
// instance's admins (a mail and a badge in their Classes tab); they grant it there.
import { useState } from "react";
import { api, ApiClientError, ok } from "../../api/client";
import { licenceText } from "./TeachPage";
import { shortDay, type ClassDetail } from "./teacher";
import { currentT, useT } from "../../i18n";

export function LicenceBlock({ cls, onAsked }: { cls: ClassDetail["class"]; onAsked: () => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      await ok(api.classes({ id: cls.id })["licence-request"].post({}));
      onAsked();
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : currentT()("classes.error.generic"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`teach-licence teach-licence--${cls.access.state}`} data-testid="class-licence">
      <p>{licenceText(cls, t)}</p>
      {cls.licence_requested_at ? (
        <p className="muted" role="status">
          {t("classes.licence.asked", { day: shortDay(cls.licence_requested_at, t.locale) })}
        </p>
      ) : (
        cls.access.state !== "licence" && (
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={ask}>
            {t("classes.licence.ask")}
          </button>
        )
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
