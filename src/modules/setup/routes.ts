// /api/v1/setup: the first-run page's two calls (issue #33). Signed out by nature: the setup code is the
// only credential, and the routes answer 404 once an admin exists.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { jsonBody, replies } from "../../lib/errors";
import { sessionCookies, setCookies } from "../auth/current";
import { issueSession } from "../auth/sessions";
import { publicUser } from "../users/service";
import { runSetup, setupState } from "./service";
import { SetupBody, SetupDone, SetupState } from "./model";
import { notFound } from "../../lib/errors";

export const setupRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/setup" })
    .get(
      "",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store";
        const s = await setupState(deps);
        if (!s.needed) throw notFound("This instance already has an admin.", "SETUP_DONE");
        return s;
      },
      { response: replies({ 200: SetupState }) },
    )
    .post(
      "",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store";
        const admin = await runSetup(deps, ctx.body);
        const session = await issueSession(deps, admin, {
          persistent: false,
          userAgent: ctx.request.headers.get("user-agent"),
        });
        setCookies(ctx, sessionCookies(deps, session));
        ctx.set.status = 201;
        return { user: publicUser(admin), home: "/admin" as const };
      },
      { body: jsonBody(SetupBody), response: replies({ 201: SetupDone }) },
    );
