// Whose voice the clips are and under which licence: asked once on the Audio page and the recording
// session, kept in this browser (localStorage), sent with every clip (the server checks it).
import { useEffect, useState } from "react";
import { useT } from "../../../i18n";

export type Voice = { speaker: string; licence: string };
const KEY = "marhaba.audio.voice";
const LICENCES = ["CC BY 4.0", "CC BY-SA 4.0", "CC0 1.0"];

function read(): Voice {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return {
      speaker: typeof v.speaker === "string" ? v.speaker : "",
      licence: typeof v.licence === "string" ? v.licence : "",
    };
  } catch {
    return { speaker: "", licence: "" };
  }
}

export const voiceReady = (v: Voice) => v.speaker.trim() !== "" && v.licence.trim() !== "";

/** The voice, read after hydration (the server render has no localStorage), saved on every change. */
export function useVoice(): [Voice, (v: Voice) => void] {
  const [voice, setVoice] = useState<Voice>({ speaker: "", licence: "" });
  useEffect(() => setVoice(read()), []);
  const update = (v: Voice) => {
    setVoice(v);
    try {
      localStorage.setItem(KEY, JSON.stringify(v));
    } catch {}
  };
  return [voice, update];
}

export function VoiceForm({
  voice,
  onChange,
  school,
}: {
  voice: Voice;
  onChange: (v: Voice) => void;
  school?: string;
}) {
  const t = useT();
  const suggestions = [school ? `© ${school}` : t("admin.voice.ourSchool"), ...LICENCES];
  return (
    <fieldset className="audio-voice">
      <legend>{t("admin.voice.legend")}</legend>
      <p className="audio-voice-hint">{t("admin.voice.hint")}</p>
      <div className="audio-voice-fields">
        <div className="field">
          <label htmlFor="voice-speaker">{t("admin.voice.speaker")}</label>
          <input
            id="voice-speaker"
            value={voice.speaker}
            maxLength={80}
            autoComplete="name"
            onChange={(e) => onChange({ ...voice, speaker: e.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="voice-licence">{t("admin.voice.licence")}</label>
          <input
            id="voice-licence"
            list="voice-licences"
            value={voice.licence}
            maxLength={80}
            onChange={(e) => onChange({ ...voice, licence: e.currentTarget.value })}
          />
          <datalist id="voice-licences">
            {suggestions.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
        </div>
      </div>
    </fieldset>
  );
}
