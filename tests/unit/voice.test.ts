// Issue 25: the web app's one speech module. Its voice choice is pure; its browser side is driven here
// through a stand-in for the browser's speechSynthesis (the boundary), as a device with or without an
// Arabic voice would answer.
import { afterEach, describe, expect, test } from "bun:test";
import {
  canSay,
  canSpeakArabic,
  chooseVoice,
  instruct,
  muted,
  say,
  setMuted,
  speak,
  speechDeadlineMs,
  voices,
} from "../../web/lib/voice";

const v = (lang: string, localService = true, name = lang, isDefault = false) => ({
  lang,
  localService,
  name,
  default: isDefault,
});

describe("chooseVoice", () => {
  test("prefers a voice on the device with a region, then any on the device, then network voices", () => {
    const list = [
      v("en-US"),
      v("ar", false, "net-ar"),
      v("ar-SA", false, "net-ar-SA"),
      v("ar", true, "local-ar"),
      v("ar-EG", true, "local-ar-EG"),
    ];
    expect(chooseVoice(list, "ar")?.name).toBe("local-ar-EG");
    expect(
      chooseVoice(
        list.filter((x) => x.name !== "local-ar-EG"),
        "ar",
      )?.name,
    ).toBe("local-ar");
    expect(
      chooseVoice(
        list.filter((x) => x.localService === false || x.lang === "en-US"),
        "ar",
      )?.name,
    ).toBe("net-ar-SA");
    expect(chooseVoice([v("ar", false, "only")], "ar")?.name).toBe("only");
  });

  test("matches the language, not a prefix of another one; any case and underscores", () => {
    expect(chooseVoice([v("arn-CL"), v("arc")], "ar")).toBeNull(); // Mapudungun and Aramaic are not Arabic
    expect(chooseVoice([v("AR_sa", true, "android")], "ar")?.name).toBe("android");
    expect(chooseVoice([v("fr-FR"), v("en-GB")], "fr")?.lang).toBe("fr-FR");
    expect(chooseVoice([], "en")).toBeNull();
    expect(chooseVoice([v("en-US"), v("fr-CA")], "ar")).toBeNull();
  });

  test("within one rank the browser's default comes first, then the list's order", () => {
    expect(chooseVoice([v("en-US", true, "first"), v("en-GB", true, "default", true)], "en")?.name).toBe(
      "default",
    );
    expect(chooseVoice([v("en-US", true, "first"), v("en-GB", true, "second")], "en")?.name).toBe("first");
    // a default network voice does not beat a voice on the device
    expect(chooseVoice([v("en-US", false, "net", true), v("en-GB", true, "local")], "en")?.name).toBe(
      "local",
    );
  });

  test("the safety deadline grows with the text and shrinks with the rate", () => {
    expect(speechDeadlineMs("long sentence here", 1)).toBeGreaterThan(speechDeadlineMs("hi", 1));
    expect(speechDeadlineMs("hi", 0.5)).toBeGreaterThan(speechDeadlineMs("hi", 1));
  });
});

describe("without a browser (the server render)", () => {
  test("importing and calling is harmless: nothing speaks, nothing throws", async () => {
    expect(canSpeakArabic()).toBe(false);
    expect(say({ url: null, speak: "مَرْحَبًا" })).toBe(false);
    expect(await speak("hello", { lang: "en" })).toBe(false);
    await voices.ready();
    await instruct("Tap the picture");
    expect(muted()).toBe(false);
  });
});

// ---- a stand-in for the browser's speech boundary ----
type Spoken = { text: string; lang: string; voice: string; rate: number };
function fakeBrowser(list: ReturnType<typeof v>[], opts: { voicesLater?: boolean } = {}) {
  const spoken: Spoken[] = [];
  const listeners: (() => void)[] = [];
  let available = opts.voicesLater ? [] : list;
  const store = new Map<string, string>();
  class Utterance {
    text: string;
    lang = "";
    rate = 1;
    voice: { name: string } | null = null;
    onend: (() => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const g = globalThis as Record<string, unknown>;
  g.SpeechSynthesisUtterance = Utterance;
  g.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, val: string) => store.set(k, val),
    removeItem: (k: string) => store.delete(k),
  };
  g.window = {
    speechSynthesis: {
      getVoices: () => available,
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => {},
      cancel: () => {},
      speak: (u: Utterance) => {
        spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? "", rate: u.rate });
        queueMicrotask(() => u.onend?.());
      },
    },
  };
  return {
    spoken,
    loadVoices() {
      available = list;
      for (const fn of listeners) fn();
    },
  };
}

afterEach(() => {
  const g = globalThis as Record<string, unknown>;
  delete g.window;
  delete g.SpeechSynthesisUtterance;
  delete g.localStorage;
});

describe("in a browser", () => {
  test("a device with an Arabic voice says the item's speak text (pausal), not what is displayed", async () => {
    const b = fakeBrowser([v("en-US", true, "English"), v("ar-SA", true, "Maged")]);
    expect(canSay({ url: null, speak: "مَعَ ٱلسَّلَامَة" })).toBe(true);
    const saying = say({ url: null, speak: "مَعَ ٱلسَّلَامَة" });
    expect(saying).not.toBe(false);
    await saying;
    expect(b.spoken).toEqual([{ text: "مَعَ ٱلسَّلَامَة", lang: "ar-SA", voice: "Maged", rate: 0.8 }]);
  });

  test("a device without an Arabic voice and an item without a clip: say returns false, nothing is spoken", async () => {
    const b = fakeBrowser([v("en-US", true, "English"), v("fr-FR", true, "Amélie")]);
    expect(canSpeakArabic()).toBe(false);
    expect(say({ url: null, speak: "دَ" })).toBe(false);
    expect(say(null)).toBe(false);
    expect(b.spoken).toEqual([]);
  });

  test("voices that load late are waited for", async () => {
    const b = fakeBrowser([v("ar-EG", true, "Salma")], { voicesLater: true });
    expect(canSpeakArabic()).toBe(false);
    const ready = voices.ready();
    b.loadVoices();
    await ready;
    expect(canSpeakArabic()).toBe(true);
  });

  test("instructions speak in the interface language, and the mute switch silences them (remembered)", async () => {
    const b = fakeBrowser([v("en-GB", true, "Daniel"), v("fr-FR", true, "Thomas")]);
    await instruct("Tap the big picture to start", "en");
    await instruct("Touche la grande image", "fr");
    expect(b.spoken.map((s) => [s.text, s.voice])).toEqual([
      ["Tap the big picture to start", "Daniel"],
      ["Touche la grande image", "Thomas"],
    ]);
    setMuted(true);
    expect(muted()).toBe(true);
    await instruct("Tap the big picture to start", "en");
    expect(b.spoken.length).toBe(2);
    // a replay the child taps still plays
    expect(await speak("Tap the big picture to start", { lang: "en" })).toBe(true);
    expect(b.spoken.length).toBe(3);
    setMuted(false);
    expect(muted()).toBe(false);
  });
});
