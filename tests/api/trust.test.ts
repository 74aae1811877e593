// Issue 10 (part B): the server is the one that decides what a family is told — payment
// truthfulness, plan state and offer, the level test's review, the language choice, the contact topic.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { takeTest } from "../support/level-test";
import { topLevelWithLessons } from "../support/placement";
import { loadContent } from "../../src/modules/content/content";
import { contactMessages, payments, subscriptions, users } from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";
import { formatEuros } from "../../shared/price";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ CONTACT_MIN_FILL_SECONDS: "0" });
});
afterAll(() => t.close());
afterEach(() => {
  t.deps.clock.offsetMs = 0;
});

async function family(over = {}) {
  const user = await createTestUser(t.deps, over);
  return { user, ...(await signIn(t.deps, user)) };
}
const token = async (user: any) => (await signIn(t.deps, user)).token;
const checkout = (tk: string) =>
  t.call("POST", "/api/v1/payments/create-checkout", {
    token: tk,
    body: { cancel_url: "http://localhost/subscribe" },
  });
const verify = (tk: string, id: string) =>
  t.call("POST", `/api/v1/payments/verify-session?session_id=${encodeURIComponent(id)}`, { token: tk });
const pay = (tk: string, id: string) => t.call("POST", `/api/v1/payments/local/${id}/pay`, { token: tk });
const status = async (user: any) =>
  (await t.call("GET", "/api/v1/subscriptions/status", { token: await token(user) })).body;

describe("verify-session tells the truth about a payment", () => {
  test("no session id, someone else's session, an unpaid one: a clear 4xx and nothing granted", async () => {
    const a = await family();
    const b = await family();
    const none = await t.call("POST", "/api/v1/payments/verify-session", { token: a.token });
    expect(none.status).toBe(422);
    expect(none.body.error.fields.session_id).toBeString();
    const c = await checkout(b.token);
    const unpaid = await verify(b.token, c.body.session_id);
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.error.code).toBe("PAYMENT_NOT_COMPLETED");
    expect((await pay(b.token, c.body.session_id)).status).toBe(200);
    // B's paid session, asked by A: not found, exactly as if it did not exist.
    const foreign = await verify(a.token, c.body.session_id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("PAYMENT_NOT_FOUND");
    expect(
      await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, a.user.id)),
    ).toHaveLength(0);
    for (const bad of ["", "x".repeat(300), "a b", "abc\u0000", "../etc"]) {
      const r = await verify(a.token, bad);
      expect(r.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    expect((await t.call("POST", "/api/v1/payments/verify-session?session_id=abc")).status).toBe(401);
  });

  test("a paid first purchase answers what it bought: 14 months, 40 EUR; the renewal answers 12", async () => {
    const f = await family();
    const c = await checkout(f.token);
    await pay(f.token, c.body.session_id);
    const v = await verify(f.token, c.body.session_id);
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({
      status: "paid",
      purpose: "new",
      months_granted: 14,
      amount_cents: 4000,
      currency: "EUR",
    });
    const end = Date.parse(v.body.subscription.end_date);
    t.deps.clock.set(new Date(end - 10 * DAY_MS));
    const tk = await token(f.user);
    const c2 = await checkout(tk);
    expect(c2.status).toBe(200);
    await pay(tk, c2.body.session_id);
    const v2 = await verify(tk, c2.body.session_id);
    expect(v2.body).toMatchObject({ purpose: "renewal", months_granted: 12 });
    const h = await t.call("GET", "/api/v1/subscriptions/history", { token: tk });
    expect(
      h.body.history
        .filter((e: any) => e.kind === "payment" || e.kind === "renewal")
        .map((e: any) => e.detail.months),
    ).toEqual([12, 14]);
  });
});

describe("plan state and offer, derived on the server", () => {
  test("none → demo → demo_ended → premium (renewal closed) → inside the window", async () => {
    const f = await family();
    let st = await status(f.user);
    expect(st).toMatchObject({
      plan_state: "none",
      demo_used: false,
      offer: { allowed: true, kind: "new", months: 14, amount_cents: 4000, currency: "EUR" },
    });
    await t.call("POST", "/api/v1/subscriptions/demo", { token: f.token });
    expect((await status(f.user)).plan_state).toBe("demo");
    t.deps.clock.advance(15 * DAY_MS);
    st = await status(f.user);
    expect(st).toMatchObject({ plan_state: "demo_ended", demo_used: true });
    const tk = await token(f.user);
    const c = await checkout(tk);
    await pay(tk, c.body.session_id);
    st = await status(f.user);
    expect(st.plan_state).toBe("premium");
    expect(st.offer).toMatchObject({ allowed: false, kind: "renewal", months: 12 });
    const again = await checkout(await token(f.user));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("RENEWAL_NOT_OPEN");
    expect(await t.deps.db.select().from(payments).where(eq(payments.userId, f.user.id))).toHaveLength(1);
  });

  test("euro amounts are written one way per language", () => {
    expect(formatEuros(4000, "en")).toBe("€40");
    expect(formatEuros(4000, "fr")).toBe("40\u00a0€");
    expect(formatEuros(900, "en")).toBe("€9");
    expect(formatEuros(4050, "fr")).toBe("40,50\u00a0€");
  });
});

describe("level test: the review comes with the result, never before", () => {
  test("wrong answers score 0 and the result shows the right answers; the questions never carry them", async () => {
    const f = await family({ isVerified: true });
    const { replies, final } = await takeTest(t, f.token, () => false);
    for (const r of replies.slice(0, -1)) expect(r.text).not.toContain("correct");
    expect(final.result.score).toBe(0);
    expect(final.result.review[0]).toMatchObject({
      question_id: "q1",
      prompt: "What does the Arabic greeting Marhaba mean?",
      arabic: "مَرْحَبًا",
      chosen_text: "Goodbye",
      correct_text: "Hello",
      is_correct: false,
    });
    const one = await t.call("GET", `/api/v1/assessments/results/${final.result.id}`, { token: f.token });
    expect(one.body.review[0].correct_text).toBe("Hello");
  });

  test("a premium family may take the test again", async () => {
    const f = await family({ isVerified: true });
    const c = await checkout(f.token);
    await pay(f.token, c.body.session_id);
    const tk = await token(f.user);
    await takeTest(t, tk, () => false);
    await takeTest(t, tk, () => true);
    const list = await t.call("GET", "/api/v1/assessments/results", { token: tk });
    // newest first: all right places into the top level with lessons, all wrong into the first
    expect(list.body.map((x: any) => x.level)).toEqual([
      loadContent().levels.find((l) => l.meta.id === topLevelWithLessons())!.meta.name,
      "Absolute Beginner",
    ]);
  });
});

describe("PUT /users/me/locale", () => {
  test("remembers 'en' or 'fr' on the account and shows it in the session", async () => {
    const f = await family();
    expect((await t.call("GET", "/api/v1/users/me", { token: f.token })).body.locale).toBeNull();
    const r = await t.call("PUT", "/api/v1/users/me/locale", { token: f.token, body: { locale: "en" } });
    expect(r.status).toBe(200);
    expect(r.body.locale).toBe("en");
    const s = await t.call("GET", "/api/v1/session", { token: f.token });
    expect(s.body.user.locale).toBe("en");
    await t.call("PUT", "/api/v1/users/me/locale", { token: f.token, body: { locale: "fr" } });
    expect((await t.deps.db.select().from(users).where(eq(users.id, f.user.id)).limit(1))[0]!.locale).toBe(
      "fr",
    );
  });

  test("bad input is a clear 4xx and changes nothing", async () => {
    const f = await family();
    await t.call("PUT", "/api/v1/users/me/locale", { token: f.token, body: { locale: "fr" } });
    const bad: { raw?: string; body?: unknown }[] = [
      { raw: '{"locale": "e' },
      { body: {} },
      { body: { locale: "de" } },
      { body: { locale: 1 } },
      { body: { locale: "EN" } },
      { body: { locale: "en\u0000" } },
      { body: { locale: "x".repeat(10000) } },
      { body: { locale: "en", is_admin: true } },
      { body: ["en"] },
    ];
    for (const b of bad) {
      const r = await t.call("PUT", "/api/v1/users/me/locale", { token: f.token, ...b });
      expect(r.status, JSON.stringify(b).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.error.code).toBeString();
    }
    expect((await t.call("PUT", "/api/v1/users/me/locale", { body: { locale: "en" } })).status).toBe(401);
    const row = (await t.deps.db.select().from(users).where(eq(users.id, f.user.id)).limit(1))[0]!;
    expect(row.locale).toBe("fr");
    expect(row.isAdmin).toBe(false);
  });
});

describe("contact topic", () => {
  const send = (body: unknown) =>
    t.call("POST", "/api/v1/contact", {
      body,
      headers: {
        "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });
  test("the school topic is stored; a missing one means general", async () => {
    expect(
      (
        await send({
          name: "Head",
          email: "head@school.example",
          topic: "school",
          message: "Classes",
          fill_ms: 9000,
        })
      ).status,
    ).toBe(201);
    expect((await send({ name: "Mum", email: "mum@example.com", message: "Hi", fill_ms: 9000 })).status).toBe(
      201,
    );
    const rows = await t.deps.db.select().from(contactMessages);
    expect(rows.find((r) => r.email === "head@school.example")!.topic).toBe("school");
    expect(rows.find((r) => r.email === "mum@example.com")!.topic).toBe("general");
  });
  test("an unknown or wrongly typed topic is refused and nothing is stored", async () => {
    const before = (await t.deps.db.select().from(contactMessages)).length;
    for (const topic of ["sales", 3, "", "school\u0000", "x".repeat(5000), null]) {
      const r = await send({ name: "A", email: "a@example.com", topic, fill_ms: 9000 });
      expect(r.status, String(topic).slice(0, 20)).toBe(422);
      expect(r.body.error.fields.topic).toBe("Please choose a topic from the list");
    }
    expect((await t.deps.db.select().from(contactMessages)).length).toBe(before);
  });
});
