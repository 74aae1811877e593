import { passwordStrength } from "./rules";

/** SPEC section 5's strength meter: 0–6 points, Weak / Medium / Strong. */
export function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className={`strength strength-${label.toLowerCase()}`}>
      <div
        className="strength-bar"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={6}
        aria-valuenow={score}
        aria-valuetext={label}
      >
        {[1, 2, 3, 4, 5, 6].map((i) => (
          <span key={i} className={i <= score ? "on" : ""} />
        ))}
      </div>
      <p className="strength-label" aria-live="polite">
        Password strength: <strong>{password ? label : "—"}</strong>
      </p>
    </div>
  );
}
