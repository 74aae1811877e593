// /api/v1 routes for a family's child profiles (issue #16): the grown-up manages them; any session of the
// family may switch to one of them (a child taps their picture); only the gate switches back.
import { Elysia } from "elysia";
import { z } from "zod";
import type { Deps } from "../../deps";
import {
  accessCookie,
  requireAuth,
  requireGrownUp,
  setCookies,
  type Ctx,
  type RequestAuth,
} from "../auth/current";
import { switchActing } from "../auth/sessions";
import { hit } from "../ratelimit/service";
import { forbidden, jsonBody, notFound } from "../../lib/errors";
import { personName } from "../../lib/names";
import { AVATARS, avatarChoices } from "./avatars";
import {
  AGE_BANDS,
  MAX_CHILDREN,
  createChild,
  deleteChild,
  listChildren,
  ownChild,
  publicChild,
  updateChild,
} from "./children";
import { checkGate, gateKind, setParentPin } from "./gate";

/** A child's name: the names rule, short enough for a picture tile. */
export const CHILD_NAME_MAX = 40;
/** Switching who is learning: plenty for a family taking turns, a bound for a script (each switch writes tokens). */
export const SELECTS_PER_MINUTE = 30;
const fields = {
  first_name: personName("First name", CHILD_NAME_MAX),
  avatar: z.enum(AVATARS, { error: "Choose one of the pictures" }),
  age_band: z.enum(AGE_BANDS, { error: `age_band must be one of ${AGE_BANDS.join(", ")}` }),
};
// Adding a child records the grown-up's confirmation of being the child's parent or guardian (issue #28;
// COPPA, GDPR art. 8): when and by which account, on the child's row.
const ChildCreate = z.strictObject(
  {
    ...fields,
    guardian_confirmed: z.literal(true, {
      error: "Please confirm that you are this child's parent or legal guardian",
    }),
  },
  { error: "Send a JSON object with first_name, avatar, age_band and guardian_confirmed" },
);
const ChildUpdate = z
  .strictObject(
    {
      first_name: fields.first_name.optional(),
      avatar: fields.avatar.optional(),
      age_band: fields.age_band.optional(),
    },
    { error: "Send a JSON object with first_name, avatar or age_band" },
  )
  .refine((v) => Object.keys(v).length > 0, {
    message: "Send at least one of first_name, avatar, age_band",
    path: ["body"],
  });
const Confirm = z.strictObject(
  {
    confirm: z.literal(true, { error: "Send confirm: true to delete the child profile and their learning" }),
  },
  { error: "Send a JSON object with confirm: true" },
);
const Gate = z
  .strictObject(
    {
      pin: z.string({ error: "pin must be text" }).max(20, "That PIN is not right.").optional(),
      password: z
        .string({ error: "password must be text" })
        .max(1000, "That password is not right.")
        .optional(),
    },
    { error: "Send a JSON object with password or pin" },
  )
  .refine((v) => (v.pin === undefined) !== (v.password === undefined), {
    message: "Send either password or pin",
    path: ["body"],
  });
const Pin = z.strictObject(
  {
    pin: z
      .string({ error: "The PIN must be 4 to 6 digits" })
      .regex(/^[0-9]{4,6}$/, "The PIN must be 4 to 6 digits"),
  },
  { error: "Send a JSON object with pin" },
);

/** A child id from the path; anything that is not one is simply not found. */
const childId = (raw: string) => {
  if (!/^[0-9]{1,12}$/.test(raw)) throw notFound("No such child profile in this family.", "CHILD_NOT_FOUND");
  return Number(raw);
};

/** A family session: signed in as an adult's account (acting as a child or not). */
async function familySession(deps: Deps, ctx: Ctx): Promise<RequestAuth> {
  const auth = await requireAuth(deps, ctx);
  if (auth.account.kind !== "adult") throw forbidden("GROWN_UP_REQUIRED", "Ask a grown-up to open this.");
  return auth;
}

/** Switches the session's learner and answers the new access token (the web app gets it as its cookie). */
async function switchTo(deps: Deps, ctx: Ctx, auth: RequestAuth, actingId: number | null) {
  const s = await switchActing(deps, auth.account, auth.familyId, actingId);
  if (auth.via === "cookie") setCookies(ctx, [accessCookie(deps, s.accessToken, s.persistent)]);
  ctx.set.headers["cache-control"] = "no-store";
  return { access_token: s.accessToken, token_type: "bearer" };
}

/** GET /children: the family's child profiles and what the page offers (pictures, age bands, the gate). */
export async function childrenOverview(deps: Deps, account: RequestAuth["account"]) {
  return {
    children: (await listChildren(deps, account.id)).map(publicChild),
    max: MAX_CHILDREN,
    avatars: avatarChoices(),
    age_bands: AGE_BANDS,
    gate: gateKind(account),
  };
}

export const childrenRoutes = (deps: Deps) =>
  new Elysia()
    .get("/children", async (ctx) => {
      const account = await requireGrownUp(deps, ctx);
      ctx.set.headers["cache-control"] = "no-store";
      return childrenOverview(deps, account);
    })
    .post(
      "/children",
      async (ctx) => {
        const account = await requireGrownUp(deps, ctx);
        const { child, moved } = await createChild(deps, account, ctx.body);
        ctx.set.status = 201;
        return { child: publicChild(child), moved };
      },
      { body: jsonBody(ChildCreate) },
    )
    // The body's shape is checked before the child's family: a 422 says nothing about whose child an id is.
    .patch(
      "/children/:id",
      async (ctx) => {
        const account = await requireGrownUp(deps, ctx);
        const id = childId(ctx.params.id);
        await ownChild(deps, account.id, id);
        return { child: publicChild(await updateChild(deps, account, id, ctx.body)) };
      },
      { body: jsonBody(ChildUpdate) },
    )
    .delete(
      "/children/:id",
      async (ctx) => {
        const account = await requireGrownUp(deps, ctx);
        const id = childId(ctx.params.id);
        await ownChild(deps, account.id, id);
        return deleteChild(deps, account, id);
      },
      { body: jsonBody(Confirm) },
    )
    .post("/children/:id/select", async (ctx) => {
      const auth = await familySession(deps, ctx);
      await hit(deps, `child-select:${auth.account.id}`, SELECTS_PER_MINUTE, 60);
      const child = await ownChild(deps, auth.account.id, childId(ctx.params.id));
      return { ...(await switchTo(deps, ctx, auth, child.id)), child: publicChild(child) };
    })
    .post(
      "/parent-gate",
      async (ctx) => {
        const auth = await familySession(deps, ctx);
        await checkGate(deps, auth.account, ctx.body);
        return { ...(await switchTo(deps, ctx, auth, null)), child: null };
      },
      { body: jsonBody(Gate) },
    )
    .put(
      "/users/me/parent-pin",
      async (ctx) => {
        const account = await requireGrownUp(deps, ctx);
        return setParentPin(deps, account, ctx.body.pin);
      },
      { body: jsonBody(Pin) },
    )
    .delete("/users/me/parent-pin", async (ctx) => setParentPin(deps, await requireGrownUp(deps, ctx), null));
