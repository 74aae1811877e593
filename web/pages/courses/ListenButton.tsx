// "Listen": a recorded clip when there is one; else the device's Arabic voice when the browser has
// one; else the transliteration and a calm "Audio is not available yet" (never an error).
// Hidden prompts (whose text would give the answer away) are fetched from the server on tap.
import { useEffect, useRef, useState } from "react";
import type { AudioSlot } from "./types";
import { useT } from "../../i18n";

function arabicVoice(): SpeechSynthesisVoice | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return null;
  return window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith("ar")) ?? null;
}

type Props = {
  /** The slot to play, or null when it must be fetched by `prompt` (a hidden prompt, asked for on tap). */
  slot?: AudioSlot | null;
  prompt?: { key: string; load: () => Promise<AudioSlot> };
  label?: string;
  size?: "big" | "small";
};

export function ListenButton({ slot, prompt, label, size = "small" }: Props) {
  const t = useT();
  const name = label ?? t("courses.act.listen");
  const [note, setNote] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const loaded = useRef<AudioSlot | null>(slot ?? null);
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    loaded.current = slot ?? null;
    setNote(null);
  }, [slot?.id, prompt?.key]);
  // Voices load asynchronously in some browsers: ask once so they are ready by the first tap.
  useEffect(() => {
    arabicVoice();
    return () => {
      audio.current?.pause();
      if (typeof window !== "undefined" && "speechSynthesis" in window) window.speechSynthesis.cancel();
    };
  }, []);

  async function resolve(): Promise<AudioSlot | null> {
    if (loaded.current) return loaded.current;
    if (!prompt) return null;
    try {
      loaded.current = await prompt.load();
    } catch {
      return null;
    }
    return loaded.current;
  }

  function unavailable(s: AudioSlot | null) {
    setNote(
      s?.translit ? t("courses.listen.missingSay", { translit: s.translit }) : t("courses.listen.missing"),
    );
  }

  async function play() {
    const s = await resolve();
    if (s?.url) {
      audio.current?.pause();
      const a = new Audio(s.url);
      audio.current = a;
      setPlaying(true);
      a.onended = () => setPlaying(false);
      a.play().catch(() => {
        setPlaying(false);
        speakOr(s);
      });
      return;
    }
    speakOr(s);
  }

  function speakOr(s: AudioSlot | null) {
    const voice = arabicVoice();
    if (s?.speak && voice) {
      const u = new SpeechSynthesisUtterance(s.speak);
      u.lang = voice.lang;
      u.voice = voice;
      u.rate = 0.8;
      u.onend = () => setPlaying(false);
      setPlaying(true);
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(u);
      return;
    }
    setPlaying(false);
    unavailable(s);
  }

  return (
    <span className={`listen listen--${size}`}>
      <button
        type="button"
        className={`listen-btn${playing ? " is-playing" : ""}`}
        onClick={play}
        aria-label={name}
      >
        <svg
          viewBox="0 0 24 24"
          width={size === "big" ? 44 : 26}
          height={size === "big" ? 44 : 26}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {size === "big" && <span className="listen-label">{name}</span>}
      </button>
      <span className="listen-note" aria-live="polite">
        {note}
      </span>
    </span>
  );
}
