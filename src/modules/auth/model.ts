// The contract of /auth (issue #32). The request schemas live in shared/auth.ts (the sign-up and sign-in
// forms check the same rules in the browser) and are re-exported here; the replies are declared here.
// Reply types are z.infer of these, and Elysia sends only what is named here.
import { z } from "zod";
import { PublicUser } from "../users/model";

export {
  CallbackBody,
  ForgotBody,
  LoginBody,
  RefreshBody,
  RegisterBody,
  ResetBody,
  TokenBody,
} from "../../../shared/auth";

/** Where the web app goes after a sign-in when nothing else is pending. */
export const SignInHome = z.enum(["/teach", "/who", "/dashboard"]);
export type SignInHome = z.infer<typeof SignInHome>;

/** POST /auth/login: tokens for API clients (the web app gets cookies too), the user, the home page. */
export const SignedInReply = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("bearer"),
  user: PublicUser,
  home: SignInHome,
});
export type SignedInReply = z.infer<typeof SignedInReply>;
/** POST /auth/register (201): signed in, with a message. */
export const RegisteredReply = SignedInReply.extend({ message: z.string() });
/** POST /auth/{provider}: signed in; `created` when the provider's sign-in made the account. */
export const ProviderSignedInReply = SignedInReply.extend({ created: z.boolean() });
/** POST /auth/refresh. */
export const RefreshReply = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("bearer"),
});
export const MessageReply = z.object({ message: z.string() });
export const VerifiedReply = z.object({ message: z.string(), user: PublicUser });
export const ResentReply = z.object({ message: z.string(), sent: z.boolean() });
/** GET /auth/providers: what /login and /signup show. */
export const ProvidersInfo = z.object({
  google: z.boolean(),
  oidc: z.object({ label: z.string() }).nullable(),
  signup: z.enum(["open", "restricted"]),
});
export type ProvidersInfo = z.infer<typeof ProvidersInfo>;
/** GET /auth/{provider}/start: a redirect (302, Location), no body. */
export const RedirectReply = z.literal("");

/** An account some address must wait to sign in to (failed passwords). */
export const LockedAccount = z.object({
  email: z.string(),
  addresses: z.number(),
  failures: z.number(),
  blocked_until: z.string(),
  has_account: z.boolean(),
});
export type LockedAccount = z.infer<typeof LockedAccount>;
