// /admin/audio/session: a guided recording session. Choose a level, a unit or everything still to record;
// then one item at a time, big (vowelled Arabic, transliteration, picture, what to say), by keys alone:
// Space starts and stops; the clip is checked, trimmed and normalised on the server, stored, and played
// back at once; Enter keeps it and moves on (Space keeps it and records the next one), R records again,
// S skips. A counter and an estimate of the time left.
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, useLoaderData } from "react-router";
import { AppNavbar } from "../../../components/AppNavbar";
import { Link } from "../../../components/Link";
import { ApiClientError } from "../../../api/client";
import type { SessionLoaderData } from "./routes";
import type { AudioRowItem } from "./types";
import { uploadClip } from "./upload";
import { useVoice, voiceReady, VoiceForm } from "./voice";
import { recordingToWav } from "./wav";
import { currentT, Rich, useT } from "../../../i18n";
import { levelName } from "../../../i18n/courseWords";

const kbd = { kbd: (c: React.ReactNode) => <kbd>{c}</kbd> };

type Step =
  | { s: "ready" }
  | { s: "recording"; since: number }
  | { s: "processing" }
  | { s: "review"; url: string; ms: number | null }
  | { s: "refused"; message: string }
  | { s: "mic"; message: string };

/** Before any item is done, a fluent speaker's pace (record, hear it back, keep) is about this. */
const FIRST_GUESS_MS = 6_000;

export function SessionPage() {
  const d = useLoaderData() as SessionLoaderData;
  const [voice, setVoice] = useVoice();
  if (!d.started || !d.items) return <SessionSetup d={d} voice={voice} setVoice={setVoice} />;
  return (
    <Session
      items={d.items}
      voice={voice}
      back={`/admin/audio/session${d.unit ? `?unit=${d.unit}` : d.level ? `?level=${d.level}` : ""}`}
      sox={d.sox}
    />
  );
}

function SessionSetup({
  d,
  voice,
  setVoice,
}: {
  d: SessionLoaderData;
  voice: ReturnType<typeof useVoice>[0];
  setVoice: ReturnType<typeof useVoice>[1];
}) {
  const t = useT();
  const ready = voiceReady(voice);
  const scope = d.unit ? `unit:${d.unit}` : d.level ? `level:${d.level}` : "";
  return (
    <>
      <AppNavbar />
      <main className="admin" id="main">
        <div className="container studio-setup">
          <p className="admin-kicker">
            <Rich
              k="admin.session.crumb"
              tags={{
                a: (c) => (
                  <Link to="/admin/audio" reloadDocument>
                    {c}
                  </Link>
                ),
              }}
            />
          </p>
          <h1>{t("admin.session.title")}</h1>
          {d.error && (
            <p className="alert alert-error" role="alert">
              {t.has(d.error) ? t(d.error) : d.error}
            </p>
          )}
          <ol className="studio-steps">
            <li>{t("admin.session.step1")}</li>
            <li>
              <Rich k="admin.session.step2" tags={kbd} />
            </li>
            <li>
              <Rich k="admin.session.step3" tags={kbd} />
            </li>
          </ol>
          <VoiceForm voice={voice} onChange={setVoice} />
          <Form method="get" action="/admin/audio/session" className="studio-scope" reloadDocument>
            <input type="hidden" name="start" value="1" />
            <div className="field">
              <label htmlFor="studio-scope">{t("admin.session.what")}</label>
              <select
                id="studio-scope"
                defaultValue={scope}
                onChange={(e) => {
                  const [k, v] = e.currentTarget.value.split(":");
                  const f = e.currentTarget.form!;
                  (f.elements.namedItem("level") as HTMLInputElement).value = k === "level" ? v : "";
                  (f.elements.namedItem("unit") as HTMLInputElement).value = k === "unit" ? v : "";
                }}
              >
                <option value="">{t("admin.session.everything")}</option>
                {d.coverage?.levels
                  .filter((l) => l.items > 0)
                  .map((l) => (
                    <optgroup key={l.id} label={levelName(t, l.name)}>
                      <option value={`level:${l.id}`}>
                        {t("admin.session.allOf", { name: levelName(t, l.name), n: l.items - l.fresh })}
                      </option>
                      {l.units.map((u) => (
                        <option key={u.id} value={`unit:${u.id}`}>
                          {t("admin.session.unit", { title: u.title, n: u.items - u.fresh })}
                        </option>
                      ))}
                    </optgroup>
                  ))}
              </select>
              <input type="hidden" name="level" defaultValue={d.level} />
              <input type="hidden" name="unit" defaultValue={d.unit} />
            </div>
            <button type="submit" className="btn btn-primary btn-lg" disabled={!ready}>
              {t("admin.session.start")}
            </button>
            {!ready && <p className="studio-hint">{t("admin.session.voiceFirst")}</p>}
          </Form>
        </div>
      </main>
    </>
  );
}

function Session({
  items,
  voice,
  back,
  sox,
}: {
  items: AudioRowItem[];
  voice: ReturnType<typeof useVoice>[0];
  back: string;
  sox: boolean;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState<Step>({ s: "ready" });
  const [kept, setKept] = useState(0);
  const [skipped, setSkipped] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const player = useRef<HTMLAudioElement | null>(null);
  const began = useRef<number | null>(null);
  const spent = useRef(0); // ms over the items done (kept or skipped after a take)
  const done = useRef(0);
  const startNext = useRef(false);
  const item = items[index] as AudioRowItem | undefined;

  useEffect(
    () => () => {
      stream.current?.getTracks().forEach((t) => t.stop());
      player.current?.pause();
    },
    [],
  );
  useEffect(() => {
    if (step.s !== "recording") return;
    const tick = setInterval(() => setElapsed(performance.now() - step.since), 100);
    return () => clearInterval(tick);
  }, [step]);

  const start = useCallback(async () => {
    if (!item) return;
    player.current?.pause();
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      setStep({
        s: "mic",
        message: currentT()("admin.session.noBrowser"),
      });
      return;
    }
    try {
      stream.current ??= await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: true, autoGainControl: false },
      });
    } catch {
      setStep({
        s: "mic",
        message: currentT()("admin.session.noMic"),
      });
      return;
    }
    began.current ??= performance.now();
    const type = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/webm"].find((t) =>
      MediaRecorder.isTypeSupported(t),
    );
    const rec = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const id = item.id;
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = async () => {
      setStep({ s: "processing" });
      try {
        const blob = new Blob(chunks, { type: rec.mimeType || "audio/webm" });
        const { wav, durationMs } = await recordingToWav(blob);
        const saved = await uploadClip(id, wav, voice, durationMs);
        setStep({ s: "review", url: saved.clip.url, ms: saved.clip.duration_ms });
        player.current ??= new Audio();
        player.current.src = saved.clip.url;
        player.current.play().catch(() => {});
      } catch (e) {
        const message =
          e instanceof ApiClientError
            ? (e.fields?.body ?? e.message)
            : currentT()("admin.session.unreadable");
        setStep({ s: "refused", message });
      }
    };
    recorder.current = rec;
    rec.start();
    setElapsed(0);
    setStep({ s: "recording", since: performance.now() });
  }, [item, voice]);

  const stop = () => recorder.current?.state === "recording" && recorder.current.stop();

  /** Moves to the next item; `count` says whether the item's clip was kept (or it was skipped). */
  const next = useCallback((how: "kept" | "skipped", thenRecord = false) => {
    player.current?.pause();
    if (began.current !== null) {
      spent.current = performance.now() - began.current;
      done.current += 1;
    }
    if (how === "kept") setKept((n) => n + 1);
    else setSkipped((n) => n + 1);
    startNext.current = thenRecord;
    setIndex((i) => i + 1);
    setStep({ s: "ready" });
  }, []);
  useEffect(() => {
    if (startNext.current && step.s === "ready") {
      startNext.current = false;
      void start();
    }
  }, [index, step, start]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === "INPUT" || el.tagName === "SELECT" || el.tagName === "TEXTAREA")) return;
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      let handled = true;
      if (key === " ") {
        if (step.s === "recording") stop();
        else if (step.s === "review") next("kept", true);
        else if (step.s === "ready" || step.s === "refused" || step.s === "mic") void start();
        else handled = false;
      } else if (key === "Enter" && step.s === "review") next("kept");
      else if (key === "r" && (step.s === "review" || step.s === "refused")) void start();
      else if (key === "s" && step.s !== "recording" && step.s !== "processing") next("skipped");
      else handled = false;
      if (handled) e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [step, start, next]);

  const left = items.length - index;
  const perItem = done.current ? spent.current / done.current : FIRST_GUESS_MS;
  const minutes = Math.max(1, Math.round((left * perItem) / 60_000));

  if (!item)
    return (
      <>
        <AppNavbar />
        <main className="admin studio" id="main">
          <div className="container studio-done">
            <h1>{t("admin.session.finished")}</h1>
            <p className="studio-summary" role="status">
              {t("admin.session.summary", {
                kept,
                skipped,
                pace: done.current > 0 ? String(Math.round(perItem / 100) / 10) : "none",
              })}
            </p>
            <p>
              <Link to="/admin/audio" reloadDocument className="btn btn-primary">
                {t("admin.session.backToAudio")}
              </Link>{" "}
              <Link to={back} reloadDocument className="btn btn-outline">
                {t("admin.session.another")}
              </Link>
            </p>
          </div>
        </main>
      </>
    );

  return (
    <>
      <AppNavbar />
      <main className="admin studio" id="main">
        <div className="container">
          <div className="studio-bar">
            <p className="studio-count" aria-live="polite">
              <Rich
                k="admin.session.count"
                values={{ n: index + 1, of: items.length, minutes, kept }}
                tags={{ b: (c) => <strong>{c}</strong> }}
              />
            </p>
            <Link to="/admin/audio" reloadDocument className="btn btn-ghost btn-sm">
              {t("admin.session.end")}
            </Link>
          </div>
          <section className={`studio-card studio-${step.s}`} aria-labelledby="studio-item">
            <p className="studio-kind">
              {t(`admin.audio.kind.${item.kind}`)} <code>{item.id}</code>
              {item.clip?.stale && t("admin.session.oldClip")}
              {item.clip?.rerecord_by && t("admin.session.flagged")}
            </p>
            <div className="studio-item">
              {item.picture && (
                <img className="studio-picture" src={item.picture} alt="" width={160} height={160} />
              )}
              <div>
                <h1 id="studio-item" className="studio-ar" lang="ar" dir="rtl">
                  {item.ar}
                </h1>
                {item.translit && <p className="studio-translit">{item.translit}</p>}
                {item.en && <p className="studio-en">“{item.en}”</p>}
              </div>
            </div>
            <p className="studio-say">
              {t("admin.session.say")}{" "}
              <span lang="ar" dir="rtl" className="studio-speak">
                {item.speak}
              </span>
            </p>
            <p className="studio-status" role="status">
              {step.s === "ready" && <Rich k="admin.session.ready" tags={kbd} />}
              {step.s === "recording" && (
                <>
                  <span className="audio-rec-dot" aria-hidden="true" />{" "}
                  <Rich
                    k="admin.session.recording"
                    values={{ s: (elapsed / 1000).toFixed(1) }}
                    tags={{ ...kbd, timer: (c) => <span className="studio-timer">{c}</span> }}
                  />
                </>
              )}
              {step.s === "processing" && (sox ? t("admin.session.processing") : t("admin.session.saving"))}
              {step.s === "review" && (
                <Rich
                  k="admin.session.review"
                  values={{ length: step.ms !== null ? (step.ms / 1000).toFixed(1) : "none" }}
                  tags={kbd}
                />
              )}
              {step.s === "refused" && (
                <>
                  <span className="studio-refused">{step.message}</span>{" "}
                  <Rich k="admin.session.refused" tags={kbd} />
                </>
              )}
              {step.s === "mic" && step.message}
            </p>
            <div className="studio-keys">
              <button
                type="button"
                className="btn btn-primary btn-lg"
                onClick={() =>
                  step.s === "recording" ? stop() : step.s === "review" ? next("kept") : void start()
                }
                disabled={step.s === "processing"}
              >
                {step.s === "recording"
                  ? t("admin.session.stop")
                  : step.s === "review"
                    ? t("admin.session.keep")
                    : t("admin.session.record")}
              </button>
              {(step.s === "review" || step.s === "refused") && (
                <button type="button" className="btn btn-outline btn-lg" onClick={() => void start()}>
                  {t("admin.session.again")}
                </button>
              )}
              {step.s === "review" && (
                <button
                  type="button"
                  className="btn btn-outline btn-lg"
                  onClick={() => player.current?.play().catch(() => {})}
                >
                  {t("admin.session.play")}
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost btn-lg"
                onClick={() => next("skipped")}
                disabled={step.s === "recording" || step.s === "processing"}
              >
                {t("admin.session.skip")}
              </button>
            </div>
          </section>
        </div>
      </main>
    </>
  );
}
