// Fixed-window rate limits kept in the database, so every request (and a restart) sees them.
// Numbers come from configuration (RATE_LIMIT_*); tests relax them there only.
import { eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
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
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await deps.db
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
  if (row.count > limit) throw tooManyRequests((row.resetAt.getTime() - now.getTime()) / 1000, message);
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
  if (row && row.resetAt.getTime() > now.getTime() && row.count >= limit)
    throw tooManyRequests((row.resetAt.getTime() - now.getTime()) / 1000, message);
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
