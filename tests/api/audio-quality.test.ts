// Quality gates on every clip, each bad file made with sox in the test: silence only, too quiet,
// clipped, too long for its kind (letter/syllable/word 4 s, phrase 8 s of sound), wrong type. Each is
// refused in the error envelope naming the problem, and nothing is stored. A good clip is stored trimmed,
// mono, at one loudness, its peak below -1 dBFS, as 64 kbit/s MP3.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listAudioItems } from "../../src/modules/content/content";
import { soxStats } from "../../src/modules/audio/sox";
import { PEAK_MAX_DB, TARGET_RMS_DB } from "../../src/modules/audio/quality";
import { createTestUser, makeTestApp, signIn, type TestApp } from "../support/app";
import { soxPresent } from "./audio-fixtures";

const items = listAudioItems();
const letter = items.find((i) => i.kind === "letter")!.id;
const word = items.find((i) => i.kind === "word")!.id;
const phrase = items.find((i) => i.kind === "phrase")!.id;
const work = mkdtempSync(join(tmpdir(), "mh-quality-"));

/** A WAV made by sox: `sox -n -r 44100 -c CH out.wav <effects…>`. */
async function soxWav(name: string, effects: string[], channels = 1): Promise<Uint8Array> {
  const out = join(work, `${name}.wav`);
  const p = Bun.spawnSync(["sox", "-n", "-r", "44100", "-c", String(channels), "-b", "16", out, ...effects], {
    stderr: "pipe",
  });
  if (p.exitCode !== 0) throw new Error(p.stderr.toString());
  return new Uint8Array(await Bun.file(out).arrayBuffer());
}
/** A spoken-like sound: a tone of `seconds` between 0.3 s of silence, at `gainDb`. */
const voice = (name: string, seconds: number, gainDb: number, channels = 1) =>
  soxWav(
    name,
    [
      "synth",
      String(seconds),
      "sine",
      "220",
      "sine",
      "330",
      "remix",
      "-",
      "gain",
      String(gainDb),
      "pad",
      "0.3",
      "0.3",
      ...(channels === 2 ? ["channels", "2"] : []),
    ],
    channels,
  );

let t: TestApp;
let admin: { token: string };
const put = async (id: string, bytes: Uint8Array, type = "audio/wav") => {
  const r = await t.app.handle(
    new Request(`http://localhost/api/v1/admin/audio/${id}?speaker=Salma%20Haddad&licence=CC%20BY%204.0`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": type },
      body: bytes as BodyInit,
    }),
  );
  return { status: r.status, body: (await r.json()) as any };
};
const stored = () => readdirSync(join(t.dataDir, "audio")).filter((f) => f !== "tmp");

beforeAll(async () => {
  t = await makeTestApp();
  admin = await signIn(t.deps, await createTestUser(t.deps, { isAdmin: true }));
});
afterAll(() => {
  t.close();
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!soxPresent())("quality gates (sox)", () => {
  test("each bad clip is refused naming its problem; nothing is stored", async () => {
    const cases: [string, Promise<Uint8Array>, string, number, string, string][] = [
      ["silence only", soxWav("silence", ["trim", "0", "1.5"]), letter, 422, "AUDIO_SILENT", "silent"],
      [
        "hiss only",
        soxWav("hiss", ["synth", "1.5", "whitenoise", "gain", "-70"]),
        letter,
        422,
        "AUDIO_SILENT",
        "silent",
      ],
      ["too quiet", voice("quiet", 0.8, -48), letter, 422, "AUDIO_TOO_QUIET", "too quiet"],
      ["clipped", voice("clipped", 0.8, 12), word, 422, "AUDIO_CLIPPED", "clipped"],
      [
        "a word of 5 s",
        voice("long-word", 5, -12),
        word,
        422,
        "AUDIO_TOO_LONG",
        "A word may last at most 4 seconds",
      ],
      [
        "a phrase of 9 s",
        voice("long-phrase", 9, -12),
        phrase,
        422,
        "AUDIO_TOO_LONG",
        "A phrase may last at most 8 seconds",
      ],
    ];
    for (const [what, file, item, status, code, words] of cases) {
      const r = await put(item, await file);
      expect([what, r.status, r.body.error.code, r.body.error.message]).toEqual([
        what,
        status,
        code,
        expect.stringContaining(words),
      ]);
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    const type = await put(letter, png, "image/png");
    expect([type.status, type.body.error.code]).toEqual([415, "UNSUPPORTED_AUDIO"]);
    const named = await put(letter, png, "audio/wav"); // an audio type declared, other bytes sent
    expect([named.status, named.body.error.code]).toEqual([415, "UNSUPPORTED_AUDIO"]);
    expect(stored()).toEqual([]);
    expect(readdirSync(join(t.dataDir, "audio", "tmp"))).toEqual([]);
    expect(
      (await t.call("GET", "/api/v1/admin/audio?status=recorded", { token: admin.token })).body.total,
    ).toBe(0);
  });

  test("a phrase of 6 s passes; a loud stereo word and a faint one are stored alike: trimmed, mono MP3, one loudness, peak below -1 dBFS", async () => {
    expect((await put(phrase, await voice("phrase", 6, -12))).status).toBe(200);
    const loud = await put(word, await voice("loud", 0.8, -2, 2));
    expect(loud.status).toBe(200);
    const faint = await put(letter, await voice("faint", 0.6, -28));
    expect(faint.status).toBe(200);
    for (const clip of [loud.body.clip, faint.body.clip]) {
      expect(clip).toMatchObject({ mime: "audio/mpeg", processed: true });
      const file = join(work, `stored-${clip.duration_ms}.mp3`);
      await Bun.write(
        file,
        await (await t.app.handle(new Request("http://localhost" + clip.url))).arrayBuffer(),
      );
      const info = Bun.spawnSync(["sox", "--i", file]).stdout.toString();
      expect(info).toMatch(/Channels\s*:\s*1/);
      expect(info).toMatch(/Sample Rate\s*:\s*44100/);
      expect(info).toMatch(/Bit Rate\s*:\s*64(\.0)?k/);
      const s = (await soxStats(file))!;
      expect(s.peakDb).toBeLessThan(PEAK_MAX_DB);
      expect(Math.abs(s.rmsDb - TARGET_RMS_DB)).toBeLessThan(1.5); // the same loudness, whatever came in
      expect(s.lengthMs).toBeLessThan(1000); // the 0.6 s of silence around it is gone
    }
  });
});
