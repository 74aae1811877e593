// Replies declared in Elysia's route options (issue #32): every /api/v1 route names the shape of what it
// sends (its area's model.ts), the reply that leaves is the schema's output (a field the schema does not
// name never leaves, whatever the handler returned), a reply that does not match its schema is the
// server's fault (500, loud in tests, never a 422 that blames the caller), and bad input per area is a
// clear 4xx in the one envelope.
import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { Elysia } from "elysia";
import { z } from "zod";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { ErrorReply, errorResponse, replies, routeValidationError } from "../../src/lib/errors";
import { PublicUser } from "../../src/modules/users/model";
import { publicUser } from "../../src/modules/users/service";

let t: TestApp;
let adult: string;
beforeAll(async () => {
  t = await makeTestApp({ PAYMENTS: "on" });
  adult = (await signIn(t.deps, await createTestUser(t.deps))).token;
});
afterAll(() => t.close());

/** An app with the real app's handling of Elysia's VALIDATION errors (src/app.ts onError). */
const withErrors = () =>
  new Elysia().onError(({ code, error }) =>
    code === "VALIDATION" ? errorResponse(routeValidationError(error)) : undefined,
  );

describe("a reply is its schema's output", () => {
  test("a field the schema does not name never leaves, however the handler built the reply", async () => {
    const user = await createTestUser(t.deps);
    const leaky = withErrors().get(
      "/me",
      // what a careless handler might return: the row's secrets beside the public fields
      () => ({ ...publicUser(user), password_hash: user.passwordHash, nested_secret: { token: "s3cret" } }),
      { response: replies({ 200: PublicUser }) },
    );
    const res = await leaky.handle(new Request("http://localhost/me"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual(publicUser(user));
    expect(JSON.stringify(body)).not.toContain("s3cret");
    expect(Object.keys(body)).not.toContain("password_hash");
  });

  test("a reply that does not match its schema is a 500 in the envelope, named on stderr, not the caller's 422", async () => {
    const logged = spyOn(console, "error").mockImplementation(() => {});
    try {
      const broken = withErrors().get("/x", () => ({ id: "not a number" }) as never, {
        response: replies({ 200: z.object({ id: z.number() }) }),
      });
      const res = await broken.handle(new Request("http://localhost/x"));
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(ErrorReply.parse(body).error.code).toBe("INTERNAL");
      expect(JSON.stringify(body)).not.toContain("not a number");
      expect(String(logged.mock.calls[0]?.[0])).toContain("does not match");
    } finally {
      logged.mockRestore();
    }
  });

  test("a real route: GET /users/me sends exactly the fields of PublicUser", async () => {
    const r = await t.call("GET", "/api/v1/users/me", { token: adult });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(Object.keys(PublicUser.shape).sort());
  });
});

/** Every object in a reply schema drops what it does not name: no loose object or catch-all lets a field through. */
function looseObjects(schema: unknown, path = "", seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, any> } })._zod?.def;
  if (!def) return [];
  const out: string[] = [];
  const walk = (s: unknown, p: string) => out.push(...looseObjects(s, p, seen));
  switch (def.type) {
    case "object":
      if (def.catchall && def.catchall._zod?.def?.type !== "never") out.push(path || "(root)");
      for (const [k, v] of Object.entries(def.shape ?? {})) walk(v, `${path}.${k}`);
      break;
    case "array":
      walk(def.element, `${path}[]`);
      break;
    case "union":
      for (const o of def.options ?? []) walk(o, path);
      break;
    case "optional":
    case "nullable":
    case "readonly":
    case "default":
      walk(def.innerType, path);
      break;
    case "record":
      walk(def.valueType, `${path}{}`);
      break;
    case "tuple":
      for (const [i, v] of (def.items ?? []).entries()) walk(v, `${path}[${i}]`);
      break;
    case "pipe":
      walk(def.out, path);
      break;
  }
  return out;
}

describe("every route declares its replies", () => {
  /** Routes that declare none yet, each with its reason; the list may only shrink. */
  const UNDECLARED: Record<string, string> = {
    "PUT /api/v1/test/clock": "test-only, declared inline in src/app.ts (another branch owns that file)",
  };

  test("each /api/v1 route names a schema for every status it answers with a body", () => {
    const api = t.app.routes.filter((r) => r.path.startsWith("/api/v1"));
    expect(api.length).toBeGreaterThan(100);
    const missing = api
      .filter((r) => {
        const res = (r.hooks as { response?: Record<string, unknown> }).response;
        return !res || !Object.keys(res).some((s) => Number(s) < 400);
      })
      .map((r) => `${r.method} ${r.path}`);
    expect(missing.sort()).toEqual(Object.keys(UNDECLARED).sort());
  });

  test("no reply schema lets an undeclared field through (no loose object, no catch-all)", () => {
    // the check itself finds one, however deep (so it cannot pass by finding nothing)
    const fixture = z.object({
      a: z.array(z.object({ b: z.looseObject({}) }).nullable()),
      c: z.object({}).catchall(z.string()),
    });
    expect(looseObjects(fixture)).toEqual([".a[].b", ".c"]);
    const loose: string[] = [];
    for (const r of t.app.routes) {
      const res = (r.hooks as { response?: Record<string, unknown> }).response ?? {};
      for (const [status, v] of Object.entries(res)) {
        const schema = (v as { schema?: unknown })?.schema ?? v;
        for (const p of looseObjects(schema)) loose.push(`${r.method} ${r.path} ${status} ${p}`);
      }
    }
    expect(loose).toEqual([]);
  });

  test("the error envelope is one schema, the same for every route's error statuses", () => {
    const r = t.app.routes.find((x) => x.path === "/api/v1/users/me" && x.method === "GET")!;
    const res = (r.hooks as { response: Record<string, { schema?: unknown }> }).response;
    for (const s of [400, 401, 403, 404, 409, 422, 429, 500])
      expect(res[s]?.schema ?? res[s]).toBe(ErrorReply);
  });
});

function expectRefused(r: { status: number; body: any }, status: number, code?: string) {
  expect(r.status).toBe(status);
  expect(typeof r.body?.error?.message).toBe("string");
  if (code) expect(r.body.error.code).toBe(code);
}

describe("bad input per area: a clear 4xx in the envelope, never a 500", () => {
  test("progress and certificates: a child_id that is not one of the family's is 404", async () => {
    for (const id of ["abc", "1".repeat(40), "-1", "99999"])
      expectRefused(
        await t.call("GET", `/api/v1/progress?child_id=${id}`, { token: adult }),
        404,
        "CHILD_NOT_FOUND",
      );
    expectRefused(await t.call("GET", "/api/v1/certificates?child_id=x", { token: adult }), 404);
    expectRefused(await t.call("GET", `/api/v1/certificates/${"Z".repeat(5000)}`), 404);
  });

  test("the course: unknown lesson, foreign attempt, malformed answers", async () => {
    expectRefused(await t.call("GET", "/api/v1/lessons/no-such-lesson"), 404);
    expectRefused(await t.call("GET", `/api/v1/lessons/${"x".repeat(3000)}`), 404);
    expectRefused(
      await t.call("POST", "/api/v1/attempts/not-an-attempt/answers", { token: adult, body: {} }),
      404,
    );
    expectRefused(
      await t.call("POST", "/api/v1/attempts/AAAAAAAAAAAAAAAAAAAA/answers", { token: adult, raw: "{oops" }),
      400,
      "MALFORMED_JSON",
    );
    expectRefused(
      await t.call("POST", "/api/v1/attempts/AAAAAAAAAAAAAAAAAAAA/finish", { token: adult }),
      404,
    );
  });

  test("the shelf: an unknown story, a question that is not one", async () => {
    expectRefused(await t.call("GET", "/api/v1/shelf/no-such-story"), 404);
    const shelf = await t.call("GET", "/api/v1/shelf", { token: adult });
    expect(shelf.status).toBe(200);
    expectRefused(
      await t.call("POST", "/api/v1/shelf/no-such-story/answers", { token: adult, body: { question: "x" } }),
      422,
    );
  });

  test("assessments: wrong types, a result id that is not one", async () => {
    expectRefused(
      await t.call("POST", "/api/v1/assessments/level-tests", { token: adult, body: { restart: "yes" } }),
      422,
      "VALIDATION",
    );
    expectRefused(await t.call("GET", "/api/v1/assessments/results/abc", { token: adult }), 404);
    expectRefused(await t.call("GET", "/api/v1/assessments/level-tests/x", { token: adult }), 404);
    expectRefused(
      await t.call("POST", "/api/v1/assessments/access-token", {
        token: adult,
        body: { content_type: "video", content_id: "x".repeat(100) },
      }),
      422,
      "VALIDATION",
    );
  });

  test("payments and subscriptions: a session id that is not one, a cancel without a plan", async () => {
    expectRefused(
      await t.call("POST", `/api/v1/payments/verify-session?session_id=${"%00".repeat(3)}`, { token: adult }),
      422,
      "VALIDATION",
    );
    expectRefused(
      await t.call("GET", "/api/v1/payments/local/bad%20id", { token: adult }),
      422,
      "VALIDATION",
    );
    expectRefused(await t.call("DELETE", "/api/v1/subscriptions/cancel", { token: adult }), 404);
  });

  test("auth and setup: wrong types are named, an unknown provider is 404", async () => {
    expectRefused(
      await t.call("POST", "/api/v1/auth/refresh", { body: { refresh_token: 5 } }),
      422,
      "VALIDATION",
    );
    expectRefused(
      await t.call("POST", "/api/v1/auth/verify-email", { body: { token: ["x"] } }),
      422,
      "VALIDATION",
    );
    expectRefused(await t.call("GET", "/api/v1/auth/nope/start"), 404);
    expectRefused(await t.call("POST", "/api/v1/setup", { body: { code: 7 } }), 422);
  });
});
