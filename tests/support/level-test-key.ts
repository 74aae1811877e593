// Prints the right and a wrong choice id of the question on screen in a user's open level test, read
// from a running instance's database (browser tests use it to answer as a child who knows, or not).
// Usage: DATA_DIR=… bun tests/support/level-test-key.ts <userId>
// (browser tests call keyIn through tests/support/seed-service.ts, one process per server).
import { and, desc, eq } from "drizzle-orm";
import { boot } from "../../src/boot";
import { closeDb } from "../../src/db/client";
import type { Deps } from "../../src/deps";
import { levelTests } from "../../src/db/schema";
import { idsForQuestion, orderedChoices } from "../../src/modules/assessments/present";
import type { StoredQuestion } from "../../src/modules/assessments/questionBank";

export async function keyIn(deps: Deps, userId: number) {
  const row = (
    await deps.db
      .select()
      .from(levelTests)
      .where(and(eq(levelTests.userId, userId), eq(levelTests.status, "open")))
      .orderBy(desc(levelTests.startedAt)) // as the server picks the test to resume (levelTest.ts openTestOf)
      .limit(1)
  )[0];
  if (!row) return null;
  const qs = row.questions as StoredQuestion[];
  const q = qs.at(-1)!;
  const choices = orderedChoices(q, idsForQuestion(deps, row.id, qs.length));
  return {
    number: qs.length,
    levelId: q.levelId,
    type: q.type,
    right: choices.find((c) => c.key === q.answer)!.id,
    wrong: choices.find((c) => c.key !== q.answer)!.id,
  };
}

if (import.meta.main) {
  const deps = await boot();
  console.log(JSON.stringify(await keyIn(deps, Number(process.argv[2]))));
  await closeDb(deps.db);
}
