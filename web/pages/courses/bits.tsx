// Small shared pieces of the course pages: Arabic text, stars, the friendly lock.
import { usePayments } from "../../state/site";
import type { ReactNode } from "react";
import { useSession } from "../../state/session";
import { Link } from "../../components/Link";
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
  const n = count ?? 0;
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label ?? `${n} of ${of} stars`}>
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

export const TIER_NAME: Record<Tier, string> = { none: "Free", demo: "Free demo", premium: "Premium" };

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
  const childSession = !!useSession().family?.child;
  // a school's instance sells nothing (issue #33): the school opens lessons, nothing here is bought
  if (!usePayments()) return <SchoolUnlock signedIn={signedIn} compact={compact} />;
  const demoOpens = unlockTier === "demo" && tier === "none";
  const text =
    about === "library"
      ? tier === "demo"
        ? "The free demo opens the first 2 lessons of every level. Premium opens every lesson."
        : "Start the free 14-day demo (no card needed) to open the first 2 lessons of every level, or go Premium for the whole library."
      : about === "next"
        ? demoOpens
          ? "The next lesson opens with the free 14-day demo: no card needed."
          : "The next lesson opens with Premium, which opens every lesson of every level."
        : demoOpens
          ? "This lesson is part of the free 14-day demo: no card needed."
          : tier === "demo" || unlockTier === "premium"
            ? "This lesson is part of Premium, which opens every lesson of every level."
            : "Start the free demo to open the first lessons of every level, or go Premium for the whole library.";
  // a child profile's session (issue #16): nothing here leads to a payment; the grown-up unlocks it
  if (childSession)
    return (
      <aside className={`grownup${compact ? " grownup--compact" : ""}`} aria-label="Ask a grown-up">
        <p className="grownup-tag">For grown-ups</p>
        <p className="grownup-text">{text} Ask a grown-up to open more lessons.</p>
      </aside>
    );
  return (
    <aside className={`grownup${compact ? " grownup--compact" : ""}`} aria-label="Ask a grown-up">
      <p className="grownup-tag">For grown-ups</p>
      <p className="grownup-text">{text}</p>
      <div className="grownup-actions">
        {tier === "none" && (
          <Link to="/demo-confirmation" className="btn btn-primary btn-sm">
            Start your free demo
          </Link>
        )}
        <Link to="/subscribe" className={`btn btn-sm ${tier === "none" ? "btn-outline" : "btn-primary"}`}>
          Subscribe
        </Link>
        {!signedIn && (
          <Link to="/login?from=/courses" className="btn btn-ghost btn-sm">
            Sign in
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
  return (
    <aside className={`grownup${compact ? " grownup--compact" : ""}`} aria-label="Ask a grown-up">
      <p className="grownup-tag">For grown-ups</p>
      <p className="grownup-text">
        {signedIn
          ? "Your school opens this lesson. Ask your teacher or the school's office."
          : "Sign in with the account your school gave you to open the lessons."}
      </p>
      {!signedIn && (
        <div className="grownup-actions">
          <Link to="/login?from=/courses" className="btn btn-primary btn-sm">
            Sign in
          </Link>
        </div>
      )}
    </aside>
  );
}
