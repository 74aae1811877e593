import { passwordStrength } from "./rules";

import { Rich, useT } from "../../i18n";
/** SPEC section 5's strength meter: 0–6 points, Weak / Medium / Strong. */
export function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const t = useT();
  return (
    <div className={`strength strength-${label.toLowerCase()}`}>
      <div
        className="strength-bar"
        role="meter"
        aria-label={t("auth.strength.label")}
        aria-valuemin={0}
        aria-valuemax={6}
        aria-valuenow={score}
        aria-valuetext={t("auth.strength.level", { level: label })}
      >
        {[1, 2, 3, 4, 5, 6].map((i) => (
          <span key={i} className={i <= score ? "on" : ""} />
        ))}
      </div>
      <p className="strength-label" aria-live="polite">
        <Rich
          k="auth.strength.text"
          values={{ level: t("auth.strength.level", { level: password ? label : "none" }) }}
          tags={{ b: (c) => <strong>{c}</strong> }}
        />
      </p>
    </div>
  );
}
