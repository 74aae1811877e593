// A family's first ten minutes (issue #28): what the dashboard leads with. The server decides the next
// step (add your child → start lesson 1 together → nothing to lead with) and whether this is the
// grown-up's first visit ("Welcome") or a later one ("Welcome back"): the first dashboard visit is
// recorded once (users.welcomed_at), so a reload or another device says "Welcome back".
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Deps } from "../../deps";
import { lessonProgress, users, type User } from "../../db/schema";
import { courseIndex } from "../content/courseIndex";
import { inLang, learnerLang } from "../content/contentIds";
import { listChildren, publicChild } from "./children";
import type { DashboardWelcome } from "./model";

export type NextStep = DashboardWelcome["step"];

export async function dashboardWelcome(deps: Deps, account: User): Promise<DashboardWelcome> {
  // only the first visit writes, and only once (two tabs at once: one update finds the row already set)
  let firstVisit = false;
  if (!account.welcomedAt) {
    const set = await deps.db
      .update(users)
      .set({ welcomedAt: deps.clock.now() })
      .where(and(eq(users.id, account.id), isNull(users.welcomedAt)))
      .returning({ id: users.id });
    firstVisit = set.length > 0;
  }
  const children = await listChildren(deps, account.id);
  const first = courseIndex().content.lessons[0];
  let started = false;
  if (children.length) {
    const [row] = await deps.db
      .select({ id: lessonProgress.id })
      .from(lessonProgress)
      .where(
        inArray(
          lessonProgress.userId,
          children.map((c) => c.id),
        ),
      )
      .limit(1);
    started = !!row;
  }
  const step: NextStep =
    account.kind !== "adult" ? "none" : !children.length ? "add_child" : started ? "none" : "start_lesson";
  return {
    first_visit: firstVisit,
    step,
    children: children.map(publicChild),
    // the lesson's title in the parent's language (the dashboard says it to them)
    first_lesson: first
      ? { id: first.lesson.id, title: inLang(first.lesson.title, learnerLang(account)) }
      : null,
  };
}
export type { DashboardWelcome };
