// A unit check that means what it says (issue #31): each attempt draws its items afresh from the unit's
// pool (the graded activities of the unit's lessons and of the check itself), in a new order, so no two
// attempts ask the same things in the same way and a throw-away attempt teaches a script nothing about the
// next. It reveals nothing until it is finished (one answer per item, no right/wrong on the way), and a
// child may start a few an hour. Lessons still show the right answer after a miss: that is how one learns.
import { randomInt } from "node:crypto";
import type { Activity } from "../content/contentSchema";
import type { CourseIndex } from "../content/courseIndex";
import type { LoadedLesson } from "../content/loaded";
import { isGraded } from "../content/activities/registry";

/** Unit-check attempts a child may start per check and hour. */
export const CHECK_ATTEMPTS_PER_HOUR = 3;
/** Types never drawn: tracing can be answered by "I traced it" (self-report), which proves nothing. */
const NOT_DRAWN = new Set<Activity["type"]>(["trace"]);

export const isUnitCheck = (l: LoadedLesson): boolean => l.lesson.kind === "check";

export type DrawnEntry = { lesson: string; activity: string };

/** The unit's pool: every graded activity of its lessons (the check's own included) that may be drawn. */
export function checkPool(ix: CourseIndex, check: LoadedLesson): DrawnEntry[] {
  const unit = ix.units.get(check.unitId)!;
  return unit.unit.lessons.flatMap((lesson) =>
    lesson.activities
      .filter((a) => isGraded(a) && !NOT_DRAWN.has(a.type))
      .map((a) => ({ lesson: lesson.id, activity: a.id })),
  );
}

/** As many items as the check has, drawn at random from the pool, in a random order. */
export function drawCheck(ix: CourseIndex, check: LoadedLesson): DrawnEntry[] {
  const pool = checkPool(ix, check);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, Math.min(pool.length, check.lesson.activities.length));
}
