// Issue #25 (9): a level test a child who cannot read can take. The spec's first question keeps its words
// and its options, in the spec's order, and each option also comes as a picture; every question carries
// the text the page reads aloud.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { assessment } from "../../shared/i18n/en/assessment";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

test("the greeting question: the spec's words and options, each a picture, all read aloud; later questions read their instruction", async () => {
  const user = await createTestUser(t.deps, { isVerified: true });
  const { token } = await signIn(t.deps, user);
  const r = await t.call("POST", "/api/v1/assessments/level-tests", { token, body: {} });
  expect(r.status).toBe(201);
  const q = r.body.question;
  expect(q.prompt).toBe("What does the Arabic greeting Marhaba mean?");
  expect(assessment["q.meaning"]).toBe(q.prompt);
  expect(q.choices.map((c: { text: string }) => c.text)).toEqual(["Hello", "Goodbye", "Thank you", "Please"]);
  for (const c of q.choices) expect(c.picture).toMatch(/^\/assets\/pictures\/[a-z0-9-]+\.[0-9a-f]+\.svg$/);
  expect(new Set(q.choices.map((c: { picture: string }) => c.picture)).size).toBe(4); // four different pictures
  expect(q.say).toBe("What does the Arabic greeting Marhaba mean? Hello? Goodbye? Thank you? Or please?");
  // the next question (a listening one for a child who knows the greeting) reads its instruction
  const next = await t.call("POST", `/api/v1/assessments/level-tests/${r.body.id}/answers`, {
    token,
    body: { number: 1, choice: q.choices[0].id },
  });
  expect(next.status).toBe(200);
  expect(next.body.question.say).toBe(next.body.question.prompt);
  expect(next.body.question.say.length).toBeGreaterThan(10);
});

test("a device without an Arabic voice and an instance without clips: no listening question, a reading one instead", async () => {
  const user = await createTestUser(t.deps, { isVerified: true });
  const { token } = await signIn(t.deps, user);
  let r = await t.call("POST", "/api/v1/assessments/level-tests", { token, body: {} });
  const types: string[] = [];
  // answer the greeting right, then keep answering the first choice, always saying there is no voice
  for (let i = 0; i < 15 && r.body.status === "open"; i++) {
    const q = r.body.question;
    if (i > 0) types.push(q.type);
    r = await t.call("POST", `/api/v1/assessments/level-tests/${r.body.id}/answers`, {
      token,
      body: { number: q.number, choice: q.choices[0].id, hears_arabic: false },
    });
    expect(r.status).toBe(200);
  }
  expect(types.length).toBeGreaterThan(0);
  for (const type of types) expect(type).toBe("read_pick_picture");
});

test("hears_arabic must be a boolean: 422 naming it, the question not answered", async () => {
  const user = await createTestUser(t.deps, { isVerified: true });
  const { token } = await signIn(t.deps, user);
  const r = await t.call("POST", "/api/v1/assessments/level-tests", { token, body: {} });
  for (const bad of ["yes", 1, null, { a: 1 }]) {
    const a = await t.call("POST", `/api/v1/assessments/level-tests/${r.body.id}/answers`, {
      token,
      body: { number: 1, choice: r.body.question.choices[0].id, hears_arabic: bad },
    });
    expect(a.status).toBe(422);
    expect(a.body.error.fields.hears_arabic).toBeTruthy();
  }
  const still = await t.call("GET", `/api/v1/assessments/level-tests/${r.body.id}`, { token });
  expect(still.body.answered).toBe(0);
});
