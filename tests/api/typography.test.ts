// English without French typography (issue #28): no space before "!" or "?" in what any English page
// shows, signed out or in; the French pages keep their own rules.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { subscriptions } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** The text a visitor reads, without scripts, styles and French passages. */
function englishText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<([a-z]+)[^>]*lang="fr"[\s\S]*?<\/\1>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0|\u202f/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const SLIP = /[\p{L}\p{N})”’"'.] +[!?](?![=\w])/u;

test("the checker sees the slips it should", () => {
  expect(SLIP.test(englishText("<p>Success ! We have</p>"))).toBe(true);
  expect(SLIP.test(englishText("<p>Who is learning ?</p>"))).toBe(true);
  expect(SLIP.test(englishText("<p>Success! We have</p>"))).toBe(false);
  expect(SLIP.test(englishText('<p lang="fr">Merci ! Bravo</p>'))).toBe(false);
});

test("no space before ! or ? on any English page, signed out and signed in", async () => {
  const pages = [
    "/",
    "/contact",
    "/credits",
    "/privacy",
    "/terms",
    "/accessibility",
    "/login",
    "/signup",
    "/forgot-password",
    "/verify-email-notice",
    "/courses",
    ...[1, 2, 3, 4, 5, 6].map((i) => `/service-single/${i}`),
  ];
  const found: string[] = [];
  const check = (path: string, html: string) => {
    if (/<html lang="fr"/.test(html)) return;
    const text = englishText(html);
    const m = text.match(new RegExp(`.{0,40}${SLIP.source}.{0,20}`, "u"));
    if (m) found.push(`${path}: …${m[0].replace(/\s+/g, " ")}…`);
  };
  for (const p of pages) check(p, (await t.call("GET", p)).text);
  const user = await createTestUser(t.deps);
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: user.id, type: "demo", status: "active", startDate: now, endDate: addDays(now, 14) });
  const { cookie, token } = await signIn(t.deps, user);
  await t.call("POST", "/api/v1/children", {
    token,
    body: { first_name: "Yasmine", avatar: "cat", age_band: "4-6", guardian_confirmed: true },
  });
  const admin = await createTestUser(t.deps, { isAdmin: true });
  const a = await signIn(t.deps, admin);
  for (const p of [
    "/dashboard",
    "/profile",
    "/subscription",
    "/subscribe",
    "/level-test",
    "/progress",
    "/who",
    "/demo-confirmation",
  ])
    check(p, (await t.call("GET", p, { cookie })).text);
  for (const p of [
    "/admin",
    "/admin?tab=users",
    "/admin?tab=classes",
    "/admin?tab=site",
    "/admin/data-processing",
  ])
    check(p, (await t.call("GET", p, { cookie: a.cookie })).text);
  expect(found).toEqual([]);
}, 30_000);

test("the payment's success page, and every English string in the web code (toasts included)", async () => {
  const user = await createTestUser(t.deps);
  const { token, cookie } = await signIn(t.deps, user);
  const c = await t.call("POST", "/api/v1/payments/create-checkout", { token, body: {} });
  await t.call("POST", `/api/v1/payments/local/${c.body.session_id}/pay`, { token, body: {} });
  const page = (await t.call("GET", `/payment-success?session_id=${c.body.session_id}`, { cookie })).text;
  expect(englishText(page)).toContain("Success! We have received your payment");
  expect(SLIP.test(englishText(page))).toBe(false);
  // strings the server never renders (toasts, errors): scanned in the source; French pages excepted
  const { Glob } = await import("bun");
  const FRENCH = /TrialExpiredPage|RenewPage|LangSwitch/;
  const hits: string[] = [];
  for await (const file of new Glob("web/**/*.{ts,tsx}").scan(".")) {
    if (FRENCH.test(file)) continue;
    const src = await Bun.file(file).text();
    for (const m of src.matchAll(/[A-Za-z)] (\?["'`<]|![ "'`<])/g))
      hits.push(`${file}: ${src.slice(Math.max(0, m.index! - 30), m.index! + 10)}`);
  }
  expect(hits).toEqual([]);
}, 30_000);
