// The language switch (issue #30): a small one in the headers, a big one with flags on a child's
// screen (≥ 48 px, nothing to read). Each language is named in its own language (an endonym), the
// same on every page, so a visitor who cannot read the current one still finds theirs.
import { useState } from "react";
import { LANGUAGE_NAMES, LOCALES, type ChosenLocale } from "../../shared/i18n/locale";
import { useLocale, useT } from "../i18n";
import { chooseLocale } from "../i18n/chooseLocale";
import { useSession } from "../state/session";

function useChoose() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const locale = useLocale();
  const choose = async (next: ChosenLocale) => {
    if (next === locale || busy) return;
    setBusy(true);
    await chooseLocale(next, !!user);
  };
  return { locale, busy, choose };
}

/** "EN | FR" in the header. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const { locale, busy, choose } = useChoose();
  return (
    <div className={`lang-toggle ${className}`} role="group" aria-label={t("common.language.label")}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="lang-toggle-btn"
          aria-pressed={locale === l}
          title={LANGUAGE_NAMES[l]}
          disabled={busy}
          onClick={() => choose(l)}
          data-testid={`lang-${l}`}
        >
          {/* the name read aloud holds the letters shown ("EN English"): what is seen is what is said */}
          {l.toUpperCase()}
          <span className="sr-only"> {LANGUAGE_NAMES[l]}</span>
        </button>
      ))}
    </div>
  );
}

/** The flags, drawn (no emoji font needed): France, and the United Kingdom for English. */
export function Flag({ locale, size = 32 }: { locale: ChosenLocale; size?: number }) {
  const h = Math.round((size * 2) / 3);
  if (locale === "fr")
    return (
      <svg width={size} height={h} viewBox="0 0 3 2" aria-hidden="true" focusable="false" className="flag">
        <rect width="1" height="2" fill="#0055a4" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ef4135" />
      </svg>
    );
  return (
    <svg width={size} height={h} viewBox="0 0 60 40" aria-hidden="true" focusable="false" className="flag">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

/** The child's switch: two big flag buttons; the name of each language is for screen readers. */
export function ChildLanguageSwitch() {
  const t = useT();
  const { locale, busy, choose } = useChoose();
  return (
    <div className="child-lang-switch" role="group" aria-label={t("common.language.label")}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="child-lang-btn"
          aria-pressed={locale === l}
          aria-label={LANGUAGE_NAMES[l]}
          disabled={busy}
          onClick={() => choose(l)}
          data-testid={`child-lang-${l}`}
        >
          <Flag locale={l} size={36} />
        </button>
      ))}
    </div>
  );
}
