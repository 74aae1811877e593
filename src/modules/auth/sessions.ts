// Sessions: short-lived access JWTs plus rotating refresh tokens stored hashed.
// A refresh token used twice revokes its whole family (a stolen copy is useless),
// except within a few seconds of its rotation, where parallel tabs/requests race.
import { and, eq, isNull } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import type { Deps } from "../../deps";
import { refreshTokens, users, type User } from "../../db/schema";
import { randomToken, sha256 } from "../../lib/ids";
import { unauthorized } from "../../lib/errors";
import { findUserById } from "../users/service";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  familyId: string;
  persistent: boolean;
  refreshExpiresAt: Date;
};

const key = (deps: Deps) => new TextEncoder().encode(deps.config.jwtSecret);

async function signAccess(deps: Deps, user: User, familyId: string) {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return new SignJWT({ ep: user.sessionEpoch, fam: familyId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TTL_SECONDS)
    .sign(key(deps));
}

function storeRefresh(deps: Deps, userId: number, familyId: string, persistent: boolean, userAgent?: string | null) {
  const token = randomToken();
  const expiresAt = new Date(deps.clock.now().getTime() + REFRESH_TTL_DAYS * 86400_000);
  deps.db
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: sha256(token), persistent, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null, createdAt: deps.clock.now() })
    .run();
  return { token, expiresAt };
}

export async function issueSession(deps: Deps, user: User, opts: { persistent?: boolean; userAgent?: string | null } = {}): Promise<IssuedSession> {
  const familyId = randomToken(12);
  const persistent = opts.persistent ?? false;
  const { token, expiresAt } = storeRefresh(deps, user.id, familyId, persistent, opts.userAgent);
  return { accessToken: await signAccess(deps, user, familyId), refreshToken: token, familyId, persistent, refreshExpiresAt: expiresAt };
}

/** Exchanges a refresh token for a new pair. Throws 401 on anything wrong. */
export async function rotateRefresh(deps: Deps, token: string, userAgent?: string | null): Promise<IssuedSession & { user: User }> {
  const now = deps.clock.now();
  const row = deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token))).get();
  if (!row || row.revokedAt || row.expiresAt <= now) throw unauthorized("Session expired. Please sign in again.", "REFRESH_INVALID");
  if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
    revokeFamily(deps, row.familyId);
    deps.log.warn("refresh token reused; family revoked", { userId: row.userId });
    throw unauthorized("Session expired. Please sign in again.", "REFRESH_REUSED");
  }
  // One family, one live token: the new one supersedes every other (a replay inside the grace
  // included), so an older copy used after its grace is reuse and ends the whole family.
  deps.db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .run();
  const user = findUserById(deps, row.userId);
  if (!user || !user.isActive) {
    revokeFamily(deps, row.familyId);
    throw unauthorized("Session expired. Please sign in again.", "REFRESH_INVALID");
  }
  const { token: next, expiresAt } = storeRefresh(deps, user.id, row.familyId, row.persistent, userAgent);
  return {
    user,
    accessToken: await signAccess(deps, user, row.familyId),
    refreshToken: next,
    familyId: row.familyId,
    persistent: row.persistent,
    refreshExpiresAt: expiresAt,
  };
}

export function revokeFamily(deps: Deps, familyId: string) {
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .run();
}

/** Ends every session of a user at once: refresh families revoked, access tokens invalidated. */
export function revokeAllSessions(deps: Deps, userId: number) {
  deps.db.transaction((tx) => {
    tx.update(refreshTokens).set({ revokedAt: deps.clock.now() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))).run();
    const u = tx.select({ ep: users.sessionEpoch }).from(users).where(eq(users.id, userId)).get();
    if (u) tx.update(users).set({ sessionEpoch: u.ep + 1 }).where(eq(users.id, userId)).run();
  });
}

export type AccessClaims = { userId: number; familyId: string; epoch: number };

export async function verifyAccess(deps: Deps, jwt: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(jwt, key(deps), {
      algorithms: ["HS256"],
      currentDate: deps.clock.now(),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.fam !== "string" || typeof payload.ep !== "number") return null;
    return { userId, familyId: payload.fam, epoch: payload.ep };
  } catch {
    return null;
  }
}

/** The user behind valid claims, if the account still exists, is active and the session is live. */
export function userForClaims(deps: Deps, claims: AccessClaims): User | null {
  const user = findUserById(deps, claims.userId);
  if (!user || !user.isActive || user.sessionEpoch !== claims.epoch) return null;
  const live = deps.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, claims.familyId), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .get();
  return live ? user : null;
}
