// A family's first ten minutes (issue #28): the dashboard leads with the next step the server decides
// (add your child → start lesson 1 together → none), says "Welcome" on the first visit and "Welcome back"
// after, addresses the grown-up as a parent; children are reachable from the dashboard and the menu; the
// verify notice knows the visitor is signed in.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { lessonProgress, subscriptions } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { courseIndex } from "../../src/modules/content/courseIndex";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const api = (method: string, path: string, auth: { token?: string; cookie?: string }, body?: unknown) =>
  t.call(method, "/api/v1" + path, { ...auth, body });
const kid = (name: string) => ({
  first_name: name,
  avatar: "cat",
  age_band: "4-6",
  guardian_confirmed: true,
});

async function demoParent() {
  const user = await createTestUser(t.deps, { firstName: "Sarah" });
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: user.id, type: "demo", status: "active", startDate: now, endDate: addDays(now, 14) });
  return { user, ...(await signIn(t.deps, user)) };
}

describe("the dashboard's first minutes", () => {
  test("first visit: 'welcome!', the add-your-child step before the plan's countdown; later 'welcome back!'", async () => {
    const p = await demoParent();
    const first = await t.call("GET", "/dashboard", { cookie: p.cookie });
    expect(first.status).toBe(200);
    expect(first.text).toContain("welcome!");
    expect(first.text).not.toContain("welcome back!");
    expect(first.text).not.toContain("Ready for today's Arabic adventure?");
    const step = first.text.indexOf('data-testid="next-step" data-step="add_child"');
    const countdown = first.text.indexOf('class="upgrade-banner is-quiet"');
    expect(step).toBeGreaterThan(0);
    expect(countdown).toBeGreaterThan(step);
    // children are one tap away: the dashboard's card and the menu
    expect(first.text).toContain('href="/profile#children"');
    const again = await t.call("GET", "/dashboard", { cookie: p.cookie });
    expect(again.text).toContain("welcome back!");
    // and on another device too: the server knows
    const other = await signIn(t.deps, p.user);
    expect((await api("GET", "/users/me/welcome", other)).body.first_visit).toBe(false);
  });

  test("after a child is added: 'Start lesson 1 together' with lesson 1; once a lesson is done, no step", async () => {
    const p = await demoParent();
    expect((await api("GET", "/users/me/welcome", p)).body).toMatchObject({
      first_visit: true,
      step: "add_child",
      children: [],
    });
    const c = await api("POST", "/children", p, kid("Yasmine"));
    expect(c.status).toBe(201);
    const w = (await api("GET", "/users/me/welcome", p)).body;
    const first = courseIndex().content.lessons[0];
    expect(w).toMatchObject({
      first_visit: false,
      step: "start_lesson",
      first_lesson: { id: first.lesson.id, title: first.lesson.title.en },
    });
    expect(w.children.map((x: any) => x.first_name)).toEqual(["Yasmine"]);
    // a parent who reads French gets lesson 1's French title (issue #30)
    expect((await api("PUT", "/users/me/locale", p, { locale: "fr" })).status).toBe(200);
    const fr = (await api("GET", "/users/me/welcome", p)).body;
    expect(first.lesson.title.fr).toBeTruthy();
    expect(fr.first_lesson.title).toBe(first.lesson.title.fr);
    expect((await api("PUT", "/users/me/locale", p, { locale: "en" })).status).toBe(200);
    const page = await t.call("GET", "/dashboard", { cookie: p.cookie });
    expect(page.text).toContain("Start lesson 1 together");
    expect(page.text).toContain("Yasmine");
    await t.deps.db.insert(lessonProgress).values({
      userId: c.body.child.id,
      lessonId: first.lesson.id,
      bestStars: 3,
      completedAt: t.deps.clock.now(),
    });
    expect((await api("GET", "/users/me/welcome", p)).body.step).toBe("none");
    const later = await t.call("GET", "/dashboard", { cookie: p.cookie });
    expect(later.text).not.toContain('data-testid="next-step"');
    expect(later.text).toContain("Here is how Yasmine is getting on");
  });

  test("a child's session and a signed-out caller do not get the grown-up's welcome", async () => {
    const p = await demoParent();
    const c = await api("POST", "/children", p, kid("Adam"));
    const sel = await api("POST", `/children/${c.body.child.id}/select`, p);
    expect((await api("GET", "/users/me/welcome", { token: sel.body.access_token })).status).toBe(403);
    expect((await t.call("GET", "/api/v1/users/me/welcome")).status).toBe(401);
  });
});

describe("the verify notice", () => {
  test("signed in: no 'Go to Login', a way to the dashboard; signed out: Go to Login", async () => {
    const u = await createTestUser(t.deps, { isVerified: false });
    const s = await signIn(t.deps, u);
    const signedIn = await t.call("GET", "/verify-email-notice", { cookie: s.cookie });
    expect(signedIn.text).not.toContain("Go to Login");
    expect(signedIn.text).toContain("Go to your dashboard");
    const out = await t.call("GET", "/verify-email-notice");
    expect(out.text).toContain("Go to Login");
  });
});
