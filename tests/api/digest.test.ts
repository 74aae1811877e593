// The weekly digest (issue #13): opt-in from the profile (PUT /users/me/digest), at most one per family
// and week even with two app instances and the CLI sharing one database (a (user, week) row is claimed
// first), the week's facts and three words with transliteration, and a signed opt-out link that needs no
// sign-in (a wrong link changes nothing; the GET shows a button, digest-consent.test.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { runCliProcess } from "../support/cli";
import { outbox, reviewItems, subscriptions, users } from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import { sendDigests } from "../../src/modules/digest/service";
import { playedAnswer } from "./courses-solver";
import { spokenTranslit } from "../../src/modules/content/spoken";

let t: TestApp;
let t2: TestApp; // a second instance on the same database
const content = loadContent();
const LEVEL = content.levels.find((l) => l.meta.status === "available")!;
const lessons = LEVEL.units.flatMap((u) => u.unit.lessons);

const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });
const digestsTo = (email: string) =>
  t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "weekly_digest"), eq(outbox.to, email)))
    .orderBy(outbox.id);
const optedIn = async (id: number) =>
  (await t.deps.db.select().from(users).where(eq(users.id, id)).limit(1))[0]!.digestOptIn;

beforeAll(async () => {
  t = await makeTestApp();
  t2 = await makeTestApp({ DATA_DIR: t.dataDir });
});
afterAll(async () => {
  await t2.close();
  await t.close();
});

describe("the weekly digest", () => {
  test("opt-in from the profile: off by default, true/false only, signed in only", async () => {
    const user = await createTestUser(t.deps);
    const { token } = await signIn(t.deps, user);
    expect((await api("GET", "/users/me/digest", token)).body).toEqual({ enabled: false });
    for (const body of [{}, { enabled: "yes" }, { enabled: true, extra: 1 }, [true], null])
      expect((await api("PUT", "/users/me/digest", token, body)).status, JSON.stringify(body)).toBe(422);
    expect((await api("PUT", "/users/me/digest", undefined, { enabled: true })).status).toBe(401);
    expect((await api("PUT", "/users/me/digest", token, { enabled: true })).body).toEqual({ enabled: true });
    expect((await api("GET", "/users/me/digest", token)).body).toEqual({ enabled: true });
    expect((await api("PUT", "/users/me/digest", token, { enabled: false })).body).toEqual({
      enabled: false,
    });
    expect(await optedIn(user.id)).toBe(false);
  });

  test("once per family and week across the CLI and two instances; the week's facts, three words, the opt-out link", async () => {
    const amira = await createTestUser(t.deps, { firstName: "Amira" });
    const omar = await createTestUser(t.deps, { firstName: "Omar" }); // not opted in
    const now = t.deps.clock.now();
    await t.deps.db.insert(subscriptions).values({
      userId: amira.id,
      type: "paid",
      status: "active",
      startDate: now,
      endDate: addDays(now, 365),
    });
    const { token } = await signIn(t.deps, amira);
    await api("PUT", "/users/me/digest", token, { enabled: true });
    for (const l of lessons.slice(0, 3)) {
      const at = (await api("POST", `/lessons/${l.id}/attempts`, token)).body;
      for (const shown of at.activities) {
        const a = l.activities.find((x) => x.id === shown.id)!;
        await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
          activity_id: a.id,
          answer: playedAnswer(t.deps.config.jwtSecret, at.attempt_id, a, content, shown),
        });
      }
      expect((await api("POST", `/attempts/${at.attempt_id}/finish`, token)).status).toBe(200);
    }
    const wordItems = (
      await t.deps.db.select().from(reviewItems).where(eq(reviewItems.userId, amira.id))
    ).filter((i) => i.item.startsWith("word:"));
    expect(wordItems.length).toBeGreaterThanOrEqual(3);

    // the operator's command writes this week's digest (real clock, same week as the apps' clocks now)
    const cli = await runCliProcess(t.dataDir, ["mail:digest"]);
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toMatch(/1 digest\(s\) written/);
    // both instances at once, and again: nothing more this week
    const [a, b] = await Promise.all([sendDigests(t.deps), sendDigests(t2.deps)]);
    expect(a.sent + b.sent).toBe(0);
    expect((await runCliProcess(t.dataDir, ["mail:digest"])).stdout).toMatch(/0 digest\(s\) written/);
    expect(await digestsTo(amira.email)).toHaveLength(1);
    expect(await digestsTo(omar.email)).toHaveLength(0);

    const mail = (await digestsTo(amira.email))[0];
    expect(mail.subject).toBe("Your week in Arabic — Marhaba"); // no child profile: the account's own week (per child: digest-children.test.ts)
    expect(mail.text).toContain("3 lessons finished");
    expect(mail.text).toContain("Three words to practise together:");
    const learnt = [...content.words.values()].filter((w) =>
      mail.text.includes(`${w.ar} — ${spokenTranslit(w)} — ${w.en}`),
    );
    expect(learnt.length).toBe(3);
    expect(mail.text).toContain("http://localhost/progress");
    expect(mail.html).not.toContain("<script");

    // next week, two instances racing: exactly one digest
    t.deps.clock.advance(7 * DAY_MS);
    t2.deps.clock.advance(7 * DAY_MS);
    const [c, d] = await Promise.all([sendDigests(t.deps), sendDigests(t2.deps)]);
    expect(c.sent + d.sent).toBe(1);
    expect(c.already + d.already).toBe(1);
    expect(await digestsTo(amira.email)).toHaveLength(2);
    expect((await digestsTo(amira.email))[1].text).toContain("no lesson this week");

    // no sign-in: the link opens a page with one button (the GET changes nothing), the button POSTs;
    // a tampered link changes nothing (more in digest-consent.test.ts)
    const link = new URL(mail.text.match(/To stop it \(no sign-in needed\): (\S+)/)![1]);
    const tampered = await t.call("POST", `${link.pathname}?u=${omar.id}&t=${link.searchParams.get("t")}`);
    expect(tampered.status).toBe(400);
    expect((await t.call("GET", "/api/v1/digest/opt-out")).status).toBe(400);
    const shown = await t.call("GET", link.pathname + link.search);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toContain("text/html");
    expect(shown.headers.get("content-security-policy")).toContain("script-src");
    expect(await optedIn(amira.id)).toBe(true);
    const out = await t.call("POST", link.pathname + link.search, { headers: { accept: "text/html" } });
    expect(out.status).toBe(200);
    expect(out.text).toContain("You will not get the weekly email any more");
    expect(await optedIn(amira.id)).toBe(false);
    t.deps.clock.advance(7 * DAY_MS);
    expect((await sendDigests(t.deps)).sent).toBe(0);
    expect(await digestsTo(amira.email)).toHaveLength(2);
  }, 60_000);
});
