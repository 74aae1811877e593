// The short right/wrong sounds of the lesson player, made in the browser with Web Audio (no file to
// download, nothing to record): two rising notes for right, two soft falling ones for "not quite".
// Silent when the mute switch is on (voice.ts), and harmless without a browser or Web Audio.
import { muted } from "./voice";

let ctx: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === "undefined") return null;
  const AC =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AC) return null;
  try {
    ctx ??= new AC();
    if (ctx.state === "suspended") void ctx.resume();
    return ctx;
  } catch {
    return null;
  }
}

/** Plays the right (true) or wrong (false) sound, unless muted. */
export function chime(right: boolean): void {
  if (muted()) return;
  const ac = audioContext();
  if (!ac) return;
  const notes = right ? [659.25, 987.77] : [392, 311.13]; // E5 → B5, G4 → E♭4
  const t0 = ac.currentTime + 0.01;
  notes.forEach((freq, i) => {
    const osc = ac.createOscillator();
    const gain = ac.createGain();
    osc.type = right ? "triangle" : "sine";
    osc.frequency.value = freq;
    const start = t0 + i * 0.13;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(right ? 0.18 : 0.12, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.22);
    osc.connect(gain).connect(ac.destination);
    osc.start(start);
    osc.stop(start + 0.25);
  });
}
