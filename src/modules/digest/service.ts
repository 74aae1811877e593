// The weekly digest to the parent (issue #13, opt-in): what was learned in the last 7 days, three words
// to practise together with their transliteration, and a link to /progress. At most once per family and
// week: a (user, week) row is claimed before the mail is written, so a second instance or a restart
// sharing the database finds the week taken. Every digest carries a one-click opt-out (signed, no sign-in):
// the link opens a page with one button (a GET changes nothing, so a mail scanner following links cannot
// unsubscribe anyone), and List-Unsubscribe / List-Unsubscribe-Post (RFC 8058) let the mail client POST it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gte, isNotNull } from "drizzle-orm";
import type { Deps } from "../../deps";
import { digestSends, lessonAttempts, reviewItems, users, type User } from "../../db/schema";
import { DAY_MS } from "../../lib/clock";
import { badRequest } from "../../lib/errors";
import { courseIndex } from "../content/courseIndex";
import { spokenTranslit } from "../content/spoken";
import { weekStart } from "../learning/week";
import { sendMail } from "../mail/service";
import { setDigest } from "../users/service";
import { digestMail, type DigestFacts, type DigestSection } from "../mail/templates";
import { translatorFor } from "../../../shared/i18n/catalogues";

export const weekKey = (d: Date) => weekStart(d).toISOString().slice(0, 10);

/** How long a mail's opt-out link works: a parent may find an old digest months later (the law asks for
 * at least 30 days); past it the page says to turn the email off in the profile. */
export const OPT_OUT_LINK_DAYS = 365;

const sign = (deps: Deps, userId: number, until: string) =>
  createHmac("sha256", deps.config.jwtSecret).update(`digest-opt-out:${userId}:${until}`).digest("base64url");
/** The opt-out token: its last day (days since 1970, base 36) and an HMAC of it and the user id with the
 * server secret (nothing stored). */
export function optOutToken(deps: Deps, userId: number) {
  const until = Math.floor(deps.clock.now().getTime() / DAY_MS + OPT_OUT_LINK_DAYS).toString(36);
  return `${until}.${sign(deps, userId, until)}`;
}
export function optOutUrl(deps: Deps, userId: number) {
  return `${deps.config.appUrl}/api/v1/digest/opt-out?u=${userId}&t=${optOutToken(deps, userId)}`;
}

/** The family a signed, unexpired opt-out link names, or null (no hint which part was wrong). */
export async function optOutTarget(
  deps: Deps,
  u: string,
  t: string,
): Promise<{ id: number; optedIn: boolean } | null> {
  const id = Number(u);
  if (!/^\d{1,12}$/.test(u) || !Number.isSafeInteger(id)) return null;
  const m = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{43})$/.exec(t);
  if (!m) return null;
  const want = Buffer.from(sign(deps, id, m[1]));
  const got = Buffer.from(m[2]);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  if (parseInt(m[1], 36) < Math.floor(deps.clock.now().getTime() / DAY_MS)) return null; // expired
  const [row] = await deps.db
    .select({ id: users.id, optedIn: users.digestOptIn })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** POST: turns the digest off for a valid link (again is fine); 400 INVALID_LINK otherwise. */
export async function optOut(deps: Deps, u: string, t: string): Promise<{ enabled: false }> {
  const target = await optOutTarget(deps, u, t);
  if (!target)
    throw badRequest(
      "INVALID_LINK",
      "This unsubscribe link does not work: it is incomplete or too old. Turn the weekly email off in your profile.",
    );
  await deps.db.update(users).set({ digestOptIn: false }).where(eq(users.id, target.id));
  return { enabled: false };
}

/** The digest's consent is a column of the user (users/service.ts). */
export { setDigest };

/** One learner's last 7 days: lessons finished, words met, and the three weakest words. */
async function sectionFor(
  deps: Deps,
  learnerId: number,
  name: string | null,
  since: Date,
): Promise<DigestSection> {
  const finished = await deps.db
    .select({ lesson: lessonAttempts.lessonId })
    .from(lessonAttempts)
    .where(
      and(
        eq(lessonAttempts.userId, learnerId),
        isNotNull(lessonAttempts.finishedAt),
        gte(lessonAttempts.finishedAt, since),
      ),
    );
  const items = await deps.db
    .select()
    .from(reviewItems)
    .where(eq(reviewItems.userId, learnerId))
    .orderBy(asc(reviewItems.id));
  const ix = courseIndex();
  const word = (item: string) => (item.startsWith("word:") ? ix.words.get(item.slice(5)) : undefined);
  const thisWeek = items.filter((i) => i.lastAnsweredAt >= since && word(i.item));
  const practise = items
    .filter((i) => word(i.item))
    .sort((a, b) => a.box - b.box || b.wrong - a.wrong || a.dueAt.getTime() - b.dueAt.getTime())
    .slice(0, 3)
    .map((i) => word(i.item)!)
    .map((w) => ({ ar: w.ar, translit: spokenTranslit(w), en: w.en, fr: w.fr }));
  return { name, lessons: finished.length, words: thisWeek.length, practise };
}

/** The family's week, one section per child profile (issue #28), or the account's own when it has none. */
async function factsFor(deps: Deps, user: User, now: Date): Promise<DigestFacts> {
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const kids = await deps.db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.parentId, user.id), eq(users.kind, "child")))
    .orderBy(asc(users.id));
  if (!kids.length) return { sections: [await sectionFor(deps, user.id, null, since)] };
  const sections: DigestSection[] = [];
  for (const k of kids) sections.push(await sectionFor(deps, k.id, k.firstName, since));
  return { sections };
}

/** Sends this week's digest to every opted-in, active, verified family not yet served this week. */
export async function sendDigests(deps: Deps): Promise<{ week: string; sent: number; already: number }> {
  const now = deps.clock.now();
  const week = weekKey(now);
  const families = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.digestOptIn, true), eq(users.isActive, true), eq(users.isVerified, true)))
    .orderBy(asc(users.id));
  let sent = 0;
  let already = 0;
  for (const user of families) {
    // the claim: only one instance gets the row; the others skip this family for the week
    if (!user.email) continue; // only accounts with an address opt in; children and pupils have none
    const claimed = await deps.db
      .insert(digestSends)
      .values({ userId: user.id, week, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: digestSends.id });
    if (!claimed.length) {
      already++;
      continue;
    }
    const unsubscribe = optOutUrl(deps, user.id);
    // in the parent's own language (issue #30); a child may learn in another
    const mail = digestMail(
      deps.config.appUrl,
      await factsFor(deps, user, now),
      unsubscribe,
      translatorFor(user.locale),
    );
    // RFC 8058: the mail client offers "Unsubscribe" and POSTs List-Unsubscribe=One-Click to the URL
    mail.headers = {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const { id } = await sendMail(deps, user.email, mail);
    await deps.db.update(digestSends).set({ outboxId: id }).where(eq(digestSends.id, claimed[0].id));
    sent++;
  }
  if (sent) deps.log.info("weekly digests written", { week, sent });
  return { week, sent, already };
}
