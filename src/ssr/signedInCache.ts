// Signed-in pages rendered once per data version. Rendering is nearly the whole cost of a signed-in page,
// and most visits show data that has not changed since the visitor's last one. A render is kept under who
// asks (the account, the learner, the session), what they ask (path, query, any other cookie) and the
// family's data version as it was read BEFORE the render's loaders ran (users.data_version on the account's
// row, read with the session anyway: no extra statement). Every write to what the family's pages show moves
// that version in the same transaction (database triggers, src/db/familyVersion.ts), on whichever
// instance, so a kept render is served only while nothing it could show has changed. Also:
// - a page showing the clock to the second (the demo's countdown, `useLiveClock`) is never kept;
// - pages that depend on the hour (a plan's days left, reviews falling due) are kept at most TTL_MS of the
//   app's clock, and never across a UTC day;
// - operator settings and claims clear everything (onSiteChange, as the signed-out cache does);
// - admins are never served a kept page (their pages show every family), nor is a page whose route says
//   it shows another family's data (`handle: { otherFamilies: true }`: a certificate check, a pupil's
//   report opened by its link): their writes move another family's version, not the visitor's;
// - a render that set a cookie, or any answer but 200, is not kept; a request that renews its session
//   renders afresh.
// See docs/decisions/0061-signed-in-pages-rendered-once-per-data-version.md.
import type { RequestAuth } from "../modules/auth/current";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../modules/auth/current";

const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;
export const SIGNED_IN_TTL_MS = 60_000;

type Entry = {
  version: number;
  renderedAt: number;
  html: Uint8Array<ArrayBuffer>;
  status: number;
  headers: [string, string][];
};

const DAY_MS = 24 * 3600_000;

/** True when no route of the page shows another family's data. */
export function showsOwnFamilyOnly(matches: { route: { handle?: unknown } }[]): boolean {
  return !matches.some((m) => (m.route.handle as { otherFamilies?: boolean } | undefined)?.otherFamilies);
}

export class SignedInCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  constructor(
    private max = MAX_ENTRIES,
    private maxBytes = MAX_BYTES,
    private ttlMs = SIGNED_IN_TTL_MS,
  ) {}

  /** The key of this visitor's render of this request, or null when it must not be kept. */
  keyFor(request: Request, auth: RequestAuth, jar: Record<string, string>): string | null {
    if (request.method !== "GET" || auth.account.isAdmin) return null;
    const url = request.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const path = start === -1 ? "/" : url.slice(start);
    let others = "";
    for (const k of Object.keys(jar).sort())
      if (k !== ACCESS_COOKIE && k !== REFRESH_COOKIE) others += `;${k}=${jar[k]}`;
    return `${auth.account.id}:${auth.user.id}:${auth.familyId}:${path}${others}`;
  }

  /** The kept render for `key` when it was made at this data version, recently enough; else null. */
  get(key: string, version: number, now: number): Response | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (
      e.version !== version ||
      now < e.renderedAt ||
      now - e.renderedAt >= this.ttlMs ||
      Math.floor(now / DAY_MS) !== Math.floor(e.renderedAt / DAY_MS)
    ) {
      this.drop(key, e);
      return null;
    }
    return new Response(e.html, { status: e.status, headers: e.headers });
  }

  /** Keeps a render made at `version` (the version read before its loaders ran). */
  set(key: string, version: number, now: number, html: string, status: number, headers: Headers) {
    if (status !== 200 || headers.has("set-cookie")) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    const bytes = new TextEncoder().encode(html) as Uint8Array<ArrayBuffer>;
    if (bytes.byteLength > this.maxBytes) return;
    while (this.entries.size >= this.max || this.bytes + bytes.byteLength > this.maxBytes) {
      const [k, e] = this.entries.entries().next().value!; // the oldest
      this.drop(k, e);
    }
    const list: [string, string][] = [];
    headers.forEach((v, k) => list.push([k, v]));
    list.push(["x-page-cache", "signed-in"]);
    this.entries.set(key, { version, renderedAt: now, html: bytes, status, headers: list });
    this.bytes += bytes.byteLength;
  }

  private drop(key: string, e: Entry) {
    this.entries.delete(key);
    this.bytes -= e.html.byteLength;
  }

  /** Forgets every kept page (operator settings or claims changed what pages show). */
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }
}
