// Where access comes from on an instance without payments (PAYMENTS=off, issue #33, decision 0062): the
// admin's access setting. "everyone" (the default) gives every family and pupil full access; "licences"
// leaves it to class licences and per-family plans, as on a selling instance. access/rule.ts (the one
// access rule) and the session's access block both ask here.
import type { Deps } from "../../deps";
import { getSiteSettings } from "./service";

export type SchoolAccess = "everyone" | "licences";

/** The instance's access setting as the admin chose it (a selling instance has none: null). */
export async function schoolAccess(deps: Deps): Promise<SchoolAccess | null> {
  if (deps.config.payments === "on") return null;
  return (await getSiteSettings(deps)).school_access === "licences" ? "licences" : "everyone";
}

/** Whether the instance itself opens every lesson to every signed-in learner. */
export const instanceOpensAll = async (deps: Deps) => (await schoolAccess(deps)) === "everyone";
