// /api/v1 routes for the family's own data: the JSON download and the deletion of the learning history.
import { Elysia } from "elysia";
import { z } from "zod";
import type { Deps } from "../../deps";
import { requireGrownUp } from "../auth/current";
import { jsonBody } from "../../lib/errors";
import { deleteLearningHistory, exportFamilyData } from "./service";
import { ownChild } from "./children";
import { dashboardWelcome } from "./onboarding";
import { checkGate, gateKind } from "./gate";
import { deleteAccount, deletionPreview } from "../account/deletion";

/** DELETE /users/me: confirmed, and the gate's answer again (the password, or the PIN when one is set). */
const DeleteAccount = z
  .strictObject(
    {
      confirm: z.literal(true, { error: "Send confirm: true to delete the account and everything in it" }),
      password: z
        .string({ error: "password must be text" })
        .max(1000, "That password is not right.")
        .optional(),
      pin: z.string({ error: "pin must be text" }).max(20, "That PIN is not right.").optional(),
    },
    { error: "Send a JSON object with confirm: true and your password or PIN" },
  )
  .refine((v) => !(v.pin !== undefined && v.password !== undefined), {
    message: "Send either password or pin",
    path: ["body"],
  });
import { setDigest } from "../digest/service";
import { optOutRoutes } from "../digest/optOutRoutes";

/** The page asks for a confirmation first; the call says so too, so a stray DELETE deletes nothing. */
const DigestSetting = z.strictObject(
  { enabled: z.boolean({ error: "enabled must be true or false" }) },
  { error: "Send a JSON object with enabled" },
);
const Confirm = z.strictObject(
  {
    confirm: z.literal(true, { error: "Send confirm: true to delete the learning history" }),
    // one child profile's history (issue #16); without it, what the account learned as itself
    child_id: z
      .number({ error: "child_id must be a child profile's id" })
      .int("child_id must be a child profile's id")
      .positive("child_id must be a child profile's id")
      .optional(),
  },
  { error: "Send a JSON object with confirm: true" },
);

export const familyRoutes = (deps: Deps) =>
  new Elysia()
    // the dashboard's greeting and next step (issue #28); the first call records the first visit
    .get("/users/me/welcome", async (ctx) => {
      const user = await requireGrownUp(deps, ctx);
      ctx.set.headers["cache-control"] = "no-store";
      return dashboardWelcome(deps, user);
    })
    // what deleting the account loses, for the confirmation (issue #28)
    .get("/users/me/deletion", async (ctx) => {
      const user = await requireGrownUp(deps, ctx);
      ctx.set.headers["cache-control"] = "no-store";
      return { ...(await deletionPreview(deps, user)), gate: gateKind(user) };
    })
    .delete(
      "/users/me",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        // the gate again: a phone left signed in is not enough to erase a family (Google-only accounts
        // without a PIN have no secret to give: their sign-in is the proof)
        if (gateKind(user) !== "signin")
          await checkGate(deps, user, { pin: ctx.body.pin, password: ctx.body.password });
        return deleteAccount(deps, { userId: null, label: `account #${user.id}, by its owner` }, user.id, {
          reason: "self",
        });
      },
      { body: jsonBody(DeleteAccount) },
    )
    .get("/users/me/export", async (ctx) => {
      const user = await requireGrownUp(deps, ctx);
      const data = await exportFamilyData(deps, user);
      ctx.set.headers["content-disposition"] =
        `attachment; filename="marhaba-data-${data.exported_at.slice(0, 10)}.json"`;
      ctx.set.headers["cache-control"] = "no-store";
      return data;
    })
    .get("/users/me/digest", async (ctx) => ({ enabled: (await requireGrownUp(deps, ctx)).digestOptIn }))
    .put(
      "/users/me/digest",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        return setDigest(deps, user.id, ctx.body.enabled);
      },
      { body: jsonBody(DigestSetting) },
    )
    .use(optOutRoutes(deps))
    .delete(
      "/progress",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        const { child_id } = ctx.body;
        const learner = child_id === undefined ? user : await ownChild(deps, user.id, child_id);
        return deleteLearningHistory(deps, user, learner.id);
      },
      { body: jsonBody(Confirm) },
    );
