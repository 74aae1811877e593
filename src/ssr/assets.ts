// Serves the client bundle, fonts and static files. Hashed files are cached for a year;
// text assets are gzip-compressed once and kept in memory.
import { assetFiles } from "./assets.generated";

const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  woff2: "font/woff2",
  woff: "font/woff",
  ico: "image/x-icon",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set(["js", "css", "svg", "json", "txt"]);
const gzipped = new Map<string, Uint8Array>();
const seen = new Set<string>();
async function present(file: string) {
  if (seen.has(file)) return true;
  if (!(await Bun.file(file).exists())) return false;
  seen.add(file);
  return true;
}

export async function serveAsset(pathname: string, request: Request): Promise<Response | null> {
  const file = assetFiles[pathname];
  // A rebuilt client under a running dev server removes old hashed files: answer 404, not 500.
  if (!file || !(await present(file))) return null;
  const ext = pathname.slice(pathname.lastIndexOf(".") + 1);
  const headers: Record<string, string> = {
    "content-type": TYPES[ext] ?? "application/octet-stream",
    "cache-control": pathname.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "public, max-age=86400",
    vary: "accept-encoding",
  };
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) {
    let gz = gzipped.get(pathname);
    if (!gz) {
      gz = Bun.gzipSync(await Bun.file(file).bytes());
      gzipped.set(pathname, gz);
    }
    return new Response(gz as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, "content-encoding": "gzip" },
    });
  }
  return new Response(Bun.file(file), { headers });
}
