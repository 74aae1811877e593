// Tiny valid audio files made in the tests (no binary fixtures): a WAV tone with silence around it.

/** A 16-bit mono PCM WAV: `silenceMs` of silence, `toneMs` of a 440 Hz tone, `silenceMs` of silence. */
export function makeWav({
  toneMs = 400,
  silenceMs = 300,
  rate = 8000,
}: {
  toneMs?: number;
  silenceMs?: number;
  rate?: number;
} = {}): Uint8Array {
  const samples = Math.round(((toneMs + 2 * silenceMs) / 1000) * rate);
  const startTone = Math.round((silenceMs / 1000) * rate);
  const endTone = startTone + Math.round((toneMs / 1000) * rate);
  const buf = new ArrayBuffer(44 + samples * 2);
  const v = new DataView(buf);
  const text = (at: number, s: string) => [...s].forEach((c, i) => v.setUint8(at + i, c.charCodeAt(0)));
  text(0, "RIFF");
  v.setUint32(4, 36 + samples * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, "data");
  v.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const s = i >= startTone && i < endTone ? Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000) : 0;
    v.setInt16(44 + i * 2, s, true);
  }
  return new Uint8Array(buf);
}

/** Whether sox is on this machine: tests assert the processed path with it, the stored-as-is path without. */
export const soxPresent = () => !!Bun.which("sox");
