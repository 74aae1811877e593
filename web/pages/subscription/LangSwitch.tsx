// The big language switch of the pages the spec writes in French (/trial-expired, /renew; issue #30):
// each page exists in French and in English, in the page's language (the request's: the account's
// choice, the browser's otherwise). A choice here is the same as the header's: stored on the account
// (PUT /users/me/locale) and in this browser, then the page is rendered again in it.
import { useState } from "react";
import { LANGUAGE_NAMES, LOCALES, type ChosenLocale } from "../../../shared/i18n/locale";
import { useLocale, useT } from "../../i18n";
import { chooseLocale } from "../../i18n/chooseLocale";
import { useSession } from "../../state/session";

export function LangSwitch() {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  async function choose(next: ChosenLocale) {
    if (next === locale || busy) return;
    setBusy(true);
    await chooseLocale(next, !!user);
  }
  return (
    <div className="lang-switch" role="group" aria-label={t("common.language.label")}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          className="btn btn-sm"
          lang={l}
          aria-pressed={locale === l}
          disabled={busy}
          onClick={() => choose(l)}
        >
          {LANGUAGE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
