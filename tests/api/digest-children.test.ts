// The weekly digest per child (issue #28): one section per child profile with their name, the lessons and
// words of their own week and three of their own words to practise together; the subject names the
// children; nothing is summed across children.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { outbox, reviewItems, subscriptions } from "../../src/db/schema";
import { addDays } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { sendDigests } from "../../src/modules/digest/service";
import { playedAnswer } from "./courses-solver";
import { spokenTranslit } from "../../src/modules/content/spoken";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const content = loadContent();
const lessons = content.levels
  .find((l) => l.meta.status === "available")!
  .units.flatMap((u) => u.unit.lessons);
const api = (method: string, path: string, token: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function play(token: string, lesson: (typeof lessons)[number]) {
  const at = (await api("POST", `/lessons/${lesson.id}/attempts`, token)).body;
  for (const shown of at.activities) {
    const a = lesson.activities.find((x) => x.id === shown.id)!;
    await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: playedAnswer(t.deps.config.jwtSecret, at.attempt_id, a, content, shown),
    });
  }
  expect((await api("POST", `/attempts/${at.attempt_id}/finish`, token)).status).toBe(200);
}

test("one section per child, the subject names them, three of each child's own words", async () => {
  const sarah = await createTestUser(t.deps, { firstName: "Sarah" });
  const now = t.deps.clock.now();
  await t.deps.db
    .insert(subscriptions)
    .values({ userId: sarah.id, type: "paid", status: "active", startDate: now, endDate: addDays(now, 365) });
  const { token } = await signIn(t.deps, sarah);
  await api("PUT", "/users/me/digest", token, { enabled: true });
  const kids: Record<string, number> = {};
  for (const [name, avatar] of [
    ["Yasmine", "cat"],
    ["Adam", "lion"],
  ]) {
    const r = await api("POST", "/children", token, {
      first_name: name,
      avatar,
      age_band: "4-6",
      guardian_confirmed: true,
    });
    expect(r.status).toBe(201);
    kids[name] = r.body.child.id;
  }
  // Yasmine finishes four lessons (her first words among them), Adam one
  // each child on a sign-in of their own (selecting acts on the whole sign-in)
  const asYasmine = (
    await api("POST", `/children/${kids.Yasmine}/select`, (await signIn(t.deps, sarah)).token)
  ).body.access_token;
  for (const l of lessons.slice(0, 4)) await play(asYasmine, l);
  const asAdam = (await api("POST", `/children/${kids.Adam}/select`, (await signIn(t.deps, sarah)).token))
    .body.access_token;
  await play(asAdam, lessons[0]);

  const r = await sendDigests(t.deps);
  expect(r.sent).toBe(1);
  const [mail] = (await t.deps.db.select().from(outbox).where(eq(outbox.to, sarah.email))).filter(
    (m) => m.kind === "weekly_digest",
  );
  expect(mail.subject).toBe("Yasmine and Adam's week in Arabic — Marhaba");
  expect(mail.subject).not.toContain("Sarah");
  expect(mail.text).toContain("Yasmine: in the last 7 days, 4 lessons finished");
  expect(mail.text).toContain("Adam: in the last 7 days, 1 lesson finished");
  expect(mail.text).not.toContain("5 lessons"); // never summed
  // each child's three words are their own (from their own practice boxes), under their name
  for (const name of ["Yasmine", "Adam"]) {
    const own = (await t.deps.db.select().from(reviewItems).where(eq(reviewItems.userId, kids[name])))
      .filter((i) => i.item.startsWith("word:"))
      .map((i) => content.words.get(i.item.slice(5))!);
    const after = mail.text.split(`Three words to practise together with ${name}:`)[1].split("\n\n").slice(1);
    const section = after.slice(
      0,
      after.findIndex((l) => !/ — .+ — /.test(l)),
    );
    expect(section).toHaveLength(Math.min(3, own.length)); // three, or all the child has met
    expect(section.length).toBeGreaterThan(0);
    for (const line of section)
      expect(own.some((w) => line === `${w.ar} — ${spokenTranslit(w)} — ${w.en}`)).toBe(true);
  }
  expect(mail.html).toContain("Three words to practise together with Yasmine:");
  // the order of the sections follows the children's order
  expect(mail.text.indexOf("Yasmine:")).toBeLessThan(mail.text.indexOf("Adam:"));
});
