// Retention (issue #28), a daily job: accounts whose email was never confirmed are removed after the
// operator's number of days (30 by default); free accounts nobody used for the operator's number of
// months (24) get a warning mail and are removed 30 days later unless someone signs in (a sign-in clears
// the warning: auth/sessions.ts markSeen). "Free": no running paid plan, no admin, no teacher, no class
// licence. The run is claimed per day in job_runs, so with several instances on one database it runs once.
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Deps } from "../../deps";
import { jobRuns, subscriptions, users } from "../../db/schema";
import { DAY_MS } from "../../lib/clock";
import { addMonths } from "../../../shared/price";
import { getSiteSettings, retentionOf } from "../site/service";
import { sendMail } from "../mail/service";
import { inactivityWarningMail } from "../mail/templates";
import { deleteAccount } from "./deletion";
import { translatorFor } from "../../../shared/i18n/catalogues";

const SYSTEM = { userId: null, label: "retention job" };

export type RetentionRun = {
  period: string;
  ran: boolean;
  unverified_removed: number;
  warned: number;
  inactive_removed: number;
};

/** Runs today's retention once across instances; a second call the same day (any instance) does nothing. */
export async function runRetention(deps: Deps): Promise<RetentionRun> {
  const now = deps.clock.now();
  const period = now.toISOString().slice(0, 10);
  const claimed = await deps.db
    .insert(jobRuns)
    .values({ name: "retention", period, startedAt: now })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  if (!claimed.length) return { period, ran: false, unverified_removed: 0, warned: 0, inactive_removed: 0 };
  const r = retentionOf(await getSiteSettings(deps));

  // never verified, older than the limit
  const unverifiedBefore = new Date(now.getTime() - r.unverified_days * DAY_MS);
  const stale = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.kind, "adult"),
        eq(users.isVerified, false),
        eq(users.isAdmin, false),
        lt(users.createdAt, unverifiedBefore),
      ),
    );
  let unverifiedRemoved = 0;
  for (const u of stale) {
    await deleteAccount(deps, SYSTEM, u.id, { reason: "retention", mail: false }).then(
      () => unverifiedRemoved++,
      (e) =>
        deps.log.error("retention: removing an unverified account failed", {
          id: u.id,
          error: String((e as Error)?.message ?? e),
        }),
    );
  }

  // free accounts unused for the limit: warned, then removed after the warning period
  const unusedSince = addMonths(now, -r.inactive_months);
  const candidates = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.kind, "adult"),
        eq(users.isVerified, true),
        eq(users.isAdmin, false),
        eq(users.isTeacher, false),
        or(
          lt(users.lastSeenAt, unusedSince),
          and(isNull(users.lastSeenAt), lt(users.createdAt, unusedSince)),
        ),
      ),
    );
  const paying = candidates.length
    ? new Set(
        (
          await deps.db
            .select({
              userId: subscriptions.userId,
              endDate: subscriptions.endDate,
              status: subscriptions.status,
            })
            .from(subscriptions)
            .where(
              and(
                inArray(
                  subscriptions.userId,
                  candidates.map((c) => c.id),
                ),
                eq(subscriptions.type, "paid"),
              ),
            )
        )
          .filter((s) => s.status !== "expired" && s.endDate.getTime() > now.getTime())
          .map((s) => s.userId),
      )
    : new Set<number>();
  let warned = 0;
  let inactiveRemoved = 0;
  for (const u of candidates) {
    if (paying.has(u.id)) continue;
    if (!u.retentionWarnedAt) {
      // the warning, once; the account goes only if nobody signs in within the warning period
      const set = await deps.db
        .update(users)
        .set({ retentionWarnedAt: now })
        .where(and(eq(users.id, u.id), isNull(users.retentionWarnedAt)))
        .returning({ id: users.id });
      if (set.length && u.email) {
        await sendMail(
          deps,
          u.email,
          inactivityWarningMail(
            deps.config.appUrl,
            {
              firstName: u.firstName,
              days: r.warning_days,
              months: r.inactive_months,
            },
            translatorFor(u.locale),
          ),
        );
        warned++;
      }
      continue;
    }
    if (now.getTime() - u.retentionWarnedAt.getTime() < r.warning_days * DAY_MS) continue;
    await deleteAccount(deps, SYSTEM, u.id, { reason: "retention" }).then(
      () => inactiveRemoved++,
      (e) =>
        deps.log.error("retention: removing an inactive account failed", {
          id: u.id,
          error: String((e as Error)?.message ?? e),
        }),
    );
  }
  const summary = { unverified_removed: unverifiedRemoved, warned, inactive_removed: inactiveRemoved };
  await deps.db
    .update(jobRuns)
    .set({ finishedAt: deps.clock.now(), summary: JSON.stringify(summary) })
    .where(eq(jobRuns.id, claimed[0].id));
  if (unverifiedRemoved || warned || inactiveRemoved) deps.log.info("retention ran", { period, ...summary });
  return { period, ran: true, ...summary };
}
