// Failed sign-ins are held against an (account, client address) pair, never against the account
// alone: a stranger failing on purpose slows down only themselves, and the owner still signs in
// from an address that has not failed. The wait grows with each failure (no hard lockout); the
// owner hears of repeated failures by email; admins see the pairs that must wait and can clear them.
import { and, count, eq, gt, sql } from "drizzle-orm";
import { transact } from "../../db/client";
import type { Deps } from "../../deps";
import { loginFailures } from "../../db/schema";
import { tooManyRequests } from "../../lib/errors";
import { recordAudit, type Actor } from "../audit/service";
import { sendMail } from "../mail/service";
import { failedSignInsMail } from "../mail/templates";
import { hit } from "../ratelimit/service";
import { findUserByEmail } from "../users/service";
import { translatorFor } from "../../../shared/i18n/catalogues";
import type { LockedAccount } from "./model";

/** A pair gets RATE_LIMIT_LOGIN_PER_ACCOUNT failures without waiting, then 15 s, 30 s, 1 min …
 * doubling up to 15 minutes. */
export const FIRST_WAIT_MS = 15_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** A pair quiet this long starts again from nothing. */
export const FORGET_AFTER_MS = 24 * 3600_000;
/** Failures on one account (from any address) within a day that earn the owner an email, at most one a day. */
export const NOTIFY_AFTER_FAILURES = 10;

export const TOO_MANY = "Too many sign-in attempts. Please wait a few minutes and try again.";

export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(20, failures - free));
}

/** Throws 429 (Retry-After) while this pair must wait; other addresses are not affected. */
export async function assertMayTry(deps: Deps, email: string, address: string) {
  const [row] = await deps.db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)))
    .limit(1);
  const now = deps.clock.now().getTime();
  if (row?.blockedUntil && row.blockedUntil.getTime() > now)
    throw tooManyRequests((row.blockedUntil.getTime() - now) / 1000, TOO_MANY);
}

/** Counts a failed password for the pair and sets its next wait; tells the owner after many. */
export async function recordFailure(deps: Deps, email: string, address: string) {
  const now = deps.clock.now();
  const forgetBefore = now.getTime() - FORGET_AFTER_MS;
  const [row] = await deps.db
    .insert(loginFailures)
    .values({ email, address, failures: 1, lastFailedAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.address],
      set: {
        failures: sql`CASE WHEN ${loginFailures.lastFailedAt} < ${sql.param(new Date(forgetBefore), loginFailures.lastFailedAt)} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        lastFailedAt: now,
      },
    })
    .returning();
  const wait = waitAfter(row.failures, Math.max(1, deps.config.rateLimits.loginPerAccount));
  if (wait)
    await deps.db
      .update(loginFailures)
      .set({ blockedUntil: new Date(now.getTime() + wait) })
      .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));

  const [recent] = await deps.db
    .select({ n: sql<number>`coalesce(sum(${loginFailures.failures}), 0)`.mapWith(Number) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.lastFailedAt, new Date(forgetBefore))));
  if ((recent?.n ?? 0) === NOTIFY_AFTER_FAILURES) await notifyOwner(deps, email);
}

async function notifyOwner(deps: Deps, email: string) {
  const user = await findUserByEmail(deps, email);
  if (!user?.email || !user.isActive) return;
  try {
    await hit(deps, `login-notice:${email}`, 1, 24 * 3600); // at most one such email a day
  } catch {
    return;
  }
  await sendMail(
    deps,
    user.email,
    failedSignInsMail(deps.config.appUrl, user.firstName, translatorFor(user.locale)),
  );
}

/** A correct password: this pair starts again from nothing. */
export async function recordSuccess(deps: Deps, email: string, address: string) {
  await deps.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
}

export type { LockedAccount };

/** Forgets an account's failures (its owner reset the password through the emailed link). */
export async function forgetFailures(deps: Deps, email: string) {
  await deps.db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Accounts with at least one address that must wait now (admin area). */
export async function lockedAccounts(deps: Deps): Promise<LockedAccount[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      email: loginFailures.email,
      addresses: count(),
      failures: sql<number>`sum(${loginFailures.failures})`.mapWith(Number),
      until: sql<Date>`max(${loginFailures.blockedUntil})`.mapWith(loginFailures.blockedUntil),
    })
    .from(loginFailures)
    .where(gt(loginFailures.blockedUntil, now))
    .groupBy(loginFailures.email)
    .orderBy(sql`max(${loginFailures.blockedUntil}) desc`)
    .limit(200);
  const out: LockedAccount[] = [];
  for (const r of rows)
    out.push({
      email: r.email,
      addresses: r.addresses,
      failures: r.failures,
      blocked_until: r.until.toISOString(),
      has_account: !!(await findUserByEmail(deps, r.email)),
    });
  return out;
}

/** Forgets every failure held against an account (audited). */
export async function clearLockout(deps: Deps, actor: Actor, email: string): Promise<{ cleared: number }> {
  return transact(deps.db, async (tx) => {
    const before = await tx.select().from(loginFailures).where(eq(loginFailures.email, email));
    await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    if (before.length)
      await recordAudit(deps, tx, actor, {
        action: "login.unlock",
        targetType: "user",
        targetId: email,
        before: { addresses: before.length, failures: before.reduce((n, r) => n + r.failures, 0) },
        after: null,
      });
    return { cleared: before.length };
  });
}
