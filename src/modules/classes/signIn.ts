// Pupil sign-in at /class (issue #16): the class code, then the pupil taps their own picture, then their
// three pictures in order. No email, no typing beyond the code. Guessing is slowed per pupil (a few
// tries, then a wait the teacher can lift by resetting the pictures) and per class (a class of 30 children
// mistyping never locks a class for long, a script trying every pupil does), and code look-ups that find
// nothing are limited per address so codes cannot be enumerated.
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { classes, users, type User } from "../../db/schema";
import { notFound, unauthorized } from "../../lib/errors";
import { verifyPassword } from "../users/service";
import { issueSession } from "../auth/sessions";
import { assertUnder, clear, hit } from "../ratelimit/service";
import { CODE_PATTERN, normaliseCode } from "./code";
import { picture, pictureSecret, SIGN_IN_PICTURES } from "./pictures";
import { pupilFailKey, pupilsOf, pupilView } from "./service";

/** Wrong picture passwords one pupil may try within the window before waiting. */
export const PUPIL_FAILS_PER_WINDOW = 5;
/** Wrong picture passwords a whole class may try within the window (every pupil together). */
export const CLASS_FAILS_PER_WINDOW = 60;
/** Codes an address may look up that match no class, within the window. */
export const UNKNOWN_CODES_PER_ADDRESS = 20;
export const SIGN_IN_WINDOW_SECONDS = 10 * 60;

const WAIT_MESSAGE = "Those pictures were not right a few times. Let's take a little break: ask your teacher, or try again in a few minutes.";
const CLASS_WAIT_MESSAGE = "Lots of tries in this class just now. Ask your teacher, or try again in a few minutes.";
const classFailKey = (classId: number) => `class-sign-in:class:${classId}`;
const lookupKey = (ip: string) => `class-code:${ip}`;

const noClass = () => notFound("We could not find that class code. Check it with your teacher.", "CLASS_NOT_FOUND");

async function classByCode(deps: Deps, typed: string, ip: string) {
  const code = normaliseCode(typed);
  await assertUnder(deps, lookupKey(ip), UNKNOWN_CODES_PER_ADDRESS);
  const [c] = CODE_PATTERN.test(code) ? await deps.db.select().from(classes).where(eq(classes.code, code)).limit(1) : [];
  if (!c) {
    await hit(deps, lookupKey(ip), UNKNOWN_CODES_PER_ADDRESS, SIGN_IN_WINDOW_SECONDS);
    throw noClass();
  }
  return c;
}

/** GET /class-sign-in/{code}: the class's first names and avatars (nothing else), and the picture grid. */
export async function classSignInInfo(deps: Deps, typed: string, ip: string) {
  const c = await classByCode(deps, typed, ip);
  return { class: { code: c.code, name: c.name }, pupils: (await pupilsOf(deps, c.id)).map(pupilView), pictures: SIGN_IN_PICTURES.map(picture) };
}

/** POST /class-sign-in: a normal (browser-session) sign-in for the pupil, or 401 / 429 with a kind message. */
export async function classSignIn(deps: Deps, input: { class_code: string; pupil_id: number; pictures: string[] }, meta: { ip: string; userAgent: string | null }) {
  const c = await classByCode(deps, input.class_code, meta.ip);
  const [pupil]: (User | undefined)[] = await deps.db.select().from(users).where(and(eq(users.id, input.pupil_id), eq(users.classId, c.id), eq(users.kind, "pupil"))).limit(1);
  if (!pupil || !pupil.isActive || !pupil.picturesHash) throw notFound("We could not find you in this class. Ask your teacher.", "PUPIL_NOT_FOUND");
  await assertUnder(deps, pupilFailKey(pupil.id), PUPIL_FAILS_PER_WINDOW, WAIT_MESSAGE);
  await assertUnder(deps, classFailKey(c.id), CLASS_FAILS_PER_WINDOW, CLASS_WAIT_MESSAGE);
  const ok = input.pictures.length === 3 && (await verifyPassword(pictureSecret(input.pictures), pupil.picturesHash));
  if (!ok) {
    await hit(deps, pupilFailKey(pupil.id), PUPIL_FAILS_PER_WINDOW, SIGN_IN_WINDOW_SECONDS, WAIT_MESSAGE);
    await hit(deps, classFailKey(c.id), CLASS_FAILS_PER_WINDOW, SIGN_IN_WINDOW_SECONDS, CLASS_WAIT_MESSAGE);
    throw unauthorized("Not quite! Try your three pictures again, in order.", "WRONG_PICTURES");
  }
  await clear(deps, pupilFailKey(pupil.id));
  // A shared classroom device: the session ends with the browser (no Remember Me).
  const session = await issueSession(deps, pupil, { persistent: false, userAgent: meta.userAgent });
  return { pupil, session };
}

