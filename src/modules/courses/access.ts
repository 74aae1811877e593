// THE access rule of the course library, used by every lesson, attempt and answer call and by
// POST /assessments/access-token. Demo access is computed from a lesson's position, never stored.
//   premium (a paid plan with access)  → every lesson
//   demo    (a demo with access)       → positions 1 and 2 of every level
//   none    (no plan, or it ended: expired, cancelled past its end date) → nothing; progress is kept
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { subscriptions } from "../../db/schema";
import { currentSubscription, hasAccess } from "../subscriptions/service";
import type { Tier } from "./publicTypes";
export type { Tier } from "./publicTypes";

/** Lessons the demo opens in every level (the landing promises "the first 2 lessons per level"). */
export const DEMO_LESSONS_PER_LEVEL = 2;

/** The tier the user's current subscription gives right now (signed out: none). */
export async function tierOf(deps: Deps, userId: number | null): Promise<Tier> {
  if (userId === null) return "none";
  // the subscription that gives access now (paid before demo), as GET /subscriptions/status shows it;
  // none once its end date has passed (expired, or cancelled and ended)
  const s = currentSubscription(deps, userId);
  if (!s || !hasAccess(deps, s)) return "none";
  return s.type === "paid" ? "premium" : "demo";
}

/** The tier and whether the demo (once per account) is already used: a family whose demo has ended
 * is shown the subscription as the way to unlock, never a demo it cannot start again. */
export async function accessOf(deps: Deps, userId: number | null): Promise<{ tier: Tier; demoUsed: boolean }> {
  if (userId === null) return { tier: "none", demoUsed: false };
  const demo = await deps.db.select({ id: subscriptions.id }).from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.type, "demo"))).limit(1);
  return { tier: await tierOf(deps, userId), demoUsed: demo.length > 0 };
}

/** The lowest tier that opens a lesson at this position. */
export const tierFor = (lesson: { positionInLevel: number }): Tier =>
  lesson.positionInLevel <= DEMO_LESSONS_PER_LEVEL ? "demo" : "premium";

const RANK: Record<Tier, number> = { none: 0, demo: 1, premium: 2 };

/** Whether `tier` opens the lesson, and if not, the tier that would (premium once the demo is used). */
export function lessonAccess(tier: Tier, lesson: { positionInLevel: number }, demoUsed = false): { open: boolean; unlock_tier: Tier | null } {
  const needed = tierFor(lesson);
  if (RANK[tier] >= RANK[needed]) return { open: true, unlock_tier: null };
  return { open: false, unlock_tier: needed === "demo" && demoUsed ? "premium" : needed };
}
