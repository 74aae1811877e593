// How picture-password guessing is slowed without ever closing a class (issue #31). Wrong tries are held
// against the pupil they were made on, per source:
// - a device the pupil has signed in on before (a random cookie the device keeps, stored hashed): a
//   child's own slips, so a few free tries, then short waits that grow, forgotten after a quiet day;
// - every other device and address together: where a guesser must come from, so few free tries, then
//   waits that double up to three months, kept until the teacher clears them or gives new pictures.
// Nothing is class-wide or address-wide: a pupil's right pictures are refused only while that pupil is
// waiting on that source, and a pupil's usual tablet keeps working whatever a stranger tries.
// The arithmetic (docs/classes.md): from outside a pupil's own devices, 11 tries a pupil in the first year.
import { and, eq, inArray, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Deps } from "../../deps";
import { pupilDevices, pupilSignInFailures } from "../../db/schema";
import { tooManyRequests } from "../../lib/errors";

export type GuessRule = { free: number; firstWaitMs: number; maxWaitMs: number; forgetAfterMs: number };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A device this pupil signed in on before: 5 free, then 1, 2, 4 … minutes up to a day; forgotten after a
 *  quiet day or the pupil's next sign-in there. */
export const KNOWN_DEVICE: GuessRule = { free: 5, firstWaitMs: MINUTE, maxWaitMs: DAY, forgetAfterMs: DAY };
/** Any other device or address: 3 free, then 2, 4, 8 … days up to 90; kept for a year. */
export const OTHER_SOURCES: GuessRule = {
  free: 3,
  firstWaitMs: 2 * DAY,
  maxWaitMs: 90 * DAY,
  forgetAfterMs: 365 * DAY,
};

export const DEVICE_COOKIE = "mh_device";
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Addresses remembered per row, for the teacher's "someone tried N times from M places". */
const MAX_ADDRESSES = 10;

export const WAIT_MESSAGE =
  "Those pictures were not right a few times. Let's take a little break: ask your teacher, or try again later.";

export function waitAfter(failures: number, rule: GuessRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** Math.min(30, failures - rule.free));
}

/** The device id from the cookie, or a new one (to be set) when it is missing or malformed. */
export function deviceOf(cookieValue: string | undefined): { id: string; isNew: boolean } {
  if (cookieValue && DEVICE_PATTERN.test(cookieValue)) return { id: cookieValue, isNew: false };
  return { id: randomBytes(24).toString("base64url"), isNew: true };
}

const hashDevice = (id: string) => createHash("sha256").update(id).digest("hex");

type Source = { key: string; rule: GuessRule };

/** Which source a try on `pupilId` from this device is counted against. */
export async function sourceOf(deps: Deps, pupilId: number, deviceId: string): Promise<Source> {
  const hash = hashDevice(deviceId);
  const [known] = await deps.db
    .select({ pupilId: pupilDevices.pupilId })
    .from(pupilDevices)
    .where(and(eq(pupilDevices.pupilId, pupilId), eq(pupilDevices.deviceHash, hash)))
    .limit(1);
  return known ? { key: `device:${hash}`, rule: KNOWN_DEVICE } : { key: "other", rule: OTHER_SOURCES };
}

/** Throws 429 (Retry-After) while this pupil must wait on this source. */
export async function assertMayTry(deps: Deps, pupilId: number, source: Source) {
  const [row] = await deps.db
    .select()
    .from(pupilSignInFailures)
    .where(and(eq(pupilSignInFailures.pupilId, pupilId), eq(pupilSignInFailures.source, source.key)))
    .limit(1);
  const now = deps.clock.now().getTime();
  if (row?.blockedUntil && row.blockedUntil.getTime() > now)
    throw tooManyRequests((row.blockedUntil.getTime() - now) / 1000, WAIT_MESSAGE);
}

/** Counts a wrong try; a row quiet for longer than its rule's memory starts again from one. */
export async function recordWrong(deps: Deps, pupilId: number, source: Source, address: string) {
  const now = deps.clock.now();
  const forgetBefore = new Date(now.getTime() - source.rule.forgetAfterMs);
  const [row] = await deps.db
    .insert(pupilSignInFailures)
    .values({
      pupilId,
      source: source.key,
      failures: 1,
      addresses: JSON.stringify([address]),
      lastFailedAt: now,
      blockedUntil: null,
    })
    .onConflictDoUpdate({
      target: [pupilSignInFailures.pupilId, pupilSignInFailures.source],
      set: {
        failures: sql`CASE WHEN ${pupilSignInFailures.lastFailedAt} < ${sql.param(forgetBefore, pupilSignInFailures.lastFailedAt)} THEN 1 ELSE ${pupilSignInFailures.failures} + 1 END`,
        lastFailedAt: now,
      },
    })
    .returning();
  const seen: string[] = JSON.parse(row.addresses);
  const addresses = seen.includes(address) || seen.length >= MAX_ADDRESSES ? seen : [...seen, address];
  const wait = waitAfter(row.failures, source.rule);
  await deps.db
    .update(pupilSignInFailures)
    .set({ addresses: JSON.stringify(addresses), blockedUntil: wait ? new Date(now.getTime() + wait) : null })
    .where(and(eq(pupilSignInFailures.pupilId, pupilId), eq(pupilSignInFailures.source, source.key)));
}

/** Right pictures: this source starts again, and the device is known for this pupil from now on. */
export async function recordRight(deps: Deps, pupilId: number, source: Source, deviceId: string) {
  const now = deps.clock.now();
  await deps.db
    .delete(pupilSignInFailures)
    .where(and(eq(pupilSignInFailures.pupilId, pupilId), eq(pupilSignInFailures.source, source.key)));
  await deps.db
    .insert(pupilDevices)
    .values({ pupilId, deviceHash: hashDevice(deviceId), lastSeenAt: now })
    .onConflictDoUpdate({
      target: [pupilDevices.pupilId, pupilDevices.deviceHash],
      set: { lastSeenAt: now },
    });
}

/** What the teacher sees per pupil: the wrong tries held against them (every source), from how many
 *  addresses, and until when they wait somewhere. */
export async function guessingOf(deps: Deps, pupilIds: number[]) {
  const out = new Map<number, { tries: number; places: number; waiting_until: string | null }>();
  if (!pupilIds.length) return out;
  const rows = await deps.db
    .select()
    .from(pupilSignInFailures)
    .where(inArray(pupilSignInFailures.pupilId, pupilIds));
  const now = deps.clock.now().getTime();
  const places = new Map<number, Set<string>>();
  for (const r of rows) {
    const seen = out.get(r.pupilId) ?? { tries: 0, places: 0, waiting_until: null };
    const at = places.get(r.pupilId) ?? new Set<string>();
    for (const a of JSON.parse(r.addresses) as string[]) at.add(a);
    places.set(r.pupilId, at);
    const waiting = r.blockedUntil && r.blockedUntil.getTime() > now ? r.blockedUntil.toISOString() : null;
    out.set(r.pupilId, {
      tries: seen.tries + r.failures,
      places: at.size,
      waiting_until:
        waiting && (!seen.waiting_until || waiting > seen.waiting_until) ? waiting : seen.waiting_until,
    });
  }
  return out;
}

/** The teacher's "clear": every wrong try held against the pupil is forgotten. */
export async function clearGuessing(deps: Deps, pupilId: number) {
  await deps.db.delete(pupilSignInFailures).where(eq(pupilSignInFailures.pupilId, pupilId));
}
