import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { ping } from "../../db/client";
import pkg from "../../../package.json";
import { replies } from "../../lib/errors";
import { HealthReply } from "./model";

// For load balancers and operators: 503 while the database does not answer (SELECT 1 within 2 s).
export const healthRoutes = (deps: Deps) =>
  new Elysia().get(
    "/health",
    async ({ set }) => {
      const database = (await ping(deps.db)) ? "ok" : "error";
      if (database === "error") set.status = 503;
      return {
        status: database === "ok" ? "ok" : "degraded",
        version: pkg.version,
        database,
        time: deps.clock.now().toISOString(),
      } as const;
    },
    { response: replies({ 200: HealthReply, 503: HealthReply }) },
  );
