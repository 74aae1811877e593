import { Elysia } from "elysia";
import { z } from "zod";
import type { Deps } from "../../deps";
import { requireGrownUp, requireUser } from "../auth/current";
import { validate, validationError } from "../../lib/errors";
import { NAME_MAX, personName } from "../../lib/names";
import { publicUser, setLocale, updateProfile } from "./service";

export const PROFILE_NAME_MAX = NAME_MAX;
const name = (label: string) => personName(label);

/** PATCH /users/me: only the names. Any other field (email, is_admin…) is refused, not silently dropped. */
const ProfileUpdate = z.object({ first_name: name("First name"), last_name: name("Last name") });
const EDITABLE = new Set(["first_name", "last_name"]);
const LocaleUpdate = z.strictObject({ locale: z.enum(["en", "fr"], { error: "locale must be 'en' or 'fr'" }) }, { error: "Send a JSON object with locale" });

export const userRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/users" })
    .get("/me", async (ctx) => publicUser(await requireUser(deps, ctx)))
    .patch("/me", async (ctx) => {
      const user = await requireGrownUp(deps, ctx);
      const body = ctx.body;
      if (body && typeof body === "object" && !Array.isArray(body) && Object.keys(body).some((k) => !EDITABLE.has(k)))
        throw validationError({ body: "Only first_name and last_name can be changed" });
      const input = validate(ProfileUpdate, body);
      return publicUser(await updateProfile(deps, user.id, { firstName: input.first_name, lastName: input.last_name }));
    })
    .put("/me/locale", async (ctx) => {
      const user = await requireUser(deps, ctx);
      const { locale } = validate(LocaleUpdate, ctx.body);
      return publicUser(await setLocale(deps, user.id, locale));
    });
