// POST /api/v1/contact (anyone) and GET /api/v1/admin/messages (admins).
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { validate } from "../../lib/errors";
import { currentAuth, requireAdmin } from "../auth/current";
import { clientIp } from "../ratelimit/service";
import { ContactRequest, MessagesQuery } from "./schemas";
import { CONTACT_THANKS, listContactMessages, submitContactMessage } from "./service";

export const contactRoutes = (deps: Deps) =>
  new Elysia()
    .post("/contact", async (ctx) => {
      const input = validate(ContactRequest, ctx.body);
      const auth = await currentAuth(deps, ctx).catch(() => null);
      await submitContactMessage(deps, input, { ip: clientIp(deps, ctx as any), userId: auth?.user.id });
      ctx.set.status = 201;
      return { ok: true, message: CONTACT_THANKS };
    })
    .get("/admin/messages", async (ctx) => {
      await requireAdmin(deps, ctx);
      const q = validate(MessagesQuery, ctx.query);
      ctx.set.headers["cache-control"] = "no-store";
      return listContactMessages(deps, { page: q.page, pageSize: q.page_size });
    });
