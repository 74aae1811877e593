// The parent gate (issue #16): a family session acting as a child goes back to the grown-up only with the
// account's password, or its PIN when the parent set one. Wrong answers are counted per account (a child
// cannot try PINs for long); a right one clears the count.
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { users, type User } from "../../db/schema";
import { ApiError, conflict } from "../../lib/errors";
import { assertUnder, clear, hit } from "../ratelimit/service";
import { hashPassword, verifyPassword } from "../users/service";
import { recordAudit } from "../audit/service";
import type { GateKind } from "./model";
import { actorLabel } from "../users/service";

/** Wrong gate answers an account gets per window before it waits. */
export const GATE_TRIES = 5;
export const GATE_WINDOW_SECONDS = 15 * 60;
const TOO_MANY = "Too many wrong tries. Please wait 15 minutes, or sign out and sign in again.";

/** How this account's gate opens: its PIN, its password, or (a Google-only account without a PIN) only by
 *  signing in again. */
export type { GateKind };
export const gateKind = (account: User): GateKind =>
  account.parentPinHash ? "pin" : account.passwordHash ? "password" : "signin";

const key = (accountId: number) => `parent-gate:account:${accountId}`;

export async function checkGate(
  deps: Deps,
  account: User,
  answer: { pin?: string; password?: string },
): Promise<void> {
  await assertUnder(deps, key(account.id), GATE_TRIES, TOO_MANY);
  const kind = gateKind(account);
  if (kind === "signin")
    throw conflict(
      "GATE_NEEDS_SIGN_IN",
      "This account has no password or PIN. Sign out and sign in again as the grown-up, then set a PIN in your profile.",
    );
  const field = answer.pin !== undefined ? "pin" : "password";
  let ok = false;
  if (field === "pin" && account.parentPinHash && answer.pin)
    ok = await verifyPassword(answer.pin, account.parentPinHash).catch(() => false);
  if (field === "password" && account.passwordHash && answer.password)
    ok = await verifyPassword(answer.password, account.passwordHash).catch(() => false);
  if (!ok) {
    await hit(deps, key(account.id), GATE_TRIES, GATE_WINDOW_SECONDS, TOO_MANY);
    const message =
      field === "pin"
        ? account.parentPinHash
          ? "That PIN is not right."
          : "No PIN is set: use the account's password."
        : "That password is not right.";
    throw new ApiError(403, "GATE_REFUSED", message, { [field]: message });
  }
  await clear(deps, key(account.id));
}

/** PUT /users/me/parent-pin (pin) and DELETE (null): the gate's PIN, stored hashed like a password. */
export async function setParentPin(deps: Deps, account: User, pin: string | null) {
  const hash = pin === null ? null : await hashPassword(pin);
  await transact(deps.db, async (tx) => {
    await tx
      .update(users)
      .set({ parentPinHash: hash, updatedAt: deps.clock.now() })
      .where(eq(users.id, account.id));
    await recordAudit(
      deps,
      tx,
      { userId: account.id, label: actorLabel(account) },
      {
        action: pin === null ? "parent_pin.remove" : "parent_pin.set",
        targetType: "user",
        targetId: account.id,
      },
    );
  });
  return { has_pin: pin !== null };
}
