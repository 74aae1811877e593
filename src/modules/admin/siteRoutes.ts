// The operator's settings (GET /site, what the public pages show, is claims/routes.ts).
// /admin/site: the operator settings, admin only; every change is audited and clears the
// signed-out page cache (see site/service.ts).
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireAdmin } from "../auth/current";
import { ApiError, RawReply, jsonBody, replies, validationError } from "../../lib/errors";
import { logoFile, removeLogo, saveLogo } from "../site/branding";
import { LOGO_BODY_MAX_BYTES, LOGO_MAX_BYTES } from "../site/logoLimits";
import { getSiteSettings, updateSiteSettings } from "../site/service";
import { embedUrl, parseVideoRef, thumbnailUrl } from "../site/youtube";
import { MAX_VIDEOS, SCHOOL_NAME_MAX, VIDEO_TITLE_MAX } from "../site/settings";
import { actorLabel } from "../users/service";
import {
  AdminSiteReply,
  LogoRemoved,
  LogoSaved,
  SettingsUpdated,
  VideoPreview,
  VideoPreviewRequest,
} from "./model";

/** The logo from a multipart/form-data body (field "logo"); anything else is a clear 4xx. */
async function logoFromForm(request: Request): Promise<Uint8Array> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data"))
    throw new ApiError(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      'Send the logo as multipart/form-data in the field "logo".',
    );
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > LOGO_BODY_MAX_BYTES)
    throw new ApiError(413, "PAYLOAD_TOO_LARGE", `A logo may be at most ${LOGO_MAX_BYTES / 1024} KB.`);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, "MALFORMED_BODY", "The upload could not be read as multipart/form-data.");
  }
  const file = form.get("logo");
  if (file === null || typeof file === "string")
    throw validationError({ logo: "Choose a PNG, JPEG or WebP file" }, "No logo file was sent.");
  return new Uint8Array(await file.arrayBuffer());
}

/** POST /admin/site/video-preview's reply: the video id, its picture and the address the landing embeds. */
export const videoPreview = (id: string) => ({
  id,
  thumbnail_url: thumbnailUrl(id),
  embed_url: embedUrl(id),
});

/** GET /admin/site: the settings with each video's picture and the limits the form shows. */
export async function adminSite(deps: Deps) {
  const settings = await getSiteSettings(deps);
  const thumbnails = Object.fromEntries(settings.landing_videos.map((v) => [v.id, thumbnailUrl(v.id)]));
  return {
    settings,
    thumbnails,
    payments: deps.config.payments === "on",
    limits: {
      videos: MAX_VIDEOS,
      video_title: VIDEO_TITLE_MAX,
      school_name: SCHOOL_NAME_MAX,
      logo_bytes: LOGO_MAX_BYTES,
    },
  };
}

export const siteRoutes = (deps: Deps) =>
  new Elysia()
    .get(
      "/admin/site",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return adminSite(deps);
      },
      { response: replies({ 200: AdminSiteReply }) },
    )
    .patch(
      "/admin/site",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return {
          settings: await updateSiteSettings(deps, { userId: me.id, label: actorLabel(me) }, ctx.body),
        };
      },
      { response: replies({ 200: SettingsUpdated }) },
    )
    // The school's logo (issue #16): multipart upload, checked by its bytes; removable. Both audited.
    .post(
      "/admin/site/logo",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return saveLogo(deps, { userId: me.id, label: actorLabel(me) }, await logoFromForm(ctx.request));
      },
      { parse: "none", response: replies({ 200: LogoSaved }) },
    )
    .delete(
      "/admin/site/logo",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return removeLogo(deps, { userId: me.id, label: actorLabel(me) });
      },
      { response: replies({ 200: LogoRemoved }) },
    )
    // What an outside video would look like, before it is saved: the parsed id and its picture.
    .post(
      "/admin/site/video-preview",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        const id = parseVideoRef(ctx.body.url);
        if (!id) throw validationError({ url: "Not a YouTube link or 11-character video id" });
        return videoPreview(id);
      },
      { body: jsonBody(VideoPreviewRequest), response: replies({ 200: VideoPreview }) },
    );

/** GET /branding/<sha256>.<ext>, mounted at the top level: the name changes with the content, so it is
 *  kept for a year; nosniff and a CSP of its own keep it an image whatever a browser thinks. */
export const brandingFileRoutes = (deps: Deps) =>
  new Elysia().get(
    "/branding/:file",
    ({ params }) => {
      const f = logoFile(deps, params.file);
      const common = {
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      };
      if (!f)
        return new Response("Not found", {
          status: 404,
          headers: { ...common, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
        });
      return new Response(Bun.file(f.path), {
        headers: {
          ...common,
          "content-type": f.mime,
          "cache-control": "public, max-age=31536000, immutable",
        },
      });
    },
    { response: replies({ 200: RawReply }) },
  );
