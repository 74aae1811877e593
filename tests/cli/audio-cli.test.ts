// audio:import and audio:coverage: the real CLI process on a temporary database, importing a studio
// folder of tiny WAVs made here; a running app on the same DATA_DIR then serves the clips.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listAudioItems } from "../../src/modules/courses/content";
import { clipUrls } from "../../src/modules/audio/service";
import { auditLog } from "../../src/db/schema";
import { runCliProcess } from "../support/cli";
import { makeTestApp, type TestApp } from "../support/app";
import { makeWav, soxPresent } from "../api/audio-fixtures";

setDefaultTimeout(60_000);
let t: TestApp;
let dir: string;
const items = listAudioItems();
const [word1, word2] = items.filter((i) => i.kind === "word").map((i) => i.id);
const letter = items.find((i) => i.kind === "letter")!.id;
const syllable = items.find((i) => i.kind === "syllable")!.id;
const cli = (args: string[], env: Record<string, string> = {}) => runCliProcess(t.dataDir, args, { env: { USER: "studio", SUDO_USER: "", ...env } });

beforeAll(async () => {
  t = await makeTestApp();
  dir = mkdtempSync(join(tmpdir(), "marhaba-audio-import-"));
});
afterAll(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

const folder = (name: string, files: Record<string, Uint8Array | string>) => {
  const d = join(dir, name);
  mkdirSync(d);
  for (const [f, data] of Object.entries(files)) writeFileSync(join(d, f), data);
  return d;
};

test("a dry run checks every file, names unknown ids and invalid files, stores nothing, and exits 1", async () => {
  const d = folder("mixed", {
    [`${word1}.wav`]: makeWav(),
    [`${letter}.wav`]: makeWav({ toneMs: 200 }),
    "word.not-in-the-course.wav": makeWav(),
    [`${word2}.mp3`]: "not audio",
    ".DS_Store": "ignored",
  });
  const r = await cli(["audio:import", d, "--dry-run"]);
  expect(r.code).toBe(1);
  expect(r.stdout).toContain(`ok  ${word1}`);
  expect(r.stdout).toContain("2 would be imported, 1 unknown id(s), 1 invalid");
  expect(r.stderr).toContain("unknown id  word.not-in-the-course.wav");
  expect(r.stderr).toContain(`invalid  ${word2}.mp3: This file is not WAV, Ogg, MP3, WebM or MP4 audio.`);
  expect(await clipUrls(t.deps, [word1, letter])).toEqual(new Map());

  const real = await cli(["audio:import", d]);
  expect(real.code).toBe(1); // the good ones are in, the bad ones reported
  expect(real.stdout).toContain("2 imported, 1 unknown id(s), 1 invalid");
  expect([...(await clipUrls(t.deps, [word1, letter, word2])).keys()].sort()).toEqual([letter, word1].sort());
});

test("a clean folder imports with exit 0; the app serves the clip; coverage counts it; the audit names the operator", async () => {
  const d = folder("clean", { [`${syllable}.wav`]: makeWav({ toneMs: 300 }) });
  const r = await cli(["audio:import", d]);
  expect([r.code, r.stderr]).toEqual([0, ""]);
  expect(r.stdout).toContain(`imported  ${syllable}`);
  if (soxPresent()) expect(r.stdout).toContain("trimmed and normalised");
  const url = (await clipUrls(t.deps, [syllable])).get(syllable)!;
  const served = await t.call("GET", url);
  expect([served.status, served.headers.get("content-type")]).toEqual([200, soxPresent() ? "audio/mpeg" : "audio/wav"]); // sox stores WAV as MP3
  const audit = (await t.deps.db.select().from(auditLog)).filter((a) => a.targetId === syllable);
  expect(audit.map((a) => [a.action, a.actorLabel])).toEqual([["audio.save", "cli:studio"]]);

  const cov = await cli(["audio:coverage"]);
  expect(cov.code).toBe(0);
  expect(cov.stdout).toContain(`3 of ${items.length} items have a clip`);
  const json = JSON.parse((await cli(["audio:coverage", "--json", "--missing"])).stdout);
  expect(json.coverage).toMatchObject({ recorded: 3, total: items.length });
  expect(json.missing).toHaveLength(items.length - 3);
  expect(json.missing).not.toContain(syllable);
});

test("without sox on PATH a clip is stored as it came, and the import says so", async () => {
  const empty = mkdtempSync(join(tmpdir(), "marhaba-nosox-"));
  const d = folder("nosox", { [`${word2}.wav`]: makeWav({ toneMs: 300, silenceMs: 200 }) });
  const r = await cli(["audio:import", d], { PATH: empty });
  rmSync(empty, { recursive: true, force: true });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(`imported  ${word2}  (0.70 s`);
  expect(r.stdout).not.toContain("KB, trimmed and normalised)");
  expect(r.stdout).toContain("sox is not installed");
});

test("bad usage exits 2; a missing folder is refused with 1", async () => {
  expect((await cli(["audio:import"])).code).toBe(2);
  const missing = await cli(["audio:import", join(dir, "nowhere")]);
  expect([missing.code, missing.stderr.trim()]).toEqual([1, `Not a folder: ${join(dir, "nowhere")}`]);
  expect((await cli(["audio:import", folder("empty", {})])).code).toBe(1);
});
