// Request schemas declared in Elysia's route options (issue #12): a refused body, query or path answers
// the same 422 envelope as validate() (field paths, first message, never the value), an absent body
// still reads as {}, and query values stay plain strings (Elysia's Standard Schema query parser would
// split "a,b" into a list).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { users } from "../../src/db/schema";

let t: TestApp;
let admin: string;
let adult: string;
let teacher: string;
beforeAll(async () => {
  t = await makeTestApp();
  admin = (await signIn(t.deps, await createTestUser(t.deps, { isAdmin: true }))).token;
  adult = (await signIn(t.deps, await createTestUser(t.deps))).token;
  const u = await createTestUser(t.deps);
  await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, u.id));
  teacher = (await signIn(t.deps, u)).token;
});
afterAll(() => t.close());

const SECRET = "Sup3r-Secret-Value";

function expect422(r: { status: number; body: any; text: string }, fields: string[]) {
  expect(r.status).toBe(422);
  expect(r.body.error.code).toBe("VALIDATION");
  expect(r.body.error.message).toBe("Please check your input and try again.");
  expect(Object.keys(r.body.error.fields).sort()).toEqual([...fields].sort());
  for (const m of Object.values(r.body.error.fields)) expect(typeof m).toBe("string");
  expect(r.text).not.toContain(SECRET);
}

describe("bodies refused by a route's schema", () => {
  test("wrong types and missing fields name each field, nested paths joined with a dot, values never echoed", async () => {
    expect422(await t.call("POST", "/api/v1/auth/login", { body: { email: 42, password: SECRET } }), [
      "email",
    ]);
    expect422(await t.call("POST", "/api/v1/auth/register", { body: { password: SECRET } }), [
      "email",
      "first_name",
      "last_name",
      "username",
    ]);
    expect422(
      await t.call("POST", "/api/v1/children", { token: adult, body: { first_name: SECRET.repeat(5) } }),
      ["first_name", "avatar", "age_band", "guardian_confirmed"],
    );
    expect422(
      await t.call("POST", "/api/v1/classes/1/assignments", {
        token: teacher,
        body: { lesson_id: ["x"], due_date: 5 },
      }),
      ["lesson_id", "due_date"],
    );
    const nested = await t.call("POST", "/api/v1/class-sign-in", {
      body: { class_code: "ABC", pupil_id: 1, pictures: ["cat", 7] },
    });
    expect422(nested, ["pictures.1"]);
  });

  test("a body that is not an object is one 'body' field (array, string, number); null reads as absent", async () => {
    for (const raw of ["[1,2]", '"text"', "12"])
      expect422(await t.call("PUT", "/api/v1/users/me/locale", { token: adult, raw }), ["body"]);
    expect422(await t.call("PUT", "/api/v1/users/me/locale", { token: adult, raw: "null" }), ["locale"]);
  });

  test("control characters and huge strings are 422, not stored, not 500", async () => {
    expect422(await t.call("POST", "/api/v1/classes", { token: teacher, body: { name: "Year\u00002" } }), [
      "name",
    ]);
    expect422(
      await t.call("POST", "/api/v1/classes", { token: teacher, body: { name: "Y".repeat(20_000) } }),
      ["name"],
    );
    expect422(
      await t.call("PATCH", "/api/v1/users/me", {
        token: adult,
        body: { first_name: "La\u202eyla", last_name: "B" },
      }),
      ["first_name"],
    );
    expect422(
      await t.call("POST", "/api/v1/contact", {
        body: { name: "N", email: "a@b.c", message: "m".repeat(6000) },
      }),
      ["message"],
    );
    const list = await t.call("GET", "/api/v1/classes", { token: teacher });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain("Year");
  });

  test("malformed JSON stays 400 MALFORMED_JSON on schema routes", async () => {
    for (const [method, path] of [
      ["POST", "/api/v1/auth/login"],
      ["POST", "/api/v1/children"],
      ["PUT", "/api/v1/users/me/digest"],
    ] as const) {
      const r = await t.call(method, path, { token: adult, raw: '{"email": ' });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("MALFORMED_JSON");
    }
  });

  test("an absent body reads as {}: a route whose fields are optional works, a required field is named", async () => {
    const started = await t.call("POST", "/api/v1/assessments/level-tests", { token: adult });
    expect([200, 201]).toContain(started.status);
    expect(started.body.id).toBeDefined();
    expect422(await t.call("PUT", "/api/v1/users/me/digest", { token: adult }), ["enabled"]);
    expect422(await t.call("POST", "/api/v1/auth/forgot-password", {}), ["email"]);
  });

  test("a body sent to a route that takes none is ignored: the call does what it says", async () => {
    const r = await t.call("DELETE", "/api/v1/users/me/parent-pin", {
      token: adult,
      body: { pin: "1234", is_admin: true },
    });
    expect(r.status).toBe(200);
    expect((await t.call("GET", "/api/v1/users/me", { token: adult })).body.is_admin).toBe(false);
  });

  test("the shape is checked before the session: signed out, a bad body is 422 and a good one 401", async () => {
    expect422(await t.call("POST", "/api/v1/classes", { body: { name: 7 } }), ["name"]);
    expect((await t.call("POST", "/api/v1/classes", { body: { name: "Year 2" } })).status).toBe(401);
  });

  test("test clock: wrong types are 422 naming the field", async () => {
    expect422(await t.call("PUT", "/api/v1/test/clock", { body: { advance_ms: "soon" } }), ["advance_ms"]);
    expect422(await t.call("PUT", "/api/v1/test/clock", { body: { offset_ms: 1.5, other: 1 } }), [
      "offset_ms",
      "body",
    ]);
    const ok = await t.call("PUT", "/api/v1/test/clock", {});
    expect(ok.status).toBe(200);
  });
});

describe("queries and paths", () => {
  test("query values stay plain strings: a comma, brackets or a repeated name are searched as typed", async () => {
    const marked = await createTestUser(t.deps, { lastName: "Haddad,[1]" });
    for (const search of ["Haddad,[1]", "[1]", "{x}"]) {
      const r = await t.call("GET", `/api/v1/admin/users?search=${encodeURIComponent(search)}`, {
        token: admin,
      });
      expect(r.status).toBe(200);
      if (search !== "{x}") expect(r.body.users.map((u: any) => u.id)).toContain(marked.id);
    }
    const repeated = await t.call(
      "GET",
      `/api/v1/admin/users?search=nobody-at-all&search=${encodeURIComponent("Haddad,[1]")}`,
      { token: admin },
    );
    expect(repeated.status).toBe(200);
    expect(repeated.body.users.map((u: any) => u.id)).toContain(marked.id);
  });

  test("bad query values and path ids are 422 naming them; a huge level name too", async () => {
    expect422(await t.call("GET", "/api/v1/admin/users?page=two&kind=robot", { token: admin }), [
      "page",
      "kind",
    ]);
    expect422(await t.call("GET", "/api/v1/admin/users/12abc", { token: admin }), ["id"]);
    expect422(
      await t.call("GET", `/api/v1/classes/1/progress?level=${"x".repeat(500)}`, { token: teacher }),
      ["level"],
    );
    expect422(await t.call("GET", "/api/v1/payments/local/not%20an%20id", { token: adult }), ["sessionId"]);
    expect422(await t.call("GET", "/api/v1/admin/messages?page_size=1000", { token: admin }), ["page_size"]);
  });
});
