// The quality gates every recorded or uploaded clip passes before it is stored, and the one loudness
// every stored clip is brought to. Measured by sox `stats` (levels in dBFS); the rules are here, so the
// upload route, the recording session and voice-pack imports refuse the same clips with the same words.
import { ApiError } from "../../lib/errors";
import type { SoxStats } from "./sox";

export type ClipKind = "letter" | "syllable" | "word" | "phrase";

/** Longest sound (after the silence around it is trimmed) per kind of item. */
export const MAX_SOUND_MS: Record<ClipKind, number> = {
  letter: 4_000,
  syllable: 4_000,
  word: 4_000,
  phrase: 8_000,
};
/** Below this peak there is nothing but silence or hiss. */
export const SILENCE_PEAK_DB = -50;
/** The loudest 50 ms window must reach this, or the voice is too faint to bring up without its noise. */
export const QUIET_RMS_PEAK_DB = -35;
/** Samples at (or within 0.1 dB of) full scale, more than this many: the recording clipped. */
export const CLIPPED_PEAK_DB = -0.1;
export const CLIPPED_SAMPLES = 20;
/** Every stored clip: speech at this RMS level, its peak never above PEAK_MAX_DB (MP3 may add a little,
 * so the gain aims 0.5 dB lower). */
export const TARGET_RMS_DB = -20;
export const PEAK_MAX_DB = -1;
const PEAK_AIM_DB = PEAK_MAX_DB - 0.5;

const refuse = (code: string, message: string) => new ApiError(422, code, message, { body: message });

/** The raw clip's problem, if any: silence only, too quiet, or clipped. */
export function checkLevels(s: SoxStats): ApiError | null {
  if (!(s.peakDb > SILENCE_PEAK_DB))
    return refuse(
      "AUDIO_SILENT",
      "The clip is silent: nothing was recorded. Check the microphone and say the item again.",
    );
  if (s.rmsPeakDb < QUIET_RMS_PEAK_DB)
    return refuse(
      "AUDIO_TOO_QUIET",
      `The clip is too quiet (loudest part ${s.rmsPeakDb.toFixed(0)} dBFS, it needs ${QUIET_RMS_PEAK_DB}): speak closer to the microphone or turn its level up.`,
    );
  if (s.peakDb >= CLIPPED_PEAK_DB && s.peakCount > CLIPPED_SAMPLES)
    return refuse(
      "AUDIO_CLIPPED",
      "The clip is clipped (too loud for the microphone, it crackles): move back a little or turn the microphone's level down.",
    );
  return null;
}

/** The trimmed clip's problem, if it is longer than its kind allows. */
export function checkLength(kind: ClipKind, soundMs: number): ApiError | null {
  const max = MAX_SOUND_MS[kind];
  if (soundMs <= max) return null;
  return refuse(
    "AUDIO_TOO_LONG",
    `A ${kind} may last at most ${max / 1000} seconds of sound; this one lasts ${(soundMs / 1000).toFixed(1)} s. Say it once, without a pause before or after.`,
  );
}

/** The gain (dB) that brings the trimmed clip to the target loudness without its peak passing the limit. */
export const normalisingGain = (s: SoxStats) => Math.min(TARGET_RMS_DB - s.rmsDb, PEAK_AIM_DB - s.peakDb);

/** Already at the stored loudness (within 1.5 dB) with its peak below the limit: a clip processed here before. */
export const isNormalised = (s: SoxStats) =>
  s.peakDb < PEAK_MAX_DB && Math.abs(s.rmsDb - TARGET_RMS_DB) <= 1.5;
