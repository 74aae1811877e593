// /api/v1 progress routes: the child's progress (mastery, weeks, stickers), the practice session and
// level certificates (the caller's, and the public verification of a code).
// A review attempt is answered and finished through the course attempt routes (learning/routes.ts).
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireAdmin, requireUser, type Ctx } from "../auth/current";
import { learnerFor } from "../access/whoseLearning";
import { courseIndex } from "../content/courseIndex";
import { learnerLang } from "../content/contentIds";
import { startReviewAttempt } from "./service";
import {
  CertificatesReply,
  CertificateVerification,
  LearnerQuery,
  ProgressReply,
  ReviewReply,
  RevokedReply,
} from "./progressModel";
import { AttemptReply } from "./model";
import { plainQuery, replies } from "../../lib/errors";
import { progressReport } from "./report";
import { buildSession } from "./review";
import { requestLocale } from "../../lib/requestLocale";
import { myCertificates, revokeCertificate, verify } from "./certificates";
import { clientIp } from "../ratelimit/service";

export const progressRoutes = (deps: Deps) =>
  new Elysia()
    // ?child_id=: a parent reads one of their children's progress (issue #16)
    .get(
      "/progress",
      async (ctx) => progressReport(deps, await learnerFor(deps, ctx as Ctx, ctx.query.child_id)),
      { query: LearnerQuery, transform: plainQuery, response: replies({ 200: ProgressReply }) },
    )
    .get(
      "/review",
      async (ctx): Promise<ReviewReply> => {
        const user = await requireUser(deps, ctx);
        const s = await buildSession(deps, user.id);
        const ix = courseIndex();
        const types = s.entries.map(
          (e) => ix.lessons.get(e.lesson)!.lesson.activities.find((a) => a.id === e.activity)!.type,
        );
        return {
          activities: s.entries.length,
          minutes: Math.round(s.seconds / 6) / 10,
          due: s.due,
          items: s.covered,
          types: [...new Set(types)],
        };
      },
      { response: replies({ 200: ReviewReply }) },
    )
    .post(
      "/review/attempts",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        ctx.set.status = 201;
        return startReviewAttempt(deps, user);
      },
      { response: replies({ 201: AttemptReply }) },
    )
    .get(
      "/certificates",
      async (ctx) => {
        const learner = await learnerFor(deps, ctx as Ctx, ctx.query.child_id);
        return myCertificates(deps, learner.id, learnerLang(learner));
      },
      { query: LearnerQuery, transform: plainQuery, response: replies({ 200: CertificatesReply }) },
    )
    // public: the verification of a printed certificate's code (no sign-in)
    .get(
      "/certificates/:code",
      async (ctx) => {
        ctx.set.headers["x-robots-tag"] = "noindex"; // a child's name: not for search engines
        const locale = requestLocale(deps.config, ctx.request);
        return verify(deps, ctx.params.code, clientIp(deps, ctx), locale === "fr" ? "fr" : "en");
      },
      { response: replies({ 200: CertificateVerification }) },
    )
    .post(
      "/admin/certificates/:code/revoke",
      async (ctx) => revokeCertificate(deps, await requireAdmin(deps, ctx), ctx.params.code),
      { response: replies({ 200: RevokedReply }) },
    );
