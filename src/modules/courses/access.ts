// THE access rule of the course library, used by every lesson, attempt and answer call and by
// POST /assessments/access-token. Demo access is computed from a lesson's position, never stored.
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
// adaptive level test, assessments/placement.ts; no placement: the first level only); above it the order
// holds for them too. The tier lock wins: a lesson the tier does not open names the tier that would; one
// the order holds back names the lesson to finish first.
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { classes, subscriptions, users, type Subscription } from "../../db/schema";
import { currentOf, currentSubscription, hasAccess } from "../subscriptions/service";
import { DEMO_LESSONS_PER_LEVEL } from "../subscriptions/accessBlock";
import type { Tier } from "./publicTypes";
import { placedLevelOf } from "../assessments/placement";
import { courseIndex, type CourseIndex } from "./courseIndex";
import { instanceOpensAll } from "../site/instanceAccess";
import type { LoadedLesson } from "./loaded";
import { classTrialDays, trialEnd } from "../classes/trial";
export type { Tier } from "./publicTypes";

/** Lessons the demo opens in every level: defined beside the session's `access` block, which shows it. */
export { DEMO_LESSONS_PER_LEVEL };

/** Whose access a learner uses (issue #16): a child profile learns on the family's subscription, a
 *  pupil on their class's licence, everyone else on their own. A class without a running licence has
 *  its trial (issue #29, classes/trial.ts): the demo's lessons until classTrialUntil. */
export type ClassHolder = { classLicenceUntil: Date | null; classTrialUntil: Date | null };
export type AccessHolder = { account: number } | ClassHolder;
export async function accessHolderOf(deps: Deps, userId: number): Promise<AccessHolder> {
  const [u] = await deps.db
    .select({ kind: users.kind, parentId: users.parentId, classId: users.classId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (u?.kind !== "pupil") return holderFrom(userId, u, null, 0);
  const [c] =
    u.classId === null
      ? []
      : await deps.db
          .select({ until: classes.licenceUntil, createdAt: classes.createdAt })
          .from(classes)
          .where(eq(classes.id, u.classId))
          .limit(1);
  return holderFrom(userId, u, c ?? null, await classTrialDays(deps));
}

/** The access holder from the learner's row and, for a pupil, their class (null: none) and the trial's days. */
export function holderFrom(
  userId: number,
  u: { kind: string; parentId: number | null } | undefined,
  c: { until: Date | null; createdAt: Date } | null,
  trialDays: number,
): AccessHolder {
  if (u?.kind === "child" && u.parentId !== null) return { account: u.parentId };
  if (u?.kind === "pupil")
    return {
      classLicenceUntil: c?.until ?? null,
      classTrialUntil: c ? trialEnd(c.createdAt, trialDays) : null,
    };
  return { account: userId };
}

/** A pupil's class licence and trial (their access holder), for the session's `access` block. */
export async function classLicenceOf(deps: Deps, pupilId: number): Promise<ClassHolder> {
  const holder = await accessHolderOf(deps, pupilId);
  return "account" in holder ? { classLicenceUntil: null, classTrialUntil: null } : holder;
}

/** The tier the learner's access holder gives right now (signed out: none). */
export async function tierOf(deps: Deps, userId: number | null): Promise<Tier> {
  if (userId === null) return "none";
  // a school's instance without payments whose admin opens everything to everyone (issue #33)
  if (await instanceOpensAll(deps)) return "premium";
  const holder = await accessHolderOf(deps, userId);
  return tierFrom(
    deps,
    holder,
    "account" in holder ? await currentSubscription(deps, holder.account) : undefined,
  );
}

/** The tier from what was read: the access holder and, for an account, its current plan (currentSubscription;
 *  courses/answerTx.ts reads both in its one query). The instance opening everything is checked before. */
export function tierFrom(deps: Deps, holder: AccessHolder, current: Subscription | undefined): Tier {
  // a class licence is premium while it runs; without one, the class's trial is the demo (issue #29)
  if (!("account" in holder)) {
    const now = deps.clock.now();
    if (holder.classLicenceUntil && holder.classLicenceUntil > now) return "premium";
    return holder.classTrialUntil && holder.classTrialUntil > now ? "demo" : "none";
  }
  // the subscription that gives access now (paid before demo), as GET /subscriptions/status shows it;
  // none once its end date has passed (expired, or cancelled and ended)
  if (!current || !hasAccess(deps, current)) return "none";
  return current.type === "paid" ? "premium" : "demo";
}

/** What lessonAccess needs to know about the learner. */
export type Learner = {
  tier: Tier;
  /** the demo (once per account) is already used: a family whose demo has ended is shown the subscription
   * as the way to unlock, never a demo it cannot start again */
  demoUsed: boolean;
  /** the level the child placed into (newest adaptive level test), null when never placed */
  placedLevel: string | null;
  /** a pupil: what their tier does not open, their school's licence opens (never a family's plan) */
  school?: boolean;
};

/** The learner's tier and demo use (from the access holder: the family's account, or the class) and their
 *  own placement. */
export async function accessOf(deps: Deps, userId: number | null): Promise<Learner> {
  if (userId === null) return { tier: "none", demoUsed: false, placedLevel: null };
  const holder = await accessHolderOf(deps, userId);
  const placedLevel = await placedLevelOf(deps, userId);
  // pupils, and everyone on an instance without payments: no demo to offer (a pupil's lock names the school)
  if (!("account" in holder) || deps.config.payments === "off")
    return { tier: await tierOf(deps, userId), demoUsed: true, placedLevel, school: !("account" in holder) };
  const demo = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, holder.account), eq(subscriptions.type, "demo")))
    .limit(1);
  return { tier: await tierOf(deps, userId), demoUsed: demo.length > 0, placedLevel };
}

/** accessOf from what was read at once (courses/answerTx.ts): the holder, the account's plans newest end first
 *  (none for a class), the placement, and whether the instance opens everything. The same rule as above. */
export function learnerFrom(
  deps: Deps,
  read: { holder: AccessHolder; plans: Subscription[]; placedLevel: string | null; opensAll: boolean },
): Learner {
  const { holder, plans, placedLevel, opensAll } = read;
  const tier = opensAll ? "premium" : tierFrom(deps, holder, currentOf(deps, plans));
  if (!("account" in holder) || deps.config.payments === "off")
    return { tier, demoUsed: true, placedLevel, school: !("account" in holder) };
  return { tier, demoUsed: plans.some((p) => p.type === "demo"), placedLevel };
}

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
export const byTier = (tier: Tier): Learner => ({ tier, demoUsed: false, placedLevel: null });

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
  who: Learner,
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
