// The admin's view of the school's classes (issue #16): every class with its teacher, pupil count and
// licence, and granting (or ending) a class licence. A pupil's access reads classes.licence_until
// (access/rule.ts), so the licence is that one column. Recorded twice, in one transaction:
// - the audit log (class.grant_licence / class.end_licence, before and after);
// - the subscription history of the class's teacher (kind class_licence / class_licence_ended, naming
//   the class): a licence belongs to no family, and the teacher is the adult answerable for the class,
//   so that is where "who gave this class access, until when" shows in the product's own history.
import { and, count, desc, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { classes, users } from "../../db/schema";
import { conflict, notFound, validationError } from "../../lib/errors";
import { recordAudit, type Actor } from "../audit/service";
import { recordEvent } from "../subscriptions/service";
import { containsLike, likeContains } from "./service";
import { classTrialDays, trialEnd } from "../access/classTrial";

/** The longest licence granted at once: a school year or a few, not forever. */
export const MAX_LICENCE_YEARS = 5;

/** {until: "2027-07-31"} (to the end of that day, UTC), a full ISO date-time, or null to end it. */
export const LicenceBody = z.strictObject({
  until: z.union(
    [
      z.null(),
      z
        .string()
        .max(40, "Must be a date such as 2027-07-31")
        .regex(
          /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d))?$/,
          "Must be a date such as 2027-07-31",
        )
        .transform((v, ctx) => {
          const d = new Date(v.length === 10 ? `${v}T23:59:59.999Z` : v);
          // "2027-02-30" parses to another day in some engines: refuse a date that does not round-trip
          if (Number.isNaN(d.getTime()) || (v.length === 10 && d.toISOString().slice(0, 10) !== v)) {
            ctx.addIssue({ code: "custom", message: "Not a real date" });
            return z.NEVER;
          }
          return d;
        }),
    ],
    { error: "Must be a date such as 2027-07-31, or null to end the licence" },
  ),
});

export type ClassListQuery = { page: number; pageSize: number; search?: string; onlyId?: number };

export async function listClasses(deps: Deps, q: ClassListQuery) {
  const term = q.search?.trim();
  let where: SQL | undefined = q.onlyId === undefined ? undefined : eq(classes.id, q.onlyId);
  if (term) {
    const p = likeContains(term.toLowerCase());
    where = and(
      where,
      or(containsLike(classes.name, p), containsLike(users.email, p), containsLike(classes.code, p)),
    );
  }
  const pupils =
    sql<number>`(select count(*) from ${users} p where p.class_id = ${classes.id} and p.kind = 'pupil')`.mapWith(
      Number,
    );
  const [{ n: total }] = await deps.db
    .select({ n: count() })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(where);
  const rows = await deps.db
    .select({
      c: classes,
      t: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        isTeacher: users.isTeacher,
      },
      pupils,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(where)
    .orderBy(desc(classes.createdAt), desc(classes.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const now = deps.clock.now().getTime();
  const trialDays = await classTrialDays(deps);
  return {
    classes: rows.map((r) => ({
      id: r.c.id,
      name: r.c.name,
      code: r.c.code,
      teacher: {
        id: r.t.id,
        first_name: r.t.firstName,
        last_name: r.t.lastName,
        email: r.t.email,
        is_teacher: r.t.isTeacher,
      },
      pupils: Number(r.pupils),
      licence_until: r.c.licenceUntil?.toISOString() ?? null,
      licence_active: r.c.licenceUntil !== null && r.c.licenceUntil.getTime() > now,
      created_at: r.c.createdAt.toISOString(),
      // issue #29: the teacher asked for a licence (cleared when one is granted)
      licence_requested_at: r.c.licenceRequestedAt?.toISOString() ?? null,
      trial_until: trialEnd(r.c.createdAt, trialDays).toISOString(),
    })),
    requests: await licenceRequests(deps),
    trial_days: trialDays,
    total,
    page: q.page,
    page_size: q.pageSize,
  };
}
/** How many classes wait for a licence their teacher asked for: the Classes tab's badge. */
export async function licenceRequests(deps: Deps): Promise<number> {
  const [{ n }] = await deps.db
    .select({ n: count() })
    .from(classes)
    .where(isNotNull(classes.licenceRequestedAt));
  return n;
}
export type AdminClass = Awaited<ReturnType<typeof listClasses>>["classes"][number];

/** Grants premium access to a class's pupils until `until` (in the future), or ends it (null). */
export async function setClassLicence(deps: Deps, actor: Actor, id: number, until: Date | null) {
  const now = deps.clock.now();
  if (until && until.getTime() <= now.getTime())
    throw validationError({ until: "Must be a date in the future" }, "The licence must end in the future.");
  const max = new Date(now);
  max.setUTCFullYear(max.getUTCFullYear() + MAX_LICENCE_YEARS);
  if (until && until > max)
    throw validationError(
      { until: `At most ${MAX_LICENCE_YEARS} years ahead` },
      `A licence is granted for at most ${MAX_LICENCE_YEARS} years at a time.`,
    );
  await transact(deps.db, async (tx) => {
    const [c] = await tx.select().from(classes).where(eq(classes.id, id)).limit(1);
    if (!c) throw notFound("Class not found", "CLASS_NOT_FOUND");
    const before = c.licenceUntil;
    if (until === null && before === null) throw conflict("NO_CHANGE", "This class has no licence to end.");
    if (until !== null && before?.getTime() === until.getTime())
      throw conflict("NO_CHANGE", "The licence already ends then.");
    // a grant answers the teacher's request (issue #29); ending a licence leaves the class to ask again
    await tx
      .update(classes)
      .set(until ? { licenceUntil: until, licenceRequestedAt: null } : { licenceUntil: until })
      .where(eq(classes.id, id));
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    await recordEvent(deps, tx, {
      userId: c.teacherId,
      subscriptionId: null,
      kind: until ? "class_licence" : "class_licence_ended",
      detail: {
        class_id: c.id,
        class_name: c.name,
        ...(until ? { end_date: iso(until) } : {}),
        previous_end_date: iso(before),
        by: actor.label,
      },
    });
    await recordAudit(deps, tx, actor, {
      action: until ? "class.grant_licence" : "class.end_licence",
      targetType: "class",
      targetId: id,
      before: { licence_until: iso(before) },
      after: { licence_until: iso(until) },
    });
  });
  return (await listClasses(deps, { page: 1, pageSize: 1, onlyId: id })).classes[0];
}
