// Fixed-window rate limits kept in the database, so every request (and a restart) sees them.
// Numbers come from configuration (RATE_LIMIT_*); tests relax them there only.
import { eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { ApiError, tooManyRequests } from "../../lib/errors";
import { resolveClientAddress } from "../../lib/clientAddress";

/** Counts one hit on `key`; throws 429 (with Retry-After) once `limit` is passed within the window. */
export async function hit(
  deps: Deps,
  key: string,
  limit: number,
  windowSeconds = deps.config.rateLimits.windowSeconds,
  message?: string,
) {
  if (limit <= 0) return;
  const now = deps.clock.now();
  const [row] = await countHit(deps.db, key, now, windowSeconds);
  if (row.count > limit) throw tooManyRequests((row.resetAt.getTime() - now.getTime()) / 1000, message);
}

/** The statement that counts one hit on `key` at `now` (a new window once the last one has passed), unsent:
 *  hit() sends it alone; learning/answerTx.ts sends it with an answer's other writes. */
export function countHit(db: Db, key: string, now: Date, windowSeconds: number) {
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  return db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${sql.param(now, rateLimits.resetAt)} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${sql.param(now, rateLimits.resetAt)} THEN ${sql.param(resetAt, rateLimits.resetAt)} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning();
}

/** The 429 of a key whose window (read with other things) is used up — as assertUnder, without reading. */
export function refuseWhenOver(
  row: { count: number; resetAt: Date } | null,
  limit: number,
  now: Date,
  message?: string,
): void {
  if (limit > 0 && row && row.resetAt.getTime() > now.getTime() && row.count >= limit)
    throw tooManyRequests((row.resetAt.getTime() - now.getTime()) / 1000, message);
}

/** Counts one hit on `key` and says whether it is still within `limit` (for budgets that must not
 *  answer 429, e.g. mails sent on someone else's request). */
export async function spend(deps: Deps, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  try {
    await hit(deps, key, limit, windowSeconds);
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) return false;
    throw e;
  }
}

/** Throws the same 429 as hit() while `key` is past `limit` in its window, without counting. */
export async function assertUnder(deps: Deps, key: string, limit: number, message?: string) {
  if (limit <= 0) return;
  const now = deps.clock.now();
  const [row] = await deps.db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  refuseWhenOver(row ?? null, limit, now, message);
}

/** Forgets a key (e.g. a successful sign-in clears the failed-password counter). */
export async function clear(deps: Deps, key: string) {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The client's address: the socket's, or through TRUSTED_PROXIES the forwarded one (lib/clientAddress.ts). */
export function clientIp(
  deps: Deps,
  ctx: { request: Request; server?: { requestIP(r: Request): { address: string } | null } | null },
) {
  let socket: string | undefined;
  try {
    socket = ctx.server?.requestIP(ctx.request)?.address;
  } catch {} // a request made in-process, not by the server
  return resolveClientAddress(deps.config.trustedProxies, ctx.request, socket);
}
