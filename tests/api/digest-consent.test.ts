// The weekly digest's consent (issue #13): opt-in on the sign-up form (POST /auth/register digest_opt_in,
// off unless ticked), and an opt-out safe from mail scanners: the mail's link opens a page with one button
// (the GET changes nothing), the button and RFC 8058 one-click POST turn it off with the signed token, and
// the mail carries List-Unsubscribe and List-Unsubscribe-Post.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { startSmtp } from "../support/smtp";
import { outbox, users } from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";
import { OPT_OUT_LINK_DAYS, optOutUrl, sendDigests } from "../../src/modules/digest/service";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

let n = 0;
const regBody = (over: Record<string, unknown> = {}) => {
  const u = `${Date.now().toString(36)}${++n}`;
  return {
    email: `parent.${u}@example.com`,
    password: "Sunny1234",
    first_name: "Amira",
    last_name: "Haddad",
    username: `amira_${u}`,
    ...over,
  };
};
const optedIn = async (email: string) =>
  (await t.deps.db.select().from(users).where(eq(users.email, email)).limit(1))[0]!.digestOptIn;

describe("opt-in at sign-up", () => {
  test("ticked: the account starts with the weekly email on (GET /users/me/digest says so)", async () => {
    const body = regBody({ digest_opt_in: true });
    const r = await t.call("POST", "/api/v1/auth/register", { body });
    expect(r.status).toBe(201);
    expect(await optedIn(body.email)).toBe(true);
    expect((await t.call("GET", "/api/v1/users/me/digest", { token: r.body.access_token })).body).toEqual({
      enabled: true,
    });
  });
  test("not ticked or left out: off", async () => {
    for (const over of [{ digest_opt_in: false }, {}]) {
      const body = regBody(over);
      expect((await t.call("POST", "/api/v1/auth/register", { body })).status).toBe(201);
      expect(await optedIn(body.email)).toBe(false);
    }
  });
  test("a wrong type is refused in the error envelope, naming the field; no account is made", async () => {
    for (const value of ["yes", 1, "true", null, {}]) {
      const body = regBody({ digest_opt_in: value });
      const r = await t.call("POST", "/api/v1/auth/register", { body });
      expect(r.status, JSON.stringify(value)).toBe(422);
      expect(r.body.error).toMatchObject({
        code: "VALIDATION",
        fields: { digest_opt_in: "Must be true or false" },
      });
      expect(
        (await t.deps.db.select().from(users).where(eq(users.email, body.email)).limit(1))[0],
      ).toBeUndefined();
    }
  });
});

describe("opt-out safe from mail scanners", () => {
  async function optedInFamily() {
    const user = await createTestUser(t.deps);
    await t.deps.db.update(users).set({ digestOptIn: true }).where(eq(users.id, user.id));
    return user;
  }
  const isOn = async (id: number) =>
    (await t.deps.db.select().from(users).where(eq(users.id, id)).limit(1))[0]!.digestOptIn;
  const post = (url: string, headers: Record<string, string> = {}, raw?: string) =>
    t.call("POST", url, { headers, raw });
  const ONE_CLICK = { "content-type": "application/x-www-form-urlencoded" };

  test("the digest carries List-Unsubscribe (the link of its text) and List-Unsubscribe-Post (RFC 8058)", async () => {
    const user = await optedInFamily();
    await sendDigests(t.deps);
    const mail = (
      await t.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, user.email), eq(outbox.kind, "weekly_digest")))
        .limit(1)
    )[0]!;
    const link = mail.text.match(/To stop it \(no sign-in needed\): (\S+)/)![1];
    expect(link).toStartWith("http://localhost/api/v1/digest/opt-out?u=");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  test("GET shows one button and changes nothing; the one-click POST turns the email off, twice is fine", async () => {
    const user = await optedInFamily();
    const url = new URL(optOutUrl(t.deps, user.id));
    const path = url.pathname + url.search;
    for (let i = 0; i < 2; i++) {
      const page = await t.call("GET", path); // a scanner or a link preview fetching the link
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
      expect(page.text).toContain(`<form method="post" action="${path.replace(/&/g, "&amp;")}">`);
      expect(page.text).toContain("Stop the weekly email</button>");
      expect(page.text).not.toContain("<script");
      expect(await isOn(user.id)).toBe(true);
    }
    // in the app's look: its stylesheet (served), its brand linking home
    const page = await t.call("GET", path);
    const css = page.text.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/)?.[1];
    const sheet = await t.call("GET", css ?? "/assets/none.css");
    expect([sheet.status, sheet.headers.get("content-type")?.split(";")[0]]).toEqual([200, "text/css"]);
    expect(page.text).toContain('<a class="brand" href="/">');
    // RFC 8058: the mail client's server posts the form body, no Origin, no cookie
    const r = await post(path, ONE_CLICK, "List-Unsubscribe=One-Click");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ enabled: false });
    expect(await isOn(user.id)).toBe(false);
    // again, from a webmail page in the browser (another site's Origin): the token is the permission
    expect(
      (
        await post(
          path,
          { ...ONE_CLICK, origin: "https://mail.example", "sec-fetch-site": "cross-site" },
          "List-Unsubscribe=One-Click",
        )
      ).status,
    ).toBe(200);
    expect(await isOn(user.id)).toBe(false);
    const again = await t.call("GET", path);
    expect(again.text).toContain("The weekly email is already off");
    expect(again.text).not.toContain("<form");
  });

  test("the page's button: a form post from a signed-in browser, answered with a page", async () => {
    const user = await optedInFamily();
    const { cookie } = await signIn(t.deps, user);
    const url = new URL(optOutUrl(t.deps, user.id));
    const r = await t.call("POST", url.pathname + url.search, {
      raw: "",
      headers: {
        ...ONE_CLICK,
        cookie,
        origin: "http://localhost",
        accept: "text/html,application/xhtml+xml",
        "x-csrf-protection": "",
      },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("text/html");
    expect(r.text).toContain("You will not get the weekly email any more");
    expect(await isOn(user.id)).toBe(false);
  });

  test("a tampered, foreign or expired token is a 400 envelope and changes nothing", async () => {
    const user = await optedInFamily();
    const other = await optedInFamily();
    const token = new URL(optOutUrl(t.deps, user.id)).searchParams.get("t")!;
    const [until, sig] = token.split(".");
    const flipped = sig.slice(0, -1) + (sig.endsWith("A") ? "B" : "A");
    const bad = [
      `u=${other.id}&t=${token}`, // someone else's family
      `u=${user.id}&t=${until}.${flipped}`,
      `u=${user.id}&t=${(parseInt(until, 36) + 400).toString(36)}.${sig}`, // a later end date, same signature
      `u=${user.id}&t=${sig}`, // the old format, no date
      `u=${user.id}`,
      "",
      `u=x&t=${token}`,
      `u=${"9".repeat(40)}&t=${token}`,
      `u=${user.id}&t=${"a".repeat(5000)}`,
    ];
    for (const q of bad) {
      const r = await post(`/api/v1/digest/opt-out?${q}`, ONE_CLICK, "List-Unsubscribe=One-Click");
      expect(r.status, q).toBe(400);
      expect(r.body.error).toEqual({ code: "INVALID_LINK", message: expect.any(String) });
      expect((await t.call("GET", `/api/v1/digest/opt-out?${q}`)).status, q).toBe(400);
    }
    // a year later the link has expired (the page and the POST say so)
    t.deps.clock.advance((OPT_OUT_LINK_DAYS + 1) * DAY_MS);
    try {
      const r = await post(
        `/api/v1/digest/opt-out?u=${user.id}&t=${token}`,
        ONE_CLICK,
        "List-Unsubscribe=One-Click",
      );
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("INVALID_LINK");
      const page = await t.call("GET", `/api/v1/digest/opt-out?u=${user.id}&t=${token}`);
      expect(page.text).toContain("This link does not work");
    } finally {
      t.deps.clock.offsetMs = 0;
    }
    expect(await isOn(user.id)).toBe(true);
    expect(await isOn(other.id)).toBe(true);
    // the exemption is this route's only: other writes still refuse form bodies and foreign origins
    const { token: bearer } = await signIn(t.deps, user);
    expect(
      (
        await t.call("PUT", "/api/v1/users/me/digest", {
          token: bearer,
          raw: "enabled=false",
          headers: ONE_CLICK,
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await t.call("PUT", "/api/v1/users/me/digest", {
          token: bearer,
          body: { enabled: false },
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
  });

  test("over SMTP the mail arrives with both headers", async () => {
    const smtp = await startSmtp();
    const s = await makeTestApp({ SMTP_URL: smtp.url });
    try {
      const user = await createTestUser(s.deps);
      await s.deps.db.update(users).set({ digestOptIn: true }).where(eq(users.id, user.id));
      expect((await sendDigests(s.deps)).sent).toBe(1);
      const mail = await smtp.waitFor(user.email);
      const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, " ");
      const link = optOutUrl(s.deps, user.id);
      expect(unfolded).toContain(`List-Unsubscribe: <${link}>`);
      expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    } finally {
      s.close();
      await smtp.stop();
    }
  });
});
