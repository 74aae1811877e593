// A class's access in the teacher's words (issue #29): its licence or trial, whether it opens a lesson
// (assigning one it cannot open warns the teacher), and "Ask for a licence", which tells the instance's
// admins (a mail through the outbox, and a badge in the admin Classes tab until a licence is granted).
import { and, eq, isNotNull } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { classes, users, type User } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import { actorLabel } from "../users/service";
import { sendMail } from "../mail/service";
import { licenceRequestMail } from "../mail/templates";
import { courseIndex } from "../content/courseIndex";
import { byTier, DEMO_LESSONS_PER_LEVEL, lessonAccess, type Tier } from "../access/rule";
import { classAccessState, classTrialDays, type ClassAccess } from "../access/classTrial";
import { assign, classDetail, ownClass, pupilsOf } from "./service";
import { translatorFor } from "../../../shared/i18n/catalogues";
import { longDate, type Translator } from "../../../shared/i18n/translate";

const TIER: Record<ClassAccess["state"], Tier> = { licence: "premium", trial: "demo", none: "none" };

/** Whether the class's pupils open this lesson now by the class's access (the order lock aside). */
export function classOpens(access: ClassAccess, lessonId: string): boolean {
  const l = courseIndex().lessons.get(lessonId);
  return !!l && lessonAccess(byTier(TIER[access.state]), l).open;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The warning shown when a lesson is assigned that the class cannot open (null: it can, until the due date),
 *  in the teacher's language. */
export function assignWarning(
  access: ClassAccess,
  lessonId: string,
  due: string | null,
  t: Translator,
): string | null {
  if (!classOpens(access, lessonId)) {
    if (access.state === "trial") return t("classes.words.warn.trialLocked", { n: DEMO_LESSONS_PER_LEVEL });
    return access.licence_until
      ? t("classes.words.warn.licenceEnded")
      : t("classes.words.warn.trialEnded", { day: longDate(access.trial_until, t.locale) });
  }
  if (access.state === "trial" && due && `${due}T23:59:59.999Z` >= access.trial_until)
    return t("classes.words.warn.trialEndsBefore", { day: longDate(access.trial_until, t.locale) });
  return null;
}

/** POST /classes/{id}/licence-request: tells every active admin once (again only after a licence was granted). */
export async function requestLicence(deps: Deps, teacher: User, classId: number | null) {
  const c = await ownClass(deps, teacher, classId);
  if (c.licenceRequestedAt)
    throw conflict(
      "ALREADY_REQUESTED",
      `You asked on ${day(c.licenceRequestedAt.toISOString())}: your school's admins have been told.`,
    );
  const now = deps.clock.now();
  const pupils = (await pupilsOf(deps, c.id)).length;
  const admins = await deps.db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(
      and(eq(users.isAdmin, true), eq(users.isActive, true), eq(users.kind, "adult"), isNotNull(users.email)),
    );
  await transact(deps.db, async (tx) => {
    await tx.update(classes).set({ licenceRequestedAt: now }).where(eq(classes.id, c.id));
    await recordAudit(
      deps,
      tx,
      { userId: teacher.id, label: actorLabel(teacher) },
      { action: "class.request_licence", targetType: "class", targetId: c.id, after: { pupils } },
    );
  });
  const teacherName = `${teacher.firstName} ${teacher.lastName}`.trim();
  for (const a of admins)
    await sendMail(
      deps,
      a.email!,
      licenceRequestMail(
        deps.config.appUrl,
        {
          adminFirstName: a.firstName,
          className: c.name,
          classCode: c.code,
          teacher: teacherName,
          teacherEmail: teacher.email ?? "",
          pupils,
        },
        translatorFor(a.locale),
      ),
    );
  return { requested_at: now.toISOString(), admins_told: admins.length };
}

/** GET /classes/{id}: the class, with whether the class opens each assigned lesson now. */
export async function classDetailWithAccess(
  deps: Deps,
  teacher: User,
  classId: number | null,
  t: Translator,
) {
  const d = await classDetail(deps, teacher, classId, t);
  return {
    ...d,
    assignments: d.assignments.map((a) => ({
      ...a,
      class_can_open: classOpens(d.class.access, a.lesson_id),
    })),
  };
}

/** POST /classes/{id}/assignments: assigned as asked, with a warning when the class cannot open it. */
export async function assignWithWarning(
  deps: Deps,
  teacher: User,
  classId: number | null,
  input: { lesson_id: string; due_date?: string | null },
  t: Translator,
) {
  const a = await assign(deps, teacher, classId, input, t);
  const c = await ownClass(deps, teacher, classId);
  const access = classAccessState(c, await classTrialDays(deps), deps.clock.now());
  return {
    ...a,
    class_can_open: classOpens(access, a.lesson_id),
    warning: assignWarning(access, a.lesson_id, a.due_date, t),
  };
}
