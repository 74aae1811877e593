import { Elysia } from "elysia";
import type { Deps } from "../../deps";
import { requireUser } from "../auth/current";
import { publicUser } from "./service";

export const userRoutes = (deps: Deps) =>
  new Elysia({ prefix: "/users" }).get("/me", async (ctx) => publicUser(await requireUser(deps, ctx)));
