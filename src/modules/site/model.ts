// The operator settings as the public pages read them (issue #32), as a zod schema: the part of GET /site's
// reply that site/service.ts builds (claims/model.ts adds the claims). The admin's replies are admin/model.ts's.
import { z } from "zod";

const nullable = z.string().nullable();
/** What the public pages show (only what is set): GET /site's reply without the claims (claims/model.ts). */
export const PublicSite = z.object({
  contact: z.object({ address: nullable, phone: nullable, email: nullable }),
  social: z.array(z.object({ network: z.string(), label: z.string(), url: z.string() })),
  video_channel_url: nullable,
  videos: z.array(
    z.object({ id: z.string(), title: z.string(), thumbnail_url: z.string(), embed_url: z.string() }),
  ),
  /** a self-hosted school's name and logo; nothing set → Marhaba alone */
  school: z.object({ name: nullable, logo_url: nullable }),
  /** the privacy notice (issue #28): who is responsible, and how long accounts are kept */
  controller: z.object({ name: nullable, address: nullable }),
  retention: z.object({ unverified_days: z.number(), inactive_months: z.number(), warning_days: z.number() }),
  /** THE flag every page reads before it shows a price, a checkout, the demo or an upgrade (issue #33) */
  payments: z.boolean(),
});
export type PublicSite = z.infer<typeof PublicSite>;
