// Taking the adaptive level test through the API in tests: the test reads the server-held question
// (with its answer) from the database, as a window on stored rows, and posts the right or a wrong choice.
import { eq } from "drizzle-orm";
import { levelTests } from "../../src/db/schema";
import { idsForQuestion, orderedChoices } from "../../src/modules/assessments/present";
import type { StoredQuestion } from "../../src/modules/assessments/questionBank";
import type { TestApp, CallResult } from "./app";

/** The answer key of the question on screen (from the database, never from a reply). */
export async function storedQuestion(t: TestApp, testId: string): Promise<StoredQuestion> {
  const row = (await t.deps.db.select().from(levelTests).where(eq(levelTests.id, testId)).limit(1))[0]!;
  return (row.questions as StoredQuestion[]).at(-1)!;
}

/** The opaque id of the right (or a wrong) choice of the question on screen. */
export async function choiceFor(t: TestApp, testId: string, number: number, right: boolean): Promise<string> {
  const q = await storedQuestion(t, testId);
  const choices = orderedChoices(q, idsForQuestion(t.deps, testId, number));
  return choices.find((c) => (c.key === q.answer) === right)!.id;
}

export async function answer(t: TestApp, token: string, state: any, right: boolean): Promise<CallResult> {
  const n = state.question.number;
  return t.call("POST", `/api/v1/assessments/level-tests/${state.id}/answers`, {
    token,
    body: { number: n, choice: await choiceFor(t, state.id, n, right) },
  });
}

/** Starts a test and answers by `script` (true = right) until it ends; returns every reply. */
export async function takeTest(
  t: TestApp,
  token: string,
  script: (i: number) => boolean,
): Promise<{ replies: CallResult[]; final: any }> {
  const start = await t.call("POST", "/api/v1/assessments/level-tests", { token, body: { restart: true } });
  if (start.status !== 201) throw new Error(`start: ${start.status} ${start.text}`);
  const replies = [start];
  let state = start.body;
  for (let i = 0; state.status === "open"; i++) {
    const r = await answer(t, token, state, script(i));
    if (r.status !== 200) throw new Error(`answer ${i + 1}: ${r.status} ${r.text}`);
    replies.push(r);
    state = r.body;
  }
  return { replies, final: state };
}
