// Limits of a recorded clip and of a voice pack, shared by the upload routes, the request-size guard and the pages.
export const AUDIO_MAX_BYTES = 2 * 1024 * 1024;
/** The longest recording taken (silence included); the sound in it is limited per kind (quality.ts). */
export const AUDIO_MAX_MS = 15_000;
/** A clip whose length cannot be measured here (webm/mp4 without sox support, and no client figure) is
 * accepted only up to this size: ten seconds even at 320 kbit/s. */
export const AUDIO_UNMEASURED_MAX_BYTES = 400 * 1024;
/** A voice pack: the archive as sent, what it may unpack to, and how many files it may hold (a whole
 * course of about 750 clips at ~10 KB each is under 10 MB). */
export const PACK_MAX_BYTES = 50 * 1024 * 1024;
export const PACK_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
export const PACK_MAX_FILES = 2_000;
const PACK_PATHS = new Set(["/api/v1/admin/audio/packs/plan", "/api/v1/admin/audio/packs/import"]);
/** Clip uploads (PUT /api/v1/admin/audio/:itemId) and voice packs (POST …/packs/plan|import) carry raw bytes and their own body limit. */
export const isAudioUpload = (method: string, path: string) =>
  (method === "PUT" && path.startsWith("/api/v1/admin/audio/")) ||
  (method === "POST" && PACK_PATHS.has(path));
/** The body limit of such an upload. */
export const audioUploadLimit = (path: string) => (PACK_PATHS.has(path) ? PACK_MAX_BYTES : AUDIO_MAX_BYTES);
