// Issue 15 (7): one name rule for sign-up, profile, the CLI and the school's sign-in: letters (Arabic
// too), marks, spaces, apostrophes, hyphens; no control or bidi characters; not blank once the
// invisible ones are gone. The CLI shows whatever it prints escaped.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { runCliProcess } from "../support/cli";
import { users } from "../../src/db/schema";
import { nameProblem, personName } from "../../src/lib/names";

setDefaultTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const HOSTILE = [
  "Amira\u0000",
  "Am\u001b[2Jira",
  "Ami\u0007ra",
  "Amira\r\nAdmin",
  "\u202eariмA",
  "Am\u2066ira",
  "\u200b\u200b",
  "\u200e",
  " \u00ad ",
  "Amira<script>",
  "Amira1",
];
const FINE = ["Amira", "أميرة", "Zoë-Hélène", "O'Neil", "D\u2019Angelo", "محمد عبد الله", "Jean Luc"];
let n = 0;
const regBody = (over: Record<string, unknown>) => ({
  email: `names${++n}.${Date.now()}@example.com`,
  password: "Sunny1234",
  username: `names_${n}_${Date.now() % 1e6}`,
  first_name: "Amira",
  last_name: "Haddad",
  ...over,
});

describe("one name rule everywhere a name is typed", () => {
  test("sign-up refuses control, bidi and invisible-only names in either field, and takes real ones", async () => {
    for (const bad of HOSTILE) {
      for (const field of ["first_name", "last_name"]) {
        const r = await t.call("POST", "/api/v1/auth/register", { body: regBody({ [field]: bad }) });
        expect(r.status, `${field} ${JSON.stringify(bad)}`).toBe(422);
        expect(Object.keys(r.body.error.fields)).toEqual([field]);
      }
    }
    for (const good of FINE) {
      const r = await t.call("POST", "/api/v1/auth/register", { body: regBody({ first_name: good }) });
      expect(r.status, good).toBe(201);
      expect(r.body.user.first_name).toBe(good);
    }
  });

  test("profile edit refuses the same names", async () => {
    const user = await createTestUser(t.deps);
    const { token } = await signIn(t.deps, user);
    for (const bad of HOSTILE) {
      const r = await t.call("PATCH", "/api/v1/users/me", {
        token,
        body: { first_name: bad, last_name: "Haddad" },
      });
      expect(r.status, JSON.stringify(bad)).toBe(422);
    }
    expect(
      (
        await t.call("PATCH", "/api/v1/users/me", {
          token,
          body: { first_name: "ليلى", last_name: "O'Neil" },
        })
      ).status,
    ).toBe(200);
  });

  test("the rule is one exported function (for children's names next)", () => {
    for (const bad of HOSTILE) expect(nameProblem(bad), JSON.stringify(bad)).not.toBeNull();
    for (const good of FINE) expect(nameProblem(good), good).toBeNull();
    expect(personName("Child's name").safeParse("\u202eX").success).toBe(false);
  });

  test("the CLI refuses hostile names and prints stored ones escaped", async () => {
    const made = await runCliProcess(
      t.dataDir,
      [
        "users:create",
        "--email",
        "cli-name@example.com",
        "--username",
        "cli_name",
        "--first-name",
        "Evil\u001b]0;owned\u0007",
        "--last-name",
        "X",
      ],
      { stdin: "Str0ngPassw0rd\n" },
    );
    expect(made.code).toBe(1);
    expect(made.stderr).not.toContain("\u001b");
    // A name stored before the rule (or by hand) is still shown harmlessly.
    const legacy = await createTestUser(t.deps, { email: "legacy@example.com" });
    await t.deps.db
      .update(users)
      .set({ firstName: "Le\u001b[2J\u0007gacy\r", lastName: "\u202eevil" })
      .where(eq(users.id, legacy.id));
    for (const args of [
      ["users:list", "--search", "legacy"],
      ["users:list", "--search", "legacy", "--json"],
      ["users:show", "legacy@example.com"],
    ]) {
      const r = await runCliProcess(t.dataDir, args);
      expect(r.code, args.join(" ")).toBe(0);
      expect(r.stdout, args.join(" ")).toContain("legacy@example.com");
      expect(r.stdout, args.join(" ")).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e]/);
    }
  });
});
