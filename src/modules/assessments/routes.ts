// /api/v1/assessments: the adaptive level test (one question at a time, graded on the server), the
// results history and the content access-token gate.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireUser } from "../auth/current";
import { jsonBody, notFound, replies } from "../../lib/errors";
import { hit } from "../ratelimit/service";
import {
  AccessTokenRequest,
  ContentToken,
  CurrentTest,
  ResultId,
  ResultWithStart,
  ResultsHistory,
  StartTest,
  TestAnswer,
  TestState,
} from "./model";
import { AudioSlot } from "../learning/model";
import { getResult, issueContentToken, resultsHistory } from "./service";
import { answerTest, currentTest, getTest, startTest, testPrompt } from "./levelTest";
import { requestLocale } from "../../lib/requestLocale";
import { translatorFor } from "../../../shared/i18n/catalogues";
import type { User } from "../../db/schema";

/** Tests started per user per hour: plenty for a child retrying, not enough to flood the history. */
export const LEVEL_TEST_STARTS_PER_HOUR = 60;
/** Answers per user per hour (a test has at most 15 questions). */
export const LEVEL_TEST_ANSWERS_PER_HOUR = 600;

export const assessmentRoutes = (deps: Deps) => {
  /** The reader's language (issue #30): ?lang=, the learner's own users.locale, mh_lang, Accept-Language. */
  const readerOf = (request: Request, user: User) =>
    translatorFor(requestLocale(deps.config, request, user.locale));
  return new Elysia({ prefix: "/assessments" })
    .get(
      "/level-tests/current",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return currentTest(deps, readerOf(ctx.request, user), user);
      },
      { response: replies({ 200: CurrentTest }) },
    )
    .post(
      "/level-tests",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        if (user.isVerified) await hit(deps, `level-test:${user.id}`, LEVEL_TEST_STARTS_PER_HOUR, 3600);
        const r = await startTest(deps, readerOf(ctx.request, user), user, ctx.body.restart ?? false);
        ctx.set.status = r.created ? 201 : 200;
        return r.test;
      },
      { body: jsonBody(StartTest), response: replies({ 200: TestState, 201: TestState }) },
    )
    .get(
      "/level-tests/:id",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return getTest(deps, readerOf(ctx.request, user), user, ctx.params.id);
      },
      { response: replies({ 200: TestState }) },
    )
    .get(
      "/level-tests/:id/prompt",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return testPrompt(deps, user, ctx.params.id);
      },
      { response: replies({ 200: AudioSlot }) },
    )
    .post(
      "/level-tests/:id/answers",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        await hit(deps, `level-test-answers:${user.id}`, LEVEL_TEST_ANSWERS_PER_HOUR, 3600);
        return answerTest(
          deps,
          readerOf(ctx.request, user),
          user,
          ctx.params.id,
          ctx.body.number,
          ctx.body.choice,
          ctx.body.hears_arabic ?? true,
        );
      },
      { body: jsonBody(TestAnswer), response: replies({ 200: TestState }) },
    )
    .get(
      "/results",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return resultsHistory(deps, user, readerOf(ctx.request, user));
      },
      { response: replies({ 200: ResultsHistory }) },
    )
    .get(
      "/results/:id",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        const id = ResultId.safeParse(ctx.params.id);
        if (!id.success) throw notFound("Test result not found", "RESULT_NOT_FOUND");
        return getResult(deps, user.id, id.data, readerOf(ctx.request, user));
      },
      { response: replies({ 200: ResultWithStart }) },
    )
    .post(
      "/access-token",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return issueContentToken(deps, user, ctx.body.content_type, ctx.body.content_id);
      },
      { body: jsonBody(AccessTokenRequest), response: replies({ 200: ContentToken }) },
    );
};
