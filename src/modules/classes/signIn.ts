// Pupil sign-in at /class (issue #16): the class code, then the pupil taps their own picture, then their
// three pictures in order. No email, no typing beyond the code. Guessing is slowed per pupil and source
// (./guessing.ts), never class-wide; unknown codes from one address slow that address down, but a valid
// code always opens its class (a school sits behind one address: children's typos must not lock it).
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { classes, rateLimits, users, type User } from "../../db/schema";
import { notFound, tooManyRequests, unauthorized } from "../../lib/errors";
import { verifyPassword } from "../users/service";
import { issueSession } from "../auth/sessions";
import { hit } from "../ratelimit/service";
import { CODE_PATTERN, normaliseCode } from "./code";
import { assertMayTry, recordRight, recordWrong, sourceOf } from "./guessing";
import { picture, pictureSecret, SIGN_IN_PICTURES } from "./pictures";
import { pupilsOf, pupilView } from "./service";

/** Codes an address may look up that match no class, within the window, before its look-ups slow down. */
export const UNKNOWN_CODES_FREE = 20;
export const SIGN_IN_WINDOW_SECONDS = 10 * 60;
/** Past the free ones, each look-up waits base × 2^(extra unknown codes), at most base × 32 (8 s at 250 ms);
 *  an address whose queued waits pass base × 120 (30 s) is told to come back later. */
export const MAX_DELAY_FACTOR = 32;
export const MAX_QUEUE_FACTOR = 120;

const lookupKey = (ip: string) => `class-code:${ip}`;
const noClass = () =>
  notFound("We could not find that class code. Check it with your teacher.", "CLASS_NOT_FOUND");

export function unknownCodeDelayMs(unknownSoFar: number, baseMs: number): number {
  if (unknownSoFar < UNKNOWN_CODES_FREE) return 0;
  return Math.min(baseMs * MAX_DELAY_FACTOR, baseMs * 2 ** Math.min(30, unknownSoFar - UNKNOWN_CODES_FREE));
}

/** When each slowed address's next look-up may be answered (per instance: look-ups queue one behind the
 *  other, so parallel requests cannot skip the wait). */
const answerAt = new Map<string, number>();

/** The wait before answering this look-up, queued behind the address's earlier ones; null past the queue's cap. */
export function queuedWait(ip: string, delayMs: number, nowMs: number, baseMs: number): number | null {
  if (delayMs <= 0) return 0;
  const at = Math.max(nowMs, answerAt.get(ip) ?? 0) + delayMs;
  if (at - nowMs > baseMs * MAX_QUEUE_FACTOR) return null;
  answerAt.set(ip, at);
  if (answerAt.size > 10_000) for (const [k, v] of answerAt) if (v < nowMs) answerAt.delete(k);
  return at - nowMs;
}

async function classByCode(deps: Deps, typed: string, ip: string) {
  const code = normaliseCode(typed);
  const base = deps.config.rateLimits.classCodeDelayMs;
  const now = deps.clock.now();
  const [seen] = await deps.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, lookupKey(ip)))
    .limit(1);
  const unknownSoFar = seen && seen.resetAt.getTime() > now.getTime() ? seen.count : 0;
  const wait = queuedWait(ip, unknownCodeDelayMs(unknownSoFar, base), Date.now(), base);
  if (wait === null)
    throw tooManyRequests(
      (base * MAX_QUEUE_FACTOR) / 1000,
      "Lots of class codes were tried from here. Please wait a moment and try again.",
    );
  if (wait > 0) await Bun.sleep(wait);
  const [c] = CODE_PATTERN.test(code)
    ? await deps.db.select().from(classes).where(eq(classes.code, code)).limit(1)
    : [];
  if (!c) {
    await hit(deps, lookupKey(ip), Number.MAX_SAFE_INTEGER, SIGN_IN_WINDOW_SECONDS);
    throw noClass();
  }
  return c;
}

/** GET /class-sign-in/{code}: the class's first names and avatars (nothing else), and the picture grid. */
export async function classSignInInfo(deps: Deps, typed: string, ip: string) {
  const c = await classByCode(deps, typed, ip);
  return {
    class: { code: c.code, name: c.name },
    pupils: (await pupilsOf(deps, c.id)).map(pupilView),
    pictures: SIGN_IN_PICTURES.map(picture),
  };
}

/** POST /class-sign-in: a normal (browser-session) sign-in for the pupil, or 401 / 429 with a kind message. */
export async function classSignIn(
  deps: Deps,
  input: { class_code: string; pupil_id: number; pictures: string[] },
  meta: { ip: string; userAgent: string | null; deviceId: string },
) {
  const c = await classByCode(deps, input.class_code, meta.ip);
  const [pupil]: (User | undefined)[] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, input.pupil_id), eq(users.classId, c.id), eq(users.kind, "pupil")))
    .limit(1);
  if (!pupil || !pupil.isActive || !pupil.picturesHash)
    throw notFound("We could not find you in this class. Ask your teacher.", "PUPIL_NOT_FOUND");
  const source = await sourceOf(deps, pupil.id, meta.deviceId);
  await assertMayTry(deps, pupil.id, source);
  const ok =
    input.pictures.length === 3 && (await verifyPassword(pictureSecret(input.pictures), pupil.picturesHash));
  if (!ok) {
    await recordWrong(deps, pupil.id, source, meta.ip);
    throw unauthorized("Not quite! Try your three pictures again, in order.", "WRONG_PICTURES");
  }
  await recordRight(deps, pupil.id, source, meta.deviceId);
  // A shared classroom device: the session ends with the browser (no Remember Me).
  const session = await issueSession(deps, pupil, { persistent: false, userAgent: meta.userAgent });
  return { pupil, session };
}
