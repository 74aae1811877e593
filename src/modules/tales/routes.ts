// /api/v1 shelf routes: the tales and rhymes (rules in service.ts, shapes in model.ts).
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { replies } from "../../lib/errors";
import { currentAuth, requireUser } from "../auth/current";
import { answerQuestion, finishRhyme, shelf, story } from "./service";
import { learnerLang } from "../content/contentIds";
import { RhymeFinished, ShelfReply, StoryAnswerReply, StoryReply } from "./model";

export const shelfRoutes = (deps: Deps) =>
  new Elysia()
    .get(
      "/shelf",
      async (ctx) => {
        const user = (await currentAuth(deps, ctx))?.user;
        return shelf(deps, user?.id ?? null, learnerLang(user));
      },
      { response: replies({ 200: ShelfReply }) },
    )
    .get(
      "/shelf/:id",
      async (ctx) => {
        const user = (await currentAuth(deps, ctx))?.user;
        return story(deps, user?.id ?? null, ctx.params.id, learnerLang(user));
      },
      { response: replies({ 200: StoryReply }) },
    )
    .post(
      "/shelf/:id/answers",
      async (ctx) => answerQuestion(deps, await requireUser(deps, ctx), ctx.params.id, ctx.body),
      { response: replies({ 200: StoryAnswerReply }) },
    )
    .post(
      "/shelf/:id/finish",
      async (ctx) => finishRhyme(deps, await requireUser(deps, ctx), ctx.params.id),
      {
        response: replies({ 200: RhymeFinished }),
      },
    );
