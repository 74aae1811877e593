// The daily practice session (GET /review, POST /review/attempts): built on the server from the items
// due for review, with activities taken from the lessons the child has finished (and may still open),
// mixing activity types. Length: about 5–8 minutes by the estimate below; due items first, then the
// items closest to due until the session reaches 5 minutes (answers to items not due yet do not move
// their boxes, so topping up never inflates mastery). A session is shorter when few lessons are done.
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { lessonProgress } from "../../db/schema";
import { learnerOf } from "../access/learner";
import { lessonAccess } from "../access/rule";
import type { Activity } from "../content/contentSchema";
import { courseIndex, type CourseIndex } from "../content/courseIndex";
import { ACTIVITIES } from "../content/activities/registry";
import { itemsOf } from "./leitner";
import { itemsOfActivity } from "./reviewItems";

export const MIN_SECONDS = 5 * 60;
export const MAX_SECONDS = 8 * 60;
/** The lesson id of a review attempt (lesson_attempts.lesson_id). */
export const REVIEW_LESSON_ID = "review";

/** A rough time per activity (seconds), for the session's length: its type module's estimate. */
const secondsOf = (a: Activity) => ACTIVITIES[a.type].seconds;

export type SessionEntry = { lesson: string; activity: string };
export type Session = { entries: SessionEntry[]; seconds: number; due: number; covered: string[] };

type Candidate = { lesson: string; a: Activity; items: string[]; order: number };

/** The finished lessons the caller may still open (a plan that ended keeps its review of the demo lessons). */
async function openFinishedLessons(deps: Deps, ix: CourseIndex, userId: number) {
  const who = await learnerOf(deps, userId);
  const done = await deps.db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
  return done
    .map((r) => ix.lessons.get(r.lessonId))
    .filter((l) => l && lessonAccess(who, l).open)
    .map((l) => l!);
}

export async function buildSession(deps: Deps, userId: number): Promise<Session> {
  const ix = courseIndex();
  const now = deps.clock.now().getTime();
  const lessons = await openFinishedLessons(deps, ix, userId);
  const byItem = new Map<string, Candidate[]>();
  for (const l of lessons) {
    for (const a of l.lesson.activities) {
      const items = itemsOfActivity(a);
      const c: Candidate = { lesson: l.lesson.id, a, items, order: ix.order.get(l.lesson.id)! };
      for (const item of items) byItem.set(item, [...(byItem.get(item) ?? []), c]);
    }
  }
  // due first (oldest first), then the rest by date; lower boxes first on the same date
  const rows = (await itemsOf(deps, userId))
    .filter((r) => byItem.has(r.item))
    .sort((x, y) => x.dueAt.getTime() - y.dueAt.getTime() || x.box - y.box || x.item.localeCompare(y.item));
  const due = rows.filter((r) => r.dueAt.getTime() <= now).length;
  const covered = new Set<string>();
  const picked: Candidate[] = [];
  const typeUse = new Map<string, number>();
  let seconds = 0;
  for (const r of rows) {
    if (covered.has(r.item)) continue;
    const isDue = r.dueAt.getTime() <= now;
    if (!isDue && seconds >= MIN_SECONDS) break;
    // the least used type so far mixes the session; then the newest lesson (what the child knows best now)
    const options = byItem
      .get(r.item)!
      .filter((c) => !picked.includes(c) && seconds + secondsOf(c.a) <= MAX_SECONDS)
      .sort(
        (x, y) =>
          (typeUse.get(x.a.type) ?? 0) - (typeUse.get(y.a.type) ?? 0) ||
          y.order - x.order ||
          x.a.id.localeCompare(y.a.id),
      );
    const c = options[0];
    if (!c) continue;
    picked.push(c);
    typeUse.set(c.a.type, (typeUse.get(c.a.type) ?? 0) + 1);
    seconds += secondsOf(c.a);
    for (const item of c.items) covered.add(item);
  }
  return {
    entries: interleave(picked).map((c) => ({ lesson: c.lesson, activity: c.a.id })),
    seconds,
    due,
    covered: [...covered],
  };
}

/** Round-robin over activity types so the same kind of activity rarely comes twice in a row. */
function interleave(cs: Candidate[]): Candidate[] {
  const groups = new Map<string, Candidate[]>();
  for (const c of cs) groups.set(c.a.type, [...(groups.get(c.a.type) ?? []), c]);
  const out: Candidate[] = [];
  const queues = [...groups.values()];
  while (out.length < cs.length) for (const q of queues) if (q.length) out.push(q.shift()!);
  return out;
}
