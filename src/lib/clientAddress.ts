// The client's address, for per-address rate limits. Behind a reverse proxy the socket address is
// the proxy's, so X-Forwarded-For / Forwarded are read — but only through hops listed in
// TRUSTED_PROXIES (CIDRs, default none): a header from anyone else is ignored, never believed.

/** Socket addresses of requests handed to the app by the server (see ../serve.ts), and the already
 * resolved client address of in-process requests (page loaders calling the API). */
type Address = string | null | undefined;
const socketAddresses = new WeakMap<Request, Address | (() => Address)>();
const resolvedAddresses = new WeakMap<Request, string>();

/** The socket address, or how to read it: most requests never need it (only rate-limited calls ask),
 *  so the server hands a reader and the address is looked up on first use. */
export function rememberSocketAddress(request: Request, address: Address | (() => Address)) {
  if (address) socketAddresses.set(request, address);
}

function socketAddressOf(request: Request): Address {
  const a = socketAddresses.get(request);
  if (typeof a !== "function") return a;
  const read = a();
  socketAddresses.set(request, read);
  return read;
}

/** An in-process request made on behalf of a client whose address is already known. */
export function actOnBehalfOf(request: Request, clientAddress: string) {
  resolvedAddresses.set(request, clientAddress);
}

/** Made by the page renderer for its loaders (not received from a network peer): the checks that only
 *  guard what a browser or another site can send (size, JSON only, same-site origin, CSRF) are skipped. */
export const isInProcess = (request: Request) => resolvedAddresses.has(request);

type Cidr = { v6: boolean; bits: bigint; prefix: number };

function parseIp(ip: string): { v6: boolean; bits: bigint } | null {
  let s = ip.trim().replace(/^\[|\]$/g, "");
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(s);
  if (mapped) s = mapped[1];
  if (/^\d+\.\d+\.\d+\.\d+$/.test(s)) {
    const parts = s.split(".").map(Number);
    if (parts.some((p) => p > 255)) return null;
    return { v6: false, bits: parts.reduce((a, p) => (a << 8n) | BigInt(p), 0n) };
  }
  if (!/^[0-9a-f:]+$/i.test(s) || !s.includes(":")) return null;
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array(Math.max(0, fill)).fill("0"), ...tail];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return { v6: true, bits: groups.reduce((a, g) => (a << 16n) | BigInt(parseInt(g, 16)), 0n) };
}

/** "10.0.0.0/8", "fd00::/8", "127.0.0.1" → a CIDR, or null when it is not one. */
export function parseCidr(text: string): Cidr | null {
  const [ip, len, extra] = text.trim().split("/");
  if (extra !== undefined) return null;
  const a = parseIp(ip);
  if (!a) return null;
  const max = a.v6 ? 128 : 32;
  const prefix = len === undefined ? max : /^\d{1,3}$/.test(len) ? Number(len) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return null;
  return { v6: a.v6, bits: a.bits >> BigInt(max - prefix), prefix };
}

function inCidrs(ip: string, cidrs: Cidr[]): boolean {
  const a = parseIp(ip);
  if (!a) return false;
  return cidrs.some((c) => c.v6 === a.v6 && a.bits >> BigInt((a.v6 ? 128 : 32) - c.prefix) === c.bits);
}

/** The hops a request names, nearest last: X-Forwarded-For, else the RFC 7239 Forwarded header. */
function forwardedChain(headers: Headers): string[] {
  const xff = headers.get("x-forwarded-for");
  if (xff)
    return xff
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  const fwd = headers.get("forwarded");
  if (!fwd) return [];
  const out: string[] = [];
  for (const element of fwd.split(",")) {
    const m = /(?:^|;)\s*for=("?)([^";]+)\1/i.exec(element);
    if (m) out.push(m[2].replace(/^\[([^\]]+)\](:\d+)?$/, "$1").replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1"));
  }
  return out;
}

/**
 * The client's address: the socket address, unless that is a trusted proxy; then the forwarded
 * hops are walked from the nearest, skipping trusted proxies, and the first other one is the client.
 */
export function resolveClientAddress(
  trustedProxies: string[],
  request: Request,
  socketAddress: string | null | undefined,
): string {
  const resolved = resolvedAddresses.get(request);
  if (resolved) return resolved;
  const socket = socketAddressOf(request) ?? socketAddress ?? "local";
  if (!trustedProxies.length) return socket;
  const cidrs = trustedProxies.map(parseCidr).filter((c): c is Cidr => c !== null);
  if (!inCidrs(socket, cidrs)) return socket;
  const chain = forwardedChain(request.headers);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!parseIp(chain[i])) return socket; // a garbled hop: trust nothing it says
    if (!inCidrs(chain[i], cidrs) || i === 0) return parseIp(chain[i]) ? chain[i] : socket;
  }
  return socket;
}
