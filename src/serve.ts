// Bun.serve around the app: remembers each request's socket address (rate limits per client, see
// lib/clientAddress.ts) and reads a body sent without content-length only up to its route's limit,
// so an oversized body gets the error envelope, never a bare 413 and a dropped connection.
import type { Config } from "./config";
import { rememberSocketAddress } from "./lib/clientAddress";
import { errorResponse } from "./lib/errors";
import { requestLocale } from "./lib/requestLocale";
import { SERVER_MAX_REQUEST_BYTES, bodyLimit, payloadTooLarge } from "./lib/requestGuards";

type Handler = { handle: (request: Request) => Promise<Response> | Response };

/** A request whose body arrived without content-length, buffered up to `limit`; null past it. */
async function buffered(request: Request, limit: number): Promise<Request | null> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.length;
  }
  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  headers.set("content-length", String(size));
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}

export function serveApp(app: Handler, config: Pick<Config, "port" | "host">) {
  return Bun.serve({
    port: config.port,
    hostname: config.host,
    maxRequestBodySize: SERVER_MAX_REQUEST_BYTES,
    fetch: async (request, server) => {
      let req = request;
      if (request.body !== null && !request.headers.has("content-length")) {
        const limit = bodyLimit(request.method, new URL(request.url).pathname);
        const copy = await buffered(request, limit);
        if (!copy)
          return errorResponse(payloadTooLarge(limit), requestLocale({ allowTestClock: false }, request));
        req = copy;
      }
      rememberSocketAddress(req, () => server.requestIP(request)?.address);
      return app.handle(req);
    },
  });
}
