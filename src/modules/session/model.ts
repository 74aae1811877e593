// The contract of GET /session (issue #32): what every page needs — the user, the plan's status, a notice
// left by a server-side redirect, the family and the learner. Reply types are z.infer of these.
import { z } from "zod";
import { PublicUser } from "../users/model";
import { StatusReply, SubscriptionStatus } from "../subscriptions/model";
import { SessionFamily } from "../family/model";

/** A redirect's notice: a catalogue key and its arguments (a date as { date }), worded by the page. */
export const Notice = z.object({
  id: z.string(),
  kind: z.enum(["success", "error", "info"]),
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.object({ date: z.string() })])),
});
/** Set when the pages are a child's (a child profile's session, or a pupil); null for a grown-up. */
export const SessionLearner = z.object({
  first_name: z.string(),
  avatar_url: z.string().nullable(),
  kind: z.enum(["child", "pupil"]),
});

const SignedOut = z.object({ user: z.null(), subscription: z.null(), notice: Notice.nullable() });
const SignedIn = z.object({
  user: PublicUser,
  /** a child profile sees the family's plan without its offer (what buying would cost) */
  subscription: SubscriptionStatus,
  notice: Notice.nullable(),
  family: SessionFamily.nullable(),
  /** the dashboard's countdown follows the server's clock, not the device's */
  server_time: StatusReply.shape.server_time,
  learner: SessionLearner.nullable(),
});
/** GET /session: never fails; signed out is {user: null}. */
export const SessionReply = z.union([SignedIn, SignedOut]);
export type SessionReply = z.infer<typeof SessionReply>;
