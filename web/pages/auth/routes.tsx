// The account pages. /login and /signup send a signed-in visitor to /dashboard (a teacher to /teach).
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { loaderApi, ok } from "../../api/client";
import { loadSession } from "../../state/session";
import { redirectWithNotice } from "../../lib/notice";
import { NO_PROVIDERS } from "./ProviderButtons";

async function signedOutOnly(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  if (session.user)
    throw redirect(session.user.is_teacher && session.user.kind === "adult" ? "/teach" : "/dashboard");
  const providers = await ok(loaderApi(args).auth.providers.get()).catch(() => NO_PROVIDERS);
  return { providers };
}

const meta = (title: string, description: string) => ({ meta: { title: `${title} - Marhaba`, description } });
/** Pages that are the same for every signed-out visitor (the providers come from the server's config):
 *  served from the page cache like the landing (src/ssr/pageCache.ts); a visitor with a session never is. */
const shared = (title: string, description: string) => ({ ...meta(title, description), publicCache: true });

export const authRoutes: RouteObject[] = [
  {
    path: "login",
    loader: signedOutOnly,
    lazy: { Component: async () => (await import("./LoginPage")).LoginPage },
    handle: shared("Sign In", "Sign in to Marhaba, Arabic lessons for children."),
  },
  {
    path: "signup",
    loader: signedOutOnly,
    lazy: { Component: async () => (await import("./SignupPage")).SignupPage },
    handle: shared("Sign Up", "Create your Marhaba account and start learning Arabic with your children."),
  },
  {
    path: "forgot-password",
    lazy: { Component: async () => (await import("./ForgotPasswordPage")).ForgotPasswordPage },
    handle: shared("Forgot Password", "Get a link to choose a new Marhaba password."),
  },
  {
    path: "reset-password",
    loader: ({ request }: LoaderFunctionArgs) => {
      if (!new URL(request.url).searchParams.get("token"))
        throw redirectWithNotice("/login", "Invalid or missing reset token", "error");
      return null;
    },
    lazy: { Component: async () => (await import("./ResetPasswordPage")).ResetPasswordPage },
    handle: meta("Reset Password", "Choose a new password for your Marhaba account."),
  },
  {
    path: "verify-email",
    lazy: { Component: async () => (await import("./VerifyEmailPage")).VerifyEmailPage },
    handle: meta("Verify Email", "Confirm your email address for Marhaba."),
  },
  {
    path: "verify-email-notice",
    lazy: { Component: async () => (await import("./VerifyEmailNoticePage")).VerifyEmailNoticePage },
    handle: shared("Check Your Inbox", "We sent you a link to confirm your email address."),
  },
  {
    path: "auth/google/callback",
    lazy: { Component: async () => (await import("./ProviderCallbackPage")).GoogleCallbackPage },
    handle: meta("Signing In", "Completing Google sign-in."),
  },
  {
    path: "auth/oidc/callback",
    lazy: { Component: async () => (await import("./ProviderCallbackPage")).SchoolCallbackPage },
    handle: meta("Signing In", "Completing sign-in with your school account."),
  },
];
