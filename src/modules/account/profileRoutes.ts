import { Elysia } from "elysia";
import { z } from "zod";
import type { Deps } from "../../deps";
import { requireGrownUp, requireUser } from "../auth/current";
import { jsonBody } from "../../lib/errors";
import { NAME_MAX, personName } from "../../lib/names";
import { publicUser, setLocale, updateProfile } from "../users/service";

export const PROFILE_NAME_MAX = NAME_MAX;
const name = (label: string) => personName(label);

/** PATCH /users/me: only the names. Any other field (email, is_admin…) is refused, not silently dropped. */
const EDITABLE = new Set(["first_name", "last_name"]);
const onlyNames = z.custom(
  (b) => !(b && typeof b === "object" && !Array.isArray(b) && Object.keys(b).some((k) => !EDITABLE.has(k))),
  "Only first_name and last_name can be changed",
);
const ProfileUpdate = onlyNames.pipe(
  z.object({ first_name: name("First name"), last_name: name("Last name") }),
);
const LocaleUpdate = z.strictObject(
  { locale: z.enum(["en", "fr"], { error: "locale must be 'en' or 'fr'" }) },
  { error: "Send a JSON object with locale" },
);

export const userRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/users" })
    .get("/me", async (ctx) => publicUser(await requireUser(deps, ctx)))
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
      { body: jsonBody(ProfileUpdate) },
    )
    .put(
      "/me/locale",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return publicUser(await setLocale(deps, user.id, ctx.body.locale));
      },
      { body: jsonBody(LocaleUpdate) },
    );
