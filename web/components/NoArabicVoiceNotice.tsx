// For grown-ups only (the dashboard includes it; never a child's screen): when this device has no Arabic
// speech voice, say so once, with the steps to add one on each system. Lessons work without it: recorded
// clips play, and an item without a clip shows its transliteration. Dismissed for good on this device.
import { useEffect, useState } from "react";
import { catalogueReady, useT, type MessageKey } from "../i18n";

const KEY = "marhaba.noArabicVoice.dismissed";

const STEPS: { system: MessageKey; steps: MessageKey[] }[] = [
  {
    system: "courses.voice.android",
    steps: ["courses.voice.android1", "courses.voice.android2", "courses.voice.android3"],
  },
  { system: "courses.voice.ios", steps: ["courses.voice.ios1", "courses.voice.ios2"] },
  {
    system: "courses.voice.windows",
    steps: ["courses.voice.windows1", "courses.voice.windows2", "courses.voice.reopen"],
  },
  {
    system: "courses.voice.macos",
    steps: ["courses.voice.macos1", "courses.voice.macos2", "courses.voice.reopen"],
  },
  { system: "courses.voice.chromeos", steps: ["courses.voice.chromeos1", "courses.voice.chromeos2"] },
];

const hasArabicVoice = () =>
  window.speechSynthesis.getVoices().some((v) => v.lang.toLowerCase().startsWith("ar"));

/** What was found, on <html data-arabic-voice> too (tests wait for it): dismissed, present or missing. */
const mark = (v: "dismissed" | "present" | "missing") => {
  document.documentElement.dataset.arabicVoice = v;
};

/** False until the device's voices are known (they load late in some browsers) and none is Arabic, and
 *  the notice's words are at hand: the server renders no notice, so its area ("courses") is not among the
 *  page's first chunks (src/ssr/render.tsx); the language's other areas are loaded before it shows. */
function useNoArabicVoice(): boolean {
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let alive = true;
    const show = () =>
      void catalogueReady().then(() => {
        if (!alive) return;
        mark("missing");
        setMissing(true);
      });
    try {
      if (localStorage.getItem(KEY)) return mark("dismissed");
    } catch {}
    if (!("speechSynthesis" in window)) {
      show();
      return () => {
        alive = false;
      };
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
        show();
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
      alive = false;
      clearTimeout(t);
      synth.removeEventListener?.("voiceschanged", decide);
    };
  }, []);
  return missing;
}

export function NoArabicVoiceNotice() {
  const t = useT();
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
      <h2 id="voice-notice-title">{t("courses.voice.title")}</h2>
      <p>{t("courses.voice.text")}</p>
      {STEPS.map((s) => (
        <details key={s.system}>
          <summary>{t(s.system)}</summary>
          <ol>
            {s.steps.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
            <li>{t("courses.voice.reload")}</li>
          </ol>
        </details>
      ))}
      <div className="voice-notice-actions">
        <button type="button" className="btn btn-outline" onClick={dismiss}>
          {t("courses.voice.dismiss")}
        </button>
      </div>
    </section>
  );
}
