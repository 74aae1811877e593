// The digest's opt-out, no sign-in: the signed link in every mail is the permission.
//   GET  /digest/opt-out?u&t → a page in the app's look with one button (optOutPage.ts, no script); it changes nothing (mail scanners and link
//        previews fetch links, and must not unsubscribe anyone)
//   POST /digest/opt-out?u&t → turns the email off (the page's button, and RFC 8058 one-click from the mail
//        client's List-Unsubscribe-Post, body "List-Unsubscribe=One-Click", ignored); again is fine.
// The POST is exempt from the JSON-only, Origin and CSRF-header rules (lib/requestGuards.ts tokenAuthorized):
// it is authorised by the token in its URL, never by cookies, so a cross-site request can do nothing the
// link's holder could not.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { z } from "zod";
import { ApiError, RawReply, replies } from "../../lib/errors";
import { OptedOut } from "./model";
import { setSecurityHeaders } from "../../ssr/securityHeaders";
import { optOut, optOutTarget } from "./service";
import { optOutHtml, type OptOutContent } from "./optOutPage";

/** An opt-out page (optOutPage.ts) with the site's security headers. */
function page(deps: Deps, url: string, content: OptOutContent, status: number) {
  const r = new Response(optOutHtml(content), {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
  setSecurityHeaders(r.headers, deps.config, new URL(url));
  return r;
}
const BROKEN_TEXT =
  '<p>This link is incomplete or too old. Copy the whole link from the newest email, or turn the weekly email off in your <a href="/profile">profile</a>.</p>';
const DONE_TEXT =
  '<p>Marhaba will not send you the weekly progress email any more. You can turn it on again in your <a href="/profile">profile</a>.</p>';
const BROKEN: OptOutContent = { title: "This link does not work", icon: "broken", text: BROKEN_TEXT };
const params = (query: unknown) => {
  const q = query as Record<string, string | undefined>;
  return { u: String(q.u ?? ""), t: String(q.t ?? "") };
};
const wantsHtml = (request: Request) => (request.headers.get("accept") ?? "").includes("text/html");

export const optOutRoutes = (deps: Deps) =>
  new Elysia()
    .get(
      "/digest/opt-out",
      async ({ query, request }) => {
        const { u, t } = params(query);
        const target = await optOutTarget(deps, u, t);
        if (!target) return page(deps, request.url, BROKEN, 400);
        if (!target.optedIn)
          return page(
            deps,
            request.url,
            { title: "The weekly email is already off", icon: "done", text: DONE_TEXT },
            200,
          );
        const action = `/api/v1/digest/opt-out?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t)}`;
        return page(
          deps,
          request.url,
          {
            title: "Stop the weekly email?",
            icon: "mail",
            action,
            text: "<p>One tap and Marhaba stops sending you the weekly summary of what your child learned.</p>",
          },
          200,
        );
      },
      { response: replies({ 200: RawReply }) },
    )
    .post(
      "/digest/opt-out",
      async ({ query, request }) => {
        const { u, t } = params(query);
        try {
          await optOut(deps, u, t);
        } catch (e) {
          if (e instanceof ApiError && wantsHtml(request)) return page(deps, request.url, BROKEN, e.status);
          throw e;
        }
        return wantsHtml(request)
          ? page(
              deps,
              request.url,
              { title: "You will not get the weekly email any more", icon: "done", text: DONE_TEXT },
              200,
            )
          : { enabled: false as const };
      },
      { parse: "none", response: replies({ 200: z.union([OptedOut, RawReply]) }) },
    );
