// The level a child placed into: the newest finished adaptive level test's placement (its result's
// details.placed_level_id). One-question results from before the adaptive test place nobody.
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Deps } from "../../deps";
import { levelTestResults } from "../../db/schema";

export async function placedLevelOf(deps: Deps, userId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ details: levelTestResults.details })
    .from(levelTestResults)
    .where(and(eq(levelTestResults.userId, userId), isNotNull(levelTestResults.details)))
    .orderBy(desc(levelTestResults.testDate), desc(levelTestResults.id))
    .limit(1);
  const placed = (row?.details as { placed_level_id?: unknown } | undefined)?.placed_level_id;
  return typeof placed === "string" ? placed : null;
}
