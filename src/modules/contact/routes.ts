// POST /api/v1/contact (anyone) and GET /api/v1/admin/messages (admins).
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { jsonBody, plainQuery, replies } from "../../lib/errors";
import { currentAuth, requireAdmin } from "../auth/current";
import { clientIp } from "../ratelimit/service";
import { ContactRequest, ContactThanks, MessagesPage, MessagesQuery } from "./model";
import { listContactMessages, submitContactMessage } from "./service";
import { replyWords } from "../auth/replyWords";

export const contactRoutes = (deps: Deps) =>
  new Elysia()
    .post(
      "/contact",
      async (ctx) => {
        const auth = await currentAuth(deps, ctx).catch(() => null);
        await submitContactMessage(deps, ctx.body, { ip: clientIp(deps, ctx), userId: auth?.user.id });
        ctx.set.status = 201;
        return {
          ok: true as const,
          message: await replyWords(deps, ctx.request, "site.contact.thanks", auth?.user),
        };
      },
      { body: jsonBody(ContactRequest), response: replies({ 201: ContactThanks }) },
    )
    .get(
      "/admin/messages",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return listContactMessages(deps, { page: ctx.query.page, pageSize: ctx.query.page_size });
      },
      { query: MessagesQuery, transform: plainQuery, response: replies({ 200: MessagesPage }) },
    );
