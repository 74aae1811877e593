// GET /api/v1/progress: what the child has done and knows, as the server counts it (the pages only
// display it). Lessons, stars and time from courses' tables; mastery, letters and words learned from
// the Leitner boxes (leitner.ts); weeks from finished attempts (lessons and practice).
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { lessonAttempts, lessonProgress, shelfProgress, skillProgress } from "../../db/schema";
import type { LetterId } from "../content/contentSchema";
import { courseIndex } from "../content/courseIndex";
import { clipUrlsFor, pictureFor } from "./media";
import { letterSlot, wordSlot } from "../content/present";
import { audioIdForLetter, audioIdForWord } from "../content/audioIds";
import { spokenTranslit } from "../content/spoken";
import { skillsOfItem } from "./reviewItems";
import { isMastered, itemsOf } from "./leitner";
import type { ProgressReply, WeekFigures } from "./progressModel";
import { REVIEW_LESSON_ID } from "./review";
import { dayKey, WEEKLY_GOAL_DAYS, WEEKS_SHOWN, weekStart } from "./week";
import { addDays, DAY_MS } from "../../lib/clock";
import { inLang, learnerLang } from "../content/contentIds";

export async function progressReport(deps: Deps, user: User): Promise<ProgressReply> {
  const lang = learnerLang(user); // the learner's language (users.locale): meanings and unit titles
  const ix = courseIndex();
  const now = deps.clock.now();
  const lessons = await deps.db
    .select()
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, user.id))
    .orderBy(asc(lessonProgress.completedAt));
  // the tales (three questions answered right) and rhymes (chanted to the end) finished (src/modules/tales)
  const stories = await deps.db
    .select({ id: shelfProgress.storyId })
    .from(shelfProgress)
    .where(and(eq(shelfProgress.userId, user.id), isNotNull(shelfProgress.finishedAt)));
  const skills = await deps.db
    .select()
    .from(skillProgress)
    .where(eq(skillProgress.userId, user.id))
    .orderBy(asc(skillProgress.skill));
  const finished = await deps.db
    .select({
      lessonId: lessonAttempts.lessonId,
      finishedAt: lessonAttempts.finishedAt,
      seconds: lessonAttempts.seconds,
    })
    .from(lessonAttempts)
    .where(and(eq(lessonAttempts.userId, user.id), isNotNull(lessonAttempts.finishedAt)));
  const items = (await itemsOf(deps, user.id)).sort((a, b) => a.item.localeCompare(b.item));

  // weeks
  const thisWeek = weekStart(now);
  const firstWeek = addDays(thisWeek, -7 * (WEEKS_SHOWN - 1));
  const weeks: (WeekFigures & { dayset: Set<number>; lessonset: Set<string> })[] = Array.from(
    { length: WEEKS_SHOWN },
    (_, i) => ({
      start: addDays(firstWeek, 7 * i).toISOString(),
      seconds: 0,
      lessons: 0,
      days: 0,
      dayset: new Set(),
      lessonset: new Set(),
    }),
  );
  for (const a of finished) {
    const i = Math.floor((a.finishedAt!.getTime() - firstWeek.getTime()) / (7 * DAY_MS));
    if (i < 0 || i >= WEEKS_SHOWN) continue;
    weeks[i].seconds += a.seconds ?? 0;
    weeks[i].dayset.add(dayKey(a.finishedAt!));
    if (a.lessonId !== REVIEW_LESSON_ID) weeks[i].lessonset.add(a.lessonId);
  }
  const weekFigures: WeekFigures[] = weeks.map(({ dayset, lessonset, ...w }) => ({
    ...w,
    days: dayset.size,
    lessons: lessonset.size,
  }));
  const week = weekFigures[WEEKS_SHOWN - 1];

  // mastery per skill
  const bySkill = new Map<string, { items: number; mastered: number; practise: boolean }>();
  for (const r of items) {
    for (const s of skillsOfItem(r.item)) {
      const m = bySkill.get(s) ?? { items: 0, mastered: 0, practise: false };
      m.items++;
      if (isMastered(r, now)) m.mastered++;
      if (r.dueAt.getTime() <= now.getTime() || (r.box === 1 && r.wrong > 0)) m.practise = true;
      bySkill.set(s, m);
    }
  }
  const mastery = [...bySkill].map(([skill, m]) => ({
    skill,
    items: m.items,
    mastered: m.mastered,
    mastery: Math.round((100 * m.mastered) / m.items) / 100,
  }));

  // letters and words learned (answered right at least once), with their audio
  const learned = items.filter((r) => r.right > 0);
  const letterIds = learned
    .filter((r) => r.item.startsWith("letter:"))
    .map((r) => r.item.slice(7) as LetterId)
    .filter((id) => ix.letters.has(id));
  const wordIds = learned
    .filter((r) => r.item.startsWith("word:"))
    .map((r) => r.item.slice(5))
    .filter((id) => ix.words.has(id));
  const clips = await clipUrlsFor(deps, [...letterIds.map(audioIdForLetter), ...wordIds.map(audioIdForWord)]);
  const ctx = { ix, clips, vowelled: true };
  const letters_learned = letterIds
    .map((id) => ix.letters.get(id)!)
    .map((l) => ({ id: l.id, char: l.char, name: l.name, translit: l.translit, audio: letterSlot(ctx, l) }));
  const words_learned = wordIds
    .map((id) => ix.words.get(id)!)
    .map((w) => ({
      id: w.id,
      ar: w.ar,
      translit: spokenTranslit(w),
      en: inLang(w, lang),
      audio: wordSlot(ctx, w),
    }));

  const label = (skill: string) => {
    const [kind, id] = [skill.slice(0, skill.indexOf(":")), skill.slice(skill.indexOf(":") + 1)];
    if (kind === "letter") {
      const l = ix.letters.get(id as LetterId);
      return l ? `${l.char} (${l.translit})` : id;
    }
    const w = ix.words.get(id);
    return w ? `${w.ar} (${inLang(w, lang)})` : id;
  };
  const toPractise = mastery.filter((m) => bySkill.get(m.skill)!.practise && m.mastery < 1);
  const skill_counts = {
    mastered: mastery.filter((m) => m.mastery >= 1).length,
    practise: toPractise.length,
    learning: 0,
  };
  skill_counts.learning = mastery.length - skill_counts.mastered - skill_counts.practise;
  const needs_practice = toPractise
    .sort((a, b) => a.mastery - b.mastery || a.skill.localeCompare(b.skill))
    .slice(0, 8)
    .map((m) => ({ skill: m.skill, label: label(m.skill), mastery: m.mastery }));

  // stickers (finished units) and the next milestone (the first unit not finished)
  const doneAt = new Map(lessons.map((r) => [r.lessonId, r.completedAt]));
  const stickers: ProgressReply["stickers"] = [];
  let next_milestone: ProgressReply["next_milestone"] = null;
  for (const level of ix.content.levels) {
    for (const { unit } of level.units) {
      const times = unit.lessons.map((l) => doneAt.get(l.id));
      if (times.every((t) => t)) {
        const earned = new Date(Math.max(...times.map((t) => t!.getTime())));
        stickers.push({
          unit_id: unit.id,
          title: inLang(unit.title, lang),
          picture: pictureFor(unit.picture),
          earned_at: earned.toISOString(),
        });
      } else if (!next_milestone) {
        next_milestone = {
          unit_id: unit.id,
          title: inLang(unit.title, lang),
          lessons_left: times.filter((t) => !t).length,
          lessons: times.length,
        };
      }
    }
  }

  return {
    lessons_completed: lessons.map((r) => ({
      lesson_id: r.lessonId,
      stars: r.bestStars,
      completed_at: r.completedAt.toISOString(),
      times_completed: r.timesCompleted,
    })),
    skills: skills.map((r) => ({ skill: r.skill, seen: r.seen, correct: r.correct })),
    total_seconds: finished.reduce((n, a) => n + (a.seconds ?? 0), 0),
    stars_total: lessons.reduce((n, r) => n + r.bestStars, 0),
    week: { ...week, goal: WEEKLY_GOAL_DAYS, goal_met: week.days >= WEEKLY_GOAL_DAYS },
    weeks: weekFigures,
    mastery,
    items: items.map((r) => ({ item: r.item, box: r.box, due_at: r.dueAt.toISOString() })),
    review_due: items.filter((r) => r.dueAt.getTime() <= now.getTime()).length,
    letters_learned,
    words_learned,
    skill_counts,
    needs_practice,
    stickers,
    next_milestone,
    stories_read: stories.length,
  };
}
