// /ui-config — the layout-configuration tool (SPEC sections 2 and 3): pick a section and an
// element, edit its position, size, transform and per-breakpoint overrides; see and copy the
// generated CSS; export/import JSON; reset; force a CSS refresh; preview the site; debug outlines.
// Everything is kept in this browser's localStorage and applied by the landing page.
import { useEffect, useRef, useState } from "react";
import { PREVIEW_URL } from "../../lib/pendingAction";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { useT } from "../../i18n";
import {
  BOX_KEYS,
  BREAKPOINTS,
  SECTIONS,
  defaultLayoutConfig,
  generateCss,
  isSafeValue,
  loadDebug,
  loadStoredConfig,
  parseLayoutConfig,
  requestCssRefresh,
  storeConfig,
  storeDebug,
  applyStoredLayout,
  type Breakpoint,
  type BoxKey,
  type LayoutConfig,
  type SectionName,
} from "../../lib/layoutConfig";

/** CSS property names: the fields are named by the property they set, in every language. */
const POSITION_KEYS = ["top", "right", "bottom", "left"] as const;
const SIZE_KEYS = ["width", "height"] as const;
const TRANSFORM = "transform";

function TextInput({
  label,
  value,
  onChange,
  id,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  id: string;
}) {
  const bad = !isSafeValue(value);
  const t = useT();
  return (
    <div className="field field-compact">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={bad || undefined}
        spellCheck={false}
      />
      {bad && <span className="field-error">{t("site.pages.ui.badValue")}</span>}
    </div>
  );
}

export function UiConfigPage() {
  const [config, setConfig] = useState<LayoutConfig>(defaultLayoutConfig);
  const [section, setSection] = useState<SectionName>("hero");
  const [element, setElement] = useState("bot");
  const [bp, setBp] = useState<Breakpoint>("1400");
  const [preview, setPreview] = useState(false);
  const [debug, setDebug] = useState(false);
  const [previewKey, setPreviewKey] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);
  const t = useT();

  useEffect(() => {
    const stored = loadStoredConfig();
    if (stored) setConfig(stored);
    setDebug(loadDebug());
  }, []);

  const update = (next: LayoutConfig) => {
    setConfig(next);
    // Only valid values reach storage (and so the landing page's CSS).
    if (parseLayoutConfig(next)) storeConfig(next);
  };
  const elements = Object.keys(config.sections[section]);
  const current = config.sections[section][element] ?? config.sections[section][elements[0]];
  const currentName = config.sections[section][element] ? element : elements[0];

  const edit = (fn: (e: typeof current) => void) => {
    const next = structuredClone(config);
    fn(next.sections[section][currentName]);
    update(next);
  };

  const css = generateCss(config);

  const copyCss = async () => {
    try {
      await navigator.clipboard.writeText(css);
      toast.success(t("site.pages.ui.copied"));
    } catch {
      toast.error(t("site.pages.ui.copyFailed"));
    }
  };

  const exportJson = () => {
    const blob = new Blob([JSON.stringify(config, null, 2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = "marhaba-layout-config.json";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const importJson = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const parsed = file.size < 200_000 ? parseLayoutConfig(await file.text()) : null;
    if (!parsed) {
      window.alert(t("site.pages.ui.invalidImport"));
      return;
    }
    update(parsed);
    toast.success(t("site.pages.ui.imported"));
  };

  const reset = () => {
    if (!window.confirm(t("site.pages.ui.resetConfirm"))) return;
    storeConfig(null);
    setConfig(defaultLayoutConfig());
    toast.success(t("site.pages.ui.reset"));
  };

  const forceRefresh = () => {
    requestCssRefresh();
    applyStoredLayout();
    setPreviewKey((k) => k + 1);
    toast.success(t("site.pages.ui.refreshed"));
  };

  const toggleDebug = () => {
    storeDebug(!debug);
    setDebug(!debug);
    applyStoredLayout();
  };

  return (
    <main id="main" className="ui-config">
      <header className="ui-config-head">
        <div>
          <p className="eyebrow">
            <Link to="/">Marhaba</Link>
            {t("site.pages.ui.tools")}
          </p>
          <h1>{t("site.pages.ui.title")}</h1>
          <p>{t("site.pages.ui.lead")}</p>
        </div>
        <div className="ui-config-toolbar" role="toolbar" aria-label={t("site.pages.ui.actions")}>
          <button type="button" className="btn btn-outline btn-sm" onClick={exportJson}>
            {t("site.pages.ui.export")}
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => fileRef.current?.click()}>
            {t("site.pages.ui.import")}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-label={t("site.pages.ui.importFile")}
            onChange={importJson}
          />
          <button type="button" className="btn btn-outline btn-sm" onClick={forceRefresh}>
            {t("site.pages.ui.forceRefresh")}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-pressed={preview}
            onClick={() => setPreview((p) => !p)}
          >
            {t("site.pages.ui.preview")}
          </button>
          <button type="button" className="btn btn-outline btn-sm" aria-pressed={debug} onClick={toggleDebug}>
            {t("site.pages.ui.debug")}
          </button>
          <button type="button" className="btn btn-danger btn-sm" onClick={reset}>
            {t("site.pages.ui.resetButton")}
          </button>
        </div>
      </header>

      <div className="ui-config-grid">
        <nav aria-label={t("site.pages.ui.sections")} className="ui-config-list">
          <h2>{t("site.pages.ui.sections")}</h2>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  aria-pressed={s === section}
                  onClick={() => {
                    setSection(s);
                    setElement(Object.keys(config.sections[s])[0]);
                  }}
                >
                  {s}
                </button>
              </li>
            ))}
          </ul>
          <h2>{t("site.pages.ui.elements")}</h2>
          <ul>
            {elements.map((name) => (
              <li key={name}>
                <button type="button" aria-pressed={name === currentName} onClick={() => setElement(name)}>
                  {config.sections[section][name].label}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <section className="ui-config-editor card" aria-labelledby="editor-title">
          <h2 id="editor-title">
            {section} › {current.label}
          </h2>
          <fieldset>
            <legend>{t("site.pages.ui.position")}</legend>
            <div className="ui-config-fields">
              {POSITION_KEYS.map((k) => (
                <TextInput
                  key={k}
                  id={`pos-${k}`}
                  label={k}
                  value={current.position[k]}
                  onChange={(v) => edit((e) => void (e.position[k] = v))}
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("site.pages.ui.size")}</legend>
            <div className="ui-config-fields">
              {SIZE_KEYS.map((k) => (
                <TextInput
                  key={k}
                  id={`size-${k}`}
                  label={k}
                  value={current.size[k]}
                  onChange={(v) => edit((e) => void (e.size[k] = v))}
                />
              ))}
              <TextInput
                id={TRANSFORM}
                label={TRANSFORM}
                value={current.transform}
                onChange={(v) => edit((e) => void (e.transform = v))}
              />
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("site.pages.ui.responsive")}</legend>
            <div className="bp-tabs" role="group" aria-label={t("site.pages.ui.breakpoint")}>
              {BREAKPOINTS.map((b) => (
                <button key={b} type="button" aria-pressed={b === bp} onClick={() => setBp(b)}>
                  {t("site.pages.ui.upTo", { px: b })}
                </button>
              ))}
            </div>
            <div className="ui-config-fields">
              {BOX_KEYS.map((k: BoxKey) => (
                <TextInput
                  key={bp + k}
                  id={`bp-${bp}-${k}`}
                  label={t("site.pages.ui.at", { prop: k, px: bp })}
                  value={current.overrides[bp][k] ?? ""}
                  onChange={(v) =>
                    edit((e) => {
                      if (v === "") delete e.overrides[bp][k];
                      else e.overrides[bp][k] = v;
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
        </section>

        <section className="ui-config-css card" aria-labelledby="css-title">
          <div className="ui-config-css-head">
            <h2 id="css-title">{t("site.pages.ui.css")}</h2>
            <button type="button" className="btn btn-primary btn-sm" onClick={copyCss}>
              {t("site.pages.ui.copy")}
            </button>
          </div>
          <pre tabIndex={0} aria-label={t("site.pages.ui.css")}>
            <code>{css}</code>
          </pre>
        </section>
      </div>

      {preview && (
        <section className="ui-config-preview" aria-labelledby="preview-title">
          <h2 id="preview-title">{t("site.pages.ui.previewTitle")}</h2>
          <iframe key={previewKey} src={PREVIEW_URL} title={t("site.pages.ui.sitePreview")} loading="lazy" />
        </section>
      )}
    </main>
  );
}
