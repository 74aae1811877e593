// The seen form of a heard prompt's answer, for the course API tests. Apart from the solver
// (courses-solver.ts), which the browser tests import under Node: the activity registry it needs
// reaches the pictures' build assets, which only Bun loads.
import type { Activity } from "../../src/modules/courses/contentSchema";
import { ACTIVITIES } from "../../src/modules/courses/activities/registry";

/** The answer as given to the seen form of a heard prompt (a device that can say nothing: the player shows the
 * vowelled Arabic or the picture and says so with `played: "seen"`); other activities' answers unchanged. */
export function asSeen(a: Activity, answer: unknown): unknown {
  return ACTIVITIES[a.type].heard ? { ...(answer as object), played: "seen" } : answer;
}
