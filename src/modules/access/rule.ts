// THE access rule of the course library, used by every lesson, attempt and answer call and by
// POST /assessments/access-token. Demo access is computed from a lesson's position, never stored.
// Pure: the learner value (learner.ts, worked out once per request) says who pays and what that gives.
//   premium (a paid plan with access)  → every lesson
//   demo    (a demo with access)       → positions 1 and 2 of every level
//   none    (no plan, or it ended: expired, cancelled past its end date) → nothing; progress is kept
// A pupil's holder is their class: premium while its licence runs, else demo during its trial (issue #29)
// and none after; what a pupil's tier does not open is marked unlock_by "school".
// On an instance without payments (PAYMENTS=off) whose admin opens it to everyone (site/instanceAccess.ts),
// every signed-in learner is premium; otherwise the holder decides as above.
// And, for the tiers below premium, the order: a lesson opens once the lesson before it in its level is
// finished (the first lesson of every level is open: a child may start at the level they placed into).
// Premium children may jump to any lesson of a level at or below the one they placed into (the newest
// adaptive level test, placement.ts; no placement: the first level only); above it the order
// holds for them too. The tier lock wins: a lesson the tier does not open names the tier that would; one
// the order holds back names the lesson to finish first.
import type { Tier } from "../content/publicTypes";
import { courseIndex, type CourseIndex } from "../content/courseIndex";
import type { LoadedLesson } from "../content/loaded";
import { DEMO_LESSONS_PER_LEVEL } from "./accessBlock";
export type { Tier } from "../content/publicTypes";

/** Lessons the demo opens in every level: defined beside the session's `access` block, which shows it. */
export { DEMO_LESSONS_PER_LEVEL };

/** What lessonAccess needs to know about the learner (learner.ts's Learner holds it). */
export type LearnerAccess = {
  tier: Tier;
  /** the demo (once per account) is already used: a family whose demo has ended is shown the subscription
   * as the way to unlock, never a demo it cannot start again */
  demoUsed: boolean;
  /** the level the child placed into (newest adaptive level test), null when never placed */
  placedLevel: string | null;
  /** a pupil: what their tier does not open, their school's licence opens (never a family's plan) */
  school?: boolean;
};

/** The lowest tier that opens a lesson at this position. */
export const tierFor = (lesson: { positionInLevel: number }): Tier =>
  lesson.positionInLevel <= DEMO_LESSONS_PER_LEVEL ? "demo" : "premium";

const RANK: Record<Tier, number> = { none: 0, demo: 1, premium: 2 };

export type LessonAccess = {
  open: boolean;
  unlock_tier: Tier | null;
  /** the lesson to finish first (order lock) */
  after: string | null;
  /** "school": a pupil's lesson their class's licence would open (the pupil is told their teacher's school can) */
  unlock_by?: "school";
};

/** A learner known only by the tier (where the order does not matter: tokens, the next lesson's tier lock). */
export const byTier = (tier: Tier): LearnerAccess => ({ tier, demoUsed: false, placedLevel: null });

/** Whether a premium learner placed into `placedLevel` may skip the order in `levelId`: the levels at or
 * below the placed one (never placed, or placed into a level the course no longer has: the first only). */
export function mayJump(placedLevel: string | null, levelId: string): boolean {
  const levels = courseIndex().content.levels;
  const rank = (id: string | null) => levels.findIndex((l) => l.meta.id === id);
  return rank(levelId) <= Math.max(0, rank(placedLevel));
}

/** Whether the learner opens the lesson, and if not, the tier that would (premium once the demo is used)
 * or the lesson to finish first. `previous`: the lesson before it in its level (null for the first) and
 * whether the child has finished it; omitted where only the tier matters (assessment access tokens). */
export function lessonAccess(
  who: LearnerAccess,
  lesson: { positionInLevel: number; levelId: string },
  previous: { id: string; done: boolean } | null = null,
): LessonAccess {
  const needed = tierFor(lesson);
  if (RANK[who.tier] < RANK[needed]) {
    const unlock_tier = needed === "demo" && who.demoUsed ? "premium" : needed;
    return who.school
      ? { open: false, unlock_tier, after: null, unlock_by: "school" }
      : { open: false, unlock_tier, after: null };
  }
  const jumps = who.tier === "premium" && mayJump(who.placedLevel, lesson.levelId);
  if (!jumps && previous && !previous.done) return { open: false, unlock_tier: null, after: previous.id };
  return { open: true, unlock_tier: null, after: null };
}

/** The lesson before this one in its level (null for a level's first lesson). */
export function previousInLevel(ix: CourseIndex, l: LoadedLesson): LoadedLesson | null {
  const prev = ix.content.lessons[ix.order.get(l.lesson.id)! - 1];
  return prev && prev.levelId === l.levelId ? prev : null;
}
/** lessonAccess's `previous` from the set of lessons the child has finished. */
export const previousOf = (ix: CourseIndex, l: LoadedLesson, done: Set<string>) => {
  const p = previousInLevel(ix, l);
  return p ? { id: p.lesson.id, done: done.has(p.lesson.id) } : null;
};
