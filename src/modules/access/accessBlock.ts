// The one `access` block of GET /session, GET /subscriptions/status and the demo activation reply
// (issue #12): what the access holder's plan gives right now, derived here once so that every page
// shows the same thing (before, the navbar and the profile could disagree about a cancelled plan
// that still runs). Pure: the caller passes the plan it picked, the clock's now and the course's levels.
import { DAY_MS } from "../../lib/clock";
import { RENEW_WINDOW_DAYS } from "../../../shared/price";
import type { AccessBlock } from "./model";

/** Lessons the demo opens in every level (the landing promises "the first 2 lessons per level"). */
export const DEMO_LESSONS_PER_LEVEL = 2;

export type AccessKind = AccessBlock["kind"];
export type { AccessBlock };

/** The plan as the service picked it (currentSubscription's pick), or a pupil's class licence. */
export type AccessSource =
  | { plan: { type: "demo" | "paid"; status: "active" | "cancelled" | "expired"; endDate: Date } | null }
  | { classLicenceUntil: Date | null; classTrialUntil?: Date | null }
  /** a school's instance without payments that opens everything to everyone (issue #33): no end date */
  | { instance: true };

export function accessBlock(source: AccessSource, now: Date, levels: readonly string[]): AccessBlock {
  if ("instance" in source)
    return {
      kind: "premium",
      live: true,
      cancelled: false,
      expired: false,
      days_left: null,
      ends_at: null,
      renew_window: false,
      unlocked: { lessons: "all", lessons_per_level: null, levels: [...levels] },
    };
  const plan = "plan" in source ? source.plan : classPlan(source, now);
  if (!plan) return { ...NO_ACCESS, unlocked: { ...NO_ACCESS.unlocked, levels: [] } };
  const live = plan.status !== "expired" && plan.endDate.getTime() > now.getTime();
  const kind: AccessKind = !live ? "none" : plan.type === "paid" ? "premium" : "demo";
  const days = live ? Math.max(0, Math.ceil((plan.endDate.getTime() - now.getTime()) / DAY_MS)) : null;
  return {
    kind,
    live,
    cancelled: live && plan.status === "cancelled",
    expired: !live,
    days_left: days,
    ends_at: plan.endDate.toISOString(),
    // a class licence is the school's to extend, never the family's to renew
    renew_window: kind === "premium" && "plan" in source && days !== null && days <= RENEW_WINDOW_DAYS,
    unlocked:
      kind === "premium"
        ? { lessons: "all", lessons_per_level: null, levels: [...levels] }
        : kind === "demo"
          ? { lessons: "first_per_level", lessons_per_level: DEMO_LESSONS_PER_LEVEL, levels: [...levels] }
          : { lessons: "none", lessons_per_level: 0, levels: [] },
  };
}

/** A class's licence as a plan (premium); without a running one, its trial as a demo (issue #29). */
function classPlan(source: { classLicenceUntil: Date | null; classTrialUntil?: Date | null }, now: Date) {
  const licence = source.classLicenceUntil
    ? { type: "paid" as const, status: "active" as const, endDate: source.classLicenceUntil }
    : null;
  if (licence && licence.endDate > now) return licence;
  if (source.classTrialUntil && source.classTrialUntil > now)
    return { type: "demo" as const, status: "active" as const, endDate: source.classTrialUntil };
  return licence; // ended (expired) or never granted
}

const NO_ACCESS: AccessBlock = {
  kind: "none",
  live: false,
  cancelled: false,
  expired: false,
  days_left: null,
  ends_at: null,
  renew_window: false,
  unlocked: { lessons: "none", lessons_per_level: 0, levels: [] },
};
