// The contract of /digest/opt-out (issue #32): an HTML page for a person following the email's link, and
// for an API client the setting after the opt-out.
import { z } from "zod";

export const OptedOut = z.object({ enabled: z.literal(false) });
