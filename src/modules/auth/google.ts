// Google sign-in through OpenID Connect (openid-client v6): discovery from GOOGLE_ISSUER,
// authorization code + PKCE, state and nonce kept in a short-lived httpOnly cookie, and the
// id_token's signature checked against the provider's JWKS (enableNonRepudiationChecks).
import * as oidc from "openid-client";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { users, type User } from "../../db/schema";
import { ApiError, badRequest, conflict, notFound, unauthorized } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import { createUser, findUserByEmail, findUserByUsername } from "../users/service";
import { issueSession, type IssuedSession } from "./sessions";
import { MESSAGES } from "./service";

export const GOOGLE_COOKIE = "mh_g";
export const GOOGLE_COOKIE_PATH = "/api/v1/auth/google";
const GOOGLE_COOKIE_SECONDS = 600;
export const GOOGLE_FAILED = "Failed to sign in with Google";

export const googleConfigured = (deps: Deps) => !!(deps.config.google.clientId && deps.config.google.clientSecret);

const isLoopback = (url: URL) => ["localhost", "127.0.0.1", "[::1]", "::1"].includes(url.hostname);

const discovered = new Map<string, Promise<oidc.Configuration>>();

function configuration(deps: Deps): Promise<oidc.Configuration> {
  const { clientId, clientSecret, issuer } = deps.config.google;
  if (!clientId || !clientSecret) throw notFound("Google sign-in is not configured", "GOOGLE_NOT_CONFIGURED");
  const key = `${issuer}|${clientId}`;
  let p = discovered.get(key);
  if (!p) {
    const url = new URL(issuer);
    // Plain http is accepted only for a stand-in on this machine (tests), never for a real provider.
    const insecure = url.protocol === "http:" && isLoopback(url);
    p = oidc.discovery(url, clientId, clientSecret, undefined, {
      execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      timeout: 10,
    });
    p.catch(() => discovered.delete(key));
    discovered.set(key, p);
  }
  return p;
}

const redirectUri = (deps: Deps) => `${deps.config.appUrl}/auth/google/callback`;

function cookie(deps: Deps, value: string, maxAge: number) {
  const secure = deps.config.appUrl.startsWith("https://") ? "; Secure" : "";
  return `${GOOGLE_COOKIE}=${value}; Path=${GOOGLE_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}; Max-Age=${maxAge}`;
}
export const clearGoogleCookie = (deps: Deps) => cookie(deps, "", 0);

/** The consent page URL and the cookie carrying state, nonce and PKCE verifier. */
export async function googleStart(deps: Deps): Promise<{ url: string; cookie: string }> {
  let config: oidc.Configuration;
  try {
    config = await configuration(deps);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    deps.log.warn("google discovery failed", { error: String(e) });
    throw new ApiError(502, "GOOGLE_UNAVAILABLE", "Google sign-in is unavailable right now. Please try again later.");
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(deps),
    response_type: "code",
    scope: "openid email profile",
    access_type: "offline",
    prompt: "consent",
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  });
  const value = Buffer.from(JSON.stringify({ s: state, n: nonce, v: verifier })).toString("base64url");
  return { url: url.href, cookie: cookie(deps, value, GOOGLE_COOKIE_SECONDS) };
}

function readCookie(raw: string | undefined): { s: string; n: string; v: string } | null {
  if (!raw) return null;
  try {
    const o = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    return typeof o?.s === "string" && typeof o?.n === "string" && typeof o?.v === "string" ? o : null;
  } catch {
    return null;
  }
}

type GoogleClaims = { sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string; name?: string; picture?: string };

/** Exchanges the code, checks the id_token, then finds, links or creates the account. */
export async function googleSignIn(
  deps: Deps,
  input: { code: string; state?: string },
  cookieValue: string | undefined,
  meta: { userAgent?: string | null },
): Promise<{ user: User; session: IssuedSession; created: boolean }> {
  const saved = readCookie(cookieValue);
  if (!saved) throw badRequest("GOOGLE_STATE_MISSING", "Your Google sign-in took too long or was started elsewhere. Please try again.");
  if (input.state !== undefined && input.state !== saved.s) throw unauthorized(GOOGLE_FAILED, "GOOGLE_FAILED");
  const config = await configuration(deps);
  const current = new URL(redirectUri(deps));
  current.searchParams.set("code", input.code);
  current.searchParams.set("state", saved.s);
  let claims: GoogleClaims;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: saved.v,
      expectedState: saved.s,
      expectedNonce: saved.n,
      idTokenExpected: true,
    });
    const c = tokens.claims();
    if (!c) throw new Error("no id_token claims");
    claims = c as unknown as GoogleClaims;
  } catch (e) {
    deps.log.warn("google sign-in refused", { error: String((e as Error)?.message ?? e) });
    throw unauthorized(GOOGLE_FAILED, "GOOGLE_FAILED");
  }
  if (typeof claims.sub !== "string" || !claims.sub || typeof claims.email !== "string" || !claims.email)
    throw unauthorized("Google did not share an email address with us.", "GOOGLE_FAILED");
  const emailVerified = claims.email_verified === true;

  let created = false;
  let user = deps.db.select().from(users).where(eq(users.googleSub, claims.sub)).get();
  if (!user) {
    const existing = findUserByEmail(deps, claims.email);
    if (existing) {
      // Linking needs Google's word that the address belongs to this person.
      if (!emailVerified)
        throw conflict("GOOGLE_EMAIL_UNVERIFIED", "An account with this email already exists. Please sign in with your password.");
      user = deps.db
        .update(users)
        .set({ googleSub: claims.sub, isVerified: true, profilePicture: existing.profilePicture ?? safePicture(claims.picture), updatedAt: deps.clock.now() })
        .where(eq(users.id, existing.id))
        .returning()
        .get();
    } else {
      user = await createUser(deps, {
        email: claims.email,
        username: freeUsername(deps, claims.email),
        firstName: (claims.given_name ?? claims.name ?? claims.email.split("@")[0]).slice(0, 100) || "Friend",
        lastName: (claims.family_name ?? "").slice(0, 100),
        googleSub: claims.sub,
        profilePicture: safePicture(claims.picture),
        isVerified: emailVerified,
      });
      created = true;
    }
  }
  if (!user.isActive) throw new ApiError(403, "ACCOUNT_DISABLED", MESSAGES.deactivated);
  const session = await issueSession(deps, user, { persistent: false, userAgent: meta.userAgent });
  return { user, session, created };
}

const safePicture = (p: unknown) => (typeof p === "string" && p.startsWith("https://") && p.length < 1000 ? p : null);

function freeUsername(deps: Deps, email: string) {
  const base = (email.split("@")[0].replace(/[^A-Za-z0-9_]/g, "_").slice(0, 20) || "learner").padEnd(3, "_");
  if (!findUserByUsername(deps, base)) return base;
  for (;;) {
    const candidate = `${base}_${randomToken(4).replace(/[^A-Za-z0-9]/g, "").slice(0, 4)}`;
    if (!findUserByUsername(deps, candidate)) return candidate;
  }
}
