// Whose learning a call reads (issue #16): the session's own learner, or with ?child_id= one of the
// account's children, for the grown-up's session only (another family's child is not found).
import type { Deps } from "../../deps";
import type { User } from "../../db/schema";
import { requireGrownUp, requireUser, type Ctx } from "../auth/current";
import { notFound } from "../../lib/errors";
import { ownChild } from "../users/service";

export async function learnerFor(deps: Deps, ctx: Ctx, childIdParam: unknown): Promise<User> {
  if (childIdParam === undefined || childIdParam === "") return requireUser(deps, ctx);
  const account = await requireGrownUp(deps, ctx);
  if (typeof childIdParam !== "string" || !/^[0-9]{1,12}$/.test(childIdParam))
    throw notFound("No such child profile in this family.", "CHILD_NOT_FOUND");
  return ownChild(deps, account.id, Number(childIdParam));
}
