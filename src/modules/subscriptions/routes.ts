// /api/v1/subscriptions: demo activation, status, history, cancel. Rules live in service.ts; shapes in model.ts.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireGrownUp, requireUser } from "../auth/current";
import { replyWords } from "../auth/replyWords";
import { classHolderOf, payerOf } from "../access/learner";
import { notFound, replies } from "../../lib/errors";
import { CancelReply, DemoReply, HistoryReply, StatusReply } from "./model";
import { activateDemo, cancelSubscription, subscriptionHistory, subscriptionStatus } from "./service";

export const subscriptionRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/subscriptions" })
    .post(
      "/demo",
      async (ctx) => {
        // a school's instance without payments has no demo (issue #33)
        if (deps.config.payments === "off") throw notFound("This instance has no demo.", "NO_DEMO");
        const user = await requireGrownUp(deps, ctx);
        const subscription = await activateDemo(deps, user.id);
        ctx.set.status = 201;
        // the whole status (access block, plan state, offer) so the page updates from this one reply
        const status = await subscriptionStatus(deps, user.id);
        return {
          ...status,
          subscription,
          ...statusFields(subscription),
          server_time: deps.clock.now().toISOString(),
        };
      },
      { response: replies({ 201: DemoReply }) },
    )
    .get(
      "/status",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        // server_time lets the dashboard countdown follow the server's clock, not the device's.
        // Who pays (access/learner.ts): a child profile (issue #16) sees the family's plan, without what
        // buying would cost; a pupil's access is their class's licence.
        const payer = await payerOf(deps, user);
        if ("account" in payer && payer.account !== user.id) {
          const { offer: _, ...status } = await subscriptionStatus(deps, payer.account);
          return { ...status, server_time: deps.clock.now().toISOString() };
        }
        const pupil = classHolderOf(payer);
        return {
          ...(await subscriptionStatus(deps, user.id, pupil)),
          server_time: deps.clock.now().toISOString(),
        };
      },
      { response: replies({ 200: StatusReply }) },
    )
    .get(
      "/history",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return { history: await subscriptionHistory(deps, user.id) };
      },
      { response: replies({ 200: HistoryReply }) },
    )
    .delete(
      "/cancel",
      async (ctx) => {
        const user = await requireGrownUp(deps, ctx);
        const subscription = await cancelSubscription(deps, user.id);
        return {
          subscription,
          ...statusFields(subscription),
          message: await replyWords(deps, ctx.request, "subscription.plan.cancelledToast", user),
        };
      },
      { response: replies({ 200: CancelReply }) },
    );

const statusFields = (s: {
  days_remaining: number | null;
  is_expired: boolean;
  has_subscription: boolean;
}) => ({
  days_remaining: s.days_remaining,
  is_expired: s.is_expired,
  has_subscription: s.has_subscription,
});
