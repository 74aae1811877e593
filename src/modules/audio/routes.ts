// /api/v1/admin/audio: the course's audio items with their clips (admin only, audited changes),
// and GET /audio/<item>.<ext>?v=<hash>: the clip itself, cached for a year at its hashed URL.
import { Elysia } from "elysia";
import { z } from "zod";
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { requireAdmin, requireUser } from "../auth/current";
import { RawReply, forbidden, replies } from "../../lib/errors";
import {
  AudioCoverage,
  ClipDeleted,
  ClipList,
  ClipSaved,
  ExportQuery,
  ImportPlan,
  ItemParam,
  ListQuery,
  Rerecord,
  RerecordBody,
  VoiceCredits,
} from "./model";
import { getSiteSettings } from "../site/service";
import { VoiceFields } from "./voice";
import { requestLocale } from "../../lib/requestLocale";
import { plainQuery } from "../../lib/errors";
import { AUDIO_MAX_BYTES, PACK_MAX_BYTES } from "./limits";
import { exportPack, readPack, runImport } from "./packs";
import {
  audioCoverage,
  audioCredits,
  clipFile,
  deleteClip,
  flagRerecord,
  listClips,
  saveClip,
} from "./service";
import { ApiError } from "../../lib/errors";
import { actorLabel } from "../users/service";

const actorOf = (u: User) => ({ userId: u.id, label: actorLabel(u) });

/** Who may record and flag clips: an admin, or a teacher when the site setting allows it (read every time). */
export async function requireRecorder(deps: Deps, ctx: Parameters<typeof requireUser>[1]): Promise<User> {
  const user = await requireUser(deps, ctx);
  if (user.kind === "adult" && user.isAdmin) return user;
  if (
    user.kind === "adult" &&
    user.isTeacher &&
    (await getSiteSettings(deps)).audio_teachers_record === "yes"
  )
    return user;
  throw forbidden(
    user.isTeacher ? "AUDIO_RECORDING_NOT_ALLOWED" : "ADMIN_REQUIRED",
    user.isTeacher
      ? "Your school's admin has not allowed teachers to record audio."
      : "Admin access required",
  );
}

/** Reads an upload, refusing more than the limit even when no content-length was sent. */
async function readBody(request: Request, max = AUDIO_MAX_BYTES, what = "A clip"): Promise<Uint8Array> {
  const tooBig = () =>
    new ApiError(413, "PAYLOAD_TOO_LARGE", `${what} may be at most ${max / 1024 / 1024} MB.`);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > max) throw tooBig();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > max) throw tooBig();
  return bytes;
}

/** A voice pack's import: the plan, or (apply) the plan carried out; refused whole when anything is refused. */
async function packImport(deps: Deps, me: User, request: Request, apply: boolean) {
  const bytes = await readBody(request, PACK_MAX_BYTES, "A voice pack");
  if (!bytes.length)
    throw new ApiError(422, "VALIDATION", "Send the voice pack file.", { body: "Send the voice pack file." });
  const r = await runImport(deps, actorOf(me), readPack(bytes), { apply });
  if (apply && !r.applied) {
    const fields = Object.fromEntries(
      r.entries
        .filter((e) => e.action === "refuse")
        .slice(0, 50)
        .map((e) => [e.file, e.reason ?? "refused"]),
    );
    throw new ApiError(
      422,
      "VOICE_PACK_REFUSED",
      `The voice pack is refused: ${r.refuse} clip(s) cannot be imported. Nothing was imported.`,
      fields,
    );
  }
  return r;
}

const audioAdminRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/admin/audio" })
    .get(
      "/",
      async (ctx) => {
        const me = await requireRecorder(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        const q = ctx.query;
        const s = await getSiteSettings(deps);
        const list = await listClips(deps, {
          status: q.status,
          kind: q.kind as never,
          level: q.level,
          unit: q.unit,
          page: q.page,
          pageSize: q.page_size,
        });
        return { ...list, me: { admin: me.isAdmin, teachers_may_record: s.audio_teachers_record === "yes" } };
      },
      { query: ListQuery, transform: plainQuery, response: replies({ 200: ClipList }) },
    )
    .get(
      "/packs/export",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        const { bytes, manifest } = await exportPack(deps, { level: ctx.query.level });
        const name = `marhaba-voice-pack${manifest.level ? "-" + manifest.level : ""}-${manifest.created_at.slice(0, 10)}.tar.gz`;
        return new Response(bytes as Uint8Array<ArrayBuffer>, {
          headers: {
            "content-type": "application/gzip",
            "content-disposition": `attachment; filename="${name}"`,
            "cache-control": "no-store",
          },
        });
      },
      { query: ExportQuery, transform: plainQuery, response: replies({ 200: RawReply }) },
    )
    .post("/packs/plan", async (ctx) => packImport(deps, await requireAdmin(deps, ctx), ctx.request, false), {
      parse: "none",
      response: replies({ 200: ImportPlan }),
    })
    .post(
      "/packs/import",
      async (ctx) => packImport(deps, await requireAdmin(deps, ctx), ctx.request, true),
      { parse: "none", response: replies({ 200: ImportPlan }) },
    )
    .get(
      "/coverage",
      async (ctx) => {
        const recorder = await requireRecorder(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        const locale = requestLocale(deps.config, ctx.request, recorder.locale);
        return audioCoverage(deps, locale === "fr" ? "fr" : "en"); // names in the reader's language
      },
      { response: replies({ 200: AudioCoverage }) },
    )
    .post(
      "/:itemId/rerecord",
      async (ctx) =>
        flagRerecord(deps, actorOf(await requireRecorder(deps, ctx)), ctx.params.itemId, ctx.body.flag),
      { params: ItemParam, body: RerecordBody, response: replies({ 200: Rerecord }) },
    )
    .put(
      "/:itemId",
      async (ctx) => {
        const me = await requireRecorder(deps, ctx);
        const { itemId } = ctx.params;
        const client = Number(ctx.request.headers.get("x-clip-duration-ms"));
        return saveClip(deps, actorOf(me), itemId, {
          bytes: await readBody(ctx.request),
          contentType: ctx.request.headers.get("content-type"),
          clientDurationMs:
            ctx.request.headers.has("x-clip-duration-ms") && Number.isFinite(client) ? client : null,
          speaker: ctx.query.speaker,
          licence: ctx.query.licence,
        });
      },
      {
        parse: "none",
        params: ItemParam,
        query: z.strictObject(VoiceFields),
        transform: plainQuery,
        response: replies({ 200: ClipSaved }),
      },
    )
    .delete(
      "/:itemId",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        return deleteClip(deps, actorOf(me), ctx.params.itemId);
      },
      { params: ItemParam, response: replies({ 200: ClipDeleted }) },
    );

/** GET /api/v1/credits/voices: every speaker and licence of the clips the lessons play (public). */
export const audioCreditRoutes = (deps: Deps) =>
  new Elysia().get(
    "/credits/voices",
    async (ctx) => {
      ctx.set.headers["cache-control"] = "no-cache";
      return audioCredits(deps);
    },
    { response: replies({ 200: VoiceCredits }) },
  );

/** The area's API: the admin (and allowed teachers') routes, and the public voice credits. */
export const audioRoutes = (deps: Deps) =>
  new Elysia().use(audioAdminRoutes(deps)).use(audioCreditRoutes(deps));

/** Answers a byte range when asked (Safari plays media only through ranges). */
function ranged(
  request: Request,
  file: ReturnType<typeof Bun.file>,
  size: number,
  headers: Record<string, string>,
): Response {
  const m = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("range") ?? "");
  if (!m || (!m[1] && !m[2]))
    return new Response(file, { headers: { ...headers, "content-length": String(size) } });
  let start = m[1] ? Number(m[1]) : size - Number(m[2]);
  let end = m[1] && m[2] ? Number(m[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  if (start > end)
    return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
  return new Response(file.slice(start, end + 1), {
    status: 206,
    headers: {
      ...headers,
      "content-range": `bytes ${start}-${end}/${size}`,
      "content-length": String(end - start + 1),
    },
  });
}

/** GET /audio/<item>.<ext>?v=<hash>, mounted at the top level (not under /api/v1). */
export const audioFileRoutes = (deps: Deps) =>
  new Elysia().get(
    "/audio/:file",
    async ({ params, request }) => {
      const m = /^([a-z]+\.[a-z0-9._-]+)\.([a-z0-9]+)$/.exec(params.file);
      const clip = m ? await clipFile(deps, m[1], m[2]) : null;
      if (!clip)
        return new Response("Not found", {
          status: 404,
          headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
        });
      const v = new URL(request.url).searchParams.get("v");
      // Only the URL naming this very recording may be kept for good; any other asks again next time.
      const cache =
        v && clip.sha256.startsWith(v) && v.length >= 12 ? "public, max-age=31536000, immutable" : "no-cache";
      return ranged(request, Bun.file(clip.path), clip.bytes, {
        "content-type": clip.mime,
        "cache-control": cache,
        "accept-ranges": "bytes",
        etag: `"${clip.sha256.slice(0, 32)}"`,
      });
    },
    { response: replies({ 200: RawReply }) },
  );
