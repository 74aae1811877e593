// The signed-in user and their subscription, as the root loader fetched them.
// The root loader re-runs on every navigation and every 5 minutes (polling), so this
// is always current; the server render already knows it, so the first paint is right.
import { createContext, redirect, useRouteLoaderData, type RouterContextProvider } from "react-router";
import { loaderApi, ok } from "../api/client";
import type { AccessBlock, SessionPayload } from "./types";

export type {
  AccessBlock,
  SessionPayload,
  SubscriptionStatus,
  PublicUser,
  SubscriptionRecord,
} from "./types";

const sessionMemo = createContext<Promise<SessionPayload> | null>(null);

/** A session a reply already carried (demo activation answers the whole status), kept for the next
 * load in the browser only: module state on the server would be shared by every visitor. */
let primed: { session: SessionPayload; at: number } | null = null;

/** The next browser load of the session uses this one instead of asking /session again; its
 * server_time is moved on by the time it waited, so countdowns stay on the server's clock. */
export function primeSession(session: SessionPayload) {
  if (typeof window !== "undefined") primed = { session, at: Date.now() };
}

function takePrimed(): SessionPayload | null {
  if (typeof window === "undefined" || !primed) return null;
  const { session, at } = primed;
  primed = null;
  const t = session.server_time
    ? new Date(Date.parse(session.server_time) + (Date.now() - at)).toISOString()
    : undefined;
  return { ...session, server_time: t };
}

/** Fetches /session once per navigation (memoised in the router context), unless a reply primed it. */
export function loadSession(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<SessionPayload> {
  let p = args.context.get(sessionMemo);
  const ready = p ? null : takePrimed();
  if (ready) {
    p = Promise.resolve(ready);
    args.context.set(sessionMemo, p);
  }
  if (!p) {
    p = ok(loaderApi(args).session.get()).catch(() => ({ user: null, subscription: null, notice: null }));
    args.context.set(sessionMemo, p);
  }
  return p;
}

/** Where a child profile's session lands (issue #16): their course path. */
export const CHILD_HOME = "/courses";
/** The grown-up area's pages: a child session asking for one is sent to CHILD_HOME (the API refuses them too). */
const GROWN_UP_PAGES =
  /^\/(dashboard|profile|subscription|subscribe|renew|payment[^/]*|checkout|admin|demo-confirmation|demo-expired|trial-expired)(\/|$)/;
export const isGrownUpPage = (pathname: string) => GROWN_UP_PAGES.test(pathname);

/** The root loader: the session, and a child session kept out of the grown-up area's pages. */
export async function rootLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<SessionPayload> {
  const session = await loadSession(args);
  if (session.family?.child && isGrownUpPage(new URL(args.request.url).pathname)) throw redirect(CHILD_HOME);
  return session;
}

/** For guarded routes' loaders: the user, or a redirect to /login carrying where they were going. */
export async function requireSession(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const session = await loadSession(args);
  const url = new URL(args.request.url);
  if (!session.user) throw redirect(`/login?from=${encodeURIComponent(url.pathname + url.search)}`);
  if (session.family?.child && isGrownUpPage(url.pathname)) throw redirect(CHILD_HOME);
  return session as SessionPayload & { user: NonNullable<SessionPayload["user"]> };
}

/** The root loader's session, and its `access` block (null when signed out): the server decided it,
 * pages only display it. */
export function useSession(): SessionPayload & { access: AccessBlock | null } {
  const data = useRouteLoaderData("root") as SessionPayload | undefined;
  const s = data ?? { user: null, subscription: null, notice: null };
  return { ...s, access: s.subscription?.access ?? null };
}
