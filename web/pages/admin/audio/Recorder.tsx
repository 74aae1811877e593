// Record one item with the microphone: record → listen back → save or record again.
// MediaRecorder gives WebM/Ogg; it is turned into WAV here so the server can measure and trim it.
import { useEffect, useRef, useState } from "react";
import { recordingToWav } from "./wav";
import { useT } from "../../../i18n";

type State =
  | { step: "asking" }
  | { step: "recording" }
  | { step: "recorded"; blob: Blob; url: string; ms: number }
  | { step: "saving"; blob: Blob; url: string; ms: number }
  | { step: "error"; message: string };

/** The recorder stops by itself at the clip limit (the server refuses longer clips). */
export function Recorder({
  label,
  maxMs,
  onSave,
  onClose,
}: {
  label: string;
  maxMs: number;
  onSave: (body: Blob, durationMs: number) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT();
  const [state, setState] = useState<State>({ step: "asking" });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const started = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focusTarget = useRef<HTMLButtonElement | null>(null);
  const preview = useRef<string | null>(null);

  const release = () => {
    if (timer.current) clearTimeout(timer.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };

  async function start() {
    setState({ step: "asking" });
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      setState({ step: "error", message: t("admin.recorder.cannot") });
      return;
    }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: true, autoGainControl: false },
      });
    } catch {
      setState({
        step: "error",
        message: t("admin.recorder.noMic"),
      });
      return;
    }
    const type = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/webm"].find((t) =>
      MediaRecorder.isTypeSupported(t),
    );
    const rec = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = () => {
      const ms = performance.now() - started.current;
      release();
      const blob = new Blob(chunks, { type: rec.mimeType || "audio/webm" });
      if (preview.current) URL.revokeObjectURL(preview.current);
      preview.current = URL.createObjectURL(blob);
      setState({ step: "recorded", blob, url: preview.current, ms });
    };
    recorder.current = rec;
    rec.start();
    started.current = performance.now();
    timer.current = setTimeout(() => rec.state === "recording" && rec.stop(), maxMs - 100);
    setState({ step: "recording" });
  }

  const stop = () => recorder.current?.state === "recording" && recorder.current.stop();

  async function save(s: Extract<State, { step: "recorded" }>) {
    setState({ ...s, step: "saving" });
    let body: Blob = s.blob;
    let ms = s.ms;
    try {
      const w = await recordingToWav(s.blob);
      body = w.wav;
      ms = w.durationMs;
    } catch {
      // Upload the recording as it is; the server then trusts the measured length.
    }
    if (!(await onSave(body, ms))) setState(s);
  }

  useEffect(() => {
    void start();
    return () => {
      if (recorder.current?.state === "recording") recorder.current.onstop = null;
      recorder.current?.state === "recording" && recorder.current.stop();
      release();
      if (preview.current) URL.revokeObjectURL(preview.current);
    };
  }, []);
  // Keyboard users land on the next thing to press.
  useEffect(() => focusTarget.current?.focus(), [state.step]);

  return (
    <div className="audio-recorder" role="group" aria-label={t("admin.recorder.group", { label })}>
      <p className="audio-recorder-status" role="status">
        {state.step === "asking" && t("admin.recorder.asking")}
        {state.step === "recording" && (
          <>
            <span className="audio-rec-dot" aria-hidden="true" /> {t("admin.recorder.recording")}
          </>
        )}
        {state.step === "recorded" && t("admin.recorder.recorded")}
        {state.step === "saving" && t("admin.recorder.saving")}
        {state.step === "error" && state.message}
      </p>
      {(state.step === "recorded" || state.step === "saving") && (
        <audio
          className="audio-preview"
          controls
          src={state.url}
          aria-label={t("admin.recorder.yours", { label })}
        />
      )}
      <div className="audio-actions">
        {state.step === "recording" && (
          <button ref={focusTarget} type="button" className="btn btn-danger" onClick={stop}>
            {t("admin.recorder.stop")}
          </button>
        )}
        {(state.step === "recorded" || state.step === "saving") && (
          <>
            <button
              ref={focusTarget}
              type="button"
              className="btn btn-primary"
              disabled={state.step === "saving"}
              onClick={() => state.step === "recorded" && save(state)}
            >
              {t("admin.recorder.save")}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={state.step === "saving"}
              onClick={() => void start()}
            >
              {t("admin.recorder.again")}
            </button>
          </>
        )}
        {state.step === "error" && (
          <button ref={focusTarget} type="button" className="btn btn-outline" onClick={() => void start()}>
            {t("admin.tryAgain")}
          </button>
        )}
        <button type="button" className="btn btn-ghost" disabled={state.step === "saving"} onClick={onClose}>
          {t("admin.cancel")}
        </button>
      </div>
    </div>
  );
}
