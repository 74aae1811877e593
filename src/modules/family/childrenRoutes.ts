// /api/v1 routes for a family's child profiles (issue #16): the grown-up manages them; any session of the
// family may switch to one of them (a child taps their picture); only the gate switches back.
import { Elysia } from "elysia";
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
import { forbidden, jsonBody, notFound, replies } from "../../lib/errors";
import { avatarChoices } from "./avatars";
import {
  ChildCreate,
  ChildCreated,
  ChildDeleteConfirm,
  ChildDeleted,
  ChildReply,
  ChildUpdate,
  ChildrenOverview,
  Gate,
  Pin,
  PinReply,
  Switched,
} from "./model";
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

export { CHILD_NAME_MAX } from "./model";
/** Switching who is learning: plenty for a family taking turns, a bound for a script (each switch writes tokens). */
export const SELECTS_PER_MINUTE = 30;

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
  return { access_token: s.accessToken, token_type: "bearer" as const };
}

/** GET /children: the family's child profiles and what the page offers (pictures, age bands, the gate). */
export async function childrenOverview(deps: Deps, account: RequestAuth["account"]) {
  return {
    children: (await listChildren(deps, account.id)).map(publicChild),
    max: MAX_CHILDREN,
    avatars: avatarChoices(),
    age_bands: [...AGE_BANDS],
    gate: gateKind(account),
  };
}

export const childrenRoutes = (deps: Deps) =>
  new Elysia()
    .get(
      "/children",
      async (ctx) => {
        const account = await requireGrownUp(deps, ctx);
        ctx.set.headers["cache-control"] = "no-store";
        return childrenOverview(deps, account);
      },
      { response: replies({ 200: ChildrenOverview }) },
    )
    .post(
      "/children",
      async (ctx) => {
        const account = await requireGrownUp(deps, ctx);
        const { child, moved } = await createChild(deps, account, ctx.body);
        ctx.set.status = 201;
        return { child: publicChild(child), moved };
      },
      { body: jsonBody(ChildCreate), response: replies({ 201: ChildCreated }) },
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
      { body: jsonBody(ChildUpdate), response: replies({ 200: ChildReply }) },
    )
    .delete(
      "/children/:id",
      async (ctx) => {
        const account = await requireGrownUp(deps, ctx);
        const id = childId(ctx.params.id);
        await ownChild(deps, account.id, id);
        return deleteChild(deps, account, id);
      },
      { body: jsonBody(ChildDeleteConfirm), response: replies({ 200: ChildDeleted }) },
    )
    .post(
      "/children/:id/select",
      async (ctx) => {
        const auth = await familySession(deps, ctx);
        await hit(deps, `child-select:${auth.account.id}`, SELECTS_PER_MINUTE, 60);
        const child = await ownChild(deps, auth.account.id, childId(ctx.params.id));
        return { ...(await switchTo(deps, ctx, auth, child.id)), child: publicChild(child) };
      },
      { response: replies({ 200: Switched }) },
    )
    .post(
      "/parent-gate",
      async (ctx) => {
        const auth = await familySession(deps, ctx);
        await checkGate(deps, auth.account, ctx.body);
        return { ...(await switchTo(deps, ctx, auth, null)), child: null };
      },
      { body: jsonBody(Gate), response: replies({ 200: Switched }) },
    )
    .put(
      "/users/me/parent-pin",
      async (ctx) => {
        const account = await requireGrownUp(deps, ctx);
        return setParentPin(deps, account, ctx.body.pin);
      },
      { body: jsonBody(Pin), response: replies({ 200: PinReply }) },
    )
    .delete(
      "/users/me/parent-pin",
      async (ctx) => setParentPin(deps, await requireGrownUp(deps, ctx), null),
      {
        response: replies({ 200: PinReply }),
      },
    );
