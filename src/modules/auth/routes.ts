// /api/v1/auth: validate → service → reply. Sign-ins answer tokens for API clients
// AND set the web app's httpOnly cookies.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { jsonBody, replies, unauthorized, validate } from "../../lib/errors";
import { clientIp } from "../ratelimit/service";
import { listChildren, publicUser } from "../users/service";
import {
  REFRESH_COOKIE,
  clearSessionCookies,
  currentAuth,
  parseCookies,
  requireUser,
  sessionCookies,
  setCookies,
  type Ctx,
} from "./current";
import { revokeFamily, rotateRefresh, type IssuedSession } from "./sessions";
import {
  CallbackBody,
  ForgotBody,
  LoginBody,
  MessageReply,
  ProviderSignedInReply,
  ProvidersInfo,
  RedirectReply,
  RefreshBody,
  RefreshReply,
  RegisterBody,
  RegisteredReply,
  ResentReply,
  ResetBody,
  SignedInReply,
  type SignInHome,
  TokenBody,
  VerifiedReply,
} from "./model";
import { forgotPassword, login, register, resendVerification, resetPassword, verifyEmail } from "./service";
import { requestLocale } from "../../lib/requestLocale";
import { replyWords } from "./replyWords";
import {
  PROVIDER_IDS,
  type ProviderId,
  clearFlowCookie,
  cookieName,
  providerEnabled,
  providersInfo,
  signInFinish,
  signInStart,
} from "./oidc";
import { refreshTokens } from "../../db/schema";
import { eq } from "drizzle-orm";
import { sha256 } from "../../lib/ids";
import type { User } from "../../db/schema";

/** What these handlers use of Elysia's context: headers in and out, the socket's address. */
type ReqCtx = Ctx & Parameters<typeof clientIp>[1];

const meta = (deps: Deps, ctx: ReqCtx) => ({
  ip: clientIp(deps, ctx),
  userAgent: ctx.request.headers.get("user-agent"),
});

/** The reply to a sign-in. `home`: where the web app goes when nothing else is pending — the teacher's
 *  area for a teacher (issue #29: the family side is one tap away), "Who is learning?" for a family with
 *  child profiles, else the dashboard (one navigation, decided here). */
async function signedIn(deps: Deps, ctx: Ctx, user: User, session: IssuedSession): Promise<SignedInReply> {
  setCookies(ctx, sessionCookies(deps, session));
  const home: SignInHome =
    user.isTeacher && user.kind === "adult"
      ? "/teach"
      : (await listChildren(deps, user.id)).length
        ? "/who"
        : "/dashboard";
  return {
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    token_type: "bearer",
    user: publicUser(user),
    home,
  };
}

/** The refresh token from the body, a Bearer header, or the web cookie (in that order): the body is
 *  optional, so it is checked here with validate(), not in the route's options. */
function presentedRefresh(
  ctx: Ctx,
  rawBody: unknown,
): { token: string; via: "body" | "bearer" | "cookie" } | null {
  const body = validate(RefreshBody, rawBody ?? undefined);
  if (body?.refresh_token) return { token: body.refresh_token, via: "body" };
  const authz = ctx.request.headers.get("authorization");
  if (authz?.toLowerCase().startsWith("bearer ") && authz.slice(7).trim())
    return { token: authz.slice(7).trim(), via: "bearer" };
  const c = parseCookies(ctx.request.headers.get("cookie"))[REFRESH_COOKIE];
  return c ? { token: c, via: "cookie" } : null;
}

/** POST /auth/login's reply (and register's, with a message; the providers', with `created`). */
export type { SignInHome, SignedInReply };

export const authRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/auth" })
    .post(
      "/register",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
        // the visitor's language (issue #30) becomes the account's: its mails are written in it
        // (when the browser says one: a client that sends no language leaves it unset)
        const said =
          ctx.request.headers.has("accept-language") ||
          ctx.request.headers.get("cookie")?.includes("mh_lang=");
        const locale = said ? requestLocale(deps.config, ctx.request) : null;
        const { user, session } = await register(deps, ctx.body, {
          ...meta(deps, ctx),
          locale: locale === "pseudo" ? null : locale,
        });
        ctx.set.status = 201;
        return {
          ...(await signedIn(deps, ctx, user, session)),
          message: await replyWords(deps, ctx.request, "auth.signup.registered", user),
        };
      },
      { body: jsonBody(RegisterBody), response: replies({ 201: RegisteredReply }) },
    )
    .post(
      "/login",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
        const { user, session } = await login(deps, ctx.body, meta(deps, ctx));
        return await signedIn(deps, ctx, user, session);
      },
      { body: jsonBody(LoginBody), response: replies({ 200: SignedInReply }) },
    )
    .post(
      "/logout",
      async (ctx) => {
        const rawBody = ctx.body; // read here so Elysia parses the body
        const auth = await currentAuth(deps, ctx).catch(() => null);
        const message = await replyWords(deps, ctx.request, "auth.signedOut", auth?.user); // before the session goes
        if (auth) await revokeFamily(deps, auth.familyId);
        // A refresh token presented on its own (API clients, or a cookie whose access token expired).
        let presented: ReturnType<typeof presentedRefresh> = null;
        try {
          presented = presentedRefresh(ctx, rawBody);
        } catch {}
        if (presented) {
          const [row] = await deps.db
            .select()
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, sha256(presented.token)))
            .limit(1);
          if (row) await revokeFamily(deps, row.familyId);
        }
        // Any cookies resolveAuth may have set are superseded by the clearing ones.
        ctx.set.headers["set-cookie"] = clearSessionCookies(deps);
        return { message };
      },
      { response: replies({ 200: MessageReply }) },
    )
    .post(
      "/refresh",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
        const rawBody = ctx.body; // read here so Elysia parses the body
        const presented = presentedRefresh(ctx, rawBody);
        if (!presented) throw unauthorized("Session expired. Please sign in again.", "REFRESH_INVALID");
        try {
          const s = await rotateRefresh(deps, presented.token, ctx.request.headers.get("user-agent"));
          if (presented.via === "cookie") setCookies(ctx, sessionCookies(deps, s));
          return {
            access_token: s.accessToken,
            refresh_token: s.refreshToken,
            token_type: "bearer" as const,
          };
        } catch (e) {
          if (presented.via === "cookie") setCookies(ctx, clearSessionCookies(deps));
          throw e;
        }
      },
      { response: replies({ 200: RefreshReply }) },
    )
    .post(
      "/verify-email",
      async (ctx) => {
        const user = await verifyEmail(deps, ctx.body.token, meta(deps, ctx));
        return {
          message: await replyWords(deps, ctx.request, "auth.verify.success", user),
          user: publicUser(user),
        };
      },
      { body: jsonBody(TokenBody), response: replies({ 200: VerifiedReply }) },
    )
    .post(
      "/resend-verification",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
        const user = await requireUser(deps, ctx);
        const r = await resendVerification(deps, user, meta(deps, ctx));
        return {
          message: await replyWords(
            deps,
            ctx.request,
            r.sent ? "auth.notice.resent" : "auth.notice.alreadyVerified",
            user,
          ),
          sent: r.sent,
        };
      },
      { response: replies({ 200: ResentReply }) },
    )
    .post(
      "/forgot-password",
      async (ctx) => {
        await forgotPassword(deps, ctx.body.email, meta(deps, ctx)); // the same answer whoever the email is
        return { message: await replyWords(deps, ctx.request, "auth.forgot.sent") };
      },
      { body: jsonBody(ForgotBody), response: replies({ 200: MessageReply }) },
    )
    .post(
      "/reset-password",
      async (ctx) => {
        await resetPassword(deps, ctx.body.token, ctx.body.new_password, meta(deps, ctx));
        ctx.set.headers["set-cookie"] = clearSessionCookies(deps);
        return { message: await replyWords(deps, ctx.request, "auth.reset.done") };
      },
      { body: jsonBody(ResetBody), response: replies({ 200: MessageReply }) },
    )
    .get("/providers", () => providersInfo(deps), { response: replies({ 200: ProvidersInfo }) })
    .use(providerRoutes(deps));

/** /auth/google/… and /auth/oidc/…: the same flow for each configured OpenID provider (chained, so the
 *  app's type names both). */
const providerRoutes = (deps: Deps) =>
  new Elysia().use(providerRoute(deps, PROVIDER_IDS[0])).use(providerRoute(deps, PROVIDER_IDS[1]));

function providerRoute<Id extends ProviderId>(deps: Deps, id: Id) {
  return new Elysia()
    .get(
      `/${id}/start` as `/${Id}/start`,
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store";
        if (!providerEnabled(deps, id)) return signInStart(deps, id); // throws the clear 404 (or 403)
        ctx.set.status = 302;
        try {
          const { url, cookie } = await signInStart(deps, id);
          ctx.set.headers["set-cookie"] = [cookie];
          ctx.set.headers["location"] = url;
        } catch {
          // Provider unreachable (logged): a person arrived here by clicking, so show the callback page's error.
          ctx.set.headers["location"] = `/auth/${id}/callback?error=temporarily_unavailable`;
        }
        return "" as const;
      },
      { response: replies({ 302: RedirectReply }) },
    )
    .post(
      `/${id}` as `/${Id}`,
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store"; // (also lets Elysia see that this handler sets headers)
        const saved = parseCookies(ctx.request.headers.get("cookie"))[cookieName(deps, id)];
        // The one-time cookie goes whatever the outcome: a code cannot be tried twice with it.
        setCookies(ctx, [clearFlowCookie(deps, id)]);
        const { user, session, created } = await signInFinish(deps, id, ctx.body, saved, {
          userAgent: ctx.request.headers.get("user-agent"),
        });
        return { ...(await signedIn(deps, ctx, user, session)), created };
      },
      { body: jsonBody(CallbackBody), response: replies({ 200: ProviderSignedInReply }) },
    );
}
