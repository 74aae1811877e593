// The contract of the access block (issue #32): what the access holder's plan gives right now, as a zod
// schema shared by GET /session, GET /subscriptions/status and the demo activation reply (plans/ and the
// areas above read it from here, the lowest folder that needs it). Its type is z.infer of this.
import { z } from "zod";

/** What the access holder's plan gives right now (accessBlock.ts derives it once for every page). */
export const AccessBlock = z.object({
  /** what the holder has now: an ended plan is none */
  kind: z.enum(["premium", "demo", "none"]),
  /** access runs now (a cancelled plan runs to its end date) */
  live: z.boolean(),
  /** cancelled, and still running until ends_at */
  cancelled: z.boolean(),
  /** there was a plan (or class licence) and it has ended */
  expired: z.boolean(),
  /** whole days of access left, rounded up; null when kind is none */
  days_left: z.number().nullable(),
  /** the end of the running or last plan; null when there never was one */
  ends_at: z.string().nullable(),
  /** a running Premium plan with RENEW_WINDOW_DAYS or fewer left: renewal is open */
  renew_window: z.boolean(),
  /** what the course access rule (access/rule.ts) opens for this kind */
  unlocked: z.object({
    lessons: z.enum(["all", "first_per_level", "none"]),
    /** lessons open in each level; null: every lesson */
    lessons_per_level: z.number().nullable(),
    /** ids of the levels in which something is open */
    levels: z.array(z.string()),
  }),
});
export type AccessBlock = z.infer<typeof AccessBlock>;
