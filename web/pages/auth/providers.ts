// The sign-in ways this instance offers (GET /auth/providers), apart from their buttons
// (./ProviderButtons.tsx): the auth routes' loader needs the fallback at start-up, not the buttons.
import type { api, Reply } from "../../api/client";

/** GET /auth/providers: the sign-in ways this instance offers. */
export type Providers = Reply<typeof api.auth.providers.get>;
/** What the pages show when the server cannot say: no provider, sign-up open. */
export const NO_PROVIDERS: Providers = { google: false, oidc: null, signup: "open" };
