// /api/v1/admin: every call checks is_admin in the database (requireAdmin), then the service decides.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { requireAdmin, type Ctx } from "../auth/current";
import { replyWords } from "../auth/replyWords";
import { jsonBody, plainQuery, replies } from "../../lib/errors";
import {
  AdminClass,
  AdminStats,
  AdminSubscription,
  AdminUser,
  ClassList,
  ClassListQuery,
  Cleared,
  HardestReply,
  IdParam,
  LockedAccounts,
  ProcessingSummary,
  SubscriptionList,
  SubscriptionListQuery,
  SubscriptionPatch,
  TeacherBody,
  TeacherSet,
  UnlockBody,
  UserDeleted,
  UserList,
  UserListQuery,
  UserPatch,
} from "./model";
import * as admin from "./service";
import { clearLockout, lockedAccounts } from "../auth/lockout";
import { actorLabel } from "../users/service";
import { LicenceBody, listClasses, setClassLicence } from "./classes";
import { processingSummary } from "../account/processingSummary";
import { backupStatus } from "../backups/service";
import { hardestQuestions } from "../classes/hardest";
import { readerOf } from "../classes/words";

const actorOf = (u: User): admin.Actor => ({ userId: u.id, label: actorLabel(u) });
const noStore = (ctx: Ctx) => {
  ctx.set.headers["cache-control"] = "no-store";
};

export const adminRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/admin" })
    .get(
      "/stats",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        noStore(ctx);
        // the daily backup's state (issue #33): the overview warns when it is too old
        return {
          ...(await admin.adminStats(deps)),
          locked_accounts: await lockedAccounts(deps),
          backups: backupStatus(deps),
        };
      },
      { response: replies({ 200: AdminStats }) },
    )
    // the school's one-page data-processing summary (issue #28)
    .get(
      "/data-processing",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        noStore(ctx);
        return processingSummary(deps);
      },
      { response: replies({ 200: ProcessingSummary }) },
    )
    // Accounts some address must wait to sign in to (failed passwords), and clearing them (audited).
    .get(
      "/locked-accounts",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        noStore(ctx);
        return { accounts: await lockedAccounts(deps) };
      },
      { response: replies({ 200: LockedAccounts }) },
    )
    .post(
      "/locked-accounts/clear",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        return clearLockout(deps, actorOf(me), ctx.body.email);
      },
      { body: jsonBody(UnlockBody), response: replies({ 200: Cleared }) },
    )
    .get(
      "/users",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        noStore(ctx);
        const q = ctx.query;
        return admin.listUsers(deps, { page: q.page, pageSize: q.page_size, search: q.search, kind: q.kind });
      },
      { query: UserListQuery, transform: plainQuery, response: replies({ 200: UserList }) },
    )
    .get(
      "/users/:id",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        noStore(ctx);
        return admin.getUser(deps, ctx.params.id);
      },
      { params: IdParam, response: replies({ 200: AdminUser }) },
    )
    .patch(
      "/users/:id",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        return admin.updateUser(deps, actorOf(me), ctx.params.id, ctx.body);
      },
      { params: IdParam, body: jsonBody(UserPatch), response: replies({ 200: AdminUser }) },
    )
    // The teacher role (issue #16): adults only; audited.
    .post(
      "/users/:id/teacher",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        return admin.setTeacher(deps, actorOf(me), ctx.params.id, ctx.body.is_teacher);
      },
      { params: IdParam, body: jsonBody(TeacherBody), response: replies({ 200: TeacherSet }) },
    )
    .delete(
      "/users/:id",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        const done = await admin.deleteUser(deps, actorOf(me), ctx.params.id);
        return { ...done, message: await replyWords(deps, ctx.request, "admin.users.deleted", me) };
      },
      { params: IdParam, response: replies({ 200: UserDeleted }) },
    )
    // The school's classes and their licences (issue #16).
    .get(
      "/classes",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        noStore(ctx);
        const q = ctx.query;
        return listClasses(deps, { page: q.page, pageSize: q.page_size, search: q.search });
      },
      { query: ClassListQuery, transform: plainQuery, response: replies({ 200: ClassList }) },
    )
    // The hardest questions of every learner of the instance (issue #29): unclear items in the content.
    .get(
      "/hardest-questions",
      async (ctx) => {
        const admin = await requireAdmin(deps, ctx);
        noStore(ctx);
        return { units: await hardestQuestions(deps, "all", readerOf(deps, ctx.request, admin)) };
      },
      { response: replies({ 200: HardestReply }) },
    )
    .post(
      "/classes/:id/licence",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        return setClassLicence(deps, actorOf(me), ctx.params.id, ctx.body.until);
      },
      { params: IdParam, body: jsonBody(LicenceBody), response: replies({ 200: AdminClass }) },
    )
    .get(
      "/subscriptions",
      async (ctx) => {
        await requireAdmin(deps, ctx);
        noStore(ctx);
        const q = ctx.query;
        // is_production: the admin page leaves out wording meant for test instances.
        return {
          ...(await admin.listSubscriptions(deps, {
            page: q.page,
            pageSize: q.page_size,
            status: q.status,
            type: q.type,
            userId: q.user_id,
          })),
          is_production: deps.config.env === "production",
        };
      },
      { query: SubscriptionListQuery, transform: plainQuery, response: replies({ 200: SubscriptionList }) },
    )
    .patch(
      "/subscriptions/:id",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        return admin.setSubscriptionStatus(deps, actorOf(me), ctx.params.id, ctx.body.status);
      },
      { params: IdParam, body: jsonBody(SubscriptionPatch), response: replies({ 200: AdminSubscription }) },
    )
    .post(
      "/subscriptions/:id/expire",
      async (ctx) => {
        const me = await requireAdmin(deps, ctx);
        return admin.expireSubscription(deps, actorOf(me), ctx.params.id);
      },
      { params: IdParam, response: replies({ 200: AdminSubscription }) },
    );
