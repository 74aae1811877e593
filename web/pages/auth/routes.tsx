// The account pages. /login and /signup send a signed-in visitor to /dashboard (a teacher to /teach).
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { loaderApi, ok } from "../../api/client";
import { loadSession } from "../../state/session";
import { redirectWithNotice } from "../../lib/notice";
import { NO_PROVIDERS } from "./providers";
import type { MessageKey, Translator } from "../../i18n";

async function signedOutOnly(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  if (session.user)
    throw redirect(session.user.is_teacher && session.user.kind === "adult" ? "/teach" : "/dashboard");
  const providers = await ok(loaderApi(args).auth.providers.get()).catch(() => NO_PROVIDERS);
  return { providers };
}

/** The page's title and description, from the catalogue in the page's language. */
const meta = (title: MessageKey, description: MessageKey) => ({
  meta: (_: unknown, t: Translator) => ({ title: t(title), description: t(description) }),
});
/** Pages that are the same for every signed-out visitor (the providers come from the server's config):
 *  served from the page cache like the landing (src/ssr/pageCache.ts, one per language); a visitor with a
 *  session never is. */
const shared = (title: MessageKey, description: MessageKey) => ({
  ...meta(title, description),
  publicCache: true,
});

export const authRoutes: RouteObject[] = [
  {
    path: "login",
    loader: signedOutOnly,
    lazy: { Component: async () => (await import("./LoginPage")).LoginPage },
    handle: shared("auth.meta.login", "auth.meta.loginDescription"),
  },
  {
    path: "signup",
    loader: signedOutOnly,
    lazy: { Component: async () => (await import("./SignupPage")).SignupPage },
    handle: shared("auth.meta.signup", "auth.meta.signupDescription"),
  },
  {
    path: "forgot-password",
    lazy: { Component: async () => (await import("./ForgotPasswordPage")).ForgotPasswordPage },
    handle: shared("auth.meta.forgot", "auth.meta.forgotDescription"),
  },
  {
    path: "reset-password",
    loader: ({ request }: LoaderFunctionArgs) => {
      if (!new URL(request.url).searchParams.get("token"))
        throw redirectWithNotice("/login", "auth.reset.noToken", "error");
      return null;
    },
    lazy: { Component: async () => (await import("./ResetPasswordPage")).ResetPasswordPage },
    handle: meta("auth.meta.reset", "auth.meta.resetDescription"),
  },
  {
    path: "verify-email",
    lazy: { Component: async () => (await import("./VerifyEmailPage")).VerifyEmailPage },
    handle: meta("auth.meta.verify", "auth.meta.verifyDescription"),
  },
  {
    path: "verify-email-notice",
    lazy: { Component: async () => (await import("./VerifyEmailNoticePage")).VerifyEmailNoticePage },
    handle: shared("auth.meta.notice", "auth.meta.noticeDescription"),
  },
  {
    path: "auth/google/callback",
    lazy: { Component: async () => (await import("./ProviderCallbackPage")).GoogleCallbackPage },
    handle: meta("auth.meta.signingIn", "auth.meta.googleDescription"),
  },
  {
    path: "auth/oidc/callback",
    lazy: { Component: async () => (await import("./ProviderCallbackPage")).SchoolCallbackPage },
    handle: meta("auth.meta.signingIn", "auth.meta.schoolDescription"),
  },
];
