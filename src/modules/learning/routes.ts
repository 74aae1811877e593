// /api/v1 course routes: the library (signed out too), lessons, attempts, answers, finish, the
// hidden listen prompts. Shapes: publicTypes.ts; rules: service.ts and access.ts.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { plainQuery } from "../../lib/errors";
import { currentAuth, requireUser } from "../auth/current";
import { PromptQuery } from "./schemas";
import { answer, courses, finish, lesson, prompt, startAttempt } from "./service";
import { courseIndex } from "../content/courseIndex";
import { learnerLang } from "../content/contentIds";

export const courseRoutes = (deps: Deps) =>
  new Elysia()
    .get("/courses", async (ctx) => {
      const auth = await currentAuth(deps, ctx);
      return courses(deps, auth?.user.id ?? null, learnerLang(auth?.user));
    })
    // What the course holds (levels, units, lessons): the same for every visitor, for the landing's copy.
    .get("/courses/totals", () => ({ totals: courseIndex().totals }))
    .get("/lessons/:id", async (ctx) => {
      const auth = await currentAuth(deps, ctx);
      return lesson(deps, auth?.user.id ?? null, ctx.params.id, learnerLang(auth?.user));
    })
    .post("/lessons/:id/attempts", async (ctx) => {
      const user = await requireUser(deps, ctx);
      ctx.set.status = 201;
      return startAttempt(deps, user, ctx.params.id);
    })
    .post("/attempts/:id/answers", async (ctx) => {
      const user = await requireUser(deps, ctx);
      return answer(deps, user, ctx.params.id, ctx.body);
    })
    .post("/attempts/:id/finish", async (ctx) => {
      const user = await requireUser(deps, ctx);
      return finish(deps, user, ctx.params.id);
    })
    .get(
      "/attempts/:id/activities/:aid/prompt",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return prompt(deps, user, ctx.params.id, ctx.params.aid, ctx.query.choice ?? null);
      },
      { query: PromptQuery, transform: plainQuery },
    );
// GET /progress lives in progressRoutes.ts (mastery, weeks, stickers).
