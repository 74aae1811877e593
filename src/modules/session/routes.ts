// GET /session: what the web app needs on every page — the user, their subscription
// status and any notice left by a server-side redirect. Never fails: signed out is {user: null}.
// `learner` is set when the pages are a child's (a child profile's session, or a pupil): the child's
// header, home and path (issues #25, #29); null for a grown-up.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { currentAuth, parseCookies, setCookies } from "../auth/current";
import { publicUser } from "../users/service";
import { subscriptionStatus } from "../subscriptions/service";
import { classHolderOf, payerOf } from "../access/learner";
import { randomToken } from "../../lib/ids";
import { sessionFamily } from "../family/sessionFamily";
import { avatarUrl } from "../family/avatars";
import { NOTICE_COOKIE } from "../../../shared/constants";
import { NOTICE_LIMITS, type NoticeKind, type NoticeValue } from "../../../shared/notice";
import { translatorFor } from "../../../shared/i18n/catalogues";
import { replies } from "../../lib/errors";
import { SessionReply } from "./model";

/** The notice a server-side redirect left (web/lib/notice.ts): a catalogue key and its arguments, handed
 *  back as they are, the page words them in its language. The cookie is the visitor's to change: only a
 *  real key of the catalogue, a few short plain arguments; anything else is no notice. */
function readNotice(request: Request) {
  const raw = parseCookies(request.headers.get("cookie"))[NOTICE_COOKIE];
  if (!raw) return null;
  try {
    const n = JSON.parse(raw);
    if (!["success", "error", "info"].includes(n?.kind)) return null;
    if (typeof n.key !== "string" || !translatorFor("en").has(n.key)) return null;
    const values: Record<string, NoticeValue> = {};
    const given = Object.entries(n.values ?? {});
    if (n.values !== undefined && (typeof n.values !== "object" || Array.isArray(n.values))) return null;
    if (given.length > NOTICE_LIMITS.values) return null;
    for (const [name, v] of given) {
      const short = (x: unknown) => typeof x === "string" && x.length <= NOTICE_LIMITS.text;
      if (short(v) || (typeof v === "number" && Number.isFinite(v))) values[name] = v as string | number;
      else if (v && typeof v === "object" && short((v as { date?: unknown }).date))
        values[name] = { date: (v as { date: string }).date };
      else return null;
    }
    return { id: randomToken(6), kind: n.kind as NoticeKind, key: n.key, values };
  } catch {
    return null;
  }
}

export const sessionRoutes = (deps: Deps) =>
  new Elysia().get(
    "/session",
    async (ctx) => {
      ctx.set.headers["cache-control"] = "no-store";
      const notice = readNotice(ctx.request);
      if (notice) setCookies(ctx, [`${NOTICE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`]);
      const auth = await currentAuth(deps, ctx);
      if (!auth) return { user: null, subscription: null, notice };
      // server_time: the dashboard's countdown follows the server's clock, not the device's
      const server_time = deps.clock.now().toISOString();
      // a child profile shows the family's plan (lesson locks, the demo) without what buying would cost
      const family = await sessionFamily(deps, auth);
      if (family?.child) {
        const { offer: _, ...status } = await subscriptionStatus(deps, auth.account.id);
        return {
          user: publicUser(auth.user),
          subscription: status,
          notice,
          family,
          server_time,
          learner: {
            first_name: family.child.first_name,
            avatar_url: family.child.avatar_url,
            kind: "child" as const,
          },
        };
      }
      // a pupil's access is their class's licence (their payer: access/learner.ts)
      const pupil = auth.user.kind === "pupil" ? classHolderOf(await payerOf(deps, auth.user)) : undefined;
      // issue #29: a pupil's pages are a child's (their picture in the child's header)
      const learner =
        auth.user.kind === "pupil"
          ? {
              first_name: auth.user.firstName,
              avatar_url: avatarUrl(auth.user.avatar),
              kind: "pupil" as const,
            }
          : null;
      return {
        user: publicUser(auth.user),
        subscription: await subscriptionStatus(deps, auth.user.id, pupil),
        notice,
        family,
        server_time,
        learner,
      };
    },
    { response: replies({ 200: SessionReply }) },
  );
