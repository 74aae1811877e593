// "Sign in with Google" and the school's own provider: a full-page trip to the provider through our
// start endpoint, keeping the pending action and return path for the callback. The pages show only
// the providers the server says are configured (GET /auth/providers).
import { api, path } from "../../api/client";
import type { ReactNode } from "react";
import { saveReturnTo, savePendingAction, type PendingAction } from "../../lib/pendingAction";

import { useT } from "../../i18n";
import type { Providers } from "./providers";
export type { Providers } from "./providers";

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

function SchoolMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#0b7a6f" d="M12 3 1 9l11 6 9-4.9V17h2V9L12 3z" />
      <path fill="#7b5cd6" d="M5 13.2v4L12 21l7-3.8v-4L12 17l-7-3.8z" />
    </svg>
  );
}

function ProviderButton({
  href,
  mark,
  label,
  action,
  from,
}: {
  href: string;
  mark: ReactNode;
  label: string;
  action?: PendingAction | null;
  from?: string | null;
}) {
  return (
    <a
      className="btn btn-outline btn-block google-btn"
      href={href}
      onClick={() => {
        if (action) savePendingAction(action);
        saveReturnTo(from ?? null);
      }}
    >
      {mark} {label}
    </a>
  );
}

/** The configured providers' buttons after an "or" divider; nothing when none is configured (parents never see an operator message). */
export function ProviderButtons({
  providers,
  action,
  from,
  googleLabel,
  divider = true,
}: {
  providers: Providers;
  action?: PendingAction | null;
  from?: string | null;
  googleLabel: string;
  divider?: boolean;
}) {
  if (!providers.google && !providers.oidc) return null;
  return (
    <>
      {divider && <OrDivider />}
      <div className="provider-buttons">
        {providers.oidc && (
          <ProviderButton
            href={path(api.auth.oidc.start)}
            mark={<SchoolMark />}
            label={providers.oidc.label}
            action={action}
            from={from}
          />
        )}
        {providers.google && (
          <ProviderButton
            href={path(api.auth.google.start)}
            mark={<GoogleMark />}
            label={googleLabel}
            action={action}
            from={from}
          />
        )}
      </div>
    </>
  );
}

export function OrDivider() {
  const t = useT();
  return (
    <div className="auth-or" role="separator">
      <span>{t("auth.or")}</span>
    </div>
  );
}
