// Accounts: register, sign in, email verification and password reset, with their limits.
// Plain functions over deps; the routes, pages and CLI call these and nothing else.
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps";
import { emailTokens, users, type User } from "../../db/schema";
import { ApiError, badRequest, forbidden, unauthorized } from "../../lib/errors";
import { randomToken, sha256 } from "../../lib/ids";
import { assertUnder, hit } from "../ratelimit/service";
import { createUser, findUserByEmail, findUserById, hashPassword, normalizeEmail, verifyPassword } from "../users/service";
import { sendMail } from "../mail/service";
import { resetPasswordMail, verifyEmailMail } from "../mail/templates";
import { issueSession, revokeAllSessions, type IssuedSession } from "./sessions";
import { assertMayTry, forgetFailures, recordFailure, recordSuccess } from "./lockout";
import { setDigest } from "../digest/service";
import type { RegisterBody } from "../../../shared/auth";

export const VERIFY_TTL_MS = 24 * 3600_000;
export const RESET_TTL_MS = 3600_000;

export const MESSAGES = {
  loginFailed: "Login failed. Please check your credentials.",
  deactivated: "This account has been deactivated. Please contact us for help.",
  tooManyLogins: "Too many sign-in attempts. Please wait a few minutes and try again.",
  tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
  forgotSent: "Password reset link has been sent to your email. Please check your inbox.",
  verifyFailed: "This verification link is invalid or has expired.",
  resetFailed: "This reset link is invalid or has expired. Please ask for a new one.",
  signupClosed: "New accounts on this site are made by the school. Sign in with your school account, or ask an administrator for an account.",
} as const;

// A real hash to compare against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword("timing-equaliser-Aa1"));

const perIp = (deps: Deps, action: string, ip: string) => hit(deps, `${action}:ip:${ip}`, deps.config.rateLimits.perIp, undefined, MESSAGES.tooManyRequests);

export type AuthResult = { user: User; session: IssuedSession };

function createEmailToken(deps: Deps, userId: number, purpose: "verify_email" | "reset_password"): string {
  const token = randomToken(32);
  const now = deps.clock.now();
  const ttl = purpose === "verify_email" ? VERIFY_TTL_MS : RESET_TTL_MS;
  deps.db.transaction((tx) => {
    // A new link makes older unused links of the same purpose stop working.
    tx.update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
      .run();
    tx.insert(emailTokens).values({ userId, purpose, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + ttl) }).run();
  });
  return token;
}

/** The live (unused, unexpired) token row, or null. */
function liveToken(deps: Deps, token: string, purpose: "verify_email" | "reset_password") {
  const row = deps.db.select().from(emailTokens).where(eq(emailTokens.tokenHash, sha256(token))).get();
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= deps.clock.now().getTime()) return null;
  return row;
}

export function sendVerification(deps: Deps, user: User) {
  if (!user.email) return null; // children and pupils have no address to verify
  const token = createEmailToken(deps, user.id, "verify_email");
  return sendMail(deps, user.email, verifyEmailMail(deps.config.appUrl, user.firstName, token));
}

export async function register(deps: Deps, input: z.infer<typeof RegisterBody>, meta: { ip: string; userAgent?: string | null }): Promise<AuthResult> {
  // SIGNUP_MODE=restricted: accounts come from the school's provider or from an admin (cli users:create).
  if (deps.config.signupMode === "restricted") throw forbidden("SIGNUP_CLOSED", MESSAGES.signupClosed);
  perIp(deps, "register", meta.ip);
  // "This email is taken" tells whether an address has an account: an address may hear it only a
  // few times per window (like failed sign-ins); past that every sign-up from it waits, so the
  // answers cannot be used to sweep a list of addresses.
  const takenKey = `register-taken:ip:${meta.ip}`;
  const takenLimit = deps.config.rateLimits.loginPerAccount;
  assertUnder(deps, takenKey, takenLimit, MESSAGES.tooManyRequests);
  const user = await createUser(deps, {
    email: input.email,
    username: input.username,
    firstName: input.first_name,
    lastName: input.last_name,
    password: input.password,
    phoneNumber: input.phone_number,
    address: input.address,
    country: input.country,
  }).catch((e) => {
    if (e instanceof ApiError && e.code === "EMAIL_TAKEN") hit(deps, takenKey, takenLimit + 1, undefined, MESSAGES.tooManyRequests);
    throw e;
  });
  // Only the sign-up form asks about the weekly email (Google/OpenID first sign-ins start without it;
  // the profile turns it on).
  if (input.digest_opt_in === true) await setDigest(deps, user.id, true);
  // The account exists from here on; a mail that cannot be sent stays in the outbox.
  sendVerification(deps, user);
  const session = await issueSession(deps, user, { persistent: false, userAgent: meta.userAgent });
  return { user, session };
}

export async function login(
  deps: Deps,
  input: { email: string; password: string; remember_me?: boolean },
  meta: { ip: string; userAgent?: string | null },
): Promise<AuthResult> {
  const email = normalizeEmail(input.email);
  perIp(deps, "login", meta.ip);
  // Failures wait per (account, address) pair, growing with each one (./lockout.ts): a stranger
  // cannot lock the owner out, unknown emails included.
  await assertMayTry(deps, email, meta.ip);
  const user = findUserByEmail(deps, email);
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : (await verifyPassword(input.password, await timingDummy()), false);
  if (!user || !ok) {
    await recordFailure(deps, email, meta.ip);
    throw unauthorized(MESSAGES.loginFailed, "INVALID_CREDENTIALS");
  }
  if (!user.isActive) throw new ApiError(403, "ACCOUNT_DISABLED", MESSAGES.deactivated);
  await recordSuccess(deps, email, meta.ip);
  const session = await issueSession(deps, user, { persistent: input.remember_me === true, userAgent: meta.userAgent });
  return { user, session };
}

export function verifyEmail(deps: Deps, token: string, meta: { ip: string }): User {
  perIp(deps, "verify", meta.ip);
  const row = liveToken(deps, token, "verify_email");
  if (!row) throw badRequest("INVALID_TOKEN", MESSAGES.verifyFailed);
  const now = deps.clock.now();
  deps.db.transaction((tx) => {
    tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id)).run();
    tx.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, row.userId)).run();
  });
  const user = findUserById(deps, row.userId);
  if (!user) throw badRequest("INVALID_TOKEN", MESSAGES.verifyFailed);
  return user;
}

/** Sends a fresh verification link to a signed-in, unverified user. */
export function resendVerification(deps: Deps, user: User, meta: { ip: string }) {
  perIp(deps, "verify", meta.ip);
  hit(deps, `resend-verify:user:${user.id}`, deps.config.rateLimits.forgotPerAccount, undefined, MESSAGES.tooManyRequests);
  if (user.isVerified || !user.email) return { sent: false };
  sendVerification(deps, user);
  return { sent: true };
}

const pendingResets = new WeakMap<Deps, Promise<void>>();

/** Resolves once the reset links asked for so far are made and queued as mail (tests wait on it). */
export function resetMailsSettled(deps: Deps): Promise<void> {
  return pendingResets.get(deps) ?? Promise.resolve();
}

/** Same answer, after the same work, whether or not the email has an account (no enumeration):
 * looking the address up, making the link and writing the mail all happen after the answer. */
export function forgotPassword(deps: Deps, emailInput: string, meta: { ip: string }): { message: string } {
  const email = normalizeEmail(emailInput);
  perIp(deps, "forgot", meta.ip);
  hit(deps, `forgot:account:${email}`, deps.config.rateLimits.forgotPerAccount, undefined, MESSAGES.tooManyRequests);
  const before = pendingResets.get(deps) ?? Promise.resolve();
  const done = before.then(
    () =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          try {
            const user = findUserByEmail(deps, email);
            if (user?.email && user.isActive) {
              const token = createEmailToken(deps, user.id, "reset_password");
              sendMail(deps, user.email, resetPasswordMail(deps.config.appUrl, user.firstName, token));
            }
          } catch (e) {
            deps.log.error("password reset mail failed", { error: String(e) });
          }
          resolve();
        }),
      ),
  );
  pendingResets.set(deps, done);
  return { message: MESSAGES.forgotSent };
}

/** Sets a new password from a reset link; every session of the user ends. */
export async function resetPassword(deps: Deps, token: string, newPassword: string, meta: { ip: string }): Promise<User> {
  perIp(deps, "reset", meta.ip);
  if (!liveToken(deps, token, "reset_password")) throw badRequest("INVALID_TOKEN", MESSAGES.resetFailed);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const userId = deps.db.transaction((tx) => {
    // Checked again inside the transaction: two racing resets with one link, only one wins.
    const row = tx.select().from(emailTokens).where(eq(emailTokens.tokenHash, sha256(token))).get();
    if (!row || row.usedAt || row.purpose !== "reset_password" || row.expiresAt.getTime() <= now.getTime()) return null;
    tx.update(emailTokens).set({ usedAt: now }).where(and(eq(emailTokens.userId, row.userId), isNull(emailTokens.usedAt))).run();
    // Following the link proves the address, so it also counts as verified.
    tx.update(users).set({ passwordHash, isVerified: true, updatedAt: now }).where(eq(users.id, row.userId)).run();
    return row.userId;
  });
  if (userId === null) throw badRequest("INVALID_TOKEN", MESSAGES.resetFailed);
  revokeAllSessions(deps, userId);
  await forgetFailures(deps, findUserById(deps, userId)!.email ?? ""); // the owner proved the address: no more waits
  return findUserById(deps, userId)!;
}
