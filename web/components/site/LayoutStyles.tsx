// The decorative layout: the defaults, rendered by the server, then whatever /ui-config stored
// in this browser (applied after hydration and whenever another tab or the preview changes it).
import { useEffect } from "react";
import { applyStoredLayout, defaultLayoutConfig, generateCss } from "../../lib/layoutConfig";

const DEFAULT_CSS = generateCss(defaultLayoutConfig());

export function LayoutStyles() {
  useEffect(() => {
    applyStoredLayout();
    window.addEventListener("storage", applyStoredLayout);
    return () => window.removeEventListener("storage", applyStoredLayout);
  }, []);
  return <style id="layout-default-css">{DEFAULT_CSS}</style>;
}
