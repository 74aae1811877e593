// /api/v1/assessments: the adaptive level test (one question at a time, graded on the server), the
// results history and the content access-token gate.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireUser } from "../auth/current";
import { notFound, validate } from "../../lib/errors";
import { hit } from "../ratelimit/service";
import { AccessTokenRequest, ResultId, StartTest, TestAnswer } from "./schemas";
import { getResult, issueContentToken, resultsHistory } from "./service";
import { answerTest, currentTest, getTest, startTest, testPrompt } from "./levelTest";

/** Tests started per user per hour: plenty for a child retrying, not enough to flood the history. */
export const LEVEL_TEST_STARTS_PER_HOUR = 60;
/** Answers per user per hour (a test has at most 15 questions). */
export const LEVEL_TEST_ANSWERS_PER_HOUR = 600;

export const assessmentRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/assessments" })
    .get("/level-tests/current", async (ctx) => {
      const user = await requireUser(deps, ctx);
      return currentTest(deps, user);
    })
    .post("/level-tests", async (ctx) => {
      const user = await requireUser(deps, ctx);
      const { restart } = validate(StartTest, ctx.body);
      if (user.isVerified) await hit(deps, `level-test:${user.id}`, LEVEL_TEST_STARTS_PER_HOUR, 3600);
      const r = await startTest(deps, user, restart ?? false);
      ctx.set.status = r.created ? 201 : 200;
      return r.test;
    })
    .get("/level-tests/:id", async (ctx) => {
      const user = await requireUser(deps, ctx);
      return getTest(deps, user, ctx.params.id);
    })
    .get("/level-tests/:id/prompt", async (ctx) => {
      const user = await requireUser(deps, ctx);
      return testPrompt(deps, user, ctx.params.id);
    })
    .post("/level-tests/:id/answers", async (ctx) => {
      const user = await requireUser(deps, ctx);
      const { number, choice } = validate(TestAnswer, ctx.body);
      await hit(deps, `level-test-answers:${user.id}`, LEVEL_TEST_ANSWERS_PER_HOUR, 3600);
      return answerTest(deps, user, ctx.params.id, number, choice);
    })
    .get("/results", async (ctx) => {
      const user = await requireUser(deps, ctx);
      return resultsHistory(deps, user);
    })
    .get("/results/:id", async (ctx) => {
      const user = await requireUser(deps, ctx);
      const id = ResultId.safeParse(ctx.params.id);
      if (!id.success) throw notFound("Test result not found", "RESULT_NOT_FOUND");
      return getResult(deps, user.id, id.data);
    })
    .post("/access-token", async (ctx) => {
      const user = await requireUser(deps, ctx);
      const b = validate(AccessTokenRequest, ctx.body);
      return issueContentToken(deps, user, b.content_type, b.content_id);
    });
