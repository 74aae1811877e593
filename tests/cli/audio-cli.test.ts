// audio:import and audio:coverage: the real CLI process on a temporary database, importing a studio
// folder of tiny WAVs made here; a running app on the same DATA_DIR then serves the clips.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listAudioItems } from "../../src/modules/content/content";
import { audioCoverage, clipUrls } from "../../src/modules/audio/service";
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
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCliProcess(t.dataDir, args, { env: { USER: "studio", SUDO_USER: "", ...env } });

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

const VOICE = ["--speaker", "Salma Haddad", "--licence", "CC BY 4.0"];

test("a folder's plan names what it adds and refuses (unknown id, not audio); with a refusal nothing is stored and it exits 1", async () => {
  const d = folder("mixed", {
    [`${word1}.wav`]: makeWav(),
    [`${letter}.wav`]: makeWav({ toneMs: 200 }),
    "word.not-in-the-course.wav": makeWav(),
    [`${word2}.mp3`]: "not audio",
    ".DS_Store": "ignored",
  });
  const r = await cli(["audio:import", d, "--dry-run", ...VOICE]);
  expect(r.code).toBe(1);
  expect(r.stdout).toContain(`add      ${word1}  (${word1}.wav, Salma Haddad, CC BY 4.0)`);
  expect(r.stdout).toContain("2 to add, 0 to replace, 2 refused");
  expect(r.stderr).toContain(
    'refuse   word.not-in-the-course  (word.not-in-the-course.wav): unknown item: the course has no "word.not-in-the-course"',
  );
  expect(r.stderr).toContain(
    `refuse   ${word2}  (${word2}.mp3): failed quality gate: This file is not WAV, Ogg, MP3, WebM or MP4 audio.`,
  );
  expect(await clipUrls(t.deps, [word1, letter])).toEqual(new Map());

  const real = await cli(["audio:import", d, ...VOICE]);
  expect(real.code).toBe(1);
  expect(real.stderr).toContain("2 clip(s) refused (see above). Nothing was imported.");
  expect(await clipUrls(t.deps, [word1, letter, word2])).toEqual(new Map());
  expect(readdirSync(join(t.dataDir, "audio")).filter((f) => f !== "tmp")).toEqual([]);
  const bare = await cli(["audio:import", d]);
  expect([bare.code, bare.stderr]).toEqual([
    1,
    expect.stringContaining("A folder needs --speaker and --licence"),
  ]);
});

test("a clean folder imports with exit 0; the app serves the clip; coverage counts it per level and unit; the audit names the operator", async () => {
  const d = folder("clean", {
    [`${syllable}.wav`]: makeWav({ toneMs: 300 }),
    [`${word1}.wav`]: makeWav(),
    [`${letter}.wav`]: makeWav({ toneMs: 200 }),
  });
  const r = await cli(["audio:import", d, ...VOICE]);
  expect([r.code, r.stderr]).toEqual([0, ""]);
  expect(r.stdout).toContain(`add      ${syllable}`);
  expect(r.stdout).toContain("Imported 3 clip(s) from clean.");
  const url = (await clipUrls(t.deps, [syllable])).get(syllable)!;
  const served = await t.call("GET", url);
  expect([served.status, served.headers.get("content-type")]).toEqual([
    200,
    soxPresent() ? "audio/mpeg" : "audio/wav",
  ]); // sox stores WAV as MP3
  const audit = (await t.deps.db.select().from(auditLog)).filter((a) => a.targetId === syllable);
  expect(audit.map((a) => [a.action, a.actorLabel])).toEqual([["audio.save", "cli:studio"]]);

  const cov = await cli(["audio:coverage"]);
  expect(cov.code).toBe(0);
  expect(cov.stdout).toContain(`3 of ${items.length} items have a clip`);
  const figures = await audioCoverage(t.deps);
  const ab = figures.levels[0];
  expect(cov.stdout).toContain(`${ab.name}: ${ab.fresh} of ${ab.items} (`);
  expect(cov.stdout).toContain(`  ${ab.units[0].id.padEnd(10)} ${String(ab.units[0].fresh).padStart(3)} of`);
  const json = JSON.parse((await cli(["audio:coverage", "--json", "--missing"])).stdout);
  expect(json.coverage).toMatchObject({ recorded: 3, total: items.length });
  expect(json.levels).toEqual(figures.levels);
  expect(json.missing).toHaveLength(items.length - 3);
  expect(json.missing).not.toContain(syllable);
});

test("a folder named anyhow comes in through a CSV mapping file → item id", async () => {
  const d = folder("mapped", {
    "take 01.wav": makeWav({ toneMs: 300 }),
    "take 02.wav": makeWav({ toneMs: 350 }),
  });
  const map = join(dir, "map.csv");
  writeFileSync(map, `file,item_id\n"take 01.wav",${word2}\ntake 02.wav,${letter}\n`);
  const r = await cli(["audio:import", d, "--map", map, ...VOICE]);
  expect([r.code, r.stderr]).toEqual([0, ""]);
  expect(r.stdout).toContain(`add      ${word2}  (take 01.wav, Salma Haddad, CC BY 4.0)`);
  expect(r.stdout).toContain(`replace  ${letter}  (take 02.wav`);
  expect([...(await clipUrls(t.deps, [word2, letter])).keys()].sort()).toEqual([letter, word2].sort());
  writeFileSync(map, "file,item_id\nnot-there.wav,word.x\n");
  const missing = await cli(["audio:import", d, "--map", map, ...VOICE]);
  expect([missing.code, missing.stderr.trim()]).toEqual([
    1,
    `The mapping names "not-there.wav", which is not in ${d}.`,
  ]);
  writeFileSync(map, "just one column\n");
  expect((await cli(["audio:import", d, "--map", map, ...VOICE])).code).toBe(1);
});

test("without sox on PATH a clip is stored as it came, and the import says so", async () => {
  const empty = mkdtempSync(join(tmpdir(), "marhaba-nosox-"));
  const d = folder("nosox", { [`${word2}.wav`]: makeWav({ toneMs: 300, silenceMs: 200 }) });
  const r = await cli(["audio:import", d, ...VOICE], { PATH: empty });
  rmSync(empty, { recursive: true, force: true });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(`replace  ${word2}`);
  expect(r.stdout).toContain("sox is not installed");
});

test("bad usage exits 2; a missing folder is refused with 1", async () => {
  expect((await cli(["audio:import"])).code).toBe(2);
  const missing = await cli(["audio:import", join(dir, "nowhere")]);
  expect([missing.code, missing.stderr.trim()]).toEqual([1, `Not found: ${join(dir, "nowhere")}`]);
  expect((await cli(["audio:import", folder("empty", {}), ...VOICE])).code).toBe(1);
});

test("audio:export writes a pack (all, or one level's); audio:import brings it into a fresh instance; a 200 MB file is refused unread", async () => {
  const fresh = await makeTestApp();
  try {
    const file = join(dir, "pack.tar.gz");
    const ex = await cli(["audio:export", file]);
    expect([ex.code, ex.stdout]).toEqual([
      0,
      expect.stringMatching(
        /^Wrote \d+ clip\(s\) to .*pack\.tar\.gz \(\d+ KB\): Salma Haddad \(CC BY 4\.0\)/,
      ),
    ]);
    const level = await cli(["audio:export", "--level", "absolute-beginner", join(dir, "ab.tar.gz")]);
    expect(level.code).toBe(0);
    expect((await cli(["audio:export", "--level", "no-such-level", join(dir, "x.tar.gz")])).code).toBe(1);

    const into = (args: string[]) =>
      runCliProcess(fresh.dataDir, args, { env: { USER: "studio", SUDO_USER: "" } });
    const dry = await into(["audio:import", file, "--dry-run"]);
    expect([dry.code, dry.stdout]).toEqual([0, expect.stringContaining("(dry run: nothing written)")]);
    expect(await clipUrls(fresh.deps, [syllable])).toEqual(new Map());
    const r = await into(["audio:import", file]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const [here, there] = [
      await clipUrls(t.deps, [syllable, word1]),
      await clipUrls(fresh.deps, [syllable, word1]),
    ];
    expect(there).toEqual(here); // the same bytes: the same content-hashed URLs

    const huge = join(dir, "huge.tar.gz");
    writeFileSync(huge, "");
    truncateSync(huge, 200 * 1024 * 1024); // sparse: nothing is really written
    const big = await into(["audio:import", huge]);
    expect([big.code, big.stderr.trim()]).toEqual([
      1,
      "The voice pack is refused: the archive is larger than 50 MB. Nothing was imported.",
    ]);
  } finally {
    await fresh.close();
  }
});
