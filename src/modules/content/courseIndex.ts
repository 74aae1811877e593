// Look-ups over the loaded course, built once per content object: lessons by id, letters by id,
// each lesson's level and unit, the next lesson, and the figures the landing shows.
import type { Letter, LetterId } from "./contentSchema";
import type { Content, LoadedLesson, LoadedUnit, LoadedWord } from "./loaded";
import { loadContent } from "./content";
import { harakatFromLevel } from "./wheels";

export type CourseIndex = {
  content: Content;
  lessons: Map<string, LoadedLesson>;
  order: Map<string, number>; // lesson id → index in content.lessons
  letters: Map<LetterId, Letter>;
  words: Map<string, LoadedWord>;
  units: Map<string, LoadedUnit>;
  levelNames: Map<string, string>;
  totals: CourseTotals;
};
import type { CourseTotals } from "./publicTypes";

const cache = new WeakMap<Content, CourseIndex>();

export function courseIndex(content: Content = loadContent()): CourseIndex {
  let ix = cache.get(content);
  if (ix) return ix;
  const units = new Map<string, LoadedUnit>();
  for (const l of content.levels) for (const u of l.units) units.set(u.unit.id, u);
  ix = {
    content,
    lessons: new Map(content.lessons.map((l) => [l.lesson.id, l])),
    order: new Map(content.lessons.map((l, i) => [l.lesson.id, i])),
    letters: new Map(content.letters.map((l) => [l.id, l])),
    words: content.words,
    units,
    levelNames: new Map(content.levels.map((l) => [l.meta.id, l.meta.name])),
    totals: {
      levels: content.levels.length,
      levels_available: content.levels.filter((l) => l.meta.status === "available").length,
      levels_coming: content.levels.filter((l) => l.meta.status === "coming").length,
      units: units.size,
      planned_units: content.levels.reduce((n, l) => n + l.meta.planned_units.length, 0),
      lessons: content.lessons.length,
      activities: content.lessons.reduce((n, l) => n + l.lesson.activities.length, 0),
      words: content.words.size,
      tales: content.shelf.stories.filter((s) => s.kind === "tale").length,
      rhymes: content.shelf.stories.filter((s) => s.kind === "rhyme").length,
    },
  };
  cache.set(content, ix);
  return ix;
}

/** The lesson after this one in course order (it may open the next level), or null at the end. */
export function nextLessonOf(ix: CourseIndex, lessonId: string): LoadedLesson | null {
  const i = ix.order.get(lessonId);
  return i === undefined ? null : (ix.content.lessons[i + 1] ?? null);
}

/** Whether a lesson of this level may fade harakat at all (content/wheels.ts). */
export const harakatLevel = (levelId: string): boolean =>
  harakatFromLevel(
    courseIndex().content.levels.map((l) => l.meta.id),
    levelId,
  );
