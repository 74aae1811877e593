// Sessions: short-lived access JWTs plus rotating refresh tokens stored hashed.
// A refresh token used twice revokes its whole family (a stolen copy is useless),
// except within a few seconds of its rotation, where parallel tabs/requests race.
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import type { Deps } from "../../deps";
import { refreshTokens, users, type User } from "../../db/schema";
import { transact } from "../../db/client";
import { prepared } from "../../db/prepared";
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

const keys = new WeakMap<object, Uint8Array>();
/** The signing key's bytes, encoded once per configuration. */
const key = (deps: Deps) => {
  let k = keys.get(deps.config);
  if (!k) keys.set(deps.config, (k = new TextEncoder().encode(deps.config.jwtSecret)));
  return k;
};

/** `user` is the signed-in account; `actingId` the child profile the session acts as (issue #16), if any. */
async function signAccess(deps: Deps, user: User, familyId: string, actingId: number | null = null) {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return new SignJWT({
    ep: user.sessionEpoch,
    fam: familyId,
    ...(actingId !== null ? { act: actingId } : {}),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TTL_SECONDS)
    .sign(key(deps));
}

async function storeRefresh(
  deps: Deps,
  userId: number,
  familyId: string,
  persistent: boolean,
  userAgent?: string | null,
  actingUserId: number | null = null,
) {
  const token = randomToken();
  const expiresAt = new Date(deps.clock.now().getTime() + REFRESH_TTL_DAYS * 86400_000);
  await deps.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    persistent,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdAt: deps.clock.now(),
    actingUserId,
  });
  return { token, expiresAt };
}

/** The account was used now (retention, issue #28): a sign-in or a renewed session marks it, and takes
 *  back any warning that it would be removed. Written at most once a day per account. */
async function markSeen(deps: Deps, userId: number) {
  const now = deps.clock.now();
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  await deps.db
    .update(users)
    .set({ lastSeenAt: now, retentionWarnedAt: null })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.lastSeenAt), lt(users.lastSeenAt, dayAgo), isNotNull(users.retentionWarnedAt)),
      ),
    );
}

export async function issueSession(
  deps: Deps,
  user: User,
  opts: { persistent?: boolean; userAgent?: string | null } = {},
): Promise<IssuedSession> {
  await markSeen(deps, user.id);
  const familyId = randomToken(12);
  const persistent = opts.persistent ?? false;
  const { token, expiresAt } = await storeRefresh(deps, user.id, familyId, persistent, opts.userAgent);
  return {
    accessToken: await signAccess(deps, user, familyId),
    refreshToken: token,
    familyId,
    persistent,
    refreshExpiresAt: expiresAt,
  };
}

/** Exchanges a refresh token for a new pair. Throws 401 on anything wrong. */
export async function rotateRefresh(
  deps: Deps,
  token: string,
  userAgent?: string | null,
): Promise<IssuedSession & { user: User; account: User }> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt <= now)
    throw unauthorized("Session expired. Please sign in again.", "REFRESH_INVALID");
  if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
    await revokeFamily(deps, row.familyId);
    deps.log.warn("refresh token reused; family revoked", { userId: row.userId });
    throw unauthorized("Session expired. Please sign in again.", "REFRESH_REUSED");
  }
  // One family, one live token: the new one supersedes every other (a replay inside the grace
  // included), so an older copy used after its grace is reuse and ends the whole family.
  await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, row.familyId),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const user = await findUserById(deps, row.userId);
  if (!user || !user.isActive) {
    await revokeFamily(deps, row.familyId);
    throw unauthorized("Session expired. Please sign in again.", "REFRESH_INVALID");
  }
  // The family's current child, copied to the new token (read from the family, so a token presented
  // inside the grace of a switch cannot bring back who the session acted as before it).
  const actingId = await familyActing(deps, row.familyId);
  const child = actingId === null ? null : await actingChild(deps, user, actingId);
  if (actingId !== null && !child) {
    await revokeFamily(deps, row.familyId);
    throw unauthorized("Session expired. Please sign in again.", "REFRESH_INVALID");
  }
  const { token: next, expiresAt } = await storeRefresh(
    deps,
    user.id,
    row.familyId,
    row.persistent,
    userAgent,
    actingId,
  );
  if (!user.lastSeenAt || now.getTime() - user.lastSeenAt.getTime() > 24 * 3600_000 || user.retentionWarnedAt)
    await markSeen(deps, user.id);
  return {
    user: child ?? user,
    account: user,
    accessToken: await signAccess(deps, user, row.familyId, actingId),
    refreshToken: next,
    familyId: row.familyId,
    persistent: row.persistent,
    refreshExpiresAt: expiresAt,
  };
}

export async function revokeFamily(deps: Deps, familyId: string) {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user at once: refresh families revoked, access tokens invalidated. */
export async function revokeAllSessions(deps: Deps, userId: number) {
  await transact(deps.db, async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await tx
      .update(users)
      .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
      .where(eq(users.id, userId));
  });
}

export type AccessClaims = { userId: number; familyId: string; epoch: number; actingId: number | null };

/** Most verified access tokens remembered per secret (a browser sends the same one for up to 15 minutes). */
export const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedTokens = new WeakMap<object, Map<string, { claims: AccessClaims; exp: number }>>();

/**
 * The claims of a valid access token, or null. A token's signature is checked once and remembered until
 * the token expires: the check (WebCrypto HMAC) cost more than the rest of an API call. Only the
 * signature is remembered: whether the session is still live is read from the database every time
 * (userForClaims), so signing out or a password change ends it at once.
 */
export async function verifyAccess(deps: Deps, jwt: string): Promise<AccessClaims | null> {
  let seen = verifiedTokens.get(deps.config);
  if (!seen) verifiedTokens.set(deps.config, (seen = new Map()));
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  const hit = seen.get(jwt);
  if (hit) return hit.exp > nowSeconds ? hit.claims : null;
  try {
    const { payload } = await jwtVerify(jwt, key(deps), {
      algorithms: ["HS256"],
      currentDate: deps.clock.now(),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.fam !== "string" || typeof payload.ep !== "number")
      return null;
    if (payload.act !== undefined && !Number.isInteger(payload.act)) return null;
    const claims = {
      userId,
      familyId: payload.fam,
      epoch: payload.ep,
      actingId: (payload.act as number | undefined) ?? null,
    };
    if (typeof payload.exp === "number") {
      if (seen.size >= VERIFIED_TOKENS_KEPT) seen.delete(seen.keys().next().value as string); // the oldest
      seen.set(jwt, { claims, exp: payload.exp });
    }
    return claims;
  } catch {
    return null;
  }
}

/** A session's newest unrevoked refresh token (is it live, which child does it act as): read on every
 *  signed-in request, so prepared once (src/db/prepared.ts). */
function liveToken(deps: Deps, familyId: string) {
  const q = prepared(deps.db, "live_refresh_token", (db, name) =>
    db
      .select({ id: refreshTokens.id, acting: refreshTokens.actingUserId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sql.placeholder("family")), isNull(refreshTokens.revokedAt)))
      .orderBy(desc(refreshTokens.id))
      .limit(1)
      .prepare(name),
  );
  return q.execute({ family: familyId });
}

/** The account and its session's newest unrevoked refresh token, in one statement (every signed-in
 *  request asks both; one read instead of two). */
function accountAndLiveToken(deps: Deps, userId: number, familyId: string) {
  const q = prepared(deps.db, "account_and_live_token", (db, name) =>
    db
      .select({ account: users, live: { id: refreshTokens.id, acting: refreshTokens.actingUserId } })
      .from(users)
      .leftJoin(
        refreshTokens,
        eq(
          refreshTokens.id,
          sql`(select max(${refreshTokens.id}) from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder("family")} and ${refreshTokens.revokedAt} is null)`,
        ),
      )
      .where(eq(users.id, sql.placeholder("id")))
      .prepare(name),
  );
  return q.execute({ id: userId, family: familyId });
}

/** The account and the learner behind valid claims (the learner is the account, or the child profile
 *  the session acts as), if the account still exists, is active, the session is live and the token
 *  names the child the session acts as now (a token from before a switch no longer counts). */
export async function userForClaims(
  deps: Deps,
  claims: AccessClaims,
): Promise<{ user: User; account: User } | null> {
  const [row] = await accountAndLiveToken(deps, claims.userId, claims.familyId);
  const account = row?.account;
  if (!account || !account.isActive || account.sessionEpoch !== claims.epoch) return null;
  const live = row.live;
  if (!live || (live.acting ?? null) !== claims.actingId) return null;
  if (claims.actingId === null) return { user: account, account };
  const child = await actingChild(deps, account, claims.actingId);
  return child ? { user: child, account } : null;
}

/** The child profile a family session acts as now (null: the account itself). */
async function familyActing(deps: Deps, familyId: string): Promise<number | null> {
  const [row] = await liveToken(deps, familyId);
  return row?.acting ?? null;
}

/** The account's own child profile `id`, or null (another family's child, a pupil, an adult). */
export async function actingChild(deps: Deps, account: User, id: number): Promise<User | null> {
  const child = await findUserById(deps, id);
  return child && child.kind === "child" && child.parentId === account.id && child.isActive ? child : null;
}

/** Makes a session act as `actingId` (a child profile of the account) or as the account (null): every live
 *  token of the family carries it, so a refresh keeps it. Answers the new access token for that learner;
 *  the refresh token stays the same. The caller has checked that the child belongs to the account. */
export async function switchActing(
  deps: Deps,
  account: User,
  familyId: string,
  actingId: number | null,
): Promise<{ accessToken: string; persistent: boolean }> {
  const rows = await deps.db
    .update(refreshTokens)
    .set({ actingUserId: actingId })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, account.id),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ persistent: refreshTokens.persistent });
  if (!rows.length) throw unauthorized("Session expired. Please sign in again.", "REFRESH_INVALID");
  return { accessToken: await signAccess(deps, account, familyId, actingId), persistent: rows[0].persistent };
}
