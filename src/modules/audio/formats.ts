// Which audio a clip is, by its first bytes (never by its name or declared type), and the length of a
// WAV file from its header: enough to check a clip when sox is not installed.

export type AudioFormat = { ext: "wav" | "ogg" | "mp3" | "webm" | "m4a"; mime: string };

export const FORMATS: Record<AudioFormat["ext"], AudioFormat> = {
  wav: { ext: "wav", mime: "audio/wav" },
  ogg: { ext: "ogg", mime: "audio/ogg" },
  mp3: { ext: "mp3", mime: "audio/mpeg" },
  webm: { ext: "webm", mime: "audio/webm" },
  m4a: { ext: "m4a", mime: "audio/mp4" },
};

/** Declared types an upload may carry (browsers and tools name the same formats several ways). */
export const ACCEPTED_TYPES = new Set([
  "audio/wav",
  "audio/wave",
  "audio/x-wav",
  "audio/vnd.wave",
  "audio/ogg",
  "audio/opus",
  "audio/mpeg",
  "audio/mp3",
  "audio/webm",
  "video/webm",
  "audio/mp4",
  "audio/x-m4a",
  "audio/aac",
  "application/octet-stream",
]);

const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

export function sniffAudio(b: Uint8Array): AudioFormat | null {
  if (b.length < 12) return null;
  if (ascii(b, 0, "RIFF") && ascii(b, 8, "WAVE")) return FORMATS.wav;
  if (ascii(b, 0, "OggS")) return FORMATS.ogg;
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return FORMATS.webm; // EBML (WebM/Matroska)
  if (ascii(b, 4, "ftyp")) return FORMATS.m4a;
  if (ascii(b, 0, "ID3")) return FORMATS.mp3;
  // An MPEG audio frame: 11 sync bits, a valid version, and layer I–III (ADTS AAC has layer 0).
  if (b[0] === 0xff && (b[1] & 0xe0) === 0xe0 && (b[1] & 0x18) !== 0x08 && (b[1] & 0x06) !== 0)
    return FORMATS.mp3;
  return null;
}

/** Milliseconds of sound in a PCM WAV file, from its fmt and data chunks; null when the header is broken. */
export function wavDurationMs(b: Uint8Array): number | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= b.length; ) {
    const size = view.getUint32(at + 4, true);
    if (ascii(b, at, "fmt ") && at + 20 <= b.length) byteRate = view.getUint32(at + 16, true);
    if (ascii(b, at, "data")) {
      if (!byteRate) return null;
      // A streamed WAV may leave the size at 0 or 0xFFFFFFFF: count what is there.
      const data = size === 0 || size === 0xffffffff ? b.length - at - 8 : Math.min(size, b.length - at - 8);
      return Math.round((data / byteRate) * 1000);
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
