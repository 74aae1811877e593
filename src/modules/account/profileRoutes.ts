// /api/v1/users/me: the caller's own account, their names and page language. Shapes: model.ts.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireGrownUp, requireUser } from "../auth/current";
import { jsonBody, replies } from "../../lib/errors";
import { PublicUser } from "../users/model";
import { publicUser, setLocale, updateProfile } from "../users/service";
import { LocaleUpdate, ProfileUpdate } from "./model";

export { PROFILE_NAME_MAX } from "./model";

export const userRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/users" })
    .get("/me", async (ctx) => publicUser(await requireUser(deps, ctx)), {
      response: replies({ 200: PublicUser }),
    })
    .patch(
      "/me",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        return publicUser(
          await updateProfile(deps, user.id, {
            firstName: ctx.body.first_name,
            lastName: ctx.body.last_name,
          }),
        );
      },
      { body: jsonBody(ProfileUpdate), response: replies({ 200: PublicUser }) },
    )
    .put(
      "/me/locale",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return publicUser(await setLocale(deps, user.id, ctx.body.locale));
      },
      { body: jsonBody(LocaleUpdate), response: replies({ 200: PublicUser }) },
    );
