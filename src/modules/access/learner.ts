// The learner value (issue #32): who is learning, who pays for them, the payer's plan and what it opens,
// worked out once per call by learnerOf and handed to every access rule (rule.ts lessonAccess), so no
// module works out the payer on its own. Who pays (issues #16, #29): a child profile learns on the
// family's plan, a pupil on their class's licence (without one, the class's trial: classTrial.ts), everyone
// else on their own. On an instance without payments whose admin opens it to everyone
// (site/instanceAccess.ts) every signed-in learner is premium; otherwise the payer decides:
//   premium (a paid plan with access)  → every lesson
//   demo    (a demo with access)       → positions 1 and 2 of every level
//   none    (no plan, or it ended: expired, cancelled past its end date) → nothing; progress is kept
// A class licence is premium while it runs; without one, the class's trial is the demo.
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { classes, type Subscription, type User, users } from "../../db/schema";
import { instanceOpensAll } from "../site/instanceAccess";
import { classTrialDays, trialEnd } from "./classTrial";
import { placedLevelOf } from "./placement";
import { currentOf, hasAccess, planRows } from "./plan";
import type { LearnerAccess, Tier } from "./rule";

/** A pupil's payer: their class's licence and trial. */
export type ClassHolder = { classLicenceUntil: Date | null; classTrialUntil: Date | null };
/** Who pays for a learner: an account (their own, or a child profile's family), or a pupil's class. */
export type Payer = { account: number } | ClassHolder;

export type Learner = LearnerAccess & {
  /** null: signed out */
  userId: number | null;
  /** null: signed out */
  payer: Payer | null;
  /** the payer account's current plan (currentSubscription's pick); null for a class, or no plan */
  plan: Subscription | null;
};

const SIGNED_OUT: Learner = {
  userId: null,
  payer: null,
  plan: null,
  tier: "none",
  demoUsed: false,
  placedLevel: null,
};

/** The learner by id, or their user row when the caller has it already (one read fewer). */
export type LearnerRef = number | Pick<User, "id" | "kind" | "parentId" | "classId">;

/** Who pays for this learner (a read of the user unless given, and a pupil's class). */
export async function payerOf(deps: Deps, who: LearnerRef): Promise<Payer> {
  const userId = typeof who === "number" ? who : who.id;
  const [u] =
    typeof who === "number"
      ? await deps.db
          .select({ kind: users.kind, parentId: users.parentId, classId: users.classId })
          .from(users)
          .where(eq(users.id, who))
          .limit(1)
      : [who];
  if (u?.kind !== "pupil") return payerFrom(userId, u, null, 0);
  const [c] =
    u.classId === null
      ? []
      : await deps.db
          .select({ until: classes.licenceUntil, createdAt: classes.createdAt })
          .from(classes)
          .where(eq(classes.id, u.classId))
          .limit(1);
  return payerFrom(userId, u, c ?? null, await classTrialDays(deps));
}

/** Who pays, from what was read: the learner's row and, for a pupil, their class (null: none) and the
 *  class trial's days (payerOf reads them one by one; learning/answerTx.ts in its one query). */
export function payerFrom(
  userId: number,
  u: { kind: string; parentId: number | null } | undefined,
  c: { until: Date | null; createdAt: Date } | null,
  trialDays: number,
): Payer {
  if (u?.kind === "child" && u.parentId !== null) return { account: u.parentId };
  if (u?.kind === "pupil")
    return {
      classLicenceUntil: c?.until ?? null,
      classTrialUntil: c ? trialEnd(c.createdAt, trialDays) : null,
    };
  return { account: userId };
}

/** The learner value: the payer read once, the payer's plans read once (the tier and whether the demo is
 *  used both come from them), the learner's own placement. */
export async function learnerOf(deps: Deps, who: LearnerRef | null): Promise<Learner> {
  if (who === null) return SIGNED_OUT;
  const userId = typeof who === "number" ? who : who.id;
  const payer = await payerOf(deps, who);
  const placedLevel = await placedLevelOf(deps, userId);
  const opensAll = await instanceOpensAll(deps);
  const plans = "account" in payer ? await planRows(deps, payer.account) : [];
  return learnerFrom(deps, { userId, payer, plans, placedLevel, opensAll });
}

/** What the learner value is worked out from: read piece by piece (learnerOf) or at once (learning/answerTx.ts). */
export type LearnerRead = {
  userId: number;
  payer: Payer;
  /** the payer account's plans, newest end first (planRows); none for a class */
  plans: Subscription[];
  placedLevel: string | null;
  /** the instance opens everything to everyone (site/instanceAccess.ts) */
  opensAll: boolean;
};

/** The learner value from what was read: THE rule of who gets which tier (pure; learnerOf and
 *  learning/answerTx.ts both come here). */
export function learnerFrom(deps: Deps, read: LearnerRead): Learner {
  const { userId, payer, plans, placedLevel, opensAll } = read;
  const now = deps.clock.now();
  if (!("account" in payer)) {
    const tier: Tier = opensAll
      ? "premium"
      : payer.classLicenceUntil && payer.classLicenceUntil > now
        ? "premium"
        : payer.classTrialUntil && payer.classTrialUntil > now
          ? "demo"
          : "none";
    // a pupil has no demo to offer: a lock names the school
    return { userId, payer, plan: null, tier, demoUsed: true, placedLevel, school: true };
  }
  const plan = currentOf(deps, plans) ?? null;
  const tier: Tier = opensAll
    ? "premium"
    : !plan || !hasAccess(deps, plan)
      ? "none"
      : plan.type === "paid"
        ? "premium"
        : "demo";
  // on an instance without payments there is no demo to offer either
  const demoUsed = deps.config.payments === "off" || plans.some((r) => r.type === "demo");
  return { userId, payer, plan, tier, demoUsed, placedLevel };
}

/** The tier the learner's payer gives right now (signed out: none). */
export const tierOf = async (deps: Deps, userId: number | null): Promise<Tier> =>
  (await learnerOf(deps, userId)).tier;

/** A pupil's class licence and trial (their payer), for the session's `access` block. */
export function classHolderOf(payer: Payer): ClassHolder | undefined {
  return "account" in payer ? undefined : payer;
}
