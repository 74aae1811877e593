// Devices as the lesson player meets them (page.addInitScript): one with no voice at all (headless
// Chromium has none either, like Chrome on many desktops), and one whose speechSynthesis offers an
// Arabic and an English voice and records what it says.

/** A device with no Arabic voice at all (headless Chromium has none either): nothing can be heard. */
export const noVoices = () => {
  if ("speechSynthesis" in window) window.speechSynthesis.getVoices = () => [];
};
type Voice = { name: string; lang: string; localService: boolean; default: boolean; voiceURI: string };

/** A speechSynthesis offering `voices`; what it says is recorded in window.__spoken with the language of
 *  the voice that said it. Runs in the page (serialised by addInitScript): it closes over nothing. */
function fakeSpeech(voices: Voice[]) {
  const w = window as unknown as { __spoken: { text: string; lang: string }[] } & Record<string, unknown>;
  w.__spoken = [];
  class Utterance {
    text: string;
    lang = "";
    voice: { lang: string } | null = null;
    rate = 1;
    onend: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  w.SpeechSynthesisUtterance = Utterance;
  const synth = {
    speaking: false,
    pending: false,
    paused: false,
    onvoiceschanged: null,
    getVoices: () => voices,
    speak(u: Utterance) {
      w.__spoken.push({ text: u.text, lang: u.voice?.lang ?? u.lang });
      setTimeout(() => u.onend?.({}), 5);
    },
    cancel() {},
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
}

/** An init script for page.addInitScript / context.addInitScript: the fake speech with these voices. */
const device = (voices: Voice[]) => ({ content: `(${fakeSpeech.toString()})(${JSON.stringify(voices)});` });

const ENGLISH: Voice = {
  name: "Test English",
  lang: "en-GB",
  localService: true,
  default: true,
  voiceURI: "test-en",
};
const ARABIC: Voice = {
  name: "Test Arabic",
  lang: "ar-SA",
  localService: true,
  default: false,
  voiceURI: "test-ar",
};

/** A device whose speechSynthesis offers an Arabic and an English voice (and a network Arabic one). */
export const stubVoices = device([
  ENGLISH,
  { name: "Test Arabic (network)", lang: "ar", localService: false, default: false, voiceURI: "test-ar-net" },
  ARABIC,
]);

/** A device with an English, a French and an Arabic voice (issue #30: a French child's instructions go to
 * the French one). */
export const frenchVoices = device([
  ENGLISH,
  { name: "Test French", lang: "fr-FR", localService: true, default: false, voiceURI: "test-fr" },
  ARABIC,
]);
