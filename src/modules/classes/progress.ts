// The class's progress for its teacher (issue #16): pupils × lessons of a level (best stars), mastery per
// skill, who is stuck, the unit checks' best scores, and the same grid as CSV. Computed on the server from
// the pupils' own progress rows (the page and the CSV only show it).
import { inArray } from "drizzle-orm";
import type { Deps } from "../../deps";
import { lessonAttempts, lessonProgress, reviewItems, type User } from "../../db/schema";
import { validationError } from "../../lib/errors";
import { DAY_MS } from "../../lib/clock";
import { courseIndex } from "../content/courseIndex";
import { inLang, learnerLang } from "../content/contentIds";
import { isMastered } from "../learning/leitner";
import { skillsOfItem } from "../learning/reviewItems";
import type { LetterId } from "../content/contentSchema";
import { accessOfClass } from "../access/classTrial";
import { assignmentsOf, classView, ownClass, pupilsOf, pupilView } from "./service";

/** A pupil is stuck when no lesson was finished for this many days (counted from joining the class)… */
export const STUCK_NO_LESSON_DAYS = 7;
/** …or a lesson was started this many times without reaching STUCK_STARS stars. */
export const STUCK_ATTEMPTS = 3;
export const STUCK_STARS = 2;

export type Stuck =
  | { reason: "no_lesson"; days: number }
  | { reason: "lesson"; lesson_id: string; attempts: number };

export async function classProgress(deps: Deps, teacher: User, classId: number | null, levelId?: string) {
  const c = await ownClass(deps, teacher, classId);
  const ix = courseIndex();
  const levels = ix.content.levels.filter((l) => ix.content.lessons.some((x) => x.levelId === l.meta.id));
  const level = levelId === undefined ? levels[0] : levels.find((l) => l.meta.id === levelId);
  if (!level) throw validationError({ level: "No such level with lessons" });
  const lessons = ix.content.lessons.filter((l) => l.levelId === level.meta.id);
  const skills = [
    ...new Set(
      lessons.flatMap((l) => [
        ...l.lesson.teaches.letters.map((x) => `letter:${x}`),
        ...l.lesson.teaches.words.map((x) => `word:${x}`),
      ]),
    ),
  ];
  const pupils = await pupilsOf(deps, c.id);
  const ids = pupils.map((p) => p.id);
  const now = deps.clock.now();

  const [progressRows, attemptRows, itemRows] = ids.length
    ? await Promise.all([
        deps.db.select().from(lessonProgress).where(inArray(lessonProgress.userId, ids)),
        deps.db
          .select({
            userId: lessonAttempts.userId,
            lessonId: lessonAttempts.lessonId,
            finishedAt: lessonAttempts.finishedAt,
            firstTryCorrect: lessonAttempts.firstTryCorrect,
            graded: lessonAttempts.graded,
          })
          .from(lessonAttempts)
          .where(inArray(lessonAttempts.userId, ids)),
        deps.db.select().from(reviewItems).where(inArray(reviewItems.userId, ids)),
      ])
    : [[], [], []];

  const checks = lessons.filter((l) => l.lesson.kind === "check");
  const rows = pupils.map((p) => {
    const mine = progressRows.filter((r) => r.userId === p.id);
    const stars: Record<string, number> = {};
    for (const r of mine) stars[r.lessonId] = r.bestStars;
    const attempts = attemptRows.filter((a) => a.userId === p.id);
    const finished = attempts.filter((a) => a.finishedAt).map((a) => a.finishedAt!.getTime());
    const last = finished.length ? new Date(Math.max(...finished)) : null;

    // mastery per skill: the share of the skill's review items in a mastered box (null: not met yet)
    const bySkill = new Map<string, { items: number; mastered: number }>();
    for (const r of itemRows.filter((x) => x.userId === p.id))
      for (const s of skillsOfItem(r.item)) {
        const m = bySkill.get(s) ?? { items: 0, mastered: 0 };
        m.items++;
        if (isMastered(r, now)) m.mastered++;
        bySkill.set(s, m);
      }
    const mastery: Record<string, number | null> = {};
    for (const s of skills) {
      const m = bySkill.get(s);
      mastery[s] = m ? Math.round((100 * m.mastered) / m.items) / 100 : null;
    }

    // stuck: a lesson tried again and again without 2 stars (the first such in course order), else a quiet week
    let stuck: Stuck | null = null;
    for (const l of ix.content.lessons) {
      const tries = attempts.filter((a) => a.lessonId === l.lesson.id).length;
      if (tries >= STUCK_ATTEMPTS && (stars[l.lesson.id] ?? 0) < STUCK_STARS) {
        stuck = { reason: "lesson", lesson_id: l.lesson.id, attempts: tries };
        break;
      }
    }
    const since = last ?? p.createdAt;
    const quietDays = Math.floor((now.getTime() - since.getTime()) / DAY_MS);
    if (!stuck && quietDays >= STUCK_NO_LESSON_DAYS) stuck = { reason: "no_lesson", days: quietDays };

    const quizzes: Record<string, number | null> = {};
    for (const q of checks) {
      const scores = attempts
        .filter((a) => a.lessonId === q.lesson.id && a.finishedAt && a.graded)
        .map((a) => Math.round((100 * (a.firstTryCorrect ?? 0)) / a.graded!));
      quizzes[q.lesson.id] = scores.length ? Math.max(...scores) : null;
    }
    return {
      ...pupilView(p),
      stars,
      stars_total: lessons.reduce((n, l) => n + (stars[l.lesson.id] ?? 0), 0),
      lessons_finished: lessons.filter((l) => stars[l.lesson.id]).length,
      last_finished_at: last ? last.toISOString() : null,
      mastery,
      quizzes,
      stuck,
    };
  });

  const label = (skill: string) => {
    const id = skill.slice(skill.indexOf(":") + 1);
    if (skill.startsWith("letter:")) {
      const l = ix.letters.get(id as LetterId);
      return l ? `${l.char} (${l.translit})` : id;
    }
    const w = ix.words.get(id);
    return w ? `${w.ar} (${inLang(w, learnerLang(teacher))})` : id; // the meaning in the teacher's language
  };
  return {
    class: classView(c, pupils.length, await accessOfClass(deps, c)),
    level: { id: level.meta.id, name: level.meta.name },
    levels: levels.map((l) => ({ id: l.meta.id, name: l.meta.name })),
    lessons: lessons.map((l) => ({
      id: l.lesson.id,
      title: l.lesson.title,
      unit_id: l.unitId,
      kind: l.lesson.kind,
    })),
    skills: skills.map((s) => ({ skill: s, label: label(s) })),
    checks: checks.map((l) => ({ id: l.lesson.id, title: l.lesson.title, unit_id: l.unitId })),
    assignments: await assignmentsOf(deps, c.id),
    pupils: rows,
    rules: {
      stuck_no_lesson_days: STUCK_NO_LESSON_DAYS,
      stuck_attempts: STUCK_ATTEMPTS,
      stuck_stars: STUCK_STARS,
    },
  };
}

export type ClassProgress = Awaited<ReturnType<typeof classProgress>>;

/** A cell as a spreadsheet must not run it: text starting with = + - @ (or a tab / CR) gets a leading '. */
export function csvCell(v: string | number | null): string {
  let s = v === null ? "" : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = "'" + s;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The grid as CSV: a header row, one row per pupil; UTF-8 with a BOM so Excel shows Arabic and accents. */
export function progressCsv(p: ClassProgress): string {
  const header = [
    "Pupil",
    ...p.lessons.map((l) => `${l.title.en} (stars)`),
    "Stars",
    "Lessons finished",
    "Last lesson finished",
    ...p.checks.map((q) => `${q.title.en} best score (%)`),
    ...p.skills.map((s) => `${s.label} mastery (%)`),
    "Stuck",
  ];
  const lines = [
    header,
    ...p.pupils.map((r) => [
      r.first_name,
      ...p.lessons.map((l) => r.stars[l.id] ?? 0),
      r.stars_total,
      r.lessons_finished,
      r.last_finished_at?.slice(0, 10) ?? "",
      ...p.checks.map((q) => r.quizzes[q.id]),
      ...p.skills.map((s) => (r.mastery[s.skill] === null ? null : Math.round(100 * r.mastery[s.skill]!))),
      r.stuck
        ? r.stuck.reason === "lesson"
          ? `tried ${r.stuck.lesson_id} ${r.stuck.attempts} times`
          : `no lesson for ${r.stuck.days} days`
        : "",
    ]),
  ];
  return "\uFEFF" + lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
