// The language of the pages the spec writes in French (/trial-expired, /renew): French unless the
// family chose English. The choice is stored on the account (PUT /users/me/locale).
import { useState } from "react";
import { useRevalidator } from "react-router";
import { api, ok } from "../../api/client";
import { useSession } from "../../state/session";
import type { Locale } from "../../lib/offer";

/** The locale of a French-first page for this user. */
export function usePageLocale(): Locale {
  return useSession().user?.locale === "en" ? "en" : "fr";
}

export function LangSwitch({ locale }: { locale: Locale }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  async function choose(next: Locale) {
    if (next === locale || busy) return;
    setBusy(true);
    setError(false);
    try {
      await ok(api.users.me.locale.put({ locale: next }));
      await revalidator.revalidate();
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="lang-switch" role="group" aria-label={locale === "fr" ? "Langue" : "Language"}>
      <button
        type="button"
        className="btn btn-sm"
        lang="en"
        aria-pressed={locale === "en"}
        disabled={busy}
        onClick={() => choose("en")}
      >
        English
      </button>
      <button
        type="button"
        className="btn btn-sm"
        lang="fr"
        aria-pressed={locale === "fr"}
        disabled={busy}
        onClick={() => choose("fr")}
      >
        Français
      </button>
      {error && (
        <p className="field-error" role="alert">
          {locale === "fr"
            ? "Le choix de langue n'a pas pu être enregistré."
            : "Your language choice could not be saved."}
        </p>
      )}
    </div>
  );
}
