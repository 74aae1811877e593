// Request shapes of /payments. A client-sent amount or currency is accepted for compatibility
// (SPEC section 7 sends them) and ignored: the server decides the price.
import { z } from "zod";
import { safePath } from "../../../shared/safePath";

const url = z.string().max(2000, "Must be at most 2000 characters");

export const CreateCheckoutBody = z.object({
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
  success_url: url.optional(),
  cancel_url: url.optional(),
  /** Issue #25: where to come back after paying (the locked lesson a child asked a grown-up about): a
   * path on this site, never another origin ("//evil.example", "https://…", control characters). */
  return_to: z
    .string({ error: "return_to must be a path on this site" })
    .max(2048, "Must be at most 2048 characters")
    .refine((v) => safePath(v) !== null, "Must be a path on this site")
    .transform((v) => safePath(v)!)
    .optional(),
});

export const SessionIdSchema = z
  .string({ error: "session_id is required" })
  .min(1, "session_id is required")
  .max(255, "session_id is too long")
  .regex(/^[A-Za-z0-9_-]+$/, "session_id is not valid");

export const VerifySessionInput = z.object({ session_id: SessionIdSchema });

/** /payments/local/:sessionId… */
export const SessionParam = z.object({ sessionId: SessionIdSchema });
