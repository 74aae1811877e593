// The contract of GET /site (issue #32): the public settings (site/model.ts) and what this instance may claim
// (issue #28), as zod schemas. Elysia sends only what is named here.
import { z } from "zod";
import { PublicSite } from "../site/model";

const nullable = z.string().nullable();
/** What this instance may claim (shared/claims.ts): every feature named only when it exists here. */
export const Claims = z.object({
  levels: z.number(),
  levels_available: z.number(),
  level_names_available: z.array(z.string()),
  units: z.number(),
  lessons: z.number(),
  activities: z.number(),
  words: z.number(),
  tales: z.number(),
  audio: z.object({ recorded: z.number(), total: z.number(), complete: z.boolean() }),
  videos: z.number(),
  forum_url: nullable,
  level_test_questions: z.number(),
  processors: z.object({
    payments: z.enum(["stripe", "none"]),
    mail: z.boolean(),
    google_sign_in: z.boolean(),
    school_sign_in: z.boolean(),
  }),
});
/** GET /site: what the public pages show (only what is set), and the claims (issue #28). */
export const SiteReply = PublicSite.extend({ claims: Claims });
export type SiteReply = z.infer<typeof SiteReply>;
