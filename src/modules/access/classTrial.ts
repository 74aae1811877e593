// A class's trial (issue #29): a class without a running licence opens what a family's demo opens (the
// first lessons of every level) for the days the admin set (site setting class_trial_days, default 30),
// counted from the class's creation. The access rule (access/rule.ts) reads it; the class page says it.
import type { Deps } from "../../deps";
import { DAY_MS } from "../../lib/clock";
import { getSiteSettings } from "../site/service";
import { CLASS_TRIAL_DAYS_DEFAULT } from "../site/settings";
import { DEMO_LESSONS_PER_LEVEL } from "./accessBlock";

export async function classTrialDays(deps: Deps): Promise<number> {
  const v = (await getSiteSettings(deps)).class_trial_days;
  return v === "" ? CLASS_TRIAL_DAYS_DEFAULT : Number(v);
}

/** The moment the trial ends (exclusive): creation + the trial's days. */
export const trialEnd = (createdAt: Date, days: number) => new Date(createdAt.getTime() + days * DAY_MS);

/** What a class may open now, in the words the class page uses: the licence first, then the trial. */
export function classAccessState(c: { licenceUntil: Date | null; createdAt: Date }, days: number, now: Date) {
  const trialUntil = trialEnd(c.createdAt, days);
  const licensed = c.licenceUntil !== null && c.licenceUntil > now;
  const state: "licence" | "trial" | "none" = licensed ? "licence" : trialUntil > now ? "trial" : "none";
  return {
    state,
    licence_until: c.licenceUntil?.toISOString() ?? null,
    trial_until: trialUntil.toISOString(),
    trial_days: days,
    trial_lessons_per_level: DEMO_LESSONS_PER_LEVEL,
  };
}

export type ClassAccess = ReturnType<typeof classAccessState>;
export async function accessOfClass(
  deps: Deps,
  c: { licenceUntil: Date | null; createdAt: Date },
): Promise<ClassAccess> {
  return classAccessState(c, await classTrialDays(deps), deps.clock.now());
}
