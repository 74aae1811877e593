// GET /site: what the public pages show (contact details, social links, landing videos).
// /admin/site: the operator settings, admin only; every change is audited and clears the
// signed-out page cache (see service.ts).
import { Elysia } from "elysia";
import { z } from "zod";
import type { Deps } from "../../deps";
import { requireAdmin } from "../auth/current";
import { validate, validationError } from "../../lib/errors";
import { getSiteSettings, publicSite, updateSiteSettings } from "./service";
import { embedUrl, parseVideoRef, thumbnailUrl } from "./youtube";
import { MAX_VIDEOS, VIDEO_TITLE_MAX } from "./settings";
import { actorLabel } from "../users/service";

const VideoPreview = z.strictObject({ url: z.string({ error: "Paste a YouTube link or video id" }).max(500, "At most 500 characters") });

export const siteRoutes = (deps: Deps) =>
  new Elysia()
    .get("/site", async (ctx) => {
      ctx.set.headers["cache-control"] = "no-store";
      return publicSite(deps);
    })
    .get("/admin/site", async (ctx) => {
      await requireAdmin(deps, ctx);
      ctx.set.headers["cache-control"] = "no-store";
      const settings = await getSiteSettings(deps);
      const thumbnails = Object.fromEntries(settings.landing_videos.map((v) => [v.id, thumbnailUrl(v.id)]));
      return { settings, thumbnails, limits: { videos: MAX_VIDEOS, video_title: VIDEO_TITLE_MAX } };
    })
    .patch("/admin/site", async (ctx) => {
      const me = await requireAdmin(deps, ctx);
      ctx.set.headers["cache-control"] = "no-store";
      return { settings: await updateSiteSettings(deps, { userId: me.id, label: actorLabel(me) }, ctx.body) };
    })
    // What an outside video would look like, before it is saved: the parsed id and its picture.
    .post("/admin/site/video-preview", async (ctx) => {
      await requireAdmin(deps, ctx);
      const { url } = validate(VideoPreview, ctx.body);
      const id = parseVideoRef(url);
      if (!id) throw validationError({ url: "Not a YouTube link or 11-character video id" });
      return { id, thumbnail_url: thumbnailUrl(id), embed_url: embedUrl(id) };
    });
