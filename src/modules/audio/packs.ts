// Voice packs: a set of clips as one archive (tar.gz) with a manifest (item id, text hash, speaker,
// licence, checksum), so a school that recorded the course can give its voice to another instance.
// Import is planned first (what would be added, replaced or refused, and why), and carried out only when
// nothing is refused, in one transaction: a failed import changes nothing. A folder of recordings named
// anyhow comes in the same way, through a CSV that maps each file to an item id.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Deps } from "../../deps";
import { audioClips } from "../../db/schema";
import { ApiError, issueFields } from "../../lib/errors";
import type { Actor } from "../audit/service";
import { loadContent } from "../content/content";
import { audioItems, lessonItems } from "./items";
import { AUDIO_MAX_BYTES, PACK_MAX_BYTES, PACK_MAX_FILES, PACK_MAX_UNPACKED_BYTES } from "./limits";
import { audioDir, isFresh, prepareClip, storeClips, type ClipToStore, type Voice } from "./service";
import { PackError, readTar, writeTarGz } from "./tar";
import { VoiceFields } from "./voice";
import type { ImportPlan as ImportPlanReply } from "./model";

export const PACK_FORMAT = "marhaba-voice-pack";
const MANIFEST = "manifest.json";
const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

const ManifestClip = z.strictObject({
  item_id: z.string().regex(/^[a-z]+\.[a-z0-9._-]{1,120}$/, "an audio item id"),
  file: z.string().regex(/^clips\/[a-z0-9._-]{1,140}\.(mp3|ogg|wav)$/, "clips/<item id>.<mp3|ogg|wav>"),
  text_hash: z.string().regex(/^[0-9a-f]{64}$/, "a sha256"),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "a sha256"),
  ...VoiceFields,
  recorded_at: z.string().max(40).optional(),
});
const Manifest = z.strictObject({
  format: z.literal(PACK_FORMAT, { error: `format must be "${PACK_FORMAT}"` }),
  version: z.literal(1, { error: "version must be 1" }),
  created_at: z.string().max(40),
  level: z.string().max(60).nullable(),
  clips: z.array(ManifestClip).max(PACK_MAX_FILES),
});
export type PackManifest = z.infer<typeof Manifest>;

const packError = (message: string) =>
  new ApiError(422, "VOICE_PACK_REFUSED", `The voice pack is refused: ${message}. Nothing was imported.`, {
    body: message,
  });

/** The current clips (all, or those a level's lessons use) as a voice pack. Stale clips are left out. */
export async function exportPack(
  deps: Deps,
  opts: { level?: string } = {},
): Promise<{ bytes: Uint8Array; manifest: PackManifest }> {
  let wanted: Set<string> | null = null;
  if (opts.level) {
    const content = loadContent();
    if (!content.levels.some((l) => l.meta.id === opts.level))
      throw new ApiError(404, "LEVEL_NOT_FOUND", `No level "${opts.level}" in the course.`);
    wanted = new Set(
      content.lessons
        .filter((l) => l.levelId === opts.level)
        .flatMap((l) => lessonItems().get(l.lesson.id) ?? []),
    );
  }
  const rows = (await deps.db.select().from(audioClips)).filter(
    (r) => isFresh(r) && (!wanted || wanted.has(r.itemId)),
  );
  const order = [...audioItems().keys()];
  rows.sort((a, b) => order.indexOf(a.itemId) - order.indexOf(b.itemId));
  const entries: { name: string; data: Uint8Array }[] = [];
  const clips: PackManifest["clips"] = [];
  for (const r of rows) {
    const data = new Uint8Array(await Bun.file(`${audioDir(deps)}/${r.fileName}`).arrayBuffer());
    const file = `clips/${r.itemId}.${r.fileName.split(".").pop()}`;
    entries.push({ name: file, data });
    clips.push({
      item_id: r.itemId,
      file,
      text_hash: r.textHash ?? audioItems().get(r.itemId)!.text_hash,
      sha256: sha256(data),
      speaker: r.speaker || "Unknown",
      licence: r.licence || "Unknown",
      recorded_at: r.createdAt.toISOString(),
    });
  }
  const manifest: PackManifest = {
    format: PACK_FORMAT,
    version: 1,
    created_at: deps.clock.now().toISOString(),
    level: opts.level ?? null,
    clips,
  };
  entries.unshift({ name: MANIFEST, data: new TextEncoder().encode(JSON.stringify(manifest, null, 2)) });
  return { bytes: writeTarGz(entries, Math.floor(deps.clock.now().getTime() / 1000)), manifest };
}

/** One clip of an import: what would happen to it and why. */
/** What importing a pack would do with each of its clips, and the totals (the routes' ImportPlan without `applied`). */
export type ImportPlan = Omit<z.infer<typeof ImportPlanReply>, "applied">;
export type PlanEntry = ImportPlan["entries"][number];

export type Candidate = {
  file: string;
  itemId: string | null;
  bytes: Uint8Array;
  voice: Voice;
  textHash: string | null;
  sha256: string | null;
};

/** Reads a voice pack into candidates; a pack that is not well-formed is refused whole (PackError → 422). */
export function readPack(archive: Uint8Array): Candidate[] {
  let files: { name: string; data: Uint8Array }[];
  try {
    files = readTar(archive, {
      maxArchiveBytes: PACK_MAX_BYTES,
      maxTotalBytes: PACK_MAX_UNPACKED_BYTES,
      maxEntryBytes: AUDIO_MAX_BYTES,
      maxEntries: PACK_MAX_FILES + 1,
    });
  } catch (e) {
    if (e instanceof PackError) throw packError(e.message);
    throw e;
  }
  const byName = new Map(files.map((f) => [f.name, f.data]));
  const raw = byName.get(MANIFEST);
  if (!raw) throw packError("it has no manifest.json");
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    throw packError("its manifest.json is not JSON");
  }
  const m = Manifest.safeParse(parsed);
  if (!m.success)
    throw packError(
      `its manifest.json is not a voice pack's (${Object.entries(issueFields(m.error.issues))
        .slice(0, 3)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ")})`,
    );
  const listed = new Set(m.data.clips.map((c) => c.file));
  if (listed.size !== m.data.clips.length) throw packError("its manifest lists a file twice");
  const extra = files.find((f) => f.name !== MANIFEST && !listed.has(f.name));
  if (extra) throw packError(`"${extra.name}" is in the archive but not in its manifest`);
  return m.data.clips.map((c) => ({
    file: c.file,
    itemId: c.item_id,
    bytes: byName.get(c.file) ?? new Uint8Array(0),
    voice: { speaker: c.speaker, licence: c.licence },
    textHash: c.text_hash,
    sha256: c.sha256,
  }));
}

/** Checks every candidate (item, text, checksum, quality gates) and processes the good ones, writing nothing.
 * Call `discard()` on the result when done. */
export async function planImport(
  deps: Deps,
  candidates: Candidate[],
): Promise<ImportPlan & { prepared: ClipToStore[]; discard: () => void }> {
  const prepared: ClipToStore[] = [];
  const entries: PlanEntry[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    const base = {
      item_id: c.itemId ?? "",
      file: c.file,
      speaker: c.voice.speaker,
      licence: c.voice.licence,
    };
    const item = c.itemId ? audioItems().get(c.itemId) : undefined;
    let reason: string | null = null;
    if (!c.itemId) reason = "no item id for this file";
    else if (!item) reason = `unknown item: the course has no "${c.itemId}"`;
    else if (seen.has(c.itemId)) reason = "the same item twice";
    else if (c.sha256 !== null && (!c.bytes.length || sha256(c.bytes) !== c.sha256))
      reason = c.bytes.length
        ? "failed checksum: the file is not the one the manifest names"
        : "the file is missing from the archive";
    else if (c.textHash !== null && c.textHash !== item.text_hash)
      reason = "stale text: recorded for a different text than the course's now";
    if (c.itemId) seen.add(c.itemId);
    if (!reason) {
      try {
        const p = await prepareClip(deps, c.itemId!, { bytes: c.bytes, keepIfNormalised: c.sha256 !== null });
        prepared.push({ ...p, ...c.voice, textHash: item!.text_hash });
      } catch (e) {
        reason = `failed quality gate: ${e instanceof ApiError ? e.message : String(e)}`;
      }
    }
    entries.push({ ...base, action: reason ? "refuse" : "add", reason });
  }
  const existing = new Set(
    (await deps.db.select({ id: audioClips.itemId }).from(audioClips)).map((r) => r.id),
  );
  for (const e of entries) if (e.action === "add" && existing.has(e.item_id)) e.action = "replace";
  const count = (a: PlanEntry["action"]) => entries.filter((e) => e.action === a).length;
  const refuse = count("refuse");
  return {
    entries,
    add: count("add"),
    replace: count("replace"),
    refuse,
    ok: refuse === 0 && entries.length > 0,
    prepared,
    discard: () => prepared.forEach((p) => p.discard()),
  };
}

/** Plans, and when nothing is refused stores every clip in one transaction. */
export async function runImport(
  deps: Deps,
  actor: Actor,
  candidates: Candidate[],
  opts: { apply: boolean },
): Promise<ImportPlan & { applied: boolean }> {
  const plan = await planImport(deps, candidates);
  try {
    const { prepared: _p, discard: _d, ...shown } = plan;
    if (!opts.apply || !plan.ok) return { ...shown, applied: false };
    await storeClips(deps, actor, plan.prepared);
    return { ...shown, applied: true };
  } finally {
    plan.discard();
  }
}

/** `file,item_id` lines (a header row is allowed; quotes as in RFC 4180) → file name → item id. */
export function parseMapping(csv: string): Map<string, string> {
  const out = new Map<string, string>();
  const lines = csv
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "");
  for (const [n, line] of lines.entries()) {
    const cells: string[] = [];
    const re = /\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/g;
    let m: RegExpExecArray | null;
    while (cells.length < 3 && (m = re.exec(line)) && m[0] !== "")
      cells.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2].trim());
    if (cells.length < 2)
      throw new ApiError(422, "VALIDATION", `Line ${n + 1} of the mapping needs two columns: file,item_id`, {
        mapping: `line ${n + 1}`,
      });
    const [file, id] = cells;
    if (n === 0 && /^file/i.test(file) && /item/i.test(id)) continue; // the header
    if (out.has(file))
      throw new ApiError(422, "VALIDATION", `Line ${n + 1}: "${file}" is mapped twice`, {
        mapping: `line ${n + 1}`,
      });
    out.set(file, id);
  }
  return out;
}
