// /api/v1/payments: checkout, verify-session, the Stripe webhook and the local test checkout.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireGrownUp } from "../auth/current";
import { jsonBody, replies, validate } from "../../lib/errors";
import {
  CheckoutReply,
  CreateCheckoutBody,
  LocalCheckoutView,
  LocalRedirect,
  PaidReply,
  SessionParam,
  VerifySessionInput,
  WebhookReply,
} from "./model";
import {
  createCheckout,
  handleWebhook,
  localCancel,
  localCheckoutView,
  localPay,
  verifySession,
} from "./service";

export const paymentRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/payments" })
    .post(
      "/create-checkout",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        const r = await createCheckout(deps, user, ctx.body);
        return { checkout_url: r.checkout_url, session_id: r.session_id, reused: r.reused };
      },
      { body: jsonBody(CreateCheckoutBody), response: replies({ 200: CheckoutReply }) },
    )
    // The session id from the query (Stripe's return URL) or the body: one rule over both, so validate() here.
    .post(
      "/verify-session",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        const fromBody =
          ctx.body && typeof ctx.body === "object"
            ? (ctx.body as Record<string, unknown>).session_id
            : undefined;
        const { session_id } = validate(VerifySessionInput, { session_id: ctx.query.session_id ?? fromBody });
        return verifySession(deps, user, session_id);
      },
      { response: replies({ 200: PaidReply }) },
    )
    .post(
      "/webhook",
      async (ctx) =>
        handleWebhook(deps, await ctx.request.text(), ctx.request.headers.get("stripe-signature")),
      { parse: "none", response: replies({ 200: WebhookReply }) },
    )
    .get(
      "/local/:sessionId",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return localCheckoutView(deps, user, ctx.params.sessionId);
      },
      { params: SessionParam, response: replies({ 200: LocalCheckoutView }) },
    )
    .post(
      "/local/:sessionId/pay",
      async (ctx) => localPay(deps, await requireGrownUp(deps, ctx), ctx.params.sessionId),
      { params: SessionParam, response: replies({ 200: LocalRedirect }) },
    )
    .post(
      "/local/:sessionId/cancel",
      async (ctx) => localCancel(deps, await requireGrownUp(deps, ctx), ctx.params.sessionId),
      { params: SessionParam, response: replies({ 200: LocalRedirect }) },
    );
