// Avatar (picture or initials) with a menu: name, email and the given entries, then Sign Out.
// Used by the public header and the internal navigation bar.
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "./Link";
import { api, ok } from "../api/client";
import type { PublicUser } from "../state/types";
import { useT, type MessageKey } from "../i18n";

export function initials(u: Pick<PublicUser, "first_name" | "last_name">) {
  return ((u.first_name?.[0] ?? "") + (u.last_name?.[0] ?? "")).toUpperCase() || "?";
}

export function Avatar({ user, size = 40 }: { user: PublicUser; size?: number }) {
  if (user.profile_picture)
    return (
      <img
        className="avatar"
        src={user.profile_picture}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
      />
    );
  return (
    <span className="avatar avatar-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials(user)}
    </span>
  );
}

/** Signs out on the server (errors only logged), then a full load of "/" (a pupil: "/class", where the
 *  next pupil signs in) clears all client state. Also usable directly as an onClick handler. */
export const signOutTo = (user: Pick<PublicUser, "kind"> | null | undefined) =>
  user?.kind === "pupil" ? "/class" : "/";
export async function signOut(to?: unknown) {
  try {
    await ok(api.auth.logout.post());
  } catch (e) {
    console.info("logout call failed", e);
  }
  try {
    localStorage.removeItem("pending_action");
    sessionStorage.removeItem("level_test_results");
  } catch {}
  window.location.assign(typeof to === "string" ? to : "/");
}

/** `label`: a catalogue key. */
export type MenuEntry = { to: string; label: MessageKey };

export function UserMenu({ user, entries }: { user: PublicUser; entries: MenuEntry[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !ref.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar user={user} size={36} />
        <span className="sr-only">{t("common.userMenu.for", { name: fullName })}</span>
      </button>
      {open && (
        <div className="user-menu-panel" id={menuId}>
          <div className="user-menu-id">
            <strong>{fullName}</strong>
            <span>{user.email}</span>
          </div>
          <ul>
            {entries.map((e) => (
              <li key={e.to}>
                <Link to={e.to} onClick={() => setOpen(false)}>
                  {t(e.label)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={() => signOut(signOutTo(user))}>
                {t("common.nav.signOut")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
