// Rendered HTML of public pages for visitors without a session. React rendering is nearly the
// whole cost of a page and these pages are identical for every signed-out visitor, so the first
// render is kept and served as bytes. A page opts in with `handle: { publicCache: true }` on its
// route; it must then not depend on the visitor (no per-visitor loader data, no cookies set).
// Visitors with a session (or a pending notice) always get their own render.
// See docs/decisions/0027-public-pages-cached-for-signed-out-visitors.md.
import { parseCookies, ACCESS_COOKIE, REFRESH_COOKIE } from "../modules/auth/current";
import { NOTICE_COOKIE } from "../../shared/constants";
import type { Locale } from "../../shared/i18n/locale";

const MAX_ENTRIES = 200; // a bound, so query-string variations cannot grow memory forever

type Entry = {
  html: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  status: number;
  plain: [string, string][];
  gzipped: [string, string][];
};

/** Path and query of a request URL, without building a URL object (this is the hot path). */
function pathAndQuery(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  return start === -1 ? "/" : url.slice(start);
}

export class PageCache {
  private entries = new Map<string, Entry>();
  /** `localeOf`: the language a signed-out visitor gets (issue #30): part of the key, never both mixed. */
  constructor(
    private max = MAX_ENTRIES,
    private localeOf: (request: Request) => Locale = () => "en",
  ) {}

  /** The cache key when this request may use the shared render, else null. */
  keyFor(request: Request): string | null {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const cookie = request.headers.get("cookie");
    if (
      cookie &&
      (cookie.includes(ACCESS_COOKIE) || cookie.includes(REFRESH_COOKIE) || cookie.includes(NOTICE_COOKIE))
    ) {
      const jar = parseCookies(cookie);
      if (jar[ACCESS_COOKIE] || jar[REFRESH_COOKIE] || jar[NOTICE_COOKIE]) return null;
    }
    return `${this.localeOf(request)} ${pathAndQuery(request.url)}`;
  }

  /** A stored page for this request, or null. Cheap enough to ask before routing. */
  lookup(request: Request): Response | null {
    if (this.entries.size === 0) return null;
    const key = this.keyFor(request);
    return key === null ? null : this.get(key, request);
  }

  get(key: string, request: Request): Response | null {
    const e = this.entries.get(key);
    if (!e) return null;
    const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
    const body = request.method === "HEAD" ? null : gzip ? e.gzip : e.html;
    return new Response(body, { status: e.status, headers: gzip ? e.gzipped : e.plain });
  }

  set(key: string, html: string, status: number, headers: Headers) {
    if (headers.has("set-cookie")) return; // never share a response that sets cookies
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    const bytes = new TextEncoder().encode(html) as Uint8Array<ArrayBuffer>;
    const plain: [string, string][] = [];
    headers.forEach((v, k) => plain.push([k, v]));
    plain.push(["vary", "accept-encoding, accept-language, cookie"], ["x-page-cache", "hit"]);
    const gzipped: [string, string][] = [...plain, ["content-encoding", "gzip"]];
    this.entries.set(key, {
      html: bytes,
      gzip: Bun.gzipSync(bytes) as Uint8Array<ArrayBuffer>,
      status,
      plain,
      gzipped,
    });
  }

  /** Forgets every stored page (operator settings changed what they show). */
  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** True when the route that renders the page opted in. */
export function isPubliclyCacheable(matches: { route: { handle?: unknown } }[]): boolean {
  const leaf = matches[matches.length - 1];
  return !!leaf && (leaf.route.handle as { publicCache?: boolean } | undefined)?.publicCache === true;
}
