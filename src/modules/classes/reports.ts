// Reports a school can print (issue #29): the class report (per pupil lessons finished, stars, time,
// unit-check scores and mastery; per unit the class's average and who has not started), the year's goal
// (a target level or unit for a date; each pupil ahead / on track / behind from their pace), and a pupil's
// one-page report for the family, also behind a link that needs no account (30 days, revocable).
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import {
  classes,
  lessonAttempts,
  lessonProgress,
  pupilReportLinks,
  reviewItems,
  users,
  type User,
} from "../../db/schema";
import { notFound, validationError } from "../../lib/errors";
import { DAY_MS } from "../../lib/clock";
import { randomToken, sha256 } from "../../lib/ids";
import { recordAudit } from "../audit/service";
import { actorLabel } from "../users/service";
import { courseIndex } from "../content/courseIndex";
import { inLang, learnerLang, type Lang } from "../content/contentIds";
import { isMastered } from "../learning/leitner";
import { skillsOfItem } from "../learning/reviewItems";
import type { LetterId } from "../content/contentSchema";
import { getSiteSettings } from "../site/service";
import { hardestQuestions } from "./hardest";
import { ownClass, pupilsOf, pupilView, type Class } from "./service";

/** The pace rule of the year's goal, stated on the page: projected share of the goal by its date. */
export const GOAL_AHEAD = 1.1;
export const GOAL_BEHIND = 0.9;
export const REPORT_LINK_DAYS = 30;

type Facts = Awaited<ReturnType<typeof factsOf>>;
async function factsOf(deps: Deps, ids: number[]) {
  if (!ids.length) return { progress: [], attempts: [], items: [] };
  const [progress, attempts, items] = await Promise.all([
    deps.db.select().from(lessonProgress).where(inArray(lessonProgress.userId, ids)),
    deps.db
      .select({
        userId: lessonAttempts.userId,
        lessonId: lessonAttempts.lessonId,
        finishedAt: lessonAttempts.finishedAt,
        firstTryCorrect: lessonAttempts.firstTryCorrect,
        graded: lessonAttempts.graded,
        seconds: lessonAttempts.seconds,
      })
      .from(lessonAttempts)
      .where(inArray(lessonAttempts.userId, ids)),
    deps.db.select().from(reviewItems).where(inArray(reviewItems.userId, ids)),
  ]);
  return { progress, attempts, items };
}

function skillLabel(skill: string): string {
  const ix = courseIndex();
  const id = skill.slice(skill.indexOf(":") + 1);
  if (skill.startsWith("letter:")) {
    const l = ix.letters.get(id as LetterId);
    return l ? `${l.char} (${l.translit})` : id;
  }
  const w = ix.words.get(id);
  return w ? `${w.ar} (${w.en})` : id;
}

/** One pupil's figures over the whole course. */
function pupilFigures(deps: Deps, p: User, f: Facts) {
  const ix = courseIndex();
  const now = deps.clock.now();
  const mine = f.progress.filter((r) => r.userId === p.id && ix.lessons.has(r.lessonId));
  const attempts = f.attempts.filter((a) => a.userId === p.id);
  const checks = ix.content.lessons.filter((l) => l.lesson.kind === "check");
  const check_scores = checks
    .map((q) => {
      const s = attempts
        .filter((a) => a.lessonId === q.lesson.id && a.finishedAt && a.graded)
        .map((a) => Math.round((100 * (a.firstTryCorrect ?? 0)) / a.graded!));
      return {
        lesson_id: q.lesson.id,
        unit_id: q.unitId,
        title: q.lesson.title.en,
        best: s.length ? Math.max(...s) : null,
      };
    })
    .filter((c) => c.best !== null);
  const bySkill = new Map<string, { items: number; mastered: number }>();
  for (const r of f.items.filter((x) => x.userId === p.id))
    for (const s of skillsOfItem(r.item)) {
      const m = bySkill.get(s) ?? { items: 0, mastered: 0 };
      m.items++;
      if (isMastered(r, now)) m.mastered++;
      bySkill.set(s, m);
    }
  const mastery = [...bySkill]
    .map(([skill, m]) => ({
      skill,
      label: skillLabel(skill),
      share: Math.round((100 * m.mastered) / m.items) / 100,
    }))
    .sort((a, b) => b.share - a.share || a.skill.localeCompare(b.skill));
  return {
    ...pupilView(p),
    lessons_finished: mine.length,
    stars: mine.reduce((n, r) => n + r.bestStars, 0),
    seconds: attempts.filter((a) => a.finishedAt).reduce((n, a) => n + (a.seconds ?? 0), 0),
    check_scores,
    mastery,
    skills_mastered: mastery.filter((m) => m.share >= 1).length,
    finished: new Set(mine.map((r) => r.lessonId)),
    started: new Set(attempts.map((a) => a.lessonId)),
  };
}

// ---- the year's goal ------------------------------------------------------------------------------------
/** The lessons up to and including the target (a level or a unit), in course order. */
function goalLessons(target: string): string[] | null {
  const ix = courseIndex();
  const all = ix.content.lessons;
  let last = -1;
  all.forEach((l, i) => {
    if (l.levelId === target || l.unitId === target) last = i;
  });
  return last < 0 ? null : all.slice(0, last + 1).map((l) => l.lesson.id);
}
export function goalTargets(lang: Lang = "en") {
  const ix = courseIndex();
  return ix.content.levels
    .filter((l) => ix.content.lessons.some((x) => x.levelId === l.meta.id))
    .map((l) => ({
      id: l.meta.id,
      name: l.meta.name,
      units: l.units
        .filter((u) => u.unit.lessons.length)
        .map((u) => ({ id: u.unit.id, title: inLang(u.unit.title, lang) })),
    }));
}
function targetName(target: string): string {
  const ix = courseIndex();
  const u = ix.units.get(target);
  return u ? `the unit “${u.unit.title.en}”` : `the end of ${ix.levelNames.get(target) ?? target}`;
}

export type GoalStatus = "ahead" | "on_track" | "behind";
/** Where a pupil stands: at their pace so far (lessons of the goal finished ÷ days since the class began),
 *  the share of the goal they would reach by its date. */
export function goalStatus(
  done: number,
  total: number,
  start: Date,
  due: Date,
  now: Date,
): { status: GoalStatus; projected: number } {
  if (done >= total) return { status: "ahead", projected: total ? done / total : 1 };
  const elapsed = (now.getTime() - start.getTime()) / DAY_MS;
  const span = (due.getTime() - start.getTime()) / DAY_MS;
  if (elapsed < 1 || span <= 0) return { status: "on_track", projected: 1 }; // no pace yet
  const projected = ((done / elapsed) * span) / total;
  return {
    status: projected >= GOAL_AHEAD ? "ahead" : projected >= GOAL_BEHIND ? "on_track" : "behind",
    projected: Math.round(projected * 100) / 100,
  };
}

function goalOf(deps: Deps, c: Class, pupils: ReturnType<typeof pupilFigures>[]) {
  if (!c.goalTarget || !c.goalDate) return null;
  const lessons = goalLessons(c.goalTarget);
  if (!lessons) return null;
  const due = new Date(`${c.goalDate}T23:59:59.999Z`);
  return {
    target: c.goalTarget,
    target_name: targetName(c.goalTarget),
    date: c.goalDate,
    lessons: lessons.length,
    rule: `At each pupil's pace so far (lessons of the goal finished ÷ days since the class began on ${c.createdAt.toISOString().slice(0, 10)}), the share of the goal they would reach by ${c.goalDate}: ${Math.round(GOAL_AHEAD * 100)}% or more is ahead, ${Math.round(GOAL_BEHIND * 100)}% to ${Math.round(GOAL_AHEAD * 100)}% on track, less behind. A pupil who has finished the goal is ahead.`,
    pupils: pupils.map((p) => {
      const done = lessons.filter((id) => p.finished.has(id)).length;
      return {
        id: p.id,
        first_name: p.first_name,
        done,
        ...goalStatus(done, lessons.length, c.createdAt, due, deps.clock.now()),
      };
    }),
  };
}

export async function setGoal(
  deps: Deps,
  teacher: User,
  classId: number | null,
  input: { target: string; date: string } | null,
) {
  const c = await ownClass(deps, teacher, classId);
  if (input) {
    if (!goalLessons(input.target))
      throw validationError({ target: "Choose a level or a unit of the course" });
    if (input.date <= deps.clock.now().toISOString().slice(0, 10))
      throw validationError({ date: "Choose a day after today" });
  }
  await transact(deps.db, async (tx) => {
    await tx
      .update(classes)
      .set({ goalTarget: input?.target ?? null, goalDate: input?.date ?? null })
      .where(eq(classes.id, c.id));
    await recordAudit(
      deps,
      tx,
      { userId: teacher.id, label: actorLabel(teacher) },
      {
        action: "class.goal",
        targetType: "class",
        targetId: c.id,
        before: { target: c.goalTarget, date: c.goalDate },
        after: input,
      },
    );
  });
  return classReport(deps, teacher, c.id);
}

// ---- the class report -----------------------------------------------------------------------------------
export async function classReport(deps: Deps, teacher: User, classId: number | null) {
  const c = await ownClass(deps, teacher, classId);
  const ix = courseIndex();
  const pupils = await pupilsOf(deps, c.id);
  const f = await factsOf(
    deps,
    pupils.map((p) => p.id),
  );
  const rows = pupils.map((p) => pupilFigures(deps, p, f));
  // the units shown: every unit of the levels anyone started, else of the first level
  const startedLevels = new Set(
    rows.flatMap((r) => [...r.started].map((id) => ix.lessons.get(id)?.levelId)).filter((x) => x),
  );
  const levels = ix.content.levels.filter((l) =>
    startedLevels.size
      ? startedLevels.has(l.meta.id)
      : l === ix.content.levels.find((x) => x.units.some((u) => u.unit.lessons.length)),
  );
  const units = levels.flatMap((l) =>
    l.units
      .filter((u) => u.unit.lessons.length)
      .map((u) => {
        const ids = u.unit.lessons.map((x) => x.id);
        const check = ids.find((id) => ix.lessons.get(id)?.lesson.kind === "check") ?? null;
        const scores = check
          ? rows
              .map((r) => r.check_scores.find((s) => s.lesson_id === check)?.best)
              .filter((s): s is number => s !== undefined && s !== null)
          : [];
        return {
          id: u.unit.id,
          title: inLang(u.unit.title, learnerLang(teacher)), // in the teacher's language
          level: l.meta.name,
          lessons: ids.length,
          average_finished: rows.length
            ? Math.round(
                (100 *
                  rows.reduce((n, r) => n + ids.filter((id) => r.finished.has(id)).length / ids.length, 0)) /
                  rows.length,
              ) / 100
            : 0,
          average_check: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
          not_started: rows.filter((r) => !ids.some((id) => r.started.has(id))).map((r) => r.first_name),
        };
      }),
  );
  const school = (await getSiteSettings(deps)).school_name || null;
  const strip = ({ finished: _f, started: _s, ...r }: (typeof rows)[number]) => r;
  return {
    class: { id: c.id, name: c.name, code: c.code, pupils: pupils.length },
    school,
    teacher: `${teacher.firstName} ${teacher.lastName}`.trim(),
    generated_at: deps.clock.now().toISOString(),
    pupils: rows.map(strip),
    units,
    goal: goalOf(deps, c, rows),
    goal_targets: goalTargets(learnerLang(teacher)),
  };
}
export type ClassReport = Awaited<ReturnType<typeof classReport>>;

/** GET /classes/{id}/hardest: the class's hardest questions per unit. */
export async function classHardest(deps: Deps, teacher: User, classId: number | null) {
  const c = await ownClass(deps, teacher, classId);
  const pupils = await pupilsOf(deps, c.id);
  return {
    class: { id: c.id, name: c.name },
    pupils: pupils.length,
    units: await hardestQuestions(
      deps,
      pupils.map((p) => p.id),
    ),
  };
}

// ---- a pupil's report for the family ----------------------------------------------------------------------
async function pupilReportOf(deps: Deps, c: Class, p: User) {
  const f = await factsOf(deps, [p.id]);
  const r = pupilFigures(deps, p, f);
  const ix = courseIndex();
  const recent = [...f.progress]
    .filter((x) => ix.lessons.has(x.lessonId))
    .sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0))
    .slice(0, 5)
    .map((x) => ({
      lesson_id: x.lessonId,
      title: ix.lessons.get(x.lessonId)!.lesson.title.en,
      stars: x.bestStars,
    }));
  const { finished: _f, started: _s, ...figures } = r;
  const goal = goalOf(deps, c, [r]);
  return {
    pupil: figures,
    class: { name: c.name },
    school: (await getSiteSettings(deps)).school_name || null,
    generated_at: deps.clock.now().toISOString(),
    recent,
    goal: goal
      ? {
          target_name: goal.target_name,
          date: goal.date,
          lessons: goal.lessons,
          rule: goal.rule,
          ...goal.pupils[0],
        }
      : null,
  };
}
export type PupilReport = Awaited<ReturnType<typeof pupilReportOf>>;

async function ownPupilOf(deps: Deps, teacher: User, classId: number | null, pupilId: number | null) {
  const c = await ownClass(deps, teacher, classId);
  const [p] =
    pupilId === null
      ? []
      : await deps.db
          .select()
          .from(users)
          .where(and(eq(users.id, pupilId), eq(users.classId, c.id), eq(users.kind, "pupil")))
          .limit(1);
  if (!p) throw notFound("No such pupil in this class.", "PUPIL_NOT_FOUND");
  return { c, p };
}

/** GET /classes/{id}/pupils/{pid}/report: the page the teacher prints, and whether a family link runs. */
export async function pupilReport(deps: Deps, teacher: User, classId: number | null, pupilId: number | null) {
  const { c, p } = await ownPupilOf(deps, teacher, classId, pupilId);
  const [link] = await deps.db
    .select()
    .from(pupilReportLinks)
    .where(
      and(
        eq(pupilReportLinks.pupilId, p.id),
        isNull(pupilReportLinks.revokedAt),
        gt(pupilReportLinks.expiresAt, deps.clock.now()),
      ),
    )
    .limit(1);
  return {
    ...(await pupilReportOf(deps, c, p)),
    link: link ? { expires_at: link.expiresAt.toISOString() } : null,
  };
}

/** POST …/report-link: a new link for the family (an older one stops working); the token is shown once. */
export async function createReportLink(
  deps: Deps,
  teacher: User,
  classId: number | null,
  pupilId: number | null,
) {
  const { c, p } = await ownPupilOf(deps, teacher, classId, pupilId);
  const token = randomToken(24);
  const now = deps.clock.now();
  const expires = new Date(now.getTime() + REPORT_LINK_DAYS * DAY_MS);
  await transact(deps.db, async (tx) => {
    await tx
      .update(pupilReportLinks)
      .set({ revokedAt: now })
      .where(and(eq(pupilReportLinks.pupilId, p.id), isNull(pupilReportLinks.revokedAt)));
    await tx
      .insert(pupilReportLinks)
      .values({ pupilId: p.id, tokenHash: sha256(token), expiresAt: expires, createdAt: now });
    await recordAudit(
      deps,
      tx,
      { userId: teacher.id, label: actorLabel(teacher) },
      {
        action: "pupil.report_link",
        targetType: "pupil",
        targetId: p.id,
        after: { class_id: c.id, expires_at: expires.toISOString() },
      },
    );
  });
  return { url: `${deps.config.appUrl}/family-report/${token}`, expires_at: expires.toISOString() };
}

/** DELETE …/report-link: the family's link stops working at once. */
export async function revokeReportLink(
  deps: Deps,
  teacher: User,
  classId: number | null,
  pupilId: number | null,
) {
  const { c, p } = await ownPupilOf(deps, teacher, classId, pupilId);
  const now = deps.clock.now();
  const revoked = await transact(deps.db, async (tx) => {
    const rows = await tx
      .update(pupilReportLinks)
      .set({ revokedAt: now })
      .where(and(eq(pupilReportLinks.pupilId, p.id), isNull(pupilReportLinks.revokedAt)))
      .returning({ id: pupilReportLinks.id });
    if (rows.length)
      await recordAudit(
        deps,
        tx,
        { userId: teacher.id, label: actorLabel(teacher) },
        {
          action: "pupil.report_link_revoke",
          targetType: "pupil",
          targetId: p.id,
          after: { class_id: c.id },
        },
      );
    return rows.length;
  });
  if (!revoked) throw notFound("This pupil has no family link to revoke.", "LINK_NOT_FOUND");
  return { revoked };
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
/** GET /family-report/{token}: the pupil's report, without an account, while the link runs. */
export async function familyReport(deps: Deps, token: string) {
  const gone = () =>
    notFound(
      "This link has expired or was withdrawn. Ask your child's teacher for a new one.",
      "LINK_NOT_FOUND",
    );
  if (!TOKEN.test(token)) throw gone();
  const [link] = await deps.db
    .select()
    .from(pupilReportLinks)
    .where(eq(pupilReportLinks.tokenHash, sha256(token)))
    .limit(1);
  if (!link || link.revokedAt || link.expiresAt <= deps.clock.now()) throw gone();
  const [p] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, link.pupilId), eq(users.kind, "pupil")))
    .limit(1);
  const [c] = p?.classId
    ? await deps.db.select().from(classes).where(eq(classes.id, p.classId)).limit(1)
    : [];
  if (!p || !c) throw gone();
  return { ...(await pupilReportOf(deps, c, p)), expires_at: link.expiresAt.toISOString() };
}
