// Accounts: register, sign in, email verification and password reset, with their limits.
// Plain functions over deps; the routes, pages and CLI call these and nothing else.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { emailTokens, users, type User } from "../../db/schema";
import { ApiError, badRequest, forbidden, unauthorized } from "../../lib/errors";
import { randomToken, sha256 } from "../../lib/ids";
import { assertUnder, hit, spend } from "../ratelimit/service";
import {
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  normalizeEmail,
  setDigest,
  setLocale,
  verifyPassword,
} from "../users/service";
import { sendMail } from "../mail/service";
import { resetPasswordMail, verifyEmailMail } from "../mail/templates";
import { issueSession, revokeAllSessions, type IssuedSession } from "./sessions";
import { assertMayTry, forgetFailures, recordFailure, recordSuccess } from "./lockout";
import type { RegisterBody } from "../../../shared/auth";
import { translatorFor } from "../../../shared/i18n/catalogues";

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
  signupClosed:
    "New accounts on this site are made by the school. Sign in with your school account, or ask an administrator for an account.",
} as const;

// A real hash to compare against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword("timing-equaliser-Aa1"));

const perIp = (deps: Deps, action: string, ip: string) =>
  hit(deps, `${action}:ip:${ip}`, deps.config.rateLimits.perIp, undefined, MESSAGES.tooManyRequests);

export type AuthResult = { user: User; session: IssuedSession };

async function createEmailToken(
  deps: Deps,
  userId: number,
  purpose: "verify_email" | "reset_password",
): Promise<string> {
  const token = randomToken(32);
  const now = deps.clock.now();
  const ttl = purpose === "verify_email" ? VERIFY_TTL_MS : RESET_TTL_MS;
  await transact(deps.db, async (tx) => {
    // A new link makes older unused links of the same purpose stop working.
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttl),
    });
  });
  return token;
}

/** The live (unused, unexpired) token row, or null. */
async function liveToken(deps: Deps, token: string, purpose: "verify_email" | "reset_password") {
  const [row] = await deps.db
    .select()
    .from(emailTokens)
    .where(eq(emailTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= deps.clock.now().getTime())
    return null;
  return row;
}

export async function sendVerification(deps: Deps, user: User) {
  if (!user.email) return null; // children and pupils have no address to verify
  const token = await createEmailToken(deps, user.id, "verify_email");
  return sendMail(
    deps,
    user.email,
    verifyEmailMail(deps.config.appUrl, user.firstName, token, translatorFor(user.locale)),
  );
}

export async function register(
  deps: Deps,
  input: z.infer<typeof RegisterBody>,
  meta: { ip: string; userAgent?: string | null; locale?: "en" | "fr" | null },
): Promise<AuthResult> {
  // SIGNUP_MODE=restricted: accounts come from the school's provider or from an admin (cli users:create).
  if (deps.config.signupMode === "restricted") throw forbidden("SIGNUP_CLOSED", MESSAGES.signupClosed);
  await perIp(deps, "register", meta.ip);
  // "This email is taken" tells whether an address has an account: an address may hear it only a
  // few times per window (like failed sign-ins); past that every sign-up from it waits, so the
  // answers cannot be used to sweep a list of addresses.
  const takenKey = `register-taken:ip:${meta.ip}`;
  const takenLimit = deps.config.rateLimits.loginPerAccount;
  await assertUnder(deps, takenKey, takenLimit, MESSAGES.tooManyRequests);
  const created = await createUser(deps, {
    email: input.email,
    username: input.username,
    firstName: input.first_name,
    lastName: input.last_name,
    password: input.password,
    phoneNumber: input.phone_number,
    address: input.address,
    country: input.country,
  }).catch(async (e) => {
    if (e instanceof ApiError && e.code === "EMAIL_TAKEN")
      await hit(deps, takenKey, takenLimit + 1, undefined, MESSAGES.tooManyRequests);
    throw e;
  });
  // The language the visitor signed up in (issue #30): the account's, so its mails are in it too.
  const user = meta.locale ? await setLocale(deps, created.id, meta.locale) : created;
  // Only the sign-up form asks about the weekly email (Google/OpenID first sign-ins start without it;
  // the profile turns it on).
  if (input.digest_opt_in === true) await setDigest(deps, user.id, true);
  // The account exists from here on; a mail that cannot be sent stays in the outbox.
  await sendVerification(deps, user);
  const session = await issueSession(deps, user, { persistent: false, userAgent: meta.userAgent });
  return { user, session };
}

export async function login(
  deps: Deps,
  input: { email: string; password: string; remember_me?: boolean },
  meta: { ip: string; userAgent?: string | null },
): Promise<AuthResult> {
  const email = normalizeEmail(input.email);
  await perIp(deps, "login", meta.ip);
  // Failures wait per (account, address) pair, growing with each one (./lockout.ts): a stranger
  // cannot lock the owner out, unknown emails included.
  await assertMayTry(deps, email, meta.ip);
  const user = await findUserByEmail(deps, email);
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : (await verifyPassword(input.password, await timingDummy()), false);
  if (!user || !ok) {
    await recordFailure(deps, email, meta.ip);
    throw unauthorized(MESSAGES.loginFailed, "INVALID_CREDENTIALS");
  }
  if (!user.isActive) throw new ApiError(403, "ACCOUNT_DISABLED", MESSAGES.deactivated);
  await recordSuccess(deps, email, meta.ip);
  const session = await issueSession(deps, user, {
    persistent: input.remember_me === true,
    userAgent: meta.userAgent,
  });
  return { user, session };
}

export async function verifyEmail(deps: Deps, token: string, meta: { ip: string }): Promise<User> {
  await perIp(deps, "verify", meta.ip);
  const row = await liveToken(deps, token, "verify_email");
  if (!row) throw badRequest("INVALID_TOKEN", MESSAGES.verifyFailed);
  const now = deps.clock.now();
  await transact(deps.db, async (tx) => {
    await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id));
    await tx.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, row.userId));
  });
  const user = await findUserById(deps, row.userId);
  if (!user) throw badRequest("INVALID_TOKEN", MESSAGES.verifyFailed);
  return user;
}

/** Sends a fresh verification link to a signed-in, unverified user. */
export async function resendVerification(deps: Deps, user: User, meta: { ip: string }) {
  await perIp(deps, "verify", meta.ip);
  await hit(
    deps,
    `resend-verify:user:${user.id}`,
    deps.config.rateLimits.forgotPerAccount,
    undefined,
    MESSAGES.tooManyRequests,
  );
  if (user.isVerified || !user.email) return { sent: false };
  await sendVerification(deps, user);
  return { sent: true };
}

const pendingResets = new WeakMap<Deps, Promise<void>>();

/** Resolves once the reset links asked for so far are made and queued as mail (tests wait on it). */
export function resetMailsSettled(deps: Deps): Promise<void> {
  return pendingResets.get(deps) ?? Promise.resolve();
}

/** Same answer, after the same work, whether or not the email has an account (no enumeration):
 * looking the address up, making the link and writing the mail all happen after the answer. */
export async function forgotPassword(
  deps: Deps,
  emailInput: string,
  meta: { ip: string },
): Promise<{ message: string }> {
  const email = normalizeEmail(emailInput);
  await perIp(deps, "forgot", meta.ip);
  // Budgets per (account, address) and per address: a stranger asking for someone's reset spends
  // only their own, so the owner's request from their own address is still served.
  await hit(
    deps,
    `forgot-accounts:ip:${meta.ip}`,
    deps.config.rateLimits.forgotPerIp,
    undefined,
    MESSAGES.tooManyRequests,
  );
  await hit(
    deps,
    `forgot:account:${email}:ip:${meta.ip}`,
    deps.config.rateLimits.forgotPerAccount,
    undefined,
    MESSAGES.tooManyRequests,
  );
  const before = pendingResets.get(deps) ?? Promise.resolve();
  const done = before
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(async () => {
      try {
        const user = await findUserByEmail(deps, email);
        // At most a few reset mails an hour reach one inbox, whoever asks; the answer does not change
        // (no enumeration), and the links already mailed stay valid.
        if (
          user?.email &&
          user.isActive &&
          (await spend(deps, `reset-mail:user:${user.id}`, deps.config.rateLimits.resetMailsPerHour, 3600))
        ) {
          const token = await createEmailToken(deps, user.id, "reset_password");
          await sendMail(
            deps,
            user.email,
            resetPasswordMail(deps.config.appUrl, user.firstName, token, translatorFor(user.locale)),
          );
        }
      } catch (e) {
        deps.log.error("password reset mail failed", { error: String(e) });
      }
    });
  pendingResets.set(deps, done);
  return { message: MESSAGES.forgotSent };
}

/** Sets a new password from a reset link; every session of the user ends. */
export async function resetPassword(
  deps: Deps,
  token: string,
  newPassword: string,
  meta: { ip: string },
): Promise<User> {
  await perIp(deps, "reset", meta.ip);
  if (!(await liveToken(deps, token, "reset_password")))
    throw badRequest("INVALID_TOKEN", MESSAGES.resetFailed);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const userId = await transact(deps.db, async (tx) => {
    // Claimed again inside the transaction, in one conditional update: two racing resets with one
    // link, only one wins (on PostgreSQL too, where the second waits for the first's row lock).
    const [row] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, sha256(token)),
          eq(emailTokens.purpose, "reset_password"),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId });
    if (!row) return null;
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, row.userId), isNull(emailTokens.usedAt)));
    // Following the link proves the address, so it also counts as verified.
    await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: now })
      .where(eq(users.id, row.userId));
    return row.userId;
  });
  if (userId === null) throw badRequest("INVALID_TOKEN", MESSAGES.resetFailed);
  await revokeAllSessions(deps, userId);
  const user = (await findUserById(deps, userId))!;
  await forgetFailures(deps, user.email ?? ""); // the owner proved the address: no more waits
  return user;
}
