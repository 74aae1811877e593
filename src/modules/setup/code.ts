// The one-time setup code of a fresh instance (issue #33): made at start while no admin exists, printed
// to the log and the container output, kept only in this process's memory as a hash. It ends when used
// or after 24 hours; a restart prints a new one. Per process: an instance accepts the code it printed.
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Deps } from "../../deps";
import { DAY_MS } from "../../lib/clock";

/** How long a printed code works. */
export const SETUP_CODE_TTL_MS = DAY_MS;
// No 0/O, 1/I/L: read from a terminal and typed by a person.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

type Code = { hash: Buffer; expiresAt: number; state: "open" | "claimed" | "used" };
const codes = new WeakMap<object, Code>();
const hashOf = (code: string) =>
  createHash("sha256")
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ""))
    .digest();

/** A new code for this instance (the previous one stops working): XXXX-XXXX-XXXX, about 59 bits. */
export function issueSetupCode(deps: Deps): { code: string; expiresAt: Date } {
  const raw = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  const expiresAt = deps.clock.now().getTime() + SETUP_CODE_TTL_MS;
  codes.set(deps.db, { hash: hashOf(raw), expiresAt, state: "open" });
  return { code: `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`, expiresAt: new Date(expiresAt) };
}

export type CodeCheck = "ok" | "wrong" | "expired" | "used" | "none";

/** Checks the code and, when right, claims it at once (synchronously: a second request in this process
 *  finds it taken). `release` gives it back when the setup could not be done for a reason the person can fix. */
export function claimSetupCode(
  deps: Deps,
  presented: string,
): { result: CodeCheck; release: () => void; consume: () => void } {
  const c = codes.get(deps.db);
  const noop = { release: () => {}, consume: () => {} };
  if (!c) return { result: "none", ...noop };
  if (c.state !== "open") return { result: "used", ...noop };
  if (deps.clock.now().getTime() >= c.expiresAt) return { result: "expired", ...noop };
  if (!timingSafeEqual(hashOf(presented), c.hash)) return { result: "wrong", ...noop };
  c.state = "claimed";
  return {
    result: "ok",
    release: () => {
      if (c.state === "claimed") c.state = "open";
    },
    consume: () => {
      c.state = "used";
    },
  };
}

/** Whether this process holds a code that may still be used. */
export function setupCodeOpen(deps: Deps): boolean {
  const c = codes.get(deps.db);
  return !!c && c.state === "open" && deps.clock.now().getTime() < c.expiresAt;
}

/** Ends the code (an admin now exists). */
export function endSetupCode(deps: Deps): void {
  codes.delete(deps.db);
}
