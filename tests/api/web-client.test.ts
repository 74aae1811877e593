// The browser's typed API client (web/api/client.ts, Eden Treaty) as the pages use it: loaders over the
// in-process transport, replies as the routes give them, the API's errors as ApiClientError (code, fields,
// retry), NETWORK when nothing answers, an abort rethrown, 204 as undefined, the CSRF header on writes.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { RouterContextProvider } from "react-router";
import { ApiClientError, loaderApi, ok, type Transport, transportContext } from "../../web/api/client";
import { createTestUser, makeTestApp, signIn, type TestApp } from "../support/app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await makeTestApp();
  cookie = (await signIn(t.deps, await createTestUser(t.deps))).cookie;
});
afterAll(() => t.close());

/** A loader's client over `transport`, as the renderer sets it up (with the visitor's cookies). */
function client(transport: Transport, withCookie = true) {
  const context = new RouterContextProvider();
  context.set(transportContext, (req) => {
    if (withCookie) req.headers.set("cookie", cookie);
    return transport(req);
  });
  return loaderApi({ request: new Request("http://localhost/dashboard"), context });
}
const app = () => client((req) => t.app.handle(req));

describe("replies", () => {
  test("a loader reads the library through the app, in process", async () => {
    const courses = await ok(app().courses.get());
    expect(courses.levels.length).toBeGreaterThan(0);
  });
  test("a write carries the CSRF header the app asks of cookie sessions", async () => {
    const seen: Request[] = [];
    const user = await ok(
      client((req) => (seen.push(req), t.app.handle(req))).users.me.locale.put({ locale: "fr" }),
    );
    expect(user.locale).toBe("fr");
    expect(seen[0].headers.get("x-csrf-protection")).toBe("1");
    expect(seen[0].headers.get("content-type")).toBe("application/json");
  });
  test("dates stay the strings the server sent", async () => {
    const session = await ok(app().session.get());
    expect(typeof (session as { server_time?: unknown }).server_time).toBe("string");
  });
});

describe("errors", () => {
  test("the API's error envelope becomes an ApiClientError with its code and details", async () => {
    const e = await ok(app().lessons({ id: "no-such-lesson" }).get()).catch((x) => x);
    expect(e).toBeInstanceOf(ApiClientError);
    expect(e.status).toBe(404);
    expect([e.code, e.details.code]).toEqual(["LESSON_NOT_FOUND", "LESSON_NOT_FOUND"]);
  });
  test("a refused body names its fields", async () => {
    const e = await ok(app().users.me.locale.put({ locale: "xx" as "fr" })).catch((x) => x);
    expect(e).toBeInstanceOf(ApiClientError);
    expect(e.status).toBe(422);
    expect(Object.keys(e.fields ?? {})).toContain("locale");
  });
  test("signed out, a signed-in route is a 401", async () => {
    const e = await ok(client((req) => t.app.handle(req), false).users.me.deletion.get()).catch((x) => x);
    expect(e.status).toBe(401);
  });
  test("a 429's Retry-After is kept", async () => {
    const tooMany = () =>
      Promise.resolve(
        Response.json(
          { error: { code: "RATE_LIMITED", message: "Too many tries" } },
          { status: 429, headers: { "retry-after": "30" } },
        ),
      );
    const e = await ok(client(tooMany).courses.get()).catch((x) => x);
    expect([e.code, e.retryAfter, e.message]).toEqual(["RATE_LIMITED", 30, "Too many tries"]);
  });
  test("nothing answering is NETWORK; an aborted call rethrows its AbortError", async () => {
    const down = await ok(client(() => Promise.reject(new TypeError("fetch failed"))).courses.get()).catch(
      (x) => x,
    );
    expect([down.status, down.code]).toEqual([0, "NETWORK"]);
    const abort = new DOMException("aborted", "AbortError");
    const stopped = await ok(client(() => Promise.reject(abort)).courses.get()).catch((x) => x);
    expect(stopped).toBe(abort);
  });
  test("a 204 is undefined", async () => {
    const empty = () => Promise.resolve(new Response(null, { status: 204 }));
    expect(await ok(client(empty).courses.get())).toBeUndefined();
  });
});
