// The admin audio API: every course item with its clip or missing, uploads checked by their bytes,
// size and length, replace and delete audited, and the clip served at a content-hashed URL.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { listAudioItems } from "../../src/modules/content/content";
import { clipUrls } from "../../src/modules/audio/service";
import { soxHandles } from "../../src/modules/audio/sox";
import { audioClips, auditLog } from "../../src/db/schema";
import { createTestUser, makeTestApp, signIn, type TestApp } from "../support/app";
import { makeWav, soxPresent } from "./audio-fixtures";

let t: TestApp;
let admin: { token: string };
let learner: { token: string };
const items = listAudioItems();
const word = items.find((i) => i.kind === "word")!.id;
const letter = items.find((i) => i.kind === "letter")!.id;

const put = (
  id: string,
  bytes: Uint8Array | string,
  headers: Record<string, string> = { "content-type": "audio/wav" },
  token = admin.token,
) =>
  t.app.handle(
    new Request(`http://localhost/api/v1/admin/audio/${id}?speaker=Salma%20Haddad&licence=CC%20BY%204.0`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, ...headers },
      body: bytes as BodyInit,
    }),
  );
const json = async (r: Response) => ({ status: r.status, body: (await r.json()) as any });

beforeAll(async () => {
  t = await makeTestApp();
  admin = await signIn(t.deps, await createTestUser(t.deps, { isAdmin: true }));
  learner = await signIn(t.deps, await createTestUser(t.deps));
});
afterAll(() => t.close());

describe("admin audio API", () => {
  test("only admins: signed out 401, a learner 403", async () => {
    expect((await t.call("GET", "/api/v1/admin/audio")).status).toBe(401);
    expect((await t.call("GET", "/api/v1/admin/audio", { token: learner.token })).status).toBe(403);
    const r = await json(await put(word, makeWav(), undefined, learner.token));
    expect([r.status, r.body.error.code]).toEqual([403, "ADMIN_REQUIRED"]);
    expect((await t.call("DELETE", `/api/v1/admin/audio/${word}`, { token: learner.token })).status).toBe(
      403,
    );
  });

  test("lists every course item as missing at first, with coverage and filters", async () => {
    const r = await t.call("GET", "/api/v1/admin/audio?page_size=200", { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.body.coverage).toMatchObject({ recorded: 0, total: items.length });
    expect(items.length).toBeGreaterThan(250); // every letter, syllable, word and phrase of the course
    expect(r.body.total).toBe(items.length);
    expect(r.body.items[0]).toMatchObject({ id: items[0].id, ar: items[0].ar, clip: null });
    expect(r.body.sox).toBe(soxPresent());
    const letters = await t.call("GET", "/api/v1/admin/audio?kind=letter&page_size=200", {
      token: admin.token,
    });
    expect(letters.body.items.every((i: any) => i.kind === "letter")).toBe(true);
    expect(letters.body.total).toBe(items.filter((i) => i.kind === "letter").length);
    const bad = await t.call("GET", "/api/v1/admin/audio?kind=song", { token: admin.token });
    expect([bad.status, Object.keys(bad.body.error.fields)]).toEqual([422, ["kind"]]);
  });

  test("a WAV clip is stored (trimmed, normalised, as MP3 when sox is here), served for a year at its hashed URL", async () => {
    const wav = makeWav({ toneMs: 500, silenceMs: 400 });
    const r = await json(await put(word, wav));
    expect(r.status).toBe(200);
    const clip = r.body.clip;
    const [ext, mime] = soxHandles("mp3") ? ["mp3", "audio/mpeg"] : ["wav", "audio/wav"];
    expect(clip.url).toMatch(new RegExp(`^/audio/${word.replace(".", "\\.")}\\.${ext}\\?v=[0-9a-f]{12}$`));
    expect(clip.mime).toBe(mime);
    if (soxPresent()) {
      expect(clip.processed).toBe(true);
      expect(clip.duration_ms).toBeGreaterThan(450); // the tone stays…
      expect(clip.duration_ms).toBeLessThan(800); // …most of the 800 ms of silence goes
    } else {
      // Without sox the clip is stored as it came, its length read from the WAV header.
      expect([clip.processed, clip.duration_ms, clip.bytes]).toEqual([false, 1300, wav.length]);
    }
    const file = await t.call("GET", clip.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe(mime);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Number(file.headers.get("content-length"))).toBe(clip.bytes);
    // A stale or missing ?v= is served but not kept; a byte range answers 206 (Safari's way).
    expect(
      (await t.call("GET", clip.url.replace(/v=.*/, "v=000000000000"))).headers.get("cache-control"),
    ).toBe("no-cache");
    const part = await t.app.handle(
      new Request("http://localhost" + clip.url, { headers: { range: "bytes=0-3" } }),
    );
    const whole = new Uint8Array(
      await (await t.app.handle(new Request("http://localhost" + clip.url))).arrayBuffer(),
    );
    expect(whole.length).toBe(clip.bytes);
    expect([
      part.status,
      part.headers.get("content-range"),
      [...new Uint8Array(await part.arrayBuffer())],
    ]).toEqual([206, `bytes 0-3/${clip.bytes}`, [...whole.slice(0, 4)]]);
    expect((await t.call("GET", `/audio/${word}.${ext === "mp3" ? "wav" : "mp3"}`)).status).toBe(404);

    expect(await clipUrls(t.deps, [word, letter, "word.nope"])).toEqual(new Map([[word, clip.url]]));
    const list = await t.call("GET", "/api/v1/admin/audio?status=recorded", { token: admin.token });
    expect(list.body.coverage.recorded).toBe(1);
    expect(list.body.items.map((i: any) => [i.id, i.clip.url])).toEqual([[word, clip.url]]);
    const missing = await t.call("GET", "/api/v1/admin/audio?status=missing&page_size=200", {
      token: admin.token,
    });
    expect(missing.body.total).toBe(items.length - 1);
  });

  test("bad type, bad bytes, too big, too long, empty and unknown items are refused in the envelope", async () => {
    const type = await json(await put(letter, makeWav(), { "content-type": "image/png" }));
    expect([type.status, type.body.error.code]).toEqual([415, "UNSUPPORTED_AUDIO"]);
    const magic = await json(
      await put(letter, "this is not audio at all, just text", { "content-type": "audio/wav" }),
    );
    expect([magic.status, magic.body.error.code]).toEqual([415, "UNSUPPORTED_AUDIO"]);
    const header = makeWav().slice(0, 30); // RIFF/WAVE but no data chunk
    expect((await put(letter, header)).status).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(makeWav().slice(0, 44));
    const over = await json(await put(letter, big));
    expect([over.status, over.body.error.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    const long = await json(await put(letter, makeWav({ toneMs: 10_500, silenceMs: 100 })));
    expect([long.status, long.body.error.code]).toEqual([422, "AUDIO_TOO_LONG"]);
    expect(long.body.error.fields.body).toContain("at most 4 seconds");
    const longer = await json(await put(letter, makeWav({ toneMs: 15_500, silenceMs: 100 })));
    expect([longer.status, longer.body.error.fields.body]).toEqual([
      422,
      expect.stringContaining("at most 15 seconds"),
    ]);
    expect((await put(letter, new Uint8Array(0))).status).toBe(422);
    const unknown = await json(await put("word.no-such-word", makeWav()));
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "AUDIO_ITEM_NOT_FOUND"]);
    expect((await put("../../etc", makeWav())).status).toBe(404);
    expect((await put("Not An Id", makeWav())).status).toBe(422);
    const list = await t.call("GET", "/api/v1/admin/audio?status=recorded", { token: admin.token });
    expect(list.body.coverage.recorded).toBe(1); // nothing was stored
  });

  test("a WebM recording is refused when sox cannot check it, else measured by the recorder's figure", async () => {
    const webm = new Uint8Array(2048);
    webm.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]);
    if (soxPresent()) {
      const r = await json(
        await put(letter, webm, { "content-type": "audio/webm;codecs=opus", "x-clip-duration-ms": "1200" }),
      );
      expect([r.status, r.body.error.code, r.body.error.message]).toEqual([
        415,
        "UNSUPPORTED_AUDIO",
        expect.stringContaining("cannot be checked"),
      ]);
      return;
    }
    const r = await json(
      await put(letter, webm, { "content-type": "audio/webm;codecs=opus", "x-clip-duration-ms": "1200" }),
    );
    expect(r.status).toBe(200);
    expect(r.body.clip).toMatchObject({
      mime: "audio/webm",
      duration_ms: 1200,
      processed: false,
      bytes: 2048,
    });
    const long = await put(letter, webm, { "content-type": "audio/webm", "x-clip-duration-ms": "12000" });
    expect(long.status).toBe(422);
    const unmeasured = new Uint8Array(500 * 1024);
    unmeasured.set(webm.slice(0, 12));
    const big = await json(await put(letter, unmeasured, { "content-type": "audio/webm" }));
    expect([big.status, big.body.error.fields.body]).toEqual([
      422,
      expect.stringContaining("cannot be measured"),
    ]);
  });

  test("a new recording replaces the old one (new URL, old file gone); delete removes it; both audited", async () => {
    const before = (await json(await put(word, makeWav({ toneMs: 300 })))).body.clip;
    const after = (await json(await put(word, makeWav({ toneMs: 700 })))).body.clip;
    expect(after.url).not.toBe(before.url);
    const files = readdirSync(join(t.dataDir, "audio")).filter((f) => f.startsWith(word + "."));
    expect(files).toHaveLength(1);
    expect((await t.call("GET", after.url)).status).toBe(200);

    const del = await t.call("DELETE", `/api/v1/admin/audio/${word}`, { token: admin.token });
    expect([del.status, del.body]).toEqual([200, { item_id: word, deleted: true }]);
    expect((await t.call("GET", after.url)).status).toBe(404);
    expect(readdirSync(join(t.dataDir, "audio")).filter((f) => f.startsWith(word + "."))).toHaveLength(0);
    const again = await t.call("DELETE", `/api/v1/admin/audio/${word}`, { token: admin.token });
    expect([again.status, again.body.error.code]).toEqual([404, "AUDIO_CLIP_NOT_FOUND"]);
    expect(await clipUrls(t.deps, [word])).toEqual(new Map());

    const audit = (await t.deps.db.select().from(auditLog)).filter(
      (a) => a.targetType === "audio" && a.targetId === word,
    );
    expect(audit.map((a) => a.action)).toEqual(["audio.save", "audio.save", "audio.save", "audio.delete"]);
    expect(audit[2].before).toMatchObject({ file: expect.stringContaining(word) });
    expect(audit.every((a) => a.actorLabel.includes("@"))).toBe(true);
  });

  test("a clip whose item the course dropped is listed as an orphan and can be deleted", async () => {
    await t.deps.db.insert(audioClips).values({
      itemId: "word.dropped",
      fileName: "word.dropped.000000000000.wav",
      mime: "audio/wav",
      bytes: 10,
      durationMs: 500,
      sha256: "0".repeat(64),
      processed: false,
      uploadedBy: "cli:studio",
    });
    const list = await t.call("GET", "/api/v1/admin/audio", { token: admin.token });
    expect(list.body.orphans).toEqual(["word.dropped"]);
    expect(list.body.coverage.total).toBe(items.length);
    expect((await t.call("DELETE", "/api/v1/admin/audio/word.dropped", { token: admin.token })).status).toBe(
      200,
    );
    expect((await t.call("GET", "/api/v1/admin/audio", { token: admin.token })).body.orphans).toEqual([]);
  });
});
