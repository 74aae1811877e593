// The one speech module of the web app (issue #25): the device voices, recorded clips, the interface's
// spoken instructions and the mute switch. Dependency-free and safe to import during the server render:
// nothing touches `window` until a function is called, and every call is harmless without a browser.
//
// What plays:
// - `say(item)`: an Arabic item (letter, syllable, word, phrase): its recorded clip, else the device's
//   Arabic voice reading the item's `speak` text (pausal form, not the displayed one), else `false` so
//   the caller shows the seen form instead. Never muted: it is the lesson itself.
// - `instruct(text, lang)`: an interface instruction in English or French. Silenced by the mute switch
//   (which the right/wrong sounds obey too); a replay the child taps calls `speak`, which always plays.
// Browsers refuse to speak before the page's first tap (Chrome: "not-allowed"); every promise here then
// resolves anyway, so a caller that awaits speech never hangs.

export type SpeechLang = "ar" | "en" | "fr";
/** What `chooseVoice` needs of a SpeechSynthesisVoice (so the choice is testable without a browser). */
export type VoiceLike = { lang: string; localService: boolean; default?: boolean; name?: string };
/** What `say` needs of an item: the server's AudioSlot has these fields. */
export type Sayable = { url?: string | null; speak?: string | null };

const MUTE_KEY = "marhaba.muted";
const READY_FALLBACK_MS = 1500; // some devices never fire voiceschanged (they have no voices at all)

// ---------- the pure core ----------

/** The primary language subtag of a BCP 47 tag, lower case ("ar_SA" → "ar", "AR" → "ar"). */
function primary(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
}

/** The best voice for `lang` from `voices`, or null. Prefers, in order: a voice on the device (it works
 * offline and starts at once) with a region ("ar-SA"), any voice on the device, a network voice with a
 * region, any network voice; within each, the browser's default first, then the list's order. */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], lang: SpeechLang): V | null {
  const matching = voices.filter((v) => primary(v.lang ?? "") === lang);
  const rank = (v: V) => (v.localService ? 0 : 2) + (/[-_]/.test(v.lang) ? 0 : 1);
  let best: V | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const v of matching) {
    const r = rank(v) - (v.default ? 0.5 : 0);
    if (r < bestRank) {
      best = v;
      bestRank = r;
    }
  }
  return best;
}

/** Speaking time after which a speech promise resolves even if the browser never says "end"
 * (Chrome sometimes drops the event): generous, so it never cuts a real utterance short. */
export function speechDeadlineMs(text: string, rate = 1): number {
  return Math.round((3000 + text.length * 180) / Math.max(0.1, rate));
}

// ---------- the browser side ----------

function synth(): SpeechSynthesis | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return null;
  return window.speechSynthesis ?? null;
}

function listVoices(): SpeechSynthesisVoice[] {
  try {
    return synth()?.getVoices() ?? [];
  } catch {
    return [];
  }
}

let readyPromise: Promise<void> | null = null;

export const voices = {
  /** Resolves once the device's voices are known (at once when there is no speech at all, or when
   * they are already listed; else at `voiceschanged`, or after a short wait on devices without voices). */
  ready(): Promise<void> {
    const s = synth();
    if (!s || listVoices().length > 0) return Promise.resolve();
    if (readyPromise) return readyPromise;
    readyPromise = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        s.removeEventListener?.("voiceschanged", done);
        resolve();
      };
      const timer = setTimeout(done, READY_FALLBACK_MS);
      s.addEventListener?.("voiceschanged", done);
      listVoices(); // Chrome starts loading the list on the first ask
    }).then(() => {
      // Ask again later if nothing came: a device may still be installing its voices.
      if (listVoices().length === 0) readyPromise = null;
    });
    return readyPromise;
  },
};

export function arabicVoice(): SpeechSynthesisVoice | null {
  return chooseVoice(listVoices(), "ar");
}

export function canSpeakArabic(): boolean {
  return arabicVoice() !== null;
}

/** True when the interface voice for `lang` exists (English and French exist on every common device). */
export function canSpeak(lang: SpeechLang): boolean {
  return chooseVoice(listVoices(), lang) !== null;
}

// The utterance and clip playing now. Keeping a reference to the utterance also stops Chrome from
// collecting it mid-sentence (it then never fires "end").
let currentUtterance: SpeechSynthesisUtterance | null = null;
let currentClip: HTMLAudioElement | null = null;
let settleCurrent: (() => void) | null = null;

/** Stops whatever this module is playing (speech or clip); its promise resolves. */
export function cancel(): void {
  const settle = settleCurrent;
  settleCurrent = null;
  currentUtterance = null;
  try {
    synth()?.cancel();
  } catch {}
  if (currentClip) {
    try {
      currentClip.pause();
    } catch {}
    currentClip = null;
  }
  settle?.();
}

/** Speaks `text` in `lang` with the device's voice, cancelling what is playing. Resolves true when done
 * speaking, false at once when there is no voice for `lang` (or no text, or the browser refused). */
export function speak(
  text: string,
  opts: { lang: SpeechLang; rate?: number; onBoundary?: (charIndex: number) => void },
): Promise<boolean> {
  const s = synth();
  const voice = chooseVoice(listVoices(), opts.lang);
  if (!s || !voice || !text.trim() || typeof SpeechSynthesisUtterance === "undefined")
    return Promise.resolve(false);
  cancel();
  const rate = opts.rate ?? (opts.lang === "ar" ? 0.8 : 0.95);
  return new Promise<boolean>((resolve) => {
    let finished = false;
    const finish = (spoke: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(deadline);
      if (currentUtterance === u) currentUtterance = null;
      if (settleCurrent === onCancel) settleCurrent = null;
      resolve(spoke);
    };
    const onCancel = () => finish(true);
    const u = new SpeechSynthesisUtterance(text);
    try {
      u.voice = voice;
    } catch {} // a voice object the browser did not make itself: the language still picks one
    u.lang = voice.lang;
    u.rate = rate;
    u.onend = () => finish(true);
    // word boundaries, where the voice reports them: a reader highlights the word being said
    if (opts.onBoundary) u.onboundary = (e) => opts.onBoundary?.(e.charIndex);
    u.onerror = (e) =>
      finish(
        (e as SpeechSynthesisErrorEvent).error === "interrupted" ||
          (e as SpeechSynthesisErrorEvent).error === "canceled",
      );
    const deadline = setTimeout(() => finish(true), speechDeadlineMs(text, rate));
    currentUtterance = u;
    settleCurrent = onCancel;
    try {
      s.speak(u);
    } catch {
      finish(false);
    }
  });
}

/** Plays a recorded clip, cancelling what is playing. Resolves true when it played to the end (or was
 * stopped), false when it could not play (missing file, the browser's autoplay rule). */
export function playClip(
  url: string,
  opts: { onProgress?: (fraction: number) => void } = {},
): Promise<boolean> {
  if (typeof window === "undefined" || typeof Audio === "undefined" || !url) return Promise.resolve(false);
  cancel();
  return new Promise<boolean>((resolve) => {
    let finished = false;
    const a = new Audio(url);
    const finish = (played: boolean) => {
      if (finished) return;
      finished = true;
      if (currentClip === a) currentClip = null;
      if (settleCurrent === onCancel) settleCurrent = null;
      resolve(played);
    };
    const onCancel = () => finish(true);
    a.onended = () => finish(true);
    a.onerror = () => finish(false);
    // how far the clip has played (0–1): a reader moves its highlight through the words by it
    if (opts.onProgress)
      a.ontimeupdate = () => a.duration > 0 && opts.onProgress?.(a.currentTime / a.duration);
    currentClip = a;
    settleCurrent = onCancel;
    a.play().catch(() => finish(false));
  });
}

/** Whether `say(item)` would make a sound on this device now (a clip, or an Arabic voice and a text). */
export function canSay(item: Sayable | null | undefined): boolean {
  return !!item && (!!item.url || (!!item.speak && canSpeakArabic()));
}

/** Says an Arabic item: its clip, else the Arabic voice reading its `speak` text (a clip that fails
 * falls back to the voice). Returns false, and plays nothing, when the item cannot be heard here: the
 * caller then shows its seen form. Otherwise a promise that resolves when it has been said. */
export function say(
  item: Sayable | null | undefined,
  opts: {
    rate?: number;
    onBoundary?: (charIndex: number) => void;
    onProgress?: (fraction: number) => void;
  } = {},
): false | Promise<void> {
  if (!item || !canSay(item)) return false;
  const viaVoice = async () => {
    if (item.speak) await speak(item.speak, { lang: "ar", rate: opts.rate, onBoundary: opts.onBoundary });
  };
  if (item.url) {
    const url = item.url;
    return playClip(url, { onProgress: opts.onProgress }).then((played) => (played ? undefined : viaVoice()));
  }
  return viaVoice();
}

/** The voice language of an interface language (issue #30): French is said with a French voice; English,
 * and the tests' pseudo-locale, with an English one. Without a voice for it, nothing is said (the
 * instruction is written on the screen anyway). */
export function speechLangFor(locale: string): "en" | "fr" {
  return locale === "fr" ? "fr" : "en";
}

/** Speaks an interface instruction (English or French) unless sound is muted. Resolves when done, or at
 * once when muted or without a voice for `lang`. */
export async function instruct(text: string, lang: "en" | "fr" = "en"): Promise<void> {
  if (muted()) return;
  await speak(text, { lang });
}

// ---------- the mute switch ----------

const muteListeners = new Set<(muted: boolean) => void>();

/** The child's (or grown-up's) choice to silence instructions and sounds, remembered on this device. */
export function muted(): boolean {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

export function setMuted(value: boolean): void {
  try {
    if (value) localStorage.setItem(MUTE_KEY, "1");
    else localStorage.removeItem(MUTE_KEY);
  } catch {}
  if (value) cancel();
  for (const fn of muteListeners) fn(value);
}

/** Calls `fn` whenever the mute switch changes (in this tab); returns the unsubscribe function. */
export function onMuteChange(fn: (muted: boolean) => void): () => void {
  muteListeners.add(fn);
  return () => {
    muteListeners.delete(fn);
  };
}
