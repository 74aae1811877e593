// Fixed-window rate limits kept in SQLite, so every request (and a restart) sees them.
// Numbers come from configuration (RATE_LIMIT_*); tests relax them there only.
import { sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import { rateLimits } from "../../db/schema";
import { tooManyRequests } from "../../lib/errors";
import { resolveClientAddress } from "../../lib/clientAddress";

/** Counts one hit on `key`; throws 429 (with Retry-After) once `limit` is passed within the window. */
export function hit(deps: Deps, key: string, limit: number, windowSeconds = deps.config.rateLimits.windowSeconds, message?: string) {
  if (limit <= 0) return;
  const now = deps.clock.now();
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const row = deps.db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.getTime()} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.getTime()} THEN ${resetAt.getTime()} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning()
    .get();
  if (row.count > limit) throw tooManyRequests((row.resetAt.getTime() - now.getTime()) / 1000, message);
}

/** Throws the same 429 as hit() while `key` is past `limit` in its window, without counting. */
export function assertUnder(deps: Deps, key: string, limit: number, message?: string) {
  if (limit <= 0) return;
  const now = deps.clock.now();
  const row = deps.db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`).get();
  if (row && row.resetAt.getTime() > now.getTime() && row.count >= limit) throw tooManyRequests((row.resetAt.getTime() - now.getTime()) / 1000, message);
}

/** Forgets a key (e.g. a successful sign-in clears the failed-password counter). */
export function clear(deps: Deps, key: string) {
  deps.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`).run();
}

/** The client's address: the socket's, or through TRUSTED_PROXIES the forwarded one (lib/clientAddress.ts). */
export function clientIp(deps: Deps, ctx: { request: Request; server?: { requestIP(r: Request): { address: string } | null } | null }) {
  let socket: string | undefined;
  try {
    socket = ctx.server?.requestIP(ctx.request)?.address;
  } catch {} // a request made in-process, not by the server
  return resolveClientAddress(deps.config.trustedProxies, ctx.request, socket);
}
