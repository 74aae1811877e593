// Request shapes of /payments. A client-sent amount or currency is accepted for compatibility
// (SPEC section 7 sends them) and ignored: the server decides the price.
import { z } from "zod";

const url = z.string().max(2000, "Must be at most 2000 characters");

export const CreateCheckoutBody = z.object({
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
  success_url: url.optional(),
  cancel_url: url.optional(),
});

export const SessionIdSchema = z
  .string({ error: "session_id is required" })
  .min(1, "session_id is required")
  .max(255, "session_id is too long")
  .regex(/^[A-Za-z0-9_-]+$/, "session_id is not valid");

export const VerifySessionInput = z.object({ session_id: SessionIdSchema });

/** /payments/local/:sessionId… */
export const SessionParam = z.object({ sessionId: SessionIdSchema });
