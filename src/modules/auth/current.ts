// Who is making this request: a Bearer token (API clients) or the web app's
// httpOnly cookies. With cookies, an expired access token is renewed from the
// refresh cookie on the spot, so pages and API calls never see a stale session.
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { forbidden, unauthorized } from "../../lib/errors";
import {
  ACCESS_TTL_SECONDS,
  rotateRefresh,
  userForClaims,
  verifyAccess,
  type IssuedSession,
} from "./sessions";

export const ACCESS_COOKIE = "mh_at";
export const REFRESH_COOKIE = "mh_rt";

/** `user`: who learns (the account, or the child profile the session acts as, issue #16);
 *  `account`: who signed in (always an adult's or a pupil's own row). */
export type RequestAuth = { user: User; account: User; via: "bearer" | "cookie"; familyId: string };

export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    if (!k || k in out) continue;
    try {
      out[k] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[k] = part.slice(i + 1).trim();
    }
  }
  return out;
}

export function appCookie(deps: Deps, name: string, value: string, maxAgeSeconds: number | null) {
  const secure = deps.config.appUrl.startsWith("https://") ? "; Secure" : "";
  const age = maxAgeSeconds === null ? "" : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}${age}`;
}

/** Set-Cookie headers for a new session. Without Remember Me both cookies end with the browser session. */
export function sessionCookies(deps: Deps, s: IssuedSession): string[] {
  const refreshAge = s.persistent
    ? Math.floor((s.refreshExpiresAt.getTime() - deps.clock.now().getTime()) / 1000)
    : null;
  return [
    appCookie(deps, ACCESS_COOKIE, s.accessToken, s.persistent ? ACCESS_TTL_SECONDS : null),
    appCookie(deps, REFRESH_COOKIE, s.refreshToken, refreshAge),
  ];
}

export function clearSessionCookies(deps: Deps): string[] {
  return [appCookie(deps, ACCESS_COOKIE, "", 0), appCookie(deps, REFRESH_COOKIE, "", 0)];
}

type Resolved = { auth: RequestAuth | null; setCookies: string[] };
const memo = new WeakMap<Request, Promise<Resolved>>();

/** Resolves the request's session once per request (memoised). */
export function resolveAuth(deps: Deps, request: Request): Promise<Resolved> {
  let p = memo.get(request);
  if (!p) {
    p = resolve(deps, request);
    memo.set(request, p);
  }
  return p;
}

/** A page render's in-process API calls act for the same visitor at the same moment: they take the
 *  render's session as it resolved (one token check and one account read per page, not one per loader).
 *  Any renewed cookies belong to the page's own reply, not to these calls. */
export function shareSession(deps: Deps, inner: Request, page: Request) {
  memo.set(
    inner,
    resolveAuth(deps, page).then(({ auth }) => ({ auth, setCookies: [] })),
  );
}

async function resolve(deps: Deps, request: Request): Promise<Resolved> {
  const authz = request.headers.get("authorization");
  if (authz?.toLowerCase().startsWith("bearer ")) {
    const claims = await verifyAccess(deps, authz.slice(7).trim());
    const who = claims && (await userForClaims(deps, claims));
    return {
      auth: who && claims ? { ...who, via: "bearer", familyId: claims.familyId } : null,
      setCookies: [],
    };
  }
  const cookies = parseCookies(request.headers.get("cookie"));
  if (cookies[ACCESS_COOKIE]) {
    const claims = await verifyAccess(deps, cookies[ACCESS_COOKIE]);
    const who = claims && (await userForClaims(deps, claims));
    if (who && claims) return { auth: { ...who, via: "cookie", familyId: claims.familyId }, setCookies: [] };
  }
  if (cookies[REFRESH_COOKIE]) {
    try {
      const s = await rotateRefresh(deps, cookies[REFRESH_COOKIE], request.headers.get("user-agent"));
      return {
        auth: { user: s.user, account: s.account, via: "cookie", familyId: s.familyId },
        setCookies: sessionCookies(deps, s),
      };
    } catch {
      return { auth: null, setCookies: clearSessionCookies(deps) };
    }
  }
  return { auth: null, setCookies: [] };
}

/** The signed-in person's own language (users.locale; a child profile's own) for an error reply: the
 *  session as this request already resolved it, else its access token read as it is — nothing renewed,
 *  no refresh token spent on an error. Null when signed out or unknown. */
export async function accountLocaleOf(deps: Deps, request: Request): Promise<string | null> {
  try {
    const known = memo.get(request);
    if (known) return (await known).auth?.user.locale ?? null;
    const authz = request.headers.get("authorization");
    const token = authz?.toLowerCase().startsWith("bearer ")
      ? authz.slice(7).trim()
      : parseCookies(request.headers.get("cookie"))[ACCESS_COOKIE];
    if (!token) return null;
    const claims = await verifyAccess(deps, token);
    const who = claims && (await userForClaims(deps, claims));
    return who?.user.locale ?? null;
  } catch {
    return null; // the database is away: the reply is still made, in the visitor's browser language
  }
}

/** Minimal shape of an Elysia context these helpers need. */
export type Ctx = { request: Request; set: { headers: Record<string, unknown> } };

function forward(ctx: Ctx, setCookies: string[]) {
  if (!setCookies.length) return;
  const prev = ctx.set.headers["set-cookie"];
  const list = Array.isArray(prev) ? prev : prev ? [String(prev)] : [];
  ctx.set.headers["set-cookie"] = [...list, ...setCookies];
}

export async function currentAuth(deps: Deps, ctx: Ctx): Promise<RequestAuth | null> {
  const { auth, setCookies } = await resolveAuth(deps, ctx.request);
  forward(ctx, setCookies);
  return auth;
}

/** The whole session: who learns and who signed in (401 when signed out). */
export async function requireAuth(deps: Deps, ctx: Ctx): Promise<RequestAuth> {
  const auth = await currentAuth(deps, ctx);
  if (!auth) throw unauthorized();
  return auth;
}

/** The access cookie alone, after a session switched learner (the refresh cookie stays as it is). */
export function accessCookie(deps: Deps, accessToken: string, persistent: boolean): string {
  return appCookie(deps, ACCESS_COOKIE, accessToken, persistent ? ACCESS_TTL_SECONDS : null);
}

export async function requireUser(deps: Deps, ctx: Ctx): Promise<User> {
  const auth = await currentAuth(deps, ctx);
  if (!auth) throw unauthorized();
  return auth.user;
}

/** The grown-up area (subscription, payments, profile, the family's data): only an adult's own session.
 *  A child profile's or a pupil's session is refused (issue #16), so nothing a child taps spends money. */
export async function requireGrownUp(deps: Deps, ctx: Ctx): Promise<User> {
  const user = await requireUser(deps, ctx);
  if (user.kind !== "adult") throw forbidden("GROWN_UP_REQUIRED", "Ask a grown-up to open this.");
  return user;
}

/** The teacher's area (classes, pupils, the class's progress): an adult whose account an admin made a
 *  teacher (read from the database on every request). A pupil's session is never a teacher's. */
export async function requireTeacher(deps: Deps, ctx: Ctx): Promise<User> {
  const user = await requireUser(deps, ctx);
  if (!user.isTeacher || user.kind !== "adult")
    throw forbidden(
      "TEACHER_REQUIRED",
      "This is for teachers. Ask your school's admin to make your account a teacher.",
    );
  return user;
}

/** Admin rights are read from the database on every request, never trusted from a token. */
export async function requireAdmin(deps: Deps, ctx: Ctx): Promise<User> {
  const user = await requireUser(deps, ctx);
  if (!user.isAdmin || user.kind !== "adult") throw forbidden("ADMIN_REQUIRED", "Admin access required");
  return user;
}

/** Appends Set-Cookie headers (login, logout) to the reply. */
export function setCookies(ctx: Ctx, cookies: string[]) {
  forward(ctx, cookies);
}
