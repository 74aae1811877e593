// The audit log: who did what, when, with the state before and after.
// Callers pass the transaction they change things in, so an action and its record land together.
import { desc } from "drizzle-orm";
import type { Deps } from "../../deps";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

/** Who acts: an admin in the browser (their id and email) or an operator at the shell ("cli:<os user>"). */
export type Actor = { userId: number | null; label: string };

type Writer = Pick<Db, "insert">;

export type AuditEntry = {
  action: string; // e.g. user.deactivate, user.delete, subscription.expire
  targetType: "user" | "subscription" | "site" | "audio" | "certificate" | "class" | "pupil" | "backup";
  targetId: number | string;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(deps: Deps, tx: Writer, actor: Actor, e: AuditEntry) {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorLabel: actor.label.slice(0, 200),
    action: e.action,
    targetType: e.targetType,
    targetId: String(e.targetId),
    before: e.before ?? null,
    after: e.after ?? null,
    createdAt: deps.clock.now(),
  });
}

export async function recentAudit(deps: Deps, limit = 10) {
  const rows = await deps.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((a) => ({
    id: a.id,
    actor: a.actorLabel,
    action: a.action,
    target_type: a.targetType,
    target_id: a.targetId,
    before: a.before,
    after: a.after,
    created_at: a.createdAt.toISOString(),
  }));
}
