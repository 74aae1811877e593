// Prints the right and a wrong choice id of the question on screen in a user's open level test, read
// from a running instance's database (browser tests use it to answer as a child who knows, or not).
// Usage: DATA_DIR=… bun tests/support/level-test-key.ts <userId>
import { and, eq } from "drizzle-orm";
import { boot } from "../../src/boot";
import { closeDb } from "../../src/db/client";
import { levelTests } from "../../src/db/schema";
import { idsForQuestion, orderedChoices } from "../../src/modules/assessments/present";
import type { StoredQuestion } from "../../src/modules/assessments/questionBank";

const deps = boot();
const row = deps.db.select().from(levelTests).where(and(eq(levelTests.userId, Number(process.argv[2])), eq(levelTests.status, "open"))).get();
if (!row) {
  console.log("null");
} else {
  const qs = row.questions as StoredQuestion[];
  const q = qs.at(-1)!;
  const choices = orderedChoices(q, idsForQuestion(deps, row.id, qs.length));
  console.log(JSON.stringify({ number: qs.length, levelId: q.levelId, type: q.type, right: choices.find((c) => c.key === q.answer)!.id, wrong: choices.find((c) => c.key !== q.answer)!.id }));
}
closeDb(deps.db);
