// Shapes the API returns (SPEC sections 3 and 7), as the routes answer them (web/api/client.ts Reply<…>).
// GET /session answers one of three shapes (signed out, a child profile, everyone else); SessionPayload
// below is their one flat view for the pages, its fields typed from the reply.
import type { api, Reply } from "../api/client";

type Session = Reply<typeof api.session.get>;
type SignedIn = Exclude<Session, { user: null }>;
export type PublicUser = SignedIn["user"];
type StatusReply = Reply<typeof api.subscriptions.status.get>;
export type PurchaseOffer = NonNullable<StatusReply["offer"]>;
export type SubscriptionRecord = NonNullable<StatusReply["subscription"]>;
export type PlanState = StatusReply["plan_state"];
export type AccessBlock = StatusReply["access"];
export type AccessKind = AccessBlock["kind"];
/** GET /subscriptions/status as the server answers it: the record, where the family stands
 * (plan_state, demo_used), what buying now would do (offer: absent for a child profile's session)
 * and the one `access` block every page displays. */
export type SubscriptionStatus = Omit<StatusReply, "offer" | "server_time"> & { offer?: PurchaseOffer };

export type Notice = NonNullable<Session["notice"]>;
export type SessionFamily = NonNullable<SignedIn["family"]>;
export type PublicChild = SessionFamily["children"][number];

export type SessionPayload = {
  user: PublicUser | null;
  subscription: SubscriptionStatus | null;
  notice: Notice | null;
  /** Issue #16: the family's children, the child the session acts as, how the parent gate opens; absent without children. */
  family?: SessionFamily | null;
  /** Set when the pages are a child's (a child profile's session or a pupil, issues #25/#29): their name and picture. */
  learner?: { first_name: string; avatar_url: string | null; kind: "child" | "pupil" } | null;
  /** The server's clock when it answered (signed in): countdowns follow it, not the device's. */
  server_time?: string;
};
