// A child's placement for tests that are about something else than the level test: a finished adaptive
// test's result row (as levelTest.ts stores it) placing the user into `levelId`, so a premium child may
// jump within the levels up to it (access/rule.ts). Tests of the placement itself take the real test.
import { levelTestResults } from "../../src/db/schema";
import type { Deps } from "../../src/deps";
import { courseIndex } from "../../src/modules/content/courseIndex";

export async function placeInto(deps: Deps, userId: number, levelId: string) {
  await deps.db.insert(levelTestResults).values({
    userId,
    level: courseIndex().levelNames.get(levelId) ?? levelId,
    score: 100,
    totalQuestions: 4,
    correctAnswers: 4,
    recommendations: [],
    answers: {},
    testDate: deps.clock.now(),
    details: {
      test_id: "seeded",
      placed_level_id: levelId,
      knows_whole_path: false,
      capped: false,
      skills: [],
      review: [],
    },
  });
}
/** The highest level with lessons: placed there, a premium child may jump anywhere. */
export const topLevelWithLessons = () =>
  courseIndex()
    .content.levels.filter((l) => l.units.length)
    .at(-1)!.meta.id;
