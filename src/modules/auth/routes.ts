// /api/v1/auth: validate → service → reply. Sign-ins answer tokens for API clients
// AND set the web app's httpOnly cookies.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { unauthorized, validate } from "../../lib/errors";
import { clientIp } from "../ratelimit/service";
import { publicUser } from "../users/service";
import { REFRESH_COOKIE, clearSessionCookies, currentAuth, parseCookies, requireUser, sessionCookies, setCookies, type Ctx } from "./current";
import { revokeFamily, rotateRefresh, type IssuedSession } from "./sessions";
import { CallbackBody, ForgotBody, LoginBody, RefreshBody, RegisterBody, ResetBody, TokenBody } from "../../../shared/auth";
import { forgotPassword, login, register, resendVerification, resetPassword, verifyEmail } from "./service";
import { PROVIDER_IDS, clearFlowCookie, cookieName, providerEnabled, providersInfo, signInFinish, signInStart } from "./oidc";
import { refreshTokens } from "../../db/schema";
import { eq } from "drizzle-orm";
import { sha256 } from "../../lib/ids";
import { MESSAGES } from "../../../shared/messages";
import type { User } from "../../db/schema";
import { listChildren } from "../family/children";

type Any = Ctx & { body: unknown; server?: any; query: Record<string, string | undefined> };

const meta = (deps: Deps, ctx: Any) => ({ ip: clientIp(deps, ctx), userAgent: ctx.request.headers.get("user-agent") });

/** The reply to a sign-in. `home`: where the web app goes when nothing else is pending — "Who is
 *  learning?" for a family with child profiles, else the dashboard (one navigation, decided here). */
async function signedIn(deps: Deps, ctx: Any, user: User, session: IssuedSession) {
  setCookies(ctx, sessionCookies(deps, session));
  const home = (await listChildren(deps, user.id)).length ? "/who" : "/dashboard";
  return { access_token: session.accessToken, refresh_token: session.refreshToken, token_type: "bearer", user: publicUser(user), home };
}

/** The refresh token from the body, a Bearer header, or the web cookie (in that order). */
function presentedRefresh(ctx: Any, rawBody: unknown): { token: string; via: "body" | "bearer" | "cookie" } | null {
  const body = validate(RefreshBody, rawBody ?? undefined);
  if (body?.refresh_token) return { token: body.refresh_token, via: "body" };
  const authz = ctx.request.headers.get("authorization");
  if (authz?.toLowerCase().startsWith("bearer ") && authz.slice(7).trim()) return { token: authz.slice(7).trim(), via: "bearer" };
  const c = parseCookies(ctx.request.headers.get("cookie"))[REFRESH_COOKIE];
  return c ? { token: c, via: "cookie" } : null;
}

export const authRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/auth" })
    .post("/register", async (ctx) => {
      ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
      const input = validate(RegisterBody, ctx.body);
      const { user, session } = await register(deps, input, meta(deps, ctx as Any));
      ctx.set.status = 201;
      return {
        ...(await signedIn(deps, ctx as Any, user, session)),
        message: MESSAGES.registered,
      };
    })
    .post("/login", async (ctx) => {
      ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
      const input = validate(LoginBody, ctx.body);
      const { user, session } = await login(deps, input, meta(deps, ctx as Any));
      return await signedIn(deps, ctx as Any, user, session);
    })
    .post("/logout", async (ctx) => {
      const rawBody = ctx.body; // read here so Elysia parses the body
      const c = ctx as unknown as Any;
      const auth = await currentAuth(deps, c).catch(() => null);
      if (auth) await revokeFamily(deps, auth.familyId);
      // A refresh token presented on its own (API clients, or a cookie whose access token expired).
      let presented: ReturnType<typeof presentedRefresh> = null;
      try {
        presented = presentedRefresh(c, rawBody);
      } catch {}
      if (presented) {
        const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(presented.token))).limit(1);
        if (row) await revokeFamily(deps, row.familyId);
      }
      // Any cookies resolveAuth may have set are superseded by the clearing ones.
      ctx.set.headers["set-cookie"] = clearSessionCookies(deps);
      return { message: "Signed out" };
    })
    .post("/refresh", async (ctx) => {
      ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
      const rawBody = ctx.body; // read here so Elysia parses the body
      const c = ctx as unknown as Any;
      const presented = presentedRefresh(c, rawBody);
      if (!presented) throw unauthorized("Session expired. Please sign in again.", "REFRESH_INVALID");
      try {
        const s = await rotateRefresh(deps, presented.token, ctx.request.headers.get("user-agent"));
        if (presented.via === "cookie") setCookies(c, sessionCookies(deps, s));
        return { access_token: s.accessToken, refresh_token: s.refreshToken, token_type: "bearer" };
      } catch (e) {
        if (presented.via === "cookie") setCookies(c, clearSessionCookies(deps));
        throw e;
      }
    })
    .post("/verify-email", async (ctx) => {
      const { token } = validate(TokenBody, ctx.body);
      const user = await verifyEmail(deps, token, meta(deps, ctx as Any));
      return { message: "Email verified successfully!", user: publicUser(user) };
    })
    .post("/resend-verification", async (ctx) => {
      ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
      const user = await requireUser(deps, ctx as Any);
      const r = await resendVerification(deps, user, meta(deps, ctx as Any));
      return { message: r.sent ? "A new verification link is on its way. Please check your inbox." : "Your email is already verified.", sent: r.sent };
    })
    .post("/forgot-password", (ctx) => {
      const { email } = validate(ForgotBody, ctx.body);
      return forgotPassword(deps, email, meta(deps, ctx as Any));
    })
    .post("/reset-password", async (ctx) => {
      const { token, new_password } = validate(ResetBody, ctx.body);
      await resetPassword(deps, token, new_password, meta(deps, ctx as Any));
      ctx.set.headers["set-cookie"] = clearSessionCookies(deps);
      return { message: "Password reset successfully! Please log in with your new password." };
    })
    .get("/providers", () => providersInfo(deps))
    .use(providerRoutes(deps));

/** /auth/google/… and /auth/oidc/…: the same flow for each configured OpenID provider. */
function providerRoutes(deps: Deps) {
  const app = new Elysia();
  for (const id of PROVIDER_IDS) {
    app
      .get(`/${id}/start`, async (ctx) => {
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
        return "";
      })
      .post(`/${id}`, async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store"; // (also lets Elysia see that this handler sets headers)
        const c = ctx as unknown as Any;
        const input = validate(CallbackBody, ctx.body);
        const saved = parseCookies(ctx.request.headers.get("cookie"))[cookieName(deps, id)];
        // The one-time cookie goes whatever the outcome: a code cannot be tried twice with it.
        setCookies(c, [clearFlowCookie(deps, id)]);
        const { user, session, created } = await signInFinish(deps, id, input, saved, { userAgent: ctx.request.headers.get("user-agent") });
        return { ...(await signedIn(deps, c, user, session)), created };
      });
  }
  return app;
}
