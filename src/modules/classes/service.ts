// A teacher's classes and pupils (issue #16). Every call takes the teacher and finds the class among
// THEIR classes only: another teacher's class answers 404, exactly like one that does not exist.
// Pupils are users rows (kind 'pupil', class_id → the class): no email, no password, no contact data;
// a first name, an avatar, and a picture password hashed like a password. Teacher actions are audited
// by id (no pupil's name in the audit log, so deleting a class leaves no personal data behind).
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import {
  attemptAnswers,
  certificates,
  classAssignments,
  classes,
  lessonAttempts,
  lessonProgress,
  reviewItems,
  skillProgress,
  users,
  type User,
} from "../../db/schema";
import { conflict, notFound, validationError } from "../../lib/errors";
import { randomToken } from "../../lib/ids";
import { recordAudit } from "../audit/service";
import { actorLabel, hashPassword, isUniqueViolation } from "../users/service";
import { courseIndex } from "../content/courseIndex";
import { newClassCode } from "./code";
import { accessOfClass, classAccessState, classTrialDays, type ClassAccess } from "../access/classTrial";
import { clearGuessing, guessingOf } from "./guessing";
import { say } from "./words";
import type { Translator } from "../../../shared/i18n/translate";
import {
  drawPictures,
  freeAvatar,
  picture,
  pictureSecret,
  PUPIL_AVATARS,
  SIGN_IN_PICTURES,
  type SignInPicture,
} from "./pictures";

export const MAX_CLASSES_PER_TEACHER = 30;
export const MAX_PUPILS_PER_CLASS = 40;

export type Class = typeof classes.$inferSelect;
const actor = (u: User) => ({ userId: u.id, label: actorLabel(u) });
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A class as its teacher sees it; `access`: its licence or trial (access/classTrial.ts), in the page's words. */
export function classView(c: Class, pupils: number, access: ClassAccess) {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    pupils,
    licence_until: iso(c.licenceUntil),
    created_at: iso(c.createdAt)!,
    access,
    licence_requested_at: iso(c.licenceRequestedAt),
  };
}
export const pupilView = (p: User) => ({
  id: p.id,
  first_name: p.firstName,
  avatar: picture(p.avatar ?? "bear"),
});

/** The teacher's own class, or 404 (another teacher's class is indistinguishable from none). */
export async function ownClass(deps: Deps, teacher: User, classId: number | null): Promise<Class> {
  const [c] =
    classId === null
      ? []
      : await deps.db
          .select()
          .from(classes)
          .where(and(eq(classes.id, classId), eq(classes.teacherId, teacher.id)))
          .limit(1);
  if (!c) throw notFound("No such class.", "CLASS_NOT_FOUND");
  return c;
}

async function ownPupil(deps: Deps, cls: Class, pupilId: number | null): Promise<User> {
  const [p] =
    pupilId === null
      ? []
      : await deps.db
          .select()
          .from(users)
          .where(and(eq(users.id, pupilId), eq(users.classId, cls.id), eq(users.kind, "pupil")))
          .limit(1);
  if (!p) throw notFound("No such pupil in this class.", "PUPIL_NOT_FOUND");
  return p;
}

export const pupilsOf = (deps: Deps, classId: number): Promise<User[]> =>
  deps.db
    .select()
    .from(users)
    .where(and(eq(users.classId, classId), eq(users.kind, "pupil")))
    .orderBy(asc(users.firstName), asc(users.id));

export async function listClasses(deps: Deps, teacher: User) {
  const rows = await deps.db
    .select()
    .from(classes)
    .where(eq(classes.teacherId, teacher.id))
    .orderBy(asc(classes.name), asc(classes.id));
  const counts = rows.length
    ? await deps.db
        .select({ classId: users.classId, n: count() })
        .from(users)
        .where(
          inArray(
            users.classId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(users.classId)
    : [];
  const n = new Map(counts.map((c) => [c.classId, c.n]));
  const days = await classTrialDays(deps);
  return {
    classes: rows.map((c) => classView(c, n.get(c.id) ?? 0, classAccessState(c, days, deps.clock.now()))),
  };
}

/** A fresh code no class has (a clash is one in hundreds of millions; tried a few times). */
async function insertWithFreshCode<T>(attempt: (code: string) => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt(newClassCode());
    } catch (e) {
      // The code is the only unique column of a class: a unique violation here is a clash of codes.
      if (i < 5 && isUniqueViolation(e)) continue;
      throw e;
    }
  }
}

export async function createClass(deps: Deps, teacher: User, name: string) {
  const [{ n }] = await deps.db.select({ n: count() }).from(classes).where(eq(classes.teacherId, teacher.id));
  if (n >= MAX_CLASSES_PER_TEACHER)
    throw conflict(
      "TOO_MANY_CLASSES",
      `A teacher can have up to ${MAX_CLASSES_PER_TEACHER} classes. Delete an old class first.`,
    );
  const c = await insertWithFreshCode((code) =>
    transact(deps.db, async (tx) => {
      const [row] = await tx
        .insert(classes)
        .values({ teacherId: teacher.id, name, code, createdAt: deps.clock.now() })
        .returning();
      await recordAudit(deps, tx, actor(teacher), {
        action: "class.create",
        targetType: "class",
        targetId: row.id,
        after: { name, code },
      });
      return row;
    }),
  );
  return classView(c, 0, await accessOfClass(deps, c));
}

export async function updateClass(
  deps: Deps,
  teacher: User,
  classId: number | null,
  input: { name?: string; regenerate_code?: true },
) {
  const before = await ownClass(deps, teacher, classId);
  const c = await insertWithFreshCode((code) =>
    transact(deps.db, async (tx) => {
      const set = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.regenerate_code ? { code } : {}),
      };
      const [row] = await tx.update(classes).set(set).where(eq(classes.id, before.id)).returning();
      await recordAudit(deps, tx, actor(teacher), {
        action: input.regenerate_code ? "class.new_code" : "class.rename",
        targetType: "class",
        targetId: row.id,
        before: { name: before.name, code: before.code },
        after: { name: row.name, code: row.code },
      });
      return row;
    }),
  );
  return classView(c, (await pupilsOf(deps, c.id)).length, await accessOfClass(deps, c));
}

/** Deletes the class and, in the same transaction, its pupils and everything they did (the foreign keys
 *  cascade classes → users → attempts, progress, review boxes, certificates, sessions). */
export async function deleteClass(deps: Deps, teacher: User, classId: number | null) {
  const c = await ownClass(deps, teacher, classId);
  return transact(deps.db, async (tx) => {
    const pupils = (await tx.select({ id: users.id }).from(users).where(eq(users.classId, c.id))).length;
    await tx.delete(classes).where(eq(classes.id, c.id));
    await recordAudit(deps, tx, actor(teacher), {
      action: "class.delete",
      targetType: "class",
      targetId: c.id,
      before: { name: c.name, pupils },
      after: null,
    });
    return { deleted: { class: c.id, pupils } };
  });
}

export async function classDetail(deps: Deps, teacher: User, classId: number | null, t: Translator) {
  const c = await ownClass(deps, teacher, classId);
  const pupils = await pupilsOf(deps, c.id);
  // "Someone tried N times": wrong pictures from outside each pupil's own devices (./guessing.ts).
  const tries = await guessingOf(
    deps,
    pupils.map((p) => p.id),
  );
  const withTries = pupils.map((p) => ({ ...pupilView(p), sign_in_tries: tries.get(p.id) ?? null }));
  return {
    class: classView(c, pupils.length, await accessOfClass(deps, c)),
    pupils: withTries,
    assignments: await assignmentsOf(deps, c.id, t),
    pictures: SIGN_IN_PICTURES.map(picture),
    avatars: PUPIL_AVATARS.map(picture),
  };
}

/** The pupil and their three pictures in order: shown once, for the sign-in sheet (only a hash is kept). */
export async function addPupil(
  deps: Deps,
  teacher: User,
  classId: number | null,
  input: { first_name: string; avatar?: string; pictures?: SignInPicture[] },
) {
  const c = await ownClass(deps, teacher, classId);
  const current = await pupilsOf(deps, c.id);
  if (current.length >= MAX_PUPILS_PER_CLASS)
    throw conflict("CLASS_FULL", `A class can have up to ${MAX_PUPILS_PER_CLASS} pupils.`);
  const pictures = input.pictures ?? drawPictures();
  const avatar = input.avatar ?? freeAvatar(new Set(current.map((p) => p.avatar ?? "")));
  const picturesHash = await hashPassword(pictureSecret(pictures));
  const pupil = await transact(deps.db, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: `pupil-${randomToken(9).toLowerCase()}`,
        firstName: input.first_name,
        lastName: "",
        kind: "pupil",
        classId: c.id,
        avatar,
        picturesHash,
        isVerified: true,
        createdAt: deps.clock.now(),
      })
      .returning();
    await recordAudit(deps, tx, actor(teacher), {
      action: "pupil.add",
      targetType: "pupil",
      targetId: row.id,
      after: { class_id: c.id },
    });
    return row;
  });
  return { pupil: pupilView(pupil), pictures: pictures.map(picture) };
}

/** New pictures (drawn or chosen); also lifts a wait after failed sign-ins, and ends the pupil's sessions. */
export async function resetPictures(
  deps: Deps,
  teacher: User,
  classId: number | null,
  pupilId: number | null,
  input: { pictures?: SignInPicture[] },
) {
  const c = await ownClass(deps, teacher, classId);
  const p = await ownPupil(deps, c, pupilId);
  const pictures = input.pictures ?? drawPictures();
  const picturesHash = await hashPassword(pictureSecret(pictures));
  await transact(deps.db, async (tx) => {
    await tx.update(users).set({ picturesHash, updatedAt: deps.clock.now() }).where(eq(users.id, p.id));
    await recordAudit(deps, tx, actor(teacher), {
      action: "pupil.reset_pictures",
      targetType: "pupil",
      targetId: p.id,
      after: { class_id: c.id },
    });
  });
  await clearGuessing(deps, p.id);
  return { pupil: pupilView(p), pictures: pictures.map(picture) };
}

/** The teacher's "Clear": the wrong tries held against a pupil are forgotten (new pictures do it too). */
export async function clearSignInTries(
  deps: Deps,
  teacher: User,
  classId: number | null,
  pupilId: number | null,
) {
  const c = await ownClass(deps, teacher, classId);
  const p = await ownPupil(deps, c, pupilId);
  await clearGuessing(deps, p.id);
  await recordAudit(deps, deps.db, actor(teacher), {
    action: "pupil.clear_sign_in_tries",
    targetType: "pupil",
    targetId: p.id,
    after: { class_id: c.id },
  });
  return { pupil: pupilView(p), sign_in_tries: null };
}

export async function removePupil(deps: Deps, teacher: User, classId: number | null, pupilId: number | null) {
  const c = await ownClass(deps, teacher, classId);
  const p = await ownPupil(deps, c, pupilId);
  await transact(deps.db, async (tx) => {
    await tx.delete(users).where(eq(users.id, p.id)); // attempts, progress, sessions cascade
    await recordAudit(deps, tx, actor(teacher), {
      action: "pupil.delete",
      targetType: "pupil",
      targetId: p.id,
      before: { class_id: c.id },
      after: null,
    });
  });
  return { deleted: { pupil: p.id } };
}

// ---- assignments ------------------------------------------------------------------------------
/** The class's assignments, each lesson's title in the reader's language. */
export async function assignmentsOf(deps: Deps, classId: number, t: Translator) {
  const ix = courseIndex();
  const rows = await deps.db
    .select()
    .from(classAssignments)
    .where(eq(classAssignments.classId, classId))
    .orderBy(asc(classAssignments.dueDate), asc(classAssignments.id));
  return rows
    .filter((r) => ix.lessons.has(r.lessonId)) // a lesson removed from the content is no longer shown
    .map((r) => {
      const l = ix.lessons.get(r.lessonId)!;
      return {
        id: r.id,
        lesson_id: r.lessonId,
        title: say(t, l.lesson.title),
        unit_id: l.unitId,
        level_id: l.levelId,
        due_date: r.dueDate,
      };
    });
}

/** Assigns a lesson (again: the due date changes). */
export async function assign(
  deps: Deps,
  teacher: User,
  classId: number | null,
  input: { lesson_id: string; due_date?: string | null },
  t: Translator,
) {
  const c = await ownClass(deps, teacher, classId);
  if (!courseIndex().lessons.has(input.lesson_id)) throw validationError({ lesson_id: "No such lesson" });
  const due = input.due_date ?? null;
  const row = await transact(deps.db, async (tx) => {
    const [r] = await tx
      .insert(classAssignments)
      .values({ classId: c.id, lessonId: input.lesson_id, dueDate: due, createdAt: deps.clock.now() })
      .onConflictDoUpdate({
        target: [classAssignments.classId, classAssignments.lessonId],
        set: { dueDate: due },
      })
      .returning();
    await recordAudit(deps, tx, actor(teacher), {
      action: "class.assign",
      targetType: "class",
      targetId: c.id,
      after: { lesson_id: input.lesson_id, due_date: due },
    });
    return r;
  });
  return (await assignmentsOf(deps, c.id, t)).find((a) => a.id === row.id)!;
}

export async function unassign(
  deps: Deps,
  teacher: User,
  classId: number | null,
  assignmentId: number | null,
) {
  const c = await ownClass(deps, teacher, classId);
  const [row] =
    assignmentId === null
      ? []
      : await deps.db
          .select()
          .from(classAssignments)
          .where(and(eq(classAssignments.id, assignmentId), eq(classAssignments.classId, c.id)))
          .limit(1);
  if (!row) throw notFound("No such assignment in this class.", "ASSIGNMENT_NOT_FOUND");
  await transact(deps.db, async (tx) => {
    await tx.delete(classAssignments).where(eq(classAssignments.id, row.id));
    await recordAudit(deps, tx, actor(teacher), {
      action: "class.unassign",
      targetType: "class",
      targetId: c.id,
      before: { lesson_id: row.lessonId, due_date: row.dueDate },
    });
  });
  return { deleted: { assignment: row.id } };
}

/** A pupil's path: what their teacher assigned, with whether it is done (no countdown, just the day). */
export async function myAssignments(deps: Deps, user: User, t: Translator) {
  if (user.kind !== "pupil" || user.classId === null) return { assignments: [] };
  const done = new Set(
    (
      await deps.db
        .select({ id: lessonProgress.lessonId })
        .from(lessonProgress)
        .where(eq(lessonProgress.userId, user.id))
    ).map((r) => r.id),
  );
  return {
    assignments: (await assignmentsOf(deps, user.classId, t)).map((a) => ({
      ...a,
      done: done.has(a.lesson_id),
    })),
  };
}

// ---- the data protection officer's export ---------------------------------------------------------
/** One pupil's data as JSON: who they are in the class and everything they did. No hash, no token. */
export async function exportPupil(deps: Deps, teacher: User, classId: number | null, pupilId: number | null) {
  const c = await ownClass(deps, teacher, classId);
  const p = await ownPupil(deps, c, pupilId);
  const db = deps.db;
  const [attempts, progress, skills, review, certs] = await Promise.all([
    db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, p.id)).orderBy(asc(lessonAttempts.id)),
    db.select().from(lessonProgress).where(eq(lessonProgress.userId, p.id)),
    db.select().from(skillProgress).where(eq(skillProgress.userId, p.id)),
    db.select().from(reviewItems).where(eq(reviewItems.userId, p.id)),
    db.select().from(certificates).where(eq(certificates.userId, p.id)),
  ]);
  const answers = attempts.length
    ? await db
        .select()
        .from(attemptAnswers)
        .where(
          inArray(
            attemptAnswers.attemptId,
            attempts.map((a) => a.id),
          ),
        )
        .orderBy(asc(attemptAnswers.id))
    : [];
  const data = {
    exported_at: deps.clock.now().toISOString(),
    pupil: {
      id: p.id,
      first_name: p.firstName,
      avatar: p.avatar,
      class: { id: c.id, name: c.name },
      created_at: iso(p.createdAt),
      contact_data: "none: a pupil has no email, phone or address",
    },
    lesson_attempts: attempts.map((a) => ({
      id: a.id,
      lesson_id: a.lessonId,
      started_at: iso(a.startedAt),
      finished_at: iso(a.finishedAt),
      stars: a.stars,
      first_try_correct: a.firstTryCorrect,
      graded: a.graded,
      seconds: a.seconds,
      answers: answers
        .filter((x) => x.attemptId === a.id)
        .map((x) => ({
          activity_id: x.activityId,
          answer: x.answer,
          correct: x.correct,
          first_try: x.firstTry,
          created_at: iso(x.createdAt),
        })),
    })),
    lesson_progress: progress.map((r) => ({
      lesson_id: r.lessonId,
      best_stars: r.bestStars,
      completed_at: iso(r.completedAt),
      times_completed: r.timesCompleted,
    })),
    skill_progress: skills.map((s) => ({ skill: s.skill, seen: s.seen, correct: s.correct })),
    review_items: review.map((r) => ({
      item: r.item,
      box: r.box,
      due_at: iso(r.dueAt),
      right: r.right,
      wrong: r.wrong,
      last_answered_at: iso(r.lastAnsweredAt),
    })),
    certificates: certs.map((x) => ({
      code: x.code,
      level_id: x.levelId,
      name: x.name,
      score: x.score,
      issued_at: iso(x.issuedAt),
      revoked_at: iso(x.revokedAt),
    })),
  };
  await recordAudit(deps, deps.db, actor(teacher), {
    action: "pupil.export",
    targetType: "pupil",
    targetId: p.id,
  });
  return data;
}
