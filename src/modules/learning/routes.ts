// /api/v1 course routes: the library (signed out too), lessons, attempts, answers, finish, the
// hidden listen prompts. Shapes: model.ts; rules: service.ts and access.ts.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { plainQuery, replies } from "../../lib/errors";
import { currentAuth, requireUser } from "../auth/current";
import {
  AnswerResult,
  AttemptReply,
  CoursesReply,
  FinishReply,
  LessonForbidden,
  LessonReply,
  PromptQuery,
  PromptReply,
  TotalsReply,
} from "./model";
import { answer, courses, finish, lesson, prompt, startAttempt } from "./service";
import { courseIndex } from "../content/courseIndex";
import { learnerLang } from "../content/contentIds";

export const courseRoutes = (deps: Deps) =>
  new Elysia()
    .get(
      "/courses",
      async (ctx) => {
        const auth = await currentAuth(deps, ctx);
        return courses(deps, auth?.user.id ?? null, learnerLang(auth?.user));
      },
      { response: replies({ 200: CoursesReply }) },
    )
    // What the course holds (levels, units, lessons): the same for every visitor, for the landing's copy.
    .get("/courses/totals", () => ({ totals: courseIndex().totals }), {
      response: replies({ 200: TotalsReply }),
    })
    .get(
      "/lessons/:id",
      async (ctx) => {
        const auth = await currentAuth(deps, ctx);
        return lesson(deps, auth?.user.id ?? null, ctx.params.id, learnerLang(auth?.user));
      },
      { response: replies({ 200: LessonReply, 403: LessonForbidden }) },
    )
    .post(
      "/lessons/:id/attempts",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        ctx.set.status = 201;
        return startAttempt(deps, user, ctx.params.id);
      },
      { response: replies({ 201: AttemptReply, 403: LessonForbidden }) },
    )
    .post(
      "/attempts/:id/answers",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return answer(deps, user, ctx.params.id, ctx.body);
      },
      { response: replies({ 200: AnswerResult, 403: LessonForbidden }) },
    )
    .post(
      "/attempts/:id/finish",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return finish(deps, user, ctx.params.id);
      },
      { response: replies({ 200: FinishReply, 403: LessonForbidden }) },
    )
    .get(
      "/attempts/:id/activities/:aid/prompt",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return prompt(deps, user, ctx.params.id, ctx.params.aid, ctx.query.choice ?? null);
      },
      {
        query: PromptQuery,
        transform: plainQuery,
        response: replies({ 200: PromptReply, 403: LessonForbidden }),
      },
    );
// GET /progress lives in progressRoutes.ts (mastery, weeks, stickers).
