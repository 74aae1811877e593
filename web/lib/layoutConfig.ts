// Layout settings for the landing page's decorative images (SPEC sections 2 and 3, /ui-config):
// sections hero, features, about, services; each element has a position, a size, a transform
// and overrides at 1400/1200/991/575 px. Kept in localStorage; the landing page applies them.
// The defaults below ARE the landing page's decorative layout (rendered by the server), so
// there is one source of truth.

export const BREAKPOINTS = ["1400", "1200", "991", "575"] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];
export const BOX_KEYS = ["top", "right", "bottom", "left", "width", "height", "transform"] as const;
export type BoxKey = (typeof BOX_KEYS)[number];
export type Box = Partial<Record<BoxKey, string>>;

export type ElementConfig = {
  label: string;
  position: { top: string; right: string; bottom: string; left: string };
  size: { width: string; height: string };
  transform: string;
  overrides: Record<Breakpoint, Box>;
};
export const SECTIONS = ["hero", "features", "about", "services"] as const;
export type SectionName = (typeof SECTIONS)[number];
export type LayoutConfig = { version: 1; sections: Record<SectionName, Record<string, ElementConfig>> };

export const STORAGE_KEY = "marhaba_layout_config";
export const DEBUG_KEY = "marhaba_layout_debug";
export const REFRESH_KEY = "marhaba_layout_refresh";

const none = (): Record<Breakpoint, Box> => ({ "1400": {}, "1200": {}, "991": {}, "575": {} });
const el = (
  label: string,
  pos: Partial<ElementConfig["position"]>,
  size: Partial<ElementConfig["size"]>,
  transform = "none",
  overrides: Partial<Record<Breakpoint, Box>> = {},
): ElementConfig => ({
  label,
  position: { top: "auto", right: "auto", bottom: "auto", left: "auto", ...pos },
  size: { width: "auto", height: "auto", ...size },
  transform,
  overrides: { ...none(), ...overrides },
});

export function defaultLayoutConfig(): LayoutConfig {
  return {
    version: 1,
    sections: {
      hero: {
        bot: el(
          "Bot character",
          { bottom: "0", left: "50%" },
          { width: "min(78%, 340px)" },
          "translateX(-50%)",
          { "575": { width: "62%" } },
        ),
        sun: el("Sun circle", { top: "4%", right: "6%" }, { width: "120px", height: "120px" }, "none", {
          "991": { width: "90px", height: "90px" },
          "575": { width: "64px", height: "64px" },
        }),
        letterMeem: el("Letter meem", { top: "10%", left: "4%" }, {}, "rotate(-6deg)", {
          "575": { left: "0" },
        }),
        letterBa: el("Letter ba", { top: "46%", right: "0" }, {}, "rotate(10deg)"),
        letterAyn: el("Letter ayn", { bottom: "22%", left: "0" }, {}, "rotate(6deg)"),
      },
      features: {
        blob: el("Blob", { top: "-60px", right: "-80px" }, { width: "260px", height: "260px" }, "none", {
          "575": { width: "160px", height: "160px" },
        }),
        star: el("Star", { bottom: "24px", left: "3%" }, { width: "56px", height: "56px" }, "rotate(15deg)", {
          "575": { width: "36px", height: "36px" },
        }),
      },
      about: {
        illustration: el("Learning illustration", { top: "0", left: "0" }, { width: "100%" }),
        badge: el("Units badge", { bottom: "-18px", right: "6%" }, {}, "rotate(-4deg)", {
          "575": { right: "2%" },
        }),
      },
      services: {
        ring: el("Ring", { top: "40px", left: "-70px" }, { width: "180px", height: "180px" }, "none", {
          "991": { width: "120px", height: "120px" },
        }),
        dots: el("Dots", { bottom: "30px", right: "4%" }, { width: "120px", height: "80px" }),
      },
    },
  };
}

// Values go straight into CSS: allow lengths, percentages and CSS functions only.
const SAFE_VALUE = /^[-+\w\s.,%()#/*]{0,120}$/;
export const isSafeValue = (v: unknown): v is string => typeof v === "string" && SAFE_VALUE.test(v);

const decl = (box: Box) =>
  BOX_KEYS.filter((k) => box[k] !== undefined && box[k] !== "")
    .map((k) => `${k}: ${box[k]};`)
    .join(" ");

const baseBox = (e: ElementConfig): Box => ({ ...e.position, ...e.size, transform: e.transform });

/** The CSS for every element; `scope` raises specificity for stored overrides. */
export function generateCss(config: LayoutConfig, scope = ".landing"): string {
  const out: string[] = [];
  for (const section of SECTIONS) {
    for (const [name, e] of Object.entries(config.sections[section]))
      out.push(`${scope} .lc-${section}-${name} { ${decl(baseBox(e))} }`);
  }
  for (const bp of BREAKPOINTS) {
    const rules: string[] = [];
    for (const section of SECTIONS) {
      for (const [name, e] of Object.entries(config.sections[section])) {
        const d = decl(e.overrides[bp] ?? {});
        if (d) rules.push(`  ${scope} .lc-${section}-${name} { ${d} }`);
      }
    }
    if (rules.length) out.push(`@media (max-width: ${bp}px) {\n${rules.join("\n")}\n}`);
  }
  return out.join("\n");
}

/** Validates an imported configuration; null when it is not a usable one. */
export function parseLayoutConfig(raw: unknown): LayoutConfig | null {
  try {
    const c = typeof raw === "string" ? JSON.parse(raw) : raw;
    if (!c || typeof c !== "object" || c.version !== 1 || !c.sections || typeof c.sections !== "object")
      return null;
    const defaults = defaultLayoutConfig();
    const result = defaultLayoutConfig();
    for (const section of SECTIONS) {
      const s = c.sections[section];
      if (!s || typeof s !== "object") return null;
      for (const name of Object.keys(defaults.sections[section])) {
        const e = s[name];
        if (!e || typeof e !== "object") return null;
        const target = result.sections[section][name];
        for (const k of ["top", "right", "bottom", "left"] as const) {
          if (!isSafeValue(e.position?.[k])) return null;
          target.position[k] = e.position[k];
        }
        for (const k of ["width", "height"] as const) {
          if (!isSafeValue(e.size?.[k])) return null;
          target.size[k] = e.size[k];
        }
        if (!isSafeValue(e.transform)) return null;
        target.transform = e.transform;
        for (const bp of BREAKPOINTS) {
          const o = e.overrides?.[bp];
          if (o === undefined) continue;
          if (!o || typeof o !== "object") return null;
          for (const [k, v] of Object.entries(o)) {
            if (!(BOX_KEYS as readonly string[]).includes(k) || !isSafeValue(v)) return null;
            target.overrides[bp][k as BoxKey] = v;
          }
        }
      }
    }
    return result;
  } catch {
    return null;
  }
}

// Browser storage (only call from effects and handlers).
export function loadStoredConfig(): LayoutConfig | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? parseLayoutConfig(raw) : null;
  } catch {
    return null;
  }
}
export function storeConfig(config: LayoutConfig | null) {
  try {
    if (config) localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {}
}
export function loadDebug(): boolean {
  try {
    return localStorage.getItem(DEBUG_KEY) === "1";
  } catch {
    return false;
  }
}
export function storeDebug(on: boolean) {
  try {
    if (on) localStorage.setItem(DEBUG_KEY, "1");
    else localStorage.removeItem(DEBUG_KEY);
  } catch {}
}
export function requestCssRefresh() {
  try {
    localStorage.setItem(REFRESH_KEY, String(Date.now()));
  } catch {}
}

const STYLE_ID = "layout-config-css";
/** Puts the stored configuration's CSS (and the debug outlines) on the current document. */
export function applyStoredLayout() {
  const config = loadStoredConfig();
  let style = document.getElementById(STYLE_ID) as HTMLStyleElement | null;
  if (config) {
    if (!style) {
      style = document.createElement("style");
      style.id = STYLE_ID;
      document.head.appendChild(style);
    }
    style.textContent = generateCss(config, "html body .landing");
  } else style?.remove();
  document.documentElement.classList.toggle("layout-debug", loadDebug());
}
