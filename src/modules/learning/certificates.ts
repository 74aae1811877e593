// Level certificates (issue #13, premium): issued when a premium child has finished every lesson of a
// level and passed each of the level's unit checks with at least CERTIFICATE_MIN_SCORE % in an attempt that
// drew its items from the unit's pool (learning/unitCheck.ts; issue #31; COURSE-DESIGN.md §4). Issued once per child and level (a unique key makes a repeat or a
// race harmless), checked each time a lesson is finished. The public verification shows the name,
// the level and the date only; an unknown code is 404, a revoked one says it is revoked and nothing else.
// Admins revoke one (POST /admin/certificates/{code}/revoke), recorded in the audit log.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Deps } from "../../deps";
import { prepared } from "../../db/prepared";
import { certificates, lessonAttempts, lessonProgress, reviewAttempts, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { User } from "../../db/schema";
import { recordAudit } from "../audit/service";
import { hit } from "../ratelimit/service";
import { randomBytes } from "node:crypto";
import type { Tier } from "../access/rule";
import { courseIndex } from "../content/courseIndex";
import { inLang, type Lang } from "../content/contentIds";

export const CERTIFICATE_MIN_SCORE = 80;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I: read aloud or typed from paper

/** A short verification code, e.g. MH-7KQ2-XW9D (40 bits of randomness). */
/** 12 characters of a 32-letter alphabet: 60 bits, so codes cannot be guessed (issue #31; a byte modulo 32
 *  is unbiased). Certificates issued before keep their 8-character code (40 bits). */
export function newCode(): string {
  const c = [...randomBytes(12)].map((x) => ALPHABET[x % ALPHABET.length]).join("");
  return `MH-${c.slice(0, 4)}-${c.slice(4, 8)}-${c.slice(8, 12)}`;
}
export const CODE = /^MH-[A-Z2-9]{4}-[A-Z2-9]{4}(-[A-Z2-9]{4})?$/;
/** Codes one address may check in a window: a school printing a class's certificates is far below it. */
export const CHECKS_PER_ADDRESS = 30;
export const CHECK_WINDOW_SECONDS = 10 * 60;

import type { CertificateVerification, CertificateView } from "./progressModel";
import { actorLabel } from "../users/service";
import { getSiteSettings } from "../site/service";

function levelOf(levelId: string, lang: Lang) {
  const l = courseIndex().content.levels.find((x) => x.meta.id === levelId);
  // the level's CEFR can-do statements as authored in content/levels.yaml ("I can read short, vowelled words…"),
  // in the learner's language ("Je peux lire …")
  return {
    id: levelId,
    name: (lang === "fr" && l?.meta.name_fr) || (l?.meta.name ?? levelId),
    cefr: l?.meta.cefr ?? "",
    can_do: (l?.meta.can_do ?? []).map((c) => inLang(c, lang)),
  };
}

/** Called when a lesson is finished: issues the level's certificate if the child now qualifies (`tier`: the
 *  learner value's, access/learner.ts, worked out once for the finishing call; `finished`: the lessons the
 *  learner has finished, this one included, when the caller has read them already: one read fewer). */
export async function maybeIssue(
  deps: Deps,
  userId: number,
  levelId: string,
  tier: Tier,
  finished?: Set<string>,
): Promise<void> {
  if (tier !== "premium") return;
  const ix = courseIndex();
  const level = ix.content.levels.find((l) => l.meta.id === levelId);
  if (!level || level.meta.status !== "available") return;
  const lessons = level.units.flatMap((u) => u.unit.lessons);
  const done =
    finished ??
    new Set(
      (
        await deps.db
          .select({ id: lessonProgress.lessonId })
          .from(lessonProgress)
          .where(eq(lessonProgress.userId, userId))
      ).map((r) => r.id),
    );
  if (!lessons.every((l) => done.has(l.id))) return;
  const scores = await checkScores(
    deps,
    userId,
    lessons.filter((l) => l.kind === "check").map((l) => l.id),
  );
  // every unit check passed, each in an attempt drawn from its unit's pool (learning/unitCheck.ts)
  if (scores.some((s) => s < CERTIFICATE_MIN_SCORE)) return;
  const score = scores.length ? Math.round(scores.reduce((n, s) => n + s, 0) / scores.length) : 100;
  const [u] = await deps.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // the school's name as it is today stays on the certificate ("" when the instance names no school)
  const issuedBy = (await getSiteSettings(deps)).school_name;
  await deps.db
    .insert(certificates)
    .values({
      code: newCode(),
      userId,
      levelId,
      name: `${u.first} ${u.last}`.trim(),
      score,
      issuedAt: deps.clock.now(),
      issuedBy,
    })
    .onConflictDoNothing({ target: [certificates.userId, certificates.levelId] });
}

/** Each check lesson's best score over its finished attempts that drew their items (a unit check's attempts
 *  keep what they drew; one from before the draws, or a throw-away lesson attempt, does not count): 0 if none. */
async function checkScores(deps: Deps, userId: number, checkIds: string[]): Promise<number[]> {
  if (!checkIds.length) return [];
  const rows = await deps.db
    .select({
      lessonId: lessonAttempts.lessonId,
      right: lessonAttempts.firstTryCorrect,
      graded: lessonAttempts.graded,
    })
    .from(lessonAttempts)
    .innerJoin(reviewAttempts, eq(reviewAttempts.attemptId, lessonAttempts.id))
    .where(
      and(
        eq(lessonAttempts.userId, userId),
        isNotNull(lessonAttempts.finishedAt),
        inArray(lessonAttempts.lessonId, checkIds),
      ),
    );
  const best = new Map<string, number>();
  for (const r of rows) {
    const s = r.graded ? (100 * (r.right ?? 0)) / r.graded : 0;
    best.set(r.lessonId, Math.max(best.get(r.lessonId) ?? 0, s));
  }
  return checkIds.map((id) => Math.round(best.get(id) ?? 0));
}

/** Who issued it, as printed: the school named when it was issued (a later rename does not change a
 *  certificate); for one from before names were kept, the school's name now; null: no school. */
const issuer = (r: typeof certificates.$inferSelect, schoolNow: string) => (r.issuedBy ?? schoolNow) || null;

const view = (r: typeof certificates.$inferSelect, schoolNow: string, lang: Lang): CertificateView => ({
  code: r.code,
  name: r.name,
  level: levelOf(r.levelId, lang),
  score: r.score,
  issued_at: r.issuedAt.toISOString(),
  revoked: r.revokedAt !== null,
  issued_by: issuer(r, schoolNow),
});

/** GET /certificates: the caller's certificates (the level's texts in the learner's language). */
export async function myCertificates(
  deps: Deps,
  userId: number,
  lang: Lang = "en",
): Promise<{ certificates: CertificateView[] }> {
  // the dashboard asks on every visit: prepared once (src/db/prepared.ts)
  const q = prepared(deps.db, "certificates_of_user", (db, name) =>
    db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, sql.placeholder("user")))
      .prepare(name),
  );
  const rows = await q.execute({ user: userId });
  if (!rows.length) return { certificates: [] };
  const { school_name } = await getSiteSettings(deps);
  return { certificates: rows.map((r) => view(r, school_name, lang)) };
}

/** GET /certificates/{code} (public): who earned what and when; a revoked one says only that. */
/** `lang`: the visitor's language (anyone may check a code: the request's, not an account's). */
export async function verify(
  deps: Deps,
  code: string,
  ip: string,
  lang: Lang = "en",
): Promise<CertificateVerification> {
  await hit(
    deps,
    `certificate-check:${ip}`,
    CHECKS_PER_ADDRESS,
    CHECK_WINDOW_SECONDS,
    "Lots of certificate codes were checked from here. Please wait a few minutes and try again.",
  );
  const c = code.toUpperCase();
  const missing = () => notFound("No certificate has this code.", "CERTIFICATE_NOT_FOUND");
  if (!CODE.test(c)) throw missing();
  const [r] = await deps.db.select().from(certificates).where(eq(certificates.code, c)).limit(1);
  if (!r) throw missing();
  if (r.revokedAt) return { status: "revoked", code: r.code };
  const { revoked: _r, score: _s, ...pub } = view(r, (await getSiteSettings(deps)).school_name, lang);
  return { status: "valid", certificate: pub };
}

/** An admin revokes a certificate (audited); revoking a revoked one changes nothing. */
export async function revokeCertificate(
  deps: Deps,
  admin: User,
  code: string,
): Promise<{ code: string; revoked: true; revoked_at: string }> {
  const c = code.toUpperCase();
  const missing = () => notFound("No certificate has this code.", "CERTIFICATE_NOT_FOUND");
  if (!CODE.test(c)) throw missing();
  const [r] = await deps.db.select().from(certificates).where(eq(certificates.code, c)).limit(1);
  if (!r) throw missing();
  if (!r.revokedAt) {
    const now = deps.clock.now();
    await deps.db.update(certificates).set({ revokedAt: now }).where(eq(certificates.id, r.id));
    await recordAudit(
      deps,
      deps.db,
      { userId: admin.id, label: actorLabel(admin) },
      {
        action: "certificate.revoke",
        targetType: "certificate",
        targetId: r.code,
        before: { revoked: false },
        after: { revoked: true, user_id: r.userId, level: r.levelId },
      },
    );
    return { code: r.code, revoked: true, revoked_at: now.toISOString() };
  }
  return { code: r.code, revoked: true, revoked_at: r.revokedAt.toISOString() };
}
