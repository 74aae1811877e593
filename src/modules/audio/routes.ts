// /api/v1/admin/audio: the course's audio items with their clips (admin only, audited changes),
// and GET /audio/<item>.<ext>?v=<hash>: the clip itself, cached for a year at its hashed URL.
import { Elysia } from "elysia";
import { z } from "zod";
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { requireAdmin } from "../auth/current";
import { plainQuery } from "../../lib/errors";
import { AUDIO_MAX_BYTES } from "./limits";
import { AUDIO_KINDS, clipFile, deleteClip, listClips, saveClip } from "./service";
import { ApiError } from "../../lib/errors";
import { actorLabel } from "../users/service";

const actorOf = (u: User) => ({ userId: u.id, label: actorLabel(u) });

const ListQuery = z.strictObject({
  status: z.enum(["missing", "recorded"], { error: "missing or recorded" }).optional(),
  kind: z.enum(AUDIO_KINDS as [string, ...string[]], { error: `one of ${AUDIO_KINDS.join(", ")}` }).optional(),
  page: z.coerce.number({ error: "a page number" }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: "a page size" }).int().min(1).max(200).default(50),
});
const ItemParam = z.strictObject({ itemId: z.string().regex(/^[a-z]+\.[a-z0-9._-]{1,120}$/, "an audio item id such as word.bab") });

/** Reads an upload, refusing more than the clip limit even when no content-length was sent. */
async function readBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > AUDIO_MAX_BYTES) throw new ApiError(413, "PAYLOAD_TOO_LARGE", `A clip may be at most ${AUDIO_MAX_BYTES / 1024 / 1024} MB.`);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > AUDIO_MAX_BYTES) throw new ApiError(413, "PAYLOAD_TOO_LARGE", `A clip may be at most ${AUDIO_MAX_BYTES / 1024 / 1024} MB.`);
  return bytes;
}

export const audioRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/admin/audio" })
    .get(
      "/",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        const q = ctx.query;
        return listClips(deps, { status: q.status, kind: q.kind as never, page: q.page, pageSize: q.page_size });
      },
      { query: ListQuery, transform: plainQuery },
    )
    .put(
      "/:itemId",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        const { itemId } = ctx.params;
        const client = Number(ctx.request.headers.get("x-clip-duration-ms"));
        return saveClip(deps, actorOf(me), itemId, {
          bytes: await readBody(ctx.request),
          contentType: ctx.request.headers.get("content-type"),
          clientDurationMs: ctx.request.headers.has("x-clip-duration-ms") && Number.isFinite(client) ? client : null,
        });
      },
      { parse: "none", params: ItemParam },
    )
    .delete(
      "/:itemId",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        return deleteClip(deps, actorOf(me), ctx.params.itemId);
      },
      { params: ItemParam },
    );

/** Answers a byte range when asked (Safari plays media only through ranges). */
function ranged(request: Request, file: ReturnType<typeof Bun.file>, size: number, headers: Record<string, string>): Response {
  const m = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("range") ?? "");
  if (!m || (!m[1] && !m[2])) return new Response(file, { headers: { ...headers, "content-length": String(size) } });
  let start = m[1] ? Number(m[1]) : size - Number(m[2]);
  let end = m[1] && m[2] ? Number(m[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  if (start > end) return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
  return new Response(file.slice(start, end + 1), { status: 206, headers: { ...headers, "content-range": `bytes ${start}-${end}/${size}`, "content-length": String(end - start + 1) } });
}

/** GET /audio/<item>.<ext>?v=<hash>, mounted at the top level (not under /api/v1). */
export const audioFileRoutes = (deps: Deps) =>
  new Elysia().get("/audio/:file", async ({ params, request }) => {
    const m = /^([a-z]+\.[a-z0-9._-]+)\.([a-z0-9]+)$/.exec(params.file);
    const clip = m ? await clipFile(deps, m[1], m[2]) : null;
    if (!clip) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
    const v = new URL(request.url).searchParams.get("v");
    // Only the URL naming this very recording may be kept for good; any other asks again next time.
    const cache = v && clip.sha256.startsWith(v) && v.length >= 12 ? "public, max-age=31536000, immutable" : "no-cache";
    return ranged(request, Bun.file(clip.path), clip.bytes, { "content-type": clip.mime, "cache-control": cache, "accept-ranges": "bytes", etag: `"${clip.sha256.slice(0, 32)}"` });
  });
