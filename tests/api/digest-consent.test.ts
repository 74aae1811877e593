// The weekly digest's consent (issue #13): opt-in on the sign-up form (POST /auth/register digest_opt_in,
// off unless ticked), and an opt-out safe from mail scanners: the mail's link opens a page with one button
// (the GET changes nothing), the button and RFC 8058 one-click POST turn it off with the signed token, and
// the mail carries List-Unsubscribe and List-Unsubscribe-Post.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../support/app";
import { users } from "../../src/db/schema";

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

let n = 0;
const regBody = (over: Record<string, unknown> = {}) => {
  const u = `${Date.now().toString(36)}${++n}`;
  return { email: `parent.${u}@example.com`, password: "Sunny1234", first_name: "Amira", last_name: "Haddad", username: `amira_${u}`, ...over };
};
const optedIn = (email: string) => t.deps.db.select().from(users).where(eq(users.email, email)).get()!.digestOptIn;

describe("opt-in at sign-up", () => {
  test("ticked: the account starts with the weekly email on (GET /users/me/digest says so)", async () => {
    const body = regBody({ digest_opt_in: true });
    const r = await t.call("POST", "/api/v1/auth/register", { body });
    expect(r.status).toBe(201);
    expect(optedIn(body.email)).toBe(true);
    expect((await t.call("GET", "/api/v1/users/me/digest", { token: r.body.access_token })).body).toEqual({ enabled: true });
  });
  test("not ticked or left out: off", async () => {
    for (const over of [{ digest_opt_in: false }, {}]) {
      const body = regBody(over);
      expect((await t.call("POST", "/api/v1/auth/register", { body })).status).toBe(201);
      expect(optedIn(body.email)).toBe(false);
    }
  });
  test("a wrong type is refused in the error envelope, naming the field; no account is made", async () => {
    for (const value of ["yes", 1, "true", null, {}]) {
      const body = regBody({ digest_opt_in: value });
      const r = await t.call("POST", "/api/v1/auth/register", { body });
      expect(r.status, JSON.stringify(value)).toBe(422);
      expect(r.body.error).toMatchObject({ code: "VALIDATION", fields: { digest_opt_in: "Must be true or false" } });
      expect(t.deps.db.select().from(users).where(eq(users.email, body.email)).get()).toBeUndefined();
    }
  });
});
