// /api/v1/assessments: the level test (questions without answers, server-side grading),
// the results history and the content access-token gate.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireUser } from "../auth/current";
import { validate } from "../../lib/errors";
import { hit } from "../ratelimit/service";
import { AccessTokenRequest, LevelTestSubmission, ResultId } from "./schemas";
import { getResult, issueContentToken, listResults, publicQuestions, submitLevelTest } from "./service";
import { notFound } from "../../lib/errors";

/** Submissions per user per hour: plenty for a child retrying, not enough to flood the history. */
export const LEVEL_TEST_SUBMISSIONS_PER_HOUR = 60;

export const assessmentRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/assessments" })
    .get("/level-test/questions", async (ctx) => {
      await requireUser(deps, ctx);
      return publicQuestions();
    })
    .post("/level-test", async (ctx) => {
      const user = await requireUser(deps, ctx);
      const { answers } = validate(LevelTestSubmission, ctx.body);
      if (user.isVerified) hit(deps, `level-test:${user.id}`, LEVEL_TEST_SUBMISSIONS_PER_HOUR, 3600);
      ctx.set.status = 201;
      return submitLevelTest(deps, user, answers);
    })
    .get("/results", async (ctx) => {
      const user = await requireUser(deps, ctx);
      return listResults(deps, user.id);
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
