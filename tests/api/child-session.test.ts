// Issues #25 and #29: GET /session says when the pages are a child's (`learner`): a child profile's session
// and a signed-in pupil get the child's header, home and path, with their name and picture; a grown-up,
// a teacher included, never does.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { users } from "../../src/db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

test("a grown-up's session has no learner; a child profile's has the child's name and picture", async () => {
  const parent = await createTestUser(t.deps);
  const { token } = await signIn(t.deps, parent);
  expect((await api("GET", "/session", token)).body.learner).toBeNull();
  const kid = await api("POST", "/children", token, {
    first_name: "Yasmin",
    avatar: "cat",
    age_band: "4-6",
    guardian_confirmed: true,
  });
  expect(kid.status).toBe(201);
  expect((await api("GET", "/session", token)).body.learner).toBeNull(); // the grown-up, still
  const sel = await api("POST", `/children/${kid.body.child.id}/select`, token);
  const s = (await api("GET", "/session", sel.body.access_token)).body;
  expect(s.learner).toEqual({ first_name: "Yasmin", avatar_url: kid.body.child.avatar_url, kind: "child" });
  expect(s.learner.avatar_url).toMatch(/^\/assets\/pictures\/cat\./);
});

test("a pupil's session has the pupil's name and picture; their teacher's has none", async () => {
  const teacher = await createTestUser(t.deps);
  await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, teacher.id));
  const { token } = await signIn(t.deps, teacher);
  const c = await api("POST", "/classes", token, { name: "CE1 B" });
  const added = await api("POST", `/classes/${c.body.id}/pupils`, token, { first_name: "Lina" });
  expect(added.status).toBe(201);
  expect((await api("GET", "/session", token)).body.learner).toBeNull();
  const pupil = await api("POST", "/class-sign-in", undefined, {
    class_code: c.body.code,
    pupil_id: added.body.pupil.id,
    pictures: added.body.pictures.map((p: { name: string }) => p.name),
  });
  expect(pupil.status).toBe(200);
  const s = (await api("GET", "/session", pupil.body.access_token)).body;
  expect(s.learner).toEqual({ first_name: "Lina", avatar_url: added.body.pupil.avatar.url, kind: "pupil" });
});
