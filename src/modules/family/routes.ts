// /api/v1 routes for the family's own data: the JSON download and the deletion of the learning history.
import { Elysia } from "elysia";
import { z } from "zod";
import type { Deps } from "../../deps";
import { requireGrownUp } from "../auth/current";
import { validate } from "../../lib/errors";
import { deleteLearningHistory, exportFamilyData } from "./service";
import { ownChild } from "./children";
import { optOut, setDigest } from "../digest/service";
import { setSecurityHeaders } from "../../ssr/securityHeaders";

/** The page asks for a confirmation first; the call says so too, so a stray DELETE deletes nothing. */
const DigestSetting = z.strictObject({ enabled: z.boolean({ error: "enabled must be true or false" }) }, { error: "Send a JSON object with enabled" });
/** The opt-out answer: a plain HTML page (no script) with the site's security headers. */
const page = (deps: Deps, url: string, title: string, text: string, status: number) => {
  const r = new Response(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Marhaba</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Marhaba</a></p></body></html>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
  setSecurityHeaders(r.headers, deps.config, new URL(url));
  return r;
};
const Confirm = z.strictObject(
  {
    confirm: z.literal(true, { error: "Send confirm: true to delete the learning history" }),
    // one child profile's history (issue #16); without it, what the account learned as itself
    child_id: z.number({ error: "child_id must be a child profile's id" }).int("child_id must be a child profile's id").positive("child_id must be a child profile's id").optional(),
  },
  { error: "Send a JSON object with confirm: true" },
);

export const familyRoutes = (deps: Deps) =>
  new Elysia()
    .get("/users/me/export", async (ctx) => {
      const user = await requireGrownUp(deps, ctx);
      const data = await exportFamilyData(deps, user);
      ctx.set.headers["content-disposition"] = `attachment; filename="marhaba-data-${data.exported_at.slice(0, 10)}.json"`;
      ctx.set.headers["cache-control"] = "no-store";
      return data;
    })
    .get("/users/me/digest", async (ctx) => ({ enabled: (await requireGrownUp(deps, ctx)).digestOptIn }))
    .put("/users/me/digest", async (ctx) => {
      const user = await requireGrownUp(deps, ctx);
      return setDigest(deps, user.id, validate(DigestSetting, ctx.body).enabled);
    })
    // one click from the mail, no sign-in: the signed link is the permission (a wrong one changes nothing)
    .get("/digest/opt-out", async (ctx) => {
      const q = ctx.query as Record<string, string | undefined>;
      const ok = await optOut(deps, String(q.u ?? ""), String(q.t ?? ""));
      return ok
        ? page(deps, ctx.request.url, "You will not get the weekly email any more", "The weekly progress email is turned off. You can turn it on again in your profile.", 200)
        : page(deps, ctx.request.url, "This link does not work", "The link is incomplete. Copy the whole link from the email, or turn the weekly email off in your profile.", 400);
    })
    .delete("/progress", async (ctx) => {
      const user = await requireGrownUp(deps, ctx);
      const { child_id } = validate(Confirm, ctx.body);
      const learner = child_id === undefined ? user : await ownChild(deps, user.id, child_id);
      return deleteLearningHistory(deps, user, learner.id);
    });
