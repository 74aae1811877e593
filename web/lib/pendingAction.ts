// The pending action (SPEC section 3): what the visitor wanted before signing up or in
// (demo, subscribe, level-test). It rides in the URL (?action=…&from=…) so the server render
// and no-JS visitors see it, and is kept in localStorage across email verification and Google.
export type PendingAction = "demo" | "subscribe" | "level-test";
const KEY = "pending_action";
const RETURN_KEY = "auth_return_to"; // identity-provider login return URL (sessionStorage)

export const isPendingAction = (v: unknown): v is PendingAction =>
  v === "demo" || v === "subscribe" || v === "level-test";

export function signupUrl(action?: PendingAction, from?: string) {
  const q = new URLSearchParams();
  if (action) q.set("action", action);
  if (from) q.set("from", from);
  const s = q.toString();
  return "/signup" + (s ? "?" + s : "");
}

export function savePendingAction(action: PendingAction | null) {
  try {
    if (action) localStorage.setItem(KEY, action);
    else localStorage.removeItem(KEY);
  } catch {}
}

export function readPendingAction(): PendingAction | null {
  try {
    const v = localStorage.getItem(KEY);
    return isPendingAction(v) ? v : null;
  } catch {
    return null;
  }
}

export function saveReturnTo(path: string | null) {
  try {
    if (path) sessionStorage.setItem(RETURN_KEY, path);
    else sessionStorage.removeItem(RETURN_KEY);
  } catch {}
}
export function readReturnTo(): string | null {
  try {
    return sessionStorage.getItem(RETURN_KEY);
  } catch {
    return null;
  }
}

// The one return-path check lives in shared/ (the server checks the payment return path with it too).
import { safePath } from "../../shared/safePath";
export { safePath };

/** Pages whose document must be loaded afresh (they may use the microphone: Permissions-Policy). */
export const MICROPHONE_PATHS = ["/admin/audio"];
export const needsDocumentLoad = (path: string) =>
  MICROPHONE_PATHS.some((p) => path === p || path.startsWith(p + "/") || path.startsWith(p + "?"));

/** SPEC section 4, post-auth redirect by pending action. */
export function postAuthPath(
  action: PendingAction | null,
  from?: string | null,
  home: "/teach" | "/who" | "/dashboard" = "/dashboard",
): string {
  if (action === "level-test") return "/level-test";
  if (action === "demo") return "/demo-confirmation";
  if (action === "subscribe") return "/subscribe";
  return safePath(from) ?? home; // the sign-in reply's home: "Who is learning?" for a family with child profiles
}

/** The landing page as the layout tool (/ui-config) embeds it: the one page this site may frame. */
export const PREVIEW_URL = "/?preview=1";
export const isPreviewUrl = (url: URL) => url.pathname === "/" && url.search === "?preview=1";
