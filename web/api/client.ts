// The typed /api/v1 client, shared by the browser and by loaders during server rendering.
// In the browser requests go over fetch with the session cookies; on the server, loaders
// reach the API in-process through the transport the renderer puts in the router context.
import { createContext, type RouterContextProvider } from "react-router";
import { currentT } from "../i18n";

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

type Init = { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

export async function apiRequest<T>(
  path: string,
  init: Init = {},
  transport: Transport = (r) => fetch(r),
  origin?: string,
): Promise<T> {
  const base = origin ?? (typeof window !== "undefined" ? window.location.origin : "http://localhost");
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-csrf-protection": "1",
    ...init.headers,
  };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  // In the browser the API answers in the page's language (its error messages, issue #30), even where
  // the page's language came from ?lang= rather than the browser's own (the account's still comes first).
  const pageLocale = typeof window !== "undefined" ? currentT().locale : null;
  if ((pageLocale === "fr" || pageLocale === "en") && !headers["accept-language"])
    headers["accept-language"] = pageLocale;
  let res: Response;
  try {
    res = await transport(
      new Request(new URL("/api/v1" + path, base), {
        method: init.method ?? "GET",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: "same-origin",
        signal: init.signal,
      }),
    );
  } catch (e) {
    if ((e as Error)?.name === "AbortError") throw e;
    const offline =
      typeof window !== "undefined"
        ? currentT()("common.networkError")
        : "Network error. Please check your connection and try again.";
    throw new ApiClientError(0, "NETWORK", offline);
  }
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => null);
  if (!res.ok) {
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
  return data as T;
}

/** Browser-side calls from event handlers. */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: "POST", body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: "PATCH", body }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "DELETE", body }),
};

/** Calls from loaders: the same client, over whichever transport this render uses. */
export function loaderApi(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const transport = args.context.get(transportContext);
  const origin = new URL(args.request.url).origin;
  return {
    get: <T>(path: string) => apiRequest<T>(path, { signal: args.request.signal }, transport, origin),
    post: <T>(path: string, body: unknown = {}) =>
      apiRequest<T>(path, { method: "POST", body }, transport, origin),
  };
}
