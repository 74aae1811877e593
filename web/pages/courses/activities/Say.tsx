// A speaker button that says an Arabic item (web/lib/voice.ts: its recorded clip, else the device's
// Arabic voice reading its `speak` text). Not shown when this device cannot say the item: the player
// then shows what is to be heard instead (the seen form), never a button that does nothing.
import { useState } from "react";
import { canSay, type Sayable, say } from "../../../lib/voice";
import { RerecordFlag } from "../../../components/RerecordFlag";

export function SayButton({
  item,
  label,
  size = "big",
}: {
  item: Sayable | null | undefined;
  label: string;
  size?: "big" | "small";
}) {
  const [playing, setPlaying] = useState(false);
  if (!canSay(item)) return null;
  const play = () => {
    const p = say(item);
    if (!p) return;
    setPlaying(true);
    void p.finally(() => setPlaying(false));
  };
  return (
    <>
      <button
        type="button"
        className={`say-btn say-btn--${size}${playing ? " is-playing" : ""}`}
        aria-label={label}
        onClick={play}
      >
        <SpeakerIcon size={size === "big" ? 40 : 28} />
      </button>
      <RerecordFlag slot={item as { id?: string; url?: string | null }} />
    </>
  );
}

export function SpeakerIcon({ size = 28, off = false }: { size?: number; off?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {off ? (
        <path
          d="M16 9l5 6M21 9l-5 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
