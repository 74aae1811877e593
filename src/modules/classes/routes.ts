// /api/v1 class calls (issue #16): the teacher's classes, pupils, assignments and progress (requireTeacher,
// own classes only), the pupil's picture sign-in (public, rate-limited) and the pupil's assignments.
import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { RawReply, jsonBody, plainQuery, replies } from "../../lib/errors";
import {
  appCookie,
  parseCookies,
  requireTeacher,
  requireUser,
  sessionCookies,
  setCookies,
} from "../auth/current";
import { clientIp } from "../ratelimit/service";
import { publicUser } from "../users/service";
import { importRoster, previewRoster } from "./roster";
import {
  classHardest,
  classReport,
  createReportLink,
  familyReport,
  pupilReport,
  revokeReportLink,
  setGoal,
} from "./reports";
import {
  AddPupil,
  Assign,
  Goal,
  RosterBody,
  CreateClass,
  idParam,
  ProgressQuery,
  ResetPictures,
  SignIn,
  UpdateClass,
  Assigned,
  AssignmentDeleted,
  ClassDeleted,
  ClassDetail,
  ClassHardest,
  ClassList,
  ClassProgress,
  ClassReport,
  ClassView,
  FamilyReport,
  LicenceRequested,
  LinkRevoked,
  MyAssignments,
  ProjectedLesson,
  PupilDeleted,
  PupilExport,
  PupilReport,
  PupilSignedIn,
  PupilWithPictures,
  ReportLink,
  RosterAdded,
  RosterPreview,
  SignInInfo,
  TriesCleared,
} from "./model";
import { assignWithWarning, classDetailWithAccess, requestLicence } from "./licence";
import {
  addPupil,
  clearSignInTries,
  createClass,
  deleteClass,
  exportPupil,
  listClasses,
  myAssignments,
  removePupil,
  resetPictures,
  unassign,
  updateClass,
} from "./service";
import { classSignIn, classSignInInfo } from "./signIn";
import { DEVICE_COOKIE, deviceOf } from "./guessing";
import { readerOf } from "./words";

/** The device cookie lasts as long as browsers allow (400 days): a class tablet stays known. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 3600;
import { classProgress, progressCsv } from "./progress";
import { projectedLesson } from "./project";

export const classRoutes = (deps: Deps) =>
  new Elysia()
    .get("/classes", async (ctx) => listClasses(deps, await requireTeacher(deps, ctx)), {
      response: replies({ 200: ClassList }),
    })
    .post(
      "/classes",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        const c = await createClass(deps, teacher, ctx.body.name);
        ctx.set.status = 201;
        return c;
      },
      { body: jsonBody(CreateClass), response: replies({ 201: ClassView }) },
    )
    .get(
      "/classes/:id",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        return classDetailWithAccess(
          deps,
          teacher,
          idParam(ctx.params.id),
          readerOf(deps, ctx.request, teacher),
        );
      },
      { response: replies({ 200: ClassDetail }) },
    )
    .patch(
      "/classes/:id",
      async (ctx) => updateClass(deps, await requireTeacher(deps, ctx), idParam(ctx.params.id), ctx.body),
      { body: jsonBody(UpdateClass), response: replies({ 200: ClassView }) },
    )
    .delete(
      "/classes/:id",
      async (ctx) => deleteClass(deps, await requireTeacher(deps, ctx), idParam(ctx.params.id)),
      { response: replies({ 200: ClassDeleted }) },
    )
    .post(
      "/classes/:id/pupils",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        const r = await addPupil(deps, teacher, idParam(ctx.params.id), ctx.body);
        ctx.set.status = 201;
        ctx.set.headers["cache-control"] = "no-store"; // the pictures are shown once
        return r;
      },
      { body: jsonBody(AddPupil), response: replies({ 201: PupilWithPictures }) },
    )
    .post(
      "/classes/:id/roster/preview",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        const t = readerOf(deps, ctx.request, teacher);
        return previewRoster(deps, teacher, idParam(ctx.params.id), ctx.body.text, t);
      },
      { body: jsonBody(RosterBody), response: replies({ 200: RosterPreview }) },
    )
    .post(
      "/classes/:id/roster",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        const t = readerOf(deps, ctx.request, teacher);
        const r = await importRoster(deps, teacher, idParam(ctx.params.id), ctx.body.text, t);
        ctx.set.status = 201;
        ctx.set.headers["cache-control"] = "no-store"; // the pictures are shown once
        return r;
      },
      { body: jsonBody(RosterBody), response: replies({ 201: RosterAdded }) },
    )
    .post(
      "/classes/:id/pupils/:pid/pictures",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return resetPictures(deps, teacher, idParam(ctx.params.id), idParam(ctx.params.pid), ctx.body);
      },
      { body: jsonBody(ResetPictures), response: replies({ 200: PupilWithPictures }) },
    )
    .delete(
      "/classes/:id/pupils/:pid/sign-in-tries",
      async (ctx) =>
        clearSignInTries(
          deps,
          await requireTeacher(deps, ctx),
          idParam(ctx.params.id),
          idParam(ctx.params.pid),
        ),
      { response: replies({ 200: TriesCleared }) },
    )
    .delete(
      "/classes/:id/pupils/:pid",
      async (ctx) =>
        removePupil(deps, await requireTeacher(deps, ctx), idParam(ctx.params.id), idParam(ctx.params.pid)),
      { response: replies({ 200: PupilDeleted }) },
    )
    .get(
      "/classes/:id/pupils/:pid/export",
      async (ctx) => {
        const data = await exportPupil(
          deps,
          await requireTeacher(deps, ctx),
          idParam(ctx.params.id),
          idParam(ctx.params.pid),
        );
        ctx.set.headers["content-disposition"] =
          `attachment; filename="marhaba-pupil-${data.pupil.id}-${data.exported_at.slice(0, 10)}.json"`;
        ctx.set.headers["cache-control"] = "no-store";
        return data;
      },
      { response: replies({ 200: PupilExport }) },
    )
    .post(
      "/classes/:id/assignments",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        const r = await assignWithWarning(
          deps,
          teacher,
          idParam(ctx.params.id),
          ctx.body,
          readerOf(deps, ctx.request, teacher),
        );
        ctx.set.status = 201;
        return r;
      },
      { body: jsonBody(Assign), response: replies({ 201: Assigned }) },
    )
    .post(
      "/classes/:id/licence-request",
      async (ctx) => {
        const r = await requestLicence(deps, await requireTeacher(deps, ctx), idParam(ctx.params.id));
        ctx.set.status = 201;
        return r;
      },
      { response: replies({ 201: LicenceRequested }) },
    )
    .delete(
      "/classes/:id/assignments/:aid",
      async (ctx) =>
        unassign(deps, await requireTeacher(deps, ctx), idParam(ctx.params.id), idParam(ctx.params.aid)),
      { response: replies({ 200: AssignmentDeleted }) },
    )
    .get(
      "/classes/:id/progress",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        const t = readerOf(deps, ctx.request, teacher);
        return classProgress(deps, teacher, idParam(ctx.params.id), ctx.query.level, t);
      },
      { query: ProgressQuery, transform: plainQuery, response: replies({ 200: ClassProgress }) },
    )
    .get(
      "/classes/:id/progress.csv",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        const t = readerOf(deps, ctx.request, teacher);
        const p = await classProgress(deps, teacher, idParam(ctx.params.id), ctx.query.level, t);
        const name = `${p.class.code}-${p.level.id}-${deps.clock.now().toISOString().slice(0, 10)}.csv`;
        return new Response(progressCsv(p, t), {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="marhaba-class-${name}"`,
            "cache-control": "no-store",
            "x-content-type-options": "nosniff",
          },
        });
      },
      { query: ProgressQuery, transform: plainQuery, response: replies({ 200: RawReply }) },
    )
    // reports (issue #29)
    .get(
      "/classes/:id/report",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store";
        const teacher = await requireTeacher(deps, ctx);
        return classReport(deps, teacher, idParam(ctx.params.id), readerOf(deps, ctx.request, teacher));
      },
      { response: replies({ 200: ClassReport }) },
    )
    .get(
      "/classes/:id/hardest",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        return classHardest(deps, teacher, idParam(ctx.params.id), readerOf(deps, ctx.request, teacher));
      },
      { response: replies({ 200: ClassHardest }) },
    )
    .put(
      "/classes/:id/goal",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        return setGoal(deps, teacher, idParam(ctx.params.id), ctx.body, readerOf(deps, ctx.request, teacher));
      },
      { body: jsonBody(Goal), response: replies({ 200: ClassReport }) },
    )
    .delete(
      "/classes/:id/goal",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        return setGoal(deps, teacher, idParam(ctx.params.id), null, readerOf(deps, ctx.request, teacher));
      },
      { response: replies({ 200: ClassReport }) },
    )
    .get(
      "/classes/:id/pupils/:pid/report",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store";
        const teacher = await requireTeacher(deps, ctx);
        const t = readerOf(deps, ctx.request, teacher);
        return pupilReport(deps, teacher, idParam(ctx.params.id), idParam(ctx.params.pid), t);
      },
      { response: replies({ 200: PupilReport }) },
    )
    .post(
      "/classes/:id/pupils/:pid/report-link",
      async (ctx) => {
        const r = await createReportLink(
          deps,
          await requireTeacher(deps, ctx),
          idParam(ctx.params.id),
          idParam(ctx.params.pid),
        );
        ctx.set.status = 201;
        ctx.set.headers["cache-control"] = "no-store"; // the link is shown once
        return r;
      },
      { response: replies({ 201: ReportLink }) },
    )
    .delete(
      "/classes/:id/pupils/:pid/report-link",
      async (ctx) =>
        revokeReportLink(
          deps,
          await requireTeacher(deps, ctx),
          idParam(ctx.params.id),
          idParam(ctx.params.pid),
        ),
      { response: replies({ 200: LinkRevoked }) },
    )
    .get(
      "/family-report/:token",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store";
        ctx.set.headers["referrer-policy"] = "no-referrer"; // the token is in the address
        return familyReport(deps, String(ctx.params.token), readerOf(deps, ctx.request));
      },
      { response: replies({ 200: FamilyReport }) },
    )
    .get("/class-sign-in/:code", async (ctx) => classSignInInfo(deps, ctx.params.code, clientIp(deps, ctx)), {
      response: replies({ 200: SignInInfo }),
    })
    .post(
      "/class-sign-in",
      async (ctx) => {
        ctx.set.headers["cache-control"] = "no-store"; // also tells Elysia this handler sets headers (cookies)
        const device = deviceOf(parseCookies(ctx.request.headers.get("cookie"))[DEVICE_COOKIE]);
        const { pupil, session } = await classSignIn(deps, ctx.body, {
          ip: clientIp(deps, ctx),
          userAgent: ctx.request.headers.get("user-agent"),
          deviceId: device.id,
        });
        const cookies = sessionCookies(deps, session);
        if (device.isNew) cookies.push(appCookie(deps, DEVICE_COOKIE, device.id, DEVICE_COOKIE_SECONDS));
        setCookies(ctx, cookies);
        return {
          access_token: session.accessToken,
          refresh_token: session.refreshToken,
          token_type: "bearer" as const,
          user: publicUser(pupil),
        };
      },
      { body: jsonBody(SignIn), response: replies({ 200: PupilSignedIn }) },
    )
    .get(
      "/teach/lessons/:id",
      async (ctx) => {
        const teacher = await requireTeacher(deps, ctx);
        return projectedLesson(String(ctx.params.id), readerOf(deps, ctx.request, teacher));
      },
      { response: replies({ 200: ProjectedLesson }) },
    )
    .get(
      "/my-class/assignments",
      async (ctx) => {
        const user = await requireUser(deps, ctx);
        return myAssignments(deps, user, readerOf(deps, ctx.request, user));
      },
      { response: replies({ 200: MyAssignments }) },
    );
