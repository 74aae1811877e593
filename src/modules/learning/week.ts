// Calendar weeks for the weekly goal and charts: Monday 00:00 UTC (families' time zones are not
// stored yet, so a week boundary may be a few hours off for them — it only groups, it never takes away).
import { DAY_MS } from "../../lib/clock";

export const WEEKLY_GOAL_DAYS = 3;
export const WEEKS_SHOWN = 8;

export function weekStart(d: Date): Date {
  const day = Math.floor(d.getTime() / DAY_MS); // days since 1970-01-01, a Thursday
  const monday = day - ((day + 3) % 7);
  return new Date(monday * DAY_MS);
}
export const dayKey = (d: Date) => Math.floor(d.getTime() / DAY_MS);
