// The digest's opt-out, no sign-in: the signed link in every mail is the permission.
//   GET  /digest/opt-out?u&t → a small page with one button; it changes nothing (mail scanners and link
//        previews fetch links, and must not unsubscribe anyone)
//   POST /digest/opt-out?u&t → turns the email off (the page's button, and RFC 8058 one-click from the mail
//        client's List-Unsubscribe-Post, body "List-Unsubscribe=One-Click", ignored); again is fine.
// The POST is exempt from the JSON-only, Origin and CSRF-header rules (lib/requestGuards.ts tokenAuthorized):
// it is authorised by the token in its URL, never by cookies, so a cross-site request can do nothing the
// link's holder could not.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { ApiError } from "../../lib/errors";
import { setSecurityHeaders } from "../../ssr/securityHeaders";
import { optOut, optOutTarget } from "./service";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A plain HTML page (no script) with the site's security headers. */
function page(deps: Deps, url: string, title: string, body: string, status: number) {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} — Marhaba</title>
<style>body{margin:0;background:#fffdf8;font-family:Nunito,"Segoe UI",Arial,sans-serif;color:#1f2a37;line-height:1.5}main{max-width:32rem;margin:3rem auto;padding:1.75rem;background:#fff;border-radius:18px;box-shadow:0 6px 24px rgba(31,42,55,.08)}h1{font-size:1.5rem;margin:0 0 .75rem}.brand{font-weight:900;color:#075e55;margin:0 0 1rem}button{min-height:48px;padding:0 1.4rem;border:0;border-radius:999px;background:#0b7a6f;color:#fff;font:inherit;font-weight:800;cursor:pointer}button:focus-visible{outline:3px solid #5a3fb0;outline-offset:2px}a{color:#075e55}</style>
</head><body><main><p class="brand"><span lang="ar" dir="rtl">مرحبا</span> Marhaba</p><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const r = new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  setSecurityHeaders(r.headers, deps.config, new URL(url));
  return r;
}
const BROKEN = "<p>This link is incomplete or too old. Copy the whole link from the newest email, or turn the weekly email off in your <a href=\"/profile\">profile</a>.</p>";
const DONE = "<p>Marhaba will not send you the weekly progress email any more. You can turn it on again in your <a href=\"/profile\">profile</a>.</p>";
const params = (query: unknown) => {
  const q = query as Record<string, string | undefined>;
  return { u: String(q.u ?? ""), t: String(q.t ?? "") };
};
const wantsHtml = (request: Request) => (request.headers.get("accept") ?? "").includes("text/html");

export const optOutRoutes = (deps: Deps) =>
  new Elysia()
    .get("/digest/opt-out", async ({ query, request }) => {
      const { u, t } = params(query);
      const target = await optOutTarget(deps, u, t);
      if (!target) return page(deps, request.url, "This link does not work", BROKEN, 400);
      if (!target.optedIn) return page(deps, request.url, "The weekly email is already off", DONE, 200);
      const action = `/api/v1/digest/opt-out?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t)}`;
      return page(deps, request.url, "Stop the weekly email?",
        `<p>One tap and Marhaba stops sending you the weekly summary of what your child learned.</p><form method="post" action="${esc(action)}"><button type="submit">Stop the weekly email</button></form>`, 200);
    })
    .post("/digest/opt-out", async ({ query, request }) => {
      const { u, t } = params(query);
      try {
        await optOut(deps, u, t);
      } catch (e) {
        if (e instanceof ApiError && wantsHtml(request)) return page(deps, request.url, "This link does not work", BROKEN, e.status);
        throw e;
      }
      return wantsHtml(request) ? page(deps, request.url, "You will not get the weekly email any more", DONE, 200) : { enabled: false };
    }, { parse: "none" });
