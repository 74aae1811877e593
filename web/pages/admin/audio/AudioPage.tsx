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
import { currentT, Rich, useT, type Translator } from "../../../i18n";

const sr = { sr: (c: React.ReactNode) => <span className="sr-only">{c}</span> };

const KINDS: AudioKind[] = ["letter", "syllable", "word", "phrase"];
const seconds = (ms: number | null, t: Translator) =>
  ms === null ? t("admin.audio.lengthUnknown") : t("admin.audio.seconds", { n: (ms / 1000).toFixed(1) });

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
      toast.error(currentT()("admin.audio.cannotPlay"), { id: "audio-play" });
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
  const t = useT();
  const player = usePlayer();
  const [recording, setRecording] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [voice, setVoice] = useVoice();
  const ready = voiceReady(voice);
  const isAdmin = !!data?.me.admin;

  // the loader's error is a catalogue key
  const error = d.error ? (t.has(d.error) ? t(d.error) : d.error) : null;
  useEffect(() => {
    if (error) toast.error(error, { id: "audio-load" });
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
        toast.error(e.message || t("admin.accessRequired"), { id: "admin-403" });
        navigate("/dashboard");
      } else if (e instanceof ApiClientError && e.status === 401) {
        navigate(`/login?from=${encodeURIComponent("/admin/audio")}`);
      } else {
        const reason =
          e instanceof ApiClientError ? (e.fields ? Object.values(e.fields).join(" ") : e.message) : "";
        toast.error(reason || t("admin.audio.saveFailed"), {
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
      title: t("admin.audio.deleteTitle", { id: item.id }),
      message: t("admin.audio.deleteText"),
      confirmLabel: t("admin.audio.deleteConfirm"),
      danger: true,
      onConfirm: () =>
        void change(
          item,
          () => ok(api.admin.audio({ itemId: encodeURIComponent(item.id) }).delete()),
          t("admin.audio.deleted", { id: item.id }),
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
              <p className="admin-kicker">{t("admin.audio.kicker")}</p>
              <h1>{t("admin.audio.title")}</h1>
              <p className="admin-lead">{t("admin.audio.lead")}</p>
            </div>
            <Link to="/admin/audio/session" reloadDocument className="btn btn-primary btn-lg">
              {t("admin.audio.startSession")}
            </Link>
          </header>
          {isAdmin && <AdminTabs />}

          <section className="admin-panel" aria-labelledby="audio-title">
            <h2 id="audio-title" className="sr-only">
              {t("admin.audio.clips")}
            </h2>
            {error && (
              <div className="alert alert-error" role="alert">
                {error}.{" "}
                <Link to={href(d.page)} reloadDocument>
                  {t("admin.tryAgain")}
                </Link>
              </div>
            )}
            {cov && data && (
              <>
                <div className="audio-coverage">
                  <p className="audio-coverage-figure">
                    <Rich
                      k="admin.audio.coverage"
                      values={{ n: cov.recorded, of: cov.total }}
                      tags={{ b: (c) => <strong>{c}</strong> }}
                    />
                  </p>
                  <div className="audio-meter" role="img" aria-label={t("admin.audio.meter", { n: percent })}>
                    <span style={{ width: `${percent}%` }} />
                  </div>
                  <ul className="audio-coverage-kinds">
                    {KINDS.map((k) => (
                      <li key={k}>
                        {t("admin.audio.byKind", {
                          kind: t(`admin.audio.kinds.${k}`),
                          n: cov.by_kind[k].recorded,
                          of: cov.by_kind[k].total,
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
                {d.coverage && <CoverageTable coverage={d.coverage} />}
                <VoiceForm voice={voice} onChange={setVoice} />
                {!ready && <p className="alert alert-info">{t("admin.audio.voiceFirst")}</p>}
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
                            toast.success(on ? t("admin.audio.teachersOn") : t("admin.audio.teachersOff"), {
                              id: "audio-teachers",
                            }),
                          )
                          .catch(() => toast.error(t("admin.audio.settingFailed"), { id: "audio-teachers" }));
                      }}
                    />{" "}
                    {t("admin.audio.teachersMay")}
                  </label>
                )}
                {isAdmin && d.coverage && (
                  <PackPanel levels={d.coverage.levels} onImported={() => void revalidator.revalidate()} />
                )}
                {!data.sox && <p className="alert alert-info">{t("admin.audio.noSox")}</p>}
                <Form method="get" action="/admin/audio" className="admin-filters">
                  <div className="field">
                    <label htmlFor="audio-status">{t("admin.audio.status")}</label>
                    <select id="audio-status" name="status" defaultValue={d.status}>
                      <option value="">{t("admin.audio.status.all")}</option>
                      <option value="todo">{t("admin.audio.status.todo")}</option>
                      <option value="missing">{t("admin.audio.status.missing")}</option>
                      <option value="stale">{t("admin.audio.status.stale")}</option>
                      <option value="rerecord">{t("admin.audio.status.rerecord")}</option>
                      <option value="recorded">{t("admin.audio.status.recorded")}</option>
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor="audio-kind">{t("admin.audio.kindLabel")}</label>
                    <select id="audio-kind" name="kind" defaultValue={d.kind}>
                      <option value="">{t("admin.audio.everyKind")}</option>
                      {KINDS.map((k) => (
                        <option key={k} value={k}>
                          {t(`admin.audio.kinds.${k}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="btn btn-primary">
                    {t("admin.audio.show")}
                  </button>
                </Form>

                {data.items.length === 0 ? (
                  <p className="admin-empty">{t("admin.audio.noItems")}</p>
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
                            <span className="admin-badge admin-badge-plain">
                              {t(`admin.audio.kind.${item.kind}`)}
                            </span>{" "}
                            <code>{item.id}</code>
                          </p>
                        </div>
                        <div className="audio-item-state">
                          {item.clip?.stale ? (
                            <p className="audio-status audio-status-missing">
                              <span aria-hidden="true">!</span> {t("admin.audio.stale")}
                            </p>
                          ) : item.clip ? (
                            <p className="audio-status audio-status-ok">
                              <span aria-hidden="true">✓</span>{" "}
                              {t("admin.audio.clip", { length: seconds(item.clip.duration_ms, t) })}
                              {item.clip.processed ? t("admin.audio.trimmed") : t("admin.audio.asRecorded")}
                              {item.clip.speaker && ` · ${item.clip.speaker}, ${item.clip.licence}`}
                              {item.clip.rerecord_by && (
                                <span className="audio-flagged">{t("admin.audio.toRecordAgain")}</span>
                              )}
                            </p>
                          ) : (
                            <p className="audio-status audio-status-missing">
                              <span aria-hidden="true">✗</span> {t("admin.audio.missing")}
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
                                <Rich
                                  k={player.playing === item.id ? "admin.audio.stop" : "admin.audio.play"}
                                  values={{ id: item.id }}
                                  tags={sr}
                                />
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
                                      ? t("admin.audio.unflagged", { id: item.id })
                                      : t("admin.audio.flagged", { id: item.id }),
                                  )
                                }
                              >
                                <Rich k="admin.audio.later" values={{ id: item.id }} tags={sr} />
                              </button>
                            )}
                            <button
                              id={`audio-record-${item.id}`}
                              type="button"
                              className="btn btn-primary btn-sm"
                              disabled={!ready || busy === item.id || recording === item.id}
                              onClick={() => setRecording(item.id)}
                            >
                              <Rich k="admin.audio.record" values={{ id: item.id }} tags={sr} />
                            </button>
                            <label
                              className={`btn btn-outline btn-sm audio-upload${!ready || busy === item.id ? " is-disabled" : ""}`}
                            >
                              <Rich k="admin.audio.upload" values={{ id: item.id }} tags={sr} />
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
                                      t("admin.audio.saved", { id: item.id }),
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
                                <Rich k="admin.audio.delete" values={{ id: item.id }} tags={sr} />
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
                                t("admin.audio.saved", { id: item.id }),
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
