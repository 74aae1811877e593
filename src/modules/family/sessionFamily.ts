// What GET /session tells the web app about the family (issue #16): the child the session acts as, the
// family's children (for "Who is learning?") and how the parent gate opens. Null for an account without
// child profiles, so every other session's reply is as before.
import type { Deps } from "../../deps";
import type { RequestAuth } from "../auth/current";
import { listChildren, publicChild } from "./children";
import { gateKind } from "./gate";
import type { SessionFamily } from "./model";

export type { SessionFamily };

export async function sessionFamily(deps: Deps, auth: RequestAuth): Promise<SessionFamily | null> {
  if (auth.account.kind !== "adult") return null;
  const children = await listChildren(deps, auth.account.id);
  const acting = auth.user.id !== auth.account.id;
  if (!children.length && !acting) return null;
  return {
    child: acting ? publicChild(auth.user) : null,
    children: children.map(publicChild),
    gate: gateKind(auth.account),
  };
}
