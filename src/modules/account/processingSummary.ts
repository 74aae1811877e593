// The one-page data-processing summary for a school (issue #28), printed from the admin area: what this
// instance stores about pupils (and the other people in it), where, for how long, who can see it, who
// else processes anything. The figures are the database's; the controller and periods are settings.
import { count, eq, and, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps";
import { classes, users } from "../../db/schema";
import { processDialect } from "../../db/dialect";
import { getSiteSettings, retentionOf } from "../site/service";
import { publicClaims } from "../claims/service";
import type { ProcessingSummary } from "./model";

export async function processingSummary(deps: Deps): Promise<ProcessingSummary> {
  const n = async (where: SQL | undefined) =>
    (await deps.db.select({ n: count() }).from(users).where(where))[0].n;
  const s = await getSiteSettings(deps);
  const claims = await publicClaims(deps);
  return {
    generated_at: deps.clock.now().toISOString(),
    controller: { name: s.controller_name || null, address: s.controller_address || null },
    school: s.school_name || null,
    storage: processDialect() === "postgres" ? ("postgresql" as const) : ("sqlite" as const),
    counts: {
      classes: (await deps.db.select({ n: count() }).from(classes))[0].n,
      pupils: await n(eq(users.kind, "pupil")),
      teachers: await n(and(eq(users.kind, "adult"), eq(users.isTeacher, true))),
      grown_ups: await n(eq(users.kind, "adult")),
      child_profiles: await n(eq(users.kind, "child")),
    },
    retention: retentionOf(s),
    processors: claims.processors,
  };
}
export type { ProcessingSummary };
