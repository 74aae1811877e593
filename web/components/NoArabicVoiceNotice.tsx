// For grown-ups only (the dashboard includes it; never a child's screen): when this device has no Arabic
// speech voice, say so once, with the steps to add one on each system. Lessons work without it: recorded
// clips play, and an item without a clip shows its transliteration. Dismissed for good on this device.
import { useEffect, useState } from "react";

const KEY = "marhaba.noArabicVoice.dismissed";

const STEPS: { system: string; steps: string[] }[] = [
  {
    system: "Android",
    steps: [
      "Open Settings, then Accessibility (on some phones: System, then Languages & input).",
      "Tap Text-to-speech output, then the gear beside Speech Services by Google.",
      "Tap Install voice data, choose Arabic (العربية) and download it.",
    ],
  },
  {
    system: "iPhone and iPad (iOS, iPadOS)",
    steps: [
      "Open Settings, then Accessibility, then Spoken Content, then Voices.",
      "Choose Arabic and download one of its voices.",
    ],
  },
  {
    system: "Windows 10 and 11",
    steps: [
      "Open Settings, then Time & language, then Speech.",
      "Under Manage voices, choose Add voices, pick Arabic (for example Arabic (Saudi Arabia)) and add it.",
      "Close and reopen your browser.",
    ],
  },
  {
    system: "macOS",
    steps: [
      "Open System Settings, then Accessibility, then Spoken Content.",
      "Next to System voice, choose Manage Voices…, tick an Arabic voice and let it download.",
      "Close and reopen your browser.",
    ],
  },
  {
    system: "ChromeOS (Chromebook)",
    steps: [
      "Open Settings, then Accessibility, then Text-to-speech.",
      "Open Speech engine (Text-to-speech voice settings) and choose an Arabic (العربية) voice; the Chromebook downloads it.",
    ],
  },
];

const hasArabicVoice = () =>
  window.speechSynthesis.getVoices().some((v) => v.lang.toLowerCase().startsWith("ar"));

/** What was found, on <html data-arabic-voice> too (tests wait for it): dismissed, present or missing. */
const mark = (v: "dismissed" | "present" | "missing") => {
  document.documentElement.dataset.arabicVoice = v;
};

/** False until the device's voices are known (they load late in some browsers) and none is Arabic. */
function useNoArabicVoice(): boolean {
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    try {
      if (localStorage.getItem(KEY)) return mark("dismissed");
    } catch {}
    if (!("speechSynthesis" in window)) {
      mark("missing");
      setMissing(true);
      return;
    }
    const synth = window.speechSynthesis;
    let settled = false;
    let waited = false;
    const decide = () => {
      if (settled) return;
      if (hasArabicVoice()) {
        settled = true;
        mark("present");
      } else if (synth.getVoices().length > 0 || waited) {
        settled = true;
        mark("missing");
        setMissing(true);
      }
    };
    synth.addEventListener?.("voiceschanged", decide);
    decide();
    // A browser with no voices at all never fires voiceschanged: decide after a moment.
    const t = setTimeout(() => {
      waited = true;
      decide();
    }, 1500);
    return () => {
      clearTimeout(t);
      synth.removeEventListener?.("voiceschanged", decide);
    };
  }, []);
  return missing;
}

export function NoArabicVoiceNotice() {
  const missing = useNoArabicVoice();
  const [dismissed, setDismissed] = useState(false);
  if (!missing || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(KEY, "1");
    } catch {}
  };
  return (
    <section className="voice-notice" aria-labelledby="voice-notice-title">
      <h2 id="voice-notice-title">This device has no Arabic voice</h2>
      <p>
        Lessons still work: recorded clips play, and a word without a clip shows how to say it in Latin
        letters. With an Arabic voice added, the device can also read aloud the words that have no clip yet.
        To add one:
      </p>
      {STEPS.map((s) => (
        <details key={s.system}>
          <summary>{s.system}</summary>
          <ol>
            {s.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
            <li>Reload this page.</li>
          </ol>
        </details>
      ))}
      <div className="voice-notice-actions">
        <button type="button" className="btn btn-outline" onClick={dismiss}>
          Got it, don't show this again
        </button>
      </div>
    </section>
  );
}
