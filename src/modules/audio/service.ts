// Recorded clips, one per audio item of the course (letter.ba, word.bab, syllable.ba-fatha…).
// A clip is checked (type by its bytes, size, length), trimmed and normalised by sox when it is
// installed, stored as DATA_DIR/audio/<item>.<hash>.<ext> and served at a content-hashed URL.
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { audioClips } from "../../db/schema";
import { ApiError, notFound, validationError } from "../../lib/errors";
import { recordAudit, type Actor } from "../audit/service";
import { loadContent } from "../content/content";
import { inLang, type Lang } from "../content/contentIds";
import { audioItems, lessonItems, type StudioItem } from "./items";
import { ACCEPTED_TYPES, FORMATS, sniffAudio, wavDurationMs, type AudioFormat } from "./formats";
import { AUDIO_MAX_BYTES, AUDIO_MAX_MS, AUDIO_UNMEASURED_MAX_BYTES } from "./limits";
import { checkLength, checkLevels, isNormalised, normalisingGain } from "./quality";
import { soxCommand, soxDurationMs, soxEncode, soxFormatOk, soxHandles, soxStats, soxTrim } from "./sox";
import { AUDIO_KINDS, CLIP_STATUSES, type AudioCoverage, type ClipInfo } from "./model";

type ClipRow = typeof audioClips.$inferSelect;

export type { ClipInfo };
export type AudioKind = StudioItem["kind"];
export { AUDIO_KINDS };
export { audioItems };

/** Whether a clip says its item's current text (a clip from before texts were tracked counts as current). */
export const isFresh = (c: Pick<ClipRow, "itemId" | "textHash">) => {
  const item = audioItems().get(c.itemId);
  return !!item && (c.textHash === null || c.textHash === item.text_hash);
};

export const audioDir = (deps: Deps) => join(deps.config.dataDir, "audio");
/** Every processed clip is stored as MP3 (64 kbit/s, mono, 44.1 kHz) when this sox writes MP3, else Ogg Vorbis,
 * else WAV; null without sox (clips are then stored as they came). */
const STORED_FORMAT = (): AudioFormat | null =>
  !soxCommand() ? null : soxHandles("mp3") ? FORMATS.mp3 : soxHandles("ogg") ? FORMATS.ogg : FORMATS.wav;
const extOf = (mime: string) => Object.values(FORMATS).find((f) => f.mime === mime)?.ext ?? "bin";

/** `/audio/<item>.<ext>?v=<hash>`: a new recording gets a new URL, so the old one may be cached for a year. */
export const clipUrl = (c: Pick<ClipRow, "itemId" | "mime" | "sha256">) =>
  `/audio/${c.itemId}.${extOf(c.mime)}?v=${c.sha256.slice(0, 12)}`;

const info = (c: ClipRow): ClipInfo => ({
  url: clipUrl(c),
  mime: c.mime,
  bytes: c.bytes,
  duration_ms: c.durationMs,
  processed: c.processed,
  uploaded_by: c.uploadedBy,
  created_at: c.createdAt.toISOString(),
  speaker: c.speaker,
  licence: c.licence,
  stale: !isFresh(c),
  rerecord_by: c.rerecordBy,
});

/** ids with a current clip → their URL (what AudioSlot.url carries). Unknown, unrecorded and stale ids are left
 * out: a clip that says an item's old text is never played. */
export async function clipUrls(deps: Deps, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await deps.db
      .select({
        itemId: audioClips.itemId,
        mime: audioClips.mime,
        sha256: audioClips.sha256,
        textHash: audioClips.textHash,
      })
      .from(audioClips)
      .where(inArray(audioClips.itemId, unique.slice(i, i + 500)));
    for (const r of rows) if (isFresh(r)) out.set(r.itemId, clipUrl(r));
  }
  return out;
}

/** Whose voice a clip is and under which licence (credited on /credits, carried in voice packs). */
export type Voice = { speaker: string; licence: string };

export type SaveInput = {
  bytes: Uint8Array;
  /** The declared content type, when there is one (the bytes decide the format). */
  contentType?: string | null;
  /** The length the recorder measured: trusted only when neither sox nor the WAV header can tell. */
  clientDurationMs?: number | null;
  /** Keep the bytes as they are when the clip is already in the stored format and loudness (voice packs). */
  keepIfNormalised?: boolean;
};

const unsupported = (message: string) => new ApiError(415, "UNSUPPORTED_AUDIO", message);
const tooLarge = (max: number) =>
  new ApiError(413, "PAYLOAD_TOO_LARGE", `A clip may be at most ${(max / 1024 / 1024).toFixed(1)} MB.`);

/** A clip checked and processed, waiting in DATA_DIR/audio/tmp to be stored (or thrown away). */
export type PreparedClip = {
  itemId: string;
  file: string;
  format: AudioFormat;
  data: Uint8Array;
  sha256: string;
  durationMs: number | null;
  processed: boolean;
  /** Removes the temporary files (call it whether or not the clip was stored). */
  discard: () => void;
};

/** Checks a clip (type by its bytes, size, level, length for its kind) and, with sox, trims it and brings it
 * to the one loudness and format. Refusals are ApiErrors naming the problem; nothing is stored. */
export async function prepareClip(deps: Deps, itemId: string, input: SaveInput): Promise<PreparedClip> {
  const item = audioItems().get(itemId);
  if (!item) throw notFound(`No audio item "${itemId}" in the course.`, "AUDIO_ITEM_NOT_FOUND");
  const { bytes } = input;
  if (bytes.length > AUDIO_MAX_BYTES) throw tooLarge(AUDIO_MAX_BYTES);
  if (!bytes.length) throw validationError({ body: "The clip is empty." });
  const declared = input.contentType?.split(";")[0].trim().toLowerCase();
  if (declared && !ACCEPTED_TYPES.has(declared))
    throw unsupported(`${declared} is not an audio type we take: send WAV, Ogg, MP3, WebM or MP4 audio.`);
  const format = sniffAudio(bytes);
  if (!format) throw unsupported("This file is not WAV, Ogg, MP3, WebM or MP4 audio.");
  // With sox, every clip is checked and normalised, so a format sox cannot read is refused.
  if (soxCommand() && !soxHandles(format.ext))
    throw unsupported(`A ${format.ext} file cannot be checked here: send WAV, MP3 or Ogg audio.`);

  const tmp = join(audioDir(deps), "tmp");
  mkdirSync(tmp, { recursive: true });
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const raw = join(tmp, `${stamp}-in.${format.ext}`);
  const trimmed = join(tmp, `${stamp}-trim.wav`);
  const out = STORED_FORMAT() ?? format;
  const processedFile = join(tmp, `${stamp}-out.${out.ext}`);
  const discard = () => [raw, trimmed, processedFile].forEach((f) => rmSync(f, { force: true }));
  try {
    await Bun.write(raw, bytes);
    const durationMs = await measure(raw, format, bytes, input.clientDurationMs ?? null);
    if (durationMs === null && bytes.length > AUDIO_UNMEASURED_MAX_BYTES) {
      throw validationError({
        body: `The length of this ${format.ext} clip cannot be measured here, so it may be at most ${AUDIO_UNMEASURED_MAX_BYTES / 1024} KB.`,
      });
    }
    if (durationMs !== null && durationMs > AUDIO_MAX_MS)
      throw validationError({
        body: `A recording may last at most ${AUDIO_MAX_MS / 1000} seconds (this one: ${(durationMs / 1000).toFixed(1)} s).`,
      });
    if (durationMs !== null && durationMs < 50)
      throw new ApiError(422, "AUDIO_SILENT", "The clip has no sound in it.", {
        body: "The clip has no sound in it.",
      });

    let file = raw;
    let stored = format;
    let finalMs = durationMs;
    let processed = false;
    if (soxCommand()) {
      const before = await soxStats(raw);
      if (!before) throw unsupported(`This ${format.ext} file cannot be read as audio.`);
      const level = checkLevels(before);
      if (level) throw level;
      const problem = (await soxTrim(raw, trimmed)) ?? null;
      const after = problem ? null : await soxStats(trimmed);
      if (!after)
        throw new ApiError(422, "AUDIO_SILENT", "Nothing was left after trimming the silence.", {
          body: "Nothing was left after trimming the silence.",
        });
      const long = checkLength(item.kind, after.lengthMs);
      if (long) throw long;
      if (
        input.keepIfNormalised &&
        format.ext === out.ext &&
        (await soxFormatOk(raw)) &&
        isNormalised(before)
      ) {
        // A clip processed here before (a voice pack's): kept byte for byte, so it plays the same everywhere.
        finalMs = before.lengthMs;
      } else {
        const failed = await soxEncode(trimmed, processedFile, normalisingGain(after));
        if (failed) throw unsupported(`This clip could not be processed: ${failed}`);
        file = processedFile;
        stored = out;
        finalMs = (await soxDurationMs(processedFile)) ?? after.lengthMs;
      }
      processed = true;
    } else if (durationMs !== null) {
      const long = checkLength(item.kind, durationMs);
      if (long) throw long;
    }
    const data = new Uint8Array(await Bun.file(file).arrayBuffer());
    const sha256 = createHash("sha256").update(data).digest("hex");
    return { itemId, file, format: stored, data, sha256, durationMs: finalMs, processed, discard };
  } catch (e) {
    discard();
    throw e;
  }
}

/** Checks, processes and stores a clip for an item, replacing its previous clip. */
export async function saveClip(
  deps: Deps,
  actor: Actor,
  itemId: string,
  input: SaveInput & Voice,
  opts: { dryRun?: boolean } = {},
): Promise<{ item_id: string; clip: ClipInfo; sox: boolean }> {
  const p = await prepareClip(deps, itemId, input);
  try {
    const row = rowOf(deps, actor, { ...p, speaker: input.speaker, licence: input.licence, textHash: null });
    // A dry run (cli audio:import --dry-run) checks and processes, and keeps nothing.
    if (opts.dryRun) return { item_id: itemId, clip: info({ id: 0, ...row }), sox: !!soxCommand() };
    await storeClips(deps, actor, [{ ...p, speaker: input.speaker, licence: input.licence, textHash: null }]);
    const [saved] = await deps.db.select().from(audioClips).where(eq(audioClips.itemId, itemId)).limit(1);
    return { item_id: itemId, clip: info(saved!), sox: !!soxCommand() };
  } finally {
    p.discard();
  }
}

/** A prepared clip with its voice and, for an imported one, the text hash its pack says it was recorded for
 * (null: recorded now, for the item's current text). */
export type ClipToStore = PreparedClip & Voice & { textHash: string | null };

const rowOf = (deps: Deps, actor: Actor, p: ClipToStore) => ({
  itemId: p.itemId,
  fileName: `${p.itemId}.${p.sha256.slice(0, 12)}.${p.format.ext}`,
  mime: p.format.mime,
  bytes: p.data.length,
  durationMs: p.durationMs,
  sha256: p.sha256,
  processed: p.processed,
  uploadedBy: actor.label.slice(0, 200),
  createdAt: deps.clock.now(),
  speaker: p.speaker,
  licence: p.licence,
  textHash: p.textHash ?? audioItems().get(p.itemId)!.text_hash,
  rerecordBy: null,
});

/** Stores prepared clips in one transaction (each replacing its item's clip, audited); the files are written
 * first under their content-hashed names, and the replaced files are removed only after the commit. */
export async function storeClips(deps: Deps, actor: Actor, clips: ClipToStore[]): Promise<void> {
  const dir = audioDir(deps);
  const rows = clips.map((p) => rowOf(deps, actor, p));
  const written: string[] = [];
  try {
    for (const [i, p] of clips.entries()) {
      const target = join(dir, rows[i].fileName);
      await Bun.write(target, p.data);
      written.push(target);
    }
    const replaced = await transact(deps.db, async (tx) => {
      const old: string[] = [];
      for (const row of rows) {
        const [before] = await tx.select().from(audioClips).where(eq(audioClips.itemId, row.itemId)).limit(1);
        await tx.insert(audioClips).values(row).onConflictDoUpdate({ target: audioClips.itemId, set: row });
        await recordAudit(deps, tx, actor, {
          action: "audio.save",
          targetType: "audio",
          targetId: row.itemId,
          before: before ? summary(before) : null,
          after: summary(row),
        });
        if (before && before.fileName !== row.fileName) old.push(before.fileName);
      }
      return old;
    });
    for (const f of replaced) rmSync(join(dir, f), { force: true });
  } catch (e) {
    // Nothing committed: the files written for it go too (unless an unchanged clip already had that name).
    const kept = new Set((await deps.db.select({ f: audioClips.fileName }).from(audioClips)).map((r) => r.f));
    for (const f of written) if (!kept.has(basename(f))) rmSync(f, { force: true });
    throw e;
  }
}

const summary = (
  c: Pick<ClipRow, "fileName" | "bytes" | "durationMs" | "processed" | "speaker" | "licence">,
) => ({
  file: c.fileName,
  bytes: c.bytes,
  duration_ms: c.durationMs,
  processed: c.processed,
  speaker: c.speaker,
  licence: c.licence,
});

/** sox when it reads the format, else the WAV header, else the recorder's own figure (null: unknown). */
async function measure(
  file: string,
  format: AudioFormat,
  bytes: Uint8Array,
  client: number | null,
): Promise<number | null> {
  if (soxHandles(format.ext)) {
    const ms = await soxDurationMs(file);
    if (ms !== null) return ms;
    throw unsupported(`This ${format.ext} file cannot be read as audio.`);
  }
  if (format.ext === "wav") {
    const ms = wavDurationMs(bytes);
    if (ms === null) throw unsupported("This WAV file has a broken header.");
    return ms;
  }
  return client !== null && Number.isFinite(client) && client >= 0 ? Math.round(client) : null;
}

/** Removes an item's clip (its file too); also the clip of an item the course no longer has. */
export async function deleteClip(
  deps: Deps,
  actor: Actor,
  itemId: string,
): Promise<{ item_id: string; deleted: true }> {
  const old = await transact(deps.db, async (tx) => {
    const [old] = await tx.select().from(audioClips).where(eq(audioClips.itemId, itemId)).limit(1);
    if (!old) return null;
    await tx.delete(audioClips).where(eq(audioClips.itemId, itemId));
    await recordAudit(deps, tx, actor, {
      action: "audio.delete",
      targetType: "audio",
      targetId: itemId,
      before: summary(old),
      after: null,
    });
    return old;
  });
  if (!old) throw notFound(`"${itemId}" has no clip.`, "AUDIO_CLIP_NOT_FOUND");
  rmSync(join(audioDir(deps), old.fileName), { force: true });
  return { item_id: itemId, deleted: true };
}

/** missing: no clip; stale: a clip of an older text; rerecord: flagged to record again; recorded: a current
 * clip; todo: what a recording session goes through (missing, stale or flagged). */
export { CLIP_STATUSES };
export type ClipStatus = (typeof CLIP_STATUSES)[number];
export type ListFilter = {
  status?: ClipStatus;
  kind?: AudioKind;
  level?: string;
  unit?: string;
  page: number;
  pageSize: number;
};
export type AudioListItem = StudioItem & { clip: ClipInfo | null };

const statusOf = (c: ClipRow | undefined): Exclude<ClipStatus, "todo"> =>
  !c ? "missing" : !isFresh(c) ? "stale" : c.rerecordBy ? "rerecord" : "recorded";
const matches = (want: ClipStatus, got: Exclude<ClipStatus, "todo">) =>
  want === got || (want === "todo" && got !== "recorded");

/** Every item with its clip or null, filtered and paged; coverage counts the whole course. */
export async function listClips(deps: Deps, f: ListFilter) {
  const rows = await deps.db.select().from(audioClips).orderBy(asc(audioClips.id));
  const byItem = new Map(rows.map((r) => [r.itemId, r]));
  const all = [...audioItems().values()];
  const inUnit = f.unit ? unitItemIds(f.unit) : f.level ? levelItemIds(f.level) : null;
  const chosen = all.filter(
    (i) =>
      (!f.kind || i.kind === f.kind) &&
      (!inUnit || inUnit.has(i.id)) &&
      (!f.status || matches(f.status, statusOf(byItem.get(i.id)))),
  );
  const start = (f.page - 1) * f.pageSize;
  const pageItems: AudioListItem[] = chosen.slice(start, start + f.pageSize).map((i) => {
    const c = byItem.get(i.id);
    return { ...i, clip: c ? info(c) : null };
  });
  const fresh = (i: StudioItem) => {
    const c = byItem.get(i.id);
    return !!c && isFresh(c);
  };
  return {
    coverage: {
      recorded: all.filter(fresh).length,
      total: all.length,
      stale: all.filter((i) => statusOf(byItem.get(i.id)) === "stale").length,
      rerecord: all.filter((i) => statusOf(byItem.get(i.id)) === "rerecord").length,
      by_kind: Object.fromEntries(
        AUDIO_KINDS.map((k) => [
          k,
          {
            recorded: all.filter((i) => i.kind === k && fresh(i)).length,
            total: all.filter((i) => i.kind === k).length,
          },
        ]),
      ),
    },
    items: pageItems,
    page: f.page,
    page_size: f.pageSize,
    total: chosen.length,
    sox: !!soxCommand(),
    limits: { max_bytes: AUDIO_MAX_BYTES, max_ms: AUDIO_MAX_MS },
    /** Clips of items the course no longer has (after a content edit): deletable, never played. */
    orphans: rows.filter((r) => !audioItems().has(r.itemId)).map((r) => r.itemId),
  };
}

/** The audio ids the lessons of a unit (or a level) use. */
function unitItemIds(unitId: string): Set<string> {
  const out = new Set<string>();
  for (const l of loadContent().lessons)
    if (l.unitId === unitId) for (const id of lessonItems().get(l.lesson.id) ?? []) out.add(id);
  return out;
}
function levelItemIds(levelId: string): Set<string> {
  const out = new Set<string>();
  for (const l of loadContent().lessons)
    if (l.levelId === levelId) for (const id of lessonItems().get(l.lesson.id) ?? []) out.add(id);
  return out;
}

/** items: audio items the lessons use; clips: those with a clip (current or stale); fresh: with a current clip. */
export type CoverageFigures = { items: number; clips: number; fresh: number };

/** Audio coverage of the course, per level and per unit, counted from the store: what the audio page, the
 * CLI and the public pages' claims read (a level is fully voiced when fresh === items). Level names and unit
 * titles in `lang`, the reader's (issue #30; English for the CLI and the claims). */
export async function audioCoverage(deps: Deps, lang: Lang = "en"): Promise<AudioCoverage> {
  const rows = await deps.db
    .select({ itemId: audioClips.itemId, textHash: audioClips.textHash })
    .from(audioClips);
  const clipped = new Set(rows.map((r) => r.itemId));
  const fresh = new Set(rows.filter(isFresh).map((r) => r.itemId));
  const figures = (ids: Iterable<string>): CoverageFigures => {
    const list = [...new Set(ids)];
    return {
      items: list.length,
      clips: list.filter((id) => clipped.has(id)).length,
      fresh: list.filter((id) => fresh.has(id)).length,
    };
  };
  const content = loadContent();
  return {
    /** Every audio item of the course, lessons or not. */
    total: figures(audioItems().keys()),
    levels: content.levels.map((lv) => ({
      id: lv.meta.id,
      name: (lang === "fr" && lv.meta.name_fr) || lv.meta.name,
      status: lv.meta.status,
      ...figures(levelItemIds(lv.meta.id)),
      units: lv.units.map((u) => ({
        id: u.unit.id,
        title: inLang(u.unit.title, lang),
        ...figures(unitItemIds(u.unit.id)),
      })),
    })),
    /** Lesson id → its figures (the library shows them to admins). */
    lessons: Object.fromEntries(
      content.lessons.map((l) => [l.lesson.id, figures(lessonItems().get(l.lesson.id) ?? [])]),
    ),
  };
}
export type { AudioCoverage };

/** Flags a clip to be recorded again (it keeps playing until a new one is stored), or clears the flag. */
export async function flagRerecord(
  deps: Deps,
  actor: Actor,
  itemId: string,
  flag: boolean,
): Promise<{ item_id: string; rerecord_by: string | null }> {
  const by = flag ? actor.label.slice(0, 200) : null;
  const found = await transact(deps.db, async (tx) => {
    const [old] = await tx.select().from(audioClips).where(eq(audioClips.itemId, itemId)).limit(1);
    if (!old) return false;
    await tx.update(audioClips).set({ rerecordBy: by }).where(eq(audioClips.itemId, itemId));
    await recordAudit(deps, tx, actor, {
      action: flag ? "audio.rerecord" : "audio.rerecord_clear",
      targetType: "audio",
      targetId: itemId,
      before: { rerecord_by: old.rerecordBy },
      after: { rerecord_by: by },
    });
    return true;
  });
  if (!found) throw notFound(`"${itemId}" has no clip.`, "AUDIO_CLIP_NOT_FOUND");
  return { item_id: itemId, rerecord_by: by };
}

/** Every speaker and licence of the clips the course plays, for /credits. */
export async function audioCredits(
  deps: Deps,
): Promise<{ speakers: { speaker: string; licence: string; clips: number }[] }> {
  const rows = await deps.db
    .select({
      itemId: audioClips.itemId,
      textHash: audioClips.textHash,
      speaker: audioClips.speaker,
      licence: audioClips.licence,
    })
    .from(audioClips);
  const by = new Map<string, { speaker: string; licence: string; clips: number }>();
  for (const r of rows) {
    if (!isFresh(r) || !r.speaker) continue;
    const key = `${r.speaker}\u0000${r.licence}`;
    const e = by.get(key) ?? { speaker: r.speaker, licence: r.licence, clips: 0 };
    e.clips++;
    by.set(key, e);
  }
  return {
    speakers: [...by.values()].sort((a, b) => b.clips - a.clips || a.speaker.localeCompare(b.speaker)),
  };
}

/** The stored file for `/audio/<item>.<ext>`, or null. */
export async function clipFile(
  deps: Deps,
  itemId: string,
  ext: string,
): Promise<{ path: string; mime: string; sha256: string; bytes: number } | null> {
  const [row] = await deps.db.select().from(audioClips).where(eq(audioClips.itemId, itemId)).limit(1);
  if (!row || extOf(row.mime) !== ext) return null;
  const path = join(audioDir(deps), row.fileName);
  try {
    return { path, mime: row.mime, sha256: row.sha256, bytes: statSync(path).size };
  } catch {
    return null;
  }
}
