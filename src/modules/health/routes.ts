import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import pkg from "../../../package.json";

export const healthRoutes = (deps: Deps) =>
  new Elysia().get("/health", ({ set }) => {
    let database = "ok";
    try {
      deps.db.$client.query("SELECT 1").get();
    } catch {
      database = "error";
      set.status = 503;
    }
    return { status: database === "ok" ? "ok" : "degraded", version: pkg.version, database, time: deps.clock.now().toISOString() };
  });
