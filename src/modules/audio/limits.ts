// Limits of a recorded clip, shared by the upload route, the request-size guard in app.ts and the pages.
export const AUDIO_MAX_BYTES = 2 * 1024 * 1024;
/** The longest recording taken (silence included); the sound in it is limited per kind (quality.ts). */
export const AUDIO_MAX_MS = 15_000;
/** A clip whose length cannot be measured here (webm/mp4 without sox support, and no client figure) is
 * accepted only up to this size: ten seconds even at 320 kbit/s. */
export const AUDIO_UNMEASURED_MAX_BYTES = 400 * 1024;
/** Clip uploads (PUT /api/v1/admin/audio/:itemId) carry their own body limit. */
export const isAudioUpload = (method: string, path: string) => method === "PUT" && path.startsWith("/api/v1/admin/audio/");
