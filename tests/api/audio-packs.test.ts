// Voice packs: clips exported on one instance and imported on a fresh one play the same bytes there;
// the import shows its plan first and writes in one step. A tampered pack (a changed clip, an unknown
// item, a stale text, a path out of the archive, a 200 MB file, a zip bomb, a zip) is refused whole and
// nothing is written.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { audioItems } from "../../src/modules/audio/items";
import { clipUrls } from "../../src/modules/audio/service";
import { readTar, writeTarGz } from "../../src/modules/audio/tar";
import { createTestUser, makeTestApp, signIn, type TestApp } from "../support/app";
import { makeWav, soxPresent } from "./audio-fixtures";

let a: TestApp;
let b: TestApp;
let adminA: { token: string };
let adminB: { token: string };
let learnerB: { token: string };
const all = [...audioItems().values()];
const [w1, w2] = all.filter((i) => i.kind === "word").map((i) => i.id);
const l1 = all.find((i) => i.kind === "letter")!.id;
let pack: Uint8Array;

const raw = (
  t: TestApp,
  token: string,
  method: string,
  path: string,
  body?: Uint8Array,
  headers: Record<string, string> = {},
) =>
  t.app.handle(
    new Request(`http://localhost/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/gzip", ...headers },
      body: body as BodyInit,
    }),
  );
const json = async (r: Response) => ({ status: r.status, body: (await r.json()) as any });
const storedOn = (t: TestApp) => readdirSync(join(t.dataDir, "audio")).filter((f) => f !== "tmp");
const entries = (p: Uint8Array) =>
  readTar(p, { maxArchiveBytes: 1e8, maxTotalBytes: 1e8, maxEntryBytes: 1e7, maxEntries: 5000 });
/** The pack rebuilt after `edit` changed its files or manifest. */
function rebuilt(edit: (files: { name: string; data: Uint8Array }[], manifest: any) => void): Uint8Array {
  const files = entries(pack);
  const manifest = JSON.parse(new TextDecoder().decode(files[0].data));
  edit(files, manifest);
  files[0] = { name: "manifest.json", data: new TextEncoder().encode(JSON.stringify(manifest)) };
  return writeTarGz(files);
}

beforeAll(async () => {
  [a, b] = await Promise.all([makeTestApp(), makeTestApp()]);
  adminA = await signIn(a.deps, await createTestUser(a.deps, { isAdmin: true }));
  adminB = await signIn(b.deps, await createTestUser(b.deps, { isAdmin: true }));
  learnerB = await signIn(b.deps, await createTestUser(b.deps));
  for (const id of [w1, w2, l1]) {
    const r = await raw(
      a,
      adminA.token,
      "PUT",
      `/admin/audio/${id}?speaker=Salma%20Haddad&licence=CC%20BY%204.0`,
      makeWav({ toneMs: 400 }),
      { "content-type": "audio/wav" },
    );
    expect(r.status).toBe(200);
  }
  const res = await raw(a, adminA.token, "GET", "/admin/audio/packs/export", undefined, {});
  expect([res.status, res.headers.get("content-type"), res.headers.get("content-disposition")]).toEqual([
    200,
    "application/gzip",
    expect.stringMatching(/attachment; filename="marhaba-voice-pack-\d{4}-\d\d-\d\d\.tar\.gz"/),
  ]);
  pack = new Uint8Array(await res.arrayBuffer());
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe("voice packs", () => {
  test("refused whole, nothing written: a changed clip, an unknown item, a stale text, a bad quality clip, a path out of the archive", async () => {
    const silent = soxPresent() ? new Uint8Array(0) : null;
    const cases: [string, Uint8Array, string][] = [
      ["changed clip", rebuilt((f) => void (f[1].data[f[1].data.length - 5] ^= 0xff)), "failed checksum"],
      [
        "unknown item",
        rebuilt((_f, m) => void (m.clips[0].item_id = "word.not-in-this-course")),
        "unknown item",
      ],
      ["stale text", rebuilt((_f, m) => void (m.clips[1].text_hash = "0".repeat(64))), "stale text"],
      ["missing file", rebuilt((f) => void f.splice(2, 1)), "missing from the archive"],
    ];
    if (silent) {
      const wav = makeWav({ toneMs: 0, silenceMs: 600 });
      const sum = new Bun.CryptoHasher("sha256").update(wav).digest("hex");
      cases.push([
        "silent clip",
        rebuilt((f, m) => {
          f[1] = { name: "clips/" + m.clips[0].item_id + ".wav", data: wav };
          m.clips[0].file = f[1].name;
          m.clips[0].sha256 = sum;
        }),
        "failed quality gate: The clip is silent",
      ]);
    }
    for (const [what, p, reason] of cases) {
      const plan = await json(await raw(b, adminB.token, "POST", "/admin/audio/packs/plan", p));
      expect([what, plan.status, plan.body.ok, plan.body.refuse]).toEqual([what, 200, false, 1]);
      expect(plan.body.entries.find((e: any) => e.action === "refuse").reason).toContain(reason);
      const imp = await json(await raw(b, adminB.token, "POST", "/admin/audio/packs/import", p));
      expect([what, imp.status, imp.body.error.code, Object.values(imp.body.error.fields).join()]).toEqual([
        what,
        422,
        "VOICE_PACK_REFUSED",
        expect.stringContaining(reason),
      ]);
    }
    const archives: [string, Uint8Array, string][] = [
      [
        "path traversal",
        rebuilt((f) => void f.push({ name: "../../evil.mp3", data: new Uint8Array(10) })),
        "not a safe file name",
      ],
      [
        "absolute path",
        rebuilt((f) => void f.push({ name: "/etc/cron.d/x", data: new Uint8Array(10) })),
        "not a safe file name",
      ],
      [
        "extra file",
        rebuilt((f) => void f.push({ name: "clips/word.extra.mp3", data: new Uint8Array(10) })),
        "not in its manifest",
      ],
      ["no manifest", writeTarGz(entries(pack).slice(1)), "no manifest.json"],
      ["a zip", new Uint8Array([0x50, 0x4b, 3, 4, ...new Uint8Array(60)]), "zip file"],
      ["not an archive", new TextEncoder().encode("hello"), "damaged"],
      ["a zip bomb", bomb(100 * 1024 * 1024), "unpacks to more than 60 MB"],
      ["a clip over 2 MB", bomb(3 * 1024 * 1024), "larger than 2048 KB"],
    ];
    for (const [what, p, reason] of archives) {
      for (const step of ["plan", "import"]) {
        const r = await json(await raw(b, adminB.token, "POST", `/admin/audio/packs/${step}`, p));
        expect([what, r.status, r.body.error.code, r.body.error.message]).toEqual([
          what,
          422,
          "VOICE_PACK_REFUSED",
          expect.stringContaining(reason),
        ]);
      }
    }
    const huge = await json(
      await raw(b, adminB.token, "POST", "/admin/audio/packs/import", new Uint8Array(10), {
        "content-length": String(200 * 1024 * 1024),
      }),
    );
    expect([huge.status, huge.body.error.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    expect((await raw(b, learnerB.token, "POST", "/admin/audio/packs/import", pack)).status).toBe(403);
    expect((await raw(b, adminB.token, "POST", "/admin/audio/packs/import", new Uint8Array(0))).status).toBe(
      422,
    );
    expect(storedOn(b)).toEqual([]);
    expect(readdirSync(join(b.dataDir, "audio", "tmp"))).toEqual([]);
    expect(await clipUrls(b.deps, [w1, w2, l1])).toEqual(new Map());
  });

  test("export on one instance, plan then import on a fresh one: the same clips play, with their speaker and licence", async () => {
    const plan = await json(await raw(b, adminB.token, "POST", "/admin/audio/packs/plan", pack));
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ add: 3, replace: 0, refuse: 0, ok: true });
    expect(plan.body.entries.map((e: any) => [e.item_id, e.action, e.speaker, e.licence]).sort()).toEqual(
      [w1, w2, l1].map((id) => [id, "add", "Salma Haddad", "CC BY 4.0"]).sort(),
    );
    expect(storedOn(b)).toEqual([]); // the plan writes nothing
    const imp = await json(await raw(b, adminB.token, "POST", "/admin/audio/packs/import", pack));
    expect([imp.status, imp.body.applied]).toEqual([200, true]);
    const [ua, ub] = [await clipUrls(a.deps, [w1, w2, l1]), await clipUrls(b.deps, [w1, w2, l1])];
    expect(ub.size).toBe(3);
    for (const id of [w1, w2, l1]) {
      const [fa, fb] = await Promise.all([
        a.app.handle(new Request("http://localhost" + ua.get(id))),
        b.app.handle(new Request("http://localhost" + ub.get(id))),
      ]);
      expect(new Uint8Array(await fb.arrayBuffer())).toEqual(new Uint8Array(await fa.arrayBuffer()));
    }
    expect((await b.call("GET", "/api/v1/credits/voices")).body.speakers).toEqual([
      { speaker: "Salma Haddad", licence: "CC BY 4.0", clips: 3 },
    ]);
    const again = await json(await raw(b, adminB.token, "POST", "/admin/audio/packs/plan", pack));
    expect(again.body).toMatchObject({ add: 0, replace: 3, refuse: 0 });
    const level = await raw(a, adminA.token, "GET", "/admin/audio/packs/export?level=no-such-level");
    expect(level.status).toBe(404);
  });
});

/** A tar.gz whose one clip claims (and inflates to) `size` bytes of zeros, from a few KB: gzip members concatenate. */
function bomb(size: number): Uint8Array {
  const header = new Uint8Array(512);
  const put = (at: number, text: string) => header.set(new TextEncoder().encode(text), at);
  put(0, "clips/word.bomb.mp3");
  put(100, "0000644\0");
  put(124, size.toString(8).padStart(11, "0") + "\0");
  put(156, "0");
  put(257, "ustar\0");
  put(148, "        ");
  put(
    148,
    header
      .reduce((s, x) => s + x, 0)
      .toString(8)
      .padStart(6, "0") + "\0 ",
  );
  const mb = gzipSync(new Uint8Array(1024 * 1024), { level: 9 });
  const parts = [gzipSync(header), ...Array.from({ length: Math.ceil(size / (1024 * 1024)) }, () => mb)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
