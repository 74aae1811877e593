// /admin/audio: every audio item of the course with its clip or a clear "missing" mark, coverage at
// the top, and per item: play, record with the microphone, upload a file, delete.
import { useEffect, useRef, useState } from "react";
import { Form, useLoaderData, useNavigate, useRevalidator } from "react-router";
import { Link } from "../../../components/Link";
import toast from "react-hot-toast";
import { AppNavbar } from "../../../components/AppNavbar";
import { ApiClientError, api, ok } from "../../../api/client";
import { ConfirmDialog, type ConfirmRequest } from "../ConfirmDialog";
import { Pager } from "../Pager";
import { AdminTabs } from "./AdminTabs";
import { Recorder } from "./Recorder";
import { uploadClip } from "./upload";
import { useVoice, voiceReady, VoiceForm } from "./voice";
import { CoverageTable } from "./CoverageTable";
import { PackPanel } from "./PackPanel";
import { AUDIO_PAGE_SIZE, type AudioKind, type AudioLoaderData, type AudioRowItem } from "./types";

const KIND_LABEL: Record<AudioKind, string> = {
  letter: "Letter",
  syllable: "Syllable",
  word: "Word",
  phrase: "Phrase",
};
const seconds = (ms: number | null) => (ms === null ? "length unknown" : `${(ms / 1000).toFixed(1)} s`);

/** One <audio> for the whole page: pressing another Play stops the first. */
function usePlayer() {
  const el = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  useEffect(() => () => el.current?.pause(), []);
  const toggle = (id: string, url: string) => {
    el.current ??= new Audio();
    const a = el.current;
    if (playing === id) {
      a.pause();
      setPlaying(null);
      return;
    }
    a.src = url;
    a.onended = () => setPlaying(null);
    a.onerror = () => {
      setPlaying(null);
      toast.error("This clip could not be played.", { id: "audio-play" });
    };
    setPlaying(id);
    a.play().catch(() => setPlaying(null));
  };
  return { playing, toggle };
}

export function AudioPage() {
  const d = useLoaderData() as AudioLoaderData;
  const data = d.data;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const player = usePlayer();
  const [recording, setRecording] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [voice, setVoice] = useVoice();
  const ready = voiceReady(voice);
  const isAdmin = !!data?.me.admin;

  useEffect(() => {
    if (d.error) toast.error(d.error, { id: "audio-load" });
  }, [d]);

  const href = (p: number) =>
    `/admin/audio?${new URLSearchParams({ ...(d.status ? { status: d.status } : {}), ...(d.kind ? { kind: d.kind } : {}), page: String(p) })}`;
  const focusRow = (id: string) =>
    requestAnimationFrame(() => document.getElementById(`audio-record-${id}`)?.focus());

  /** Runs a change; the server's reason (too long, not audio, too big…) is shown as it words it. */
  async function change(item: AudioRowItem, call: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(item.id);
    try {
      await call();
      toast.success(done, { id: `audio-${item.id}` });
      await revalidator.revalidate();
      return true;
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 403) {
        toast.error(e.message || "Admin access required", { id: "admin-403" });
        navigate("/dashboard");
      } else if (e instanceof ApiClientError && e.status === 401) {
        navigate(`/login?from=${encodeURIComponent("/admin/audio")}`);
      } else {
        const reason =
          e instanceof ApiClientError ? (e.fields ? Object.values(e.fields).join(" ") : e.message) : "";
        toast.error(reason || "The clip could not be saved.", {
          id: `audio-${item.id}:error`,
          duration: 8000,
        });
      }
      return false;
    } finally {
      setBusy(null);
    }
  }

  const remove = (item: AudioRowItem) =>
    setConfirm({
      title: `Delete the clip of ${item.id}?`,
      message:
        "Learners will hear the device's voice (or see the transliteration) for this item until a new clip is recorded.",
      confirmLabel: "Delete clip",
      danger: true,
      onConfirm: () =>
        void change(
          item,
          () => ok(api.admin.audio({ itemId: encodeURIComponent(item.id) }).delete()),
          `Clip of ${item.id} deleted`,
        ).then(() => focusRow(item.id)),
    });

  const cov = data?.coverage;
  const percent = cov && cov.total ? Math.floor((cov.recorded / cov.total) * 100) : 0;

  return (
    <>
      <AppNavbar />
      <main className="admin" id="main">
        <div className="container">
          <header className="admin-hero">
            <div>
              <p className="admin-kicker">Course audio</p>
              <h1>Audio</h1>
              <p className="admin-lead">
                Record or upload a clip for every letter, syllable, word and phrase the lessons say.
              </p>
            </div>
            <Link to="/admin/audio/session" reloadDocument className="btn btn-primary btn-lg">
              Start a recording session
            </Link>
          </header>
          {isAdmin && <AdminTabs />}

          <section className="admin-panel" aria-labelledby="audio-title">
            <h2 id="audio-title" className="sr-only">
              Audio clips
            </h2>
            {d.error && (
              <div className="alert alert-error" role="alert">
                {d.error}.{" "}
                <Link to={href(d.page)} reloadDocument>
                  Try again
                </Link>
              </div>
            )}
            {cov && data && (
              <>
                <div className="audio-coverage">
                  <p className="audio-coverage-figure">
                    <strong>
                      {cov.recorded} of {cov.total}
                    </strong>{" "}
                    items have a clip
                  </p>
                  <div className="audio-meter" role="img" aria-label={`${percent}% of the items have a clip`}>
                    <span style={{ width: `${percent}%` }} />
                  </div>
                  <ul className="audio-coverage-kinds">
                    {(Object.keys(KIND_LABEL) as AudioKind[]).map((k) => (
                      <li key={k}>
                        {KIND_LABEL[k]}s: {cov.by_kind[k].recorded} of {cov.by_kind[k].total}
                      </li>
                    ))}
                  </ul>
                </div>
                {d.coverage && <CoverageTable coverage={d.coverage} />}
                <VoiceForm voice={voice} onChange={setVoice} />
                {!ready && (
                  <p className="alert alert-info">
                    Enter the speaker's name and the licence before recording or uploading.
                  </p>
                )}
                {isAdmin && (
                  <label className="audio-teachers">
                    <input
                      type="checkbox"
                      checked={data.me.teachers_may_record}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        void ok(api.admin.site.patch({ audio_teachers_record: on ? "yes" : "" }))
                          .then(() => revalidator.revalidate())
                          .then(() =>
                            toast.success(
                              on ? "Teachers may now record and flag clips" : "Only admins record now",
                              { id: "audio-teachers" },
                            ),
                          )
                          .catch(() =>
                            toast.error("The setting could not be saved.", { id: "audio-teachers" }),
                          );
                      }}
                    />{" "}
                    Teachers may record clips and flag them to be recorded again
                  </label>
                )}
                {isAdmin && d.coverage && (
                  <PackPanel levels={d.coverage.levels} onImported={() => void revalidator.revalidate()} />
                )}
                {!data.sox && (
                  <p className="alert alert-info">
                    sox is not installed on the server, so clips are stored as they are: not trimmed or
                    normalised. Record close to the microphone with little silence around the word.
                  </p>
                )}
                <Form method="get" action="/admin/audio" className="admin-filters">
                  <div className="field">
                    <label htmlFor="audio-status">Clip status</label>
                    <select id="audio-status" name="status" defaultValue={d.status}>
                      <option value="">All items</option>
                      <option value="todo">To record (missing, stale or flagged)</option>
                      <option value="missing">Missing a clip</option>
                      <option value="stale">Stale (the text changed)</option>
                      <option value="rerecord">Flagged to record again</option>
                      <option value="recorded">Recorded and current</option>
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor="audio-kind">Kind</label>
                    <select id="audio-kind" name="kind" defaultValue={d.kind}>
                      <option value="">Every kind</option>
                      {(Object.keys(KIND_LABEL) as AudioKind[]).map((k) => (
                        <option key={k} value={k}>
                          {KIND_LABEL[k]}s
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="btn btn-primary">
                    Show
                  </button>
                </Form>

                {data.items.length === 0 ? (
                  <p className="admin-empty">No items match these filters.</p>
                ) : (
                  <ul className="audio-list">
                    {data.items.map((item) => (
                      <li
                        key={item.id}
                        className={`audio-item ${item.clip ? "has-clip" : "is-missing"}`}
                        aria-labelledby={`audio-item-${item.id}`}
                      >
                        <p className="audio-ar" lang="ar" dir="rtl" id={`audio-item-${item.id}`}>
                          {item.ar}
                        </p>
                        <div className="audio-item-text">
                          <p className="audio-meaning">
                            {item.translit && <span className="audio-translit">{item.translit}</span>}
                            {item.translit && item.en && " · "}
                            {item.en && <span>{item.en}</span>}
                          </p>
                          <p className="audio-id">
                            <span className="admin-badge admin-badge-plain">{KIND_LABEL[item.kind]}</span>{" "}
                            <code>{item.id}</code>
                          </p>
                        </div>
                        <div className="audio-item-state">
                          {item.clip?.stale ? (
                            <p className="audio-status audio-status-missing">
                              <span aria-hidden="true">!</span> Stale: recorded for an older text, not played
                            </p>
                          ) : item.clip ? (
                            <p className="audio-status audio-status-ok">
                              <span aria-hidden="true">✓</span> Clip · {seconds(item.clip.duration_ms)}
                              {item.clip.processed ? " · trimmed" : " · as recorded"}
                              {item.clip.speaker && ` · ${item.clip.speaker}, ${item.clip.licence}`}
                              {item.clip.rerecord_by && (
                                <span className="audio-flagged"> · to record again</span>
                              )}
                            </p>
                          ) : (
                            <p className="audio-status audio-status-missing">
                              <span aria-hidden="true">✗</span> Missing
                            </p>
                          )}
                          <div className="audio-actions">
                            {item.clip && (
                              <button
                                type="button"
                                className="btn btn-outline btn-sm"
                                aria-pressed={player.playing === item.id}
                                onClick={() => player.toggle(item.id, item.clip!.url)}
                              >
                                {player.playing === item.id ? "Stop" : "Play"}
                                <span className="sr-only"> {item.id}</span>
                              </button>
                            )}
                            {item.clip && !item.clip.stale && (
                              <button
                                type="button"
                                className="btn btn-outline btn-sm"
                                aria-pressed={!!item.clip.rerecord_by}
                                disabled={busy === item.id}
                                onClick={() =>
                                  void change(
                                    item,
                                    () =>
                                      ok(
                                        api.admin
                                          .audio({ itemId: encodeURIComponent(item.id) })
                                          .rerecord.post({
                                            flag: !item.clip!.rerecord_by,
                                          }),
                                      ),
                                    item.clip!.rerecord_by
                                      ? `${item.id} no longer flagged`
                                      : `${item.id} flagged to record again`,
                                  )
                                }
                              >
                                Record again later<span className="sr-only"> {item.id}</span>
                              </button>
                            )}
                            <button
                              id={`audio-record-${item.id}`}
                              type="button"
                              className="btn btn-primary btn-sm"
                              disabled={!ready || busy === item.id || recording === item.id}
                              onClick={() => setRecording(item.id)}
                            >
                              Record<span className="sr-only"> {item.id}</span>
                            </button>
                            <label
                              className={`btn btn-outline btn-sm audio-upload${!ready || busy === item.id ? " is-disabled" : ""}`}
                            >
                              Upload<span className="sr-only"> a file for {item.id}</span>
                              <input
                                type="file"
                                className="sr-only"
                                accept="audio/*,.wav,.mp3,.ogg,.webm,.m4a"
                                disabled={!ready || busy === item.id}
                                onChange={(e) => {
                                  const file = e.currentTarget.files?.[0];
                                  e.currentTarget.value = "";
                                  if (file)
                                    void change(
                                      item,
                                      () => uploadClip(item.id, file, voice),
                                      `Clip of ${item.id} saved`,
                                    );
                                }}
                              />
                            </label>
                            {item.clip && isAdmin && (
                              <button
                                type="button"
                                className="btn btn-ghost btn-sm"
                                disabled={busy === item.id}
                                onClick={() => remove(item)}
                              >
                                Delete<span className="sr-only"> the clip of {item.id}</span>
                              </button>
                            )}
                          </div>
                        </div>
                        {recording === item.id && (
                          <Recorder
                            label={item.id}
                            maxMs={data.limits.max_ms}
                            onClose={() => {
                              setRecording(null);
                              focusRow(item.id);
                            }}
                            onSave={async (body, ms) => {
                              const ok = await change(
                                item,
                                () => uploadClip(item.id, body, voice, ms),
                                `Clip of ${item.id} saved`,
                              );
                              if (ok) {
                                setRecording(null);
                                focusRow(item.id);
                              }
                              return ok;
                            }}
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                <Pager
                  page={d.page}
                  rows={data.items.length}
                  total={data.total}
                  pageSize={AUDIO_PAGE_SIZE}
                  hrefFor={href}
                  noun="items"
                />
              </>
            )}
          </section>
        </div>
      </main>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
