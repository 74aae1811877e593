// Child profiles (issue #16): up to MAX_CHILDREN users rows of kind 'child' under one account. Every call
// is the account's own: another family's child id is "not found". Creating the first child moves the
// account's own learning to it (a family that learned as the parent keeps its stars); deleting a child
// deletes their learning with them (the rows cascade from users). Both happen in one transaction, audited.
import { and, count, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { listChildren, ownChild } from "../users/service";
import { transact } from "../../db/client";
import { locking } from "../../db/lock";
import {
  certificates,
  lessonAttempts,
  lessonProgress,
  shelfProgress,
  levelTestResults,
  refreshTokens,
  levelTests,
  reviewItems,
  skillProgress,
  users,
  type User,
} from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import { recordAudit } from "../audit/service";
import { actorLabel } from "../users/service";
import { avatarUrl, type Avatar } from "./avatars";
import { AGE_BANDS, type PublicChild } from "./model";

/** A family's child profiles at most (the number). */
export const MAX_CHILDREN = 4;
export { AGE_BANDS };
export type AgeBand = (typeof AGE_BANDS)[number];

export type { PublicChild };
export const publicChild = (c: User): PublicChild => ({
  id: c.id,
  first_name: c.firstName,
  avatar: c.avatar,
  avatar_url: avatarUrl(c.avatar),
  age_band: c.ageBand,
  created_at: c.createdAt.toISOString(),
});

const actor = (u: User) => ({ userId: u.id, label: actorLabel(u) });

/** The family's child profiles (users/service.ts: a read of the users table, which sign-in uses too). */
export { listChildren };

/** The account's own child, or 404 (users/service.ts). */
export { ownChild };

/** The account's learning tables: moved to the first child, counted in the audit log. */
const LEARNING = {
  lesson_attempts: lessonAttempts,
  lesson_progress: lessonProgress,
  skill_progress: skillProgress,
  review_items: reviewItems,
  level_test_results: levelTestResults,
  level_tests: levelTests,
  certificates,
  shelf_progress: shelfProgress,
} as const;
/** Rows of each learning table, by table name. */
type LearningCounts = Record<keyof typeof LEARNING, number>;

export async function createChild(
  deps: Deps,
  account: User,
  input: { first_name: string; avatar: Avatar; age_band: AgeBand },
): Promise<{ child: User; moved: LearningCounts | null }> {
  const now = deps.clock.now();
  return transact(deps.db, async (tx) => {
    // one creation at a time per family, so two at once cannot both pass the limit (src/db/lock.ts)
    await locking(tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)), "no key update");
    const [{ n }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.parentId, account.id), eq(users.kind, "child")));
    if (n >= MAX_CHILDREN)
      throw conflict(
        "CHILD_LIMIT",
        `A family can have up to ${MAX_CHILDREN} child profiles. Delete one to add another.`,
      );
    const [child] = await tx
      .insert(users)
      .values({
        username: `child-${randomToken(9)}`,
        firstName: input.first_name,
        lastName: "",
        kind: "child",
        parentId: account.id,
        avatar: input.avatar,
        ageBand: input.age_band,
        isVerified: true,
        createdAt: now,
        guardianConfirmedAt: now,
        guardianConfirmedBy: account.id,
      })
      .returning();
    // The first child takes over what the account learned as itself, so nothing a family earned is lost.
    let moved: LearningCounts | null = null;
    if (n === 0) {
      moved = {} as LearningCounts;
      for (const [name, table] of Object.entries(LEARNING) as [
        keyof typeof LEARNING,
        (typeof LEARNING)[keyof typeof LEARNING],
      ][])
        moved[name] = (
          await tx
            .update(table)
            .set({ userId: child.id })
            .where(eq(table.userId, account.id))
            .returning({ u: table.userId })
        ).length;
    }
    await recordAudit(deps, tx, actor(account), {
      action: "child.create",
      targetType: "user",
      targetId: child.id,
      after: {
        first_name: child.firstName,
        avatar: child.avatar,
        age_band: child.ageBand,
        moved,
        guardian_confirmed_at: now.toISOString(),
      },
    });
    return { child, moved };
  });
}

export async function updateChild(
  deps: Deps,
  account: User,
  childId: number,
  input: Partial<{ first_name: string; avatar: Avatar; age_band: AgeBand }>,
): Promise<User> {
  const before = await ownChild(deps, account.id, childId);
  const set: Partial<typeof users.$inferInsert> = { updatedAt: deps.clock.now() };
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.avatar !== undefined) set.avatar = input.avatar;
  if (input.age_band !== undefined) set.ageBand = input.age_band;
  return transact(deps.db, async (tx) => {
    const [after] = await tx
      .update(users)
      .set(set)
      .where(and(eq(users.id, childId), eq(users.parentId, account.id)))
      .returning();
    if (!after) throw notFound("No such child profile in this family.", "CHILD_NOT_FOUND");
    await recordAudit(deps, tx, actor(account), {
      action: "child.update",
      targetType: "user",
      targetId: childId,
      before: { first_name: before.firstName, avatar: before.avatar, age_band: before.ageBand },
      after: { first_name: after.firstName, avatar: after.avatar, age_band: after.ageBand },
    });
    return after;
  });
}

/** Deletes the child and everything they learned (the learning rows cascade from users; counted first so the
 *  audit log and the answer say what went). A device still acting as this child is signed out (its session
 *  rows cascade too): it never falls back to the grown-up's session. */
export async function deleteChild(deps: Deps, account: User, childId: number) {
  const child = await ownChild(deps, account.id, childId);
  return transact(deps.db, async (tx) => {
    const lost = {} as LearningCounts;
    for (const [name, table] of Object.entries(LEARNING) as [
      keyof typeof LEARNING,
      (typeof LEARNING)[keyof typeof LEARNING],
    ][])
      [{ n: lost[name] }] = await tx.select({ n: count() }).from(table).where(eq(table.userId, childId));
    // the devices acting as this child are signed out (0006 declared acting_user_id without ON DELETE CASCADE)
    await tx.delete(refreshTokens).where(eq(refreshTokens.actingUserId, childId));
    const gone = await tx
      .delete(users)
      .where(and(eq(users.id, childId), eq(users.parentId, account.id)))
      .returning({ id: users.id });
    if (!gone.length) throw notFound("No such child profile in this family.", "CHILD_NOT_FOUND");
    await recordAudit(deps, tx, actor(account), {
      action: "child.delete",
      targetType: "user",
      targetId: childId,
      before: { first_name: child.firstName, ...lost },
      after: null,
    });
    return { deleted: { child: publicChild(child), ...lost } };
  });
}
