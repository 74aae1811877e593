// Shapes the API returns (SPEC sections 3 and 7), as the server's own types.
// The server's own reply types (type-only: erased at build, no server code reaches the bundle; the
// dependency rule allows web/ nothing else from src/). A user is exactly what publicUser answers; a
// subscription what publicSubscription answers, cancelled_at included.
export type { PublicUser } from "../../src/modules/users/service";
import type { PublicUser } from "../../src/modules/users/service";
export type { PlanState, PurchaseOffer } from "../../src/modules/subscriptions/service";
export type { AccessBlock, AccessKind } from "../../src/modules/access/accessBlock";
import type {
  PublicSubscription,
  PurchaseOffer,
  SubscriptionStatusReply,
} from "../../src/modules/subscriptions/service";

export type SubscriptionRecord = PublicSubscription;

/** GET /subscriptions/status as the server answers it: the record, where the family stands
 * (plan_state, demo_used), what buying now would do (offer: absent for a child profile's session)
 * and the one `access` block every page displays. */
export type SubscriptionStatus = Omit<SubscriptionStatusReply, "offer"> & { offer?: PurchaseOffer };

export type Notice = { id: string; kind: "success" | "error" | "info"; message: string };

export type { SessionFamily } from "../../src/modules/family/sessionFamily";
export type { PublicChild } from "../../src/modules/family/children";
import type { SessionFamily } from "../../src/modules/family/sessionFamily";

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
