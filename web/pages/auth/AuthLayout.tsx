// The auth pages' frame: public header, a colourful panel with the Marhaba bot saying
// «مرحبا», and the form card. Stacks on narrow screens (the panel shrinks to a banner).
import type { ReactNode } from "react";
import { PublicHeader } from "../../components/PublicHeader";
import { useClaims } from "../../state/site";
import { useT } from "../../i18n";
import { featureWords } from "../../i18n/claims";
import { ruleText } from "./rules";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function BotIllustration() {
  const t = useT();
  return (
    <div className="auth-bot">
      <div className="auth-bubble">
        <span lang="ar" dir="rtl" className="arabic">
          مرحبا
        </span>
        <span className="auth-bubble-en">{t("auth.panel.hello")}</span>
      </div>
      <svg viewBox="0 0 220 240" role="img" aria-label={t("auth.panel.botLabel")} className="auth-bot-svg">
        <ellipse cx="110" cy="228" rx="70" ry="9" fill="rgba(0,0,0,0.12)" />
        <line x1="110" y1="30" x2="110" y2="58" stroke="#1f2a37" strokeWidth="5" strokeLinecap="round" />
        <circle cx="110" cy="24" r="11" fill="#ffb020" stroke="#1f2a37" strokeWidth="4" />
        <rect
          x="40"
          y="56"
          width="140"
          height="104"
          rx="34"
          fill="#ffffff"
          stroke="#1f2a37"
          strokeWidth="5"
        />
        <rect x="56" y="72" width="108" height="70" rx="24" fill="#e0f4f1" />
        <circle cx="88" cy="100" r="10" fill="#1f2a37" />
        <circle cx="132" cy="100" r="10" fill="#1f2a37" />
        <circle cx="92" cy="96" r="3" fill="#fff" />
        <circle cx="136" cy="96" r="3" fill="#fff" />
        <circle cx="72" cy="120" r="8" fill="#f25c54" opacity="0.45" />
        <circle cx="148" cy="120" r="8" fill="#f25c54" opacity="0.45" />
        <path
          d="M92 120 Q110 138 128 120"
          fill="none"
          stroke="#1f2a37"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <rect x="30" y="92" width="12" height="34" rx="6" fill="#7b5cd6" stroke="#1f2a37" strokeWidth="4" />
        <rect x="178" y="92" width="12" height="34" rx="6" fill="#7b5cd6" stroke="#1f2a37" strokeWidth="4" />
        <rect x="70" y="164" width="80" height="52" rx="20" fill="#0b7a6f" stroke="#1f2a37" strokeWidth="5" />
        <circle cx="110" cy="190" r="9" fill="#ffb020" stroke="#1f2a37" strokeWidth="3" />
        <g className="auth-bot-wave">
          <path
            d="M150 176 Q182 168 192 138"
            fill="none"
            stroke="#1f2a37"
            strokeWidth="7"
            strokeLinecap="round"
          />
          <circle cx="194" cy="132" r="11" fill="#ffb020" stroke="#1f2a37" strokeWidth="4" />
        </g>
        <path d="M70 180 Q46 192 44 212" fill="none" stroke="#1f2a37" strokeWidth="7" strokeLinecap="round" />
        <circle cx="44" cy="214" r="10" fill="#ffb020" stroke="#1f2a37" strokeWidth="4" />
        <text x="24" y="44" fontSize="22" fill="#ffb020" aria-hidden="true">
          ★
        </text>
        <text x="186" y="212" fontSize="18" fill="#f25c54" aria-hidden="true">
          ★
        </text>
      </svg>
    </div>
  );
}

export function AuthLayout({
  title,
  intro,
  children,
  panelTitle,
  panelText,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  panelTitle?: string;
  panelText?: string;
}) {
  const claims = useClaims();
  const t = useT();
  return (
    <>
      <PublicHeader />
      <main id="main" className="auth-page">
        <div className="auth-split">
          <aside className="auth-panel" aria-label={t("auth.panel.label")}>
            <BotIllustration />
            <div className="auth-panel-text">
              <p className="auth-panel-title">{panelTitle ?? t("auth.panel.title")}</p>
              <p>{panelText ?? t("auth.panel.text", { features: capitalise(featureWords(t, claims)) })}</p>
            </div>
          </aside>
          <section className="auth-card" aria-labelledby="auth-title">
            <h1 id="auth-title">{title}</h1>
            {intro && <div className="auth-intro">{intro}</div>}
            {children}
          </section>
        </div>
      </main>
    </>
  );
}

/** A labelled input with its error announced and linked for screen readers. */
export function Field({
  id,
  label,
  error,
  type = "text",
  value,
  onChange,
  autoComplete,
  disabled,
  hint,
  inputMode,
}: {
  id: string;
  label: string;
  error?: string | null;
  type?: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete?: string;
  disabled?: boolean;
  hint?: ReactNode;
  inputMode?: "email" | "tel" | "text";
}) {
  const errId = `${id}-error`;
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        disabled={disabled}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errId : undefined}
      />
      {hint}
      {error && (
        <p className="field-error" id={errId} role="alert">
          {ruleText(t, error)}
        </p>
      )}
    </div>
  );
}
