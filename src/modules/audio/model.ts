// The contract of /admin/audio and /credits/voices (issue #26, #32): requests and replies as zod schemas.
// Reply types are z.infer of these; Elysia sends only what is named here.
import { z } from "zod";

const n = z.number();

export const AUDIO_KINDS: ("letter" | "syllable" | "word" | "phrase")[] = [
  "letter",
  "syllable",
  "word",
  "phrase",
];
/** A clip's state in the studio's filter: todo is every item not recorded as it is now. */
export const CLIP_STATUSES = ["missing", "stale", "rerecord", "recorded", "todo"] as const;

// ---- requests ----
const Slug = z.string().regex(/^[a-z0-9-]{1,60}$/, "a level or unit id");
export const ListQuery = z.strictObject({
  status: z.enum(CLIP_STATUSES, { error: CLIP_STATUSES.join(", ") }).optional(),
  level: Slug.optional(),
  unit: Slug.optional(),
  kind: z
    .enum(AUDIO_KINDS as [string, ...string[]], { error: `one of ${AUDIO_KINDS.join(", ")}` })
    .optional(),
  page: z.coerce.number({ error: "a page number" }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: "a page size" }).int().min(1).max(1000).default(50),
});
export const ExportQuery = z.strictObject({ level: Slug.optional() });
export const ItemParam = z.strictObject({
  itemId: z.string().regex(/^[a-z]+\.[a-z0-9._-]{1,120}$/, "an audio item id such as word.bab"),
});
export const RerecordBody = z.strictObject({ flag: z.boolean({ error: "true or false" }) });

// ---- replies ----
/** A clip as the admin API shows it. */
export const ClipInfo = z.object({
  url: z.string(),
  mime: z.string(),
  bytes: n,
  duration_ms: n.nullable(),
  processed: z.boolean(),
  uploaded_by: z.string(),
  created_at: z.string(),
  speaker: z.string(),
  licence: z.string(),
  /** Recorded for another text than the item's current one: not played. */
  stale: z.boolean(),
  /** Who asked for it to be recorded again, or null. */
  rerecord_by: z.string().nullable(),
});
export type ClipInfo = z.infer<typeof ClipInfo>;
const Kind = z.enum(["letter", "syllable", "word", "phrase"]);
/** An audio item of the course with its clip (or null). */
export const AudioListItem = z.object({
  id: z.string(),
  kind: Kind,
  ar: z.string(),
  translit: z.string().nullable(),
  en: z.string().nullable(),
  /** the text the speaker says: the player's `speak` */
  speak: z.string(),
  picture: z.string().nullable(),
  /** sha256 of the vowelled Arabic and the speak text: a clip recorded for other text is stale */
  text_hash: z.string(),
  level: z.string().nullable(),
  unit: z.string().nullable(),
  clip: ClipInfo.nullable(),
});
const RecordedOf = z.object({ recorded: n, total: n });
/** GET /admin/audio: every item with its clip, filtered and paged; coverage counts the whole course. */
export const ClipList = z.object({
  coverage: z.object({
    recorded: n,
    total: n,
    stale: n,
    rerecord: n,
    by_kind: z.record(z.string(), RecordedOf),
  }),
  items: z.array(AudioListItem),
  page: n,
  page_size: n,
  total: n,
  sox: z.boolean(),
  limits: z.object({ max_bytes: n, max_ms: n }),
  /** Clips of items the course no longer has: deletable, never played. */
  orphans: z.array(z.string()),
  me: z.object({ admin: z.boolean(), teachers_may_record: z.boolean() }),
});
/** items the lessons use; clips: those with a clip (current or stale); fresh: with a current clip. */
const Figures = { items: n, clips: n, fresh: n };
/** GET /admin/audio/coverage: per level, per unit and per lesson. */
export const AudioCoverage = z.object({
  total: z.object(Figures),
  levels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(["available", "coming"]),
      ...Figures,
      units: z.array(z.object({ id: z.string(), title: z.string(), ...Figures })),
    }),
  ),
  lessons: z.record(z.string(), z.object(Figures)),
});
export type AudioCoverage = z.infer<typeof AudioCoverage>;
/** POST /admin/audio/packs/plan and …/import: what importing a voice pack does (or did, `applied`). */
export const ImportPlan = z.object({
  entries: z.array(
    z.object({
      item_id: z.string(),
      file: z.string(),
      action: z.enum(["add", "replace", "refuse"]),
      reason: z.string().nullable(),
      speaker: z.string(),
      licence: z.string(),
    }),
  ),
  add: n,
  replace: n,
  refuse: n,
  ok: z.boolean(),
  applied: z.boolean(),
});
export const Rerecord = z.object({ item_id: z.string(), rerecord_by: z.string().nullable() });
export const ClipSaved = z.object({ item_id: z.string(), clip: ClipInfo, sox: z.boolean() });
export const ClipDeleted = z.object({ item_id: z.string(), deleted: z.literal(true) });
/** GET /credits/voices: every speaker and licence of the clips the lessons play (public). */
export const VoiceCredits = z.object({
  speakers: z.array(z.object({ speaker: z.string(), licence: z.string(), clips: n })),
});
