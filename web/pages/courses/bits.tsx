// Small shared pieces of the course pages: Arabic text, stars, the friendly lock.
import { usePayments } from "../../state/site";
import type { ReactNode } from "react";
import { useSession } from "../../state/session";
import { Link } from "../../components/Link";
import { useT, type MessageKey } from "../../i18n";
import type { Tier } from "./types";

/** Arabic in the teaching font, right to left, never letter-spaced (app.css/courses.css). */
export function Ar({
  children,
  className = "",
  as: Tag = "span",
}: {
  children: ReactNode;
  className?: string;
  as?: "span" | "p" | "div";
}) {
  return (
    <Tag lang="ar" dir="rtl" className={`ar ${className}`}>
      {children}
    </Tag>
  );
}

export function Stars({
  count,
  of = 3,
  size = "md",
  label,
}: {
  count: number | null;
  of?: number;
  size?: "sm" | "md" | "lg";
  label?: string;
}) {
  const t = useT();
  const n = count ?? 0;
  return (
    <span
      className={`stars stars--${size}`}
      role="img"
      aria-label={label ?? t("courses.stars.label", { n, of })}
    >
      {Array.from({ length: of }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          className={i < n ? "star is-on" : "star"}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </span>
  );
}

export function LockIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="lock-icon"
    >
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" />
      <path
        d="M8 10.5V8a4 4 0 0 1 8 0v2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export const TIER_NAME: Record<Tier, MessageKey> = {
  none: "courses.tier.none",
  demo: "courses.tier.demo",
  premium: "courses.tier.premium",
};

/**
 * The way to unlock, for the grown-up: kept apart from the child's buttons, labelled for the
 * parent. Signed out or no plan → start the free demo (or subscribe); demo → subscribe.
 */
export function GrownUpUnlock({
  tier,
  unlockTier,
  signedIn,
  compact = false,
  about = "lesson",
}: {
  tier: Tier;
  unlockTier: Tier | null;
  signedIn: boolean;
  compact?: boolean;
  about?: "lesson" | "library" | "next";
}) {
  const t = useT();
  const childSession = !!useSession().family?.child;
  // a school's instance sells nothing (issue #33): the school opens lessons, nothing here is bought
  if (!usePayments()) return <SchoolUnlock signedIn={signedIn} compact={compact} />;
  const demoOpens = unlockTier === "demo" && tier === "none";
  const text = t(
    about === "library"
      ? tier === "demo"
        ? "courses.unlock.libraryDemo"
        : "courses.unlock.libraryNone"
      : about === "next"
        ? demoOpens
          ? "courses.unlock.nextDemo"
          : "courses.unlock.nextPremium"
        : demoOpens
          ? "courses.unlock.lessonDemo"
          : tier === "demo" || unlockTier === "premium"
            ? "courses.unlock.lessonPremium"
            : "courses.unlock.lessonNone",
  );
  // a child profile's session (issue #16): nothing here leads to a payment; the grown-up unlocks it
  if (childSession)
    return (
      <aside
        className={`grownup${compact ? " grownup--compact" : ""}`}
        aria-label={t("courses.unlock.aside")}
      >
        <p className="grownup-tag">{t("courses.unlock.forGrownUps")}</p>
        <p className="grownup-text">{t("courses.unlock.childText", { text })}</p>
      </aside>
    );
  return (
    <aside className={`grownup${compact ? " grownup--compact" : ""}`} aria-label={t("courses.unlock.aside")}>
      <p className="grownup-tag">{t("courses.unlock.forGrownUps")}</p>
      <p className="grownup-text">{text}</p>
      <div className="grownup-actions">
        {tier === "none" && (
          <Link to="/demo-confirmation" className="btn btn-primary btn-sm">
            {t("courses.unlock.startDemo")}
          </Link>
        )}
        <Link to="/subscribe" className={`btn btn-sm ${tier === "none" ? "btn-outline" : "btn-primary"}`}>
          {t("courses.unlock.subscribe")}
        </Link>
        {!signedIn && (
          <Link to="/login?from=/courses" className="btn btn-ghost btn-sm">
            {t("courses.unlock.signIn")}
          </Link>
        )}
      </div>
    </aside>
  );
}

/** A little burst of colour for a right answer (drawn, so no emoji font is needed). */
export function Sparkle({ className = "" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="40"
      height="40"
      className={`sparkle ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M24 4l4.5 13.5L42 22l-13.5 4.5L24 40l-4.5-13.5L6 22l13.5-4.5z"
        fill="#ffb020"
        stroke="#d98a00"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="40" cy="8" r="3" fill="#f25c54" />
      <circle cx="8" cy="40" r="2.5" fill="#3a86ff" />
      <circle cx="42" cy="40" r="2" fill="#7b5cd6" />
    </svg>
  );
}

/** On a school's instance without payments: the school opens the lessons; no demo, no price. */
function SchoolUnlock({ signedIn, compact }: { signedIn: boolean; compact: boolean }) {
  const t = useT();
  return (
    <aside className={`grownup${compact ? " grownup--compact" : ""}`} aria-label={t("courses.unlock.aside")}>
      <p className="grownup-tag">{t("courses.unlock.forGrownUps")}</p>
      <p className="grownup-text">
        {signedIn ? t("courses.unlock.schoolSignedIn") : t("courses.unlock.schoolSignedOut")}
      </p>
      {!signedIn && (
        <div className="grownup-actions">
          <Link to="/login?from=/courses" className="btn btn-primary btn-sm">
            {t("courses.unlock.signIn")}
          </Link>
        </div>
      )}
    </aside>
  );
}
