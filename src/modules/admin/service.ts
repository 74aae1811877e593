// Admin rules, shared by the /admin API and the operator CLI.
// Safety: nobody deactivates, demotes or deletes themselves; the last active admin stays;
// every change and its audit record are written in one transaction.
import { and, count, desc, eq, gt, gte, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps";
import { subscriptions, users, type Subscription, type User } from "../../db/schema";
import { conflict, notFound, validationError } from "../../lib/errors";
import { DAY_MS } from "../../lib/clock";
import { publicUser } from "../users/service";
import { publicSubscription, currentSubscription } from "../subscriptions/service";
import { revokeAllSessions } from "../auth/sessions";
import { recentAudit, recordAudit, type Actor } from "../audit/service";
import { changeSubscriptionStatus, type SubStatus } from "../subscriptions/statusChange";

export type { Actor } from "../audit/service";

export { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from "../../../shared/constants";
/** Take the write lock before reading, so the server and a CLI acting at once cannot both pass
 *  the last-admin check (a deferred transaction would read, then race for the lock). */
const WRITE_LOCK = { behavior: "immediate" } as const;

/** LIKE pattern matching `term` literally: %, _ and the escape character itself lose their meaning. */
export function likeContains(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => "\\" + c)}%`;
}

// ---------- stats ----------

export function adminStats(deps: Deps) {
  const now = deps.clock.now();
  const one = (q: { get(): { n: number } | undefined }) => q.get()?.n ?? 0;
  const u = deps.db
    .select({
      total: count(),
      active: sql<number>`coalesce(sum(${users.isActive}), 0)`,
      verified: sql<number>`coalesce(sum(${users.isVerified}), 0)`,
      admins: sql<number>`coalesce(sum(${users.isAdmin} and ${users.isActive}), 0)`,
      teachers: sql<number>`coalesce(sum(${users.isTeacher} and ${users.isActive}), 0)`,
      children: sql<number>`coalesce(sum(${users.kind} = 'child'), 0)`,
      pupils: sql<number>`coalesce(sum(${users.kind} = 'pupil'), 0)`,
    })
    .from(users)
    .get()!;
  const live = and(eq(subscriptions.status, "active"), gt(subscriptions.endDate, now));
  const s = deps.db
    .select({
      total: count(),
      active: sql<number>`coalesce(sum(case when ${live} then 1 else 0 end), 0)`,
      demo: sql<number>`coalesce(sum(${subscriptions.type} = 'demo'), 0)`,
      paid: sql<number>`coalesce(sum(${subscriptions.type} = 'paid'), 0)`,
    })
    .from(subscriptions)
    .get()!;
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const newThisWeek = one(deps.db.select({ n: count() }).from(users).where(gte(users.createdAt, weekAgo)));
  // A conversion: a family that had a demo and then bought a paid subscription.
  const demoUsers = one(deps.db.select({ n: sql<number>`count(distinct ${subscriptions.userId})` }).from(subscriptions).where(eq(subscriptions.type, "demo")));
  const converted = one(
    deps.db
      .select({ n: sql<number>`count(distinct d.user_id)` })
      .from(sql`${subscriptions} d join ${subscriptions} p on p.user_id = d.user_id and p.type = 'paid' and d.type = 'demo'`),
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
    conversions: { demo_users: demoUsers, converted_to_paid: converted, rate: demoUsers ? Math.round((converted / demoUsers) * 1000) / 10 : 0 },
    recent_audit: recentAudit(deps, 10),
  };
}

// ---------- users ----------

/** Which accounts a list shows: adults (the default: the people who sign in with an address), the
 *  family's child profiles, the classes' pupils, or all. */
export const USER_KINDS = ["adult", "child", "pupil", "all"] as const;
export type UserKindFilter = (typeof USER_KINDS)[number];
export type UserListQuery = { page: number; pageSize: number; search?: string; kind?: UserKindFilter };

function adminUser(deps: Deps, u: User) {
  const sub = currentSubscription(deps, u.id);
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

export function listUsers(deps: Deps, q: UserListQuery) {
  const term = q.search?.trim();
  const kind = q.kind ?? "adult";
  let where: SQL | undefined = kind === "all" ? undefined : eq(users.kind, kind);
  if (term) {
    const p = likeContains(term.toLowerCase());
    const like = (col: SQL) => sql`lower(${col}) like ${p} escape '\\'`;
    where = and(where, or(
      like(sql`${users.email}`),
      like(sql`${users.username}`),
      like(sql`${users.firstName}`),
      like(sql`${users.lastName}`),
      like(sql`${users.firstName} || ' ' || ${users.lastName}`),
    ));
  }
  const total = deps.db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const rows = deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .all();
  return { users: rows.map((u) => adminUser(deps, u)), total, page: q.page, page_size: q.pageSize };
}

function userOr404(deps: Deps, id: number): User {
  const u = deps.db.select().from(users).where(eq(users.id, id)).get();
  if (!u) throw notFound("User not found", "USER_NOT_FOUND");
  return u;
}

export function getUser(deps: Deps, id: number) {
  return adminUser(deps, userOr404(deps, id));
}

const roleSnapshot = (u: User) => ({ is_active: u.isActive, is_admin: u.isAdmin });

function otherActiveAdmins(tx: Pick<Deps["db"], "select">, userId: number) {
  return tx.select({ n: count() }).from(users).where(and(eq(users.isAdmin, true), eq(users.isActive, true), ne(users.id, userId))).get()?.n ?? 0;
}

/** Would this change leave the instance without an active admin, or is an admin removing themselves? */
function guardRemoval(tx: Pick<Deps["db"], "select">, actor: Actor, target: User, what: "deactivate" | "demote" | "delete") {
  if (actor.userId !== null && actor.userId === target.id) {
    const msg = { deactivate: "You cannot deactivate your own account.", demote: "You cannot remove your own admin rights.", delete: "You cannot delete your own account." }[what];
    throw conflict("SELF_ACTION", msg);
  }
  if (target.isAdmin && target.isActive && otherActiveAdmins(tx, target.id) === 0)
    throw conflict("LAST_ADMIN", "This is the last active admin; grant admin to someone else first.");
}

export type UserPatch = { is_active?: boolean; is_admin?: boolean };

export function updateUser(deps: Deps, actor: Actor, id: number, patch: UserPatch) {
  const updated = deps.db.transaction((tx) => {
    const before = tx.select().from(users).where(eq(users.id, id)).get();
    if (!before) throw notFound("User not found", "USER_NOT_FOUND");
    if (patch.is_active === false && before.isActive) guardRemoval(tx, actor, before, "deactivate");
    if (patch.is_admin === false && before.isAdmin) guardRemoval(tx, actor, before, "demote");
    const set: Partial<User> = { updatedAt: deps.clock.now() };
    if (patch.is_active !== undefined) set.isActive = patch.is_active;
    if (patch.is_admin !== undefined) set.isAdmin = patch.is_admin;
    const after = tx.update(users).set(set).where(eq(users.id, id)).returning().get();
    const action =
      patch.is_active !== undefined && patch.is_admin === undefined
        ? patch.is_active ? "user.activate" : "user.deactivate"
        : patch.is_admin !== undefined && patch.is_active === undefined
          ? patch.is_admin ? "user.grant_admin" : "user.revoke_admin"
          : "user.update";
    recordAudit(deps, tx, actor, { action, targetType: "user", targetId: id, before: roleSnapshot(before), after: roleSnapshot(after) });
    return after;
  }, WRITE_LOCK);
  // A deactivated account is signed out everywhere at once.
  if (patch.is_active === false) revokeAllSessions(deps, id);
  return adminUser(deps, deps.db.select().from(users).where(eq(users.id, updated.id)).get()!);
}

/** Makes an adult a teacher or takes it back (issue #16). Only adults teach: a child profile or a
 *  pupil is refused (422). Their classes stay when the role is taken back; requireTeacher then keeps
 *  them out until it is granted again. Granting twice changes and records nothing. */
export async function setTeacher(deps: Deps, actor: Actor, id: number, isTeacher: boolean) {
  const changed = deps.db.transaction((tx) => {
    const before = tx.select().from(users).where(eq(users.id, id)).get();
    if (!before) throw notFound("User not found", "USER_NOT_FOUND");
    if (before.kind !== "adult")
      throw validationError({ is_teacher: "Only an adult's account can be a teacher." }, `A ${before.kind === "child" ? "child profile" : "pupil"} cannot be a teacher.`);
    if (before.isTeacher === isTeacher) return false;
    tx.update(users).set({ isTeacher, updatedAt: deps.clock.now() }).where(eq(users.id, id)).run();
    recordAudit(deps, tx, actor, {
      action: isTeacher ? "user.grant_teacher" : "user.revoke_teacher",
      targetType: "user",
      targetId: id,
      before: { is_teacher: before.isTeacher },
      after: { is_teacher: isTeacher },
    });
    return true;
  }, WRITE_LOCK);
  return { ...adminUser(deps, userOr404(deps, id)), changed };
}

/** Deletes the account and, through the foreign keys, its sessions, tokens, results,
 *  subscriptions, events and payments; contact messages keep the text without the link. */
export function deleteUser(deps: Deps, actor: Actor, id: number) {
  deps.db.transaction((tx) => {
    const before = tx.select().from(users).where(eq(users.id, id)).get();
    if (!before) throw notFound("User not found", "USER_NOT_FOUND");
    guardRemoval(tx, actor, before, "delete");
    const subs = tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, id)).get()?.n ?? 0;
    tx.delete(users).where(eq(users.id, id)).run();
    // No email or name in the record: the person asked to be gone.
    recordAudit(deps, tx, actor, {
      action: "user.delete",
      targetType: "user",
      targetId: id,
      before: { ...roleSnapshot(before), is_verified: before.isVerified, created_at: before.createdAt.toISOString(), subscriptions: subs },
      after: null,
    });
  }, WRITE_LOCK);
  return { message: "User deleted successfully", id };
}

/** The user named on the command line: an id or an email. */
export function findUserRef(deps: Deps, ref: string): User | undefined {
  const r = ref.trim();
  if (/^\d+$/.test(r)) return deps.db.select().from(users).where(eq(users.id, Number(r))).get();
  return deps.db.select().from(users).where(eq(users.email, r.toLowerCase())).get();
}

/** Records the creation of an account (an admin's or a plain one) from the CLI. */
export function auditUserCreated(deps: Deps, actor: Actor, u: User) {
  recordAudit(deps, deps.db, actor, { action: u.isAdmin ? "user.create_admin" : "user.create", targetType: "user", targetId: u.id, before: null, after: roleSnapshot(u) });
}

// ---------- subscriptions ----------

export type { SubStatus };
export type SubListQuery = { page: number; pageSize: number; status?: SubStatus; type?: "demo" | "paid"; userId?: number };

/** Status as users see it: an active row past its end date is expired. */
function statusFilter(deps: Deps, status: SubStatus): SQL {
  const now = deps.clock.now();
  if (status === "active") return and(eq(subscriptions.status, "active"), gt(subscriptions.endDate, now))!;
  if (status === "expired") return or(eq(subscriptions.status, "expired"), and(eq(subscriptions.status, "active"), lte(subscriptions.endDate, now)))!;
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

export function listSubscriptions(deps: Deps, q: SubListQuery) {
  const conds: SQL[] = [];
  if (q.status) conds.push(statusFilter(deps, q.status));
  if (q.type) conds.push(eq(subscriptions.type, q.type));
  if (q.userId) conds.push(eq(subscriptions.userId, q.userId));
  const where = conds.length ? and(...conds) : undefined;
  const total = deps.db.select({ n: count() }).from(subscriptions).where(where).get()?.n ?? 0;
  const rows = deps.db
    .select({ s: subscriptions, u: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .all();
  return { subscriptions: rows.map((r) => adminSubscription(deps, r.s, r.u)), total, page: q.page, page_size: q.pageSize };
}

export function findSubscription(deps: Deps, id: number): Subscription | undefined {
  return deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)).get();
}

/** The allowed changes are a subscription rule (subscriptions/statusChange.ts); this shapes the admin reply. */
export function setSubscriptionStatus(deps: Deps, actor: Actor, id: number, to: SubStatus) {
  const result = changeSubscriptionStatus(deps, actor, id, to);
  const u = deps.db.select().from(users).where(eq(users.id, result.userId)).get()!;
  return adminSubscription(deps, result, u);
}

export function expireSubscription(deps: Deps, actor: Actor, id: number) {
  return setSubscriptionStatus(deps, actor, id, "expired");
}
