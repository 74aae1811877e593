// Chromium's fake microphone playing a voice-like sound made with sox (a loop: 0.25 s of silence, 0.7 s of a
// two-tone "word" at -10 dBFS, 0.25 s of silence), so the server's quality gates pass it like a real take.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

export function fakeVoiceFile(): string {
  const dir = join(process.cwd(), "test-results", "fake-voice");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "voice.wav");
  execFileSync("sox", [
    "-n",
    "-r",
    "48000",
    "-c",
    "1",
    "-b",
    "16",
    file,
    "synth",
    "0.7",
    "sine",
    "220",
    "sine",
    "330",
    "remix",
    "-",
    "gain",
    "-10",
    "pad",
    "0.25",
    "0.25",
  ]);
  return file;
}

/** Launch options for a browser whose microphone says fakeVoiceFile() over and over, with no permission prompt. */
export const fakeMicrophoneLaunch = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    "--autoplay-policy=no-user-gesture-required",
    `--use-file-for-fake-audio-capture=${fakeVoiceFile()}`,
  ],
});

/** Whose voice the clips are, as the Audio page and the session keep it in the browser. */
export const VOICE_INIT = () =>
  localStorage.setItem(
    "marhaba.audio.voice",
    JSON.stringify({ speaker: "Salma Haddad", licence: "CC BY 4.0" }),
  );
