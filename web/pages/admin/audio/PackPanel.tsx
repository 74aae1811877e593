// Voice packs on the Audio page: download the current clips (all, or one level's) as one archive, and
// upload a pack: first the plan (what it adds, replaces or refuses, and why), then "Import" does it in one step.
import { useState } from "react";
import toast from "react-hot-toast";
import { ApiClientError, api, path, type Reply } from "../../../api/client";
import { sendBytes } from "./upload";
import type { AudioCoverageData } from "./types";
import { Rich, useT } from "../../../i18n";
import { levelName } from "../../../i18n/courseWords";

type Plan = Reply<typeof api.admin.audio.packs.plan.post>;

export function PackPanel({
  levels,
  onImported,
}: {
  levels: AudioCoverageData["levels"];
  onImported: () => void;
}) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  const [level, setLevel] = useState("");

  async function check(f: File) {
    setFile(f);
    setPlan(null);
    setBusy(true);
    try {
      setPlan(await sendBytes<Plan>("POST", path(api.admin.audio.packs.plan), f));
    } catch (e) {
      toast.error(e instanceof ApiClientError ? e.message : t("admin.pack.readFailed"), {
        id: "pack",
        duration: 8000,
      });
    } finally {
      setBusy(false);
    }
  }
  async function importNow() {
    if (!file) return;
    setBusy(true);
    try {
      const r = await sendBytes<Plan>("POST", path(api.admin.audio.packs.import), file);
      toast.success(t("admin.pack.imported", { n: r.add + r.replace }), { id: "pack" });
      setPlan(null);
      setFile(null);
      onImported();
    } catch (e) {
      toast.error(e instanceof ApiClientError ? e.message : t("admin.pack.importFailed"), {
        id: "pack",
        duration: 8000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="audio-packs" aria-labelledby="packs-title">
      <h3 id="packs-title">{t("admin.pack.title")}</h3>
      <p>{t("admin.pack.intro")}</p>
      <div className="audio-pack-actions">
        <div className="field">
          <label htmlFor="pack-level">{t("admin.pack.level")}</label>
          <select id="pack-level" value={level} onChange={(e) => setLevel(e.currentTarget.value)}>
            <option value="">{t("admin.pack.everyLevel")}</option>
            {levels
              .filter((l) => l.items > 0)
              .map((l) => (
                <option key={l.id} value={l.id}>
                  {levelName(t, l.name)}
                </option>
              ))}
          </select>
        </div>
        <a
          className="btn btn-outline"
          href={path(api.admin.audio.packs.export, level ? { level } : {})}
          download
        >
          {t("admin.pack.download")}
        </a>
        <label className={`btn btn-outline${busy ? " is-disabled" : ""}`}>
          {t("admin.pack.upload")}
          <input
            type="file"
            className="sr-only"
            accept=".tar.gz,.tgz,.tar,application/gzip"
            disabled={busy}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              e.currentTarget.value = "";
              if (f) void check(f);
            }}
          />
        </label>
      </div>
      {busy && <p role="status">{t("admin.pack.checking")}</p>}
      {plan && (
        <div className="audio-pack-plan" role="region" aria-label={t("admin.pack.plan")}>
          <p>
            <Rich
              k="admin.pack.summary"
              values={{ add: plan.add, replace: plan.replace, refuse: plan.refuse }}
              tags={{ b: (c) => <strong>{c}</strong> }}
            />
            {plan.refuse > 0 && t("admin.pack.refusedAll")}
          </p>
          <ul className="audio-pack-entries">
            {plan.entries.map((e) => (
              <li key={e.file} className={`audio-pack-${e.action}`}>
                <strong>{t("admin.pack.action", { action: e.action })}</strong>{" "}
                <code>{e.item_id || e.file}</code>
                {e.reason
                  ? t("admin.pack.reason", { reason: e.reason })
                  : t("admin.pack.credit", { speaker: e.speaker, licence: e.licence })}
              </li>
            ))}
          </ul>
          <div className="audio-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!plan.ok || busy}
              onClick={() => void importNow()}
            >
              {t("admin.pack.import", { n: plan.add + plan.replace })}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setPlan(null)}>
              {t("admin.cancel")}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
