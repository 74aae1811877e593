// PATCH /users/me: first and last name only, trimmed, required, bounded; everything else refused.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { findUserById } from "../../src/modules/users/service";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function someone() {
  const user = await createTestUser(t.deps, { firstName: "Amira", lastName: "Haddad" });
  return { user, ...(await signIn(t.deps, user)) };
}
const patch = (opts: Parameters<TestApp["call"]>[2]) => t.call("PATCH", "/api/v1/users/me", opts);

describe("PATCH /users/me", () => {
  test("saves trimmed names and answers the updated user; GET /users/me and /session show them", async () => {
    const { user, token } = await someone();
    const r = await patch({ token, body: { first_name: "  Layla ", last_name: "\tBenali  " } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: user.id,
      first_name: "Layla",
      last_name: "Benali",
      email: user.email,
    });
    expect(r.body.password_hash).toBeUndefined();
    expect((await t.call("GET", "/api/v1/users/me", { token })).body).toMatchObject({
      first_name: "Layla",
      last_name: "Benali",
    });
    expect((await t.call("GET", "/api/v1/session", { token })).body.user).toMatchObject({
      first_name: "Layla",
      last_name: "Benali",
    });
    expect((await findUserById(t.deps, user.id))!.updatedAt).toBeInstanceOf(Date);
  });
  test("Arabic and accented names are kept as typed", async () => {
    const { token } = await someone();
    const r = await patch({ token, body: { first_name: "ليلى", last_name: "Zoë-Hélène" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ first_name: "ليلى", last_name: "Zoë-Hélène" });
  });
  test("both names are required: missing, empty and blank names are 422 naming the field, nothing saved", async () => {
    const { user, token } = await someone();
    const cases: [unknown, string[]][] = [
      [{}, ["first_name", "last_name"]],
      [{ first_name: "Layla" }, ["last_name"]],
      [{ first_name: "", last_name: "Benali" }, ["first_name"]],
      [{ first_name: "Layla", last_name: "    " }, ["last_name"]],
      [{ first_name: 42, last_name: ["x"] }, ["first_name", "last_name"]],
      [{ first_name: null, last_name: "B" }, ["first_name"]],
    ];
    for (const [body, fields] of cases) {
      const r = await patch({ token, body });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe("VALIDATION");
      expect(Object.keys(r.body.error.fields).sort()).toEqual(fields.sort());
    }
    const blank = await patch({ token, body: { first_name: " ", last_name: "B" } });
    expect(blank.body.error.fields.first_name).toBe("First name is required");
    expect(await findUserById(t.deps, user.id)).toMatchObject({ firstName: "Amira", lastName: "Haddad" });
  });
  test("too long or control characters are refused without echoing the value", async () => {
    const { user, token } = await someone();
    const long = await patch({ token, body: { first_name: "Q".repeat(101), last_name: "Benali" } });
    expect(long.status).toBe(422);
    expect(long.body.error.fields.first_name).toBe("First name must be at most 100 characters");
    expect(long.text).not.toContain("QQQQ");
    const huge = await patch({ token, body: { first_name: "Z".repeat(500_000), last_name: "B" } });
    expect(huge.status).toBe(422);
    expect(huge.text.length).toBeLessThan(1000);
    const ctl = await patch({ token, body: { first_name: "Lay\u0000la", last_name: "B\nX" } });
    expect(ctl.status).toBe(422);
    expect(Object.keys(ctl.body.error.fields).sort()).toEqual(["first_name", "last_name"]);
    expect((await patch({ token, body: { first_name: "Q".repeat(100), last_name: "B" } })).status).toBe(200);
    expect((await findUserById(t.deps, user.id))!.firstName).toBe("Q".repeat(100));
  });
  test("other fields (email, admin, verification) are refused and change nothing", async () => {
    const { user, token } = await someone();
    for (const extra of [
      { email: "new@example.com" },
      { is_admin: true },
      { is_verified: true },
      { username: "hacker" },
      { id: 1 },
    ]) {
      const r = await patch({ token, body: { first_name: "Layla", last_name: "Benali", ...extra } });
      expect(r.status).toBe(422);
      expect(r.body.error.fields.body).toBe("Only first_name and last_name can be changed");
      expect(r.text).not.toContain("new@example.com");
    }
    expect(await findUserById(t.deps, user.id)).toMatchObject({
      email: user.email,
      isAdmin: false,
      firstName: "Amira",
      username: user.username,
    });
  });
  test("malformed JSON is 400; wrong body types 422", async () => {
    const { token } = await someone();
    const r = await patch({ token, raw: '{"first_name": "La' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("MALFORMED_JSON");
    for (const body of [[1], "Layla", 7, null]) expect((await patch({ token, body })).status).toBe(422);
  });
  test("signed out, tampered token or another session's cookie without CSRF header are refused", async () => {
    const { token, cookie } = await someone();
    expect((await patch({ body: { first_name: "A", last_name: "B" } })).status).toBe(401);
    expect((await patch({ token: token + "x", body: { first_name: "A", last_name: "B" } })).status).toBe(401);
    const csrf = await patch({
      cookie,
      body: { first_name: "A", last_name: "B" },
      headers: { "x-csrf-protection": "" },
    });
    expect(csrf.status).toBe(403);
    const viaCookie = await patch({ cookie, body: { first_name: "Cookie", last_name: "Works" } });
    expect(viaCookie.status).toBe(200);
  });
  test("one user's edit never touches another user", async () => {
    const a = await someone();
    const b = await someone();
    await patch({ token: a.token, body: { first_name: "Only", last_name: "Me" } });
    expect(await findUserById(t.deps, b.user.id)).toMatchObject({ firstName: "Amira", lastName: "Haddad" });
  });
});
