// Voice packs on the Audio page: download the current clips (all, or one level's) as one archive, and
// upload a pack: first the plan (what it adds, replaces or refuses, and why), then "Import" does it in one step.
import { useState } from "react";
import toast from "react-hot-toast";
import { ApiClientError, api, path, type Reply } from "../../../api/client";
import { sendBytes } from "./upload";
import type { AudioCoverageData } from "./types";

type Plan = Reply<typeof api.admin.audio.packs.plan.post>;

export function PackPanel({
  levels,
  onImported,
}: {
  levels: AudioCoverageData["levels"];
  onImported: () => void;
}) {
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
      toast.error(e instanceof ApiClientError ? e.message : "The pack could not be read.", {
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
      toast.success(`Imported ${r.add + r.replace} clip(s)`, { id: "pack" });
      setPlan(null);
      setFile(null);
      onImported();
    } catch (e) {
      toast.error(e instanceof ApiClientError ? e.message : "The pack could not be imported.", {
        id: "pack",
        duration: 8000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="audio-packs" aria-labelledby="packs-title">
      <h3 id="packs-title">Voice packs</h3>
      <p>
        Share this school's recordings with another Marhaba, or bring in theirs. A pack carries each clip's
        speaker, licence and text.
      </p>
      <div className="audio-pack-actions">
        <div className="field">
          <label htmlFor="pack-level">Clips to download</label>
          <select id="pack-level" value={level} onChange={(e) => setLevel(e.currentTarget.value)}>
            <option value="">Every level</option>
            {levels
              .filter((l) => l.items > 0)
              .map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
          </select>
        </div>
        <a
          className="btn btn-outline"
          href={path(api.admin.audio.packs.export, level ? { level } : {})}
          download
        >
          Download voice pack
        </a>
        <label className={`btn btn-outline${busy ? " is-disabled" : ""}`}>
          Upload a voice pack…
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
      {busy && <p role="status">Checking the pack…</p>}
      {plan && (
        <div className="audio-pack-plan" role="region" aria-label="What the pack would do">
          <p>
            <strong>{plan.add}</strong> to add, <strong>{plan.replace}</strong> to replace,{" "}
            <strong>{plan.refuse}</strong> refused.
            {plan.refuse > 0 && " A pack with a refused clip is not imported at all."}
          </p>
          <ul className="audio-pack-entries">
            {plan.entries.map((e) => (
              <li key={e.file} className={`audio-pack-${e.action}`}>
                <strong>{e.action === "add" ? "Add" : e.action === "replace" ? "Replace" : "Refused"}</strong>{" "}
                <code>{e.item_id || e.file}</code>
                {e.reason ? `: ${e.reason}` : ` (${e.speaker}, ${e.licence})`}
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
              Import {plan.add + plan.replace} clip(s)
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setPlan(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
