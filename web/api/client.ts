// The typed /api/v1 client, shared by the browser and by loaders during server rendering: Eden Treaty
// over the server's own route table (type App, src/app.ts), so every path, parameter and reply type comes
// from the routes. In the browser requests go over fetch with the session cookies; on the server, loaders
// reach the API in-process through the transport the renderer puts in the router context. `ok(call)`
// turns Treaty's `{ data, error }` into the reply or a thrown ApiClientError (one error shape for pages).
import { treaty } from "@elysiajs/eden";
import { createContext, type RouterContextProvider } from "react-router";
import type { App } from "../../src/app";
import { currentT } from "../i18n";
import { PAGE_LANG_HEADER } from "../../shared/i18n/locale";

export type Transport = (req: Request) => Promise<Response>;
export const transportContext = createContext<Transport>((req) => fetch(req));

export class ApiClientError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
    public retryAfter?: number,
    /** the error body's other fields (e.g. a LESSON_LOCKED's unlock_by) */
    public details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Cookie-authenticated writes carry our header (src/app.ts refuses them without it). */
const HEADERS = { accept: "application/json", "x-csrf-protection": "1" };

function client(origin: string, transport: Transport, signal?: AbortSignal) {
  const fetcher = (url: string | URL | Request, init?: RequestInit) => {
    const req = new Request(url, { ...init, credentials: "same-origin", signal: init?.signal ?? signal });
    // The API answers in the page's language (its texts and error messages, issue #30), even where the
    // page's language came from ?lang= over the account's (the server render's calls: src/ssr/render.tsx).
    if (typeof window !== "undefined") req.headers.set(PAGE_LANG_HEADER, currentT().locale);
    return transport(req);
  };
  // parseDate off: a date stays the ISO string the reply types name. A JSON success is parsed here
  // (Treaty's own parse runs a reviver over every value: several times slower on a lesson's reply).
  return treaty<App>(origin, {
    fetcher: fetcher as typeof fetch,
    headers: HEADERS,
    parseDate: false,
    onResponse: (res) =>
      res.ok && res.status !== 204 && res.headers.get("content-type")?.startsWith("application/json")
        ? res.json()
        : null,
  }).api.v1;
}

/** The API's routes as a typed object: `api.classes({ id }).pupils.post(body)`. */
export type Api = ReturnType<typeof client>;

export type Outcome = { data: unknown; error: unknown; response?: Response; status: number };

/** A route call's reply type, from the server's routes: `Reply<typeof api.courses.get>`. */
export type Reply<F extends (...args: any[]) => Promise<Outcome>> = Extract<
  Awaited<ReturnType<F>>,
  { error: null }
>["data"];

/** A route's path for a link or a raw upload: `path(api.users.me.export)` is "/api/v1/users/me/export". */
export const path = (route: { "~path": string }, query?: Record<string, string>) =>
  route["~path"] + (query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : "");

/** The reply of a call, or an ApiClientError: the API's error envelope (code, fields, retryAfter, details),
 *  NETWORK when nothing came back; an aborted call rethrows its AbortError; a 204 is undefined. */
export async function ok<R extends Outcome>(call: Promise<R>): Promise<Extract<R, { error: null }>["data"]> {
  const r = await call;
  if (r.error === null || r.error === undefined) return (r.status === 204 ? undefined : r.data) as never;
  const res = r.response;
  const value = (r.error as { value?: unknown }).value;
  if (!res) {
    if ((value as Error)?.name === "AbortError") throw value;
    const offline =
      typeof window !== "undefined"
        ? currentT()("common.networkError")
        : "Network error. Please check your connection and try again.";
    throw new ApiClientError(0, "NETWORK", offline);
  }
  const data = (value && typeof value === "object" ? value : null) as any;
  const err = data?.error ?? {};
  throw new ApiClientError(
    res.status,
    err.code ?? "HTTP_" + res.status,
    err.message ?? data?.detail?.message ?? data?.message ?? res.statusText,
    err.fields,
    Number(res.headers.get("retry-after")) || undefined,
    err && typeof err === "object" ? err : {},
  );
}

/** Browser-side calls from event handlers (during a server render it is never called). */
export const api: Api = client(
  typeof window !== "undefined" ? window.location.origin : "http://localhost",
  (r) => fetch(r),
);

/** Calls from loaders: the same client, over whichever transport this render uses. */
export function loaderApi(args: { request: Request; context: Readonly<RouterContextProvider> }): Api {
  return client(new URL(args.request.url).origin, args.context.get(transportContext), args.request.signal);
}
