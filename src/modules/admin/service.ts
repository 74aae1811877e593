// Admin rules, shared by the /admin API and the operator CLI.
// Safety: nobody deactivates, demotes or deletes themselves; the last active admin stays;
// every change and its audit record are written in one transaction.
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact, type Db } from "../../db/client";
import { locking } from "../../db/lock";
import { subscriptions, users, type Subscription, type User } from "../../db/schema";
import { conflict, notFound, validationError } from "../../lib/errors";
import { DAY_MS } from "../../lib/clock";
import { publicUser } from "../users/service";
import { publicSubscription, currentSubscription } from "../subscriptions/service";
import { revokeAllSessions } from "../auth/sessions";
import { deleteAccount } from "../account/deletion";
import { recentAudit, recordAudit, type Actor } from "../audit/service";
import { changeSubscriptionStatus, type SubStatus } from "../subscriptions/statusChange";

export type { Actor } from "../audit/service";

export { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from "../../../shared/constants";

/** LIKE pattern matching `term` literally: %, _ and the escape character itself lose their meaning.
 *  The escape character is `!` (use with `containsLike`): a backslash reads differently on SQLite and PostgreSQL. */
export function likeContains(term: string) {
  return `%${term.replace(/[!%_]/g, (c) => "!" + c)}%`;
}

/** lower(col) contains `term` (already lower-cased and passed through likeContains). */
export const containsLike = (col: SQL | AnyColumn, pattern: string) =>
  sql`lower(${col}) like ${pattern} escape '!'`;

// ---------- stats ----------

/** How many rows match `cond` (a boolean SQL condition), as a number on both databases. */
const countWhere = (cond: SQL | undefined) =>
  sql<number>`coalesce(sum(case when ${cond} then 1 else 0 end), 0)`.mapWith(Number);

export async function adminStats(deps: Deps) {
  const now = deps.clock.now();
  const [u] = await deps.db
    .select({
      total: count(),
      active: countWhere(eq(users.isActive, true)),
      verified: countWhere(eq(users.isVerified, true)),
      admins: countWhere(and(eq(users.isAdmin, true), eq(users.isActive, true))),
      teachers: countWhere(and(eq(users.isTeacher, true), eq(users.isActive, true))),
      children: countWhere(eq(users.kind, "child")),
      pupils: countWhere(eq(users.kind, "pupil")),
    })
    .from(users);
  const live = and(eq(subscriptions.status, "active"), gt(subscriptions.endDate, now));
  const [s] = await deps.db
    .select({
      total: count(),
      active: countWhere(live),
      demo: countWhere(eq(subscriptions.type, "demo")),
      paid: countWhere(eq(subscriptions.type, "paid")),
    })
    .from(subscriptions);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const newThisWeek = await one(
    deps.db.select({ n: count() }).from(users).where(gte(users.createdAt, weekAgo)),
  );
  // A conversion: a family that had a demo and then bought a paid subscription.
  const demoUsers = await one(
    deps.db
      .select({ n: countDistinct(subscriptions.userId) })
      .from(subscriptions)
      .where(eq(subscriptions.type, "demo")),
  );
  const converted = await one(
    deps.db
      .select({ n: sql<number>`count(distinct d.user_id)`.mapWith(Number) })
      .from(
        sql`${subscriptions} d join ${subscriptions} p on p.user_id = d.user_id and p.type = 'paid' and d.type = 'demo'`,
      ),
  );
  return {
    // total counts every account; children and pupils (issue #16) are also shown apart
    users: {
      total: u.total,
      active: Number(u.active),
      verified: Number(u.verified),
      admins: Number(u.admins),
      teachers: Number(u.teachers),
      children: Number(u.children),
      pupils: Number(u.pupils),
      new_this_week: newThisWeek,
    },
    subscriptions: { total: s.total, active: Number(s.active), demo: Number(s.demo), paid: Number(s.paid) },
    conversions: {
      demo_users: demoUsers,
      converted_to_paid: converted,
      rate: demoUsers ? Math.round((converted / demoUsers) * 1000) / 10 : 0,
    },
    recent_audit: await recentAudit(deps, 10),
  };
}

// ---------- users ----------

/** Which accounts a list shows: adults (the default: the people who sign in with an address), the
 *  family's child profiles, the classes' pupils, or all. */
export const USER_KINDS = ["adult", "child", "pupil", "all"] as const;
export type UserKindFilter = (typeof USER_KINDS)[number];
export type UserListQuery = { page: number; pageSize: number; search?: string; kind?: UserKindFilter };

async function adminUser(deps: Deps, u: User) {
  const sub = await currentSubscription(deps, u.id);
  const p = sub ? publicSubscription(deps, sub) : null;
  return {
    ...publicUser(u),
    kind: u.kind,
    is_teacher: u.isTeacher,
    parent_id: u.parentId,
    class_id: u.classId,
    subscription: p ? { id: p.id, type: p.type, status: p.status, end_date: p.end_date } : null,
  };
}

export async function listUsers(deps: Deps, q: UserListQuery) {
  const term = q.search?.trim();
  const kind = q.kind ?? "adult";
  let where: SQL | undefined = kind === "all" ? undefined : eq(users.kind, kind);
  if (term) {
    const p = likeContains(term.toLowerCase());
    const like = (col: SQL) => containsLike(col, p);
    where = and(
      where,
      or(
        like(sql`${users.email}`),
        like(sql`${users.username}`),
        like(sql`${users.firstName}`),
        like(sql`${users.lastName}`),
        like(sql`${users.firstName} || ' ' || ${users.lastName}`),
      ),
    );
  }
  const [{ n: total }] = await deps.db.select({ n: count() }).from(users).where(where);
  const rows = await deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const list = [];
  for (const u of rows) list.push(await adminUser(deps, u));
  return { users: list, total, page: q.page, page_size: q.pageSize };
}

async function userOr404(deps: Deps, id: number): Promise<User> {
  const [u] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) throw notFound("User not found", "USER_NOT_FOUND");
  return u;
}

export async function getUser(deps: Deps, id: number) {
  return adminUser(deps, await userOr404(deps, id));
}

const roleSnapshot = (u: User) => ({ is_active: u.isActive, is_admin: u.isAdmin });

/** The last-admin check's count. The server and a CLI acting at once must not both pass it: SQLite's
 *  transact holds the write lock from BEGIN; on PostgreSQL every active admin's row is locked (in id
 *  order, so two removals queue instead of deadlocking) and re-read once the other one commits. */
async function otherActiveAdmins(tx: Db, userId: number) {
  const admins = and(eq(users.isAdmin, true), eq(users.isActive, true));
  const rows = await locking(tx.select({ id: users.id }).from(users).where(admins).orderBy(users.id));
  return rows.filter((r) => r.id !== userId).length;
}

/** Would this change leave the instance without an active admin, or is an admin removing themselves? */
async function guardRemoval(tx: Db, actor: Actor, target: User, what: "deactivate" | "demote" | "delete") {
  if (actor.userId !== null && actor.userId === target.id) {
    const msg = {
      deactivate: "You cannot deactivate your own account.",
      demote: "You cannot remove your own admin rights.",
      delete: "You cannot delete your own account.",
    }[what];
    throw conflict("SELF_ACTION", msg);
  }
  if (target.isAdmin && target.isActive && (await otherActiveAdmins(tx, target.id)) === 0)
    throw conflict("LAST_ADMIN", "This is the last active admin; grant admin to someone else first.");
}

export type UserPatch = { is_active?: boolean; is_admin?: boolean };

export async function updateUser(deps: Deps, actor: Actor, id: number, patch: UserPatch) {
  const updated = await transact(deps.db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!before) throw notFound("User not found", "USER_NOT_FOUND");
    if (patch.is_active === false && before.isActive) await guardRemoval(tx, actor, before, "deactivate");
    if (patch.is_admin === false && before.isAdmin) await guardRemoval(tx, actor, before, "demote");
    const set: Partial<User> = { updatedAt: deps.clock.now() };
    if (patch.is_active !== undefined) set.isActive = patch.is_active;
    if (patch.is_admin !== undefined) set.isAdmin = patch.is_admin;
    const [after] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    const action =
      patch.is_active !== undefined && patch.is_admin === undefined
        ? patch.is_active
          ? "user.activate"
          : "user.deactivate"
        : patch.is_admin !== undefined && patch.is_active === undefined
          ? patch.is_admin
            ? "user.grant_admin"
            : "user.revoke_admin"
          : "user.update";
    await recordAudit(deps, tx, actor, {
      action,
      targetType: "user",
      targetId: id,
      before: roleSnapshot(before),
      after: roleSnapshot(after),
    });
    return after;
  });
  // A deactivated account is signed out everywhere at once.
  if (patch.is_active === false) await revokeAllSessions(deps, id);
  return adminUser(deps, await userOr404(deps, updated.id));
}

/** Makes an adult a teacher or takes it back (issue #16). Only adults teach: a child profile or a
 *  pupil is refused (422). Their classes stay when the role is taken back; requireTeacher then keeps
 *  them out until it is granted again. Granting twice changes and records nothing. */
export async function setTeacher(deps: Deps, actor: Actor, id: number, isTeacher: boolean) {
  const changed = await transact(deps.db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!before) throw notFound("User not found", "USER_NOT_FOUND");
    if (before.kind !== "adult")
      throw validationError(
        { is_teacher: "Only an adult's account can be a teacher." },
        `A ${before.kind === "child" ? "child profile" : "pupil"} cannot be a teacher.`,
      );
    if (before.isTeacher === isTeacher) return false;
    await tx.update(users).set({ isTeacher, updatedAt: deps.clock.now() }).where(eq(users.id, id));
    await recordAudit(deps, tx, actor, {
      action: isTeacher ? "user.grant_teacher" : "user.revoke_teacher",
      targetType: "user",
      targetId: id,
      before: { is_teacher: before.isTeacher },
      after: { is_teacher: isTeacher },
    });
    return true;
  });
  return { ...(await adminUser(deps, await userOr404(deps, id))), changed };
}

/** Deletes the account as its owner's own request does (account/deletion.ts): the family, their learning,
 *  sessions and tokens; the payment records the law requires are kept without child data; a mail confirms. */
export async function deleteUser(deps: Deps, actor: Actor, id: number) {
  await deleteAccount(deps, actor, id, {
    reason: "admin",
    guard: (tx, target) => guardRemoval(tx, actor, target, "delete"),
  });
  return { message: "User deleted successfully", id };
}

/** The user named on the command line: an id or an email. */
export async function findUserRef(deps: Deps, ref: string): Promise<User | undefined> {
  const r = ref.trim();
  const [u] = await deps.db
    .select()
    .from(users)
    .where(/^\d+$/.test(r) ? eq(users.id, Number(r)) : eq(users.email, r.toLowerCase()))
    .limit(1);
  return u;
}

/** Records the creation of an account (an admin's or a plain one) from the CLI. */
export async function auditUserCreated(deps: Deps, actor: Actor, u: User) {
  await recordAudit(deps, deps.db, actor, {
    action: u.isAdmin ? "user.create_admin" : "user.create",
    targetType: "user",
    targetId: u.id,
    before: null,
    after: roleSnapshot(u),
  });
}

// ---------- subscriptions ----------

export type { SubStatus };
export type SubListQuery = {
  page: number;
  pageSize: number;
  status?: SubStatus;
  type?: "demo" | "paid";
  userId?: number;
};

/** Status as users see it: an active row past its end date is expired. */
function statusFilter(deps: Deps, status: SubStatus): SQL {
  const now = deps.clock.now();
  if (status === "active") return and(eq(subscriptions.status, "active"), gt(subscriptions.endDate, now))!;
  if (status === "expired")
    return or(
      eq(subscriptions.status, "expired"),
      and(eq(subscriptions.status, "active"), lte(subscriptions.endDate, now)),
    )!;
  return eq(subscriptions.status, "cancelled");
}

function adminSubscription(deps: Deps, s: Subscription, u: Pick<User, "firstName" | "lastName" | "email">) {
  return {
    ...publicSubscription(deps, s),
    user_id: s.userId,
    created_at: s.createdAt.toISOString(),
    user: { first_name: u.firstName, last_name: u.lastName, email: u.email },
  };
}

export async function listSubscriptions(deps: Deps, q: SubListQuery) {
  const conds: SQL[] = [];
  if (q.status) conds.push(statusFilter(deps, q.status));
  if (q.type) conds.push(eq(subscriptions.type, q.type));
  if (q.userId) conds.push(eq(subscriptions.userId, q.userId));
  const where = conds.length ? and(...conds) : undefined;
  const [{ n: total }] = await deps.db.select({ n: count() }).from(subscriptions).where(where);
  const rows = await deps.db
    .select({
      s: subscriptions,
      u: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    subscriptions: rows.map((r) => adminSubscription(deps, r.s, r.u)),
    total,
    page: q.page,
    page_size: q.pageSize,
  };
}

export async function findSubscription(deps: Deps, id: number): Promise<Subscription | undefined> {
  const [s] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return s;
}

/** The allowed changes are a subscription rule (subscriptions/statusChange.ts); this shapes the admin reply. */
export async function setSubscriptionStatus(deps: Deps, actor: Actor, id: number, to: SubStatus) {
  const result = await changeSubscriptionStatus(deps, actor, id, to);
  const u = await userOr404(deps, result.userId);
  return adminSubscription(deps, result, u);
}

export function expireSubscription(deps: Deps, actor: Actor, id: number) {
  return setSubscriptionStatus(deps, actor, id, "expired");
}
