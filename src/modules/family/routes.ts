// /api/v1 routes for the family's own data: the JSON download and the deletion of the learning history.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireGrownUp } from "../auth/current";
import { jsonBody, replies } from "../../lib/errors";
import { requestLocale } from "../../lib/requestLocale";
import {
  AccountDeleted,
  DashboardWelcome,
  DeleteAccount,
  DeletionPreview,
  DigestReply,
  DigestSetting,
  FamilyExport,
  HistoryDeleted,
  ProgressDeleteConfirm,
} from "./model";
import { deleteLearningHistory, exportFamilyData } from "./service";
import { ownChild } from "./children";
import { dashboardWelcome } from "./onboarding";
import { checkGate, gateKind } from "./gate";
import { deleteAccount, deletionPreview } from "../account/deletion";

import { setDigest } from "../digest/service";
import { optOutRoutes } from "../digest/optOutRoutes";

export const familyRoutes = (deps: Deps) =>
  new Elysia()
    // the dashboard's greeting and next step (issue #28); the first call records the first visit
    .get(
      "/users/me/welcome",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        // the first lesson's title in the grown-up's reading language (?lang=, theirs, mh_lang, Accept-Language)
        const locale = requestLocale(deps.config, ctx.request, user.locale);
        return dashboardWelcome(deps, user, locale === "fr" ? "fr" : "en");
      },
      { response: replies({ 200: DashboardWelcome }) },
    )
    // what deleting the account loses, for the confirmation (issue #28)
    .get(
      "/users/me/deletion",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return { ...(await deletionPreview(deps, user)), gate: gateKind(user) };
      },
      { response: replies({ 200: DeletionPreview }) },
    )
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
      { body: jsonBody(DeleteAccount), response: replies({ 200: AccountDeleted }) },
    )
    .get(
      "/users/me/export",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        const data = await exportFamilyData(deps, user);
        ctx.set.headers["content-disposition"] =
          `attachment; filename="marhaba-data-${data.exported_at.slice(0, 10)}.json"`;
        ctx.set.headers["cache-control"] = "no-store";
        return data;
      },
      { response: replies({ 200: FamilyExport }) },
    )
    .get("/users/me/digest", async (ctx) => ({ enabled: (await requireGrownUp(deps, ctx)).digestOptIn }), {
      response: replies({ 200: DigestReply }),
    })
    .put(
      "/users/me/digest",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        return setDigest(deps, user.id, ctx.body.enabled);
      },
      { body: jsonBody(DigestSetting), response: replies({ 200: DigestReply }) },
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
      { body: jsonBody(ProgressDeleteConfirm), response: replies({ 200: HistoryDeleted }) },
    );
