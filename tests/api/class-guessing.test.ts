// Issue 31 (1, 2): guessing picture passwords is slowed per pupil and source, never class-wide, and a valid
// class code always opens its class. Before: 60 wrong tries anywhere in a class put every pupil behind a
// 429, and 20 mistyped codes from a school's one address blocked the real code for 10 minutes.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema";
import { createTestUser, signIn } from "../support/app";
import { served } from "../support/served";
import { OTHER_SOURCES, waitAfter } from "../../src/modules/classes/guessing";
import {
  MAX_DELAY_FACTOR,
  queuedWait,
  UNKNOWN_CODES_FREE,
  unknownCodeDelayMs,
} from "../../src/modules/classes/signIn";

setDefaultTimeout(60_000); // each try is a real argon2 check
let s: Awaited<ReturnType<typeof served>>;
beforeAll(async () => {
  s = await served({ TRUSTED_PROXIES: "127.0.0.1", RATE_LIMIT_CLASS_CODE_DELAY_MS: "1" });
});
afterAll(() => s.close());

const SCHOOL = "198.51.100.20";
const HOME = "203.0.113.40";
type Reply = { status: number; body: any; headers: Headers };
async function call(
  method: string,
  path: string,
  opts: { from?: string; token?: string; cookie?: string; body?: unknown } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { "x-forwarded-for": opts.from ?? SCHOOL };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const r = await fetch(s.url + "/api/v1" + path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null, headers: r.headers };
}
async function classWith(n: number) {
  const teacher = await createTestUser(s.deps);
  await s.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, teacher.id));
  const { token } = await signIn(s.deps, teacher);
  const cls = (await call("POST", "/classes", { token, body: { name: "CE1" } })).body;
  const pupils: { id: number }[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0) {
      // the same three pictures: the first pupil's hash copied (an argon2 hash each costs seconds on a busy machine)
      const [model] = await s.deps.db.select().from(users).where(eq(users.id, pupils[0].id));
      const { id: _, username: __, ...rest } = model;
      const [p] = await s.deps.db
        .insert(users)
        .values({
          ...rest,
          firstName: `Pupil ${"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh"[i]}`,
          username: `${model.username}_${i}`,
        })
        .returning();
      pupils.push(p);
      continue;
    }
    const r = await call("POST", `/classes/${cls.id}/pupils`, {
      token,
      body: { first_name: "Pupil A", pictures: ["cat", "sun", "fish"] },
    });
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    pupils.push(r.body.pupil);
  }
  return { token, cls, pupils };
}
const RIGHT = ["cat", "sun", "fish"];
const WRONG = ["fish", "sun", "cat"];
const tryPictures = (
  code: string,
  pupil: number,
  pictures: string[],
  opts: { from?: string; cookie?: string } = {},
) => call("POST", "/class-sign-in", { ...opts, body: { class_code: code, pupil_id: pupil, pictures } });
/** The class tablet's device cookie, as the browser keeps it after a first sign-in. */
const deviceCookie = (r: Reply) =>
  r.headers
    .getSetCookie()
    .find((c) => c.startsWith("mh_device="))!
    .split(";")[0];

describe("guessing pictures never closes the class", () => {
  test("someone guessing every pupil from home: each guessed pupil waits there, the class's tablets and new pupils sign in", async () => {
    const { cls, pupils } = await classWith(21);
    const [amira, ...others] = pupils;
    const first = await tryPictures(cls.code, amira.id, RIGHT, { from: SCHOOL });
    expect(first.status).toBe(200);
    const tablet = deviceCookie(first);
    expect(first.headers.getSetCookie().find((c) => c.startsWith("mh_device="))).toContain("HttpOnly");

    // 3 wrong tries on each of 20 pupils from home (60 in all, the old class-wide wall) …
    for (const p of others) {
      for (let i = 0; i < OTHER_SOURCES.free; i++)
        expect((await tryPictures(cls.code, p.id, WRONG, { from: HOME })).status).toBe(401);
      const waits = await tryPictures(cls.code, p.id, RIGHT, { from: HOME });
      expect(waits.status).toBe(429);
      expect(waits.body.error.message).toContain("ask your teacher");
    }
    // … and on Amira too.
    for (let i = 0; i < OTHER_SOURCES.free; i++) await tryPictures(cls.code, amira.id, WRONG, { from: HOME });
    expect((await tryPictures(cls.code, amira.id, RIGHT, { from: HOME })).status).toBe(429);
    // Amira on the class tablet, from the school's address: in.
    expect((await tryPictures(cls.code, amira.id, RIGHT, { from: SCHOOL, cookie: tablet })).status).toBe(200);
  });

  test("a pupil's own slips on their tablet: a short wait, then in; a stranger's tries grow from days to months", async () => {
    const { cls, pupils } = await classWith(2);
    const [p, fresh] = pupils;
    const tablet = deviceCookie(await tryPictures(cls.code, p.id, RIGHT));
    for (let i = 0; i < 5; i++)
      expect((await tryPictures(cls.code, p.id, WRONG, { cookie: tablet })).status).toBe(401);
    const wait = await tryPictures(cls.code, p.id, RIGHT, { cookie: tablet });
    expect(wait.status).toBe(429);
    expect(Number(wait.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    s.deps.clock.advance(61_000);
    expect((await tryPictures(cls.code, p.id, RIGHT, { cookie: tablet })).status).toBe(200);

    // A pupil who never signed in, guessed from elsewhere: 2 days, then 4, 8 … (the right pictures too, there).
    for (let i = 0; i < 3; i++) await tryPictures(cls.code, fresh.id, WRONG, { from: HOME });
    const first = await tryPictures(cls.code, fresh.id, RIGHT, { from: HOME });
    expect(Math.round(Number(first.headers.get("retry-after")) / 3600)).toBe(48);
    s.deps.clock.advance(48 * 3600_000 + 1000);
    expect((await tryPictures(cls.code, fresh.id, WRONG, { from: HOME })).status).toBe(401);
    const second = await tryPictures(cls.code, fresh.id, RIGHT, { from: HOME });
    expect(Math.round(Number(second.headers.get("retry-after")) / 3600)).toBe(96);
    expect(waitAfter(3 + 12, OTHER_SOURCES)).toBe(OTHER_SOURCES.maxWaitMs); // at most 90 days
  });

  test("the teacher sees that someone tried, and clears it; new pictures clear it too; only their own class", async () => {
    const { token, cls, pupils } = await classWith(1);
    const [p] = pupils;
    for (let i = 0; i < 3; i++)
      await tryPictures(cls.code, p.id, WRONG, { from: i < 2 ? HOME : "192.0.2.9" });
    const seen = (await call("GET", `/classes/${cls.id}`, { token })).body.pupils[0].sign_in_tries;
    expect(seen).toMatchObject({ tries: 3, places: 2 });
    expect(Date.parse(seen.waiting_until)).toBeGreaterThan(s.deps.clock.now().getTime());

    const other = await classWith(0);
    expect(
      (await call("DELETE", `/classes/${cls.id}/pupils/${p.id}/sign-in-tries`, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await call("DELETE", `/classes/${cls.id}/pupils/abc/sign-in-tries`, { token })).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await call("DELETE", `/classes/${cls.id}/pupils/${p.id}/sign-in-tries`)).status).toBe(401);
    const cleared = await call("DELETE", `/classes/${cls.id}/pupils/${p.id}/sign-in-tries`, { token });
    expect(cleared.status).toBe(200);
    expect((await call("GET", `/classes/${cls.id}`, { token })).body.pupils[0].sign_in_tries).toBeNull();
    expect((await tryPictures(cls.code, p.id, RIGHT, { from: HOME })).status).toBe(200);

    for (let i = 0; i < 3; i++) await tryPictures(cls.code, p.id, WRONG, { from: HOME });
    expect(
      (
        await call("POST", `/classes/${cls.id}/pupils/${p.id}/pictures`, {
          token,
          body: { pictures: ["duck", "star", "house"] },
        })
      ).status,
    ).toBe(200);
    expect((await tryPictures(cls.code, p.id, ["duck", "star", "house"], { from: HOME })).status).toBe(200);
  });
});

describe("class codes", () => {
  test("children's typos from the school's one address never block the valid code", async () => {
    const { cls } = await classWith(1);
    for (let i = 0; i < UNKNOWN_CODES_FREE + 10; i++)
      expect((await call("GET", `/class-sign-in/QQQQ${"ABCDEFGHJKMNPQRSTUVWXYZ23456789"[i]}Q`)).status).toBe(
        404,
      );
    const open = await call("GET", `/class-sign-in/${cls.code}`);
    expect(open.status).toBe(200);
    expect(open.body.pupils).toHaveLength(1);
  });

  test("past the free typos an address's look-ups slow down, doubling to a cap, queued one behind the other", () => {
    expect(unknownCodeDelayMs(UNKNOWN_CODES_FREE - 1, 250)).toBe(0);
    expect(
      [UNKNOWN_CODES_FREE, UNKNOWN_CODES_FREE + 1, UNKNOWN_CODES_FREE + 2].map((n) =>
        unknownCodeDelayMs(n, 250),
      ),
    ).toEqual([250, 500, 1000]);
    expect(unknownCodeDelayMs(UNKNOWN_CODES_FREE + 40, 250)).toBe(250 * MAX_DELAY_FACTOR);
    // Parallel look-ups from one address wait one behind the other; past 30 s they are told to come back.
    const now = 1_000_000;
    expect(queuedWait("192.0.2.77", 8000, now, 250)).toBe(8000);
    expect(queuedWait("192.0.2.77", 8000, now, 250)).toBe(16000);
    expect(queuedWait("192.0.2.77", 8000, now, 250)).toBe(24000);
    expect(queuedWait("192.0.2.77", 8000, now, 250)).toBeNull();
    expect(queuedWait("192.0.2.78", 8000, now, 250)).toBe(8000); // another address is not affected
  });
});
