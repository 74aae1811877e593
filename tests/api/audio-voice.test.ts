// Each clip knows what it says and whose voice it is: speaker, licence, date and the hash of its item's
// text (vowelled Arabic and speak text). When the course changes an item's text its clip goes stale: the
// lesson's payload no longer carries it and the audio page lists it. Admins (and teachers, where the
// site allows) flag clips to be recorded again; /credits names every speaker and licence.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { audioClips, users } from "../../src/db/schema";
import { audioItems, resetAudioItems } from "../../src/modules/audio/items";
import { courseIndex } from "../../src/modules/content/courseIndex";
import { letterSlot, syllableSlot, wordSlot, type PresentCtx } from "../../src/modules/content/present";
import { createTestUser, makeTestApp, signIn, type TestApp } from "../support/app";
import { makeWav } from "./audio-fixtures";

let t: TestApp;
let admin: { token: string };
let teacher: { token: string };
let learner: { token: string };
const VOICE = "speaker=Salma%20Haddad&licence=%C2%A9%20%C3%89cole%20Al-Nour";
const put = async (id: string, query = VOICE, token = admin.token) => {
  const r = await t.app.handle(
    new Request(`http://localhost/api/v1/admin/audio/${id}?${query}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "audio/wav" },
      body: makeWav() as BodyInit,
    }),
  );
  return { status: r.status, body: (await r.json()) as any };
};
const list = (q: string, token = admin.token) => t.call("GET", `/api/v1/admin/audio?${q}`, { token });

beforeAll(async () => {
  t = await makeTestApp();
  admin = await signIn(
    t.deps,
    await createTestUser(t.deps, { isAdmin: true, firstName: "Sara", lastName: "Ali" }),
  );
  const tu = await createTestUser(t.deps);
  await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, tu.id));
  teacher = await signIn(t.deps, { ...tu, isTeacher: true });
  learner = await signIn(t.deps, await createTestUser(t.deps));
  expect((await t.call("POST", "/api/v1/subscriptions/demo", { token: learner.token })).status).toBeLessThan(
    300,
  );
});
afterAll(() => t.close());

/** The lesson's first card whose audio the payload carries, and that slot. */
async function firstSlot() {
  const l = await t.call("GET", "/api/v1/lessons/ab-u01-l01", { token: learner.token });
  expect(l.status).toBe(200);
  const a = l.body.activities.find((x: any) => x.type === "meet_letter" || x.type === "meet_word");
  return (a.letter ?? a.word).audio as { id: string; url: string | null; speak: string };
}

describe("what a clip says", () => {
  test("the item's speak text is the payload's, for every letter, syllable, word and phrase", () => {
    const ix = courseIndex();
    const ctx: PresentCtx = { ix, clips: new Map(), vowelled: true };
    for (const item of audioItems().values()) {
      const key = item.id.slice(item.id.indexOf(".") + 1);
      // a tale's line and a shelf word: the reader's own slots (tests/api/shelf.test.ts)
      if (
        item.id.startsWith("tale.") ||
        (item.kind !== "letter" && item.kind !== "syllable" && !ix.words.has(key))
      )
        continue;
      const slot =
        item.kind === "letter"
          ? letterSlot(ctx, ix.letters.get(key as never)!)
          : item.kind === "syllable"
            ? syllableSlot(ctx, item.ar)
            : wordSlot(ctx, ix.words.get(key)!);
      expect([item.id, item.speak]).toEqual([slot.id, slot.speak!]);
    }
  });

  test("a clip is stored with its speaker, licence, date and text hash; a bad voice is refused, nothing stored", async () => {
    const item = [...audioItems().values()].find((i) => i.kind === "word")!;
    for (const [q, field] of [
      ["", ["speaker", "licence"]],
      ["speaker=Salma", ["licence"]],
      [`speaker=${"x".repeat(500)}&licence=CC0`, ["speaker"]],
      ["speaker=Sal%07ma&licence=CC0", ["speaker"]],
      ["speaker=%20%20&licence=CC0", ["speaker"]],
      [`${VOICE}&extra=1`, ["body"]],
    ] as const) {
      const r = await put(item.id, q);
      expect([q, r.status, r.body.error.code, Object.keys(r.body.error.fields)]).toEqual([
        q,
        422,
        "VALIDATION",
        [...field],
      ]);
    }
    expect((await list("status=recorded")).body.total).toBe(0);
    const r = await put(item.id);
    expect(r.status).toBe(200);
    expect(r.body.clip).toMatchObject({
      speaker: "Salma Haddad",
      licence: "© École Al-Nour",
      stale: false,
      rerecord_by: null,
      created_at: expect.any(String),
    });
    const [row] = await t.deps.db.select().from(audioClips);
    expect(row.textHash).toBe(item.text_hash);
    expect(item.text_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test("when an item's text changes its clip is stale: not in the lesson's payload, listed as stale, not counted or credited", async () => {
    const slot = await firstSlot();
    expect(slot.url).toBeNull();
    expect((await put(slot.id)).status).toBe(200);
    const played = await firstSlot();
    expect(played.url).toMatch(/^\/audio\//);
    expect((await t.call("GET", "/api/v1/credits/voices")).body.speakers).toEqual([
      { speaker: "Salma Haddad", licence: "© École Al-Nour", clips: 2 },
    ]);

    const unitBefore = (await t.call("GET", "/api/v1/admin/audio/coverage", { token: admin.token })).body
      .levels[0].units[0];
    // The course changes what this item says (its speak text): the old recording no longer matches.
    const ix = courseIndex();
    const key = slot.id.slice(slot.id.indexOf(".") + 1);
    const target = (slot.id.startsWith("letter.")
      ? ix.letters.get(key as never)
      : ix.words.get(key)) as unknown as Record<string, string>;
    const field = slot.id.startsWith("letter.") ? "name" : "ar";
    const before = target[field];
    target[field] = before + "ْ";
    resetAudioItems();
    try {
      const after = await firstSlot();
      expect(after.speak).not.toBe(slot.speak);
      expect(after.url).toBeNull(); // never played: the device voice (or the transliteration) speaks instead
      const stale = await list("status=stale");
      expect(stale.body.items.map((i: any) => [i.id, i.clip.stale])).toEqual([[slot.id, true]]);
      expect(stale.body.coverage).toMatchObject({ recorded: 1, stale: 1 });
      expect((await list("status=todo&page_size=200")).body.items.some((i: any) => i.id === slot.id)).toBe(
        true,
      );
      expect((await t.call("GET", "/api/v1/credits/voices")).body.speakers[0].clips).toBe(1);
      const cov = await t.call("GET", "/api/v1/admin/audio/coverage", { token: admin.token });
      const unit = cov.body.levels[0].units[0];
      expect(unit).toMatchObject({
        id: "ab-u01",
        items: unitBefore.items,
        clips: unitBefore.clips,
        fresh: unitBefore.fresh - 1,
      });
      // Recording it again for the new text makes it current.
      expect((await put(slot.id)).status).toBe(200);
      expect((await firstSlot()).url).toMatch(/^\/audio\//);
      expect((await list("status=stale")).body.total).toBe(0);
    } finally {
      target[field] = before;
      resetAudioItems();
    }
    // Back to the old text: the newest clip (recorded for the changed text) is the stale one now.
    expect((await firstSlot()).url).toBeNull();
    expect((await put(slot.id)).status).toBe(200);
  });

  test("an admin flags a clip to record again (it still plays); a teacher may only where the site allows; others are refused", async () => {
    const slot = await firstSlot();
    const flag = (token: string, body: unknown, id = slot.id) =>
      t.call("POST", `/api/v1/admin/audio/${id}/rerecord`, { token, body });
    const r = await flag(admin.token, { flag: true });
    expect([r.status, r.body.rerecord_by]).toEqual([200, expect.stringContaining("@")]);
    expect((await list("status=rerecord")).body.items.map((i: any) => i.id)).toEqual([slot.id]);
    expect((await firstSlot()).url).toMatch(/^\/audio\//);
    expect((await list("status=todo&page_size=200")).body.items.some((i: any) => i.id === slot.id)).toBe(
      true,
    );

    for (const [body, status] of [
      [{ flag: "yes" }, 422],
      [{}, 422],
      [{ flag: true, x: 1 }, 422],
    ] as const)
      expect((await flag(admin.token, body)).status).toBe(status);
    const bad = await t.call("POST", `/api/v1/admin/audio/${slot.id}/rerecord`, {
      token: admin.token,
      raw: "{not json",
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect((await flag(admin.token, { flag: true }, "word.no-such-word")).status).toBe(404);
    expect((await flag(learner.token, { flag: false })).body.error.code).toBe("ADMIN_REQUIRED");
    const refused = await flag(teacher.token, { flag: false });
    expect([refused.status, refused.body.error.code]).toEqual([403, "AUDIO_RECORDING_NOT_ALLOWED"]);
    expect((await list("", teacher.token)).status).toBe(403);
    expect((await put(slot.id, VOICE, teacher.token)).status).toBe(403);

    expect(
      (
        await t.call("PATCH", "/api/v1/admin/site", {
          token: admin.token,
          body: { audio_teachers_record: "maybe" },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await t.call("PATCH", "/api/v1/admin/site", {
          token: admin.token,
          body: { audio_teachers_record: "yes" },
        })
      ).status,
    ).toBe(200);
    expect((await flag(teacher.token, { flag: false })).body.rerecord_by).toBeNull();
    expect((await list("", teacher.token)).body.me).toEqual({ admin: false, teachers_may_record: true });
    expect((await put(slot.id, VOICE, teacher.token)).status).toBe(200);
    expect((await t.call("DELETE", `/api/v1/admin/audio/${slot.id}`, { token: teacher.token })).status).toBe(
      403,
    ); // deleting stays the admin's
    expect((await flag(learner.token, { flag: true })).status).toBe(403);
  });
});

test("/credits names every speaker and licence of the clips that play", async () => {
  const page = await t.call("GET", "/credits");
  expect(page.status).toBe(200);
  expect(page.text.replace(/<!-- -->/g, "")).toContain(
    "<strong>Salma Haddad</strong>, © École Al-Nour (2 recordings)",
  );
});
