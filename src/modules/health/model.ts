// The contract of GET /health (issue #32): for load balancers and operators, 200 or 503 with one shape.
import { z } from "zod";

export const HealthReply = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  database: z.enum(["ok", "error"]),
  time: z.string(),
});
export type HealthReply = z.infer<typeof HealthReply>;
