// Sign-in through OpenID Connect providers (openid-client v6): Google (GOOGLE_*) and an optional
// second provider, such as a school's own (OIDC_*). One flow for both: discovery from the issuer,
// authorization code + PKCE, state and nonce kept in a short-lived httpOnly cookie, the whole
// callback query handed to openid-client (so RFC 9207's `iss` is checked where the provider sends
// it), the id_token's signature checked against the JWKS, and the userinfo endpoint asked for the
// email and names when the id_token does not carry them (OpenID Connect Core §5.4).
import * as oidc from "openid-client";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { users, type User } from "../../db/schema";
import { ApiError, conflict, forbidden, notFound, unauthorized, badRequest } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import { createUser, findUserByEmail, findUserByUsername } from "../users/service";
import { issueSession, type IssuedSession } from "./sessions";
import { MESSAGES } from "./service";
import { nameProblem } from "../../lib/names";
import type { ProvidersInfo } from "./model";

const acceptableName = (v: string | undefined) => (v && !nameProblem(v) ? v.normalize("NFC").trim() : null);

export const PROVIDER_IDS = ["google", "oidc"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

type Provider = {
  id: ProviderId;
  /** Error codes start with it (GOOGLE_FAILED, OIDC_FAILED, …). */
  code: "GOOGLE" | "OIDC";
  /** How messages name the provider. */
  name: string;
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  /** Extra authorization parameters (Google's, from the SPEC). */
  extra: Record<string, string>;
  allowedDomains: string[];
  cookie: string;
  /** The users column keeping this provider's subject, and how a subject is written there. */
  column: typeof users.googleSub | typeof users.oidcSub;
  field: "googleSub" | "oidcSub";
  subject: (sub: string) => string;
};

export function provider(deps: Deps, id: ProviderId): Provider {
  const c = deps.config;
  if (id === "google")
    return {
      id,
      code: "GOOGLE",
      name: "Google",
      ...c.google,
      extra: { access_type: "offline", prompt: "consent" },
      allowedDomains: [],
      cookie: "mh_g",
      column: users.googleSub,
      field: "googleSub",
      subject: (sub) => sub,
    };
  const issuer = c.oidc.issuer;
  return {
    id,
    code: "OIDC",
    name: "your school account",
    ...c.oidc,
    extra: {},
    cookie: "mh_o",
    column: users.oidcSub,
    field: "oidcSub",
    subject: (sub) => `${issuer} ${sub}`,
  };
}

export const isProviderId = (v: unknown): v is ProviderId => (PROVIDER_IDS as readonly unknown[]).includes(v);
export const failedMessage = (p: Provider) => `Failed to sign in with ${p.name}`;
export const cookiePath = (id: ProviderId) => `/api/v1/auth/${id}`;

/** Configured, and allowed by SIGNUP_MODE (a restricted school instance accepts only its own provider). */
export function providerEnabled(deps: Deps, id: ProviderId): boolean {
  const p = provider(deps, id);
  if (!p.issuer || !p.clientId || !p.clientSecret) return false;
  return !(id === "google" && deps.config.signupMode === "restricted");
}

export type { ProvidersInfo };

/** What /login and /signup show. */
export function providersInfo(deps: Deps): ProvidersInfo {
  return {
    google: providerEnabled(deps, "google"),
    oidc: providerEnabled(deps, "oidc") ? { label: deps.config.oidc.label } : null,
    signup: deps.config.signupMode,
  };
}

function requireEnabled(deps: Deps, p: Provider) {
  if (providerEnabled(deps, p.id)) return;
  if (p.id === "google" && p.clientId)
    throw forbidden("GOOGLE_DISABLED", "Google sign-in is turned off on this site.");
  throw notFound(
    p.id === "google" ? "Google sign-in is not configured" : "School sign-in is not configured",
    `${p.code}_NOT_CONFIGURED`,
  );
}

const unavailable = (p: Provider) =>
  new ApiError(
    502,
    `${p.code}_UNAVAILABLE`,
    `Sign-in with ${p.name} is unavailable right now. Please try again later.`,
  );

const isLoopback = (url: URL) => ["localhost", "127.0.0.1", "[::1]", "::1"].includes(url.hostname);

// One discovery per configuration (so a restarted app, or a new test app, discovers again);
// a failed discovery is forgotten so the next attempt retries.
const discovered = new WeakMap<object, Map<string, Promise<oidc.Configuration>>>();

function configuration(deps: Deps, p: Provider): Promise<oidc.Configuration> {
  let cache = discovered.get(deps.config);
  if (!cache) discovered.set(deps.config, (cache = new Map()));
  const key = `${p.issuer}|${p.clientId}`;
  let promise = cache.get(key);
  if (!promise) {
    const url = new URL(p.issuer!);
    // Plain http is accepted only for a stand-in on this machine (tests), never for a real provider.
    const insecure = url.protocol === "http:" && isLoopback(url);
    promise = oidc.discovery(url, p.clientId!, p.clientSecret!, undefined, {
      execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      timeout: 10,
    });
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/** Discovery, or 502 <CODE>_UNAVAILABLE in the envelope (at the start and at the callback alike). */
async function reachable(deps: Deps, p: Provider): Promise<oidc.Configuration> {
  try {
    return await configuration(deps, p);
  } catch (e) {
    deps.log.warn("oidc discovery failed", { provider: p.id, issuer: p.issuer, ...errorFacts(e) });
    throw unavailable(p);
  }
}

const redirectUri = (deps: Deps, p: Provider) => `${deps.config.appUrl}/auth/${p.id}/callback`;

function cookie(deps: Deps, p: Provider, value: string, maxAge: number) {
  const secure = deps.config.appUrl.startsWith("https://") ? "; Secure" : "";
  return `${p.cookie}=${value}; Path=${cookiePath(p.id)}; HttpOnly; SameSite=Lax${secure}; Max-Age=${maxAge}`;
}
export const cookieName = (deps: Deps, id: ProviderId) => provider(deps, id).cookie;
export const clearFlowCookie = (deps: Deps, id: ProviderId) => cookie(deps, provider(deps, id), "", 0);
const COOKIE_SECONDS = 600;

/** The provider's consent page URL and the cookie carrying state, nonce and PKCE verifier. */
export async function signInStart(deps: Deps, id: ProviderId): Promise<{ url: string; cookie: string }> {
  const p = provider(deps, id);
  requireEnabled(deps, p);
  const config = await reachable(deps, p);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(deps, p),
    response_type: "code",
    scope: "openid email profile",
    ...p.extra,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  });
  const value = Buffer.from(JSON.stringify({ s: state, n: nonce, v: verifier })).toString("base64url");
  return { url: url.href, cookie: cookie(deps, p, value, COOKIE_SECONDS) };
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

/** What went wrong, for the log: names, codes and the provider's own error text; never tokens, codes or state. */
function errorFacts(e: unknown): Record<string, unknown> {
  if (e instanceof oidc.ResponseBodyError)
    return { error: e.name, status: e.status, oauth_error: e.error, description: e.error_description };
  if (e instanceof oidc.AuthorizationResponseError)
    return { error: e.name, oauth_error: e.error, description: e.error_description };
  if (e instanceof oidc.WWWAuthenticateChallengeError) return { error: e.name, status: e.response.status };
  if (e instanceof Error) {
    const cause = e.cause instanceof Error ? e.cause : null;
    return {
      error: e.name,
      message: e.message,
      ...((e as { code?: string }).code ? { code: (e as { code?: string }).code } : {}),
      ...(cause
        ? {
            cause: `${cause.name}: ${cause.message}`,
            ...((cause as { code?: string }).code ? { cause_code: (cause as { code?: string }).code } : {}),
          }
        : {}),
    };
  }
  return { error: String(e) };
}

/** A network failure or timeout (the provider is down), as opposed to a refusal. */
const unreachableError = (e: unknown) =>
  e instanceof TypeError ||
  (e instanceof oidc.ClientError && (e.code === "OAUTH_TIMEOUT" || e.code === "OAUTH_ABORT"));

type Claims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
};

/**
 * Finishes a sign-in: `callback` is the whole query the provider sent back to /auth/<id>/callback.
 * Exchanges the code, checks the id_token, fetches userinfo when needed, then finds, links or
 * creates the account.
 */
export async function signInFinish(
  deps: Deps,
  id: ProviderId,
  callback: Record<string, string>,
  cookieValue: string | undefined,
  meta: { userAgent?: string | null },
): Promise<{ user: User; session: IssuedSession; created: boolean }> {
  const p = provider(deps, id);
  const refuse = (reason: string, extra: Record<string, unknown> = {}) => {
    deps.log.warn("oidc sign-in refused", { provider: p.id, reason, ...extra });
    return unauthorized(failedMessage(p), `${p.code}_FAILED`);
  };
  requireEnabled(deps, p);
  const saved = readCookie(cookieValue);
  if (!saved) {
    deps.log.info("oidc sign-in without its cookie", {
      provider: p.id,
      cookie: cookieValue ? "unreadable" : "absent",
    });
    throw badRequest(
      `${p.code}_STATE_MISSING`,
      `Your sign-in with ${p.name} took too long or was started elsewhere. Please try again.`,
    );
  }
  // A missing state is refused like a wrong one (never filled in from the cookie).
  if (!callback.state) throw refuse("state missing from the callback");
  if (callback.state !== saved.s) throw refuse("state does not match this browser's sign-in");
  const config = await reachable(deps, p);
  const current = new URL(redirectUri(deps, p));
  for (const [k, v] of Object.entries(callback)) current.searchParams.set(k, v);

  let claims: Claims;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: saved.v,
      expectedState: saved.s,
      expectedNonce: saved.n,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims() as unknown as Claims | undefined;
    if (!idClaims) throw new Error("no id_token claims");
    claims = idClaims;
    if (typeof claims.email !== "string" || !claims.email) {
      // Standard providers put scope claims in userinfo; openid-client refuses a different sub.
      const info = (await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)) as unknown as Claims;
      claims = { ...info, ...idClaims, email: info.email, email_verified: info.email_verified };
    }
  } catch (e) {
    if (unreachableError(e)) {
      deps.log.warn("oidc provider unreachable at callback", { provider: p.id, ...errorFacts(e) });
      throw unavailable(p);
    }
    throw refuse("the provider's answer was refused", errorFacts(e));
  }
  if (typeof claims.sub !== "string" || !claims.sub || typeof claims.email !== "string" || !claims.email) {
    deps.log.warn("oidc sign-in refused", { provider: p.id, reason: "no email claim" });
    throw unauthorized(
      `${p.id === "google" ? "Google" : "Your school account"} did not share an email address with us.`,
      `${p.code}_FAILED`,
    );
  }
  const email = claims.email.trim().toLowerCase();
  if (p.allowedDomains.length && !p.allowedDomains.includes(email.split("@").pop()!)) {
    deps.log.info("oidc sign-in outside the allowed domains", {
      provider: p.id,
      domain: email.split("@").pop(),
    });
    throw forbidden(
      `${p.code}_DOMAIN_NOT_ALLOWED`,
      `Only ${p.allowedDomains.map((d) => "@" + d).join(", ")} accounts can sign in here.`,
    );
  }
  const emailVerified = claims.email_verified === true;
  const subject = p.subject(claims.sub);

  let created = false;
  let [user]: (User | undefined)[] = await deps.db.select().from(users).where(eq(p.column, subject)).limit(1);
  if (!user) {
    const existing = await findUserByEmail(deps, email);
    if (existing) {
      // Linking needs the provider's word that the address belongs to this person.
      if (!emailVerified) {
        deps.log.info("oidc link refused: email not verified by the provider", {
          provider: p.id,
          user: existing.id,
        });
        throw conflict(
          `${p.code}_EMAIL_UNVERIFIED`,
          "An account with this email already exists. Please sign in with your password.",
        );
      }
      if (existing[p.field]) {
        deps.log.warn("oidc link refused: account linked to another subject", {
          provider: p.id,
          user: existing.id,
        });
        throw conflict(
          `${p.code}_ALREADY_LINKED`,
          `This account is already linked to another ${p.id === "google" ? "Google account" : "school account"}.`,
        );
      }
      [user] = await deps.db
        .update(users)
        .set({
          [p.field]: subject,
          isVerified: true,
          profilePicture: existing.profilePicture ?? safePicture(claims.picture),
          updatedAt: deps.clock.now(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      deps.log.info("oidc account linked", { provider: p.id, user: existing.id });
    } else {
      user = await createUser(deps, {
        email,
        username: await freeUsername(deps, email),
        // The provider's names pass the same name rule as sign-up; what does not is left out.
        firstName: acceptableName(claims.given_name) ?? acceptableName(claims.name) ?? "Friend",
        lastName: acceptableName(claims.family_name) ?? "",
        [p.field]: subject,
        profilePicture: safePicture(claims.picture),
        isVerified: emailVerified,
      });
      created = true;
      deps.log.info("oidc account created", { provider: p.id, user: user.id });
    }
  }
  if (!user.isActive) throw new ApiError(403, "ACCOUNT_DISABLED", MESSAGES.deactivated);
  const session = await issueSession(deps, user, { persistent: false, userAgent: meta.userAgent });
  return { user, session, created };
}

const safePicture = (p: unknown) =>
  typeof p === "string" && p.startsWith("https://") && p.length < 1000 ? p : null;

async function freeUsername(deps: Deps, email: string) {
  const base = (
    email
      .split("@")[0]
      .replace(/[^A-Za-z0-9_]/g, "_")
      .slice(0, 20) || "learner"
  ).padEnd(3, "_");
  if (!(await findUserByUsername(deps, base))) return base;
  for (;;) {
    const candidate = `${base}_${randomToken(4)
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 4)}`;
    if (!(await findUserByUsername(deps, candidate))) return candidate;
  }
}
