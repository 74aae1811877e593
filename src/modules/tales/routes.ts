// /api/v1 shelf routes: the tales and rhymes (rules in service.ts).
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { currentAuth, requireUser } from "../auth/current";
import { answerQuestion, finishRhyme, shelf, story } from "./service";

export const shelfRoutes = (deps: Deps) =>
  new Elysia()
    .get("/shelf", async (ctx) => shelf(deps, (await currentAuth(deps, ctx))?.user.id ?? null))
    .get("/shelf/:id", async (ctx) =>
      story(deps, (await currentAuth(deps, ctx))?.user.id ?? null, ctx.params.id),
    )
    .post("/shelf/:id/answers", async (ctx) =>
      answerQuestion(deps, await requireUser(deps, ctx), ctx.params.id, ctx.body),
    )
    .post("/shelf/:id/finish", async (ctx) => finishRhyme(deps, await requireUser(deps, ctx), ctx.params.id));
